/**
 * Bid rows as the item page, the bid history and the live hub show them (src/domain/bidding/
 * bid.schema.ts bidRow): newest first; other bidders' names masked, the viewer's own bids under
 * their nickname with IsMine.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bids, members } from '../../db/schema';
import type { BidRow } from '../../../src/domain/bidding/bid.schema';
import { maskedName } from '../../../src/domain/bidding/masked-name';

export interface StoredBidRow {
  id: number;
  memberId: number;
  nickname: string;
  memberSource: string;
  /** The bidder's positive feedback as a buyer (members' counter). */
  buyFavorableCount: number;
  priceCents: number;
  isAuto: boolean;
  createdAt: Date;
}

/** A page of an item's bids, newest first (equal times: the later row first, as it was recorded after). */
export async function latestBidRows(db: Db | Tx, commodityId: number, limit: number, offset = 0): Promise<StoredBidRow[]> {
  return latestBidRowsQuery(db, commodityId, limit, offset);
}

/** The same read as a query, for a statement that reads more (the live hub's). */
export function latestBidRowsQuery(db: Db | Tx, commodityId: number, limit: number, offset = 0) {
  return db
    .select({
      id: bids.id,
      memberId: bids.memberId,
      nickname: members.nickname,
      memberSource: members.memberSource,
      buyFavorableCount: members.buyFavorableCount,
      priceCents: bids.priceCents,
      isAuto: bids.isAuto,
      createdAt: bids.createdAt,
    })
    .from(bids)
    .innerJoin(members, eq(members.id, bids.memberId))
    .where(eq(bids.commodityId, commodityId))
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(limit)
    .offset(offset);
}

export function toBidRow(row: StoredBidRow, viewerId: number | null): BidRow {
  const isMine = viewerId !== null && row.memberId === viewerId;
  return {
    CreateUserName: isMine ? row.nickname : maskedName(row.nickname),
    IsMine: isMine,
    BuyFavorableCount: row.buyFavorableCount,
    MemberSource: row.memberSource,
    USD_Price: row.priceCents,
    IsAuto: row.isAuto,
    CreateDate: row.createdAt.toISOString(),
  };
}
