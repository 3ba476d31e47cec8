/** GET /api/tax-refunds/:id: one of the member's applications with its orders and proofs (anyone else's: 404). */
import { and, eq } from 'drizzle-orm';
import { taxRefundApplications } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { TaxRefundApplication } from '../../../src/domain/tax-refunds/tax-refund.schema';
import type { ServiceContext } from '../context';
import { applicationViews } from './application-view';
import { requireUsMember } from './us-members-only';

export async function getTaxRefund(ctx: Pick<ServiceContext, 'db'>, memberId: number, id: number): Promise<TaxRefundApplication> {
  await requireUsMember(ctx.db, memberId);
  const rows = await ctx.db.select().from(taxRefundApplications).where(and(eq(taxRefundApplications.id, id), eq(taxRefundApplications.memberId, memberId)));
  const [view] = await applicationViews(ctx.db, rows);
  if (!view) throw notFound('TAX_REFUND_NOT_FOUND');
  return view;
}
