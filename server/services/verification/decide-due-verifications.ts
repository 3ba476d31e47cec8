/**
 * Applies the provider's verdict to applications whose decide_at has passed: the application
 * becomes verified or declined and so does the member. Each row is locked while it is decided and
 * re-checked (still processing), so a read deciding lazily and the background job never apply a
 * verdict twice. The job skips rows another node holds; a member's own read waits for them, so
 * once decide_at has passed their next read always shows the verdict.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { idVerifications, members } from '../../db/schema';
import { VerifyStatus } from '../../../src/domain/account/verify-status';
import type { ServiceContext } from '../context';

export interface DecideOptions {
  /** Only this member's applications (a lazy decision on their read); all members when absent. */
  memberId?: number;
  limit?: number;
}

/** Decides the due applications; returns how many were decided. */
export async function decideDueVerifications(ctx: Pick<ServiceContext, 'db' | 'clock'>, { memberId, limit = 100 }: DecideOptions = {}) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const due = and(
      eq(idVerifications.status, VerifyStatus.Processing),
      lte(idVerifications.decideAt, now),
      memberId === undefined ? undefined : eq(idVerifications.memberId, memberId),
    );
    const rows = await tx
      .select({ id: idVerifications.id, memberId: idVerifications.memberId, verdict: idVerifications.verdict })
      .from(idVerifications)
      .where(due)
      .orderBy(asc(idVerifications.decideAt), asc(idVerifications.id))
      .limit(limit)
      .for('update', memberId === undefined ? { skipLocked: true } : {});
    for (const row of rows) {
      const verdict = row.verdict === VerifyStatus.Verified ? VerifyStatus.Verified : VerifyStatus.Declined;
      await tx.update(idVerifications).set({ status: verdict, decidedAt: now }).where(eq(idVerifications.id, row.id));
      // Only a member still waiting moves: a verified member is never set back by a late verdict.
      await tx
        .update(members)
        .set({ verifyStatus: verdict })
        .where(and(eq(members.id, row.memberId), eq(members.verifyStatus, VerifyStatus.Processing)));
    }
    return rows.length;
  });
}
