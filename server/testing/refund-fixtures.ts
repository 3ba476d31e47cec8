/**
 * API test fixtures for case refunds without the cases routes (helper F's): a case row written
 * straight onto a paid order (paid through the sandbox, so its escrow is real), a refund decided as
 * a case decision decides it (the order locked, then the case, refundCase in that transaction, the
 * provider asked after the commit), and the sandbox provider's refund callbacks delivered now.
 */
import { and, eq } from 'drizzle-orm';
import { cases, paymentRefunds, payments } from '../db/schema';
import { AppError } from '../http/errors';
import { lockOrder } from '../services/orders/lock-order';
import { askProviderForRefund, refundCase, type CaseRefund, type RefundActor } from '../services/refunds/refund-case';
import { runOnce as postSandboxRefunds } from '../jobs/sandbox-refunds';
import type { RefundDecision } from '../../src/domain/cases/refund-amounts';
import type { CaseState } from '../../src/domain/cases/case.schema';
import type { PaidOrder } from './shipped-order';
import type { TestApp } from './test-app';

/** A case on the order, as its buyer opened it (state 'open' unless given). */
export async function caseOn(t: TestApp, order: PaidOrder, state: CaseState = 'open'): Promise<number> {
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(cases)
    .values({
      orderKind: order.kind,
      orderId: order.id,
      buyerMemberId: order.buyer.memberId,
      sellerMemberId: order.seller.memberId,
      reason: 'not_as_described',
      state,
      dueAt: new Date(now.getTime() + 3 * 86_400_000),
      openedAt: now,
      updatedAt: now,
    })
    .returning({ id: cases.id });
  return row!.id;
}

export type RefundAttempt = { ok: true; refund: CaseRefund } | { ok: false; status: number; code: string };

/** Decides the case's refund in one transaction and asks the provider after the commit; an AppError answers its status and code. */
export async function decideCaseRefund(t: TestApp, caseId: number, decision: RefundDecision, actor: RefundActor = { role: 'seller', memberId: null }): Promise<RefundAttempt> {
  try {
    const refund = await t.database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(cases).where(eq(cases.id, caseId));
      await lockOrder(tx, row!.orderKind as 'order' | 'store_order', row!.orderId);
      await tx.select({ id: cases.id }).from(cases).where(eq(cases.id, caseId)).for('update');
      return refundCase(tx, row!, decision, actor, t.clock.now());
    });
    await askProviderForRefund(t.app.ctx, refund);
    return { ok: true, refund };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, status: error.status, code: error.code };
    throw error;
  }
}

/** The sandbox provider posts the refund callbacks it owes, to this test server; answers how many Holo acknowledged. */
export function deliverSandboxRefunds(t: TestApp): Promise<number> {
  return postSandboxRefunds(t.app.ctx, undefined, t.baseUrl);
}

export async function caseRow(t: TestApp, caseId: number) {
  const [row] = await t.database.db.select().from(cases).where(eq(cases.id, caseId));
  return row!;
}

/** The order's case refund as recorded (at most one). */
export async function caseRefundsOf(t: TestApp, order: PaidOrder) {
  return t.database.db
    .select({
      reason: paymentRefunds.reason,
      status: paymentRefunds.status,
      amountCents: paymentRefunds.amountCents,
      amountMinor: paymentRefunds.amountMinor,
      currency: paymentRefunds.currency,
      providerRefundId: paymentRefunds.providerRefundId,
      chargedMinor: payments.chargedMinor,
      paidCents: payments.amountCents,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(and(eq(payments.purpose, order.kind), eq(payments.referenceId, order.id)));
}
