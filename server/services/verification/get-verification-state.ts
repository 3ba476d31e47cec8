import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { idVerifications, members } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { VERIFY_ATTEMPTS_PER_DAY, type VerificationStateReply } from '../../../src/domain/account/verification.schema';
import { VerifyStatus } from '../../../src/domain/account/verify-status';
import type { ServiceContext } from '../context';
import { decideDueVerifications } from './decide-due-verifications';

export const ATTEMPT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The member's ID verification: its status, applications left in the rolling 24 hours, the last decline's reason. */
export async function getVerificationState(ctx: Pick<ServiceContext, 'db' | 'clock'>, memberId: number): Promise<VerificationStateReply> {
  await decideDueVerifications(ctx, { memberId });
  return readVerificationState(ctx.db, memberId, ctx.clock.now());
}

export async function readVerificationState(db: Db | Tx, memberId: number, now: Date): Promise<VerificationStateReply> {
  const [member] = await db.select({ verifyStatus: members.verifyStatus }).from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw unauthorized();
  const recent = await applicationsInWindow(db, memberId, now);
  const [latest] = await db
    .select({ status: idVerifications.status, reason: idVerifications.reason })
    .from(idVerifications)
    .where(eq(idVerifications.memberId, memberId))
    .orderBy(desc(idVerifications.createdAt), desc(idVerifications.id))
    .limit(1);
  const exhausted = recent.length >= VERIFY_ATTEMPTS_PER_DAY;
  // With every attempt used, one comes back when enough of the window's oldest applications age out.
  const freedBy = exhausted ? recent[recent.length - VERIFY_ATTEMPTS_PER_DAY] : undefined;
  return {
    VerifyStatus: member.verifyStatus,
    AttemptsLeft: Math.max(0, VERIFY_ATTEMPTS_PER_DAY - recent.length),
    RetryAt: freedBy ? new Date(freedBy.getTime() + ATTEMPT_WINDOW_MS).toISOString() : null,
    DeclineReason: member.verifyStatus === VerifyStatus.Declined && latest?.status === VerifyStatus.Declined ? latest.reason : null,
  };
}

/** Creation times of the member's applications in the rolling 24 hours, oldest first. */
export async function applicationsInWindow(db: Db | Tx, memberId: number, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: idVerifications.createdAt })
    .from(idVerifications)
    .where(and(eq(idVerifications.memberId, memberId), gt(idVerifications.createdAt, new Date(now.getTime() - ATTEMPT_WINDOW_MS))))
    .orderBy(asc(idVerifications.createdAt));
  return rows.map((row) => row.createdAt);
}
