/**
 * POST /api/tax-refunds: a new application. In one transaction that first locks the member's row,
 * so a member's applications are made one at a time: the once-a-week rule, then each order (the
 * member's own, paid, not closed, taxed, of the last 60 days, not in another live application),
 * then the proof (the member's own upload for 'tax'). The same request sent twice (a double click,
 * a retried request) answers the application the first one made instead of a second one or a 409.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { images, members, taxRefundApplications, taxRefundOrders, taxRefundProofs, uploadedDocuments } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../http/errors';
import type { ErrorCode } from '../../../src/domain/errors/error-codes';
import { forecastCents, nextApplicationAt, orderRefusal, taxDueDate, type OrderRefusal } from '../../../src/domain/tax-refunds/tax-refund-rules';
import type { NewTaxRefundBody, TaxRefundApplication } from '../../../src/domain/tax-refunds/tax-refund.schema';
import type { ServiceContext } from '../context';
import { uniqueViolationOf } from '../accounts/unique-violation';
import { applicationViews, type ApplicationRow } from './application-view';
import { kindOfBusinessType, taxOrdersByIds, type TaxOrderKind } from './tax-order-rows';

const REFUSALS: Record<OrderRefusal, () => Error> = {
  not_yours: () => badRequest('TAX_REFUND_ORDER_NOT_YOURS', 'OrderIds'),
  not_eligible: () => badRequest('TAX_REFUND_ORDER_NOT_ELIGIBLE', 'OrderIds'),
  too_old: () => badRequest('TAX_REFUND_ORDER_TOO_OLD', 'OrderIds'),
  claimed: () => conflict('TAX_REFUND_ORDER_CLAIMED', 'OrderIds'),
};

export async function createTaxRefund(ctx: Pick<ServiceContext, 'db' | 'clock'>, memberId: number, body: NewTaxRefundBody): Promise<TaxRefundApplication> {
  const now = ctx.clock.now();
  const kind = kindOfBusinessType(body.BusinessType);
  const orderIds = [...new Set(body.OrderIds)].sort((a, b) => a - b);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [member] = await tx.select({ source: members.memberSource }).from(members).where(eq(members.id, memberId)).for('update');
      if (member?.source !== 'US') throw forbidden('TAX_REFUND_US_ONLY');
      const repeated = await sameAsLatestRequest(tx, memberId, kind, orderIds, body);
      if (repeated) return repeated;
      const [last] = await tx
        .select({ state: taxRefundApplications.state, createdAt: taxRefundApplications.createdAt })
        .from(taxRefundApplications)
        .where(and(eq(taxRefundApplications.memberId, memberId), sql`${taxRefundApplications.state} not in (3, 4)`))
        .orderBy(desc(taxRefundApplications.createdAt))
        .limit(1);
      if (nextApplicationAt(last ? [last] : [], now)) throw conflict('TAX_REFUND_WEEKLY_LIMIT');
      const claimed = await taxOrdersByIds(tx, kind, orderIds);
      for (const id of orderIds) {
        const order = claimed.find((o) => o.Id === id);
        if (!order) throw REFUSALS.not_yours();
        const refusal = orderRefusal({ ...order, taxCents: order.TaxPriceUsd }, memberId, now);
        if (refusal) throw REFUSALS[refusal]();
      }
      await checkProof(tx, memberId, body.Proof);
      const [created] = await tx
        .insert(taxRefundApplications)
        .values({
          memberId,
          businessType: body.BusinessType,
          state: 1,
          realName: body.RealName,
          companyName: body.CompanyName,
          note: body.Note,
          forecastCents: forecastCents(claimed.map((o) => ({ taxCents: o.TaxPriceUsd }))),
          dueAt: taxDueDate(now),
          createdAt: now,
        })
        .returning();
      await tx.insert(taxRefundOrders).values(claimed.map((o) => ({ applicationId: created!.id, orderKind: kind, orderId: o.Id, taxCents: o.TaxPriceUsd })));
      await tx.insert(taxRefundProofs).values({
        applicationId: created!.id,
        kind: body.Proof.Type,
        imageId: body.Proof.Type === 1 ? body.Proof.Id : null,
        documentId: body.Proof.Type === 2 ? body.Proof.Id : null,
      });
      return created!;
    });
    const [view] = await applicationViews(ctx.db, [row]);
    return view!;
  } catch (error) {
    // The live-claim index: another application took one of the orders in between (a last guard).
    if (uniqueViolationOf(error) === 'tax_refund_orders_live_idx') throw conflict('TAX_REFUND_ORDER_CLAIMED', 'OrderIds');
    throw error;
  }
}

/** The member's latest application when it is still processing with exactly these orders and form. */
async function sameAsLatestRequest(tx: Tx, memberId: number, kind: TaxOrderKind, orderIds: readonly number[], body: NewTaxRefundBody): Promise<ApplicationRow | null> {
  const [latest] = await tx
    .select()
    .from(taxRefundApplications)
    .where(and(eq(taxRefundApplications.memberId, memberId), eq(taxRefundApplications.state, 1)))
    .orderBy(desc(taxRefundApplications.createdAt))
    .limit(1);
  if (!latest || latest.businessType !== body.BusinessType || latest.realName !== body.RealName || latest.companyName !== body.CompanyName || latest.note !== body.Note) return null;
  const claims = await tx.select({ kind: taxRefundOrders.orderKind, id: taxRefundOrders.orderId }).from(taxRefundOrders).where(eq(taxRefundOrders.applicationId, latest.id));
  const same = claims.length === orderIds.length && claims.every((c) => c.kind === kind && orderIds.includes(c.id));
  return same ? latest : null;
}

async function checkProof(tx: Tx, memberId: number, proof: NewTaxRefundBody['Proof']): Promise<void> {
  const missing: ErrorCode = 'TAX_REFUND_PROOF_NOT_FOUND';
  const table = proof.Type === 1 ? images : uploadedDocuments;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, proof.Id), eq(table.ownerMemberId, memberId), eq(table.purpose, 'tax')));
  if (!row) throw badRequest(missing, 'Proof');
}
