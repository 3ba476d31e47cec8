import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAs } from './pages/bidding-pages';
import { CheckoutPage, decideSandboxPayment, listBuyNowItem } from './pages/checkout-pages';
import { buyItNow } from './pages/order-list-pages';
import { shipOrder } from './pages/after-payment-pages';

const headers = { 'x-requested-with': 'fetch' };
const sellerEmail = 'slabcitysports@sellers.holo.test';

/** A phone photo of the damaged card: a plain JPEG the size a phone takes, made here. */
async function photo(name: string, color: string) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: color } }).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test('a buyer opens a case with two photos, sends the card back with tracking, and gets the money back', async ({ page, playwright }, info) => {
  test.setTimeout(120_000);
  const seller = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  await signInAs(seller, sellerEmail);
  const itemId = await listBuyNowItem(seller, `Case journey ${info.project.name} ${Date.now().toString(36)}`, 8_800, 600);

  await signInAs(page.request, 'buyer@holo.test');
  const order = await buyItNow(page.request, itemId);
  await page.goto(`/pay/checkout/${order.id}`);
  await new CheckoutPage(page).pay();
  await decideSandboxPayment(page, 'Approve payment');
  const paid = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as { Total: number };
  await shipOrder(seller, order.id, { ShipperCode: 'UPS', LogisticCode: `1Z${Date.now().toString().slice(-9)}${info.project.name === 'phone' ? '33' : '44'}` });

  // The card came damaged: the buyer opens a case from the order page with two photos.
  await page.goto(`/myholo/detail/${order.id}`);
  await page.getByRole('button', { name: 'Open a case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Case' });
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('not_as_described');
  await dialog.getByRole('textbox', { name: 'What happened?' }).fill('The corner is bent and the surface is scratched, not as pictured.');
  await dialog.locator('input[type=file]:not([capture])').setInputFiles([await photo('front.jpg', '#b33'), await photo('back.jpg', '#33b')]);
  await expect(dialog.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(2);
  await expect(dialog.getByText('Uploading…')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`case-open-${info.project.name}.png`) });
  await dialog.getByRole('button', { name: 'Open the case' }).click();
  await expect(page.getByText('Your case is open: the seller has 3 days to answer.')).toBeVisible();

  // The seller asks for the card back, with a return address.
  const opened = (await (await seller.get(`/api/orders/${order.id}/case`)).json()) as { ID: number; objs: Array<{ Images: string[] }> };
  expect(opened.objs[0]!.Images).toHaveLength(2);
  const returned = await seller.post(`/api/seller/cases/${opened.ID}/return`, {
    headers,
    data: { Consignee: 'Slab City Sports', Mobile: '3125550102', Nation: 'US', Provice: 'Illinois', City: 'Chicago', ZipCode: '60601', Address: '200 E Randolph St' },
  });
  expect(returned.status(), await returned.text()).toBe(200);

  // The buyer sends it back from the outcome page.
  await page.goto(`/pay/outcome/${order.id}`);
  await expect(page.getByText('Return the item').first()).toBeVisible();
  await expect(page.getByText('200 E Randolph St')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Choose the carrier.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Carrier' }).selectOption('UPS');
  await page.getByRole('textbox', { name: 'Tracking number' }).fill(`1Z${Date.now().toString().slice(-9)}${info.project.name === 'phone' ? '55' : '66'}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Return shipping saved.')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`case-return-${info.project.name}.png`), fullPage: true });

  // The seller confirms the card arrived: the refund goes back through the payment provider.
  const confirmed = await seller.post(`/api/seller/cases/${opened.ID}/confirm-return`, { headers });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('The money is back with the way you paid.')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expect(page.getByRole('heading', { name: 'Refunded', exact: true }).first()).toBeVisible();
  // Everything the buyer paid comes back.
  await expect(page.locator('.outcome-section').filter({ hasText: 'Total' }).getByText(`$${(paid.Total / 100).toFixed(2)}`)).toBeVisible();
  await page.screenshot({ path: info.outputPath(`case-refunded-${info.project.name}.png`), fullPage: true });
  await seller.dispose();
});
