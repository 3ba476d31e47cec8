/**
 * A notice's HTML body as one line of plain text for the inbox list: tags and what scripts and
 * styles hold dropped, entities decoded, whitespace collapsed, cut with "…".
 */
import sanitizeHtml from 'sanitize-html';

export const CONTENT_DESC_MAX = 120;

/** Block ends become spaces, so "<p>a</p><p>b</p>" reads "a b" rather than "ab". */
const blockBoundary = /<\/?(?:p|br|div|li|ul|ol|h[1-6]|blockquote|tr|td|th|table|hr)\b[^>]*>/gi;

export function noticePlainText(html: string, max = CONTENT_DESC_MAX): string {
  const escaped = sanitizeHtml(html.replace(blockBoundary, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'svg', 'math', 'template', 'title', 'head'],
  });
  // sanitize-html decodes every entity, then escapes only these again: undo that, "&amp;" last.
  const text = escaped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max - 1).join('').trimEnd()}…`;
}
