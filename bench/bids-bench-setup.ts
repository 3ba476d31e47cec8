/**
 * The bid benchmark's data (bench-auctions.ts): a seller, one live auction, and bidders who pass
 * the bidding gate with the item's deposit held and a session each.
 */
import type { Db } from '../server/db/client';
import { insertAuctions, insertBidders } from './bench-auctions';

export const DEPOSIT_CHP = 1;
export const CREDIT_CENTS = 100_000;

export interface BenchAuction {
  itemId: number;
  bidderIds: number[];
  /** `holo_session=…` per bidder. */
  cookies: string[];
}

export async function setUpAuction(db: Db, bidderCount: number, now: Date): Promise<BenchAuction> {
  const [itemId] = await insertAuctions(
    db,
    { nickname: 'BenchSeller', phoneDigit: 5 },
    DEPOSIT_CHP,
    [{ code: `BENCH${now.getTime()}`, title: 'Bench auction', titImg: 'noimage' }],
    now,
  );
  const bidders = await insertBidders(
    db,
    { nickname: 'BenchBidder', phoneDigit: 5, count: bidderCount },
    { creditCents: CREDIT_CENTS, depositCents: DEPOSIT_CHP * 100, itemIds: [itemId!] },
    now,
  );
  return { itemId: itemId!, ...bidders };
}
