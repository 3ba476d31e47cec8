/**
 * Becoming a seller: the payout provider's onboarding out and back (its hosted page, the signed
 * result), forged and replayed results, another member's result, the sellers desk's audit and its
 * races, reapplying after a refusal, and Start Selling only when active.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { members, notifications, sandboxPayoutAccounts, sellerApplications, staffActions, staffDesks } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { createTrader, seedReference } from '../testing/trade-helpers';
import type { SignedIn } from '../testing/demo-members';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

interface Result {
  AccountId: string;
  Reference: string;
  Outcome: 'verified' | 'rejected';
  Signature: string;
}

async function sellersStaff(): Promise<SignedIn> {
  const staff = await createTrader(t);
  await t.database.db.insert(staffDesks).values({ memberId: staff.memberId, desk: 'sellers' });
  return staff;
}

/** Starts the onboarding and answers the hosted page's URL. */
async function start(who: SignedIn): Promise<string> {
  const response = await who.client.post('/api/me/seller-application/start');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.Url).toMatch(/^\/sandbox\/payout\/acct_[0-9a-f]+\?s=.+&sig=[0-9a-f]{64}$/);
  return response.body.Url as string;
}

/** The member fills the hosted page in (or declines): answers the result the browser brings back to /merchants. */
async function onboard(url: string, form: Record<string, string> = { decision: 'submit', holder: 'Ada Lovelace', bank: '000123456789' }): Promise<Result> {
  const page = await fetch(t.baseUrl + url);
  expect(page.status).toBe(200);
  const text = await page.text();
  expect(text).toContain('Sandbox payout provider');
  const params = new URL(t.baseUrl + url).searchParams;
  const posted = await fetch(t.baseUrl + url.split('?')[0], {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ s: params.get('s')!, sig: params.get('sig')!, ...form }),
  });
  expect(posted.status).toBe(303);
  const back = new URL(posted.headers.get('location')!, t.baseUrl);
  expect(back.pathname).toBe('/merchants');
  expect(back.searchParams.get('type')).toBe('payout');
  return {
    AccountId: back.searchParams.get('account')!,
    Reference: back.searchParams.get('ref')!,
    Outcome: back.searchParams.get('outcome') as Result['Outcome'],
    Signature: back.searchParams.get('sig')!,
  };
}

const giveBack = (who: SignedIn, result: Result) => who.client.post('/api/me/seller-application/return', result);
const statusOf = async (who: SignedIn) => (await who.client.get('/api/me/seller-application')).body;

/** A member whose application waits for the audit (status 1). */
async function waitingMember(): Promise<SignedIn> {
  const member = await createTrader(t);
  const result = await onboard(await start(member));
  expect((await giveBack(member, result)).body.Status).toBe(1);
  return member;
}

