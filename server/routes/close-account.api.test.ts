import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addresses, bids, cases, chpLedger, members, orders, savedSearches, sessions, watches } from '../db/schema';
import { hashPassword } from '../services/accounts/password-hash';
import { startTestApp, type TestApp } from '../testing/test-app';
import { registerMember, relaxedRateLimits, strongPassword } from '../testing/account-helpers';
import { createTrader, listItem, seedReference } from '../testing/trade-helpers';
import { insertSale } from '../testing/sale-fixtures';
import type { SignedIn } from '../testing/demo-members';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

/** A member able to trade, with strongPassword as the password. */
async function member(options: Parameters<typeof createTrader>[1] = {}) {
  const trader = await createTrader(t, options);
  await t.database.db.update(members).set({ passwordHash: await hashPassword(strongPassword) }).where(eq(members.id, trader.memberId));
  return trader;
}

const close = (who: SignedIn, Password = strongPassword) => who.client.post('/api/me/close-account', { Password });

async function checklist(who: SignedIn) {
  const response = await who.client.get('/api/me/close-account');
  expect(response.status).toBe(200);
  return response.body as { Conditions: { Key: string; Met: boolean }[]; CanClose: boolean };
}

async function expectRefusedUnchanged(who: SignedIn, unmet: string) {
  const list = await checklist(who);
  expect(list.CanClose).toBe(false);
  expect(list.Conditions.filter((c) => !c.Met).map((c) => c.Key)).toEqual([unmet]);
  const response = await close(who);
  expect(response.status).toBe(409);
  expect(response.body.error.code).toBe('CLOSE_ACCOUNT_NOT_ALLOWED');
  expect(response.body.error.message).toMatch(/^Please close the deal first/);
  const [row] = await t.database.db.select().from(members).where(eq(members.id, who.memberId));
  expect(row).toMatchObject({ status: 1, closedAt: null });
  expect(row!.email).not.toBeNull();
  expect((await who.client.get('/api/me')).status).toBe(200);
}

describe('close account: who may ask', () => {
  it('answers 401 to a visitor on the checklist and the close', async () => {
    expect((await t.client().get('/api/me/close-account')).status).toBe(401);
    const response = await t.client().post('/api/me/close-account', { Password: strongPassword });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHORIZED');
  });

  it('refuses a seller with 403 and leaves the account open', async () => {
    const seller = await member({ isSeller: true });
    const response = await close(seller);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('CLOSE_ACCOUNT_SELLER');
    expect((await seller.client.get('/api/me')).status).toBe(200);
  });

  it('answers 400 to a wrong or missing password', async () => {
    const buyer = await member();
    const wrong = await close(buyer, 'Wrong1234');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'CLOSE_ACCOUNT_PASSWORD_INCORRECT', field: 'Password' });
    const missing = await close(buyer, '');
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('PASSWORD_REQUIRED');
    expect((await buyer.client.get('/api/me')).status).toBe(200);
  });
});

describe('close account: the conditions', () => {
  it('lists every condition met for a member with nothing ongoing', async () => {
    const buyer = await member();
    expect(await checklist(buyer)).toEqual({
      Conditions: ['noOngoingBids', 'noListings', 'balanceNotNegative', 'noOpenOrders', 'noOpenCases'].map((Key) => ({ Key, Met: true })),
      CanClose: true,
    });
  });

  it('refuses with a bid on an auction not ended', async () => {
    const seller = await member({ isSeller: true });
    const bidder = await member();
    const itemId = await listItem(t, seller, { ByWay: 2 });
    await t.database.db.insert(bids).values({ commodityId: itemId, memberId: bidder.memberId, maxCents: 1_000, priceCents: 1_000 });
    await expectRefusedUnchanged(bidder, 'noOngoingBids');
  });

  it('refuses with a negative balance', async () => {
    const buyer = await member({ chpCents: 0 });
    await t.database.db.insert(chpLedger).values({ memberId: buyer.memberId, kind: 'debit', amountCents: 1, description: 'Shipping adjustment' });
    await expectRefusedUnchanged(buyer, 'balanceNotNegative');
  });

  it('refuses with a listing on sale', async () => {
    const former = await member({ isSeller: true });
    await listItem(t, former);
    // A former seller (the flag taken away) still has a listing on sale.
    await t.database.db.update(members).set({ isSeller: false, isSell: false }).where(eq(members.id, former.memberId));
    await expectRefusedUnchanged(former, 'noListings');
  });

  it('refuses with an unpaid purchase, and with a paid one not yet finished', async () => {
    const seller = await member({ isSeller: true });
    const buyer = await member();
    const unpaid = await insertSale(t, { buyer, seller, status: 1 });
    await expectRefusedUnchanged(buyer, 'noOpenOrders');
    await t.database.db.update(orders).set({ orderStatus: 3 }).where(eq(orders.id, unpaid.id));
    await expectRefusedUnchanged(buyer, 'noOpenOrders');
  });

  it('refuses with an open case', async () => {
    const seller = await member({ isSeller: true });
    const buyer = await member();
    const order = await insertSale(t, { buyer, seller, status: 5 });
    const now = t.clock.now();
    await t.database.db.insert(cases).values({
      orderKind: 'order', orderId: order.id, buyerMemberId: buyer.memberId, sellerMemberId: seller.memberId,
      reason: 'not_as_described', state: 'escalated', openedAt: now, updatedAt: now,
    });
    await expectRefusedUnchanged(buyer, 'noOpenCases');
  });
});

