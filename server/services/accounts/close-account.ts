/**
 * Closes the signed-in member's account (spec 3 section 4 "Close account"). The password is checked
 * first, outside the transaction (the hash is slow; wrong guesses count against a throttle). Then
 * one transaction locks the member row (bids' deposit holds lock it too, so no bid slips in),
 * re-checks every condition, marks the account closed, erases the personal data and ends every
 * session on every node. What is kept and what is erased: docs/decisions.md (issue 30).
 */
import { eq, or, sql } from 'drizzle-orm';
import {
  addresses,
  cartLines,
  followedSellers,
  idVerifications,
  memberBlocks,
  members,
  notifications,
  pushPreferences,
  pushSubscriptions,
  savedSearches,
  sessions,
  tourHistory,
  watches,
} from '../../db/schema';
import type { Tx } from '../../db/client';
import { badRequest, conflict, forbidden, unauthorized } from '../../http/errors';
import { closeAccountVerdict, closedNickname } from '../../../src/domain/account/close-account-rules';
import type { ServiceContext } from '../context';
import { lockListings, recountAttention } from '../watch/recount-attention';
import { closeAccountFacts } from './close-account-facts';
import { verifyPassword } from './password-hash';
import { announceSessionsEnded } from './session-cache';
import { MEMBER_ACTIVE } from './sign-in';
import { clearAccountAttempts, takeAccountAttempt } from './take-account-attempt';

export const MEMBER_CLOSED = -1;
/** Not an Argon2 hash: verifyPassword answers false for every password. */
const NO_PASSWORD = '!closed';

type CloseContext = Pick<ServiceContext, 'db' | 'clock' | 'sessions'>;

export async function closeAccount(ctx: CloseContext, memberId: number, password: string): Promise<void> {
  const [member] = await ctx.db
    .select({ passwordHash: members.passwordHash, isSeller: members.isSeller, status: members.status })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!member || member.status !== MEMBER_ACTIVE) throw unauthorized();
  // Sellers close through the seller site (spec 3 section 6).
  if (member.isSeller) throw forbidden('CLOSE_ACCOUNT_SELLER');
  const attemptKey = `close-account:${memberId}`;
  await takeAccountAttempt(ctx, 'sign-in', attemptKey, 'Password');
  if (!(await verifyPassword(member.passwordHash, password))) throw badRequest('CLOSE_ACCOUNT_PASSWORD_INCORRECT', 'Password');
  await clearAccountAttempts(ctx, 'sign-in', attemptKey);

  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: members.status }).from(members).where(eq(members.id, memberId)).for('update');
    // A second request that waited for the first one's lock finds the account closed.
    if (!locked || locked.status !== MEMBER_ACTIVE) throw unauthorized();
    const verdict = closeAccountVerdict(await closeAccountFacts(tx, memberId));
    if (!verdict.CanClose) throw conflict('CLOSE_ACCOUNT_NOT_ALLOWED');
    await eraseMember(tx, memberId, ctx.clock.now());
    await tx.delete(sessions).where(eq(sessions.memberId, memberId));
    await announceSessionsEnded(tx, { memberId });
  });
  ctx.sessions.forget({ memberId });
}

/**
 * Keeps the row (orders, ledgers, feedback and cases point at it and show its tombstone name);
 * erases what identifies or follows the person.
 */
async function eraseMember(tx: Tx, memberId: number, now: Date): Promise<void> {
  // Registration does not reserve the prefix: if someone took "closed-<id>" as a nickname, add a suffix.
  const tombstone = closedNickname(memberId);
  const [taken] = await tx.select({ id: members.id }).from(members).where(sql`lower(${members.nickname}) = ${tombstone}`).limit(1);
  await tx
    .update(members)
    .set({
      status: MEMBER_CLOSED,
      closedAt: now,
      nickname: taken ? `${tombstone}-${now.getTime().toString(36)}` : tombstone,
      nicknameSkeleton: null,
      email: null,
      areaCode: null,
      phoneCountry: null,
      telPhone: null,
      passwordHash: NO_PASSWORD,
      headPortrait: '',
      state: null,
      stateCode: null,
      inviteCode: null,
      locationCode: null,
    })
    .where(eq(members.id, memberId));
  const watched = await tx.select({ id: watches.commodityId }).from(watches).where(eq(watches.memberId, memberId));
  const listingIds = await lockListings(tx, watched.map((w) => w.id));
  await tx.delete(watches).where(eq(watches.memberId, memberId));
  await recountAttention(tx, listingIds);
  await tx.delete(addresses).where(eq(addresses.memberId, memberId));
  await tx.delete(cartLines).where(eq(cartLines.memberId, memberId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
  await tx.delete(pushPreferences).where(eq(pushPreferences.memberId, memberId));
  await tx.delete(savedSearches).where(eq(savedSearches.memberId, memberId));
  await tx.delete(tourHistory).where(eq(tourHistory.memberId, memberId));
  await tx.delete(followedSellers).where(or(eq(followedSellers.memberId, memberId), eq(followedSellers.sellerMemberId, memberId)));
  await tx.delete(memberBlocks).where(or(eq(memberBlocks.memberId, memberId), eq(memberBlocks.blockedMemberId, memberId)));
  await tx.delete(notifications).where(eq(notifications.memberId, memberId));
  // Name, birth date, document and address of the identity check: nothing needs them once closed.
  await tx.delete(idVerifications).where(eq(idVerifications.memberId, memberId));
}

