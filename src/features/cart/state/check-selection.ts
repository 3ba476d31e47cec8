/**
 * The selection the cart or Buy now hands to the store checkout, kept in sessionStorage under
 * `check` as the spec says: it survives a reload of the checkout but not the tab.
 */
import { CHECK_STORAGE_KEY, storeCheckSelection, type StoreCheckSelection } from '../../../domain/cart/cart.schema';

export function saveCheckSelection(cartLineIds: number[], storage: Storage = sessionStorage) {
  const selection: StoreCheckSelection = { kind: 'store', CartLineIds: cartLineIds };
  storage.setItem(CHECK_STORAGE_KEY, JSON.stringify(selection));
}

/** The saved store selection, or null when there is none (or it is another checkout's). */
export function readCheckSelection(storage: Storage = sessionStorage): StoreCheckSelection | null {
  try {
    const parsed = storeCheckSelection.safeParse(JSON.parse(storage.getItem(CHECK_STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearCheckSelection(storage: Storage = sessionStorage) {
  storage.removeItem(CHECK_STORAGE_KEY);
}
