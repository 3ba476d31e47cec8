/**
 * The member's forwarding orders (spec 3 "Warehouse order"): a tab's orders with their items, and
 * one order's detail with the declaration and the logistics steps of its second carrier (the
 * shipment with order_kind 'warehouse_order', written when the desk ships it).
 */
import { and, asc, desc, eq, exists, ilike, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, shipments, trackingEvents, warehouseItems, warehouseOrders } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';
import { notFound } from '../../http/errors';
import type { WarehouseOrder, WarehouseOrderFull, WarehouseOrdersQuery, WarehouseOrdersReply } from '../../../src/domain/warehouse/warehouse.schema';

type OrderRow = typeof warehouseOrders.$inferSelect;
type ShipmentRow = typeof shipments.$inferSelect;
export const WAREHOUSE_ORDER_KIND = 'warehouse_order';

export async function listWarehouseOrders(db: Db, memberId: number, query: WarehouseOrdersQuery): Promise<WarehouseOrdersReply> {
  const titled = query.Title
    ? exists(
        db
          .select({ one: sql`1` })
          .from(warehouseItems)
          .where(and(eq(warehouseItems.warehouseOrderId, warehouseOrders.id), ilike(warehouseItems.title, containsPattern(query.Title)))),
      )
    : undefined;
  const where = and(eq(warehouseOrders.memberId, memberId), eq(warehouseOrders.status, query.OrderStatus), titled);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(warehouseOrders)
      .where(where)
      .orderBy(desc(warehouseOrders.createdAt), desc(warehouseOrders.id))
      .limit(query.PageSize)
      .offset((query.PageIndex - 1) * query.PageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(warehouseOrders).where(where),
  ]);
  return { data: await orderViews(db, rows), Count: counted?.n ?? 0 };
}

export async function getWarehouseOrder(db: Db, memberId: number, id: number): Promise<WarehouseOrderFull> {
  const [row] = await db.select().from(warehouseOrders).where(and(eq(warehouseOrders.id, id), eq(warehouseOrders.memberId, memberId)));
  // Another member's order answers as a missing one: ids say nothing about other members.
  if (!row) throw notFound('WAREHOUSE_FORWARD_ORDER_NOT_FOUND');
  const [view] = await orderViews(db, [row]);
  const shipment = await shipmentOf(db, row.id);
  let inTransitAt: Date | null = null;
  if (shipment) {
    const [first] = await db
      .select({ at: min(trackingEvents.occurredAt) })
      .from(trackingEvents)
      .where(and(eq(trackingEvents.shipmentId, shipment.id), inArray(trackingEvents.state, [2, 4, 3])));
    inTransitAt = first?.at ?? shipment.deliveredAt;
  }
  return {
    ...view!,
    CustomDetail: row.customDetail,
    CustomCommodityCount: row.customCount,
    CustomCommodityPrice: row.customUnitPriceCents,
    Name: row.declarantName,
    IDNumber: row.declarantIdNumber,
    Logistics: [
      { Step: 'shipped', Time: (shipment?.shippedAt ?? row.shippedAt)?.toISOString() ?? null },
      { Step: 'in_transit', Time: inTransitAt ? new Date(inTransitAt).toISOString() : null },
      { Step: 'delivered', Time: shipment?.deliveredAt?.toISOString() ?? null },
    ],
  };
}

async function shipmentOf(db: Db, orderId: number): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(and(eq(shipments.orderKind, WAREHOUSE_ORDER_KIND), eq(shipments.orderId, orderId)));
  return row;
}

/** Orders as the list and the detail show them: with their items, agency region and second carrier. */
async function orderViews(db: Db, rows: readonly OrderRow[]): Promise<WarehouseOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, ships, regions] = await Promise.all([
    db.select().from(warehouseItems).where(inArray(warehouseItems.warehouseOrderId, ids)).orderBy(asc(warehouseItems.id)),
    db.select().from(shipments).where(and(eq(shipments.orderKind, WAREHOUSE_ORDER_KIND), inArray(shipments.orderId, ids))),
    db.select({ id: agencies.id, areaId: agencies.areaId }).from(agencies),
  ]);
  return rows.map((row) => {
    const mine = items.filter((i) => i.warehouseOrderId === row.id);
    const ship = ships.find((s) => s.orderId === row.id);
    return {
      Id: row.id,
      OrderNo: row.code,
      Status: row.status,
      AgencyId: row.agencyId,
      AreaId: regions.find((r) => r.id === row.agencyId)?.areaId ?? '',
      CreateDate: row.createdAt.toISOString(),
      Count: mine.reduce((sum, i) => sum + i.quantity, 0),
      Weight: row.weightGrams,
      RealPostageMoney: row.postageCents,
      RealTaxPrice: row.taxCents,
      RealOrderPrice: row.totalCents,
      ExpressName: row.carrierCode,
      SecondExpressName: ship?.carrierCode ?? null,
      SecondExpressCode: ship?.trackingNumber ?? null,
      IsPay: row.paidAt !== null,
      PayDate: row.paidAt?.toISOString() ?? null,
      SendDate: row.shippedAt?.toISOString() ?? null,
      CompleteDate: row.completedAt?.toISOString() ?? null,
      Address: {
        Consignee: row.consignee,
        Nation: row.nation,
        Provice: row.province,
        City: row.city,
        ZipCode: row.zipCode,
        Mobile: row.mobile,
        AddressDetail: row.addressDetail,
      },
      OrderDetails: mine.map((i) => ({ Id: i.id, OrderId: i.orderId, Title: i.title, TitImg: i.image ?? '', QuantitySold: i.quantity, Price: i.priceCents })),
    };
  });
}
