/**
 * The automatic finish (docs/decisions.md "After payment"): a shipped order nobody confirmed
 * finishes when its shipment's finish_due_at passes (30 days after shipping, 7 days after the
 * carrier reports delivery). One transaction per order, oldest due first. The claim locks the
 * order's row, not the shipment's, FOR UPDATE SKIP LOCKED: the order row is the lock receipt and
 * feedback take first too, so any number of nodes may sweep while buyers confirm, and each order
 * finishes once (finish-order.ts). An order that fails is left for the next pass.
 */
import { and, asc, eq, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../app';
import type { Tx } from '../db/client';
import { cases, orders, shipments, storeOrders } from '../db/schema';
import { OrderStatus } from '../../src/domain/orders/order.schema';
import type { OrderKind } from '../../src/domain/orders/order-finish';
import { finishLockedOrder } from '../services/orders/finish-order';
import { lockOrder } from '../services/orders/lock-order';
import { caseOfOrder } from '../services/cases/case-store';
import { isActive } from '../../src/domain/cases/case-state';
import type { CaseState } from '../../src/domain/cases/case.schema';
import { silentLog, type JobLog } from './consume-outbox-event';
import { yieldToRequests } from './yield-to-requests';
import { boundForWarehouse } from '../services/warehouse/desk-lists';
import { completeDueWarehouseOrders } from '../services/forwarding/complete-warehouse-order';

const ORDERS_PER_RUN = 500;

export interface FinishRunResult {
  orders: number;
  storeOrders: number;
  failed: number;
  /** Warehouse orders completed (issue 31), reported only when there were some. */
  warehouseOrders?: number;
}

export async function runOnce(ctx: AppContext, log: JobLog = silentLog, maxOrders = ORDERS_PER_RUN): Promise<FinishRunResult> {
  const result: FinishRunResult = { orders: 0, storeOrders: 0, failed: 0 };
  for (const kind of ['order', 'store_order'] as const) {
    const failed: number[] = [];
    for (let i = 0; i < maxOrders; i++) {
      let claimed: number | undefined;
      await yieldToRequests();
      try {
        const finished = await finishNextDue(ctx, kind, failed, (id) => (claimed = id));
        if (!finished) break;
        if (finished === 'case') {
          // A case opened between the claim's look and its lock: left for after the case.
          failed.push(claimed!);
          continue;
        }
        if (kind === 'order') result.orders += 1;
        else result.storeOrders += 1;
      } catch (error) {
        if (claimed === undefined) throw error;
        log.error({ err: error, orderKind: kind, orderId: claimed }, 'automatic finish failed');
        failed.push(claimed);
        result.failed += 1;
      }
    }
  }
  // Shipped warehouse orders nobody confirmed complete the same way (services/forwarding).
  const completed = await completeDueWarehouseOrders(ctx, maxOrders);
  if (completed > 0) result.warehouseOrders = completed;
  return result;
}

/** Finishes the order of this kind due first among those no other run holds; false when none is due. */
async function finishNextDue(ctx: AppContext, kind: OrderKind, skip: number[], onClaim: (id: number) => void): Promise<boolean | 'case'> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const id = await claimDue(tx, kind, now, skip);
    if (id === null) return false;
    onClaim(id);
    const order = await lockOrder(tx, kind, id);
    if (!order) throw new Error(`${kind} ${id} was claimed as due but is gone`);
    const open = await caseOfOrder(tx, kind, id);
    if (open && isActive(open.state as CaseState)) return 'case';
    await finishLockedOrder(tx, order, 'sweeper', now);
    return true;
  });
}

async function claimDue(tx: Tx, kind: OrderKind, now: Date, skip: number[]): Promise<number | null> {
  const table = kind === 'order' ? orders : storeOrders;
  const [due] = await tx
    .select({ id: table.id })
    .from(shipments)
    .innerJoin(table, and(eq(shipments.orderKind, kind), eq(table.id, shipments.orderId)))
    .where(
      and(
        isNull(shipments.finishedAt),
        lte(shipments.finishDueAt, now),
        // Checked again on the locked row: a buyer who confirmed meanwhile leaves it finished.
        eq(table.orderStatus, OrderStatus.Shipped),
        skip.length ? notInArray(table.id, skip) : undefined,
        // An order bound for Holo's warehouse finishes by its condition check instead (auto-confirm-checks.ts).
        kind === 'order' ? sql`not ${boundForWarehouse}` : undefined,
        // An order with an active case does not finish (the case's end lets it go on: case-steps.ts resumeFinish).
        sql`not exists (select 1 from ${cases} c where c.order_kind = ${kind} and c.order_id = ${table.id}
          and c.state in ('open', 'escalated', 'refund_pending', 'return_address', 'return_shipping'))`,
      ),
    )
    .orderBy(asc(shipments.finishDueAt), asc(shipments.id))
    .limit(1)
    .for('update', { of: table, skipLocked: true });
  return due?.id ?? null;
}
