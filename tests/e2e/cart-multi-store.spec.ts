import { expect, test, type APIRequestContext } from '@playwright/test';
import { makeBidder, registerFreshMember } from './pages/member-api';
import { CartPage, StoreItemPage } from './pages/cart-pages';
import { OrderListPage } from './pages/order-list-pages';

// A fresh verified buyer has no coupon (coupons come from the demo data or a shared link after a
// finished order), so the default coupon is covered by cart.spec.ts with a seeded demo buyer.

type Listing = { ID: number; OrderType: number; Status: number; StoreId: number | null };
type Condition = { ID: number; Stock: number; IsLimit: boolean };

/** One store item from each of two stores, past the first ones other cart journeys take. */
async function itemsFromTwoStores(api: APIRequestContext, skip: number) {
  const found: { id: number; title: string; storeId: number }[] = [];
  const reply = (await (await api.get('/api/market/search?type=1&sort=3&size=240&page=1')).json()) as { PagedMarketItemList: Listing[] };
  const listings = reply.PagedMarketItemList.filter((l) => l.OrderType === 1 && l.Status === 1 && l.StoreId !== null).slice(skip);
  for (const listing of listings) {
    if (found.some((f) => f.storeId === listing.StoreId)) continue;
    const item = (await (await api.get(`/api/items/${listing.ID}`)).json()) as { Title: string; Conditions: Condition[] };
    const first = item.Conditions.find((c) => c.Stock > 0);
    if (first && first.Stock >= 2 && !first.IsLimit) found.push({ id: listing.ID, title: item.Title, storeId: listing.StoreId! });
    if (found.length === 2) break;
  }
  expect(found, 'store items from two stores').toHaveLength(2);
  return found;
}

test('a fresh buyer pays a cart over two stores in one payment and sees both store orders paid', async ({ page }, info) => {
  test.setTimeout(120_000);
  await registerFreshMember(page, info.project.name);
  await makeBidder(page);
  const items = await itemsFromTwoStores(page.request, info.project.name === 'phone' ? 12 : 30);

  const item = new StoreItemPage(page);
  for (const [index, { id }] of items.entries()) {
    await item.goto(id);
    await item.addToCartButton().click();
    await expect(item.cartBadge()).toHaveAccessibleName(`Cart (${index + 1})`);
    await page.keyboard.press('Escape');
  }
  await page.goto('/pay/cart');
  const cart = new CartPage(page);
  await expect(cart.lines()).toHaveCount(2);
  // Both lines can be bought: they arrive ticked and the total is theirs.
  await expect(cart.selectAll()).toBeChecked();
  await expect(page.getByText('2 items selected')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`cart-multi-${info.project.name}.png`), fullPage: true });
  await cart.proceed().click();

  await expect(page).toHaveURL(/\/pay\/storecheckout$/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  // Texas delivery: the state tax and the total come from the server before the order is placed.
  await expect(summary.getByText('Estimated state tax').locator('..')).toContainText(/\$\d+\.\d\d/);
  await expect(summary.getByText('Total', { exact: true }).locator('..')).toContainText(/\$[\d,]+\.\d\d/);
  await page.getByRole('radio', { name: 'Other local payment methods' }).check();
  await page.screenshot({ path: info.outputPath(`store-checkout-multi-${info.project.name}.png`), fullPage: true });

  // The page leaves for the provider as soon as the payment opens, so the replies' bodies may be
  // gone before a test reads them: the orders are read from what the payment asked for.
  const placed = page.waitForResponse((response) => response.url().endsWith('/api/store-orders') && response.request().method() === 'POST');
  const paying = page.waitForResponse((response) => response.url().endsWith('/api/store-orders/payment'));
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  expect((await placed).status()).toBe(201);
  const payment = await paying;
  expect(payment.status()).toBe(200);
  const { StoreOrderIds } = payment.request().postDataJSON() as { StoreOrderIds: number[] };
  expect(StoreOrderIds).toHaveLength(2);

  await expect(page.getByRole('heading', { name: 'Sandbox payment provider' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/pay\/result\?type=store&id=PY/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await page.getByRole('link', { name: 'View the order' }).click();
  await expect(page).toHaveURL(/\/myholo\/mallorder$/);

  const codes = await Promise.all(
    StoreOrderIds.map(async (id) => ((await (await page.request.get(`/api/store-orders/${id}`)).json()) as { OrderCode: string; OrderStatus: number })),
  );
  expect(codes.map((o) => o.OrderStatus)).toEqual([2, 2]);
  const list = new OrderListPage(page);
  await list.goto('/myholo/mallorder', 2);
  for (const { OrderCode } of codes) await expect(list.row(OrderCode)).toBeVisible();
  await page.screenshot({ path: info.outputPath(`mallorder-paid-${info.project.name}.png`), fullPage: true });
});

test.describe('in Japanese', () => {
  test('the cart arrives ticked and the checkout shows the tax before the order is placed', async ({ page }, info) => {
    test.setTimeout(120_000);
    await registerFreshMember(page, info.project.name);
    await makeBidder(page);
    // The language the picker remembers (its cookie): set after the English sign-up steps.
    await page.context().addCookies([{ name: 'holo_lang', value: 'ja', url: page.url() }]);
    const items = await itemsFromTwoStores(page.request, info.project.name === 'phone' ? 45 : 60);
    for (const { id } of items) {
      const { Conditions } = (await (await page.request.get(`/api/items/${id}`)).json()) as { Conditions: Condition[] };
      const condition = Conditions.find((c) => c.Stock > 0)!;
      const added = await page.request.post('/api/cart', { data: { CommodityId: id, ConditionId: condition.ID, Num: 1 }, headers: { 'x-requested-with': 'fetch' } });
      expect(added.status()).toBe(200);
    }
    await page.goto('/pay/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const checks = page.locator('.cart-line__check');
    await expect(checks).toHaveCount(2);
    for (const check of await checks.all()) await expect(check).toBeChecked();
    const quoted = page.waitForResponse((response) => response.url().endsWith('/api/store-orders/quote'));
    await page.locator('.cart-summary .btn--primary').click();
    await expect(page).toHaveURL(/\/pay\/storecheckout$/);
    // The quote's tax: Texas tax on both stores' orders, before anything is placed.
    const reply = await quoted;
    const { TaxCents } = (await reply.json()) as { TaxCents: number };
    expect(TaxCents).toBeGreaterThan(0);
    await expect(page.locator('.checkout-summary')).toContainText(`$${(TaxCents / 100).toFixed(2)}`);
    await page.screenshot({ path: info.outputPath(`store-checkout-ja-${info.project.name}.png`), fullPage: true });
  });
});
