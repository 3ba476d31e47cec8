/** GET /api/staff/tax-refunds: the tax desk's applications in a state (processing by default), the oldest due first, with the member. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { members, taxRefundApplications } from '../../db/schema';
import type { staffTaxRefundListReply } from '../../../src/domain/tax-refunds/tax-refund.schema';
import type { ServiceContext } from '../context';
import { applicationViews } from './application-view';

/** The desk's page: enough for 15 days of applications; older ones come as those are decided. */
const STAFF_LIST_LIMIT = 200;

export async function listStaffTaxRefunds(ctx: Pick<ServiceContext, 'db'>, state: number): Promise<z.infer<typeof staffTaxRefundListReply>> {
  const rows = await ctx.db
    .select()
    .from(taxRefundApplications)
    .where(eq(taxRefundApplications.state, state))
    .orderBy(asc(taxRefundApplications.dueAt), asc(taxRefundApplications.id))
    .limit(STAFF_LIST_LIMIT);
  const views = await applicationViews(ctx.db, rows);
  const memberIds = [...new Set(rows.map((r) => r.memberId))];
  const people = memberIds.length ? await ctx.db.select({ id: members.id, nickname: members.nickname, email: members.email }).from(members).where(inArray(members.id, memberIds)) : [];
  return {
    Data: views.map((view, i) => {
      const member = people.find((p) => p.id === rows[i]!.memberId);
      return { ...view, MemberId: rows[i]!.memberId, MemberName: member?.nickname ?? '', MemberEmail: member?.email ?? null };
    }),
  };
}
