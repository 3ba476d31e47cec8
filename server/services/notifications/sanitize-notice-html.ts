/**
 * A notice's HTML body made safe to show (spec 3 /messages/detail/{id}), at read time so a rule
 * tightened later covers the rows already written. An allow-list of text tags and of links: only
 * http(s), mailto and same-origin paths survive; external links open apart, without the opener or
 * the referrer. No images: a notice's pictures come from what it links to, and an outside image
 * would tell its host when and where the member read the notice.
 */
import sanitizeHtml from 'sanitize-html';

const allowedTags = ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4', 'blockquote'];

/** Dropped with everything inside them (the rest of a refused tag keeps its text). */
const nonTextTags = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title', 'head', 'select', 'form'];

const EXTERNAL_REL = 'noopener noreferrer nofollow';

type SafeLink = { href: string; external: boolean } | null;

/** Where a link may go, or null. Browsers trim spaces and ignore tabs and newlines inside a URL, so we do too before judging it. */
export function safeLink(raw: string): SafeLink {
  // eslint-disable-next-line no-control-regex -- the C0 controls browsers trim from a URL's ends
  const href = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  // eslint-disable-next-line no-control-regex -- any control left inside is no link of ours
  if (!href || /[\u0000-\u001f\u007f]/.test(href)) return null;
  // A path of this site, not "//host" nor "/\host" (both leave it).
  if (/^\/(?![/\\])/.test(href)) return { href, external: false };
  if (/^mailto:/i.test(href)) return { href, external: false };
  if (!/^https?:/i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { href: url.href, external: true };
}

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags,
  transformTags: {
    // The attributes are rebuilt, so a body's own rel, target or handlers never pass.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const link = safeLink(attribs.href ?? '');
      const safe: sanitizeHtml.Attributes = {};
      if (link) safe.href = link.href;
      if (link?.external) Object.assign(safe, { rel: EXTERNAL_REL, target: '_blank' });
      return { tagName, attribs: safe };
    },
  },
};

/** Long texts (the legal pages) also carry section headings. */
const withHeadings: sanitizeHtml.IOptions = { ...options, allowedTags: ['h2', ...allowedTags] };

export function sanitizeNoticeHtml(html: string, { headings = false }: { headings?: boolean } = {}): string {
  return sanitizeHtml(html, headings ? withHeadings : options);
}
