/** The sandbox payment provider's hosted page: plain server-rendered HTML, like the sandbox inbox. */
import type { PaymentSession, SandboxPaymentState } from '../../providers/payments';
import { escapeHtml } from './inbox-page';

const channelNames: Record<PaymentSession['channel'], string> = {
  stripe: 'Card (Stripe sandbox)',
  mpay: 'Card (MPay sandbox)',
  paypal: 'PayPal sandbox',
  usdt: 'USDT sandbox',
  other: 'Other local method (sandbox)',
};

const styles = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2330}
header{background:#3b2a7a;color:#fff;padding:16px 24px}header h1{margin:0;font-size:20px}
header p{margin:4px 0 0;color:#d9d3f5;font-size:14px}
main{max-width:480px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;padding:20px;box-shadow:0 1px 3px #0002}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}dt{color:#566074}dd{margin:0;text-align:right}
.amount{font-size:28px;font-weight:700}
form{display:grid;gap:10px}
button{padding:12px 14px;border-radius:8px;border:0;font:inherit;font-weight:600;cursor:pointer}
.approve{background:#1f8a4c;color:#fff}.decline{background:#b3261e;color:#fff}.abandon{background:#e3e6ec;color:#1d2330}
.back{display:inline-block;padding:12px 14px;border-radius:8px;background:#3b2a7a;color:#fff;text-decoration:none;font-weight:600}`;

export function renderSandboxPayPage(session: PaymentSession & { providerReference: string }, state: string, signature: string) {
  const amount = `${(session.amountMinor / 100).toFixed(2)} ${escapeHtml(session.currency)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payment · ${amount}</title><style>${styles}</style></head>
<body><header><h1>Sandbox payment provider</h1><p>No real money moves. Choose what the payer does.</p></header>
<main><div class="card">
<dl><dt>Paying</dt><dd>${escapeHtml(session.description)}</dd>
<dt>Method</dt><dd>${escapeHtml(channelNames[session.channel])}</dd>
<dt>Reference</dt><dd>${escapeHtml(session.paymentCode)}</dd>
<dt>Amount</dt><dd class="amount">${amount}</dd></dl>
<form method="post" action="/sandbox/pay/${encodeURIComponent(session.providerReference)}">
<input type="hidden" name="s" value="${escapeHtml(state)}"><input type="hidden" name="sig" value="${escapeHtml(signature)}">
<button class="approve" name="decision" value="approve">Approve payment</button>
<button class="decline" name="decision" value="decline">Decline (card refused)</button>
<button class="abandon" name="decision" value="abandon">Abandon and go back</button>
</form></div></main></body></html>`;
}

const closedTexts: Record<Exclude<SandboxPaymentState, 'open'>, string> = {
  cancelled: 'This payment was cancelled by the merchant and can no longer be paid. Nothing was charged.',
  paid: 'This payment has already been approved.',
  declined: 'This payment was declined.',
  abandoned: 'This payment was abandoned.',
};

/** The hosted page of a payment that is no longer open: what became of it, and the way back. */
export function renderSandboxPayClosedPage(session: PaymentSession & { providerReference: string }, state: Exclude<SandboxPaymentState, 'open'>) {
  const amount = `${(session.amountMinor / 100).toFixed(2)} ${escapeHtml(session.currency)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payment · ${state}</title><style>${styles}</style></head>
<body><header><h1>Sandbox payment provider</h1><p>No real money moves.</p></header>
<main><div class="card">
<dl><dt>Paying</dt><dd>${escapeHtml(session.description)}</dd>
<dt>Reference</dt><dd>${escapeHtml(session.paymentCode)}</dd>
<dt>Amount</dt><dd class="amount">${amount}</dd></dl>
<p role="status">${closedTexts[state]}</p>
<a class="back" href="${escapeHtml(session.returnPath)}">Back to the shop</a>
</div></main></body></html>`;
}
