/**
 * A store owner adds a condition to a listed store item, removes another and renames a third
 * (issue 33); a buyer then sees the new and renamed conditions on the item page, not the removed one.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';

const headers = { 'x-requested-with': 'fetch' };

async function listStoreItem(api: APIRequestContext, title: string) {
  const tree = (await (await api.get('/api/categories')).json()) as Array<{ id: number; children: Array<{ id: number; children: Array<{ id: number }> }> }>;
  const third = tree[0]!.children[0]!.children[0]!;
  const response = await api.post('/api/seller/listings', {
    headers,
    data: {
      Title: title,
      FirstCategoryId: tree[0]!.id,
      SecondCategoryId: tree[0]!.children[0]!.id,
      ThirdCategoryId: third.id,
      ByWay: 1,
      OrderType: 1,
      Price: 1_500,
      Conditions: [
        { ConditionName: 'Near Mint', Price: 1_500, UnderlinedPrice: 2_000, Stock: 3 },
        { ConditionName: 'Heavily Played', Price: 600, Stock: 2 },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { ID: number }).ID;
}

test('a store owner adds a condition, removes another and renames one; the buyer sees the change', async ({ page, context }, info) => {
  await signInAs(context.request, 'vintagevault@sellers.holo.test');
  const id = await listStoreItem(context.request, `Conditions ${info.project.name} ${Date.now().toString(36)}`);
  await page.goto(`/seller/listings/${id}`);
  const form = page.getByRole('region', { name: 'Stock and prices' });
  await expect(form.getByRole('group', { name: /Heavily Played/ })).toBeVisible();

  // Add "Lightly Played": first with a name the item has, refused before sending.
  await form.getByRole('button', { name: 'Add a condition' }).click();
  const adding = form.getByRole('form', { name: 'New condition' });
  const name = adding.getByLabel('Condition name');
  await name.fill('near mint');
  await adding.getByLabel('Price (USD)').fill('11');
  await adding.getByLabel('Stock').fill('4');
  const addButton = adding.getByRole('button', { name: 'Add condition' });
  await addButton.click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Lightly Played');
  await page.screenshot({ path: info.outputPath(`seller-stock-add-${info.project.name}.png`), fullPage: true });
  await addButton.click();
  const lightlyPlayed = form.getByRole('group', { name: /^Lightly Played/ });
  await expect(lightlyPlayed.getByLabel('Stock')).toHaveValue('4');
  await expect(form.getByRole('form')).toHaveCount(0);

  // Remove "Heavily Played": it still has 2 on the shelf, so the seller is asked first.
  const heavilyPlayed = form.getByRole('group', { name: /^Heavily Played/ });
  await heavilyPlayed.getByRole('button', { name: 'Remove Heavily Played' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Heavily Played?' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: info.outputPath(`seller-stock-remove-${info.project.name}.png`) });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(heavilyPlayed).toHaveCount(0);
  await expect(form.getByRole('group')).toHaveCount(2);
  // The list price follows the lowest live condition: 11.00 now that the 6.00 one is gone.
  await expect(page.locator('.seller-facts')).toContainText('$11.00');

  // Rename "Near Mint", saved with the stock and prices.
  const nearMint = form.getByRole('group', { name: /^Near Mint/ });
  await nearMint.getByLabel('Condition name').fill('Near Mint or better');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stock and prices saved')).toBeVisible();
  await expect(form.getByRole('group', { name: /^Near Mint or better/ })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`seller-stock-conditions-${info.project.name}.png`), fullPage: true });
  // In Japanese: the section, its rows and the add button in the member's language.
  await context.addCookies([{ name: 'holo_lang', value: 'ja', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('group', { name: /^Lightly Played/ }).getByLabel('在庫')).toHaveValue('4');
  await expect(page.getByRole('button', { name: '状態を追加' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`seller-stock-conditions-ja-${info.project.name}.png`), fullPage: true });
  await context.addCookies([{ name: 'holo_lang', value: 'en', url: page.url() }]);

  await signInAs(context.request, 'buyer@holo.test');
  await page.goto(`/storedetails/${id}`);
  const picker = page.getByRole('group', { name: 'Condition' });
  await expect(picker.getByText('Lightly Played')).toBeVisible();
  await expect(picker.getByText('Near Mint or better', { exact: true })).toBeVisible();
  await expect(picker.getByText('Near Mint', { exact: true })).toHaveCount(0);
  await expect(picker.getByText('Heavily Played')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`seller-stock-buyer-${info.project.name}.png`), fullPage: true });
});
