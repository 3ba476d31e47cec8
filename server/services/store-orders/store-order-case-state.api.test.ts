/**
 * Store orders carry their case state (issue 28): the store order list and page say SRType as the
 * marketplace rows do (0 none, 1 disputing, 2 disputed, 3 revoked), read from the store order's own
 * case, never from a marketplace order's case with the same id.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createTrader, seedReference } from '../../testing/trade-helpers';
import { shippedOrder, type PaidOrder } from '../../testing/shipped-order';
import { createStaff, openCaseOk } from '../../testing/case-fixtures';
import type { MyOrdersReply, MyStoreOrdersReply } from '../../../src/domain/orders/order-list.schema';
import type { StoreOrderPage } from '../../../src/domain/orders/order-page.schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

/** The store order's SRType on the buyer's list and page, and the seller's page. */
async function srTypesOf(order: PaidOrder) {
  const list = await order.buyer.client.get<MyStoreOrdersReply>('/api/me/store-orders?type=3');
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const page = await order.buyer.client.get<StoreOrderPage>(`/api/me/store-orders/${order.id}`);
  const sellerPage = await order.seller.client.get<StoreOrderPage>(`/api/me/store-orders/${order.id}`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return { list: list.body.data.find((o) => o.Id === order.id)!.SRType, page: page.body.SRType, seller: sellerPage.body.SRType };
}

describe('a store order’s case state', () => {
  it('is 0 without a case, 1 while disputing, 3 revoked, 2 closed; a marketplace order with the same id keeps its own', async () => {
    const buyer = await createTrader(t);
    const store = await shippedOrder(t, 'store_order', { buyer });
    const marketplace = await shippedOrder(t, 'order', { buyer });
    expect(store.id).toBe(marketplace.id);
    expect(await srTypesOf(store)).toEqual({ list: 0, page: 0, seller: 0 });

    const opened = await openCaseOk(store);
    expect(await srTypesOf(store)).toEqual({ list: 1, page: 1, seller: 1 });
    const orders = await buyer.client.get<MyOrdersReply>('/api/me/orders?type=3');
    expect(orders.body.data.map((o) => o.SRType)).toEqual([0]);

    expect((await buyer.client.post(`/api/cases/${opened.ID}/revoke`)).status).toBe(200);
    expect(await srTypesOf(store)).toEqual({ list: 3, page: 3, seller: 3 });
    expect((await buyer.client.post(`/api/cases/${opened.ID}/reopen`)).status).toBe(200);
    const staff = await createStaff(t);
    expect((await staff.client.post(`/api/staff/cases/${opened.ID}/decide`, { Decision: 'close' })).status).toBe(200);
    expect(await srTypesOf(store)).toEqual({ list: 2, page: 2, seller: 2 });
  });
});
