/**
 * A marketplace order as the purchase list (list-my-orders.ts) and the order page
 * (get-order-page.ts) both show it: the checkout's fields, the seller and their feedback record,
 * the shipment, whether each side left feedback, and when a shipped order finishes by itself.
 */
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cases, commodities, feedback, members, orders, shipments } from '../../db/schema';
import { OrderStatus } from '../../../src/domain/orders/order.schema';
import type { OrderKind } from '../../../src/domain/orders/order-finish';
import type { MyOrderRow } from '../../../src/domain/orders/order-list.schema';
import { carrierNames } from '../../../src/domain/shipping/shipping-rules';
import type { CarrierCode } from '../../../src/domain/shipping/shipping.schema';
import { orderReplyFields } from './order-reply';

/** Feedback on the order about the seller (type 2, the buyer's) or about the buyer (type 1, the seller's). */
const feedbackLeft = (appraisalType: 1 | 2) =>
  sql<boolean>`exists (select 1 from ${feedback} where ${feedback.orderKind} = 'order'
    and ${feedback.orderId} = ${orders.id} and ${feedback.appraisalType} = ${appraisalType})`;

/**
 * The order's case as the spec's SRType (src/domain/cases/case-state.ts): 0 none, 1 disputing
 * (active), 2 disputed (refunded or closed), 3 revoked. For a marketplace order (`orders.id`) or a
 * store order (`store_orders.id`, my-store-order-rows.ts).
 */
export const caseSrTypeOf = (kind: OrderKind, orderId: SQLWrapper) => sql<number>`coalesce((select case
    when ${cases.state} in ('open', 'escalated', 'refund_pending', 'return_address', 'return_shipping') then 1
    when ${cases.state} in ('refunded', 'closed') then 2 else 3 end
  from ${cases} where ${cases.orderKind} = ${kind} and ${cases.orderId} = ${orderId}), 0)`.mapWith(Number);

/** A marketplace order's SRType. */
export const caseSrType = caseSrTypeOf('order', orders.id);

/** Finished, and the buyer has left no feedback on the seller yet (tab 5). */
export const awaitingBuyerFeedback = sql`${orders.orderStatus} = ${OrderStatus.Finished} and not ${feedbackLeft(2)}`;

/** The rows' query: add the conditions, the order and the page. */
export function selectMyOrderRows(db: Db) {
  return db
    .select({
      order: orders,
      title: commodities.title,
      titImg: commodities.titImg,
      sellerName: members.nickname,
      sellerSource: members.memberSource,
      sellerAvatar: members.headPortrait,
      sellFavorable: members.sellFavorableCount,
      sellNegative: members.sellNegativeCount,
      carrierCode: shipments.carrierCode,
      trackingNumber: shipments.trackingNumber,
      deliveredAt: shipments.deliveredAt,
      finishDueAt: shipments.finishDueAt,
      buyerLeftFeedback: feedbackLeft(2),
      sellerLeftFeedback: feedbackLeft(1),
      srType: caseSrType,
      // The whole filtered tab's size, read with the page in the same query.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(commodities, eq(commodities.id, orders.commodityId))
    .innerJoin(members, eq(members.id, orders.sellerMemberId))
    .leftJoin(shipments, and(eq(shipments.orderKind, 'order'), eq(shipments.orderId, orders.id)));
}

type Selected = Awaited<ReturnType<typeof selectMyOrderRows>>[number];

export function toMyOrderRow(row: Selected): MyOrderRow {
  const { order } = row;
  const carrierCode = row.carrierCode as CarrierCode | null;
  return {
    ...orderReplyFields(order, row, row.sellerName),
    ClosedAt: order.closedAt?.toISOString() ?? null,
    SellMemberSource: row.sellerSource,
    HeadPortrait: row.sellerAvatar,
    SellerIntegral: row.sellFavorable,
    SellNegativeCount: row.sellNegative,
    IsAppraisal: row.buyerLeftFeedback ? 1 : 0,
    IsBuyAppraisal: row.sellerLeftFeedback ? 1 : 0,
    SRType: row.srType,
    SendTime: order.shippedAt?.toISOString() ?? null,
    Express: carrierCode,
    ExpressName: carrierCode ? carrierNames[carrierCode] : null,
    ExpressCode: row.trackingNumber,
    DeliveredAt: row.deliveredAt?.toISOString() ?? null,
    FinishTime: order.finishedAt?.toISOString() ?? null,
    IsReceive: order.receivedAt !== null,
    AutoFinishAt: order.orderStatus === OrderStatus.Shipped ? (row.finishDueAt?.toISOString() ?? null) : null,
  };
}
