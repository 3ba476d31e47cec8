/**
 * Generated listing images: a trading card (front and back) whose frame colour says the top
 * category, with the year and set, the subject, the card number and, for graded cards, a slab label.
 * Sealed products are drawn as a box. Pure: the same input gives the same SVG.
 */
import { escapeXml, FONT, hueFor, initials, textLines, truncate, wrap } from './svg-text';

export interface CardImageInput {
  id: number;
  code: string;
  title: string;
  /** Top-level category English name: picks the frame colour. */
  category: string;
  year: number | null;
  series: string | null;
  subject: string | null;
  cardNumber: string | null;
  grade: string | null;
}

const frames: Record<string, string> = {
  Sports: '#1d4ed8',
  TCG: '#c2410c',
  'Non-Sport': '#7e22ce',
  'Boxes & Cases': '#047857',
};

export const frameColour = (category: string) => frames[category] ?? '#475569';

const graderColours: Record<string, string> = { PSA: '#c8102e', BGS: '#1f2937', SGC: '#111827', CGC: '#1e3a8a' };

function open(title: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>`;
}

export function cardFrontSvg(card: CardImageInput): string {
  if (!card.subject) return sealedBoxSvg(card);
  const hue = hueFor(card.id);
  const frame = frameColour(card.category);
  const top = card.grade ? 66 : 12;
  const height = 338 - top;
  const heading = truncate([card.year, card.series].filter(Boolean).join(' '), 30);
  const subject = truncate(card.subject, 24);
  const subjectSize = subject.length > 18 ? 12 : subject.length > 14 ? 14 : 16;
  return [
    open(card.title, 250, 350),
    `<defs><linearGradient id="art-${card.id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},75%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},65%,30%)"/></linearGradient></defs>`,
    `<rect width="250" height="350" rx="14" fill="${card.grade ? '#e5e7eb' : frame}"/>`,
    card.grade ? slabLabel(card.grade, card.title) : '',
    `<rect x="12" y="${top}" width="226" height="${height}" rx="10" fill="${frame}"/>`,
    `<rect x="20" y="${top + 8}" width="210" height="${height - 16}" rx="6" fill="url(#art-${card.id})"/>`,
    `<circle cx="180" cy="${top + 70}" r="60" fill="#fff" opacity="0.12"/><circle cx="70" cy="${top + height - 110}" r="44" fill="#fff" opacity="0.1"/>`,
    `<rect x="20" y="${top + 8}" width="210" height="26" rx="6" fill="#000" opacity="0.35"/>`,
    textLines([heading], 125, top + 26, 0, `${FONT} font-size="12" fill="#fff" text-anchor="middle"`),
    textLines([initials(card.subject)], 125, top + height / 2 + 18, 0, `${FONT} font-size="64" font-weight="700" fill="#fff" opacity="0.9" text-anchor="middle"`),
    `<rect x="20" y="${top + height - 62}" width="210" height="54" rx="6" fill="${frame}" opacity="0.92"/>`,
    textLines([subject], 125, top + height - 38, 0, `${FONT} font-size="${subjectSize}" font-weight="700" fill="#fff" text-anchor="middle"`),
    card.cardNumber ? textLines([cardNumberLabel(card.cardNumber)], 125, top + height - 18, 0, `${FONT} font-size="11" fill="#fff" text-anchor="middle"`) : '',
    '</svg>',
  ].join('');
}

/** "US1" → "#US1"; set numbers such as "4/102" or "OP01-024" are printed as they are. */
function cardNumberLabel(number: string): string {
  const plain = number.replace(/^#/, '');
  return truncate(/[/-]/.test(plain) ? plain : `#${plain}`, 16);
}

function slabLabel(grade: string, cardTitle: string): string {
  const [company = '', ...rest] = grade.split(' ');
  // The grade is printed large on the right; the label's text is the card without it.
  const title = cardTitle.endsWith(` ${grade}`) ? cardTitle.slice(0, -grade.length - 1) : cardTitle;
  const colour = graderColours[company] ?? '#1f2937';
  return [
    `<rect x="12" y="10" width="226" height="48" rx="6" fill="#fff" stroke="${colour}" stroke-width="2"/>`,
    textLines([truncate(company, 4)], 22, 40, 0, `${FONT} font-size="18" font-weight="800" fill="${colour}"`),
    textLines(wrap(title, 24, 2), 66, 29, 13, `${FONT} font-size="9" fill="#111827"`),
    textLines([truncate(rest.join(' '), 4)], 228, 44, 0, `${FONT} font-size="24" font-weight="800" fill="${colour}" text-anchor="end"`),
  ].join('');
}

function sealedBoxSvg(card: CardImageInput): string {
  const hue = hueFor(card.id);
  const frame = frameColour(card.category);
  return [
    open(card.title, 250, 350),
    `<rect width="250" height="350" rx="14" fill="#f3f4f6"/>`,
    `<polygon points="40,70 190,70 220,40 70,40" fill="hsl(${hue},60%,70%)"/><polygon points="190,70 220,40 220,300 190,330" fill="hsl(${hue},55%,28%)"/>`,
    `<rect x="40" y="70" width="150" height="260" fill="${frame}"/>`,
    `<rect x="48" y="78" width="134" height="244" fill="hsl(${hue},70%,45%)"/>`,
    textLines(wrap(card.title, 16, 6), 115, 120, 22, `${FONT} font-size="15" font-weight="700" fill="#fff" text-anchor="middle"`),
    `<rect x="40" y="280" width="150" height="28" fill="#111827" opacity="0.8"/>`,
    textLines(['FACTORY SEALED'], 115, 299, 0, `${FONT} font-size="12" font-weight="700" fill="#fde047" text-anchor="middle" letter-spacing="1"`),
    '</svg>',
  ].join('');
}

export function cardBackSvg(card: CardImageInput): string {
  const frame = frameColour(card.category);
  return [
    open(`${card.title} (back)`, 250, 350),
    `<defs><pattern id="stripes-${card.id}" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="7" height="14" fill="#fff" opacity="0.08"/></pattern></defs>`,
    `<rect width="250" height="350" rx="14" fill="${frame}"/>`,
    `<rect x="14" y="14" width="222" height="322" rx="8" fill="#0f172a"/><rect x="14" y="14" width="222" height="322" rx="8" fill="url(#stripes-${card.id})"/>`,
    `<circle cx="125" cy="150" r="58" fill="none" stroke="#fff" stroke-width="3" opacity="0.7"/>`,
    textLines(['HOLO'], 125, 162, 0, `${FONT} font-size="34" font-weight="800" fill="#fff" text-anchor="middle" letter-spacing="4"`),
    textLines(wrap(card.title, 30, 3), 125, 250, 16, `${FONT} font-size="11" fill="#e5e7eb" text-anchor="middle"`),
    textLines([truncate(card.code, 20)], 125, 318, 0, `${FONT} font-size="10" fill="#94a3b8" text-anchor="middle"`),
    '</svg>',
  ].join('');
}
