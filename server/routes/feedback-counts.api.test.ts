/**
 * A member's record wherever a buyer decides (issue 27 item 7): the store header, the sellers list,
 * the item page's seller box, the bid history (and the live hub's bid rows) and the watch list show
 * the feedback counters that leaving feedback moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stores } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, holdDepositOk, listItem, seedReference } from '../testing/trade-helpers';
import { shippedOrder, type PaidOrder, type Trader } from '../testing/shipped-order';
import { readLiveBidState } from '../hub/live-bid-state';

let t: TestApp;
let seller: Trader;
let buyer: Trader;
let storeId: number;
let auctionId: number;

const base = (order: PaidOrder) => `/api/${order.kind === 'order' ? 'orders' : 'store-orders'}/${order.id}`;

async function finishWithFeedback(order: PaidOrder, fromBuyer: 1 | 2, fromSeller?: 1 | 2) {
  expect((await order.buyer.client.post(`${base(order)}/receive`)).status).toBe(200);
  expect((await order.buyer.client.post(`${base(order)}/feedback`, { AppraisalStatus: fromBuyer, AppraisalContent: 'About the seller' })).status).toBe(200);
  if (fromSeller) {
    expect((await order.seller.client.post(`${base(order)}/feedback`, { AppraisalStatus: fromSeller, AppraisalContent: 'About the buyer' })).status).toBe(200);
  }
}

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
  seller = await createTrader(t, { isSeller: true, nickname: 'CountedSeller' });
  buyer = await createTrader(t, { nickname: 'CountedBuyer' });
  // The seller: one positive (a card order) and one negative (a store order); the buyer: one positive.
  await finishWithFeedback(await shippedOrder(t, 'order', { seller, buyer }), 1, 1);
  await finishWithFeedback(await shippedOrder(t, 'store_order', { seller }), 2);
  const [store] = await t.database.db.select({ id: stores.id }).from(stores).where(eq(stores.sellerMemberId, seller.memberId));
  storeId = store!.id;

  auctionId = await listItem(t, seller, { Title: 'Counted auction' });
  await holdDepositOk(buyer, auctionId);
  const item = await buyer.client.get(`/api/items/${auctionId}`);
  const bid = await buyer.client.post(`/api/items/${auctionId}/bids`, { Price: item.body.MinNextBid });
  expect(bid.status, JSON.stringify(bid.body)).toBe(200);
  expect((await buyer.client.put(`/api/watch/${auctionId}`)).status).toBe(200);
});
afterAll(() => t?.close());

describe("the seller's record where a buyer decides", () => {
  it('shows in the store header and in the sellers list', async () => {
    const header = await t.client().get(`/api/stores/${storeId}`);
    expect(header.status).toBe(200);
    expect(header.body).toMatchObject({ SellerId: seller.memberId, SellFavorableCount: 1, SellNegativeCount: 1 });
    const listed = await t.client().get('/api/stores');
    expect(listed.body.data.find((s: { Id: number }) => s.Id === storeId)).toMatchObject({ SellFavorableCount: 1, SellNegativeCount: 1 });
  });

  it("shows in the item page's seller box", async () => {
    const page = await t.client().get(`/api/items/${auctionId}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ SellUserID: seller.memberId, SellFavorableCount: 1, SellNegativeCount: 1 });
  });

  it("shows in the watch list's rows, as a seller and as a buyer", async () => {
    const watched = await buyer.client.get('/api/watch');
    expect(watched.status).toBe(200);
    expect(watched.body.data).toEqual([
      expect.objectContaining({ ID: auctionId, ReceiveUserID: seller.memberId, SellFavorableCount: 1, SellNegativeCount: 1, BuyFavorableCount: 0, BuyNegativeCount: 0 }),
    ]);
  });
});

describe("the bidder's record in the bid history", () => {
  it("shows the buyer's positive count on the item page, the bid history and the live hub's rows", async () => {
    const page = await t.client().get(`/api/items/${auctionId}`);
    expect(page.body.Auctions).toEqual([expect.objectContaining({ BuyFavorableCount: 1 })]);
    const history = await t.client().get(`/api/items/${auctionId}/bids`);
    expect(history.status).toBe(200);
    expect(history.body.List).toEqual([expect.objectContaining({ BuyFavorableCount: 1 })]);
    const live = await readLiveBidState(t.database.db, auctionId, 3, []);
    expect(live!.bids.map((b) => b.buyFavorableCount)).toEqual([1]);
  });
});