describe('close account: success', () => {
  it('closes, erases the personal data, ends every session, keeps the orders and frees the e-mail', async () => {
    const client = t.client();
    const registered = await registerMember(client, { email: 'leaving@example.com' });
    const leaving: SignedIn = { client, memberId: registered.Id };
    const otherDevice = t.client();
    expect((await otherDevice.post('/api/auth/sign-in', { Type: 0, Account: 'leaving@example.com', Password: strongPassword })).status).toBe(200);
    const seller = await member({ isSeller: true });
    const order = await insertSale(t, { buyer: leaving, seller, status: 5, title: 'Kept for the books' });
    const watched = await listItem(t, seller);
    expect((await leaving.client.put(`/api/watch/${watched}`)).status).toBe(200);
    await t.database.db.insert(addresses).values({
      memberId: leaving.memberId, userName: 'Lea', country: 'US', streetAddress: '1 Main St', city: 'Reno', zipCode: '89501', phone: '5551234567',
    });
    await t.database.db.insert(savedSearches).values({ memberId: leaving.memberId, query: 'q=pikachu', showValue: 'pikachu', imgUrl: '' });

    const response = await close(leaving);
    expect(response.status, JSON.stringify(response.body)).toBe(204);

    expect((await leaving.client.get('/api/me')).status).toBe(401);
    expect((await otherDevice.get('/api/me')).status).toBe(401);
    const db = t.database.db;
    const [row] = await db.select().from(members).where(eq(members.id, leaving.memberId));
    expect(row).toMatchObject({ status: -1, nickname: `closed-${leaving.memberId}`, email: null, telPhone: null, headPortrait: '' });
    expect(row!.closedAt).not.toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.memberId, leaving.memberId))).toEqual([]);
    expect(await db.select().from(addresses).where(eq(addresses.memberId, leaving.memberId))).toEqual([]);
    expect(await db.select().from(watches).where(eq(watches.memberId, leaving.memberId))).toEqual([]);
    expect(await db.select().from(savedSearches).where(eq(savedSearches.memberId, leaving.memberId))).toEqual([]);

    const sales = await seller.client.get('/api/seller/sales?tab=3');
    expect(sales.status).toBe(200);
    const sale = (sales.body.data as { Code: string; BuyerName: string }[]).find((s) => s.Code === order.code);
    expect(sale?.BuyerName).toBe(`closed-${leaving.memberId}`);

    const signIn = await t.client().post('/api/auth/sign-in', { Type: 0, Account: 'leaving@example.com', Password: strongPassword });
    expect(signIn.status).toBe(400);
    expect(signIn.body.error.code).toBe('CREDENTIALS_INCORRECT');
    t.clock.advance(10 * 60_000); // past the code request's cooldown for the address
    const again = await registerMember(t.client(), { email: 'leaving@example.com' });
    expect(again.Id).not.toBe(leaving.memberId);
  });

  it('keeps the tombstone name unique when a member already calls themselves closed-<id>', async () => {
    const buyer = await member();
    await createTrader(t, { nickname: `closed-${buyer.memberId}` });
    expect((await close(buyer)).status).toBe(204);
    const [row] = await t.database.db.select({ nickname: members.nickname }).from(members).where(eq(members.id, buyer.memberId));
    expect(row!.nickname).toMatch(new RegExp(`^closed-${buyer.memberId}-[0-9a-z]+$`));
  });

  it('closes once when two requests arrive together; the other gets 401 or 409', async () => {
    const buyer = await member();
    const answers = await Promise.all([close(buyer), close(buyer)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(204);
    expect([401, 409]).toContain(statuses[1]);
    const [row] = await t.database.db.select({ status: members.status }).from(members).where(eq(members.id, buyer.memberId));
    expect(row!.status).toBe(-1);
  });
});
