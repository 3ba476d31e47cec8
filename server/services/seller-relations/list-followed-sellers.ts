/** Saved sellers (/myholo/sellers): the stores a member follows, newest first, 12 a page. */
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceContext } from '../context';
import {
  SELLER_RELATIONS_PAGE_SIZE,
  type followedSellersQuery,
  type followedSellersReply,
} from '../../../src/domain/member/seller-relations.schema';
import { commodities, followedSellers, members, stores } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';

type Query = z.output<typeof followedSellersQuery>;
type Reply = z.output<typeof followedSellersReply>;

export async function listFollowedSellers(ctx: ServiceContext, memberId: number, query: Query): Promise<Reply> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    eq(followedSellers.memberId, memberId),
    pattern ? or(ilike(stores.storeName, pattern), ilike(members.nickname, pattern)) : undefined,
  );
  const followerCount = sql<number>`(select count(*)::int from ${followedSellers} f where f.seller_member_id = ${members.id})`;
  const sellingCount = sql<number>`(select count(*)::int from ${commodities} c where c.seller_member_id = ${members.id} and c.status = 1)`;
  const rows = await ctx.db
    .select({
      SellerId: members.id,
      StoreId: stores.id,
      StoreName: sql<string>`coalesce(${stores.storeName}, ${members.nickname})`,
      StoreLogo: sql<string>`coalesce(${stores.storeLogo}, ${members.headPortrait})`,
      FollowerCount: followerCount,
      CommoditySellCount: sellingCount,
    })
    .from(followedSellers)
    .innerJoin(members, eq(members.id, followedSellers.sellerMemberId))
    .leftJoin(stores, eq(stores.sellerMemberId, members.id))
    .where(where)
    .orderBy(desc(followedSellers.createdAt), desc(members.id))
    .limit(SELLER_RELATIONS_PAGE_SIZE)
    .offset((query.page - 1) * SELLER_RELATIONS_PAGE_SIZE);
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(followedSellers)
    .innerJoin(members, eq(members.id, followedSellers.sellerMemberId))
    .leftJoin(stores, eq(stores.sellerMemberId, members.id))
    .where(where);
  return { data: rows, count: total?.n ?? 0 };
}
