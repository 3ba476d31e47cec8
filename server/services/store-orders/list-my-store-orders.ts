/**
 * GET /api/me/store-orders (/myholo/mallorder): the member's store orders for one tab (1 unpaid,
 * 2 to be shipped, 3 shipped, 4 completed: complete and closed unpaid), filtered by a line's title
 * and the order number, 60 a page, newest first, each with its lines, and the per-tab counts.
 */
import { and, desc, eq, gte, ilike, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { commodities, commodityConditions, storeOrderLines, storeOrders, stores } from '../../db/schema';
import { storeOrderReply } from './store-order-reply';
import { containsPattern } from '../../db/like-pattern';
import {
  ORDER_LIST_PAGE_SIZE,
  type MyStoreOrderRow,
  type MyStoreOrdersQuery,
  type MyStoreOrdersReply,
  type StoreOrderCounts,
  type StoreOrderType,
} from '../../../src/domain/orders/order-list.schema';

const tabFilter: Record<StoreOrderType, SQL> = {
  1: eq(storeOrders.orderStatus, 1),
  2: eq(storeOrders.orderStatus, 2),
  3: eq(storeOrders.orderStatus, 3),
  4: gte(storeOrders.orderStatus, 4),
};

type Line = MyStoreOrderRow['CommodityList'][number];

// The order's lines as JSON, read with the page in the same query; a condition without pictures
// shows the item's main picture (as GET /api/store-orders/:id does).
const linesJson = sql<Line[] | null>`(
  select json_agg(json_build_object(
      'CommodityId', ${storeOrderLines.commodityId},
      'ConditionId', ${storeOrderLines.conditionId},
      'Quantity', ${storeOrderLines.quantity},
      'Price', ${storeOrderLines.priceCents},
      'Title', ${storeOrderLines.title},
      'ConditionName', ${storeOrderLines.conditionName},
      'Imgs', case when cardinality(${commodityConditions.images}) > 0 then to_json(${commodityConditions.images})
        else json_build_array(${commodities.titImg}) end
    ) order by ${storeOrderLines.id})
  from ${storeOrderLines}
  join ${commodityConditions} on ${commodityConditions.id} = ${storeOrderLines.conditionId}
  join ${commodities} on ${commodities.id} = ${storeOrderLines.commodityId}
  where ${storeOrderLines.storeOrderId} = ${storeOrders.id}
)`;

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

  const rows = await ctx.db
    .select({
      order: storeOrders,
      storeName: stores.storeName,
      storeLogo: stores.storeLogo,
      lines: linesJson,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(storeOrders)
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
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

  const data = rows.map(({ order, storeName, storeLogo, lines }): MyStoreOrderRow => ({
    ...storeOrderReply(
      order,
      { name: storeName, logo: storeLogo },
      (lines ?? []).map((line) => ({ ...line, Price: Number(line.Price) })),
    ),
    ClosedAt: order.closedAt?.toISOString() ?? null,
  }));
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
