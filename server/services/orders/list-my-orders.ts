/**
 * GET /api/me/orders (/myholo/purchase): the member's marketplace orders for one tab, filtered by
 * item title, order number and seller nickname, 60 a page, newest first, and the per-tab counts.
 * Tab 4 (dispute) lists the orders with a case, `sr` picking its SRType (1 disputing, 2 disputed,
 * 3 revoked; 0 or none all). Tab 5 (to leave feedback) lists finished
 * orders the buyer has not left feedback on; tab 6 (completed) lists finished and closed orders.
 */
import { and, desc, eq, gte, ilike, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { commodities, members, orders } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';
import {
  ORDER_LIST_PAGE_SIZE,
  type BuyOrderCounts,
  type BuyOrderType,
  type MyOrdersQuery,
  type MyOrdersReply,
} from '../../../src/domain/orders/order-list.schema';
import { awaitingBuyerFeedback, caseSrType, selectMyOrderRows, toMyOrderRow } from './my-order-rows';

const tabFilter: Record<BuyOrderType, SQL | null> = {
  1: eq(orders.orderStatus, 1),
  2: eq(orders.orderStatus, 2),
  3: eq(orders.orderStatus, 3),
  4: sql`${caseSrType} > 0`,
  5: awaitingBuyerFeedback,
  6: gte(orders.orderStatus, 5),
};

export async function listMyOrders(ctx: Pick<ServiceContext, 'db'>, buyerId: number, query: MyOrdersQuery): Promise<MyOrdersReply> {
  const Counts = await countMyOrders(ctx, buyerId);
  const tab = tabFilter[query.type];
  if (!tab) return { data: [], count: 0, Counts };

  const conditions: SQL[] = [eq(orders.buyerMemberId, buyerId), tab];
  if (query.type === 4 && query.sr) conditions.push(sql`${caseSrType} = ${query.sr}`);
  if (query.title) conditions.push(ilike(commodities.title, containsPattern(query.title)));
  if (query.orderNo) conditions.push(ilike(orders.code, containsPattern(query.orderNo)));
  if (query.seller) conditions.push(ilike(members.nickname, containsPattern(query.seller)));

  const rows = await selectMyOrderRows(ctx.db)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_LIST_PAGE_SIZE)
    .offset((query.page - 1) * ORDER_LIST_PAGE_SIZE);

  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    // Past the last page: the window count is not there to read.
    const [total] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(commodities, eq(commodities.id, orders.commodityId))
      .innerJoin(members, eq(members.id, orders.sellerMemberId))
      .where(and(...conditions));
    count = total?.n ?? 0;
  }

  const data = rows.map(toMyOrderRow);
  return { data, count, Counts };
}

/** The badges: the member's orders per tab, whatever the filters (one pass over orders_buyer_idx). */
async function countMyOrders({ db }: Pick<ServiceContext, 'db'>, buyerId: number): Promise<BuyOrderCounts> {
  const per = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`.mapWith(Number);
  const [row] = await db
    .select({
      unpaid: per(sql`${orders.orderStatus} = 1`),
      toShip: per(sql`${orders.orderStatus} = 2`),
      shipped: per(sql`${orders.orderStatus} = 3`),
      toFeedback: per(awaitingBuyerFeedback),
      completed: per(sql`${orders.orderStatus} >= 5`),
      disputes: per(sql`${caseSrType} > 0`),
    })
    .from(orders)
    .where(eq(orders.buyerMemberId, buyerId));
  return {
    1: row?.unpaid ?? 0,
    2: row?.toShip ?? 0,
    3: row?.shipped ?? 0,
    4: row?.disputes ?? 0,
    5: row?.toFeedback ?? 0,
    6: row?.completed ?? 0,
  };
}
