/**
 * The warehouse desk ships a paid warehouse order (POST /api/staff/warehouse/forwarding/:id/ship):
 * 2 → 3 with the second carrier and tracking, as a `shipments` row of order_kind
 * 'warehouse_order' (seller_member_id: the staff member who shipped it) subscribed to the carrier
 * after the commit like a seller's parcel, so its tracking moves by itself and its delivery starts
 * the 7-day automatic completion. SF Express only from and to Greater China. Once, under the
 * order's row lock. Recorded in staff_actions; the member is told (type 11).
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app';
import { agencies, shipments, staffActions, warehouseOrders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { finishDueAfterShipping } from '../../../src/domain/shipping/auto-finish';
import { carrierForwards, WarehouseOrderStatus } from '../../../src/domain/warehouse/forwarding';
import type { ForwardingOrderReply, ForwardShipBody } from '../../../src/domain/warehouse/forwarding.schema';
import { subscribeShipment, type SubscribeLog } from '../shipping/subscribe-shipment';
import { forwardingReply, WAREHOUSE_ORDER_KIND } from './forwarding-reply';
import { noticeForwarded } from './forwarding-notices';

type ShipContext = Pick<AppContext, 'db' | 'clock' | 'providers' | 'env'>;

export async function shipForwarding(ctx: ShipContext, staffId: number, id: number, body: ForwardShipBody, log: SubscribeLog): Promise<ForwardingOrderReply> {
  const now = ctx.clock.now();
  const { reply, shipment } = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(warehouseOrders).where(eq(warehouseOrders.id, id)).for('update');
    if (!order) throw notFound('WAREHOUSE_FORWARD_ORDER_NOT_FOUND');
    if (order.status !== WarehouseOrderStatus.Paid) throw conflict('WAREHOUSE_ORDER_NOT_SHIPPABLE');
    const [agency] = await tx.select({ areaId: agencies.areaId }).from(agencies).where(eq(agencies.id, order.agencyId));
    if (!carrierForwards(body.CarrierCode, agency?.areaId ?? '', order.nation)) throw badRequest('CARRIER_NOT_AVAILABLE', 'CarrierCode');
    const [shipped] = await tx
      .update(warehouseOrders)
      .set({ status: WarehouseOrderStatus.Shipped, shippedAt: now, shippedBy: staffId })
      .where(eq(warehouseOrders.id, order.id))
      .returning();
    const [shipment] = await tx
      .insert(shipments)
      .values({
        orderKind: WAREHOUSE_ORDER_KIND,
        orderId: order.id,
        sellerMemberId: staffId,
        carrierCode: body.CarrierCode,
        trackingNumber: body.TrackingNumber,
        shippedAt: now,
        finishDueAt: finishDueAfterShipping(now),
      })
      .returning({ id: shipments.id, carrierCode: shipments.carrierCode, trackingNumber: shipments.trackingNumber });
    await tx.insert(staffActions).values({
      staffMemberId: staffId,
      desk: 'warehouse',
      action: 'warehouse.ship',
      subject: `warehouse_order:${order.id}`,
      detail: { carrierCode: body.CarrierCode, trackingNumber: body.TrackingNumber },
      createdAt: now,
    });
    await noticeForwarded(tx, shipped!, { carrierCode: body.CarrierCode, trackingNumber: body.TrackingNumber }, now);
    return { reply: await forwardingReply(tx, shipped!), shipment: shipment! };
  });
  await subscribeShipment(ctx, shipment, log);
  return reply;
}
