import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { commodities, notifications, offers, orders, outbox } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { answerOffer, listOfferItem, sendOffer } from '../testing/offer-fixtures';
import type { SignedIn } from '../testing/demo-members';
import { createSession } from '../services/accounts/create-session';
import { SESSION_COOKIE } from '../http/session';
import { SendType } from '../../src/domain/member/notification-types';
import { runOnce as expireOffers } from '../jobs/expire-offers';
import { runOnce as sendOfferNotifications } from '../jobs/offer-notifications';
import { runOnce as sendBidNotifications } from '../jobs/bid-notifications';

let t: TestApp;
let seller: SignedIn;
const db = () => t.database.db;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
  seller = await createTrader(t, { isSeller: true });
});
afterAll(() => t?.close());

let buyer: SignedIn & { nickname: string };
beforeEach(async () => {
  buyer = await createTrader(t);
});

const eventsFor = (kind: string) => db().select().from(outbox).where(eq(outbox.kind, kind));
const offerEvents = async (offerIds: number[]) =>
  (await db().select().from(outbox).where(inArray(outbox.kind, ['offer.received', 'offer.accepted', 'offer.declined', 'offer.countered', 'offer.expired'])))
    .filter((e) => offerIds.includes((e.payload as { offerId: number }).offerId))
    .map((e) => [e.kind, (e.payload as { memberId: number }).memberId]);
const ordersOf = (commodityId: number) => db().select().from(orders).where(eq(orders.commodityId, commodityId));
const statusOf = async (commodityId: number) => (await db().select({ s: commodities.status }).from(commodities).where(eq(commodities.id, commodityId)))[0]!.s;

/** A second browser signed in as the same member. */
async function secondSession(member: SignedIn): Promise<SignedIn> {
  const client = t.client();
  const { token } = await createSession({ db: db(), clock: t.clock }, member.memberId);
  client.setCookie(SESSION_COOKIE, token);
  return { ...member, client };
}

