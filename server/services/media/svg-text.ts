/** Text helpers for the generated SVG images: XML escaping, truncation, wrapping and colours. */

// Characters XML 1.0 does not allow at all; they are dropped rather than escaped.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(forbidden, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Cuts to `max` characters (not UTF-16 units), ending with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** Greedy word wrap into at most `maxLines` lines of about `width` characters. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (Array.from(candidate).length <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.map((l) => truncate(l, width));
  // Greedy wrapping moved the next word down because it did not fit, so joining it back always
  // overflows and truncate() ends the last line with an ellipsis.
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]} ${lines[maxLines]}`;
  return kept.map((l) => truncate(l, width));
}

/** Up to two initials: "Shohei Ohtani" → "SO", "Charizard Holo" → "CH". */
export function initials(text: string): string {
  const words = text.split(/[\s./-]+/).filter((w) => /^\p{L}/u.test(w));
  return words.slice(0, 2).map((w) => Array.from(w)[0]!.toUpperCase()).join('') || '★';
}

/** A stable hue per id (golden-angle steps keep neighbours apart). */
export function hueFor(id: number): number {
  return Math.round((id * 137.508) % 360);
}

/** One <text> element per line, each line escaped. */
export function textLines(lines: string[], x: number, y: number, lineHeight: number, attributes: string): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * lineHeight}" ${attributes}>${escapeXml(line)}</text>`)
    .join('');
}

export const FONT = 'font-family="system-ui, -apple-system, \'Segoe UI\', Roboto, Helvetica, Arial, sans-serif"';
