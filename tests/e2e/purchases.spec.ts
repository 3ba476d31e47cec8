import { expect, test } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';
import { findStoreItems } from './pages/cart-pages';
import { listBuyNowItem } from './pages/checkout-pages';
import { buyItNow, OrderListPage, placeStoreOrder } from './pages/order-list-pages';

test.describe('order lists', () => {
  test('the verified buyer finds an unpaid order under Unpaid with Pay now, filters by its number, and sees an empty tab', async ({ page, playwright }, info) => {
    const seller = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    await signInAs(seller, 'seller@holo.test');
    const title = `Purchase list ${info.project.name} ${Date.now().toString(36)}`;
    const itemId = await listBuyNowItem(seller, title, 2_500, 400);
    await seller.dispose();

    await signInAs(page.request, 'buyer@holo.test');
    const order = await buyItNow(page.request, itemId);

    const list = new OrderListPage(page);
    await list.goto('/myholo/purchase');
    await expect(list.tab(/^Unpaid \d+$/)).toHaveAttribute('aria-selected', 'true');
    const row = list.row(order.code);
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/carddetails/${itemId}`);
    await expect(row.getByText('Awaiting payment')).toBeVisible();
    await expect(row.getByText('Pay within')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/pay/checkout/${order.id}`);
    // Change address opens the ship-to chooser with the order's address first and chosen.
    await row.getByRole('button', { name: 'Change address' }).click();
    const shipTo = page.getByRole('dialog', { name: 'Ship to' });
    await expect(shipTo.getByRole('radio').first()).toBeChecked();
    await shipTo.getByRole('button', { name: 'Cancel' }).click();
    await expect(shipTo).toBeHidden();
    await expect(row.locator('.order-price')).toContainText('$25.00');
    await expect(row.locator('.order-price')).toContainText('$4.00');
    await expect(page.getByRole('navigation', { name: 'My lists' }).getByRole('link', { name: 'Purchases' })).toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: info.outputPath(`purchase-unpaid-${info.project.name}.png`), fullPage: true });

    await list.search({ 'Order number': order.code });
    await expect(page).toHaveURL(new RegExp(`/myholo/purchase\\?type=1&orderNo=${order.code}$`));
    await expect(list.rows()).toHaveCount(1);
    await expect(list.row(order.code)).toBeVisible();
    await page.screenshot({ path: info.outputPath(`purchase-filtered-${info.project.name}.png`), fullPage: true });

    await list.search({ 'Order number': 'NO-SUCH-ORDER' });
    await expect(page.getByRole('heading', { name: 'No orders waiting for payment' })).toBeVisible();

    await list.search({ 'Order number': '' });
    await list.tab('Dispute').click();
    await expect(page).toHaveURL(/\/myholo\/purchase\?type=4$/);
    // Other journeys may have opened cases for this buyer: this order has none.
    await list.search({ 'Order number': order.code });
    await expect(page.getByRole('heading', { name: 'No disputes' })).toBeVisible();
    await expect(list.rows()).toHaveCount(0);
    await list.search({ 'Order number': '' });
    await page.screenshot({ path: info.outputPath(`purchase-empty-${info.project.name}.png`), fullPage: true });

    await list.tab(/^Unpaid/).click();
    await list.row(order.code).getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(new RegExp(`/pay/checkout/${order.id}$`));
  });

  test('a store order waits under Unpaid with its line and Pay now to the store checkout', async ({ page }, info) => {
    await signInAs(page.request, 'buyer@holo.test');
    const [item] = await findStoreItems(page.request, 1, info.project.name === 'phone' ? 4 : 5);
    const order = await placeStoreOrder(page.request, item!.id);

    const list = new OrderListPage(page);
    await list.goto('/myholo/mallorder');
    await expect(list.tab(/^Unpaid \d+$/)).toHaveAttribute('aria-selected', 'true');
    const row = list.row(order.code);
    await expect(row).toBeVisible();
    await expect(row.getByText(/^Qty 1$/)).toBeVisible();
    await expect(row.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/pay/storecheckout/${order.id}`);
    await expect(list.filter('Seller name')).toHaveCount(0);
    await page.screenshot({ path: info.outputPath(`mallorder-unpaid-${info.project.name}.png`), fullPage: true });
  });
});
