/**
 * The seller ships a paid order or store order (POST /api/seller/orders/:id/ship and
 * /api/seller/store-orders/:id/ship): in one transaction, under the order's row lock, status 2 → 3
 * with the ship time, the shipment (finishing by itself 30 days later unless the carrier reports
 * delivery first) and the buyer's OrderShipped notice. The carrier subscription follows the
 * commit: a carrier that cannot be reached leaves subscribed_at null for the subscribe job.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app';
import type { Tx } from '../../db/client';
import { members, orders, shipments, storeOrders } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { enqueueEvent, OutboxKind } from '../outbox/enqueue-event';
import { OrderStatus } from '../../../src/domain/orders/order.schema';
import { carrierShipsFrom } from '../../../src/domain/shipping/shipping-rules';
import { finishDueAfterShipping } from '../../../src/domain/shipping/auto-finish';
import type { CarrierCode } from '../../../src/domain/shipping/shipping.schema';
import { lockSaleOfSeller } from './lock-sale';
import type { SaleRef } from './sale-kind';
import { subscribeShipment, type SubscribeLog } from './subscribe-shipment';

export type ShippingContext = Pick<AppContext, 'db' | 'clock' | 'providers' | 'env'>;

export interface ShipInput {
  ShipperCode: CarrierCode;
  /** Normalised by shipOrderBody (letters and digits, upper case). */
  LogisticCode: string;
}

export async function shipOrder(ctx: ShippingContext, sellerId: number, sale: SaleRef, input: ShipInput, log: SubscribeLog) {
  const now = ctx.clock.now();
  const shipment = await ctx.db.transaction(async (tx) => {
    const locked = await lockSaleOfSeller(tx, sale, sellerId);
    // Marketplace and store orders share 2 paid and 3 shipped.
    if (locked.status !== OrderStatus.Paid) throw conflict('ORDER_NOT_SHIPPABLE');
    if (!carrierShipsFrom(input.ShipperCode, await regionOf(tx, sellerId))) throw badRequest('CARRIER_NOT_AVAILABLE', 'ShipperCode');
    await markShipped(tx, sale, now);
    const [row] = await tx
      .insert(shipments)
      .values({
        orderKind: sale.kind,
        orderId: sale.id,
        sellerMemberId: sellerId,
        carrierCode: input.ShipperCode,
        trackingNumber: input.LogisticCode,
        shippedAt: now,
        finishDueAt: finishDueAfterShipping(now),
      })
      .returning({ id: shipments.id, carrierCode: shipments.carrierCode, trackingNumber: shipments.trackingNumber });
    const which = sale.kind === 'order' ? { orderId: sale.id, ...(locked.commodityId ? { commodityId: locked.commodityId } : {}) } : { storeOrderId: sale.id };
    await enqueueEvent(tx, OutboxKind.OrderShipped, { memberId: locked.buyerMemberId, ...which }, now);
    return row!;
  });
  await subscribeShipment(ctx, shipment, log);
  return { OrderStatus: OrderStatus.Shipped, SendTime: now.toISOString() };
}

async function regionOf(tx: Tx, memberId: number): Promise<string> {
  const [member] = await tx.select({ memberSource: members.memberSource }).from(members).where(eq(members.id, memberId));
  return member?.memberSource ?? '';
}

async function markShipped(tx: Tx, sale: SaleRef, now: Date) {
  if (sale.kind === 'order') {
    await tx.update(orders).set({ orderStatus: OrderStatus.Shipped, shippedAt: now }).where(eq(orders.id, sale.id));
  } else {
    await tx.update(storeOrders).set({ orderStatus: OrderStatus.Shipped, shippedAt: now }).where(eq(storeOrders.id, sale.id));
  }
}
