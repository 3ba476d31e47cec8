/**
 * The push benchmark's data (bench-auctions.ts): a seller, several live auctions, and bidders who
 * pass the bidding gate with the deposit held on every item and a session each.
 */
import type { Db } from '../server/db/client';
import { insertAuctions, insertBidders } from './bench-auctions';

export interface PushBenchData {
  itemIds: number[];
  /** `holo_session=…` per bidder. */
  cookies: string[];
}

export async function setUpAuctions(db: Db, itemCount: number, bidderCount: number, now: Date): Promise<PushBenchData> {
  const listings = Array.from({ length: itemCount }, (_, i) => ({
    code: `PUSHBENCH${now.getTime()}${i}`,
    title: `Push bench auction ${i + 1}`,
    titImg: `/media/generated/card/${i + 1}.webp`,
  }));
  const itemIds = await insertAuctions(db, { nickname: 'PushBenchSeller', phoneDigit: 6 }, 1, listings, now);
  const { cookies } = await insertBidders(
    db,
    { nickname: 'PushBenchBidder', phoneDigit: 6, count: bidderCount },
    { creditCents: 10_000_000, depositCents: 100, itemIds },
    now,
  );
  return { itemIds, cookies };
}
