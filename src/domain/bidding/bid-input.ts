/**
 * The bid amount as typed (spec 2 section 5): digits with up to two decimals, at most 9 characters;
 * empty or zero asks for a price; below the minimum names it; over 50 times the price asks first.
 */
export const BID_INPUT_MAX_LENGTH = 9;
export const BID_CONFIRM_MULTIPLE = 50;

/** What the bid box keeps of the typed text. */
export function cleanBidInput(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  const cleaned = point === -1 ? kept : `${kept.slice(0, point)}.${kept.slice(point + 1).replace(/\./g, '').slice(0, 2)}`;
  return cleaned.slice(0, BID_INPUT_MAX_LENGTH);
}

/** Cents of a typed amount; null when it is not a number ("", ".", "1.2.3"). */
export function bidTextToCents(text: string): number | null {
  const trimmed = text.trim().replace(/\.$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', decimals = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

export type BidInputProblem = { code: 'BID_PRICE_REQUIRED' } | { code: 'BID_TOO_LOW'; minimumCents: number };

export function checkBidAmount(cents: number | null, minimumCents: number): BidInputProblem | null {
  if (cents === null || cents <= 0) return { code: 'BID_PRICE_REQUIRED' };
  if (cents < minimumCents) return { code: 'BID_TOO_LOW', minimumCents };
  return null;
}

/** A bid above 50 times the current price is confirmed first ('Are you sure you want to bid?'). */
export function needsBidConfirmation(cents: number, priceCents: number): boolean {
  return priceCents > 0 && cents > priceCents * BID_CONFIRM_MULTIPLE;
}
