import { expect, test } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';
import { CheckoutPage, decideSandboxPayment, listBuyNowItem } from './pages/checkout-pages';
import { buyItNow } from './pages/order-list-pages';
import { OrderDetailPage, shipOrder, storeNamed } from './pages/after-payment-pages';

// A store whose demo record has no negative feedback: after this journey it still stands at 100%.
const store = { name: 'Vintage Vault Cards', owner: 'vintagevault@sellers.holo.test' };

test('a card goes from paid to finished: the seller ships, the buyer follows the parcel, confirms receipt and leaves feedback, and the store shows it', async ({ page, playwright }, info) => {
  test.setTimeout(120_000);
  const seller = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  await signInAs(seller, store.owner);
  const title = `After payment ${info.project.name} ${Date.now().toString(36)}`;
  const itemId = await listBuyNowItem(seller, title, 4_200, 500);
  const before = await storeNamed(seller, store.name);
  expect(before.SellNegativeCount).toBe(0);

  await signInAs(page.request, 'buyer@holo.test');
  const order = await buyItNow(page.request, itemId);
  await page.goto(`/pay/checkout/${order.id}`);
  await new CheckoutPage(page).pay();
  await decideSandboxPayment(page, 'Approve payment');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  const detail = new OrderDetailPage(page);
  await detail.goto(order.id);
  await expect(page.getByText(order.code).first()).toBeVisible();
  await expect(detail.stepper()).toContainText('Paid');
  await expect(page.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);

  // The seller ships; the sandbox carrier moves the parcel one event every 1.5 s and posts each to Holo.
  const trackingNumber = `1Z${Date.now().toString().slice(-9)}${info.project.name === 'phone' ? '11' : '22'}`;
  await shipOrder(seller, order.id, { ShipperCode: 'UPS', LogisticCode: trackingNumber });
  await detail.goto(order.id);
  await expect(page.getByText(trackingNumber).first()).toBeVisible();
  await expect(page.getByText(/^Finishes automatically on .* unless you confirm receipt first\.$/)).toBeVisible();
  await page.screenshot({ path: info.outputPath(`order-shipped-${info.project.name}.png`), fullPage: true });

  await expect(async () => {
    await page.reload();
    await expect(detail.trackingEvents().getByRole('listitem')).toHaveCount(4, { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expect(detail.trackingEvents().getByRole('listitem').first()).toContainText('Delivered');
  await page.screenshot({ path: info.outputPath(`order-delivered-${info.project.name}.png`), fullPage: true });

  await detail.confirmReceipt();
  await expect(page.getByText('Receipt confirmed: the order is finished.')).toBeVisible();
  await expect(detail.stepper()).toContainText('Finished');
  await detail.leaveFeedback('Exactly as pictured and well packed.');
  await expect(page.getByRole('button', { name: 'Leave feedback' })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`order-finished-${info.project.name}.png`), fullPage: true });

  // The record shows where the next buyer decides.
  const after = await storeNamed(page.request, store.name);
  expect(after.SellFavorableCount).toBeGreaterThan(before.SellFavorableCount);
  await page.goto(`/seller/detail/${after.Id}`);
  const header = page.locator('.store-head');
  await expect(header.getByRole('link', { name: `${after.SellFavorableCount} positive` })).toBeVisible();
  await expect(header.getByText('100%')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`store-feedback-${info.project.name}.png`) });

  await page.goto(`/feedback/seller?id=${(await (await page.request.get(`/api/stores/${after.Id}`)).json() as { SellerId: number }).SellerId}&type=1`);
  await expect(page.getByRole('cell', { name: 'Exactly as pictured and well packed.' }).or(page.getByText('Exactly as pictured and well packed.')).first()).toBeVisible();
  await seller.dispose();
});
