import { expect, test } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';
import { CartPage, emptyCart, findStoreItems, StoreItemPage } from './pages/cart-pages';

// The phone and desktop runs share one database: each uses its own verified demo buyer and items.
const buyers: Record<string, { email: string; skip: number }> = {
  phone: { email: 'buyer@holo.test', skip: 0 },
  desktop: { email: 'bidder@holo.test', skip: 2 },
};

test('a verified buyer fills the cart from two store items, is refused more than the stock, removes one and places the store order', async ({ page }, info) => {
  const buyer = buyers[info.project.name] ?? buyers.phone!;
  await signInAs(page.request, buyer.email);
  await emptyCart(page.request);
  const [first, second] = await findStoreItems(page.request, 2, buyer.skip);

  const item = new StoreItemPage(page);
  await item.goto(first!.id);
  await item.addToCartButton().click();
  await expect(item.addedDialog()).toBeVisible();
  await item.addedDialog().getByRole('button', { name: 'Continue shopping' }).click();
  await expect(item.cartBadge()).toHaveAccessibleName('Cart (1)');

  await item.goto(second!.id);
  await item.addToCartButton().click();
  await expect(item.cartBadge()).toHaveAccessibleName('Cart (2)');
  await item.addedDialog().getByRole('link', { name: 'View cart' }).click();

  await expect(page).toHaveURL(/\/pay\/cart$/);
  const cart = new CartPage(page);
  await expect(cart.lines()).toHaveCount(2);
  await page.screenshot({ path: info.outputPath(`cart-${info.project.name}.png`), fullPage: true });

  // More than the stock: 'Insufficient inventory' for 3 s and the quantity goes back to 1.
  await cart.setQuantity(first!.id, first!.stock + 1);
  await expect(cart.toast('Insufficient inventory')).toBeVisible();
  await expect(cart.quantity(first!.id)).toHaveValue('1');
  // A quantity within the stock is taken.
  await cart.setQuantity(first!.id, 2);
  await expect(cart.quantity(first!.id)).toHaveValue('2');

  await cart.remove(second!.id);
  await expect(cart.lines()).toHaveCount(1);
  await expect(cart.line(first!.id)).toHaveCount(1);
  // The cart page has the title header (no badge): the count the badge reads has followed.
  expect(((await (await page.request.get('/api/cart/count')).json()) as { Count: number }).Count).toBe(1);

  await cart.selectAll().check();
  await cart.proceed().click();
  await expect(page).toHaveURL(/\/pay\/storecheckout$/);
  await expect(page.getByRole('heading', { name: 'Ship to' })).toBeVisible();
  await expect(page.locator('.checkout-item__qty')).toHaveText('× 2');
  await page.screenshot({ path: info.outputPath(`store-checkout-${info.project.name}.png`), fullPage: true });

  const placed = page.waitForResponse((response) => response.url().endsWith('/api/store-orders') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Place order' }).click();
  const reply = await placed;
  expect(reply.status()).toBe(201);
  const { StoreOrderIds } = (await reply.json()) as { StoreOrderIds: number[] };
  expect(StoreOrderIds).toHaveLength(1);
  // The card payment opens (the sandbox provider's page), or the order's own page if payments are not there.
  await expect(page).not.toHaveURL(/\/pay\/storecheckout$/);

  const order = (await (await page.request.get(`/api/store-orders/${StoreOrderIds[0]}`)).json()) as { OrderStatus: number; CommodityList: { Quantity: number }[] };
  expect(order.OrderStatus).toBe(1);
  expect(order.CommodityList[0]!.Quantity).toBe(2);
  const count = (await (await page.request.get('/api/cart/count')).json()) as { Count: number };
  expect(count.Count).toBe(0);
});
