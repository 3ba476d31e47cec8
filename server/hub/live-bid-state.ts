/**
 * What the hub reads after a bid event: the auction's live fields, its newest bids and which of the
 * signed-in viewers have bid on it. One statement (one snapshot, so the list and the counts agree,
 * and one round trip: a hot auction is read up to 20 times a second on every node).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bids, commodities } from '../db/schema';
import type { AuctionState } from '../../src/domain/bidding/proxy-bidding';
import { latestBidRowsQuery, type StoredBidRow } from '../services/bidding/bid-rows';
import { auctionStateOf } from '../services/bidding/auction-state';

export interface LiveBidState {
  commodityId: number;
  status: number;
  /** For the status a viewer sees (auction-open.ts effectiveStatus): a started listing is live before the sweeper opens it. */
  startsAt: Date;
  auctionsUserCount: number;
  endsAt: Date | null;
  auction: AuctionState;
  /** Newest first. */
  bids: StoredBidRow[];
  /** Members who have bid on this item, at least those among the viewers asked about. */
  bidders: Set<number>;
}

export async function readLiveBidState(db: Db, commodityId: number, listSize: number, viewerIds: number[]): Promise<LiveBidState | null> {
  const newest = latestBidRowsQuery(db, commodityId, listSize).as('newest');
  const viewersWhoBid =
    viewerIds.length === 0
      ? sql<number[]>`'{}'::int[]`
      : sql<number[]>`array(select distinct ${bids.memberId} from ${bids} where ${and(eq(bids.commodityId, commodityId), inArray(bids.memberId, viewerIds))})`;
  // One row per listed bid (or one row without a bid), each carrying the item's columns.
  const rows = await db
    .select({
      item: {
        status: commodities.status,
        startsAt: commodities.startsAt,
        priceCents: commodities.priceCents,
        startPriceCents: commodities.startPriceCents,
        auctionCount: commodities.auctionCount,
        auctionsUserCount: commodities.auctionsUserCount,
        endsAt: commodities.endsAt,
        extendedBiddingSeconds: commodities.extendedBiddingSeconds,
        leaderMemberId: commodities.leaderMemberId,
        leaderMaxCents: commodities.leaderMaxCents,
      },
      bid: {
        id: newest.id,
        memberId: newest.memberId,
        nickname: newest.nickname,
        memberSource: newest.memberSource,
        buyFavorableCount: newest.buyFavorableCount,
        priceCents: newest.priceCents,
        isAuto: newest.isAuto,
        createdAt: newest.createdAt,
      },
      viewersWhoBid,
    })
    .from(commodities)
    .leftJoin(newest, sql`true`)
    .where(eq(commodities.id, commodityId))
    .orderBy(desc(newest.createdAt), desc(newest.id));
  const [first] = rows;
  if (!first) return null;
  const { item } = first;
  const listed: StoredBidRow[] = rows.flatMap((row) => (row.bid ? [row.bid] : []));
  const bidders = new Set([...listed.map((bid) => bid.memberId), ...first.viewersWhoBid]);
  if (item.leaderMemberId !== null) bidders.add(item.leaderMemberId);
  return {
    commodityId,
    status: item.status,
    startsAt: item.startsAt,
    auctionsUserCount: item.auctionsUserCount,
    endsAt: item.endsAt,
    auction: auctionStateOf(item),
    bids: listed,
    bidders,
  };
}
