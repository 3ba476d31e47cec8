/**
 * Subscribes a shipment's parcel with its carrier, so the carrier posts its events to Holo's
 * callback, and records when it took. Right after shipping, and again from the subscribe job for
 * shipments whose first try failed (subscribing twice is harmless: the carrier keeps one).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app';
import { shipments } from '../../db/schema';
import type { CarrierCode } from '../../../src/domain/shipping/shipping.schema';
import { carrierCallbackUrl } from './carrier-callback-url';

export interface SubscribeLog {
  warn(obj: object, msg: string): void;
}

type SubscribeContext = Pick<AppContext, 'db' | 'clock' | 'providers' | 'env'>;

/** True when the carrier took the subscription; a failure is logged and left for the subscribe job. */
export async function subscribeShipment(
  ctx: SubscribeContext,
  shipment: { id: number; carrierCode: string; trackingNumber: string },
  log: SubscribeLog,
): Promise<boolean> {
  const now = ctx.clock.now();
  try {
    await ctx.providers.carrier.subscribe(
      { carrierCode: shipment.carrierCode as CarrierCode, trackingNumber: shipment.trackingNumber, callbackUrl: carrierCallbackUrl(ctx.env.PUBLIC_URL) },
      now,
    );
  } catch (error) {
    log.warn({ err: error, shipmentId: shipment.id }, 'carrier subscription failed; the subscribe job retries it');
    return false;
  }
  await ctx.db.update(shipments).set({ subscribedAt: now }).where(eq(shipments.id, shipment.id));
  return true;
}

/** Shipments still open whose subscription never took, oldest first; answers how many took now. */
export async function subscribePendingShipments(ctx: SubscribeContext, limit: number, log: SubscribeLog): Promise<number> {
  const pending = await ctx.db
    .select({ id: shipments.id, carrierCode: shipments.carrierCode, trackingNumber: shipments.trackingNumber })
    .from(shipments)
    .where(and(isNull(shipments.subscribedAt), isNull(shipments.finishedAt)))
    .orderBy(asc(shipments.id))
    .limit(limit);
  let took = 0;
  for (const shipment of pending) if (await subscribeShipment(ctx, shipment, log)) took += 1;
  return took;
}
