/**
 * GET /api/orders/:id/case/return-tracking (store orders alike): the carrier's trace of the buyer's
 * return parcel, asked on demand (nothing is subscribed), for the buyer or the seller; in the shape of
 * the order tracking dialog. 404 CASE_NOT_FOUND when there is no return parcel or it is not theirs.
 */
import type { AppContext } from '../../app';
import { notFound } from '../../http/errors';
import { carrierNames } from '../../../src/domain/shipping/shipping-rules';
import type { CarrierCode, TrackingReply } from '../../../src/domain/shipping/shipping.schema';
import type { OrderKind } from '../../../src/domain/orders/order-finish';
import { caseOfOrder } from './case-store';

export async function getReturnTracking(ctx: Pick<AppContext, 'db' | 'clock' | 'providers'>, memberId: number, kind: OrderKind, orderId: number): Promise<TrackingReply> {
  const row = await caseOfOrder(ctx.db, kind, orderId);
  if (!row || (row.buyerMemberId !== memberId && row.sellerMemberId !== memberId)) throw notFound('CASE_NOT_FOUND');
  if (!row.returnCarrierCode || !row.returnTrackingNumber || !row.returnShippedAt) throw notFound('CASE_NOT_FOUND');
  const carrierCode = row.returnCarrierCode as CarrierCode;
  const reply = {
    ShipperCode: carrierCode,
    ShipperName: carrierNames[carrierCode],
    LogisticCode: row.returnTrackingNumber,
    SendTime: row.returnShippedAt.toISOString(),
  };
  const tracked = await ctx.providers.carrier.track({ carrierCode, trackingNumber: row.returnTrackingNumber }, ctx.clock.now());
  if (!tracked.known) return { ...reply, State: 0, DeliveredAt: null, Traces: [], NoLogistics: true };
  const Traces = tracked.traces.map((trace) => ({ AcceptTime: trace.occurredAt.toISOString(), AcceptStation: trace.station }));
  const delivered = tracked.state === 3 ? (tracked.traces[0]?.occurredAt.toISOString() ?? null) : null;
  return { ...reply, State: tracked.state, DeliveredAt: delivered, Traces, NoLogistics: false };
}
