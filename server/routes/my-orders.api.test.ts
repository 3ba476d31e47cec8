import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feedback, members, storeOrderLines, storeOrders, orders } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, listItem, seedReference } from '../testing/trade-helpers';
import { createStore, createStoreItem, type StoreItem } from '../testing/store-fixtures';
import type { SignedIn } from '../testing/demo-members';
import type { MyOrdersReply, MyStoreOrdersReply } from '../../src/domain/orders/order-list.schema';
import type { OrderPage, StoreOrderPage } from '../../src/domain/orders/order-page.schema';

let t: TestApp;
let seller: SignedIn & { nickname: string };
let storeId: number;
let storeItem: StoreItem;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
  seller = await createTrader(t, { isSeller: true, nickname: 'OrderListSeller' });
  storeId = await createStore(t, seller);
  storeItem = await createStoreItem(t, seller, storeId, [{ name: 'Near Mint', priceCents: 2_500 }]);
});
afterAll(() => t?.close());

let made = 0;
const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000);

/** A buy-now listing by the seller (default: the shared one). */
const listing = (title: string, by: SignedIn = seller) => listItem(t, by, { Title: title, ByWay: 1, Price: 4_000 });

interface OrderSpec {
  buyer: SignedIn;
  commodityId: number;
  status: number;
  /** Minutes before now it was placed (newest first in the lists). */
  age: number;
  sellerId?: number;
}

/** A marketplace order written straight to the database (the list only reads them). */
async function insertOrder({ buyer, commodityId, status, age, sellerId }: OrderSpec) {
  made += 1;
  const createdAt = minutesAgo(age);
  const [row] = await db()
    .insert(orders)
    .values({
      code: `HT${process.pid}${String(made).padStart(5, '0')}`,
      buyerMemberId: buyer.memberId,
      sellerMemberId: sellerId ?? seller.memberId,
      commodityId,
      source: 'buynow',
      orderStatus: status,
      itemCents: 4_000,
      postageCents: 500,
      serviceFeeCents: 200,
      taxCents: 300,
      totalCents: 5_000,
      consignee: 'Ann Buyer',
      nation: 'US',
      province: 'California',
      city: 'Los Angeles',
      zipCode: '90012',
      mobile: '2135550100',
      addressDetail: '1 Main Street',
      payDueAt: new Date(createdAt.getTime() + 2 * 86_400_000),
      paidAt: status >= 2 && status <= 5 ? createdAt : null,
      closedAt: status >= 6 ? createdAt : null,
      closeReason: status >= 6 ? 'unpaid' : null,
      createdAt,
    })
    .returning({ id: orders.id, code: orders.code });
  return row!;
}

