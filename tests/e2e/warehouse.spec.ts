import { expect, test } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';
import { listBuyNowItem } from './pages/checkout-pages';
import { buyAndPayAcrossRegions, intoWarehouse } from './pages/warehouse-pages';

// The member's overseas warehouse (issue 31 part 3, and the submit of part 4): the Macao buyer's
// card bought from a US seller arrives in the US warehouse and is confirmed; on /myholo/warehouse
// the buyer picks it, sends it for weighing with a customs declaration, and the Weighed tab shows
// it. Each project makes its own card with its own title (the database is shared).

test('a card in the warehouse is sent for weighing with a customs declaration', async ({ page, playwright }, info) => {
  test.setTimeout(120_000);
  const baseURL = info.project.use.baseURL;
  const seller = await playwright.request.newContext({ baseURL });
  const staff = await playwright.request.newContext({ baseURL });
  await signInAs(seller, 'seller@holo.test');
  await signInAs(staff, 'staff@holo.test');
  const title = `Forward me ${info.project.name} ${Date.now().toString(36)}`;
  const itemId = await listBuyNowItem(seller, title, 4_200, 700);

  // Bought, paid, shipped to the US agency, received, photographed and confirmed by the buyer.
  await signInAs(page.request, 'macao@holo.test');
  const order = await buyAndPayAcrossRegions(page, itemId);
  await intoWarehouse(page.request, seller, staff, order.id, `1Z${Date.now().toString().slice(-9)}${info.project.name === 'phone' ? '51' : '52'}`);

  // The US warehouse (id 2) is the default: the card is there, with its days; no tax for a Macao member.
  await page.goto('/myholo/warehouse');
  await expect(page.getByRole('heading', { name: 'Overseas warehouse', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Item warehouse/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(title);
  await page.getByRole('searchbox', { name: 'Search by title' }).press('Enter');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText('0 days in the warehouse')).toBeVisible();
  await expect(row.getByText(/Estimated tax/)).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`warehouse-items-${info.project.name}.png`), fullPage: true });

  await row.getByRole('checkbox', { name: `Choose ${title}` }).check();
  await page.getByRole('button', { name: 'Send for weighing (1)' }).click();
  await page.getByRole('dialog', { name: 'Send for weighing?' }).getByRole('button', { name: 'Continue' }).click();
  const declaration = page.getByRole('dialog', { name: 'Customs declaration' });
  await expect(declaration.getByLabel('Product detail')).toHaveValue('Card');
  await expect(declaration.getByLabel('Quantity')).toHaveValue('1');
  await expect(declaration.getByRole('radio', { name: 'SF Express' })).toHaveCount(0);
  // The rules first: a price with 3 decimals and no carrier are refused in the form.
  await declaration.getByLabel('Unit price (USD)').fill('42.005');
  await declaration.getByRole('button', { name: 'Submit for weighing' }).click();
  await expect(declaration.getByText('Enter a unit price in dollars above 0, with at most 2 decimals')).toBeVisible();
  await declaration.getByLabel('Unit price (USD)').fill('42');
  await declaration.getByRole('button', { name: 'Submit for weighing' }).click();
  await expect(declaration.getByText('Please choose a carrier')).toBeVisible();
  await declaration.getByRole('radio', { name: 'DHL' }).check();
  await page.screenshot({ path: info.outputPath(`warehouse-declaration-${info.project.name}.png`) });
  await declaration.getByRole('button', { name: 'Submit for weighing' }).click();

  // Submitted: the Weighed tab opens with the order awaiting weighing.
  await expect(page.getByText('Sent for weighing. You will be told when the parcel is weighed.')).toBeVisible();
  await expect(page).toHaveURL(/\/myholo\/warehouse\?tab=4$/);
  await expect(page.getByRole('tab', { name: /Weighed/ })).toHaveAttribute('aria-selected', 'true');
  const forwarded = page.getByRole('listitem').filter({ hasText: title });
  await expect(forwarded.getByText('Awaiting weighing')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`warehouse-weighed-${info.project.name}.png`), fullPage: true });

  await forwarded.getByRole('link', { name: /^Details of order WO\d+$/ }).click();
  await expect(page).toHaveURL(/\/myholo\/waredetail\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Warehouse order WO\d+$/ })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Logistics' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`warehouse-detail-${info.project.name}.png`), fullPage: true });
});
