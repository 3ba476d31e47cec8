/**
 * Which cart lines are ticked (issue 32: lines that can be bought arrive ticked). The cart keeps
 * what the buyer unticked rather than what they ticked, so a line added later arrives ticked; the
 * unticked ids live in sessionStorage like the checkout's `check` selection, so a reload keeps them.
 */
import type { CartLine } from '../../../domain/cart/cart.schema';

const UNTICKED_STORAGE_KEY = 'cart-unticked';

/** The lines ticked now: every line that can be bought (not disabled) the buyer has not unticked. */
export function tickedLines(lines: readonly CartLine[], unticked: ReadonlySet<number>): CartLine[] {
  return lines.filter((line) => !line.Disabled && !unticked.has(line.Id));
}

export function readUnticked(storage: Storage = sessionStorage): Set<number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(UNTICKED_STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

export function saveUnticked(ids: ReadonlySet<number>, storage: Storage = sessionStorage) {
  if (ids.size === 0) storage.removeItem(UNTICKED_STORAGE_KEY);
  else storage.setItem(UNTICKED_STORAGE_KEY, JSON.stringify([...ids]));
}