describe('making an offer', () => {
  it('sends visitors to sign in and refuses bad input with the messages, recording nothing', async () => {
    const id = await listOfferItem(t, seller);
    expect((await t.client().post('/api/offers', { CommodityID: id, Price: 5_000 })).status).toBe(401);
    expect((await t.client().get(`/api/items/${id}/offers`)).status).toBe(401);
    const zero = await sendOffer(buyer, id, 0);
    expect(zero.status).toBe(400);
    expect(zero.body.error).toMatchObject({ code: 'OFFER_PRICE_REQUIRED', message: 'Please enter your offer' });
    const long = await sendOffer(buyer, id, 5_000, 'x'.repeat(251));
    expect(long.body.error).toMatchObject({ code: 'OFFER_REMARK_TOO_LONG', message: 'The message can be at most 250 characters' });
    const atPrice = await sendOffer(buyer, id, 10_000);
    expect(atPrice.status).toBe(409);
    expect(atPrice.body.error).toEqual({
      code: 'OFFER_NOT_BELOW_PRICE',
      message: 'Your offer must be below the Buy It Now price. To pay that price, please buy it now.',
      field: 'Price',
    });
    expect(await db().select().from(offers).where(eq(offers.commodityId, id))).toEqual([]);
  });

  it('applies the trade gate (own item, verification) and allows offers only on buy-now listings with offers on', async () => {
    const id = await listOfferItem(t, seller);
    expect((await sendOffer(seller, id, 5_000)).body.error).toEqual({ code: 'OWN_ITEM', message: 'You cannot buy your own item' });
    const unverified = await createTrader(t, { verifyStatus: 0 });
    expect((await sendOffer(unverified, id, 5_000)).body.error.code).toBe('VERIFY_REQUIRED');
    const noOffers = await listOfferItem(t, seller, { Bargain: false });
    const refused = await sendOffer(buyer, noOffers, 5_000);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'OFFERS_NOT_ALLOWED', message: 'This item does not accept offers' });
    expect((await sendOffer(buyer, 99_999_999, 5_000)).status).toBe(404);
  });

  it('waits 48 hours for the seller, one waiting offer at a time, at most 3 offers; tells the seller', async () => {
    const id = await listOfferItem(t, seller);
    const first = await sendOffer(buyer, id, 5_000, 'Would you take 50?');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      ID: expect.any(Number), CommodityID: id, BargainType: 1, Status: 0, OrderId: null,
      ReplyDueAt: new Date(t.clock.now().getTime() + 48 * HOUR).toISOString(), OffersLeft: 2,
    });
    const pending = await sendOffer(buyer, id, 6_000);
    expect(pending.body.error).toEqual({ code: 'OFFER_PENDING', message: 'You already have an offer waiting for an answer on this item' });
    expect((await answerOffer(seller, first.body.ID, 'decline')).body.Status).toBe(3);
    const second = await sendOffer(buyer, id, 6_000);
    expect(second.body.OffersLeft).toBe(1);
    await answerOffer(seller, second.body.ID, 'decline');
    const third = await sendOffer(buyer, id, 7_000);
    expect(third.body.OffersLeft).toBe(0);
    await answerOffer(seller, third.body.ID, 'decline');
    const fourth = await sendOffer(buyer, id, 8_000);
    expect(fourth.status).toBe(409);
    expect(fourth.body.error).toEqual({ code: 'OFFER_LIMIT', message: 'You can make at most 3 offers on this item' });
    expect(await offerEvents([first.body.ID])).toEqual([
      ['offer.received', seller.memberId],
      ['offer.declined', buyer.memberId],
    ]);

    const history = await buyer.client.get(`/api/items/${id}/offers`);
    expect(history.body).toMatchObject({ FrequencyCount: 3, OffersLeft: 0, Waiting: null, OrderId: null });
    expect(history.body.List.map((r: { US_Price: number; Status: number }) => [r.US_Price, r.Status])).toEqual([[7_000, 3], [6_000, 3], [5_000, 3]]);
    expect(history.body.List[2]).toMatchObject({ Remark: 'Would you take 50?', RealName: buyer.nickname, BargainType: 1, IsMine: true });
  });

  it("records an offer below the listing's minimum as declined at once", async () => {
    const id = await listOfferItem(t, seller, { minCents: 6_000 });
    const low = await sendOffer(buyer, id, 5_999);
    expect(low.status).toBe(201);
    expect(low.body).toMatchObject({ Status: 3, OrderId: null, OffersLeft: 2 });
    expect(await offerEvents([low.body.ID])).toEqual([['offer.declined', buyer.memberId]]);
    // Declined, so the buyer may offer again at once; at the minimum it waits for the seller.
    expect((await sendOffer(buyer, id, 6_000)).body).toMatchObject({ Status: 0, OffersLeft: 1 });
  });

  it('accepts an offer at the auto-accept price at once: one order, the item sold, the other waiting offers declined', async () => {
    const id = await listOfferItem(t, seller, { autoAcceptCents: 9_000 });
    const other = await createTrader(t);
    const waiting = await sendOffer(other, id, 5_000);
    const auto = await sendOffer(buyer, id, 9_000);
    expect(auto.status).toBe(201);
    expect(auto.body).toMatchObject({ Status: 1, OrderId: expect.any(Number) });
    const [order, ...more] = await ordersOf(id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({ id: auto.body.OrderId, source: 'offer', offerId: auto.body.ID, buyerMemberId: buyer.memberId, itemCents: 9_000, orderStatus: 1 });
    expect(order!.payDueAt.getTime()).toBe(t.clock.now().getTime() + 48 * HOUR);
    expect(await statusOf(id)).toBe(-2);
    expect((await db().select().from(offers).where(eq(offers.id, waiting.body.ID)))[0]!.status).toBe(3);
    expect(await offerEvents([auto.body.ID, waiting.body.ID])).toEqual([
      ['offer.received', seller.memberId],
      ['offer.accepted', buyer.memberId],
      ['offer.declined', other.memberId],
    ]);
    const sold = await sendOffer(await createTrader(t), id, 5_000);
    expect(sold.body.error).toEqual({ code: 'ITEM_SOLD', message: 'This item has been sold' });

    const history = await buyer.client.get(`/api/items/${id}/offers`);
    expect(history.body).toMatchObject({ OrderId: auto.body.OrderId, OrderUnpaid: true, Item: { ID: id, Status: -2 } });
  });
});

