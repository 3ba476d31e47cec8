/**
 * The member's side of becoming a seller (spec 3 "Become a seller", "Merchant status page"):
 * read the application, start (or restart) the payout provider's onboarding, accept the provider's
 * signed result, and start selling once the desk approved. Every move is made on the locked row in
 * a transaction, so a double click or a replayed result changes nothing the second time.
 */
import { eq, sql } from 'drizzle-orm';
import { members, sellerApplications } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { SellerApplicationStatus as S, type PayoutResultBody, type SellerApplicationReply } from '../../../src/domain/seller/seller-application.schema';
import type { ServiceContext } from '../context';
import { applicationOf, lockedApplication, payoutReference, type ApplicationRow } from './application-store';

type Ctx = Pick<ServiceContext, 'db' | 'clock' | 'providers'>;

/** Where the payout provider sends the browser back: the status page, which passes the result to Holo. */
export const PAYOUT_RETURN_PATH = '/merchants';

export function replyOf(row: ApplicationRow | undefined, isSeller: boolean): SellerApplicationReply {
  return {
    Status: row?.status ?? null,
    RefusedBy: row?.status === S.Refused ? ((row.refusedBy as 'provider' | 'staff' | null) ?? 'provider') : null,
    Reason: row?.status === S.Refused ? (row.refusalReason ?? null) : null,
    IsSeller: isSeller,
  };
}

async function memberOf(ctx: Ctx, memberId: number) {
  const [member] = await ctx.db.select({ isSeller: members.isSeller, verifyStatus: members.verifyStatus }).from(members).where(eq(members.id, memberId));
  if (!member) throw notFound();
  return member;
}

export async function readApplication(ctx: Ctx, memberId: number): Promise<SellerApplicationReply> {
  const member = await memberOf(ctx, memberId);
  return replyOf(await applicationOf(ctx.db, memberId), member.isSeller);
}

/**
 * Starts the onboarding: a first application (status 0), a reapplication after a refusal (back to
 * 0, one attempt more), or the same onboarding again while it is still at 0 (the member left the
 * provider's page). Waiting (1) or active (2): 409; a seller: 409; not ID-verified: 403.
 */
export async function startApplication(ctx: Ctx, memberId: number): Promise<{ Url: string }> {
  const member = await memberOf(ctx, memberId);
  if (member.isSeller) throw conflict('SELLER_ALREADY');
  if (member.verifyStatus !== 2) throw forbidden('VERIFY_REQUIRED');
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.insert(sellerApplications).values({ memberId, status: S.Onboarding, attempts: 1, createdAt: now, updatedAt: now }).onConflictDoNothing();
    const current = (await lockedApplication(tx, memberId))!;
    if (current.status === S.Waiting || current.status === S.Active) throw conflict('SELLER_APPLICATION_PENDING');
    if (current.status !== S.Refused) return current;
    const [reopened] = await tx
      .update(sellerApplications)
      .set({ status: S.Onboarding, attempts: sql`${sellerApplications.attempts} + 1`, refusedBy: null, refusalReason: null, payoutAccountId: null, decidedBy: null, decidedAt: null, createdAt: now, updatedAt: now })
      .where(eq(sellerApplications.memberId, memberId))
      .returning();
    return reopened!;
  });
  const { url } = await ctx.providers.payouts.startOnboarding(payoutReference(row), PAYOUT_RETURN_PATH);
  return { Url: url };
}

/**
 * The provider's signed result, brought back by the member's browser: only a result the provider
 * signed, for this member's current attempt, moves an application still at 0 (verified → 1 waiting
 * for the audit, rejected → 3 refused by the provider). A replay finds it moved and changes nothing.
 */
export async function acceptPayoutResult(ctx: Ctx, memberId: number, body: PayoutResultBody): Promise<SellerApplicationReply> {
  const result = { accountId: body.AccountId, reference: body.Reference, outcome: body.Outcome, signature: body.Signature };
  if (!ctx.providers.payouts.verifyResult(result)) throw badRequest('PAYOUT_RESULT_INVALID');
  const now = ctx.clock.now();
  const member = await memberOf(ctx, memberId);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockedApplication(tx, memberId);
    // Another member's result (or an earlier attempt's) is refused like a forged one: it says nothing about this application.
    if (!current || payoutReference(current) !== result.reference) throw badRequest('PAYOUT_RESULT_INVALID');
    if (current.status !== S.Onboarding) return current;
    const verified = result.outcome === 'verified';
    const [moved] = await tx
      .update(sellerApplications)
      .set({
        status: verified ? S.Waiting : S.Refused,
        payoutAccountId: result.accountId,
        refusedBy: verified ? null : 'provider',
        updatedAt: now,
        ...(verified ? {} : { decidedAt: now }),
      })
      .where(eq(sellerApplications.memberId, memberId))
      .returning();
    return moved!;
  });
  return replyOf(row, member.isSeller);
}

/** Start Selling (status 2): sets IsSeller; a second press finds it set and answers the same. */
export async function startSelling(ctx: Ctx, memberId: number, sellerSiteUrl: string): Promise<{ SellerSiteUrl: string }> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockedApplication(tx, memberId);
    if (!current) throw conflict('SELLER_APPLICATION_NOT_FOUND');
    if (current.status !== S.Active) throw conflict('SELLER_APPLICATION_NOT_ACTIVE');
    await tx.update(members).set({ isSeller: true, isSell: true }).where(eq(members.id, memberId));
  });
  return { SellerSiteUrl: sellerSiteUrl };
}
