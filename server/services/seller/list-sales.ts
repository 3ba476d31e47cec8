/**
 * GET /api/seller/sales (the seller site's orders desk): the caller's marketplace orders and the
 * store orders of their store together, for one tab (1 to ship: paid, 2 shipped, 3 finished),
 * newest first by the tab's own time (paid, shipped, finished), 60 a page, with the tab counts.
 * One UNION ALL query reads the page; a member who sells nothing gets empty tabs. A cross-region
 * order bound for Holo's warehouse ships to its agency's address (issue 31), the parcel named by
 * the order code; a custom-address one to the buyer's transfer address on the order.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { agencies, commodities, commodityConditions, feedback, members, orders, shipments, storeOrderLines, storeOrders, stores } from '../../db/schema';
import { OrderStatus } from '../../../src/domain/orders/order.schema';
import { StoreOrderStatus } from '../../../src/domain/cart/store-order.schema';
import {
  SALES_PAGE_SIZE,
  type SellerSaleDetail,
  type SellerSaleRow,
  type SellerSalesQuery,
  type SellerSalesReply,
} from '../../../src/domain/seller/seller-sales.schema';
import { boundForWarehouse } from '../warehouse/desk-lists';
import { notFound } from '../../http/errors';
import type { SaleKind } from '../shipping/sale-kind';

type Tab = SellerSalesQuery['tab'];
/** One tab of the desk, or one sale by id (its page and packing slip). */
type Scope = { tab: Tab } | { id: number };

const statusOfTab: Record<number, { order: number; storeOrder: number }> = {
  1: { order: OrderStatus.Paid, storeOrder: StoreOrderStatus.Paid },
  2: { order: OrderStatus.Shipped, storeOrder: StoreOrderStatus.Shipped },
  3: { order: OrderStatus.Finished, storeOrder: StoreOrderStatus.Complete },
};

interface SaleRow {
  kind: 'order' | 'store_order';
  id: number;
  code: string;
  status: number;
  title: string | null;
  tit_img: string | null;
  quantity: number | string | null;
  buyer_id: number;
  buyer_name: string;
  seller_total: number | string;
  address: SellerSaleRow['Address'];
  paid_at: Date | string | null;
  shipped_at: Date | string | null;
  carrier_code: string | null;
  tracking_number: string | null;
  delivered_at: Date | string | null;
  finished_at: Date | string | null;
  buyer_feedback_left: boolean;
  seller_feedback_left: boolean;
}

export async function listSales(db: Db, sellerId: number, query: SellerSalesQuery): Promise<SellerSalesReply> {
  const Counts = await countSales(db, sellerId);
  const count = Counts[query.tab as keyof typeof Counts];
  if (count === 0) return { data: [], count, Counts };
  const rows = await queryRows<SaleRow>(
    db,
    sql`${marketplaceSales(sellerId, query)} union all ${storeSales(sellerId, query)}
      order by sort_at desc, kind, id desc
      limit ${SALES_PAGE_SIZE} offset ${(query.page - 1) * SALES_PAGE_SIZE}`,
  );
  return { data: rows.map(toSaleRow), count, Counts };
}

/** The time a tab sorts by: when the order entered it (one sale by id: when it was paid). */
function sortTime(scope: Scope, times: { paidAt: SQL; shippedAt: SQL; finishedAt: SQL; createdAt: SQL }): SQL {
  const tab = 'tab' in scope ? scope.tab : 1;
  const time = tab === 1 ? times.paidAt : tab === 2 ? times.shippedAt : times.finishedAt;
  return sql`coalesce(${time}, ${times.createdAt})`;
}

const feedbackLeft = (kind: string, orderId: SQL, appraisalType: number) =>
  sql`exists (select 1 from ${feedback} where ${feedback.orderKind} = ${kind} and ${feedback.orderId} = ${orderId} and ${feedback.appraisalType} = ${appraisalType})`;

