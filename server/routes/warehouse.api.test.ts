/**
 * The member's warehouse (issue 31 part 3 and the submit of part 4): who may call it, bad input,
 * the counts, agencies, items with the tax estimate and days, the fee table, paging, and sending
 * items for weighing: each refusal, and two submits at once making one order.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, warehouseItems, warehouseOrders } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { defaultAddressId, stockItem, submitBody, homeAddressId } from '../testing/member-warehouse-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

const GETS = ['/api/warehouse/counts', '/api/warehouse/agencies', '/api/warehouse/items?AgencyId=4', '/api/warehouse/weight-bands?AgencyId=4&Region=US', '/api/warehouse/orders?OrderStatus=4', '/api/warehouse/orders/1'];

describe('who may call the warehouse', () => {
  it('refuses a visitor (401) and answers another member’s order as missing (404)', async () => {
    const visitor = t.client();
    for (const path of GETS) expect((await visitor.get(path)).status, path).toBe(401);
    expect((await visitor.post('/api/warehouse/orders', submitBody([1], 1))).status).toBe(401);

    const owner = await createTrader(t);
    const item = await stockItem(t, owner.memberId);
    const made = await owner.client.post('/api/warehouse/orders', submitBody([item], await defaultAddressId(t, owner.memberId)));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const other = await createTrader(t);
    const peek = await other.client.get(`/api/warehouse/orders/${made.body.Id}`);
    expect(peek.status).toBe(404);
    expect(peek.body.error.code).toBe('WAREHOUSE_FORWARD_ORDER_NOT_FOUND');
    expect((await other.client.get('/api/warehouse/orders?OrderStatus=4')).body.Count).toBe(0);
  });

  it('answers bad input with 400 and the code', async () => {
    const member = await createTrader(t);
    expect((await member.client.get('/api/warehouse/items?AgencyId=4&PageSize=61')).status).toBe(400);
    expect((await member.client.get('/api/warehouse/items')).status).toBe(400);
    expect((await member.client.get('/api/warehouse/orders?OrderStatus=0')).body.error.code).toBe('WAREHOUSE_TAB_INVALID');
    expect((await member.client.get('/api/warehouse/orders?OrderStatus=4&PageSize=61')).status).toBe(400);
    expect((await member.client.get('/api/warehouse/weight-bands?AgencyId=4&Region=usa')).body.error.code).toBe('AREA_CODE_INVALID');
    expect((await member.client.get('/api/warehouse/orders/abc')).status).toBe(400);
    const cases: [Record<string, unknown>, string][] = [
      [{ ItemIds: [] }, 'WAREHOUSE_ITEMS_REQUIRED'],
      [{ CustomCommodityCount: 0 }, 'WAREHOUSE_DECLARED_COUNT_INVALID'],
      [{ CustomCommodityCount: '2' }, 'WAREHOUSE_DECLARED_COUNT_INVALID'],
      [{ CustomCommodityPrice: 0 }, 'WAREHOUSE_DECLARED_PRICE_INVALID'],
      [{ CustomCommodityPrice: 12.5 }, 'WAREHOUSE_DECLARED_PRICE_INVALID'],
      [{ SpecifyExpressName: 'USPS' }, 'WAREHOUSE_CARRIER_INVALID'],
      [{ Name: 'x'.repeat(31) }, 'WAREHOUSE_DECLARANT_REQUIRED'],
    ];
    for (const [change, code] of cases) {
      const refused = await member.client.post('/api/warehouse/orders', submitBody([1], 1, change));
      expect(refused.status, code).toBe(400);
      expect(refused.body.error.code).toBe(code);
    }
  });
});

describe('the item warehouse', () => {
  it('counts the tabs and the agencies, lists confirmed items with the tax estimate and days, and pages', async () => {
    const member = await createTrader(t); // California, 8.85 %
    await stockItem(t, member.memberId, { title: 'Charizard Base Set', daysAgo: 25, priceCents: 10_000 });
    await stockItem(t, member.memberId, { title: 'Pikachu Promo', daysAgo: 2 });
    await stockItem(t, member.memberId, { title: 'Unchecked', confirmed: false });
    await stockItem(t, member.memberId, { title: 'In Hong Kong', agencyId: 3 });

    expect((await member.client.get('/api/warehouse/counts')).body).toEqual({ InWareHouse: 3, ToBeWright: 0, Unpaid: 0, Shipping: 0, Shipped: 0, ShippComplete: 0 });
    const agencies = (await member.client.get('/api/warehouse/agencies')).body;
    expect(agencies.MemberSource).toBe('US');
    expect(agencies.data.find((a: { Id: number }) => a.Id === 4)).toMatchObject({ AreaId: 'MO', Count: 2 });
    expect(agencies.data.find((a: { Id: number }) => a.Id === 2)).toMatchObject({ AreaId: 'US', Count: 0 });

    const items = (await member.client.get('/api/warehouse/items?AgencyId=4')).body;
    expect(items.Count).toBe(2);
    expect(items.data[0]).toMatchObject({ Title: 'Charizard Base Set', TaxPrice: 885, WarehouseDay: 25, StorageState: 'late' });
    expect(items.data[1]).toMatchObject({ Title: 'Pikachu Promo', TaxPrice: 443, WarehouseDay: 2, StorageState: 'ok' });
    expect((await member.client.get('/api/warehouse/items?AgencyId=4&Title=pika')).body.data.map((i: { Title: string }) => i.Title)).toEqual(['Pikachu Promo']);
    const page2 = (await member.client.get('/api/warehouse/items?AgencyId=4&PageSize=1&PageIndex=2')).body;
    expect(page2).toMatchObject({ Count: 2, data: [{ Title: 'Pikachu Promo' }] });
  });

  it("estimates the tax at the state of the member's default address, else the state on the profile", async () => {
    // No state on the profile: the default address in California (8.85 %) gives the rate.
    const member = await createTrader(t, { stateCode: null, stateName: null });
    await stockItem(t, member.memberId, { priceCents: 10_000 });
    expect((await member.client.get('/api/warehouse/items?AgencyId=4')).body.data[0].TaxPrice).toBe(885);
    // Neither an address nor a state: no estimate.
    const stateless = await createTrader(t, { stateCode: null, stateName: null, address: false });
    await stockItem(t, stateless.memberId, { priceCents: 10_000 });
    expect((await stateless.client.get('/api/warehouse/items?AgencyId=4')).body.data[0].TaxPrice).toBeNull();
  });

  it('shows no tax to a member outside the US', async () => {
    const macao = await createTrader(t, { memberSource: 'MO', stateCode: null, stateName: null });
    await stockItem(t, macao.memberId);
    expect((await macao.client.get('/api/warehouse/items?AgencyId=4')).body.data[0].TaxPrice).toBeNull();
  });

  it('answers the fee table of an agency to a region, by weight band', async () => {
    const member = await createTrader(t);
    const table = (await member.client.get('/api/warehouse/weight-bands?AgencyId=4&Region=US')).body;
    expect(table.data).toHaveLength(5);
    expect(table.data[0]).toMatchObject({ MinWeight: 1, MaxWeight: 250 });
    expect(table.data[0].WeightFeeUSD).toBeGreaterThan(0);
    expect(table.Regions).toEqual(expect.arrayContaining(['US', 'MO', 'HK', 'TW', 'CN', 'KR']));
    expect((await member.client.get('/api/warehouse/weight-bands?AgencyId=4&Region=ZZ')).body.data).toEqual([]);
  });
});

describe('sending items for weighing', () => {
  it('makes an order awaiting weighing with the address copied, links the items and tells the member', async () => {
    const member = await createTrader(t);
    const items = [await stockItem(t, member.memberId, { title: 'Lugia Neo' }), await stockItem(t, member.memberId)];
    const made = await member.client.post('/api/warehouse/orders', submitBody(items, await defaultAddressId(t, member.memberId), { CustomCommodityPrice: 1_250 }));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({
      Status: 4,
      AreaId: 'MO',
      Count: 2,
      Weight: null,
      ExpressName: 'UPS',
      CustomDetail: 'Card',
      CustomCommodityCount: 2,
      CustomCommodityPrice: 1_250,
      Name: null,
      Address: { Nation: 'US', City: 'Los Angeles', Provice: 'California', AddressDetail: '1 Main Street' },
      Logistics: [{ Step: 'shipped', Time: null }, { Step: 'in_transit', Time: null }, { Step: 'delivered', Time: null }],
    });
    expect(made.body.OrderNo).toMatch(/^WO\d{8}$/);
    expect((await member.client.get('/api/warehouse/counts')).body).toMatchObject({ InWareHouse: 0, ToBeWright: 1 });
    const tab = (await member.client.get('/api/warehouse/orders?OrderStatus=4&Title=lugia')).body;
    expect(tab.Count).toBe(1);
    expect(tab.data[0].OrderDetails.map((d: { Title: string }) => d.Title)).toContain('Lugia Neo');
    expect((await member.client.get('/api/warehouse/orders?OrderStatus=4&Title=zzz')).body.Count).toBe(0);
    const told = await t.database.db.select().from(notifications).where(and(eq(notifications.memberId, member.memberId), eq(notifications.sendType, 11)));
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe(`/myholo/waredetail/${made.body.Id}`);
  });

  it('refuses another member’s item, another agency’s, an unconfirmed one, one already sent, a wrong carrier, a missing ID and another’s address', async () => {
    const member = await createTrader(t);
    const other = await createTrader(t);
    const address = await defaultAddressId(t, member.memberId);
    const theirs = await stockItem(t, other.memberId);
    const hongKong = await stockItem(t, member.memberId, { agencyId: 3 });
    const unconfirmed = await stockItem(t, member.memberId, { confirmed: false });
    const mine = await stockItem(t, member.memberId);
    const refusals: [number[], Record<string, unknown>, number, string][] = [
      [[theirs], {}, 400, 'WAREHOUSE_ITEM_NOT_YOURS'],
      [[mine, 999_999], {}, 400, 'WAREHOUSE_ITEM_NOT_YOURS'],
      [[mine, hongKong], {}, 400, 'WAREHOUSE_ITEM_OTHER_AGENCY'],
      [[unconfirmed], {}, 409, 'WAREHOUSE_ITEM_NOT_CONFIRMED'],
      [[mine], { SpecifyExpressName: 'SF' }, 400, 'WAREHOUSE_CARRIER_INVALID'],
      [[mine], { AgencyId: 99 }, 400, 'WAREHOUSE_AGENCY_NOT_FOUND'],
      [[mine], { AddressId: await defaultAddressId(t, other.memberId) }, 400, 'WAREHOUSE_ADDRESS_NOT_FOUND'],
    ];
    for (const [ids, change, status, code] of refusals) {
      const refused = await member.client.post('/api/warehouse/orders', submitBody(ids, address, change));
      expect(refused.status, code).toBe(status);
      expect(refused.body.error.code).toBe(code);
    }
    expect((await t.database.db.select().from(warehouseOrders)).length).toBe(0);
    expect((await member.client.post('/api/warehouse/orders', submitBody([mine], address))).status).toBe(200);
    const again = await member.client.post('/api/warehouse/orders', submitBody([mine], address));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('WAREHOUSE_ITEM_IN_ORDER');

    const taiwan = await createTrader(t, { memberSource: 'TW', stateCode: null, stateName: null });
    const card = await stockItem(t, taiwan.memberId);
    const usAddress = await taiwan.client.post('/api/warehouse/orders', submitBody([card], await defaultAddressId(t, taiwan.memberId), { SpecifyExpressName: 'SF', Name: 'Lin Mei', IDNumber: 'A123456789' }));
    expect(usAddress.body.error.code).toBe('WAREHOUSE_ADDRESS_NOT_FOUND');
    const home = await homeAddressId(t, taiwan.memberId, 'TWN');
    const noId = await taiwan.client.post('/api/warehouse/orders', submitBody([card], home, { SpecifyExpressName: 'SF' }));
    expect(noId.body.error.code).toBe('WAREHOUSE_DECLARANT_REQUIRED');
    const withId = await taiwan.client.post('/api/warehouse/orders', submitBody([card], home, { SpecifyExpressName: 'SF', Name: 'Lin Mei', IDNumber: 'A123456789' }));
    expect(withId.status, JSON.stringify(withId.body)).toBe(200);
    expect(withId.body).toMatchObject({ ExpressName: 'SF', Name: 'Lin Mei', IDNumber: 'A123456789', Address: { Nation: 'TWN', City: 'Taipei' } });
  });

  it('makes one order of two submits at once', async () => {
    const member = await createTrader(t);
    const items = [await stockItem(t, member.memberId), await stockItem(t, member.memberId)];
    const address = await defaultAddressId(t, member.memberId);
    const answers = await Promise.all([
      member.client.post('/api/warehouse/orders', submitBody(items, address)),
      member.client.post('/api/warehouse/orders', submitBody([...items].reverse(), address)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(warehouseOrders)).toHaveLength(1);
    const linked = await t.database.db.select({ order: warehouseItems.warehouseOrderId }).from(warehouseItems).where(eq(warehouseItems.memberId, member.memberId));
    expect(new Set(linked.map((l) => l.order)).size).toBe(1);
  });
});
