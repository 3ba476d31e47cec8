/**
 * The sellers desk (DESIGN.md 5b staff; spec 3 "Seller application status"): the applications
 * waiting for the audit, and the approval (1 → 2) or refusal with a reason (1 → 3, refused by
 * 'staff'). The row is locked and must still be at 1, so of two staff deciding at once one wins and
 * the other gets 409. Each decision is recorded in staff_actions and told to the member in their
 * language, in the same transaction.
 */
import { and, asc, eq } from 'drizzle-orm';
import { members, sellerApplications, staffActions } from '../../db/schema';
import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { SellerApplicationStatus as S, type StaffApplicationRow } from '../../../src/domain/seller/seller-application.schema';
import type { ServiceContext } from '../context';
import { lockedApplication, type ApplicationRow } from './application-store';
import { tellSellerDecision } from './seller-notices';

type Ctx = Pick<ServiceContext, 'db' | 'clock'>;

export async function listApplications(ctx: Ctx, status: number): Promise<StaffApplicationRow[]> {
  const rows = await ctx.db
    .select({
      memberId: sellerApplications.memberId,
      nickname: members.nickname,
      email: members.email,
      country: members.memberSource,
      verifyStatus: members.verifyStatus,
      payoutAccountId: sellerApplications.payoutAccountId,
      status: sellerApplications.status,
      attempts: sellerApplications.attempts,
      updatedAt: sellerApplications.updatedAt,
    })
    .from(sellerApplications)
    .innerJoin(members, eq(members.id, sellerApplications.memberId))
    .where(eq(sellerApplications.status, status))
    .orderBy(asc(sellerApplications.updatedAt), asc(sellerApplications.memberId))
    .limit(200);
  return rows.map((r) => ({
    MemberId: r.memberId,
    Nickname: r.nickname,
    Email: r.email,
    Country: r.country,
    VerifyStatus: r.verifyStatus,
    PayoutAccountId: r.payoutAccountId,
    Status: r.status,
    Attempts: r.attempts,
    // updated_at is when the provider's result moved it to 1: when the member's application reached the desk.
    AppliedAt: r.updatedAt.toISOString(),
  }));
}

type Decision = { approve: true } | { approve: false; reason: string };

async function decide(ctx: Ctx, staffId: number, memberId: number, decision: Decision): Promise<{ Status: number }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await lockedApplication(tx, memberId);
    if (!current) throw notFound('SELLER_APPLICATION_NOT_FOUND');
    if (current.status !== S.Waiting) throw conflict('SELLER_APPLICATION_WRONG_STATE');
    const status = decision.approve ? S.Active : S.Refused;
    await tx
      .update(sellerApplications)
      .set({
        status,
        refusedBy: decision.approve ? null : 'staff',
        refusalReason: decision.approve ? null : decision.reason,
        decidedBy: staffId,
        decidedAt: now,
        updatedAt: now,
      })
      .where(and(eq(sellerApplications.memberId, memberId), eq(sellerApplications.status, S.Waiting)));
    await record(tx, staffId, current, decision, now);
    await tellSellerDecision(tx, memberId, decision.approve ? null : decision.reason, now);
    return { Status: status };
  });
}

async function record(tx: Tx, staffId: number, row: ApplicationRow, decision: Decision, now: Date) {
  await tx.insert(staffActions).values({
    staffMemberId: staffId,
    desk: 'sellers',
    action: decision.approve ? 'seller.approve' : 'seller.refuse',
    subject: `member:${row.memberId}`,
    detail: { from: row.status, attempt: row.attempts, payoutAccountId: row.payoutAccountId, ...(decision.approve ? {} : { reason: decision.reason }) },
    createdAt: now,
  });
}

export const approveApplication = (ctx: Ctx, staffId: number, memberId: number) => decide(ctx, staffId, memberId, { approve: true });
export const refuseApplication = (ctx: Ctx, staffId: number, memberId: number, reason: string) => decide(ctx, staffId, memberId, { approve: false, reason });
