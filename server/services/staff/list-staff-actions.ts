/**
 * The staff log (GET /api/staff/actions): who did what to which subject and when, newest first,
 * 60 a page. A reader sees the actions of the desks they hold (colleagues' included), so a desk
 * answers for its own work without seeing the others'.
 */
import { count, desc, eq, inArray } from 'drizzle-orm';
import { STAFF_ACTIONS_PAGE_SIZE, type StaffActionsReply } from '../../../src/domain/staff/staff.schema';
import { members, staffActions } from '../../db/schema';
import { desksOf, type StaffDesk } from '../../http/staff';
import { forbidden } from '../../http/errors';
import type { ServiceContext } from '../context';

export async function listStaffActions(ctx: ServiceContext, readerId: number, query: { desk?: StaffDesk; page: number }): Promise<StaffActionsReply> {
  const held = await desksOf(ctx.db, readerId);
  if (query.desk && !held.includes(query.desk)) throw forbidden('STAFF_DESK_INVALID');
  const desks = query.desk ? [query.desk] : held;
  const where = inArray(staffActions.desk, desks);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        Id: staffActions.id,
        StaffMemberId: staffActions.staffMemberId,
        StaffNickname: members.nickname,
        Desk: staffActions.desk,
        Action: staffActions.action,
        Subject: staffActions.subject,
        createdAt: staffActions.createdAt,
      })
      .from(staffActions)
      .innerJoin(members, eq(members.id, staffActions.staffMemberId))
      .where(where)
      .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
      .limit(STAFF_ACTIONS_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_ACTIONS_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(staffActions).where(where),
  ]);
  return {
    Data: rows.map(({ createdAt, ...row }) => ({ ...row, CreatedAt: createdAt.toISOString() })),
    Total: total?.n ?? 0,
    PageSize: STAFF_ACTIONS_PAGE_SIZE,
  };
}
