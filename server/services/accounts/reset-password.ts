/**
 * Sets a new password with a 'reset' code and signs the member out everywhere. The code is checked
 * first in a transaction of its own (a wrong guess is counted there), so a bad request never reaches
 * the password hash; then the hash, then one transaction that checks again and writes. An unknown
 * account has no code, so it gets CODE_INVALID like any wrong code: the answer names no account.
 */
import { eq } from 'drizzle-orm';
import { members, sessions } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { ServiceContext } from '../context';
import { announceSessionsEnded } from './session-cache';
import { findMemberByDestination, type AccountDestination } from './account-destination';
import { hashPassword } from './password-hash';
import { clearAccountAttempts, takeAccountAttempt } from './take-account-attempt';
import { consumeCode, verifyCode } from './verify-code';

export interface PasswordReset {
  account: AccountDestination;
  code: string;
  newPassword: string;
}

type ResetContext = Pick<ServiceContext, 'db' | 'clock' | 'sessions'>;

export async function resetPassword(ctx: ResetContext, input: PasswordReset) {
  await takeAccountAttempt(ctx, 'code-check', input.account.address, 'Code');
  const checked = await reset(ctx, input, null);
  if (!checked.ok) throw badRequest(checked.failure, 'Code');
  const outcome = await reset(ctx, input, await hashPassword(input.newPassword));
  if (!outcome.ok) throw badRequest(outcome.failure, 'Code');
  await clearAccountAttempts(ctx, 'code-check', input.account.address);
  ctx.sessions.forget({ memberId: outcome.memberId });
}

/** Checks the code; with a password hash also sets it, spends the code and ends the sessions. */
async function reset(ctx: ResetContext, { account, code }: PasswordReset, passwordHash: string | null) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const verdict = await verifyCode(tx, { destination: account.address, purpose: 'reset', code, now });
    if (!verdict.ok) return verdict;
    const member = await findMemberByDestination(tx, account);
    if (!member) return { ok: false as const, failure: 'CODE_INVALID' as const };
    if (passwordHash === null) return { ok: true as const, memberId: member.id };
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
    await consumeCode(tx, verdict.codeId, now);
    await tx.delete(sessions).where(eq(sessions.memberId, member.id));
    await announceSessionsEnded(tx, { memberId: member.id });
    return { ok: true as const, memberId: member.id };
  });
}
