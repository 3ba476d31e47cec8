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

/** Why the auction takes no bids now (NOT_AN_AUCTION, AUCTION_NOT_STARTED, AUCTION_ENDED), or null while it is live. */
export function auctionClosedCode(item: ItemTiming, now: Date): 'NOT_AN_AUCTION' | 'AUCTION_NOT_STARTED' | 'AUCTION_ENDED' | null {
  if (item.byWay !== 2) return 'NOT_AN_AUCTION';
  const status = effectiveStatus(item, now);
  if (status === 2) return 'AUCTION_NOT_STARTED';
  if (status !== 1 || (item.endsAt !== null && item.endsAt.getTime() <= now.getTime())) return 'AUCTION_ENDED';
  return null;
}

/** Throws auctionClosedCode's code (409) unless the auction is live. */
export function assertAuctionOpen(item: ItemTiming, now: Date): void {
  const code = auctionClosedCode(item, now);
  if (code) throw conflict(code);
}
