/**
 * Holo's staff (DESIGN.md 5b roles): a member with a `staff_desks` row for a desk may use that
 * desk's `/api/staff/...` routes. A visitor gets 401, a member without the desk 403.
 */
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { staffDesks } from '../db/schema';
import { forbidden, unauthorized } from './errors';

export type StaffDesk = 'cases' | 'warehouse' | 'tax' | 'sellers' | 'content';

export async function hasDesk(db: Db | Tx, memberId: number, desk: StaffDesk): Promise<boolean> {
  const [row] = await db
    .select({ memberId: staffDesks.memberId })
    .from(staffDesks)
    .where(and(eq(staffDesks.memberId, memberId), eq(staffDesks.desk, desk)));
  return row !== undefined;
}

/**
 * preHandler for a desk's routes (with requireMember as preValidation, so a visitor gets 401 first
 * and bad input 400 before the desk is asked): 403 for a member without the desk.
 */
export function requireStaff(desk: StaffDesk) {
  return async (request: FastifyRequest) => {
    if (!request.member) throw unauthorized();
    if (!(await hasDesk(request.server.ctx.db, request.member.memberId, desk))) throw forbidden();
  };
}