async function myOrders(who: SignedIn, query: Record<string, string | number> = {}): Promise<MyOrdersReply> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await who.client.get<MyOrdersReply>(`/api/me/orders?${search.toString()}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function myStoreOrders(who: SignedIn, query: Record<string, string | number> = {}): Promise<MyStoreOrdersReply> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await who.client.get<MyStoreOrdersReply>(`/api/me/store-orders?${search.toString()}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const ids = (reply: { data: Array<{ ID: number } | { Id: number }> }) => reply.data.map((row) => ('ID' in row ? row.ID : row.Id));

describe('GET /api/me/orders', () => {
  it('puts each order in its tab, newest first, and counts every tab for the badges', async () => {
    const buyer = await createTrader(t);
    const unpaidOld = await insertOrder({ buyer, commodityId: await listing('Unpaid old card'), status: 1, age: 50 });
    const unpaidNew = await insertOrder({ buyer, commodityId: await listing('Unpaid new card'), status: 1, age: 10 });
    const paid = await insertOrder({ buyer, commodityId: await listing('Paid card'), status: 2, age: 40 });
    const shipped = await insertOrder({ buyer, commodityId: await listing('Shipped card'), status: 3, age: 30 });
    const finished = await insertOrder({ buyer, commodityId: await listing('Finished card'), status: 5, age: 20 });
    const closed = await insertOrder({ buyer, commodityId: await listing('Closed card'), status: 6, age: 5 });

    const tab1 = await myOrders(buyer);
    expect(ids(tab1)).toEqual([unpaidNew.id, unpaidOld.id]);
    expect(tab1.count).toBe(2);
    expect(tab1.Counts).toEqual({ 1: 2, 2: 1, 3: 1, 4: 0, 5: 1, 6: 2 });
    expect(ids(await myOrders(buyer, { type: 2 }))).toEqual([paid.id]);
    expect(ids(await myOrders(buyer, { type: 3 }))).toEqual([shipped.id]);
    // No cases exist yet: the dispute tab is always empty.
    expect(await myOrders(buyer, { type: 4 })).toMatchObject({ data: [], count: 0 });
    // No feedback left yet: the finished order waits for it.
    expect(ids(await myOrders(buyer, { type: 5 }))).toEqual([finished.id]);
    // Completed: finished and closed, each with its own status.
    const tab6 = await myOrders(buyer, { type: 6 });
    expect(tab6.data.map((row) => [row.ID, row.OrderStatus])).toEqual([
      [closed.id, 6],
      [finished.id, 5],
    ]);
    expect(tab6.data[0]!.ClosedAt).not.toBeNull();

    expect(tab1.data[0]).toMatchObject({
      ID: unpaidNew.id,
      Code: unpaidNew.code,
      Title: 'Unpaid new card',
      OrderStatus: 1,
      Source: 'buynow',
      USD_Price: 4_000,
      PostageMoney: 500,
      ServiceFee: 200,
      TaxPrice: 300,
      Total: 5_000,
      PaidAt: null,
      ClosedAt: null,
      SellUserID: seller.memberId,
      SellRealName: 'OrderListSeller',
      SellMemberSource: 'US',
      SellerIntegral: 0,
      SellNegativeCount: 0,
      IsAppraisal: 0,
      IsBuyAppraisal: 0,
      SRType: 0,
      SendTime: null,
      Express: null,
      ExpressCode: null,
      DeliveredAt: null,
      FinishTime: null,
      IsReceive: false,
      AutoFinishAt: null,
      Address: { Consignee: 'Ann Buyer', City: 'Los Angeles', Address: '1 Main Street' },
    });
    expect(tab1.data[0]!.PayDueAt).toBe(new Date(minutesAgo(10).getTime() + 2 * 86_400_000).toISOString());
  });

  it("never lists another member's orders, nor the seller's sales as purchases", async () => {
    const buyer = await createTrader(t);
    const other = await createTrader(t);
    const mine = await insertOrder({ buyer, commodityId: await listing('Mine'), status: 1, age: 1 });
    await insertOrder({ buyer: other, commodityId: await listing('Theirs'), status: 1, age: 2 });
    await insertOrder({ buyer: other, commodityId: await listing('Theirs too'), status: 2, age: 3 });

    expect(ids(await myOrders(buyer))).toEqual([mine.id]);
    expect((await myOrders(buyer)).Counts).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 });
    expect((await myOrders(other)).Counts).toMatchObject({ 1: 1, 2: 1 });
    const sellerView = await myOrders(seller);
    expect(sellerView.data).toEqual([]);
    expect(sellerView.Counts).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 });
  });

  it('filters by item title (case-insensitive, % and _ taken literally), order number and seller', async () => {
    const buyer = await createTrader(t);
    const otherSeller = await createTrader(t, { isSeller: true, nickname: 'Zed_Cards' });
    const percent = await insertOrder({ buyer, commodityId: await listing('Pikachu 100% Mint'), status: 1, age: 4 });
    const plain = await insertOrder({ buyer, commodityId: await listing('Pikachu 100 mint'), status: 1, age: 3 });
    const underscore = await insertOrder({ buyer, commodityId: await listing('Charizard a_b', otherSeller), status: 1, age: 2, sellerId: otherSeller.memberId });
    const lookalike = await insertOrder({ buyer, commodityId: await listing('Charizard axb'), status: 1, age: 1 });

    expect(ids(await myOrders(buyer, { title: '%' }))).toEqual([percent.id]);
    expect(ids(await myOrders(buyer, { title: '_' }))).toEqual([underscore.id]);
    expect(ids(await myOrders(buyer, { title: 'MINT' }))).toEqual([plain.id, percent.id]);
    expect(ids(await myOrders(buyer, { title: '  ' }))).toEqual([lookalike.id, underscore.id, plain.id, percent.id]);
    expect(ids(await myOrders(buyer, { orderNo: plain.code }))).toEqual([plain.id]);
    expect(ids(await myOrders(buyer, { orderNo: plain.code.slice(-5).toLowerCase() }))).toEqual([plain.id]);
    expect(ids(await myOrders(buyer, { seller: 'zed_' }))).toEqual([underscore.id]);
    expect(ids(await myOrders(buyer, { seller: 'orderlist', title: 'charizard' }))).toEqual([lookalike.id]);
    const none = await myOrders(buyer, { title: 'no such card' });
    expect(none.data).toEqual([]);
    expect(none.count).toBe(0);
    // The badges count the tabs, not the filtered rows.
    expect(none.Counts[1]).toBe(4);
    // Filters apply in the other tabs too.
    expect(ids(await myOrders(buyer, { type: 2, title: 'Pikachu' }))).toEqual([]);
  });

  it('pages 60 at a time, newest first', async () => {
    const buyer = await createTrader(t);
    const commodityId = await listing('Paged card');
    // Closed buy-now orders may share a listing; each placed a minute before the next.
    const placed: number[] = [];
    for (let n = 0; n < 61; n++) placed.push((await insertOrder({ buyer, commodityId, status: 6, age: 100 - n })).id);
    const newestFirst = [...placed].reverse();

    const first = await myOrders(buyer, { type: 6 });
    expect(first.count).toBe(61);
    expect(ids(first)).toEqual(newestFirst.slice(0, 60));
    const second = await myOrders(buyer, { type: 6, page: 2 });
    expect(second.count).toBe(61);
    expect(ids(second)).toEqual([placed[0]]);
    const past = await myOrders(buyer, { type: 6, page: 3 });
    expect(past).toMatchObject({ data: [], count: 61 });
    expect(past.Counts[6]).toBe(61);
  });

  it('is for members only and checks the tab', async () => {
    expect((await t.client().get('/api/me/orders')).status).toBe(401);
    const buyer = await createTrader(t);
    expect((await buyer.client.get('/api/me/orders?type=7')).status).toBe(400);
    expect((await buyer.client.get('/api/me/orders?type=0')).status).toBe(400);
    expect((await buyer.client.get('/api/me/orders?page=0')).status).toBe(400);
    expect((await buyer.client.get(`/api/me/orders?title=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

interface StoreOrderSpec {
  buyer: SignedIn;
  status: number;
  age: number;
  lines?: Array<{ title: string; quantity?: number; price?: number }>;
  postageType?: number;
}

/** A store order with its lines written straight to the database. */
async function insertStoreOrder({ buyer, status, age, lines = [{ title: 'Store card' }], postageType = 3 }: StoreOrderSpec) {
  made += 1;
  const createdAt = minutesAgo(age);
  const items = lines.reduce((sum, line) => sum + (line.price ?? 2_500) * (line.quantity ?? 1), 0);
  const postage = postageType === 3 ? 499 : 0;
  const [row] = await db()
    .insert(storeOrders)
    .values({
      code: `HU${process.pid}${String(made).padStart(5, '0')}`,
      buyerMemberId: buyer.memberId,
      storeId,
      areaCode: 'US',
      orderStatus: status,
      itemsCents: items,
      taxCents: 100,
      postageType,
      postageCents: postage,
      totalCents: items + postage + 100,
      consignee: 'Ann Buyer',
      telephone: '2135550100',
      postalCode: '90012',
      provinceName: 'California',
      cityName: 'Los Angeles',
      addressDetail: '1 Main Street',
      payDueAt: new Date(createdAt.getTime() + 2 * 86_400_000),
      paidAt: status >= 2 && status <= 4 ? createdAt : null,
      closedAt: status >= 6 ? createdAt : null,
      createdAt,
    })
    .returning({ id: storeOrders.id, code: storeOrders.code });
  await db()
    .insert(storeOrderLines)
    .values(
      lines.map((line) => ({
        storeOrderId: row!.id,
        commodityId: storeItem.id,
        conditionId: storeItem.conditionIds[0]!,
        quantity: line.quantity ?? 1,
        priceCents: line.price ?? 2_500,
        title: line.title,
        conditionName: 'Near Mint',
      })),
    );
  return row!;
}

describe('GET /api/me/store-orders', () => {
  it('puts each store order in its tab with its lines, and counts every tab', async () => {
    const buyer = await createTrader(t);
    const other = await createTrader(t);
    const unpaid = await insertStoreOrder({
      buyer,
      status: 1,
      age: 5,
      lines: [{ title: 'Booster box', quantity: 2, price: 3_000 }, { title: 'Sleeves' }],
    });
    const paid = await insertStoreOrder({ buyer, status: 2, age: 4, postageType: 2 });
    const shipped = await insertStoreOrder({ buyer, status: 3, age: 3 });
    const complete = await insertStoreOrder({ buyer, status: 4, age: 2 });
    const closed = await insertStoreOrder({ buyer, status: 6, age: 1 });
    await insertStoreOrder({ buyer: other, status: 1, age: 0 });

    const tab1 = await myStoreOrders(buyer);
    expect(ids(tab1)).toEqual([unpaid.id]);
    expect(tab1.Counts).toEqual({ 1: 1, 2: 1, 3: 1, 4: 2 });
    expect(tab1.data[0]).toMatchObject({
      OrderCode: unpaid.code,
      OrderStatus: 1,
      StoreId: storeId,
      Currency: 'USD',
      OrderAmount: 8_500,
      TaxAmount: 100,
      PostageType: 3,
      Postage: 499,
      PriceTotal: 8_500 + 499 + 100,
      PayDateTime: null,
      AddressMsg: { Consignee: 'Ann Buyer', CityName: 'Los Angeles' },
      CommodityList: [
        { CommodityId: storeItem.id, ConditionId: storeItem.conditionIds[0], Quantity: 2, Price: 3_000, Title: 'Booster box', ConditionName: 'Near Mint' },
        { Quantity: 1, Price: 2_500, Title: 'Sleeves' },
      ],
    });
    // A condition without pictures shows the item's main picture.
    expect(tab1.data[0]!.CommodityList[0]!.Imgs).toHaveLength(1);
    expect(ids(await myStoreOrders(buyer, { type: 2 }))).toEqual([paid.id]);
    expect((await myStoreOrders(buyer, { type: 2 })).data[0]).toMatchObject({ PostageType: 2, Postage: 0 });
    expect(ids(await myStoreOrders(buyer, { type: 3 }))).toEqual([shipped.id]);
    const tab4 = await myStoreOrders(buyer, { type: 4 });
    expect(tab4.data.map((row) => [row.Id, row.OrderStatus])).toEqual([
      [closed.id, 6],
      [complete.id, 4],
    ]);
    expect((await myStoreOrders(other)).Counts).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0 });
  });

  it('filters by a line title (% and _ literal) and the order number, and pages 60 at a time', async () => {
    const buyer = await createTrader(t);
    const percent = await insertStoreOrder({ buyer, status: 1, age: 300, lines: [{ title: 'Sleeves' }, { title: '50% off box' }] });
    const underscore = await insertStoreOrder({ buyer, status: 1, age: 200, lines: [{ title: 'deck_box' }] });
    const plain = await insertStoreOrder({ buyer, status: 1, age: 100, lines: [{ title: 'Deck box 50 off' }] });

    expect(ids(await myStoreOrders(buyer, { title: '%' }))).toEqual([percent.id]);
    expect(ids(await myStoreOrders(buyer, { title: '_' }))).toEqual([underscore.id]);
    expect(ids(await myStoreOrders(buyer, { title: 'DECK' }))).toEqual([plain.id, underscore.id]);
    // The matching order keeps all its lines.
    expect((await myStoreOrders(buyer, { title: '%' })).data[0]!.CommodityList).toHaveLength(2);
    expect(ids(await myStoreOrders(buyer, { orderNo: underscore.code }))).toEqual([underscore.id]);

    for (let n = 0; n < 60; n++) await insertStoreOrder({ buyer, status: 1, age: 99 - n });
    const first = await myStoreOrders(buyer);
    expect(first.count).toBe(63);
    expect(first.data).toHaveLength(60);
    const second = await myStoreOrders(buyer, { page: 2 });
    expect(ids(second)).toEqual([plain.id, underscore.id, percent.id]);
    expect(second.Counts[1]).toBe(63);
  });

  it('is for members only and checks the tab', async () => {
    expect((await t.client().get('/api/me/store-orders')).status).toBe(401);
    const buyer = await createTrader(t);
    expect((await buyer.client.get('/api/me/store-orders?type=5')).status).toBe(400);
  });
});

/** Feedback written straight to the table: type 2 about the seller (the buyer's), type 1 about the buyer. */
async function leaveFeedback(orderKind: 'order' | 'store_order', orderId: number, appraisalType: 1 | 2, from: number, to: number, commodityId: number) {
  await db().insert(feedback).values({ orderKind, orderId, fromMemberId: from, toMemberId: to, appraisalType, appraisalStatus: 1, content: 'Great', commodityId });
}

const DAY = 86_400_000;

describe('the rows after payment: shipment, finish and feedback', () => {
  it("shows the seller's feedback record, the shipment and the automatic finish, and keeps tab 5 to orders awaiting the buyer's feedback", async () => {
    const buyer = await createTrader(t);
    const shipper = await createTrader(t, { isSeller: true, nickname: 'ShipperSeller' });
    await db().update(members).set({ sellFavorableCount: 7, sellNegativeCount: 2 }).where(eq(members.id, shipper.memberId));
    const toShip = await insertOrder({ buyer, commodityId: await listing('To ship', shipper), status: 2, age: 30, sellerId: shipper.memberId });
    const shipped = await shipper.client.post(`/api/seller/orders/${toShip.id}/ship`, { ShipperCode: 'DHL', LogisticCode: 'jd0146 0000 6281' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);

    const row = (await myOrders(buyer, { type: 3 })).data[0]!;
    expect(row).toMatchObject({
      ID: toShip.id,
      OrderStatus: 3,
      SellerIntegral: 7,
      SellNegativeCount: 2,
      SendTime: t.clock.now().toISOString(),
      Express: 'DHL',
      ExpressName: 'DHL Express',
      ExpressCode: 'JD014600006281',
      DeliveredAt: null,
      FinishTime: null,
      IsReceive: false,
      AutoFinishAt: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
    });

    const confirmed = await insertOrder({ buyer, commodityId: await listing('Confirmed'), status: 5, age: 20 });
    const finishedAt = minutesAgo(5);
    await db().update(orders).set({ finishedAt, receivedAt: finishedAt }).where(eq(orders.id, confirmed.id));
    const reviewed = await insertOrder({ buyer, commodityId: await listing('Reviewed'), status: 5, age: 10 });
    const [reviewedRow] = await db().select().from(orders).where(eq(orders.id, reviewed.id));
    await leaveFeedback('order', reviewed.id, 2, buyer.memberId, seller.memberId, reviewedRow!.commodityId);
    await leaveFeedback('order', confirmed.id, 1, seller.memberId, buyer.memberId, reviewedRow!.commodityId);

    const tab5 = await myOrders(buyer, { type: 5 });
    expect(ids(tab5)).toEqual([confirmed.id]);
    expect(tab5.Counts[5]).toBe(1);
    expect(tab5.data[0]).toMatchObject({ IsReceive: true, FinishTime: finishedAt.toISOString(), AutoFinishAt: null, IsAppraisal: 0, IsBuyAppraisal: 1 });
    const tab6 = await myOrders(buyer, { type: 6 });
    expect(tab6.data.find((r) => r.ID === reviewed.id)).toMatchObject({ IsAppraisal: 1, IsBuyAppraisal: 0, IsReceive: false });
  });

  it('shows a store order\'s seller record, shipment and feedback flags', async () => {
    const buyer = await createTrader(t);
    await db().update(members).set({ sellFavorableCount: 4, sellNegativeCount: 1 }).where(eq(members.id, seller.memberId));
    const paid = await insertStoreOrder({ buyer, status: 2, age: 3 });
    const shipped = await seller.client.post(`/api/seller/store-orders/${paid.id}/ship`, { ShipperCode: 'FEDEX', LogisticCode: '794612345678' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const complete = await insertStoreOrder({ buyer, status: 4, age: 2 });
    await leaveFeedback('store_order', complete.id, 2, buyer.memberId, seller.memberId, storeItem.id);

    const row = (await myStoreOrders(buyer, { type: 3 })).data[0]!;
    expect(row).toMatchObject({
      Id: paid.id,
      OrderStatus: 3,
      SellerMemberId: seller.memberId,
      SellFavorableCount: 4,
      SellNegativeCount: 1,
      SendDateTime: t.clock.now().toISOString(),
      LogisticsCompanyCode: 'FEDEX',
      LogisticsCompanyName: 'FedEx',
      LogisticsCode: '794612345678',
      DeliveredAt: null,
      CompleteTime: null,
      IsReceive: false,
      AutoFinishAt: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
      IsAppraisal: 0,
      IsBuyAppraisal: 0,
    });
    const done = (await myStoreOrders(buyer, { type: 4 })).data.find((r) => r.Id === complete.id);
    expect(done).toMatchObject({ IsAppraisal: 1, IsBuyAppraisal: 0, AutoFinishAt: null, LogisticsCode: null });
    await db().update(members).set({ sellFavorableCount: 0, sellNegativeCount: 0 }).where(eq(members.id, seller.memberId));
  });
});

describe('GET /api/me/orders/:id', () => {
  it('reads the order for its buyer and its seller (Viewer), the same row as the list', async () => {
    const buyer = await createTrader(t, { nickname: `PageBuyer${process.pid % 1000}` });
    const placed = await insertOrder({ buyer, commodityId: await listing('Detail card'), status: 2, age: 1 });

    const asBuyer = await buyer.client.get<OrderPage>(`/api/me/orders/${placed.id}`);
    expect(asBuyer.status).toBe(200);
    const listed = (await myOrders(buyer, { type: 2 })).data.find((row) => row.ID === placed.id)!;
    expect(asBuyer.body).toEqual({
      ...listed,
      Viewer: 'buyer',
      BuyerUserID: buyer.memberId,
      BuyerName: buyer.nickname,
      SellerTotal: 4_500,
      // A domestic order: not through Holo's warehouse (issue 31).
      ToWarehouse: false,
      WarehouseCity: null,
      CheckState: 0,
      CheckTimeLong: null,
    });
    const asSeller = await seller.client.get<OrderPage>(`/api/me/orders/${placed.id}`);
    expect(asSeller.status).toBe(200);
    expect(asSeller.body).toEqual({ ...asBuyer.body, Viewer: 'seller' });
  });

  it('refuses a visitor (401), another member (404) and a bad id (400)', async () => {
    const buyer = await createTrader(t);
    const other = await createTrader(t);
    const placed = await insertOrder({ buyer, commodityId: await listing('Private card'), status: 1, age: 1 });
    expect((await t.client().get(`/api/me/orders/${placed.id}`)).status).toBe(401);
    const refused = await other.client.get(`/api/me/orders/${placed.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('ORDER_NOT_FOUND');
    expect((await buyer.client.get('/api/me/orders/2000000000')).status).toBe(404);
    expect((await buyer.client.get('/api/me/orders/abc')).status).toBe(400);
  });
});

describe('GET /api/me/store-orders/:id', () => {
  it("reads the store order for its buyer and the store's seller, and refuses others", async () => {
    const buyer = await createTrader(t);
    const other = await createTrader(t, { isSeller: true });
    const placed = await insertStoreOrder({ buyer, status: 2, age: 1, lines: [{ title: 'Booster', quantity: 2, price: 3_000 }] });

    const asBuyer = await buyer.client.get<StoreOrderPage>(`/api/me/store-orders/${placed.id}`);
    expect(asBuyer.status).toBe(200);
    const listed = (await myStoreOrders(buyer, { type: 2 })).data.find((row) => row.Id === placed.id)!;
    expect(asBuyer.body).toEqual({ ...listed, Viewer: 'buyer', BuyerUserID: buyer.memberId, BuyerName: buyer.nickname, SellerTotal: 6_000 + 499 });
    const asSeller = await seller.client.get<StoreOrderPage>(`/api/me/store-orders/${placed.id}`);
    expect(asSeller.body).toEqual({ ...asBuyer.body, Viewer: 'seller' });

    expect((await t.client().get(`/api/me/store-orders/${placed.id}`)).status).toBe(401);
    expect((await other.client.get(`/api/me/store-orders/${placed.id}`)).body.error.code).toBe('ORDER_NOT_FOUND');
    expect((await buyer.client.get('/api/me/store-orders/0')).status).toBe(400);
  });
});
