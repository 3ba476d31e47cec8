/**
 * The tracking dialog's read (GET /api/orders/:id/tracking, /api/store-orders/:id/tracking), for
 * the order's buyer or seller; anyone else, or an order not shipped, gets ORDER_NOT_FOUND. The
 * events the carrier pushed are the trace, newest first; before any arrives, the carrier is asked
 * on demand, and a number it does not know reads "no logistics".
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app';
import { orders, shipments, storeOrders, trackingEvents } from '../../db/schema';
import { notFound } from '../../http/errors';
import { carrierNames } from '../../../src/domain/shipping/shipping-rules';
import type { CarrierCode, TrackingReply } from '../../../src/domain/shipping/shipping.schema';
import type { SaleRef } from './sale-kind';

export async function getTracking(ctx: Pick<AppContext, 'db' | 'clock' | 'providers'>, memberId: number, sale: SaleRef): Promise<TrackingReply> {
  const { db } = ctx;
  const [shipment] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderKind, sale.kind), eq(shipments.orderId, sale.id)));
  if (!shipment || (shipment.sellerMemberId !== memberId && (await buyerOf(ctx, sale)) !== memberId)) throw notFound('ORDER_NOT_FOUND');
  const carrierCode = shipment.carrierCode as CarrierCode;
  const reply = {
    ShipperCode: carrierCode,
    ShipperName: carrierNames[carrierCode],
    LogisticCode: shipment.trackingNumber,
    SendTime: shipment.shippedAt.toISOString(),
    DeliveredAt: shipment.deliveredAt?.toISOString() ?? null,
  };

  const events = await db
    .select({ occurredAt: trackingEvents.occurredAt, station: trackingEvents.station })
    .from(trackingEvents)
    .where(eq(trackingEvents.shipmentId, shipment.id))
    .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.id));
  if (events.length > 0) {
    const Traces = events.map((event) => ({ AcceptTime: event.occurredAt.toISOString(), AcceptStation: event.station }));
    return { ...reply, State: shipment.state, Traces, NoLogistics: false };
  }

  const tracked = await ctx.providers.carrier.track({ carrierCode, trackingNumber: shipment.trackingNumber }, ctx.clock.now());
  if (!tracked.known) return { ...reply, State: shipment.state, Traces: [], NoLogistics: true };
  const Traces = tracked.traces.map((trace) => ({ AcceptTime: trace.occurredAt.toISOString(), AcceptStation: trace.station }));
  return { ...reply, State: Math.max(shipment.state, tracked.state), Traces, NoLogistics: false };
}

async function buyerOf({ db }: Pick<AppContext, 'db'>, sale: SaleRef): Promise<number | undefined> {
  const [row] =
    sale.kind === 'order'
      ? await db.select({ buyer: orders.buyerMemberId }).from(orders).where(eq(orders.id, sale.id))
      : await db.select({ buyer: storeOrders.buyerMemberId }).from(storeOrders).where(eq(storeOrders.id, sale.id));
  return row?.buyer;
}
