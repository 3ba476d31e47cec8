/**
 * The warehouse desk's lists: parcels on their way to an agency (shipped cross-region orders bound
 * for the warehouse, not yet received), oldest shipped first, with their tracking; and items
 * received but not yet photographed, oldest first. At most 200 each: the desk works from the top.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, commodities, orders, shipments, warehouseItems } from '../../db/schema';
import { OrderStatus } from '../../../src/domain/orders/order.schema';
import type { WarehouseItemReply } from '../../../src/domain/warehouse/warehouse-check.schema';
import { toWarehouseItemReply } from './warehouse-item-reply';

const DESK_LIST_LIMIT = 200;

/** SQL of "this order ships to its agency's warehouse" (src/domain/warehouse shipsToWarehouse). */
export const boundForWarehouse = sql`(${orders.businessType} = 2 and ${orders.agencyId} is not null and ${orders.transferAddressId} is null)`;

export async function listIncoming(db: Db) {
  const rows = await db
    .select({ order: orders, title: commodities.title, titImg: commodities.titImg, areaId: agencies.areaId, carrier: shipments.carrierCode, tracking: shipments.trackingNumber })
    .from(orders)
    .innerJoin(commodities, eq(commodities.id, orders.commodityId))
    .innerJoin(agencies, eq(agencies.id, orders.agencyId))
    .leftJoin(shipments, and(eq(shipments.orderKind, 'order'), eq(shipments.orderId, orders.id)))
    .where(
      and(
        eq(orders.orderStatus, OrderStatus.Shipped),
        boundForWarehouse,
        sql`not exists (select 1 from ${warehouseItems} w where w.order_id = ${orders.id})`,
      ),
    )
    .orderBy(asc(orders.shippedAt), asc(orders.id))
    .limit(DESK_LIST_LIMIT);
  return rows.map((row) => ({
    OrderId: row.order.id,
    Code: row.order.code,
    Title: row.title,
    TitImg: row.titImg,
    BuyerUserID: row.order.buyerMemberId,
    AgencyId: row.order.agencyId!,
    AreaId: row.areaId,
    Express: row.carrier,
    ExpressCode: row.tracking,
    SendTime: row.order.shippedAt?.toISOString() ?? null,
  }));
}

export async function listUnchecked(db: Db): Promise<WarehouseItemReply[]> {
  const rows = await db.select().from(warehouseItems).where(isNull(warehouseItems.checkedAt)).orderBy(asc(warehouseItems.receivedAt), asc(warehouseItems.id)).limit(DESK_LIST_LIMIT);
  return rows.map(toWarehouseItemReply);
}
