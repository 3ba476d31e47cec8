import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAs } from './pages/bidding-pages';
import { CheckoutPage, decideSandboxPayment, listBuyNowItem } from './pages/checkout-pages';
import { buyItNow } from './pages/order-list-pages';
import { makeBidder, registerFreshMember } from './pages/member-api';
import { approveAsTaxDesk, TaxRefundPage } from './pages/tax-refund-pages';

const store = { owner: 'vintagevault@sellers.holo.test' };

/** A phone photo of the receipt: a PNG made here. */
async function receipt() {
  const buffer = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#f4f1e8' } }).png().toBuffer();
  return { name: 'receipt.png', mimeType: 'image/png', buffer };
}

const sumMoney = async (page: Page) => ((await (await page.request.get('/api/me')).json()) as { SumMoney: number }).SumMoney;

test('a US member claims back the tax of a paid order with a PNG proof; the tax desk approves and the CHP balance grows', async ({ page, playwright }, info) => {
  test.setTimeout(150_000);
  const shoot = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: true });
  // A fresh member of this project: a Texas address (state tax), verified, with CHP.
  const member = await registerFreshMember(page, info.project.name);
  await makeBidder(page);

  const seller = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  await signInAs(seller, store.owner);
  const itemId = await listBuyNowItem(seller, `Tax refund ${info.project.name} ${Date.now().toString(36)}`, 3_000, 400);
  const order = await buyItNow(page.request, itemId);
  await page.goto(`/pay/checkout/${order.id}`);
  await new CheckoutPage(page).pay();
  await decideSandboxPayment(page, 'Approve payment');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  const taxPage = new TaxRefundPage(page);
  await taxPage.goto();
  await expect(page.getByText('No tax refund applications yet')).toBeVisible();
  await taxPage.apply([order.code], await receipt(), shoot);
  await expect(taxPage.rows()).toHaveCount(1);
  await expect(taxPage.rows().first()).toContainText('Processing');
  await expect(page.getByRole('button', { name: 'New application' })).toBeDisabled();
  await shoot('tax-processing');

  await page.getByRole('button', { name: /^Details of the application/ }).click();
  const detail = page.getByRole('dialog', { name: 'Tax refund application' });
  await expect(detail.getByText('Avery Stone')).toBeVisible();
  await detail.getByRole('button', { name: new RegExp(order.code) }).click();
  await expect(page.getByRole('dialog', { name: `Order ${order.code}` })).toBeVisible();
  await shoot('tax-order-detail');
  await page.getByRole('dialog', { name: `Order ${order.code}` }).getByRole('button', { name: 'Close' }).click();
  await detail.getByRole('button', { name: 'Close' }).click();

  const before = await sumMoney(page);
  const staff = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  await signInAs(staff, 'staff@holo.test');
  const amount = await approveAsTaxDesk(staff, member.id);
  expect(amount).toBeGreaterThan(0);

  await taxPage.goto();
  await expect(taxPage.rows().first()).toContainText('Refunded');
  await expect(taxPage.rows().first()).toContainText('Refunded to your CHP');
  expect(await sumMoney(page)).toBe(before + amount);
  await shoot('tax-refunded');
  await seller.dispose();
  await staff.dispose();
});

test('a member outside the US is told tax refunds are for US members', async ({ page }, info) => {
  await signInAs(page.request, 'macao@holo.test');
  await page.goto('/myholo/taxrefund');
  await expect(page.getByRole('heading', { name: 'Tax refunds are for US members' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`tax-us-only-${info.project.name}.png`) });
});

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });
  test('the demo buyer sees a refunded and a rejected application', async ({ page }, info) => {
    await signInAs(page.request, 'buyer@holo.test');
    await page.goto('/myholo/taxrefund');
    await expect(page.locator('.tax-row')).toHaveCount(2);
    await page.screenshot({ path: info.outputPath(`tax-demo-ja-${info.project.name}.png`), fullPage: true });
  });
});
