import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addresses, chpLedger, commodities, members, orders } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { categoryPath, createTrader, ledgerOf, listItem, seedReference } from '../testing/trade-helpers';
import type { SignedIn } from '../testing/demo-members';
import { getChpBalance } from '../services/chp/get-chp-balance';

let t: TestApp;
let seller: SignedIn;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
  seller = await createTrader(t, { isSeller: true });
});
afterAll(() => t?.close());

const holds = (memberId: number, itemId: number) =>
  db().select().from(chpLedger).where(and(eq(chpLedger.memberId, memberId), eq(chpLedger.reference, `commodity:${itemId}`), eq(chpLedger.kind, 'hold')));

describe('the gate before bidding', () => {
  it('answers 401 to visitors on the deposit and bid routes', async () => {
    const id = await listItem(t, seller);
    const visitor = t.client();
    expect((await visitor.get(`/api/items/${id}/deposit`)).status).toBe(401);
    expect((await visitor.post(`/api/items/${id}/deposit`)).status).toBe(401);
    expect((await visitor.post(`/api/items/${id}/bids`, { Price: 1_000 })).status).toBe(401);
  });

  it('refuses in the spec order: verification, phone, address, own item, unpaid order; each without a field', async () => {
    // A seller with nothing set up, bidding on their own item, with an unpaid order past its due time.
    const member = await createTrader(t, { isSeller: true, verifyStatus: 0, phone: false, address: false });
    const own = await listItem(t, member);
    const other = await listItem(t, seller);
    const due = new Date(t.clock.now().getTime() - 60_000);
    await db().insert(orders).values({ code: `GATE${member.memberId}`, buyerMemberId: member.memberId, sellerMemberId: seller.memberId, commodityId: other, source: 'buynow', itemCents: 1_000, totalCents: 1_050, payDueAt: due });

    const refusal = async (id: number) => {
      const [deposit, bid] = [await member.client.post(`/api/items/${id}/deposit`), await member.client.post(`/api/items/${id}/bids`, { Price: 5_000 })];
      expect(deposit.status).toBe(403);
      expect(bid.body).toEqual(deposit.body);
      expect(deposit.body.error.field).toBeUndefined();
      return deposit.body.error;
    };
    expect(await refusal(own)).toEqual({ code: 'VERIFY_REQUIRED', message: 'For the safety of your transactions, please verify your identity first' });
    await db().update(members).set({ verifyStatus: 2 }).where(eq(members.id, member.memberId));
    expect(await refusal(own)).toEqual({ code: 'PHONE_NOT_SET', message: 'Please set your Phone number!' });
    await db().update(members).set({ areaCode: '1', telPhone: `55501${member.memberId}` }).where(eq(members.id, member.memberId));
    expect(await refusal(own)).toEqual({ code: 'ADDRESS_NOT_SET', message: 'You have not set your shipping address!' });
    await db().insert(addresses).values({ memberId: member.memberId, userName: 'Pat', country: 'US', streetAddress: '2 Main St', city: 'Austin', zipCode: '73301', phone: '5125550100' });
    expect(await refusal(own)).toEqual({ code: 'OWN_ITEM', message: 'You cannot buy your own item' });
    expect((await refusal(other)).code).toBe('UNPAID_ORDER');

    // An unpaid order still within its time does not block; a paid one never does.
    await db().update(orders).set({ payDueAt: new Date(t.clock.now().getTime() + 60_000) }).where(eq(orders.buyerMemberId, member.memberId));
    expect((await member.client.post(`/api/items/${other}/bids`, { Price: 5_000 })).body.error.code).toBe('DEPOSIT_REQUIRED');
    await db().update(orders).set({ payDueAt: due, orderStatus: 2 }).where(eq(orders.buyerMemberId, member.memberId));
    expect((await member.client.post(`/api/items/${other}/deposit`)).status).toBe(200);
  });
});

