/**
 * Into the warehouse and the condition check (issue 31 parts 1-2): a cross-region order that is not
 * custom-address ships to its agency, the warehouse desk receives it and photographs it once, the
 * buyer confirms it (or, 48 hours later, the sweeper does) and the order finishes exactly once,
 * with the ledger balanced. The ordinary finish sweeper leaves such an order to its check.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries, notifications, orders, staffActions, warehouseItems } from '../db/schema';
import { startSecondNode, startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { expectLedgerBalanced } from '../testing/ledger-balance';
import { openCaseOk, storedImage } from '../testing/case-fixtures';
import { DAY_MS, shippedOrder, signInAgain } from '../testing/shipped-order';
import { checkOk, createWarehouseStaff, receiveOk, shippedWarehouseOrder } from '../testing/warehouse-fixtures';
import { runOnce as autoConfirm } from '../jobs/auto-confirm-checks';
import { runOnce as finishDue } from '../jobs/finish-due-orders';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

const HOUR_MS = 3_600_000;

async function releases(): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: ledgerEntries.orderId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, 'proceeds'), eq(ledgerEntries.event, 'finished'), eq(ledgerEntries.orderKind, 'order')));
  return rows.map((r) => r.id!).sort((a, b) => a - b);
}

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function itemOf(orderId: number) {
  const [row] = await t.database.db.select().from(warehouseItems).where(eq(warehouseItems.orderId, orderId));
  return row;
}

describe('where a cross-region order ships', () => {
  it("shows the seller the agency's address as the ship-to, and the buyer that it goes to Holo's warehouse", async () => {
    const order = await shippedWarehouseOrder(t);
    const sales = await order.seller.client.get('/api/seller/sales?tab=2');
    expect(sales.status).toBe(200);
    expect(sales.body.data[0]).toMatchObject({
      Id: order.id,
      Address: { Consignee: `Holo warehouse ${(await orderRow(order.id)).code}`, City: 'Torrance', Provice: 'California', ZipCode: '90504', Nation: 'US' },
    });
    const page = await order.buyer.client.get(`/api/me/orders/${order.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ ToWarehouse: true, WarehouseCity: 'Torrance', CheckState: 0, CheckTimeLong: null });

    const domestic = await shippedOrder(t, 'order');
    const plain = await domestic.buyer.client.get(`/api/me/orders/${domestic.id}`);
    expect(plain.body).toMatchObject({ ToWarehouse: false, WarehouseCity: null, CheckState: 0 });
  });
});

describe('the warehouse desk', () => {
  it('refuses a visitor (401), a member without the desk (403) and bad input (400)', async () => {
    const order = await shippedWarehouseOrder(t);
    const member = await createTrader(t);
    const staff = await createWarehouseStaff(t);
    for (const [method, path] of [
      ['get', '/api/staff/warehouse/incoming'],
      ['get', '/api/staff/warehouse/unchecked'],
      ['post', `/api/staff/warehouse/orders/${order.id}/receive`],
    ] as const) {
      expect((await t.client()[method](path)).status, path).toBe(401);
      expect((await member.client[method](path)).status, path).toBe(403);
    }
    const itemId = await receiveOk(staff, order.id);
    const check = `/api/staff/warehouse/items/${itemId}/check`;
    const photo = await storedImage(t, staff.memberId, 'condition');
    expect((await t.client().post(check, { ImageIds: [photo], Description: 'ok' })).status).toBe(401);
    expect((await member.client.post(check, { ImageIds: [photo], Description: 'ok' })).status).toBe(403);
    const bad = async (body: unknown, code: string) => {
      const reply = await staff.client.post(check, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.code).toBe(code);
    };
    await bad({ ImageIds: [], Description: 'ok' }, 'CONDITION_PHOTOS_REQUIRED');
    await bad({ ImageIds: [1, 2, 3, 4, 5, 6, 7], Description: 'ok' }, 'CONDITION_PHOTOS_REQUIRED');
    await bad({ ImageIds: [photo], Description: 'x'.repeat(501) }, 'CONDITION_NOTE_TOO_LONG');
    await bad({ ImageIds: [photo, photo], Description: 'ok' }, 'IMAGE_NOT_FOUND');
    // Another member's picture, and the staff member's own picture uploaded for something else.
    await bad({ ImageIds: [await storedImage(t, member.memberId, 'condition')], Description: 'ok' }, 'IMAGE_NOT_FOUND');
    await bad({ ImageIds: [await storedImage(t, staff.memberId, 'case')], Description: 'ok' }, 'IMAGE_NOT_FOUND');
    expect((await staff.client.post('/api/staff/warehouse/orders/abc/receive')).status).toBe(400);
    expect((await staff.client.post('/api/staff/warehouse/orders/999999/receive')).status).toBe(404);
    expect((await staff.client.post('/api/staff/warehouse/items/999999/check', { ImageIds: [photo], Description: '' })).status).toBe(404);
    expect((await itemOf(order.id))!.checkedAt).toBeNull();
  });

  it('lists the incoming parcel, receives it once (two staff at once), tells the buyer and records it', async () => {
    const order = await shippedWarehouseOrder(t);
    const domestic = await shippedOrder(t, 'order');
    const staff = await createWarehouseStaff(t);
    const other = await createWarehouseStaff(t);
    const incoming = await staff.client.get('/api/staff/warehouse/incoming');
    expect(incoming.body.data).toEqual([expect.objectContaining({ OrderId: order.id, AreaId: 'US', Title: 'Warehouse card', Express: 'UPS' })]);

    const [a, b] = await Promise.all([staff.client.post(`/api/staff/warehouse/orders/${order.id}/receive`), other.client.post(`/api/staff/warehouse/orders/${order.id}/receive`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.error.code).toBe('WAREHOUSE_ORDER_NOT_RECEIVABLE');
    const items = await t.database.db.select().from(warehouseItems);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ memberId: order.buyer.memberId, agencyId: 2, title: 'Warehouse card', priceCents: 10_000, quantity: 1, checkedAt: null });
    expect((await staff.client.get('/api/staff/warehouse/incoming')).body.data).toEqual([]);
    expect((await staff.client.get('/api/staff/warehouse/unchecked')).body.data).toEqual([expect.objectContaining({ OrderId: order.id })]);
    expect((await staff.client.post(`/api/staff/warehouse/orders/${domestic.id}/receive`)).status).toBe(409);

    const told = await t.database.db.select().from(notifications).where(eq(notifications.memberId, order.buyer.memberId));
    expect(told.filter((n) => n.sendType === 11).map((n) => n.title)).toEqual(["Your card arrived at Holo's warehouse in Torrance"]);
    const actions = await t.database.db.select().from(staffActions).where(eq(staffActions.desk, 'warehouse'));
    expect(actions).toEqual([expect.objectContaining({ action: 'warehouse.receive', subject: `order:${order.id}` })]);
    expect((await order.buyer.client.get(`/api/me/orders/${order.id}`)).body).toMatchObject({ CheckState: 1, CheckTimeLong: null });
  });

  it('checks an item once with its photos: the 48 hours start and the buyer is told', async () => {
    const order = await shippedWarehouseOrder(t);
    const staff = await createWarehouseStaff(t);
    const itemId = await receiveOk(staff, order.id);
    const photos = await checkOk(t, staff, itemId, 3);
    const again = await staff.client.post(`/api/staff/warehouse/items/${itemId}/check`, { ImageIds: [await storedImage(t, staff.memberId, 'condition')], Description: '' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ITEM_ALREADY_CHECKED');
    expect(await itemOf(order.id)).toMatchObject({ checkImageIds: photos, checkedAt: t.clock.now(), checkedBy: staff.memberId, confirmedAt: null });
    expect((await staff.client.get('/api/staff/warehouse/unchecked')).body.data).toEqual([]);
    const told = await t.database.db.select().from(notifications).where(and(eq(notifications.memberId, order.buyer.memberId), eq(notifications.sendType, 11)));
    expect(told.map((n) => n.title)).toContain("Check your card's condition within 48 hours");
    t.clock.advance(HOUR_MS);
    expect((await order.buyer.client.get(`/api/me/orders/${order.id}`)).body).toMatchObject({ CheckState: 2, CheckTimeLong: 47 * 3600 });
  });
});

describe("the buyer's condition check", () => {
  it('is processing until checked, then shows the photos; only to the buyer', async () => {
    const order = await shippedWarehouseOrder(t);
    const staff = await createWarehouseStaff(t);
    const path = `/api/orders/${order.id}/condition-check`;
    expect((await t.client().get(path)).status).toBe(401);
    expect((await order.seller.client.get(path)).status).toBe(404);
    expect((await (await createTrader(t)).client.get(path)).status).toBe(404);
    expect((await order.buyer.client.get('/api/orders/0/condition-check')).status).toBe(400);
    const domestic = await shippedOrder(t, 'order');
    expect((await domestic.buyer.client.get(`/api/orders/${domestic.id}/condition-check`)).status).toBe(404);

    expect((await order.buyer.client.get(path)).body).toEqual({ OrderId: order.id, AreaId: 'US', City: 'Torrance', PostageMoney: 800, CheckTimeLong: null, data: [] });
    const itemId = await receiveOk(staff, order.id);
    expect((await order.buyer.client.get(path)).body.data).toEqual([]);
    const early = await order.buyer.client.post(`${path}/confirm`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('CONDITION_NOT_CHECKED');
    await checkOk(t, staff, itemId, 2);
    const check = (await order.buyer.client.get(path)).body;
    expect(check).toMatchObject({ CheckTimeLong: 48 * 3600, data: [{ Id: itemId, Title: 'Warehouse card', Description: 'Near mint, light edge wear on the back.' }] });
    expect(check.data[0].Photos).toHaveLength(2);
    expect(check.data[0].Photos[0]).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.jpg$/);
  });

  it('confirms once with a double click: the order finishes, the seller is paid once, the plain receipt call is refused', async () => {
    const order = await shippedWarehouseOrder(t);
    const staff = await createWarehouseStaff(t);
    await checkOk(t, staff, await receiveOk(staff, order.id));
    const plain = await order.buyer.client.post(`/api/orders/${order.id}/receive`);
    expect(plain.status).toBe(409);
    expect(plain.body.error.code).toBe('CONDITION_CHECK_REQUIRED');
    const path = `/api/orders/${order.id}/condition-check/confirm`;
    expect((await t.client().post(path)).status).toBe(401);
    expect((await order.seller.client.post(path)).status).toBe(404);

    const [a, b] = await Promise.all([order.buyer.client.post(path), order.buyer.client.post(path)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ok = a.status === 200 ? a : b;
    expect(ok.body).toEqual({ OrderStatus: 5, FinishTime: t.clock.now().toISOString(), AreaId: 'US', City: 'Torrance' });
    expect((await order.buyer.client.post(path)).status).toBe(409);
    expect(await itemOf(order.id)).toMatchObject({ confirmedAt: t.clock.now(), confirmedBy: 'buyer' });
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 5, receivedAt: t.clock.now() });
    expect(await releases()).toEqual([order.id]);
    expect((await order.buyer.client.get(`/api/me/orders/${order.id}`)).body).toMatchObject({ CheckState: 2, CheckTimeLong: null });
    await expectLedgerBalanced(t.database.db);
  });

  it('is blocked while a case is open on the order', async () => {
    const order = await shippedWarehouseOrder(t);
    const staff = await createWarehouseStaff(t);
    await checkOk(t, staff, await receiveOk(staff, order.id));
    await openCaseOk(order, { Reason: 'not_as_described', Title: 'Scratched' });
    const refused = await order.buyer.client.post(`/api/orders/${order.id}/condition-check/confirm`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CASE_OPEN');
    t.clock.advance(49 * HOUR_MS);
    expect(await autoConfirm(t.app.ctx)).toEqual({ confirmed: 0, failed: 0 });
    expect((await orderRow(order.id)).orderStatus).toBe(3);
    await expectLedgerBalanced(t.database.db);
  });
});

describe('the 48-hour sweeper', () => {
  it('confirms unconfirmed items 48 hours after the photos, not a moment before, exactly once with two sweepers', async () => {
    const seller = await createTrader(t, { isSeller: true });
    const staff = await createWarehouseStaff(t);
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await shippedWarehouseOrder(t, { seller }));
    for (const order of made) await checkOk(t, staff, await receiveOk(staff, order.id), 1);
    t.clock.advance(48 * HOUR_MS - 1);
    expect(await autoConfirm(t.app.ctx)).toEqual({ confirmed: 0, failed: 0 });
    t.clock.advance(1);
    const second = await startSecondNode(t);
    try {
      const runs = await Promise.all([autoConfirm(t.app.ctx), autoConfirm(second.app.ctx), autoConfirm(t.app.ctx)]);
      expect(runs.reduce((n, r) => n + r.confirmed, 0)).toBe(4);
      expect(runs.every((r) => r.failed === 0)).toBe(true);
    } finally {
      await second.close();
    }
    expect(await releases()).toEqual(made.map((o) => o.id).sort((a, b) => a - b));
    for (const order of made) {
      expect(await itemOf(order.id)).toMatchObject({ confirmedBy: 'auto', confirmedAt: t.clock.now() });
      expect(await orderRow(order.id)).toMatchObject({ orderStatus: 5, receivedAt: null });
    }
    expect(await autoConfirm(t.app.ctx)).toEqual({ confirmed: 0, failed: 0 });
    await expectLedgerBalanced(t.database.db);
  });

  it('races the buyer: the order finishes once', async () => {
    const order = await shippedWarehouseOrder(t);
    const staff = await createWarehouseStaff(t);
    await checkOk(t, staff, await receiveOk(staff, order.id));
    t.clock.advance(48 * HOUR_MS);
    await signInAgain(t, order.buyer);
    const [swept, confirmed] = await Promise.all([autoConfirm(t.app.ctx), order.buyer.client.post(`/api/orders/${order.id}/condition-check/confirm`)]);
    expect(swept.failed).toBe(0);
    expect(swept.confirmed + (confirmed.status === 200 ? 1 : 0)).toBe(1);
    expect(await releases()).toEqual([order.id]);
    await expectLedgerBalanced(t.database.db);
  });

  it("the ordinary finish sweeper leaves an order bound for the warehouse to its check, whatever the shipment's clock says", async () => {
    const order = await shippedWarehouseOrder(t);
    const domestic = await shippedOrder(t, 'order');
    t.clock.advance(31 * DAY_MS);
    expect(await finishDue(t.app.ctx)).toEqual({ orders: 1, storeOrders: 0, failed: 0 });
    expect((await orderRow(domestic.id)).orderStatus).toBe(5);
    expect((await orderRow(order.id)).orderStatus).toBe(3);
    const staff = await createWarehouseStaff(t);
    await checkOk(t, staff, await receiveOk(staff, order.id));
    expect((await finishDue(t.app.ctx)).orders).toBe(0);
    expect((await orderRow(order.id)).orderStatus).toBe(3);
    await expectLedgerBalanced(t.database.db);
  });
});
