/**
 * The price range filter as typed (spec 1 section 5): digits with up to two decimals. Typing keeps
 * only what the rule allows; applying the range clears the maximum when min >= max.
 */
import { priceText } from './market-search-options';

/** What a price box keeps of the typed text: digits, one point, two decimals, seven integer digits. */
export function cleanPriceInput(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  const whole = (point === -1 ? kept : kept.slice(0, point)).slice(0, 7);
  if (point === -1) return whole;
  const decimals = kept.slice(point + 1).replace(/\./g, '').slice(0, 2);
  return `${whole}.${decimals}`;
}

/** The price as the search takes it, or undefined when empty or incomplete ("12." is "12"). */
export function priceParam(text: string): string | undefined {
  const trimmed = text.trim().replace(/\.$/, '');
  return priceText.test(trimmed) ? trimmed : undefined;
}

/** Applying min and max: invalid boxes are dropped, and a max at or below the min is cleared. */
export function applyPriceRange(minText: string, maxText: string): { min?: string; max?: string } {
  const min = priceParam(minText);
  const max = priceParam(maxText);
  if (min !== undefined && max !== undefined && Number(min) >= Number(max)) return { min, max: undefined };
  return { min, max };
}