function marketplaceSales(sellerId: number, scope: Scope): SQL {
  return sql`(select 'order' as kind, ${orders.id} as id, ${orders.code} as code, ${orders.orderStatus} as status,
      ${commodities.title} as title, ${commodities.titImg} as tit_img, ${orders.quantity} as quantity,
      ${orders.buyerMemberId} as buyer_id, ${members.nickname} as buyer_name,
      ${orders.itemCents} + ${orders.postageCents} as seller_total,
      case when ${boundForWarehouse} then json_build_object(
        'Consignee', 'Holo warehouse ' || ${orders.code}, 'Mobile', ${agencies.phone}, 'Address', ${agencies.agencyAddress},
        'City', ${agencies.city}, 'Provice', ${agencies.province}, 'ZipCode', ${agencies.zipCode}, 'Nation', ${agencies.nation})
      when ${orders.consignee} is null then null else json_build_object(
        'Consignee', ${orders.consignee}, 'Mobile', coalesce(${orders.mobile}, ''), 'Address', coalesce(${orders.addressDetail}, ''),
        'City', coalesce(${orders.city}, ''), 'Provice', coalesce(${orders.province}, ''), 'ZipCode', coalesce(${orders.zipCode}, ''),
        'Nation', coalesce(${orders.nation}, '')) end as address,
      ${orders.paidAt} as paid_at, ${orders.shippedAt} as shipped_at, ${shipments.carrierCode} as carrier_code,
      ${shipments.trackingNumber} as tracking_number, ${shipments.deliveredAt} as delivered_at, ${orders.finishedAt} as finished_at,
      ${feedbackLeft('order', sql`${orders.id}`, 1)} as seller_feedback_left,
      ${feedbackLeft('order', sql`${orders.id}`, 2)} as buyer_feedback_left,
      ${sortTime(scope, { paidAt: sql`${orders.paidAt}`, shippedAt: sql`${orders.shippedAt}`, finishedAt: sql`${orders.finishedAt}`, createdAt: sql`${orders.createdAt}` })} as sort_at
    from ${orders}
    join ${commodities} on ${commodities.id} = ${orders.commodityId}
    join ${members} on ${members.id} = ${orders.buyerMemberId}
    left join ${agencies} on ${agencies.id} = ${orders.agencyId}
    left join ${shipments} on ${shipments.orderKind} = 'order' and ${shipments.orderId} = ${orders.id}
    where ${and(eq(orders.sellerMemberId, sellerId), 'tab' in scope ? eq(orders.orderStatus, statusOfTab[scope.tab]!.order) : eq(orders.id, scope.id))})`;
}

function storeSales(sellerId: number, scope: Scope): SQL {
  // The order's first line stands for it (title and picture); the quantity adds up its lines.
  return sql`(select 'store_order' as kind, ${storeOrders.id} as id, ${storeOrders.code} as code, ${storeOrders.orderStatus} as status,
      first_line.title as title, first_line.tit_img as tit_img,
      (select sum(${storeOrderLines.quantity}) from ${storeOrderLines} where ${storeOrderLines.storeOrderId} = ${storeOrders.id}) as quantity,
      ${storeOrders.buyerMemberId} as buyer_id, ${members.nickname} as buyer_name,
      ${storeOrders.itemsCents} + ${storeOrders.postageCents} as seller_total,
      json_build_object('Consignee', ${storeOrders.consignee}, 'Mobile', ${storeOrders.telephone}, 'Address', ${storeOrders.addressDetail},
        'City', ${storeOrders.cityName}, 'Provice', ${storeOrders.provinceName}, 'ZipCode', ${storeOrders.postalCode}, 'Nation', '') as address,
      ${storeOrders.paidAt} as paid_at, ${storeOrders.shippedAt} as shipped_at, ${shipments.carrierCode} as carrier_code,
      ${shipments.trackingNumber} as tracking_number, ${shipments.deliveredAt} as delivered_at, ${storeOrders.finishedAt} as finished_at,
      ${feedbackLeft('store_order', sql`${storeOrders.id}`, 1)} as seller_feedback_left,
      ${feedbackLeft('store_order', sql`${storeOrders.id}`, 2)} as buyer_feedback_left,
      ${sortTime(scope, { paidAt: sql`${storeOrders.paidAt}`, shippedAt: sql`${storeOrders.shippedAt}`, finishedAt: sql`${storeOrders.finishedAt}`, createdAt: sql`${storeOrders.createdAt}` })} as sort_at
    from ${storeOrders}
    join ${stores} on ${stores.id} = ${storeOrders.storeId}
    join ${members} on ${members.id} = ${storeOrders.buyerMemberId}
    left join ${shipments} on ${shipments.orderKind} = 'store_order' and ${shipments.orderId} = ${storeOrders.id}
    left join lateral (
      select ${storeOrderLines.title} as title,
        case when cardinality(${commodityConditions.images}) > 0 then ${commodityConditions.images}[1] else ${commodities.titImg} end as tit_img
      from ${storeOrderLines}
      join ${commodityConditions} on ${commodityConditions.id} = ${storeOrderLines.conditionId}
      join ${commodities} on ${commodities.id} = ${storeOrderLines.commodityId}
      where ${storeOrderLines.storeOrderId} = ${storeOrders.id}
      order by ${storeOrderLines.id} limit 1
    ) first_line on true
    where ${and(eq(stores.sellerMemberId, sellerId), 'tab' in scope ? eq(storeOrders.orderStatus, statusOfTab[scope.tab]!.storeOrder) : eq(storeOrders.id, scope.id))})`;
}

