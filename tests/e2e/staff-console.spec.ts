import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';
import { decideSandboxPayment, listBuyNowItem } from './pages/checkout-pages';
import { LoginPage } from './pages/auth-pages';
import { StaffConsole } from './pages/staff-console-pages';
import { buyAndPayAcrossRegions, intoWarehouse } from './pages/warehouse-pages';

// The staff console (issue 33, staff part): the warehouse-only demo member weighs and ships a
// forwarding order from the console (each project makes its own order, the way the forwarding
// journey does), sees only the warehouse desk, and a member without a desk sees none of the tools
// while the API refuses them. The console's own words are new: until the next extract every
// language shows them in English, so these journeys read them in English.

const headers = { 'x-requested-with': 'fetch' };

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

test('the warehouse desk weighs a forwarding order and ships it once paid, from the console', async ({ page, browser, playwright }, info) => {
  test.setTimeout(180_000);
  const baseURL = info.project.use.baseURL;
  const seller = await playwright.request.newContext({ baseURL });
  const staffApi = await playwright.request.newContext({ baseURL });
  await signInAs(seller, 'seller@holo.test');
  await signInAs(staffApi, 'staff@holo.test');
  const buyerContext = await browser.newContext({ baseURL });
  const buyerPage = await buyerContext.newPage();
  await signInAs(buyerPage.request, 'macao@holo.test');
  const buyer = buyerPage.request;

  // A card of the Macao buyer in the US warehouse, sent on to Macao: an order waiting to be weighed.
  const itemId = await listBuyNowItem(seller, `Console forwarding ${info.project.name} ${Date.now().toString(36)}`, 3_900, 600);
  const order = await buyAndPayAcrossRegions(buyerPage, itemId);
  const inWarehouse = await intoWarehouse(buyer, seller, staffApi, order.id, `1Z${Date.now().toString().slice(-9)}${info.project.name === 'phone' ? '51' : '52'}`);
  const addresses = (await (await buyer.get('/api/me/addresses')).json()) as Array<{ Id: number; Country: string }>;
  const macao = addresses.find((a) => a.Country === 'MO')!;
  const submitted = (await ok(
    await buyer.post('/api/warehouse/orders', { headers, data: { AgencyId: 2, ItemIds: [inWarehouse], CustomCommodityCount: 1, CustomCommodityPrice: 3_900, SpecifyExpressName: 'UPS', AddressId: macao.Id } }),
  )) as { Id: number; OrderNo: string };

  // A visitor opening the desk signs in and comes back to it.
  await page.goto('/staff/warehouse?tab=weigh');
  await expect(page).toHaveURL(/\/login$/);
  const login = new LoginPage(page);
  await login.chooseEmail();
  await login.signIn('warehouse@holo.test', 'Holo2026');
  await expect(page).toHaveURL(/\/staff\/warehouse\?tab=weigh$/);
  const staffConsole = new StaffConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse' })).toBeVisible();

  const toWeigh = staffConsole.forwardingOrder(submitted.OrderNo);
  await expect(toWeigh).toBeVisible();
  await page.screenshot({ path: info.outputPath(`staff-warehouse-${info.project.name}.png`), fullPage: true });
  await toWeigh.getByLabel('Weight (grams)').fill('180');
  await toWeigh.getByRole('button', { name: 'Weigh' }).click();
  await expect(page.getByText('Weighed: the member has been asked to pay the postage')).toBeVisible();
  await expect(toWeigh).toHaveCount(0);

  // The member pays the postage at the sandbox provider.
  const payment = await ok(await buyer.post('/api/payments', { headers, data: { Purpose: 'warehouse', ReferenceId: submitted.Id, IsGuarantee: 9 } }));
  await buyerPage.goto((payment as { PayUrl: string }).PayUrl);
  await decideSandboxPayment(buyerPage, 'Approve payment');
  await expect(buyerPage).toHaveURL(/\/pay\/result/);

  await staffConsole.openTab('To ship');
  const toShip = staffConsole.forwardingOrder(submitted.OrderNo);
  await expect(toShip).toContainText('Weighed 180 g');
  await toShip.getByLabel('Carrier').selectOption('UPS');
  await toShip.getByLabel('Tracking number').fill(`1ZC${Date.now().toString().slice(-9)}${info.project.name === 'phone' ? '1' : '2'}`);
  await toShip.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByText('Shipped: the member has been told')).toBeVisible();
  await expect(toShip).toHaveCount(0);
  const shipped = (await (await buyer.get(`/api/pay/warehouse/${submitted.Id}`)).json()) as { Status: number; ExpressCode: string | null };
  expect(shipped.Status).toBe(3);

  // Both steps are in the staff log, with who did them.
  await staffConsole.goToDesk('Staff log');
  await expect(page.getByRole('listitem').filter({ hasText: 'warehouse.ship' }).first()).toContainText('HoloWarehouse');
  await page.screenshot({ path: info.outputPath(`staff-log-${info.project.name}.png`) });
  await buyerContext.close();
});

