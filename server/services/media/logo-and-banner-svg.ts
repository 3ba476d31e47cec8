/** Generated store and manufacturer logos (200 x 200) and home page banners (1200 x 400). */
import { escapeXml, FONT, hueFor, initials, textLines, wrap } from './svg-text';

export function logoSvg(input: { id: number; name: string; kind: 'store' | 'manufacturer' }): string {
  const hue = hueFor(input.id * (input.kind === 'store' ? 7 : 13));
  const gradient = `${input.kind}-${input.id}`;
  const shape = input.kind === 'store'
    ? `<circle cx="100" cy="100" r="96" fill="url(#${gradient})"/>`
    : `<rect x="4" y="4" width="192" height="192" rx="28" fill="url(#${gradient})"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img"><title>${escapeXml(input.name)}</title>`,
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},70%,25%)"/></linearGradient></defs>`,
    shape,
    textLines([initials(input.name)], 100, 108, 0, `${FONT} font-size="64" font-weight="800" fill="#fff" text-anchor="middle"`),
    textLines(wrap(input.name, 18, 2), 100, 146, 18, `${FONT} font-size="15" font-weight="600" fill="#fff" text-anchor="middle"`),
    '</svg>',
  ].join('');
}

/**
 * A banner's picture: no words in it. The home page draws the headline and subtitle over it as text
 * in the reader's language (banner-slide.tsx), readable on a phone where baked-in words were 7 px.
 */
export function bannerSvg(input: { id: number; title: string; subtitle: string }): string {
  const hue = hueFor(input.id * 3);
  const cards = [0, 1, 2]
    .map((i) => {
      const h = (hue + 40 * (i + 1)) % 360;
      return `<g transform="translate(${880 + i * 70} ${70 + i * 6}) rotate(${-12 + i * 12} 90 125)"><rect width="180" height="252" rx="12" fill="#fff"/><rect x="10" y="10" width="160" height="232" rx="8" fill="hsl(${h},75%,55%)"/><circle cx="90" cy="110" r="46" fill="#fff" opacity="0.25"/></g>`;
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img"><title>${escapeXml(input.title)}</title>`,
    `<defs><linearGradient id="banner-${input.id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,40%)"/></linearGradient></defs>`,
    `<rect width="1200" height="400" fill="url(#banner-${input.id})"/>`,
    cards,
    '</svg>',
  ].join('');
}
