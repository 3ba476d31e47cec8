/**
 * Listing cards (spec 1 "Listing (search result)") for a page of ids, in the order given: seller
 * name (the store's, else the member's nickname) and IsAttention (the viewer watches it).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commodities as c, members, stores } from '../../db/schema';
import type { ListingCard } from '../../../src/domain/catalog/market-search.schema';

export async function listingCards(db: Db, ids: number[], viewerId: number | null): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  const isAttention =
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from watches w where w.member_id = ${viewerId} and w.commodity_id = "commodities"."id")`;
  const rows = await db
    .select({
      id: c.id,
      title: c.title,
      titImg: c.titImg,
      priceCents: c.priceCents,
      byWay: c.byWay,
      bargain: c.bargain,
      orderType: c.orderType,
      status: c.status,
      auctionCount: c.auctionCount,
      attentionCount: c.attentionCount,
      endsAt: c.endsAt,
      startsAt: c.startsAt,
      isGraded: c.isGraded,
      grade: c.grade,
      rawCondition: c.rawCondition,
      storeId: c.storeId,
      sellerName: sql<string>`coalesce(${stores.storeName}, ${members.nickname})`,
      isAttention,
    })
    .from(c)
    .innerJoin(members, eq(members.id, c.sellerMemberId))
    .leftJoin(stores, eq(stores.id, c.storeId))
    .where(inArray(c.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ID: row.id,
        Title: row.title,
        TitImg: row.titImg,
        USD_Price: row.priceCents,
        ByWay: row.byWay,
        Bargain: row.bargain,
        OrderType: row.orderType,
        Status: row.status,
        AuctionCount: row.auctionCount,
        AttentionCount: row.attentionCount,
        EffectiveDate: row.endsAt?.toISOString() ?? null,
        StartDate: row.startsAt.toISOString(),
        IsGraded: row.isGraded,
        GradeLabel: row.grade,
        Condition: row.rawCondition,
        StoreId: row.storeId,
        SellerName: row.sellerName,
        IsAttention: Boolean(row.isAttention),
      },
    ];
  });
}
