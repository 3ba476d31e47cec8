import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ItemDetail } from '../../domain/bidding/item-detail.schema';

/** Which of the item page's views shows: before the start, on sale (or live auction), finished. */
export type ItemPhase = 'coming-soon' | 'live' | 'ended';

/** Spec 2 "Commodity": ByWay 1 is buy now; any other value is treated as an auction. */
export function isAuction(item: Pick<ItemDetail, 'ByWay'>): boolean {
  return item.ByWay !== 1;
}

/**
 * Spec 2 section 4: 2 coming soon, 1 on sale, a negative status ended or sold. 0 is "not started"
 * for an auction and "sold out" for a fixed-price item. `endedLocally`: the countdown reached 00:00
 * while the server still said 1 (the finished view shows at once, before the refetch answers).
 */
export function itemPhase(item: Pick<ItemDetail, 'Status' | 'ByWay'>, endedLocally = false): ItemPhase {
  if (item.Status === 2) return 'coming-soon';
  if (item.Status === 0) return isAuction(item) ? 'coming-soon' : 'ended';
  if (item.Status < 0) return 'ended';
  return endedLocally && isAuction(item) ? 'ended' : 'live';
}

/**
 * How a finished listing reads. Spec 1 section 4: -2 is sold (bought or won), 0 a sold-out
 * fixed-price item, -1 ended unsold; the market shows them all as sold, so only an unsold end (or
 * a countdown at 00:00 the server has not settled yet) says the card expired.
 */
export function finishedAs(item: Pick<ItemDetail, 'Status' | 'ByWay'>): 'sold' | 'expired' {
  return item.Status === -2 || (item.Status === 0 && !isAuction(item)) ? 'sold' : 'expired';
}

export type PriceLabel = 'price' | 'starting' | 'current' | 'winning';

/**
 * Spec 2 "Item detail": price for a fixed-price item; for an auction the starting bid before it
 * starts or before a first bid, the current bid while live, the winning bid once ended. An auction
 * that ended without a bid has no winner: it keeps its starting bid.
 */
export function priceLabelKind(item: Pick<ItemDetail, 'ByWay' | 'AuctionCount'>, phase: ItemPhase): PriceLabel {
  if (!isAuction(item)) return 'price';
  if (item.AuctionCount === 0 || phase === 'coming-soon') return 'starting';
  return phase === 'ended' ? 'winning' : 'current';
}

export const priceLabels: Record<PriceLabel, MessageDescriptor> = {
  price: msg`Price`,
  starting: msg`Starting bid`,
  current: msg`Current bid`,
  winning: msg`Winning bid`,
};
