/**
 * Whether an item takes deposits and bids now: an auction (ByWay 2) that has started and not ended.
 * A coming-soon auction (status 2) whose start time has passed counts as started: the sweeper
 * (server/jobs/settle-auctions.ts) flips it to 1, and until its next pass this rule stands in.
 */
import type { commodities } from '../../db/schema';
import { conflict } from '../../http/errors';

type ItemTiming = Pick<typeof commodities.$inferSelect, 'byWay' | 'status' | 'startsAt' | 'endsAt'>;

/** The status a page shows: 2 (coming soon) becomes 1 once the start time has passed. */
export function effectiveStatus(item: Pick<ItemTiming, 'status' | 'startsAt'>, now: Date): number {
  return item.status === 2 && item.startsAt.getTime() <= now.getTime() ? 1 : item.status;
}

/** Throws NOT_AN_AUCTION, AUCTION_NOT_STARTED or AUCTION_ENDED (409) unless the auction is live. */
export function assertAuctionOpen(item: ItemTiming, now: Date): void {
  if (item.byWay !== 2) throw conflict('NOT_AN_AUCTION');
  const status = effectiveStatus(item, now);
  if (status === 2) throw conflict('AUCTION_NOT_STARTED');
  if (status !== 1 || (item.endsAt !== null && item.endsAt.getTime() <= now.getTime())) throw conflict('AUCTION_ENDED');
}
