/**
 * What Buy now leaves in sessionStorage under `check` for the marketplace checkout (spec 2
 * "Checkout variants": every checkout reads its selection there). It survives a reload of
 * /pay/checkout but not the tab. The store checkout keeps its own shape under the same key.
 */
import { z } from 'zod/mini';
import { CHECK_STORAGE_KEY } from '../../../domain/cart/cart.schema';

const marketplaceCheck = z.object({ orderId: z.int().check(z.positive()) });

export function saveMarketplaceCheck(orderId: number, storage: Storage = sessionStorage) {
  storage.setItem(CHECK_STORAGE_KEY, JSON.stringify({ kind: 'marketplace', orderId }));
}

/** The saved marketplace order id, or null when there is none (or the selection is another checkout's). */
export function readMarketplaceCheck(storage: Storage = sessionStorage): number | null {
  try {
    const parsed = marketplaceCheck.safeParse(JSON.parse(storage.getItem(CHECK_STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data.orderId : null;
  } catch {
    return null;
  }
}
