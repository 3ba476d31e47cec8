/**
 * Restocking, repricing and renaming a store item's conditions on the seller site (issue 33): PUT
 * /api/seller/listings/:id/conditions, and the conditions GET /api/seller/listings/:id returns.
 * Visitors 401, non-sellers 403, another seller's item 404, bad input 400, ended 409, and a store
 * order racing a restock never loses its decrement.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commodities } from '../db/schema';
import { addressIdOf, conditionRow, createStore, createStoreItem, listPriceOf } from '../testing/store-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, listItem, seedReference } from '../testing/trade-helpers';
import type { SignedIn } from '../testing/demo-members';

let t: TestApp;
let seller: SignedIn;
let other: SignedIn;
let member: SignedIn;
let storeId: number;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
  seller = await createTrader(t, { isSeller: true });
  other = await createTrader(t, { isSeller: true });
  member = await createTrader(t);
  storeId = await createStore(t, seller);
});
afterAll(() => t?.close());

const put = (who: SignedIn, id: number, Conditions: unknown[]) => who.client.put(`/api/seller/listings/${id}/conditions`, { Conditions });
const priceOf = (id: number) => listPriceOf(t, id);

describe('PUT /api/seller/listings/:id/conditions', () => {
  it('restocks and reprices the conditions; the item price follows the lowest; GET shows them with their ids', async () => {
    const item = await createStoreItem(t, seller, storeId, [{ name: 'Near Mint', priceCents: 2_000, stock: 0 }, { name: 'Played', priceCents: 1_500, stock: 1 }]);
    const [nm, played] = item.conditionIds as [number, number];
    const response = await put(seller, item.id, [
      { ID: nm, Price: 1_200, UnderlinedPrice: 2_500, Stock: 7, IsLimit: true, LimitNum: 2 },
      { ID: played, Price: 1_800, Stock: 3 },
    ]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.Price).toBe(1_200);
    expect(await priceOf(item.id)).toBe(1_200);
    expect(await conditionRow(t, nm)).toMatchObject({ priceCents: 1_200, underlinedPriceCents: 2_500, showPrice: true, stock: 7, isLimit: true, limitNum: 2 });
    expect(await conditionRow(t, played)).toMatchObject({ priceCents: 1_800, underlinedPriceCents: null, showPrice: false, stock: 3, isLimit: false, limitNum: 0 });

    // Only one named: the other keeps its values, and the price is still the lowest of all.
    expect((await put(seller, item.id, [{ ID: nm, Price: 3_000, Stock: 7 }])).body.Price).toBe(1_800);
    expect(await priceOf(item.id)).toBe(1_800);

    const detail = await seller.client.get(`/api/seller/listings/${item.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ CanRestock: true, Price: 1_800 });
    expect(detail.body.Conditions).toEqual([
      { ID: nm, ConditionName: 'Near Mint', Price: 3_000, UnderlinedPrice: null, Stock: 7, QuantitySold: 0, IsLimit: false, LimitNum: 0 },
      { ID: played, ConditionName: 'Played', Price: 1_800, UnderlinedPrice: null, Stock: 3, QuantitySold: 0, IsLimit: false, LimitNum: 0 },
    ]);
  });

  it('puts a sold-out item back on sale when restocked', async () => {
    const item = await createStoreItem(t, seller, storeId, [{ stock: 0 }], 0);
    expect((await put(seller, item.id, [{ ID: item.conditionIds[0], Price: 1_000, Stock: 4 }])).status).toBe(200);
    const [row] = await db().select({ status: commodities.status }).from(commodities).where(eq(commodities.id, item.id));
    expect(row!.status).toBe(1);
  });

  it('refuses a visitor (401), a non-seller (403), another seller (404), a marketplace listing (400) and an ended item (409)', async () => {
    const item = await createStoreItem(t, seller, storeId);
    const change = [{ ID: item.conditionIds[0], Price: 900, Stock: 2 }];
    expect((await t.client().put(`/api/seller/listings/${item.id}/conditions`, { Conditions: change })).status).toBe(401);
    const nonSeller = await put(member, item.id, change);
    expect(nonSeller.status).toBe(403);
    expect(nonSeller.body.error.code).toBe('FORBIDDEN');
    const others = await put(other, item.id, change);
    expect(others.status).toBe(404);
    expect(others.body.error.code).toBe('LISTING_NOT_FOUND');
    const listing = await listItem(t, seller, { ByWay: 1 });
    const notStore = await put(seller, listing, change);
    expect(notStore.status).toBe(400);
    expect(notStore.body.error.code).toBe('NOT_A_STORE_ITEM_LISTING');
    for (const status of [-1, -2]) {
      await db().update(commodities).set({ status }).where(eq(commodities.id, item.id));
      const ended = await put(seller, item.id, change);
      expect(ended.status).toBe(409);
      expect(ended.body.error.code).toBe('LISTING_ENDED');
    }
    expect((await conditionRow(t, item.conditionIds[0]!)).stock).toBe(5);
  });

  it('answers 400 with a code to an unknown or foreign condition id and to bad values, changing nothing', async () => {
    const item = await createStoreItem(t, seller, storeId, [{ priceCents: 1_000, stock: 5 }]);
    const foreign = await createStoreItem(t, seller, storeId);
    const [id] = item.conditionIds as [number];
    const notMine = await put(seller, item.id, [{ ID: foreign.conditionIds[0], Price: 500, Stock: 1 }]);
    expect(notMine.status).toBe(400);
    expect(notMine.body.error).toMatchObject({ code: 'CONDITION_NOT_FOUND', field: 'Conditions.0.ID' });
    const bad = [
      [{ ID: id, Price: 0, Stock: 1 }],
      [{ ID: id, Price: 100, Stock: -1 }],
      [{ ID: id, Price: 100, Stock: 100_001 }],
      [{ ID: id, Price: 100, Stock: 1, IsLimit: true }],
      [{ ID: id, Price: 100, Stock: 1, IsLimit: true, LimitNum: 0 }],
      [{ ID: id, Price: 1.5, Stock: 1 }],
      [{ ID: id, Price: 100, Stock: 1 }, { ID: id, Price: 200, Stock: 1 }],
      [],
    ];
    for (const conditions of bad) {
      const response = await put(seller, item.id, conditions);
      expect(response.status, JSON.stringify(conditions)).toBe(400);
      expect(response.body.error.code).toBe('BAD_REQUEST');
    }
    expect((await seller.client.put(`/api/seller/listings/${item.id}/conditions`, {})).status).toBe(400);
    expect(await conditionRow(t, id)).toMatchObject({ priceCents: 1_000, stock: 5 });
    expect(await priceOf(item.id)).toBe(1_000);
  });

  it('renames a condition: buyers see the new name, an order keeps the name it was bought under', async () => {
    const item = await createStoreItem(t, seller, storeId, [{ name: 'Near Mnt', priceCents: 1_000, stock: 5 }, { name: 'Played', priceCents: 800, stock: 5 }]);
    const [nm, played] = item.conditionIds as [number, number];
    const buyer = await createTrader(t);
    const { body: line } = await buyer.client.post('/api/cart', { CommodityId: item.id, ConditionId: nm, Num: 1 });
    const order = await buyer.client.post('/api/store-orders', { CartLineIds: [line.Id], AddressId: await addressIdOf(t, buyer.memberId) });
    expect(order.status, JSON.stringify(order.body)).toBe(201);

    const response = await put(seller, item.id, [{ ID: nm, ConditionName: '  Near Mint ', Price: 1_000, Stock: 4 }]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.Conditions.map((c: { ConditionName: string }) => c.ConditionName)).toEqual(['Near Mint', 'Played']);
    const page = await t.client().get(`/api/items/${item.id}`);
    expect(page.body.Conditions.map((c: { ConditionName: string }) => c.ConditionName)).toEqual(['Near Mint', 'Played']);
    const bought = await buyer.client.get(`/api/store-orders/${order.body.StoreOrderIds[0]}`);
    expect(JSON.stringify(bought.body)).toContain('Near Mnt');
    expect(JSON.stringify(bought.body)).not.toContain('"Near Mint"');

    // Two conditions may swap their names in one request: the names are compared after every rename.
    const swapped = await put(seller, item.id, [
      { ID: nm, ConditionName: 'Played', Price: 1_000, Stock: 4 },
      { ID: played, ConditionName: 'near mint', Price: 800, Stock: 5 },
    ]);
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect((await conditionRow(t, played)).conditionName).toBe('near mint');
  });

  it('refuses a new name another live condition has (409 CONDITION_NAME_TAKEN, case aside) and a bad name (400), renaming nothing', async () => {
    const item = await createStoreItem(t, seller, storeId, [{ name: 'Near Mint', stock: 5 }, { name: 'Played', stock: 5 }]);
    const [nm, played] = item.conditionIds as [number, number];
    const taken = await put(seller, item.id, [
      { ID: nm, Price: 1_000, Stock: 5 },
      { ID: played, ConditionName: 'NEAR MINT', Price: 1_000, Stock: 1 },
    ]);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'CONDITION_NAME_TAKEN', field: 'Conditions.1.ConditionName' });
    // Both renamed to one name: refused too.
    const same = await put(seller, item.id, [
      { ID: nm, ConditionName: 'Graded', Price: 1_000, Stock: 5 },
      { ID: played, ConditionName: 'graded', Price: 1_000, Stock: 5 },
    ]);
    expect(same.status).toBe(409);
    for (const name of ['', '   ', 'x'.repeat(41), 7]) {
      const bad = await put(seller, item.id, [{ ID: nm, ConditionName: name, Price: 1_000, Stock: 5 }]);
      expect(bad.status, JSON.stringify(name)).toBe(400);
      expect(bad.body.error.code).toBe('BAD_REQUEST');
    }
    expect(await conditionRow(t, nm)).toMatchObject({ conditionName: 'Near Mint', stock: 5 });
    expect(await conditionRow(t, played)).toMatchObject({ conditionName: 'Played', stock: 5 });
    // A retired condition's name is free again.
    expect((await seller.client.delete(`/api/seller/listings/${item.id}/conditions/${nm}`)).status).toBe(200);
    expect((await put(seller, item.id, [{ ID: played, ConditionName: 'Near Mint', Price: 1_000, Stock: 5 }])).status).toBe(200);
  });

  it('never loses a store order placed at the same moment as a restock', async () => {
    for (let round = 0; round < 4; round += 1) {
      const buyer = await createTrader(t);
      const item = await createStoreItem(t, seller, storeId, [{ stock: 3 }]);
      const [conditionId] = item.conditionIds as [number];
      const { body: line } = await buyer.client.post('/api/cart', { CommodityId: item.id, ConditionId: conditionId, Num: 2 });
      const addressId = await addressIdOf(t, buyer.memberId);
      const [order, restock] = await Promise.all([
        buyer.client.post('/api/store-orders', { CartLineIds: [line.Id], AddressId: addressId }),
        put(seller, item.id, [{ ID: conditionId, Price: 1_000, Stock: 10 }]),
      ]);
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      expect(restock.status, JSON.stringify(restock.body)).toBe(200);
      const stock = (await conditionRow(t, conditionId)).stock;
      // Order after the restock: 10 - 2; order first: the count given replaces what was left.
      expect([8, 10]).toContain(stock);
      // The restock answers with what it wrote, whichever came first.
      expect(restock.body.Conditions[0].Stock).toBe(10);
    }
  });
});