describe("the seller's answers", () => {
  it('accept makes the order and sells the item; only the seller may answer, once', async () => {
    const id = await listOfferItem(t, seller);
    const offer = await sendOffer(buyer, id, 7_500);
    expect((await answerOffer(buyer, offer.body.ID, 'accept')).status).toBe(404);
    const stranger = await createTrader(t, { isSeller: true });
    expect((await answerOffer(stranger, offer.body.ID, 'accept')).body.error.code).toBe('OFFER_NOT_FOUND');
    const accepted = await answerOffer(seller, offer.body.ID, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ ID: offer.body.ID, Status: 1, OrderId: expect.any(Number) });
    expect((await ordersOf(id)).map((o) => [o.source, o.itemCents, o.offerId])).toEqual([['offer', 7_500, offer.body.ID]]);
    expect(await statusOf(id)).toBe(-2);
    const again = await answerOffer(seller, offer.body.ID, 'decline');
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'OFFER_CLOSED', message: 'This offer has already been answered or has expired' });
  });

  it('counter: the offer is countered, the buyer has 48 hours and can accept it into an order or decline it', async () => {
    const id = await listOfferItem(t, seller);
    const offer = await sendOffer(buyer, id, 5_000);
    const badCounter = await seller.client.post(`/api/seller/offers/${offer.body.ID}/counter`, { Price: 10_000 });
    expect(badCounter.body.error.code).toBe('COUNTER_PRICE_INVALID');
    const counter = await seller.client.post(`/api/seller/offers/${offer.body.ID}/counter`, { Price: 8_000, Remark: 'Meet me at 80' });
    expect(counter.status).toBe(200);
    expect(counter.body).toMatchObject({ BargainType: 2, Status: 0, OffersLeft: 2 });
    expect((await db().select().from(offers).where(eq(offers.id, offer.body.ID)))[0]!.status).toBe(5);
    expect(await offerEvents([counter.body.ID])).toEqual([['offer.countered', buyer.memberId]]);
    // A waiting counter-offer holds a new offer back; the seller cannot accept their own counter.
    expect((await sendOffer(buyer, id, 6_000)).body.error.code).toBe('OFFER_PENDING');
    expect((await answerOffer(seller, counter.body.ID, 'accept')).status).toBe(404);

    const history = await buyer.client.get(`/api/items/${id}/offers`);
    expect(history.body.Waiting).toMatchObject({ ID: counter.body.ID, BargainType: 2, US_Price: 8_000, Remark: 'Meet me at 80', ParentOfferID: offer.body.ID, IsMine: false });

    const accepted = await answerOffer(buyer, counter.body.ID, 'accept', 'buyer');
    expect(accepted.body).toMatchObject({ Status: 1, OrderId: expect.any(Number) });
    expect((await ordersOf(id)).map((o) => [o.buyerMemberId, o.itemCents, o.offerId])).toEqual([[buyer.memberId, 8_000, counter.body.ID]]);

    const id2 = await listOfferItem(t, seller);
    const offer2 = await sendOffer(buyer, id2, 5_000);
    const counter2 = await seller.client.post(`/api/seller/offers/${offer2.body.ID}/counter`, { Price: 9_000 });
    expect((await answerOffer(buyer, counter2.body.ID, 'decline', 'buyer')).body.Status).toBe(3);
    expect(await statusOf(id2)).toBe(1);
    expect((await sendOffer(buyer, id2, 7_000)).body).toMatchObject({ Status: 0, OffersLeft: 1 });
  });
});

