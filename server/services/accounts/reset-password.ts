/**
 * Sets a new password with a 'reset' code and signs the member out everywhere. One transaction:
 * on failure the password, the code and the sessions are untouched (a wrong guess is counted).
 */
import { eq } from 'drizzle-orm';
import { members, sessions } from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';
import type { ServiceContext } from '../context';
import { announceSessionsEnded } from './session-cache';
import { findMemberByDestination, type AccountDestination } from './account-destination';
import { hashPassword } from './password-hash';
import { consumeCode, verifyCode } from './verify-code';

export interface PasswordReset {
  account: AccountDestination;
  code: string;
  newPassword: string;
}

export async function resetPassword(ctx: Pick<ServiceContext, 'db' | 'clock' | 'sessions'>, { account, code, newPassword }: PasswordReset) {
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const member = await findMemberByDestination(tx, account);
    if (!member) throw new AppError(404, 'ACCOUNT_NOT_FOUND', 'Account');
    const verdict = await verifyCode(tx, { destination: account.address, purpose: 'reset', code, now });
    if (!verdict.ok) return verdict;
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
    await consumeCode(tx, verdict.codeId, now);
    await tx.delete(sessions).where(eq(sessions.memberId, member.id));
    await announceSessionsEnded(tx, { memberId: member.id });
    return { ok: true as const, memberId: member.id };
  });
  if (!outcome.ok) throw badRequest(outcome.failure, 'Code');
  ctx.sessions.forget({ memberId: outcome.memberId });
}
