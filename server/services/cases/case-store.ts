/**
 * Cases as the services read and move them (docs/decisions.md "Buyer protection"). Lock order: the
 * order's row first (lock-order.ts, as receipt and the finish sweeper take it), then the case's, so a
 * confirmation, a sweep and a case step on one order queue on the same lock.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { caseMessages, cases } from '../../db/schema';
import { notFound } from '../../http/errors';
import { caseView, daysMs, CASE_IDLE_DAYS, RETURN_CONFIRM_DAYS, RETURN_SHIP_DAYS } from '../../../src/domain/cases/case-state';
import type { CaseState } from '../../../src/domain/cases/case.schema';
import { isFinished, type OrderKind } from '../../../src/domain/orders/order-finish';
import type { ServiceContext } from '../context';
import { lockOrder, type AfterPaymentOrder } from '../orders/lock-order';

export type CaseRow = typeof cases.$inferSelect;
export type CaseRole = 'buyer' | 'seller' | 'staff' | 'system';

export async function caseOfOrder(db: Db | Tx, kind: OrderKind, orderId: number): Promise<CaseRow | null> {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.orderKind, kind), eq(cases.orderId, orderId)));
  return row ?? null;
}

export async function caseById(db: Db | Tx, id: number): Promise<CaseRow | null> {
  const [row] = await db.select().from(cases).where(eq(cases.id, id));
  return row ?? null;
}

/**
 * Runs `step` in one transaction holding the case's order and the case itself; 404 CASE_NOT_FOUND
 * when there is no such case or `allowed` refuses the one there is (another member learns nothing).
 */
export async function withLockedCase<T>(
  ctx: Pick<ServiceContext, 'db'>,
  caseId: number,
  allowed: (row: CaseRow) => boolean,
  step: (tx: Tx, row: CaseRow, order: AfterPaymentOrder) => Promise<T>,
): Promise<T> {
  const first = await caseById(ctx.db, caseId);
  if (!first || !allowed(first)) throw notFound('CASE_NOT_FOUND');
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, first.orderKind as OrderKind, first.orderId);
    const [row] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
    if (!order || !row) throw notFound('CASE_NOT_FOUND');
    return step(tx, row, order);
  });
}

/** The deadline a state starts with (case-state.ts): idle close, return tracking, return arrival; none else. */
export function dueAtFor(state: CaseState, now: Date, returnShipped = false): Date | null {
  switch (state) {
    case 'open':
    case 'return_address':
      return new Date(now.getTime() + daysMs(CASE_IDLE_DAYS));
    case 'return_shipping':
      return new Date(now.getTime() + daysMs(returnShipped ? RETURN_CONFIRM_DAYS : RETURN_SHIP_DAYS));
    default:
      return null;
  }
}

/** Moves the case to `state` with that state's deadline; closed states get closed_at. */
export async function moveCase(tx: Tx, row: CaseRow, state: CaseState, now: Date, extra: Partial<typeof cases.$inferInsert> = {}): Promise<CaseRow> {
  const closing = state === 'closed' || state === 'revoked' || state === 'refunded';
  const [moved] = await tx
    .update(cases)
    .set({ state, updatedAt: now, dueAt: dueAtFor(state, now, extra.returnShippedAt != null), closedAt: closing ? now : null, ...extra })
    .where(eq(cases.id, row.id))
    .returning();
  return moved!;
}

export async function addMessage(tx: Tx, caseId: number, authorMemberId: number, role: CaseRole, body: string, imageIds: readonly number[], now: Date): Promise<void> {
  await tx.insert(caseMessages).values({ caseId, authorMemberId, role, body, imageIds: [...imageIds], createdAt: now });
}

export function viewOf(row: CaseRow, orderKind: OrderKind, orderStatus: number, now: Date) {
  return caseView(
    {
      state: row.state as CaseState,
      reopenCount: row.reopenCount,
      appealCount: row.appealCount,
      openedAt: row.openedAt,
      closedAt: row.closedAt,
      orderFinished: isFinished(orderKind, orderStatus),
    },
    now,
  );
}
