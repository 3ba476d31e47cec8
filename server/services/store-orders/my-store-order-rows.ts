/**
 * A store order as the store order list (list-my-store-orders.ts) and the store order page
 * (get-store-order-page.ts) both show it: the checkout's fields with its lines, the store's seller
 * and their feedback record, the shipment, whether each side left feedback, when a shipped
 * order completes by itself, and its case (SRType, as the marketplace rows read it).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commodities, commodityConditions, feedback, members, shipments, storeOrderLines, storeOrders, stores } from '../../db/schema';
import { StoreOrderStatus } from '../../../src/domain/cart/store-order.schema';
import type { MyStoreOrderRow } from '../../../src/domain/orders/order-list.schema';
import { carrierNames } from '../../../src/domain/shipping/shipping-rules';
import type { CarrierCode } from '../../../src/domain/shipping/shipping.schema';
import { storeOrderReply } from './store-order-reply';
import { caseSrTypeOf } from '../orders/my-order-rows';

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

/** Feedback on the order about the seller (type 2, the buyer's) or about the buyer (type 1, the seller's). */
const feedbackLeft = (appraisalType: 1 | 2) =>
  sql<boolean>`exists (select 1 from ${feedback} where ${feedback.orderKind} = 'store_order'
    and ${feedback.orderId} = ${storeOrders.id} and ${feedback.appraisalType} = ${appraisalType})`;

/** The rows' query: add the conditions, the order and the page. */
export function selectMyStoreOrderRows(db: Db) {
  return db
    .select({
      order: storeOrders,
      storeName: stores.storeName,
      storeLogo: stores.storeLogo,
      sellerMemberId: stores.sellerMemberId,
      sellFavorable: members.sellFavorableCount,
      sellNegative: members.sellNegativeCount,
      lines: linesJson,
      carrierCode: shipments.carrierCode,
      trackingNumber: shipments.trackingNumber,
      deliveredAt: shipments.deliveredAt,
      finishDueAt: shipments.finishDueAt,
      buyerLeftFeedback: feedbackLeft(2),
      sellerLeftFeedback: feedbackLeft(1),
      srType: caseSrTypeOf('store_order', storeOrders.id),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(storeOrders)
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .innerJoin(members, eq(members.id, stores.sellerMemberId))
    .leftJoin(shipments, and(eq(shipments.orderKind, 'store_order'), eq(shipments.orderId, storeOrders.id)));
}

type Selected = Awaited<ReturnType<typeof selectMyStoreOrderRows>>[number];

export function toMyStoreOrderRow(row: Selected): MyStoreOrderRow {
  const { order } = row;
  const carrierCode = row.carrierCode as CarrierCode | null;
  return {
    ...storeOrderReply(
      order,
      { name: row.storeName, logo: row.storeLogo },
      (row.lines ?? []).map((line) => ({ ...line, Price: Number(line.Price) })),
    ),
    ClosedAt: order.closedAt?.toISOString() ?? null,
    SellerMemberId: row.sellerMemberId,
    SellFavorableCount: row.sellFavorable,
    SellNegativeCount: row.sellNegative,
    SendDateTime: order.shippedAt?.toISOString() ?? null,
    LogisticsCompanyCode: carrierCode,
    LogisticsCompanyName: carrierCode ? carrierNames[carrierCode] : null,
    LogisticsCode: row.trackingNumber,
    DeliveredAt: row.deliveredAt?.toISOString() ?? null,
    CompleteTime: order.finishedAt?.toISOString() ?? null,
    IsReceive: order.receivedAt !== null,
    AutoFinishAt: order.orderStatus === StoreOrderStatus.Shipped ? (row.finishDueAt?.toISOString() ?? null) : null,
    IsAppraisal: row.buyerLeftFeedback ? 1 : 0,
    IsBuyAppraisal: row.sellerLeftFeedback ? 1 : 0,
    SRType: row.srType,
  };
}
