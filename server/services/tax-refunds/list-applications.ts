/** GET /api/tax-refunds: the member's applications, newest first, and when they may apply again. */
import { desc, eq, sql } from 'drizzle-orm';
import { taxRefundApplications } from '../../db/schema';
import { nextApplicationAt } from '../../../src/domain/tax-refunds/tax-refund-rules';
import type { TaxRefundListReply } from '../../../src/domain/tax-refunds/tax-refund.schema';
import type { ServiceContext } from '../context';
import { applicationViews } from './application-view';
import { requireUsMember } from './us-members-only';

export async function listTaxRefunds(ctx: Pick<ServiceContext, 'db' | 'clock'>, memberId: number, page: { PageIndex: number; PageSize: number }): Promise<TaxRefundListReply> {
  await requireUsMember(ctx.db, memberId);
  const mine = eq(taxRefundApplications.memberId, memberId);
  const [rows, [counted], recent] = await Promise.all([
    ctx.db
      .select()
      .from(taxRefundApplications)
      .where(mine)
      .orderBy(desc(taxRefundApplications.createdAt), desc(taxRefundApplications.id))
      .limit(page.PageSize)
      .offset((page.PageIndex - 1) * page.PageSize),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(taxRefundApplications).where(mine),
    recentApplications(ctx.db, memberId),
  ]);
  const next = nextApplicationAt(recent, ctx.clock.now());
  return { Data: await applicationViews(ctx.db, rows), Count: counted?.n ?? 0, NextApplicationAt: next?.toISOString() ?? null };
}

/** The member's latest applications: enough for the once-a-week rule. */
export async function recentApplications(db: ServiceContext['db'] | Parameters<typeof applicationViews>[0], memberId: number) {
  return db
    .select({ state: taxRefundApplications.state, createdAt: taxRefundApplications.createdAt })
    .from(taxRefundApplications)
    .where(sql`${taxRefundApplications.memberId} = ${memberId} and ${taxRefundApplications.state} <> 3 and ${taxRefundApplications.state} <> 4`)
    .orderBy(desc(taxRefundApplications.createdAt))
    .limit(1);
}
