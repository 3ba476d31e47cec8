/** The sandbox inbox as a plain server-rendered page, for people trying sign-up by hand. */
import type { SandboxMessage } from '../../services/sandbox/list-sandbox-messages';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!);

const formatTime = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

function renderMessage(m: SandboxMessage) {
  const code = m.code ? `<p class="code" title="Click to select">${escapeHtml(m.code)}</p>` : '';
  return `<li class="message">
  <div class="meta"><span class="channel">${m.channel === 'sms' ? 'SMS' : 'E-mail'}</span>
    <strong>${escapeHtml(m.recipient)}</strong><time datetime="${m.createdAt.toISOString()}">${formatTime(m.createdAt)}</time></div>
  <h2>${escapeHtml(m.subject)}</h2>${code}
  <pre>${escapeHtml(m.body)}</pre>
</li>`;
}

const styles = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2330}
header{background:#1d2330;color:#fff;padding:16px 24px}header h1{margin:0;font-size:20px}
header p{margin:4px 0 0;color:#c6cbd6;font-size:14px}
main{max-width:760px;margin:0 auto;padding:16px}
form{display:flex;gap:8px;margin-bottom:16px}
input{flex:1;padding:8px 10px;border:1px solid #9aa2b1;border-radius:6px;font:inherit}
button,a.button{padding:8px 14px;border-radius:6px;border:0;background:#2557d6;color:#fff;font:inherit;text-decoration:none;cursor:pointer}
ul{list-style:none;padding:0;margin:0}
.message{background:#fff;border-radius:8px;padding:14px 16px;margin-bottom:12px;box-shadow:0 1px 2px #0002}
.meta{display:flex;flex-wrap:wrap;gap:8px;align-items:baseline;font-size:14px}
.meta time{margin-left:auto;color:#566074}
.channel{background:#e3e9fb;color:#1c3f9e;border-radius:4px;padding:0 6px;font-size:12px;font-weight:600}
h2{font-size:16px;margin:8px 0 4px}
.code{font:700 28px/1.2 ui-monospace,monospace;letter-spacing:4px;margin:4px 0;user-select:all;cursor:text}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0;color:#333c4d}
.empty{color:#566074;text-align:center;padding:32px 0}`;

export function renderInboxPage(messages: SandboxMessage[], to: string) {
  const list = messages.length
    ? `<ul>${messages.map(renderMessage).join('\n')}</ul>`
    : `<p class="empty">No messages${to ? ` for “${escapeHtml(to)}”` : ''} yet.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Holo sandbox inbox</title><style>${styles}</style></head>
<body><header><h1>Holo sandbox inbox</h1>
<p>SMS and e-mail the sandbox providers would have sent, newest first. Not available in production.</p></header>
<main><form method="get" action="/dev/inbox"><label for="to" hidden>Recipient</label>
<input id="to" name="to" value="${escapeHtml(to)}" placeholder="Filter by phone number or e-mail address">
<button type="submit">Filter</button><a class="button" href="/dev/inbox">Show all</a></form>
${list}</main></body></html>`;
}
