/**
 * What the hub reads after a bid event: the auction's live fields, its newest bids and which of the
 * signed-in viewers have bid on it. One read-only repeatable-read transaction, so the list and the
 * counts come from the same snapshot.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bids, commodities } from '../db/schema';
import type { AuctionState } from '../../src/domain/bidding/proxy-bidding';
import { latestBidRows, type StoredBidRow } from '../services/bidding/bid-rows';
import { auctionStateOf } from '../services/bidding/auction-state';

export interface LiveBidState {
  commodityId: number;
  status: number;
  auctionsUserCount: number;
  endsAt: Date | null;
  auction: AuctionState;
  /** Newest first. */
  bids: StoredBidRow[];
  /** Members who have bid on this item, at least those among the viewers asked about. */
  bidders: Set<number>;
}

export async function readLiveBidState(db: Db, commodityId: number, listSize: number, viewerIds: number[]): Promise<LiveBidState | null> {
  return db.transaction(
    async (tx) => {
      const [item] = await tx
        .select({
          status: commodities.status,
          priceCents: commodities.priceCents,
          startPriceCents: commodities.startPriceCents,
          auctionCount: commodities.auctionCount,
          auctionsUserCount: commodities.auctionsUserCount,
          endsAt: commodities.endsAt,
          extendedBiddingSeconds: commodities.extendedBiddingSeconds,
          leaderMemberId: commodities.leaderMemberId,
          leaderMaxCents: commodities.leaderMaxCents,
        })
        .from(commodities)
        .where(eq(commodities.id, commodityId));
      if (!item) return null;
      const newest = await latestBidRows(tx, commodityId, listSize);
      const bidders = new Set(newest.map((bid) => bid.memberId));
      if (item.leaderMemberId !== null) bidders.add(item.leaderMemberId);
      const unknown = viewerIds.filter((id) => !bidders.has(id));
      if (unknown.length > 0) {
        const rows = await tx
          .selectDistinct({ memberId: bids.memberId })
          .from(bids)
          .where(and(eq(bids.commodityId, commodityId), inArray(bids.memberId, unknown)));
        for (const row of rows) bidders.add(row.memberId);
      }
      return {
        commodityId,
        status: item.status,
        auctionsUserCount: item.auctionsUserCount,
        endsAt: item.endsAt,
        auction: auctionStateOf(item),
        bids: newest,
        bidders,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
