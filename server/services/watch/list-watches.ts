/**
 * The watch list (GET /api/watch): search, status and sort filters, paged. IsOutBid comes from the
 * bids on live auctions: 3 when the member holds the highest maximum (the earlier bid wins a tie,
 * DESIGN.md section 5), 2 when they bid and someone else leads, 0 otherwise.
 */
import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceContext } from '../context';
import type { WatchItem, watchListQuery } from '../../../src/domain/member/watch.schema';
import { bids, commodities, members, watches } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';

type WatchListQuery = z.output<typeof watchListQuery>;

const watchedColumns = {
  id: commodities.id,
  title: commodities.title,
  titImg: commodities.titImg,
  code: commodities.code,
  status: commodities.status,
  byWay: commodities.byWay,
  bargain: commodities.bargain,
  endsAt: commodities.endsAt,
  attentionCount: commodities.attentionCount,
  auctionCount: commodities.auctionCount,
  priceCents: commodities.priceCents,
  postageCents: commodities.postageCents,
  sellerMemberId: commodities.sellerMemberId,
};

const sellerColumns = {
  name: members.nickname,
  source: members.memberSource,
  buyFavorable: members.buyFavorableCount,
  sellFavorable: members.sellFavorableCount,
  buyNegative: members.buyNegativeCount,
  sellNegative: members.sellNegativeCount,
};

const ordering: Record<WatchListQuery['sort'], SQL[]> = {
  ending: [sql`${commodities.endsAt} asc nulls last`, desc(watches.createdAt)],
  newest: [desc(watches.createdAt)],
  'price-asc': [asc(commodities.priceCents)],
  'price-desc': [desc(commodities.priceCents)],
};

export async function listWatches(ctx: ServiceContext, memberId: number, query: WatchListQuery) {
  const conditions: (SQL | undefined)[] = [eq(watches.memberId, memberId)];
  if (query.status === 'active') conditions.push(gte(commodities.status, 1));
  if (query.status === 'ended') conditions.push(lte(commodities.status, 0));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(commodities.title, pattern), ilike(commodities.code, pattern)));
  }
  const where = and(...conditions);

  const leader = sql`(select ${bids.memberId} from ${bids} where ${bids.commodityId} = ${commodities.id}
    order by ${bids.maxCents} desc, ${bids.createdAt} asc, ${bids.id} asc limit 1)`;
  const hasBid = sql`exists (select 1 from ${bids} where ${bids.commodityId} = ${commodities.id} and ${bids.memberId} = ${memberId})`;
  const isOutBid = sql<number>`case when ${commodities.byWay} = 2 and ${commodities.status} = 1 and ${hasBid}
    then case when ${leader} = ${memberId} then 3 else 2 end else 0 end`.mapWith(Number);

  const rows = await ctx.db
    .select({ commodity: watchedColumns, seller: sellerColumns, isOutBid })
    .from(watches)
    .innerJoin(commodities, eq(commodities.id, watches.commodityId))
    .innerJoin(members, eq(members.id, commodities.sellerMemberId))
    .where(where)
    .orderBy(...ordering[query.sort], desc(commodities.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(watches)
    .innerJoin(commodities, eq(commodities.id, watches.commodityId))
    .where(where);

  const data = rows.map(({ commodity: c, seller, isOutBid }): WatchItem => ({
    ID: c.id,
    Title: c.title,
    TitImg: c.titImg,
    CommodityCode: c.code,
    Status: c.status,
    IsOutBid: isOutBid,
    ByWay: c.byWay,
    Bargain: c.bargain,
    EffectiveDate: c.endsAt?.toISOString() ?? null,
    AttentionCount: c.attentionCount,
    AuctionCount: c.auctionCount,
    USD_Price: c.priceCents,
    USD_PostageMoney: c.postageCents,
    ReceiveUserID: c.sellerMemberId,
    RealName: seller.name,
    BuyFavorableCount: seller.buyFavorable,
    SellFavorableCount: seller.sellFavorable,
    BuyNegativeCount: seller.buyNegative,
    SellNegativeCount: seller.sellNegative,
    SellMemberSource: seller.source,
  }));
  return { data, count: total?.n ?? 0 };
}