test('a warehouse-only staff member sees the warehouse desk and nothing of the others', async ({ page, request }, info) => {
  await signInAs(page.request, 'warehouse@holo.test');
  await page.goto('/staff/');
  await expect(page).toHaveURL(/\/staff\/warehouse$/);
  const staffConsole = new StaffConsole(page);
  const nav = await staffConsole.openNav();
  await expect(nav.getByRole('link')).toHaveText(['Warehouse', 'Staff log', 'Back to Holo']);
  await expect(page.getByRole('list', { name: 'Incoming parcels' }).or(page.getByText('No parcel is on its way'))).toBeVisible();
  await page.screenshot({ path: info.outputPath(`staff-nav-${info.project.name}.png`) });
  // Another desk's address shows a refusal, not the tool; its API answers 403.
  await page.goto('/staff/cases');
  await expect(page.getByRole('heading', { level: 1, name: 'This desk is not yours' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cases' })).toHaveCount(0);
  expect((await page.request.get('/api/staff/cases')).status()).toBe(403);
  expect((await page.request.get('/api/staff/banners')).status()).toBe(403);
  expect((await page.request.get('/api/staff/actions?desk=content')).status()).toBe(403);
  expect((await request.get('/api/staff/warehouse/incoming')).status()).toBe(401);
});

test('a member without a desk sees none of the staff tools, and the API refuses them', async ({ page }, info) => {
  await signInAs(page.request, 'buyer@holo.test');
  await page.goto('/staff/content');
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Desks' })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Holo' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`staff-no-access-${info.project.name}.png`) });
  for (const path of ['/api/staff/warehouse/incoming', '/api/staff/warehouse/forwarding?status=4', '/api/staff/cases', '/api/staff/tax-refunds', '/api/staff/seller-applications', '/api/staff/banners', '/api/staff/actions']) {
    expect((await page.request.get(path)).status(), path).toBe(403);
  }
  const weigh = await page.request.post('/api/staff/warehouse/forwarding/1/weigh', { headers, data: { WeightGrams: 100 } });
  expect(weigh.status()).toBe(403);
});

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('the content desk lists the banners and the legal texts', async ({ page }, info) => {
    await signInAs(page.request, 'staff@holo.test');
    await page.goto('/staff/content');
    // The console speaks the device's language: its words come from the backoffice catalog.
    await expect(page.getByRole('combobox').first()).toHaveValue('ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('コンテンツ');
    await expect(page.getByRole('list', { name: 'バナー' }).getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: info.outputPath(`staff-content-ja-${info.project.name}.png`), fullPage: true });
    await page.getByRole('tab', { name: '規約・ポリシー' }).click();
    await expect(page.getByRole('list', { name: '規約・ポリシー' }).getByText('privacy', { exact: true })).toBeVisible();
  });
});