describe('the CHP deposit', () => {
  it('shows the deposit, the spendable balance and whether it is held, then holds it once', async () => {
    const id = await listItem(t, seller, { Price: 12_345 });
    const bidder = await createTrader(t, { chpCents: 5_000 });
    const check = await bidder.client.get(`/api/items/${id}/deposit`);
    // 10% of 123.45, rounded up to a whole CHP.
    expect(check.body).toEqual({ DepositNum: 13, SumMoney: 5_000, InAuction: false });

    const held = await bidder.client.post(`/api/items/${id}/deposit`);
    expect(held.status).toBe(200);
    expect(held.body).toEqual({ DepositNum: 13, SumMoney: 3_700, InAuction: true });
    expect((await bidder.client.get(`/api/items/${id}/deposit`)).body).toEqual({ DepositNum: 13, SumMoney: 3_700, InAuction: true });
    expect(await holds(bidder.memberId, id)).toMatchObject([{ amountCents: 1_300, reference: `commodity:${id}` }]);
    expect((await bidder.client.get('/api/me')).body.SumMoney).toBe(3_700);
  });

  it('holds once for a double click and a replay', async () => {
    const id = await listItem(t, seller);
    const bidder = await createTrader(t, { chpCents: 5_000 });
    const replies = await Promise.all([1, 2, 3].map(() => bidder.client.post(`/api/items/${id}/deposit`)));
    const again = await bidder.client.post(`/api/items/${id}/deposit`);
    for (const reply of [...replies, again]) expect(reply.body).toEqual({ DepositNum: 1, SumMoney: 4_900, InAuction: true });
    expect(await holds(bidder.memberId, id)).toHaveLength(1);
    expect(await ledgerOf(t, bidder.memberId)).toMatchObject({ hold: 100, balance: 4_900 });
  });

  it('refuses with CHP_INSUFFICIENT when the balance is short, and holds nothing', async () => {
    const id = await listItem(t, seller, { DepositNum: 10 });
    const bidder = await createTrader(t, { chpCents: 999 });
    const response = await bidder.client.post(`/api/items/${id}/deposit`);
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({ code: 'CHP_INSUFFICIENT', message: 'Your CHP balance is not enough for the deposit. Please charge first.' });
    expect(await holds(bidder.memberId, id)).toHaveLength(0);
  });

  it('never spends the same CHP on two deposits held at the same time', async () => {
    const [first, second] = [await listItem(t, seller, { DepositNum: 6 }), await listItem(t, seller, { DepositNum: 6 })];
    const bidder = await createTrader(t, { chpCents: 1_000 });
    const replies = await Promise.all([first, second].map((id) => bidder.client.post(`/api/items/${id}/deposit`)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const ledger = await ledgerOf(t, bidder.memberId);
    expect(ledger).toMatchObject({ hold: 600, balance: 400 });
    expect(await getChpBalance(db(), bidder.memberId)).toBe(ledger.balance);
  });

  it('takes deposits for live auctions only', async () => {
    const bidder = await createTrader(t);
    const buyNow = await listItem(t, seller, { ByWay: 1 });
    expect((await bidder.client.post(`/api/items/${buyNow}/deposit`)).body.error.code).toBe('NOT_AN_AUCTION');
    const soon = await listItem(t, seller, { StartsAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString() });
    expect((await bidder.client.post(`/api/items/${soon}/deposit`)).body.error.code).toBe('AUCTION_NOT_STARTED');
    const ended = await listItem(t, seller);
    await db().update(commodities).set({ status: -1 }).where(eq(commodities.id, ended));
    const response = await bidder.client.post(`/api/items/${ended}/deposit`);
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('AUCTION_ENDED');
    expect((await bidder.client.post('/api/items/999999/deposit')).status).toBe(404);
    expect((await bidder.client.get('/api/items/999999/deposit')).body.error.code).toBe('LISTING_NOT_FOUND');
  });
});

describe('the seller API for auctions', () => {
  it('takes a deposit, an extended-bidding window and a length in minutes, for auctions only', async () => {
    const id = await listItem(t, seller, { DepositNum: 25, ExtendedBiddingSeconds: 90, DurationMinutes: 15 });
    const [row] = await db().select().from(commodities).where(eq(commodities.id, id));
    expect(row).toMatchObject({ depositNum: 25, extendedBiddingSeconds: 90 });
    expect(row!.endsAt!.getTime() - row!.startsAt.getTime()).toBe(15 * 60_000);

    const base = { Title: 'Buy now card', ByWay: 1, Price: 1_000, ...(await categoryPath(t)) };
    for (const extra of [{ DepositNum: 5 }, { ExtendedBiddingSeconds: 60 }]) {
      expect((await seller.client.post('/api/seller/listings', { ...base, ...extra })).status).toBe(400);
    }
    for (const extra of [{ ExtendedBiddingSeconds: 29 }, { DepositNum: 0 }, { DurationMinutes: 20_161 }]) {
      expect((await seller.client.post('/api/seller/listings', { ...base, ByWay: 2, ...extra })).status).toBe(400);
    }
    // Without the new fields a listing is made as before: 7 days, 10% deposit, no soft close.
    const plain = await listItem(t, seller, { DurationMinutes: undefined, Price: 2_000 });
    const [plainRow] = await db().select().from(commodities).where(eq(commodities.id, plain));
    expect(plainRow).toMatchObject({ depositNum: 2, extendedBiddingSeconds: null });
    expect(plainRow!.endsAt!.getTime() - plainRow!.startsAt.getTime()).toBe(7 * 86_400_000);
  });
});
