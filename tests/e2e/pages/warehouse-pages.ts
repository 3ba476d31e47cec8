import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { decideSandboxPayment } from './checkout-pages';
import { buyItNow } from './order-list-pages';
import { shipOrder } from './after-payment-pages';

const headers = { 'x-requested-with': 'fetch' };

/** A condition photo as the warehouse's camera would give it, uploaded by the signed-in staff member; its image id. */
export async function uploadConditionPhoto(staff: APIRequestContext, shade = '#e4ecff'): Promise<number> {
  const ticket = await staff.post('/api/uploads/tickets', { headers, data: { Purpose: 'condition' } });
  expect(ticket.status(), await ticket.text()).toBe(200);
  const { UploadUrl } = (await ticket.json()) as { UploadUrl: string };
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: shade } }).jpeg().toBuffer();
  const uploaded = await staff.put(UploadUrl, { headers: { ...headers, 'content-type': 'image/jpeg' }, data: bytes });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  return ((await uploaded.json()) as { id: number }).id;
}

/**
 * The page's member (macao@holo.test, signed in by the caller) buys the listing and pays by MPay on
 * the sandbox page: a cross-region order through the agency of the seller's region.
 */
export async function buyAndPayAcrossRegions(page: Page, itemId: number): Promise<Awaited<ReturnType<typeof buyItNow>>> {
  const order = await buyItNow(page.request, itemId);
  const payment = await page.request.post('/api/payments', { headers, data: { Purpose: 'order', ReferenceId: order.id, IsGuarantee: 9 } });
  expect(payment.status(), await payment.text()).toBe(200);
  await page.goto(((await payment.json()) as { PayUrl: string }).PayUrl);
  await decideSandboxPayment(page, 'Approve payment');
  return order;
}

/**
 * The seller ships the order to the warehouse, the warehouse desk receives and photographs it, and
 * the buyer confirms the check: the card is in the buyer's warehouse. Its warehouse item id.
 */
export async function intoWarehouse(buyer: APIRequestContext, seller: APIRequestContext, staff: APIRequestContext, orderId: number, trackingNumber: string): Promise<number> {
  await shipOrder(seller, orderId, { ShipperCode: 'UPS', LogisticCode: trackingNumber });
  const received = await staff.post(`/api/staff/warehouse/orders/${orderId}/receive`, { headers });
  expect(received.status(), await received.text()).toBe(200);
  const { Id: itemId } = (await received.json()) as { Id: number };
  const checked = await staff.post(`/api/staff/warehouse/items/${itemId}/check`, { headers, data: { ImageIds: [await uploadConditionPhoto(staff)], Description: 'Near mint.' } });
  expect(checked.status(), await checked.text()).toBe(200);
  const confirmed = await buyer.post(`/api/orders/${orderId}/condition-check/confirm`, { headers });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return itemId;
}
