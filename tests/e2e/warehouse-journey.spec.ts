import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAs } from './pages/bidding-pages';
import { CheckoutPage, decideSandboxPayment, listBuyNowItem } from './pages/checkout-pages';
import { buyItNow } from './pages/order-list-pages';
import { makeBidder, registerFreshMember } from './pages/member-api';
import { approveAsTaxDesk, TaxRefundPage } from './pages/tax-refund-pages';
import { intoWarehouse } from './pages/warehouse-pages';

// Issue 31's whole story: a card bought from a seller in Macao goes to Holo's Macao warehouse, is
// checked, sent on to a US buyer in Texas with a customs declaration, its postage and state tax
// paid, shipped, confirmed, and the buyer claims the tax back. Each project has its own fresh
// buyer (the database is shared).

const headers = { 'x-requested-with': 'fetch' };
const macaoSeller = 'macaucardex@sellers.holo.test';

const sumMoney = async (page: Page) => ((await (await page.request.get('/api/me')).json()) as { SumMoney: number }).SumMoney;

test('a Macao seller’s card reaches a US buyer through Holo’s warehouse, and the buyer claims the tax back', async ({ page, playwright }, info) => {
  test.setTimeout(240_000);
  const stamp = `${info.project.name} ${Date.now().toString(36)}`;
  const shoot = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: true });
  const member = await registerFreshMember(page, info.project.name);
  await makeBidder(page);
  const seller = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const staff = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  await signInAs(seller, macaoSeller);
  await signInAs(staff, 'staff@holo.test');
  const title = `Macao to Texas ${stamp}`;
  const itemId = await listBuyNowItem(seller, title, 8_800, 600);

  // The checkout sends it to the Macao warehouse: no address asked, no state tax on this leg.
  const order = await buyItNow(page.request, itemId);
  await page.goto(`/pay/checkout/${order.id}`);
  await expect(page.getByText(/^Ships to Holo's warehouse in /)).toBeVisible();
  await new CheckoutPage(page).pay();
  await decideSandboxPayment(page, 'Approve payment');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await intoWarehouse(page.request, seller, staff, order.id, `1Z${Date.now().toString().slice(-9)}${info.project.name === 'phone' ? '61' : '62'}`);

  // In the member's Macao warehouse, with the Texas tax estimated; sent on with a declaration.
  const agencies = (await (await page.request.get('/api/warehouse/agencies')).json()) as { data: Array<{ Id: number; AreaId: string }> };
  const macao = agencies.data.find((agency) => agency.AreaId === 'MO');
  expect(macao, 'the Macao warehouse').toBeDefined();
  await page.goto('/myholo/warehouse');
  await page.getByRole('combobox', { name: 'Warehouse', exact: true }).selectOption(String(macao!.Id));
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(title);
  await page.getByRole('searchbox', { name: 'Search by title' }).press('Enter');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText(/Estimated tax/)).toBeVisible();
  await row.getByRole('checkbox', { name: `Choose ${title}` }).check();
  await page.getByRole('button', { name: 'Send for weighing (1)' }).click();
  await page.getByRole('dialog', { name: 'Send for weighing?' }).getByRole('button', { name: 'Continue' }).click();
  const declaration = page.getByRole('dialog', { name: 'Customs declaration' });
  // SF Express only within Greater China: not from Macao to Texas.
  await expect(declaration.getByRole('radio', { name: 'SF Express' })).toHaveCount(0);
  await declaration.getByLabel('Unit price (USD)').fill('88');
  await declaration.getByRole('radio', { name: 'UPS' }).check();
  await declaration.getByRole('button', { name: 'Submit for weighing' }).click();
  await expect(page).toHaveURL(/\/myholo\/warehouse\?tab=4$/);
  const details = page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: /^Details of order WO\d+$/ });
  const warehouseOrderId = Number((await details.getAttribute('href'))!.split('/').pop());
  const warehouseOrderCode = (await details.getAttribute('aria-label'))!.replace('Details of order ', '');

  // Weighed by the desk: postage from the Macao bands to the US, and Texas tax on the card.
  const weighed = await staff.post(`/api/staff/warehouse/forwarding/${warehouseOrderId}/weigh`, { headers, data: { WeightGrams: 140 } });
  expect(weighed.status(), await weighed.text()).toBe(200);
  const fees = (await weighed.json()) as { Postage: number; Tax: number; Total: number };
  expect(fees.Tax).toBeGreaterThan(0);
  expect(fees.Total).toBe(fees.Postage + fees.Tax);

  // The buyer pays postage and tax on the pay page.
  await page.goto(`/pay/warehouse/${warehouseOrderId}`);
  await expect(page.getByTestId('warehouse-pay-total')).toContainText((fees.Total / 100).toFixed(2));
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  const agree = page.getByRole('dialog');
  await agree.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await agree.getByRole('button', { name: 'Pay', exact: true }).click();
  await decideSandboxPayment(page, 'Approve payment');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // Shipped with the second carrier; the buyer confirms it under Shipped, and it is completed.
  const shipped = await staff.post(`/api/staff/warehouse/forwarding/${warehouseOrderId}/ship`, {
    headers,
    data: { CarrierCode: 'UPS', TrackingNumber: `1ZJ${Date.now().toString().slice(-9)}${info.project.name === 'phone' ? '1' : '2'}` },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
  await page.goto('/myholo/warehouse?tab=3');
  const inTransit = page.getByRole('listitem').filter({ hasText: title });
  await inTransit.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog', { name: 'Confirm receipt?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Receipt confirmed: the warehouse order is completed.')).toBeVisible();
  await page.goto('/myholo/warehouse?tab=5');
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await shoot('warehouse-completed');

  // The tax paid on the forwarding is claimed back as a cross-border application.
  const taxPage = new TaxRefundPage(page);
  await taxPage.goto();
  const proof = { name: 'receipt.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#f4f1e8' } }).png().toBuffer() };
  await taxPage.apply([warehouseOrderCode], proof, undefined, 'Cross-border orders');
  await expect(taxPage.rows().first()).toContainText('Processing');
  const before = await sumMoney(page);
  expect(await approveAsTaxDesk(staff, member.id)).toBe(fees.Tax);
  await taxPage.goto();
  await expect(taxPage.rows().first()).toContainText('Refunded');
  expect(await sumMoney(page)).toBe(before + fees.Tax);
  await seller.dispose();
  await staff.dispose();
});
