/**
 * A signed-in member changes their password (spec 3 section 5): the old one must match, checked
 * under the per-account throttle like sign-in (a stolen session cannot try passwords freely). Then
 * one transaction sets the hash and deletes EVERY session of the member, this one included, and
 * tells every node to forget them; the member signs in again with the new password.
 */
import { eq } from 'drizzle-orm';
import { members, sessions } from '../../db/schema';
import { badRequest, unauthorized } from '../../http/errors';
import type { ServiceContext } from '../context';
import { hashPassword, verifyPassword } from './password-hash';
import { announceSessionsEnded } from './session-cache';
import { clearAccountAttempts, takeAccountAttempt } from './take-account-attempt';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

export async function changePassword(ctx: Pick<ServiceContext, 'db' | 'clock' | 'sessions'>, memberId: number, input: PasswordChange) {
  // Counted per member, not per address: the member may sign in by phone or e-mail alike.
  const throttleKey = `member:${memberId}`;
  await takeAccountAttempt(ctx, 'sign-in', throttleKey, 'OldPassword');
  const [member] = await ctx.db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId));
  if (!member) throw unauthorized();
  if (!(await verifyPassword(member.passwordHash, input.oldPassword))) throw badRequest('PASSWORD_OLD_WRONG', 'OldPassword');
  await clearAccountAttempts(ctx, 'sign-in', throttleKey);

  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
    await tx.delete(sessions).where(eq(sessions.memberId, memberId));
    await announceSessionsEnded(tx, { memberId });
  });
  ctx.sessions.forget({ memberId });
}
