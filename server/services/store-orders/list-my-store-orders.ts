/**
 * GET /api/me/store-orders (/myholo/mallorder): the member's store orders for one tab (1 unpaid,
 * 2 to be shipped, 3 shipped, 4 completed: complete and closed unpaid), filtered by a line's title
 * and the order number, 60 a page, newest first, each with its lines, and the per-tab counts.
 */
import { and, desc, eq, gte, ilike, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { storeOrderLines, storeOrders } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';
import {
  ORDER_LIST_PAGE_SIZE,
  type MyStoreOrdersQuery,
  type MyStoreOrdersReply,
  type StoreOrderCounts,
  type StoreOrderType,
} from '../../../src/domain/orders/order-list.schema';
import { selectMyStoreOrderRows, toMyStoreOrderRow } from './my-store-order-rows';

const tabFilter: Record<StoreOrderType, SQL> = {
  1: eq(storeOrders.orderStatus, 1),
  2: eq(storeOrders.orderStatus, 2),
  3: eq(storeOrders.orderStatus, 3),
  4: gte(storeOrders.orderStatus, 4),
};

export async function listMyStoreOrders(
  ctx: Pick<ServiceContext, 'db'>,
  buyerId: number,
  query: MyStoreOrdersQuery,
): Promise<MyStoreOrdersReply> {
  const conditions: SQL[] = [eq(storeOrders.buyerMemberId, buyerId), tabFilter[query.type]];
  if (query.title) {
    conditions.push(sql`exists (select 1 from ${storeOrderLines} where ${storeOrderLines.storeOrderId} = ${storeOrders.id}
      and ${ilike(storeOrderLines.title, containsPattern(query.title))})`);
  }
  if (query.orderNo) conditions.push(ilike(storeOrders.code, containsPattern(query.orderNo)));

  const rows = await selectMyStoreOrderRows(ctx.db)
    .where(and(...conditions))
    .orderBy(desc(storeOrders.createdAt), desc(storeOrders.id))
    .limit(ORDER_LIST_PAGE_SIZE)
    .offset((query.page - 1) * ORDER_LIST_PAGE_SIZE);

  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [total] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(storeOrders)
      .where(and(...conditions));
    count = total?.n ?? 0;
  }

  const data = rows.map(toMyStoreOrderRow);
  return { data, count, Counts: await countMyStoreOrders(ctx, buyerId) };
}

/** The badges: the member's store orders per tab, whatever the filters. */
async function countMyStoreOrders({ db }: Pick<ServiceContext, 'db'>, buyerId: number): Promise<StoreOrderCounts> {
  const per = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`.mapWith(Number);
  const [row] = await db
    .select({
      unpaid: per(sql`${storeOrders.orderStatus} = 1`),
      toShip: per(sql`${storeOrders.orderStatus} = 2`),
      shipped: per(sql`${storeOrders.orderStatus} = 3`),
      completed: per(sql`${storeOrders.orderStatus} >= 4`),
    })
    .from(storeOrders)
    .where(eq(storeOrders.buyerMemberId, buyerId));
  return { 1: row?.unpaid ?? 0, 2: row?.toShip ?? 0, 3: row?.shipped ?? 0, 4: row?.completed ?? 0 };
}
