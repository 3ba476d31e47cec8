/**
 * Subscribes the parcels whose subscription failed when they shipped (the carrier could not be
 * reached then), a few each run, oldest first, until the carrier takes them or the order finishes.
 */
import type { AppContext } from '../app';
import { subscribePendingShipments, type SubscribeLog } from '../services/shipping/subscribe-shipment';

const SHIPMENTS_PER_RUN = 25;
const silent: SubscribeLog = { warn: () => {} };

export async function runOnce(ctx: Pick<AppContext, 'db' | 'clock' | 'providers' | 'env'>, log: SubscribeLog = silent): Promise<number> {
  return subscribePendingShipments(ctx, SHIPMENTS_PER_RUN, log);
}
