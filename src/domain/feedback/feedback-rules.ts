/**
 * How a member's feedback is shown (spec 3 section 9): the positive percentage to 2 decimals, 100%
 * with no ratings, and the feedback list's names cut at 14 characters, 7 when they hold CJK.
 */
import { numberFormat } from '../format/number-format';

/**
 * The positive share in hundredths of a percent (9950 is 99.50%), null with no ratings. Rounded to
 * the nearest, except that one negative keeps it under 100% and one positive above 0.00%: a shown
 * 100% must mean nobody complained.
 */
export function positiveHundredths(positive: number, negative: number): number | null {
  const total = positive + negative;
  if (total <= 0) return null;
  const rounded = Math.round((positive * 10_000) / total);
  if (negative > 0 && rounded === 10_000) return 9_999;
  if (positive > 0 && rounded === 0) return 1;
  return rounded;
}

/**
 * "99.50%" as the locale writes it. "100%" when nobody has rated the member yet (the spec) and,
 * likewise, for a record without a negative: a whole 100 needs no decimals, and since a negative
 * never rounds up to it, "100%" always means nobody complained.
 */
export function formatPositivePercent(positive: number, negative: number, locale: string): string {
  const hundredths = positiveHundredths(positive, negative) ?? 10_000;
  if (hundredths === 10_000) return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(1);
  return numberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 10_000);
}

export const FEEDBACK_NAME_LENGTH = 14;
export const FEEDBACK_CJK_NAME_LENGTH = 7;

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u;

/**
 * The characters of a name as a reader counts them: grapheme clusters where the runtime can split
 * them (a flag or a family emoji is one), else code points (never half a surrogate pair).
 */
function charactersOf(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

let graphemes: Intl.Segmenter | undefined;

/** A name for the feedback list: the first 14 characters (7 if it holds CJK) and an ellipsis. */
export function feedbackName(name: string): string {
  const limit = cjk.test(name) ? FEEDBACK_CJK_NAME_LENGTH : FEEDBACK_NAME_LENGTH;
  const characters = charactersOf(name);
  return characters.length <= limit ? name : `${characters.slice(0, limit).join('')}…`;
}
