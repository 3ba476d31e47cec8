/**
 * A store owner restocks and reprices a store item on the seller site (issue 33): the listing
 * page's "Stock and prices" form saves the conditions and the page shows the new price.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';

const headers = { 'x-requested-with': 'fetch' };

async function listStoreItem(api: APIRequestContext, title: string) {
  const tree = (await (await api.get('/api/categories')).json()) as Array<{ id: number; children: Array<{ id: number; children: Array<{ id: number }> }> }>;
  const first = tree[0]!;
  const second = first.children[0]!;
  const third = second.children[0]!;
  const response = await api.post('/api/seller/listings', {
    headers,
    data: {
      Title: title,
      FirstCategoryId: first.id,
      SecondCategoryId: second.id,
      ThirdCategoryId: third.id,
      ByWay: 1,
      OrderType: 1,
      Price: 1_500,
      Conditions: [
        { ConditionName: 'Near Mint', Price: 1_500, UnderlinedPrice: 2_000, Stock: 0 },
        { ConditionName: 'Lightly Played', Price: 1_100, Stock: 2, IsLimit: true, LimitNum: 1 },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { ID: number }).ID;
}

test('a store owner restocks a sold-out condition and lowers its price', async ({ page, context }, info) => {
  await signInAs(context.request, 'vintagevault@sellers.holo.test');
  const id = await listStoreItem(context.request, `Restock ${info.project.name} ${Date.now().toString(36)}`);
  await page.goto(`/seller/listings/${id}`);
  const form = page.getByRole('region', { name: 'Stock and prices' });
  await expect(form).toBeVisible();
  const nearMint = form.getByRole('group', { name: /Near Mint/ });
  await expect(nearMint.getByLabel('Stock')).toHaveValue('0');
  await nearMint.getByLabel('Stock').fill('6');
  await nearMint.getByLabel('Price (USD)').fill('9.50');
  await page.screenshot({ path: info.outputPath(`seller-stock-${info.project.name}.png`), fullPage: true });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stock and prices saved')).toBeVisible();
  await expect(page.locator('.seller-facts')).toContainText('$9.50');
  await page.reload();
  await expect(nearMint.getByLabel('Stock')).toHaveValue('6');
  await expect(nearMint.getByLabel('Price (USD)')).toHaveValue('9.50');
  await page.screenshot({ path: info.outputPath(`seller-stock-saved-${info.project.name}.png`), fullPage: true });
});
