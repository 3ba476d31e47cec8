/**
 * API test fixtures for the warehouse (issue 31): a cross-region order bound for Holo's warehouse,
 * bought and paid through the real API (a US seller's card and a Macao buyer: BusinessType 2
 * through the US agency, not custom-address), then shipped; a warehouse-desk staff member; and the
 * desk's receive and check through its routes.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, staffDesks } from '../db/schema';
import type { TestApp } from './test-app';
import { createTrader, listItem } from './trade-helpers';
import { decideOnHostedPage, startPaymentOk } from './payment-helpers';
import { markShipped, type PaidOrder, type Trader } from './shipped-order';
import { storedImage } from './case-fixtures';

export async function shippedWarehouseOrder(t: TestApp, parties: { seller?: Trader; buyer?: Trader } = {}): Promise<PaidOrder & { shipmentId: number }> {
  const seller = parties.seller ?? (await createTrader(t, { isSeller: true }));
  const buyer = parties.buyer ?? (await createTrader(t, { memberSource: 'MO', stateCode: null, stateName: null }));
  const itemId = await listItem(t, seller, { ByWay: 1, Price: 10_000, Postage: 800, Title: 'Warehouse card' });
  const bought = await buyer.client.post(`/api/items/${itemId}/buy`);
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  const id = bought.body.OrderId as number;
  const payment = await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: id, IsGuarantee: 9 });
  await decideOnHostedPage(t, payment.PayUrl, 'approve');
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  expect(order).toMatchObject({ orderStatus: 2, businessType: 2, agencyId: 2, transferAddressId: null });
  const paid: PaidOrder = { kind: 'order', id, buyer, seller, totalCents: order!.totalCents };
  return { ...paid, shipmentId: await markShipped(t, paid) };
}

export async function createWarehouseStaff(t: TestApp): Promise<Trader> {
  const staff = await createTrader(t);
  await t.database.db.insert(staffDesks).values({ memberId: staff.memberId, desk: 'warehouse' });
  return staff;
}

/** The desk receives the order (200), answering the new item's id. */
export async function receiveOk(staff: Trader, orderId: number): Promise<number> {
  const received = await staff.client.post(`/api/staff/warehouse/orders/${orderId}/receive`);
  expect(received.status, JSON.stringify(received.body)).toBe(200);
  return received.body.Id as number;
}

/** The desk photographs the item with `photos` fresh condition pictures (200). */
export async function checkOk(t: TestApp, staff: Trader, itemId: number, photos = 2): Promise<number[]> {
  const ImageIds: number[] = [];
  for (let i = 0; i < photos; i++) ImageIds.push(await storedImage(t, staff.memberId, 'condition'));
  const checked = await staff.client.post(`/api/staff/warehouse/items/${itemId}/check`, { ImageIds, Description: 'Near mint, light edge wear on the back.' });
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  return ImageIds;
}
