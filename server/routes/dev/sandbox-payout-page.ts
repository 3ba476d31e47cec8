/** The sandbox payout provider's hosted onboarding page: plain server-rendered HTML, like the sandbox payment page. */
import type { PayoutOnboarding } from '../../providers/payouts';
import { escapeHtml } from './inbox-page';

const styles = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2330}
header{background:#0f4c5c;color:#fff;padding:16px 24px}header h1{margin:0;font-size:20px}
header p{margin:4px 0 0;color:#cfe7ec;font-size:14px}
main{max-width:480px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;padding:20px;box-shadow:0 1px 3px #0002}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}dt{color:#566074}dd{margin:0;text-align:right;word-break:break-all}
form{display:grid;gap:10px}label{display:grid;gap:4px;font-weight:600}
input{font:inherit;padding:10px;border:1px solid #b8bfcc;border-radius:8px}
.hint{color:#566074;font-size:14px;margin:0}.error{color:#b3261e;font-weight:600}
button{padding:12px 14px;border-radius:8px;border:0;font:inherit;font-weight:600;cursor:pointer}
.submit{background:#1f8a4c;color:#fff}.decline{background:#e3e6ec;color:#1d2330}`;

const head = (title: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>${styles}</style></head>
<body><header><h1>Sandbox payout provider</h1><p>Seller onboarding for Holo. No real bank account is checked or paid.</p></header>`;

export function renderSandboxPayoutPage(onboarding: PayoutOnboarding, state: string, signature: string, error?: string) {
  return `${head('Sandbox payout onboarding')}
<main><div class="card">
<dl><dt>Merchant</dt><dd>Holo</dd><dt>Account</dt><dd>${escapeHtml(onboarding.accountId)}</dd></dl>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/sandbox/payout/${encodeURIComponent(onboarding.accountId)}">
<input type="hidden" name="s" value="${escapeHtml(state)}"><input type="hidden" name="sig" value="${escapeHtml(signature)}">
<label>Legal name<input name="holder" autocomplete="name" maxlength="100"></label>
<label>Bank account number<input name="bank" inputmode="numeric" maxlength="34"></label>
<p class="hint">Sandbox: any digits do. A name containing "reject" is rejected, as a failed verification would be.</p>
<button class="submit" name="decision" value="submit">Submit</button>
<button class="decline" name="decision" value="decline" formnovalidate>Decline verification</button>
</form></div></main></body></html>`;
}
