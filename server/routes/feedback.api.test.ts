/**
 * Feedback (spec 3 "Feedback / Appraisal", "Feedback list"; spec 2 section 5): once per finished
 * order and side, 1-100 characters; the counters move with the rows; anyone reads a member's list.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feedback, members, orders } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { outboxKinds } from '../testing/payment-helpers';
import { expectLedgerBalanced } from '../testing/ledger-balance';
import { paidMarketplaceOrder, shippedOrder, type PaidOrder, type Trader } from '../testing/shipped-order';
import type { FeedbackListReply, OrderFeedbackReply } from '../../src/domain/feedback/feedback.schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

const base = (order: Pick<PaidOrder, 'kind' | 'id'>) => `/api/${order.kind === 'order' ? 'orders' : 'store-orders'}/${order.id}`;
const positive = (text = 'Fast shipping, card as described') => ({ AppraisalStatus: 1, AppraisalContent: text });
const negative = (text = 'Slow to ship') => ({ AppraisalStatus: 2, AppraisalContent: text });

async function finishedOrder(kind: PaidOrder['kind'], parties: { seller?: Trader; buyer?: Trader } = {}): Promise<PaidOrder> {
  const order = await shippedOrder(t, kind, parties);
  const received = await order.buyer.client.post(`${base(order)}/receive`);
  expect(received.status, JSON.stringify(received.body)).toBe(200);
  return order;
}

async function countersOf(memberId: number) {
  const [row] = await t.database.db
    .select({ buyPos: members.buyFavorableCount, buyNeg: members.buyNegativeCount, sellPos: members.sellFavorableCount, sellNeg: members.sellNegativeCount })
    .from(members)
    .where(eq(members.id, memberId));
  return row!;
}

describe('leaving feedback', () => {
  it('takes one from each side of a finished order: the buyer on the seller, the seller on the buyer, and moves their counters', async () => {
    for (const kind of ['order', 'store_order'] as const) {
      const order = await finishedOrder(kind);
      const fromBuyer = await order.buyer.client.post(`${base(order)}/feedback`, positive('  Great seller, well packed  '));
      expect(fromBuyer.status, JSON.stringify(fromBuyer.body)).toBe(200);
      expect(fromBuyer.body).toEqual({ ID: expect.any(Number) });
      const fromSeller = await order.seller.client.post(`${base(order)}/feedback`, negative('Paid late'));
      expect(fromSeller.status, JSON.stringify(fromSeller.body)).toBe(200);

      expect(await countersOf(order.seller.memberId)).toEqual({ buyPos: 0, buyNeg: 0, sellPos: 1, sellNeg: 0 });
      expect(await countersOf(order.buyer.memberId)).toEqual({ buyPos: 0, buyNeg: 1, sellPos: 0, sellNeg: 0 });

      // Both sides read both; the text was trimmed; the item is the order's (a store order's first line).
      for (const reader of [order.buyer, order.seller]) {
        const read = await reader.client.get<OrderFeedbackReply>(`${base(order)}/feedback`);
        expect(read.status).toBe(200);
        expect(read.headers.get('cache-control')).toBe('private, no-store');
        expect(read.body.AboutSeller).toMatchObject({
          ID: fromBuyer.body.ID,
          RealName: order.buyer.nickname,
          AppraisalStatus: 1,
          AppraisalType: 2,
          AppraisalContent: 'Great seller, well packed',
          CommodityID: expect.any(Number),
          Title: kind === 'order' ? 'Finished card' : 'Store card',
          CreateDate: t.clock.now().toISOString(),
        });
        expect(read.body.AboutBuyer).toMatchObject({ ID: fromSeller.body.ID, RealName: order.seller.nickname, AppraisalStatus: 2, AppraisalType: 1, AppraisalContent: 'Paid late' });
      }
      const told = (await outboxKinds(t, 'feedback.received')).map((e) => e.payload as Record<string, number>);
      const about = kind === 'order' ? { orderId: order.id } : { storeOrderId: order.id };
      expect(told.filter((p) => p.orderId === about.orderId && p.storeOrderId === about.storeOrderId).map((p) => p.memberId).sort()).toEqual(
        [order.seller.memberId, order.buyer.memberId].sort(),
      );
    }
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses a second feedback from the same side (409 FEEDBACK_ALREADY_LEFT), also when two are sent at once', async () => {
    const order = await finishedOrder('order');
    const answers = await Promise.all([
      order.buyer.client.post(`${base(order)}/feedback`, positive()),
      order.buyer.client.post(`${base(order)}/feedback`, negative()),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.code).toBe('FEEDBACK_ALREADY_LEFT');
    const later = await order.buyer.client.post(`${base(order)}/feedback`, positive());
    expect(later.status).toBe(409);
    expect(later.body.error.code).toBe('FEEDBACK_ALREADY_LEFT');
    const counters = await countersOf(order.seller.memberId);
    expect(counters.sellPos + counters.sellNeg).toBe(1);
    expect(await t.database.db.select().from(feedback)).toHaveLength(1);
    expect(await outboxKinds(t, 'feedback.received')).toHaveLength(1);
  });

  it('refuses an order not finished yet (409 ORDER_NOT_FINISHED): paid, or shipped', async () => {
    const paid = await paidMarketplaceOrder(t);
    const shipped = await shippedOrder(t, 'store_order');
    for (const order of [paid, shipped]) {
      for (const who of [order.buyer, order.seller]) {
        const early = await who.client.post(`${base(order)}/feedback`, positive());
        expect(early.status).toBe(409);
        expect(early.body.error.code).toBe('ORDER_NOT_FINISHED');
      }
    }
    expect(await t.database.db.select().from(feedback)).toHaveLength(0);
  });

  it('refuses a visitor (401) and any other member (404) for leaving and for reading', async () => {
    const order = await finishedOrder('order');
    const visitor = t.client();
    expect((await visitor.post(`${base(order)}/feedback`, positive())).status).toBe(401);
    expect((await visitor.get(`${base(order)}/feedback`)).status).toBe(401);
    const other = await createTrader(t);
    for (const answer of [await other.client.post(`${base(order)}/feedback`, positive()), await other.client.get(`${base(order)}/feedback`)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('ORDER_NOT_FOUND');
    }
    const missing = await order.buyer.client.post(`${base({ kind: 'store_order', id: order.id })}/feedback`, positive());
    expect(missing.status).toBe(404);
    expect(await t.database.db.select().from(feedback)).toHaveLength(0);
  });

  it('refuses bad input with its code: 101 characters, only spaces, no text, a status other than 1 or 2, a bad id', async () => {
    const order = await finishedOrder('order');
    const post = (body: unknown) => order.buyer.client.post(`${base(order)}/feedback`, body);
    const cases: [unknown, string][] = [
      [positive('x'.repeat(101)), 'FEEDBACK_TEXT_TOO_LONG'],
      [positive('   \n\t  '), 'FEEDBACK_TEXT_REQUIRED'],
      [positive(''), 'FEEDBACK_TEXT_REQUIRED'],
      [{ AppraisalStatus: 3, AppraisalContent: 'ok' }, 'FEEDBACK_STATUS_INVALID'],
      [{ AppraisalContent: 'ok' }, 'FEEDBACK_STATUS_INVALID'],
    ];
    for (const [body, code] of cases) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code, JSON.stringify(body)).toBe(code);
    }
    const badId = await order.buyer.client.post('/api/orders/abc/feedback', positive());
    expect(badId.status).toBe(400);
    expect(await t.database.db.select().from(feedback)).toHaveLength(0);

    // Exactly 100 characters, padded with spaces, is fine.
    const full = await post(positive(`  ${'y'.repeat(100)}  `));
    expect(full.status).toBe(200);
    const [row] = await t.database.db.select().from(feedback);
    expect(row!.content).toBe('y'.repeat(100));
  });
});

describe("a member's feedback list", () => {
  /** The list, or the error envelope on a 4xx. */
  async function list(query: string, client = t.client()) {
    return client.get<FeedbackListReply & { error: { code: string } }>(`/api/feedback?${query}`);
  }

  it('shows what a seller received, by tab, newest or oldest first, to visitors too', async () => {
    const seller = await createTrader(t, { isSeller: true, nickname: 'FeedbackSeller' });
    const buyers = [await createTrader(t), await createTrader(t), await createTrader(t)];
    const texts = ['First, positive', 'Second, negative', 'Third, positive'];
    for (const [i, buyer] of buyers.entries()) {
      const order = await finishedOrder(i === 1 ? 'store_order' : 'order', { seller, buyer });
      t.clock.advance(60_000);
      const left = await buyer.client.post(`${base(order)}/feedback`, i === 1 ? negative(texts[i]) : positive(texts[i]));
      expect(left.status).toBe(200);
    }

    const newest = await list(`member=${seller.memberId}&about=2&status=1`);
    expect(newest.status).toBe(200);
    expect(newest.body.Member).toEqual({
      ID: seller.memberId,
      RealName: 'FeedbackSeller',
      HeadPortrait: '',
      IsSeller: true,
      SellFavorableCount: 2,
      SellNegativeCount: 1,
      BuyFavorableCount: 0,
      BuyNegativeCount: 0,
    });
    expect(newest.body.count).toBe(2);
    expect(newest.body.data.map((r) => [r.AppraisalContent, r.RealName])).toEqual([
      ['Third, positive', buyers[2]!.nickname],
      ['First, positive', buyers[0]!.nickname],
    ]);
    const oldest = await list(`member=${seller.memberId}&about=2&status=1&sort=old`);
    expect(oldest.body.data.map((r) => r.AppraisalContent)).toEqual(['First, positive', 'Third, positive']);
    const negatives = await list(`member=${seller.memberId}&about=2&status=2`);
    expect(negatives.body).toMatchObject({ count: 1, data: [{ AppraisalContent: 'Second, negative', AppraisalStatus: 2, AppraisalType: 2, Title: 'Store card' }] });
    // As a buyer the seller received nothing; the default tab is about them as a seller, positive.
    expect((await list(`member=${seller.memberId}&about=1`)).body).toMatchObject({ count: 0, data: [] });
    expect((await list(`member=${seller.memberId}`)).body.count).toBe(2);
  });

  it('pages by 60', async () => {
    const order = await finishedOrder('order');
    const [{ commodityId } = { commodityId: 0 }] = await t.database.db.select({ commodityId: orders.commodityId }).from(orders).where(eq(orders.id, order.id));
    const now = t.clock.now().getTime();
    await t.database.db.insert(feedback).values(
      Array.from({ length: 61 }, (_, i) => ({
        orderKind: 'order',
        orderId: order.id + 1 + i,
        fromMemberId: order.buyer.memberId,
        toMemberId: order.seller.memberId,
        appraisalType: 2,
        appraisalStatus: 1,
        content: `Feedback ${i}`,
        commodityId,
        createdAt: new Date(now + i * 1000),
      })),
    );
    const first = await list(`member=${order.seller.memberId}&about=2&status=1`);
    expect(first.body.count).toBe(61);
    expect(first.body.data).toHaveLength(60);
    expect(first.body.data[0]!.AppraisalContent).toBe('Feedback 60');
    const second = await list(`member=${order.seller.memberId}&about=2&status=1&page=2`);
    expect(second.body.data.map((r) => r.AppraisalContent)).toEqual(['Feedback 0']);
  });

  it('answers 404 MEMBER_NOT_FOUND for no such member or a closed account, and 400 for a bad query', async () => {
    const closed = await createTrader(t);
    await t.database.db.update(members).set({ status: -1 }).where(eq(members.id, closed.memberId));
    for (const query of [`member=${closed.memberId + 1000}`, `member=${closed.memberId}`]) {
      const answer = await list(query);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: { code: 'MEMBER_NOT_FOUND' } });
    }
    for (const query of ['', 'member=abc', 'member=1&about=3', 'member=1&status=0', 'member=1&sort=best', 'member=1&page=0']) {
      const answer = await list(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code).toBe('BAD_REQUEST');
    }
  });
});
