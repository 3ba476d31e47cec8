import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartLines, commodities, commodityConditions, storeOrders } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, listItem, seedReference } from '../testing/trade-helpers';
import { addressIdOf, createStore, createStoreItem } from '../testing/store-fixtures';
import type { SignedIn } from '../testing/demo-members';

let t: TestApp;
let seller: SignedIn;
let storeId: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
  seller = await createTrader(t, { isSeller: true });
  storeId = await createStore(t, seller);
});
afterAll(() => t?.close());

const add = (who: SignedIn, CommodityId: number, ConditionId: number, Num: number, CoverOrAppend: 'cover' | 'append' = 'append') =>
  who.client.post('/api/cart', { CommodityId, ConditionId, Num, CoverOrAppend });
const cartOf = async (who: SignedIn) => (await who.client.get('/api/cart')).body;

describe('the cart', () => {
  it('answers 401 to visitors on every cart route', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/cart')).status).toBe(401);
    expect((await visitor.get('/api/cart/count')).status).toBe(401);
    expect((await visitor.post('/api/cart', { CommodityId: 1, ConditionId: 1, Num: 1 })).status).toBe(401);
    expect((await visitor.put('/api/cart/1', { Num: 1 })).status).toBe(401);
    expect((await visitor.delete('/api/cart', { Ids: [1] })).status).toBe(401);
  });

  it('adds, appends to and covers a line, and lists it with the spec Cart line fields', async () => {
    const buyer = await createTrader(t);
    const item = await createStoreItem(t, seller, storeId, [{ name: 'Near Mint', priceCents: 1_299, stock: 6 }]);
    const [conditionId] = item.conditionIds as [number];
    const first = await add(buyer, item.id, conditionId, 2);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ Num: 2, CartCount: 1 });
    expect((await add(buyer, item.id, conditionId, 3)).body.Num).toBe(5);
    expect((await add(buyer, item.id, conditionId, 1, 'cover')).body).toMatchObject({ Id: first.body.Id, Num: 1, CartCount: 1 });

    const cart = await cartOf(buyer);
    expect(cart.count).toBe(1);
    expect(cart.data[0]).toMatchObject({
      Id: first.body.Id, CommodityId: item.id, ConditionId: conditionId, Title: 'Store card', ConditionName: 'Near Mint', Num: 1,
      NewPrice: 1_299, UnderlinedPrice: null, ShowPrice: false, Status: 1, QuantitySold: 0, IsLimit: false, LimitNum: 0,
      Stock: 6, Bought: 0, MaxNum: 6, Disabled: false, DisabledReason: null, Currency: 'USD', AreaCode: 'US', StoreId: storeId,
    });
    expect(cart.data[0].Imgs.length).toBeGreaterThan(0);
    expect((await buyer.client.get('/api/cart/count')).body).toEqual({ Count: 1 });
  });

  it('refuses a quantity under 1 and over the stock with the spec messages, changing nothing', async () => {
    const buyer = await createTrader(t);
    const item = await createStoreItem(t, seller, storeId, [{ stock: 3 }]);
    const [conditionId] = item.conditionIds as [number];
    const low = await add(buyer, item.id, conditionId, 0);
    expect(low.status).toBe(400);
    expect(low.body.error).toMatchObject({ code: 'QUANTITY_TOO_LOW', message: 'Please choose a quantity of at least 1' });
    expect((await add(buyer, item.id, conditionId, 2)).status).toBe(200);
    const over = await add(buyer, item.id, conditionId, 2);
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'INSUFFICIENT_INVENTORY', message: 'Insufficient inventory' });
    expect((await cartOf(buyer)).data[0].Num).toBe(2);
  });

  it('allows adding a coming-soon item, shown disabled, but not sold-out, ended, non-store or own items', async () => {
    const buyer = await createTrader(t);
    const soon = await createStoreItem(t, seller, storeId, [{}], 2);
    expect((await add(buyer, soon.id, soon.conditionIds[0]!, 1)).status).toBe(200);
    expect((await cartOf(buyer)).data[0]).toMatchObject({ Status: 2, Disabled: true, DisabledReason: 'coming_soon' });

    const soldOut = await createStoreItem(t, seller, storeId, [{ stock: 0 }]);
    expect((await add(buyer, soldOut.id, soldOut.conditionIds[0]!, 1)).body.error.code).toBe('INSUFFICIENT_INVENTORY');
    const ended = await createStoreItem(t, seller, storeId, [{}], -1);
    const endedReply = await add(buyer, ended.id, ended.conditionIds[0]!, 1);
    expect(endedReply.status).toBe(409);
    expect(endedReply.body.error).toMatchObject({ code: 'ITEM_UNAVAILABLE', message: 'This item is no longer on sale' });

    const auction = await listItem(t, seller);
    const [foreign] = await db().insert(commodityConditions).values({ commodityId: auction, conditionName: 'NM', priceCents: 100, stock: 1 }).returning();
    const notStore = await add(buyer, auction, foreign!.id, 1);
    expect(notStore.status).toBe(400);
    expect(notStore.body.error.code).toBe('NOT_A_STORE_ITEM');

    const own = await add(seller, soon.id, soon.conditionIds[0]!, 1);
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe('OWN_ITEM');
    // A condition of another item.
    expect((await add(buyer, soon.id, soldOut.conditionIds[0]!, 1)).status).toBe(404);
    expect((await cartOf(buyer)).count).toBe(1);
  });

  it('changes a quantity with PUT, and over the maximum answers 409 and keeps the line as it was', async () => {
    const buyer = await createTrader(t);
    const other = await createTrader(t);
    const item = await createStoreItem(t, seller, storeId, [{ stock: 4 }]);
    const { body: line } = await add(buyer, item.id, item.conditionIds[0]!, 1);
    expect((await buyer.client.put(`/api/cart/${line.Id}`, { Num: 4 })).body).toEqual({ Id: line.Id, Num: 4, MaxNum: 4 });
    const over = await buyer.client.put(`/api/cart/${line.Id}`, { Num: 5 });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'INSUFFICIENT_INVENTORY', message: 'Insufficient inventory' });
    expect((await buyer.client.put(`/api/cart/${line.Id}`, { Num: 0 })).body.error.code).toBe('QUANTITY_TOO_LOW');
    expect((await other.client.put(`/api/cart/${line.Id}`, { Num: 1 })).status).toBe(404);
    expect((await cartOf(buyer)).data[0].Num).toBe(4);
  });

  it('counts units in open store orders against a purchase limit, and not those of closed ones', async () => {
    const buyer = await createTrader(t);
    const item = await createStoreItem(t, seller, storeId, [{ stock: 10, limitNum: 3 }]);
    const [conditionId] = item.conditionIds as [number];
    const { body: line } = await add(buyer, item.id, conditionId, 2);
    const { body: placed } = await buyer.client.post('/api/store-orders', { CartLineIds: [line.Id], AddressId: await addressIdOf(t, buyer.memberId) });
    expect(placed.StoreOrderIds).toHaveLength(1);

    expect((await add(buyer, item.id, conditionId, 2)).body.error.code).toBe('INSUFFICIENT_INVENTORY');
    expect((await add(buyer, item.id, conditionId, 1)).status).toBe(200);
    expect((await cartOf(buyer)).data[0]).toMatchObject({ Bought: 2, MaxNum: 1, IsLimit: true, LimitNum: 3 });

    await db().update(storeOrders).set({ orderStatus: 6 }).where(eq(storeOrders.id, placed.StoreOrderIds[0]));
    expect((await add(buyer, item.id, conditionId, 3, 'cover')).status).toBe(200);
  });

  it('disables a line whose stock fell below its quantity, or ran out', async () => {
    const buyer = await createTrader(t);
    const item = await createStoreItem(t, seller, storeId, [{ stock: 5 }]);
    const [conditionId] = item.conditionIds as [number];
    await add(buyer, item.id, conditionId, 4);
    await db().update(commodityConditions).set({ stock: 2 }).where(eq(commodityConditions.id, conditionId));
    expect((await cartOf(buyer)).data[0]).toMatchObject({ MaxNum: 2, Disabled: true, DisabledReason: 'quantity' });
    await db().update(commodityConditions).set({ stock: 0 }).where(eq(commodityConditions.id, conditionId));
    expect((await cartOf(buyer)).data[0]).toMatchObject({ Status: 0, Disabled: true, DisabledReason: 'sold_out' });
    await db().update(commodities).set({ status: -1 }).where(eq(commodities.id, item.id));
    expect((await cartOf(buyer)).data[0]).toMatchObject({ Status: -1, DisabledReason: 'ended' });
  });

  it("removes the member's own lines only", async () => {
    const buyer = await createTrader(t);
    const other = await createTrader(t);
    const a = await createStoreItem(t, seller, storeId);
    const b = await createStoreItem(t, seller, storeId);
    const lineA = (await add(buyer, a.id, a.conditionIds[0]!, 1)).body.Id;
    const lineB = (await add(buyer, b.id, b.conditionIds[0]!, 1)).body.Id;
    expect((await other.client.delete('/api/cart', { Ids: [lineA] })).body).toEqual({ Removed: 0, CartCount: 0 });
    expect((await buyer.client.delete('/api/cart', { Ids: [lineA] })).body).toEqual({ Removed: 1, CartCount: 1 });
    const rows = await db().select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.memberId, buyer.memberId));
    expect(rows.map((r) => r.id)).toEqual([lineB]);
  });
});

