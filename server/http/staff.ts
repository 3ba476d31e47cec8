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

/** The desks a member holds, in the console's order; none for a member who is not staff. */
export async function desksOf(db: Db | Tx, memberId: number): Promise<StaffDesk[]> {
  const rows = await db.select({ desk: staffDesks.desk }).from(staffDesks).where(eq(staffDesks.memberId, memberId));
  const held = new Set(rows.map((row) => row.desk));
  return staffDeskOrder.filter((desk) => held.has(desk));
}

const staffDeskOrder: readonly StaffDesk[] = ['warehouse', 'cases', 'tax', 'sellers', 'content'];

/** preHandler for the console's own routes (its log, who am I): 403 for a member without any desk. */
export async function requireAnyDesk(request: FastifyRequest) {
  if (!request.member) throw unauthorized();
  const desks = await desksOf(request.server.ctx.db, request.member.memberId);
  if (desks.length === 0) throw forbidden();
}
