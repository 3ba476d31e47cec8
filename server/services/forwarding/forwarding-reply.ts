/**
 * Warehouse orders as the desk's queues and the member's pay page show them: the order, its items,
 * its agency's region and, once shipped, the second carrier's parcel.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { warehouseOrders } from '../../db/schema';
import { agencies, shipments, warehouseItems } from '../../db/schema';
import type { ForwardingOrderReply } from '../../../src/domain/warehouse/forwarding.schema';

export type WarehouseOrderRow = typeof warehouseOrders.$inferSelect;

export const WAREHOUSE_ORDER_KIND = 'warehouse_order';

export async function forwardingReplies(db: Db | Tx, rows: readonly WarehouseOrderRow[]): Promise<ForwardingOrderReply[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, areas, parcels] = await Promise.all([
    db.select().from(warehouseItems).where(inArray(warehouseItems.warehouseOrderId, ids)).orderBy(asc(warehouseItems.id)),
    db.select({ id: agencies.id, areaId: agencies.areaId }).from(agencies),
    db
      .select({ orderId: shipments.orderId, carrierCode: shipments.carrierCode, trackingNumber: shipments.trackingNumber })
      .from(shipments)
      .where(and(eq(shipments.orderKind, WAREHOUSE_ORDER_KIND), inArray(shipments.orderId, ids))),
  ]);
  return rows.map((row) => {
    const parcel = parcels.find((p) => p.orderId === row.id);
    return {
      Id: row.id,
      Code: row.code,
      MemberId: row.memberId,
      AgencyId: row.agencyId,
      AreaId: areas.find((a) => a.id === row.agencyId)?.areaId ?? '',
      Status: row.status,
      Items: items
        .filter((i) => i.warehouseOrderId === row.id)
        .map((i) => ({ Id: i.id, Title: i.title, TitImg: i.image ?? '', Quantity: i.quantity, Price: i.priceCents })),
      CustomDetail: row.customDetail,
      CustomCount: row.customCount,
      CustomUnitPrice: row.customUnitPriceCents,
      CarrierCode: row.carrierCode,
      DeclarantName: row.declarantName,
      Address: {
        Consignee: row.consignee,
        Nation: row.nation,
        Province: row.province,
        City: row.city,
        ZipCode: row.zipCode,
        Mobile: row.mobile,
        Detail: row.addressDetail,
      },
      WeightGrams: row.weightGrams,
      Postage: row.postageCents,
      Tax: row.taxCents,
      Total: row.totalCents,
      PayType: row.payType,
      WeighedAt: row.weighedAt?.toISOString() ?? null,
      PaidAt: row.paidAt?.toISOString() ?? null,
      ShippedAt: row.shippedAt?.toISOString() ?? null,
      CompletedAt: row.completedAt?.toISOString() ?? null,
      Express: parcel?.carrierCode ?? null,
      ExpressCode: parcel?.trackingNumber ?? null,
      CreateTime: row.createdAt.toISOString(),
    };
  });
}

export async function forwardingReply(db: Db | Tx, row: WarehouseOrderRow): Promise<ForwardingOrderReply> {
  const [reply] = await forwardingReplies(db, [row]);
  return reply!;
}