describe('seller application: who may ask', () => {
  it('answers 401 to a visitor on every member and staff route', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/me/seller-application')).status).toBe(401);
    expect((await visitor.post('/api/me/seller-application/start')).status).toBe(401);
    expect((await visitor.post('/api/me/seller-application/start-selling')).status).toBe(401);
    expect((await visitor.post('/api/me/seller-application/return', { AccountId: 'a', Reference: 'b', Outcome: 'verified', Signature: 'c' })).status).toBe(401);
    expect((await visitor.get('/api/staff/seller-applications')).status).toBe(401);
    expect((await visitor.post('/api/staff/seller-applications/1/approve')).status).toBe(401);
    expect((await visitor.post('/api/staff/seller-applications/1/refuse', { Reason: 'x' })).status).toBe(401);
  });

  it('answers 403 to a member without the sellers desk (cases desk too)', async () => {
    const member = await waitingMember();
    const casesStaff = await createTrader(t);
    await t.database.db.insert(staffDesks).values({ memberId: casesStaff.memberId, desk: 'cases' });
    for (const who of [member, casesStaff]) {
      expect((await who.client.get('/api/staff/seller-applications')).status).toBe(403);
      expect((await who.client.post(`/api/staff/seller-applications/${member.memberId}/approve`)).status).toBe(403);
      expect((await who.client.post(`/api/staff/seller-applications/${member.memberId}/refuse`, { Reason: 'No' })).status).toBe(403);
    }
    expect((await statusOf(member)).Status).toBe(1);
  });

  it('asks an unverified member to verify first, and a seller is one already', async () => {
    const unverified = await createTrader(t, { verifyStatus: 0 });
    const refused = await unverified.client.post('/api/me/seller-application/start');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('VERIFY_REQUIRED');
    expect(await statusOf(unverified)).toEqual({ Status: null, RefusedBy: null, Reason: null, IsSeller: false });
    const seller = await createTrader(t, { isSeller: true });
    const again = await seller.client.post('/api/me/seller-application/start');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('SELLER_ALREADY');
    expect((await statusOf(seller)).IsSeller).toBe(true);
  });

  it('answers 400 with the code to bad input', async () => {
    const member = await createTrader(t);
    const missing = await member.client.post('/api/me/seller-application/return', { AccountId: 'acct_1', Outcome: 'verified', Signature: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('PAYOUT_RESULT_INVALID');
    const outcome = await member.client.post('/api/me/seller-application/return', { AccountId: 'acct_1', Reference: '1:1', Outcome: 'approved', Signature: 'x' });
    expect(outcome.body.error.code).toBe('PAYOUT_RESULT_INVALID');
    const staff = await sellersStaff();
    const reasonless = await staff.client.post(`/api/staff/seller-applications/${member.memberId}/refuse`, { Reason: '  ' });
    expect(reasonless.status).toBe(400);
    expect(reasonless.body.error).toMatchObject({ code: 'SELLER_REFUSAL_REASON_INVALID', field: 'Reason' });
    const long = await staff.client.post(`/api/staff/seller-applications/${member.memberId}/refuse`, { Reason: 'x'.repeat(301) });
    expect(long.body.error.code).toBe('SELLER_REFUSAL_REASON_INVALID');
    expect((await staff.client.post('/api/staff/seller-applications/abc/approve')).status).toBe(400);
    expect((await staff.client.get('/api/staff/seller-applications?status=9')).status).toBe(400);
  });
});

describe('seller application: the payout onboarding', () => {
  it('moves a verified onboarding to the audit, once; the provider decides once', async () => {
    const member = await createTrader(t);
    const url = await start(member);
    expect(await statusOf(member)).toMatchObject({ Status: 0, IsSeller: false });
    const result = await onboard(url);
    expect(result.Outcome).toBe('verified');
    const back = await giveBack(member, result);
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ Status: 1, RefusedBy: null, Reason: null, IsSeller: false });
    const [row] = await t.database.db.select().from(sellerApplications).where(eq(sellerApplications.memberId, member.memberId));
    expect(row).toMatchObject({ status: 1, payoutAccountId: result.AccountId, attempts: 1 });
    const [account] = await t.database.db.select().from(sandboxPayoutAccounts).where(eq(sandboxPayoutAccounts.accountId, result.AccountId));
    expect(account).toMatchObject({ state: 'verified', merchantReference: `${member.memberId}:1` });
    // The hosted page again: decided, it sends the same result back instead of a second decision.
    const again = await fetch(t.baseUrl + url, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toContain('outcome=verified');
    // While waiting for the audit, a second start is refused.
    const second = await member.client.post('/api/me/seller-application/start');
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('SELLER_APPLICATION_PENDING');
  });

  it('refuses a declined onboarding and a holder name containing "reject" as the provider', async () => {
    const declining = await createTrader(t);
    const declined = await onboard(await start(declining), { decision: 'decline' });
    expect(declined.Outcome).toBe('rejected');
    expect((await giveBack(declining, declined)).body).toEqual({ Status: 3, RefusedBy: 'provider', Reason: null, IsSeller: false });
    const rejected = await createTrader(t);
    const result = await onboard(await start(rejected), { decision: 'submit', holder: 'Please Reject Me', bank: '12345678' });
    expect(result.Outcome).toBe('rejected');
    expect((await giveBack(rejected, result)).body.Status).toBe(3);
  });

  it('re-renders the hosted page on a missing name or bank number and decides nothing', async () => {
    const member = await createTrader(t);
    const url = await start(member);
    const params = new URL(t.baseUrl + url).searchParams;
    const posted = await fetch(t.baseUrl + url.split('?')[0], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ s: params.get('s')!, sig: params.get('sig')!, decision: 'submit', holder: 'Ada', bank: 'abc' }),
    });
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('Please enter a bank account number');
    const forged = await fetch(`${t.baseUrl}${url.split('?')[0]}?s=${params.get('s')}&sig=${'0'.repeat(64)}`);
    expect(forged.status).toBe(400);
    expect((await statusOf(member)).Status).toBe(0);
  });

  it('never trusts a forged result: a changed outcome, account or signature', async () => {
    const member = await createTrader(t);
    const result = await onboard(await start(member), { decision: 'decline' });
    for (const forged of [
      { ...result, Outcome: 'verified' as const },
      { ...result, AccountId: 'acct_someoneelse' },
      { ...result, Signature: 'f'.repeat(64) },
      { ...result, Signature: result.Signature.slice(0, 10) },
    ]) {
      const response = await giveBack(member, forged);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('PAYOUT_RESULT_INVALID');
    }
    expect((await statusOf(member)).Status).toBe(0);
  });

  it("refuses another member's result, and a replay (also after a reapplication) changes nothing", async () => {
    const alice = await createTrader(t);
    const bob = await createTrader(t);
    const aliceResult = await onboard(await start(alice), { decision: 'decline' });
    await start(bob);
    const stolen = await giveBack(bob, aliceResult);
    expect(stolen.status).toBe(400);
    expect((await statusOf(bob)).Status).toBe(0);
    expect((await statusOf(alice)).Status).toBe(0);

    expect((await giveBack(alice, aliceResult)).body.Status).toBe(3);
    expect((await giveBack(alice, aliceResult)).body.Status).toBe(3);
    // Reapplying: attempt 2 at status 0; the first attempt's (rejected) result no longer moves it.
    const url = await start(alice);
    expect(await statusOf(alice)).toEqual({ Status: 0, RefusedBy: null, Reason: null, IsSeller: false });
    const replay = await giveBack(alice, aliceResult);
    expect(replay.status).toBe(400);
    expect((await statusOf(alice)).Status).toBe(0);
    const second = await onboard(url);
    expect(second.Reference).toBe(`${alice.memberId}:2`);
    expect((await giveBack(alice, second)).body.Status).toBe(1);
    const [row] = await t.database.db.select().from(sellerApplications).where(eq(sellerApplications.memberId, alice.memberId));
    expect(row!.attempts).toBe(2);
  });
});