/** One sale of the seller by kind and id (404 ORDER_NOT_FOUND for anyone else's), with its lines for the packing slip. */
export async function getSale(db: Db, sellerId: number, kind: SaleKind, id: number): Promise<SellerSaleDetail> {
  const scope = { id };
  const [row] = await queryRows<SaleRow>(db, kind === 'order' ? marketplaceSales(sellerId, scope) : storeSales(sellerId, scope));
  if (!row) throw notFound('ORDER_NOT_FOUND');
  const sale = toSaleRow(row);
  const Lines =
    kind === 'order'
      ? [{ Title: sale.Title, Condition: '', Quantity: sale.Quantity }]
      : await db
          .select({ Title: storeOrderLines.title, Condition: sql<string>`coalesce(${commodityConditions.conditionName}, '')`, Quantity: storeOrderLines.quantity })
          .from(storeOrderLines)
          .leftJoin(commodityConditions, eq(commodityConditions.id, storeOrderLines.conditionId))
          .where(eq(storeOrderLines.storeOrderId, id))
          .orderBy(storeOrderLines.id);
  return { ...sale, Lines };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toSaleRow(row: SaleRow): SellerSaleRow {
  return {
    Kind: row.kind,
    Id: row.id,
    Code: row.code,
    OrderStatus: row.status,
    Title: row.title ?? '',
    TitImg: row.tit_img ?? '',
    Quantity: Number(row.quantity ?? 0),
    BuyerUserID: row.buyer_id,
    BuyerName: row.buyer_name,
    SellerTotal: Number(row.seller_total),
    Address: row.address,
    PaidAt: iso(row.paid_at),
    SendTime: iso(row.shipped_at),
    Express: row.carrier_code,
    ExpressCode: row.tracking_number,
    DeliveredAt: iso(row.delivered_at),
    FinishTime: iso(row.finished_at),
    IsBuyAppraisal: row.seller_feedback_left ? 1 : 0,
    IsAppraisal: row.buyer_feedback_left ? 1 : 0,
  };
}

/** The seller's sales per tab, both kinds added up. */
async function countSales(db: Db, sellerId: number): Promise<SellerSalesReply['Counts']> {
  const per = (status: SQL, value: number) => sql<number>`count(*) filter (where ${status} = ${value})::int`.mapWith(Number);
  const [market] = await db
    .select({
      1: per(sql`${orders.orderStatus}`, OrderStatus.Paid),
      2: per(sql`${orders.orderStatus}`, OrderStatus.Shipped),
      3: per(sql`${orders.orderStatus}`, OrderStatus.Finished),
    })
    .from(orders)
    .where(eq(orders.sellerMemberId, sellerId));
  const [store] = await db
    .select({
      1: per(sql`${storeOrders.orderStatus}`, StoreOrderStatus.Paid),
      2: per(sql`${storeOrders.orderStatus}`, StoreOrderStatus.Shipped),
      3: per(sql`${storeOrders.orderStatus}`, StoreOrderStatus.Complete),
    })
    .from(storeOrders)
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .where(eq(stores.sellerMemberId, sellerId));
  return {
    1: (market?.[1] ?? 0) + (store?.[1] ?? 0),
    2: (market?.[2] ?? 0) + (store?.[2] ?? 0),
    3: (market?.[3] ?? 0) + (store?.[3] ?? 0),
  };
}
