/**
 * The condition check's 48 hours (spec 3 "Confirm receipt"; src/domain/warehouse): a photographed
 * warehouse item its buyer neither confirmed nor disputed within 48 hours counts as confirmed
 * (confirmed_by 'auto') and its order finishes (escrow to the seller's proceeds). One transaction
 * per order, oldest photos first. The claim locks the ORDER's row FOR UPDATE SKIP LOCKED, then the
 * item's (the buyer's confirm takes them in the same order, so the two never deadlock): any number
 * of sweepers may run while buyers confirm, and each order finishes once; a sweeper killed mid-pass
 * leaves every order either wholly finished or untouched.
 */
import { and, asc, eq, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../app';
import { cases, orders, warehouseItems } from '../db/schema';
import { OrderStatus } from '../../src/domain/orders/order.schema';
import { CHECK_WINDOW_MS } from '../../src/domain/warehouse/condition-check';
import { lockOrder } from '../services/orders/lock-order';
import { confirmLockedWarehouseOrder } from '../services/warehouse/condition-check';
import { silentLog, type JobLog } from './consume-outbox-event';
import { yieldToRequests } from './yield-to-requests';

const ORDERS_PER_RUN = 500;

export interface AutoConfirmResult {
  confirmed: number;
  failed: number;
}

export async function runOnce(ctx: AppContext, log: JobLog = silentLog, maxOrders = ORDERS_PER_RUN): Promise<AutoConfirmResult> {
  const result: AutoConfirmResult = { confirmed: 0, failed: 0 };
  const skip: number[] = [];
  for (let i = 0; i < maxOrders; i++) {
    let claimed: number | undefined;
    await yieldToRequests();
    try {
      const done = await confirmNextDue(ctx, skip, (id) => (claimed = id));
      if (done === false) break;
      if (done === 'skip') {
        skip.push(claimed!);
        continue;
      }
      result.confirmed += 1;
    } catch (error) {
      if (claimed === undefined) throw error;
      log.error({ err: error, orderId: claimed }, 'automatic condition-check confirmation failed');
      skip.push(claimed);
      result.failed += 1;
    }
  }
  return result;
}

async function confirmNextDue(ctx: AppContext, skip: number[], onClaim: (id: number) => void): Promise<boolean | 'skip'> {
  const now = ctx.clock.now();
  const photographedBefore = new Date(now.getTime() - CHECK_WINDOW_MS);
  return ctx.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: orders.id })
      .from(warehouseItems)
      .innerJoin(orders, eq(orders.id, warehouseItems.orderId))
      .where(
        and(
          isNull(warehouseItems.confirmedAt),
          isNotNull(warehouseItems.checkedAt),
          lte(warehouseItems.checkedAt, photographedBefore),
          eq(orders.orderStatus, OrderStatus.Shipped),
          skip.length ? notInArray(orders.id, skip) : undefined,
          // An active case holds the order (its end lets the sweep go on).
          sql`not exists (select 1 from ${cases} c where c.order_kind = 'order' and c.order_id = ${orders.id}
            and c.state in ('open', 'escalated', 'refund_pending', 'return_address', 'return_shipping'))`,
        ),
      )
      .orderBy(asc(warehouseItems.checkedAt), asc(warehouseItems.id))
      .limit(1)
      .for('update', { of: orders, skipLocked: true });
    if (!due) return false;
    onClaim(due.id);
    const order = await lockOrder(tx, 'order', due.id);
    // Checked again under the lock: the buyer may have confirmed between the look and the lock.
    if (!order || order.status !== OrderStatus.Shipped) return 'skip';
    const finished = await confirmLockedWarehouseOrder(tx, order, 'auto', now);
    return finished ? true : 'skip';
  });
}
