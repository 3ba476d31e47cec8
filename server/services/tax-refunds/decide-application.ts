/**
 * The tax desk's decisions (POST /api/staff/tax-refunds/:id/approve, /reject), only while the
 * application is processing: the row is locked first, so of two staff deciding at once one wins
 * and the other gets 409 TAX_REFUND_DECIDED. Approving credits the refund to the member's CHP
 * (docs/decisions.md: the tax was paid across several orders and payment methods, so it does not go
 * back through one of them); rejecting frees the orders for another application. Each decision is
 * recorded in staff_actions and told to the member, all in the one transaction.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { chpLedger, staffActions, taxRefundApplications, taxRefundOrders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isRefundAmountValid, RefundTaxState } from '../../../src/domain/tax-refunds/tax-refund-rules';
import type { TaxRefundApplication } from '../../../src/domain/tax-refunds/tax-refund.schema';
import type { ServiceContext } from '../context';
import { applicationViews, type ApplicationRow } from './application-view';
import { tellTaxDecision } from './tax-notices';

type Ctx = Pick<ServiceContext, 'db' | 'clock'>;

async function decide(ctx: Ctx, id: number, act: (tx: Tx, row: ApplicationRow, now: Date) => Promise<void>): Promise<TaxRefundApplication> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(taxRefundApplications).where(eq(taxRefundApplications.id, id)).for('update');
    if (!row) throw notFound('TAX_REFUND_NOT_FOUND');
    if (row.state !== RefundTaxState.Processing) throw conflict('TAX_REFUND_DECIDED');
    await act(tx, row, now);
  });
  const rows = await ctx.db.select().from(taxRefundApplications).where(eq(taxRefundApplications.id, id));
  return (await applicationViews(ctx.db, rows))[0]!;
}

const record = (tx: Tx, staffId: number, action: string, row: ApplicationRow, detail: Record<string, unknown>, now: Date) =>
  tx.insert(staffActions).values({ staffMemberId: staffId, desk: 'tax', action, subject: `tax_refund:${row.id}`, detail, createdAt: now });

export async function approveTaxRefund(ctx: Ctx, staffId: number, id: number, amountCents: number): Promise<TaxRefundApplication> {
  return decide(ctx, id, async (tx, row, now) => {
    if (!isRefundAmountValid(amountCents, row.forecastCents)) throw badRequest('TAX_REFUND_AMOUNT_INVALID', 'Amount');
    await tx
      .update(taxRefundApplications)
      .set({ state: RefundTaxState.Refunded, realCents: amountCents, decidedBy: staffId, decidedAt: now })
      .where(eq(taxRefundApplications.id, row.id));
    await tx.insert(chpLedger).values({
      memberId: row.memberId,
      kind: 'credit',
      amountCents,
      description: `Tax refund TR${row.id}`,
      reference: `tax_refund:${row.id}`,
      createdAt: now,
    });
    await record(tx, staffId, 'tax_refund.approve', row, { amountCents, forecastCents: row.forecastCents }, now);
    await tellTaxDecision(tx, row.memberId, row.id, { refundedCents: amountCents }, now);
  });
}

export async function rejectTaxRefund(ctx: Ctx, staffId: number, id: number, reason: string): Promise<TaxRefundApplication> {
  return decide(ctx, id, async (tx, row, now) => {
    await tx
      .update(taxRefundApplications)
      .set({ state: RefundTaxState.Rejected, remarks: reason, decidedBy: staffId, decidedAt: now })
      .where(eq(taxRefundApplications.id, row.id));
    await tx.update(taxRefundOrders).set({ active: 0 }).where(eq(taxRefundOrders.applicationId, row.id));
    await record(tx, staffId, 'tax_refund.reject', row, { reason }, now);
    await tellTaxDecision(tx, row.memberId, row.id, { reason }, now);
  });
}