describe('races and deadlines', () => {
  it('two sessions of the seller accepting at once, and a double click, give exactly one order', async () => {
    const id = await listOfferItem(t, seller);
    const rival = await createTrader(t);
    const mine = await sendOffer(buyer, id, 6_000);
    const theirs = await sendOffer(rival, id, 6_500);
    const other = await secondSession(seller);
    const answers = await Promise.all([
      answerOffer(seller, mine.body.ID, 'accept'),
      answerOffer(other, theirs.body.ID, 'accept'),
      answerOffer(other, mine.body.ID, 'accept'),
      answerOffer(seller, theirs.body.ID, 'accept'),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((r) => r.status !== 200)) expect(['OFFER_CLOSED', 'ITEM_SOLD']).toContain(a.body.error.code);
    expect(await ordersOf(id)).toHaveLength(1);
    const rows = await db().select({ status: offers.status }).from(offers).where(eq(offers.commodityId, id));
    expect(rows.map((r) => r.status).sort()).toEqual([1, 3]);
  });

  it('expires unanswered offers after 48 hours exactly once with two sweepers; an answer after that is refused', async () => {
    const id = await listOfferItem(t, seller);
    const buyers = [buyer, await createTrader(t), await createTrader(t)];
    const made = await Promise.all(buyers.map((b, i) => sendOffer(b, id, 5_000 + i * 100)));
    const ids = made.map((m) => m.body.ID as number);
    t.clock.advance(48 * HOUR - 1);
    expect(await expireOffers(t.app.ctx)).toEqual({ expired: 0 });
    t.clock.advance(1);
    // Past due but not swept yet: the history already shows it expired, and it cannot be accepted.
    expect((await buyer.client.get(`/api/items/${id}/offers`)).body.List[0].Status).toBe(4);
    expect((await answerOffer(seller, ids[0]!, 'accept')).body.error.code).toBe('OFFER_CLOSED');
    const due = await db().select({ id: offers.id }).from(offers).where(eq(offers.status, 0));
    const [a, b] = await Promise.all([expireOffers(t.app.ctx), expireOffers(t.app.ctx)]);
    expect(a.expired + b.expired).toBe(due.length);
    expect((await db().select({ s: offers.status }).from(offers).where(inArray(offers.id, ids))).map((r) => r.s)).toEqual([4, 4, 4]);
    expect(await expireOffers(t.app.ctx)).toEqual({ expired: 0 });
    const expired = await eventsFor('offer.expired');
    expect(expired.filter((e) => ids.includes((e.payload as { offerId: number }).offerId))).toHaveLength(3);
    expect(await ordersOf(id)).toEqual([]);
    expect(await statusOf(id)).toBe(1);
  });
});

describe('offer notifications', () => {
  it('writes one Offer-tab notice per event for the right member, however often it runs, and leaves bid events alone', async () => {
    await db().update(outbox).set({ processedAt: t.clock.now() });
    const id = await listOfferItem(t, seller);
    const offer = await sendOffer(buyer, id, 5_000);
    const counter = await seller.client.post(`/api/seller/offers/${offer.body.ID}/counter`, { Price: 8_000 });
    await answerOffer(buyer, counter.body.ID, 'accept', 'buyer');

    expect(await sendBidNotifications(t.app.ctx)).toEqual({ events: 0, notifications: 0 });
    const [first, second] = await Promise.all([sendOfferNotifications(t.app.ctx), sendOfferNotifications(t.app.ctx)]);
    expect(first.notifications + second.notifications).toBe(3);
    const [acceptedEvent] = (await eventsFor('offer.accepted')).filter((e) => (e.payload as { commodityId: number }).commodityId === id);
    await db().update(outbox).set({ processedAt: null }).where(eq(outbox.id, acceptedEvent!.id));
    expect(await sendOfferNotifications(t.app.ctx)).toMatchObject({ notifications: 0 });

    const notes = await db()
      .select({ memberId: notifications.memberId, sendType: notifications.sendType, title: notifications.title, body: notifications.body, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.relationId, id)))
      // By event: the two consumers ran at once, so the rows' own ids may come in either order.
      .orderBy(notifications.sourceEventId);
    expect(notes.map((n) => [n.memberId, n.sendType, n.title])).toEqual([
      [seller.memberId, SendType.Offer, 'New offer on Offer card'],
      [buyer.memberId, SendType.Offer, 'The seller made you a counter-offer: Offer card'],
      [buyer.memberId, SendType.Offer, 'Your offer has been accepted: Offer card'],
    ]);
    const [order] = await ordersOf(id);
    expect(notes[2]!.body).toContain(`/pay/checkout/${order!.id}`);
    // The seller answers on the seller site.
    expect(notes.map((n) => n.link)).toEqual(['/seller/offers', null, null]);
  });
});