describe('seller application: the sellers desk', () => {
  it('lists the waiting applications with the member, and approves one: the member is told and may start selling', async () => {
    const member = await waitingMember();
    const staff = await sellersStaff();
    const list = await staff.client.get('/api/staff/seller-applications?status=1');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ MemberId: member.memberId, Country: 'US', VerifyStatus: 2, Status: 1, Attempts: 1 });
    expect(list.body.data[0].PayoutAccountId).toMatch(/^acct_/);
    expect(list.body.data[0].Email).toContain('@traders.holo.test');

    const notYet = await member.client.post('/api/me/seller-application/start-selling');
    expect(notYet.status).toBe(409);
    expect(notYet.body.error.code).toBe('SELLER_APPLICATION_NOT_ACTIVE');

    const approved = await staff.client.post(`/api/staff/seller-applications/${member.memberId}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ Status: 2 });
    expect((await staff.client.get('/api/staff/seller-applications')).body.data).toHaveLength(0);
    const actions = await t.database.db.select().from(staffActions).where(eq(staffActions.subject, `member:${member.memberId}`));
    expect(actions).toMatchObject([{ staffMemberId: staff.memberId, desk: 'sellers', action: 'seller.approve' }]);
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.memberId, member.memberId));
    expect(notices).toMatchObject([{ title: 'Your seller application is approved', link: '/merchants', sendType: 0 }]);

    const selling = await member.client.post('/api/me/seller-application/start-selling');
    expect(selling.status).toBe(200);
    expect(selling.body.SellerSiteUrl).toMatch(/^https?:\/\//);
    expect((await member.client.post('/api/me/seller-application/start-selling')).status).toBe(200);
    const [row] = await t.database.db.select({ isSeller: members.isSeller }).from(members).where(eq(members.id, member.memberId));
    expect(row!.isSeller).toBe(true);
    expect((await member.client.get('/api/me')).body.IsSeller).toBe(true);
    expect(await statusOf(member)).toEqual({ Status: 2, RefusedBy: null, Reason: null, IsSeller: true });
  });

  it('refuses with a reason the member reads, in their language; the member reapplies', async () => {
    const member = await waitingMember();
    await t.database.db.update(members).set({ language: 'ko' }).where(eq(members.id, member.memberId));
    const staff = await sellersStaff();
    const refused = await staff.client.post(`/api/staff/seller-applications/${member.memberId}/refuse`, { Reason: 'The payout account name does not match your ID' });
    expect(refused.body).toEqual({ Status: 3 });
    expect(await statusOf(member)).toEqual({ Status: 3, RefusedBy: 'staff', Reason: 'The payout account name does not match your ID', IsSeller: false });
    const [action] = await t.database.db.select().from(staffActions).where(and(eq(staffActions.desk, 'sellers'), eq(staffActions.action, 'seller.refuse')));
    expect(action!.detail).toMatchObject({ reason: 'The payout account name does not match your ID', from: 1 });
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.memberId, member.memberId));
    expect(notice!.body).toContain('The payout account name does not match your ID');
    expect((await member.client.post('/api/me/seller-application/start-selling')).status).toBe(409);
    // Decided: a second decision is refused.
    expect((await staff.client.post(`/api/staff/seller-applications/${member.memberId}/approve`)).status).toBe(409);
    await start(member);
    expect((await statusOf(member)).Status).toBe(0);
  });

  it('of two staff deciding at once, one wins and the other gets 409; only from status 1', async () => {
    const member = await waitingMember();
    const one = await sellersStaff();
    const two = await sellersStaff();
    const answers = await Promise.all([
      one.client.post(`/api/staff/seller-applications/${member.memberId}/approve`),
      two.client.post(`/api/staff/seller-applications/${member.memberId}/refuse`, { Reason: 'Incomplete' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.code).toBe('SELLER_APPLICATION_WRONG_STATE');
    const actions = await t.database.db.select().from(staffActions).where(eq(staffActions.subject, `member:${member.memberId}`));
    expect(actions).toHaveLength(1);
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.memberId, member.memberId));
    expect(notices).toHaveLength(1);

    const onboarding = await createTrader(t);
    await start(onboarding);
    const early = await one.client.post(`/api/staff/seller-applications/${onboarding.memberId}/approve`);
    expect(early.status).toBe(409);
    const nobody = await one.client.post('/api/staff/seller-applications/999999/approve');
    expect(nobody.status).toBe(404);
  });

  it('double Start Selling at once: both answer, the member is a seller once', async () => {
    const member = await waitingMember();
    const staff = await sellersStaff();
    await staff.client.post(`/api/staff/seller-applications/${member.memberId}/approve`);
    const both = await Promise.all([1, 2].map(() => member.client.post('/api/me/seller-application/start-selling')));
    expect(both.map((b) => b.status)).toEqual([200, 200]);
    expect((await statusOf(member)).IsSeller).toBe(true);
  });
});
