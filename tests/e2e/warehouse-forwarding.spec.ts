import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';
import { decideSandboxPayment, listBuyNowItem } from './pages/checkout-pages';
import { buyAndPayAcrossRegions, intoWarehouse } from './pages/warehouse-pages';

// Forwarding a warehouse order (issue 31 part 4), every step through the real calls: the Macao
// demo buyer's card from the US seller arrives in the US warehouse (received, photographed,
// confirmed), the buyer sends it on to Macao (POST /api/warehouse/orders: status 4), the desk
// weighs it, the buyer pays postage on /pay/warehouse/{id} at the sandbox provider, the desk ships
// it with the second carrier and the buyer confirms it arrived. Each project makes its own order.
// The pay page's own words are new (not in the catalogs until the next extract): its states are
// read by test id, and the words the catalogs already have by name.

const headers = { 'x-requested-with': 'fetch' };

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

test('a card in the warehouse is weighed, its postage paid on the pay page, shipped and confirmed', async ({ page, playwright }, info) => {
  test.setTimeout(150_000);
  const baseURL = info.project.use.baseURL;
  const seller = await playwright.request.newContext({ baseURL });
  const staff = await playwright.request.newContext({ baseURL });
  await signInAs(seller, 'seller@holo.test');
  await signInAs(staff, 'staff@holo.test');
  const title = `Forwarding ${info.project.name} ${Date.now().toString(36)}`;
  const itemId = await listBuyNowItem(seller, title, 4_200, 700);

  await signInAs(page.request, 'macao@holo.test');
  const buyer = page.request;
  // Into the US warehouse: received, photographed, confirmed by the buyer.
  const order = await buyAndPayAcrossRegions(page, itemId);
  const itemInWarehouse = await intoWarehouse(buyer, seller, staff, order.id, `1Z${Date.now().toString().slice(-9)}${info.project.name === 'phone' ? '41' : '42'}`);

  // The buyer sends it on to their Macao address (WP's submit): a warehouse order waiting to be weighed.
  const addresses = (await (await buyer.get('/api/me/addresses')).json()) as Array<{ Id: number; Country: string }>;
  const macao = addresses.find((a) => a.Country === 'MO');
  expect(macao, 'the Macao address').toBeDefined();
  const submitted = (await ok(
    await buyer.post('/api/warehouse/orders', {
      headers,
      data: { AgencyId: 2, ItemIds: [itemInWarehouse], CustomCommodityCount: 1, CustomCommodityPrice: 4_200, SpecifyExpressName: 'UPS', AddressId: macao!.Id },
    }),
  )) as { Id: number; Status: number };
  expect(submitted.Status).toBe(4);
  const id = submitted.Id;

  // Not weighed yet: the pay page says so.
  await page.goto(`/pay/warehouse/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('warehouse-pay-state')).toHaveAttribute('data-status', '4');
  await expect(page.getByRole('button', { name: 'Confirm and pay' })).toHaveCount(0);

  // The desk weighs it: postage from the US warehouse to Macao, no tax for a Macao member.
  const weighed = (await ok(await staff.post(`/api/staff/warehouse/forwarding/${id}/weigh`, { headers, data: { WeightGrams: 180 } }))) as { Postage: number; Tax: number; Total: number };
  expect(weighed.Tax).toBe(0);
  expect(weighed.Total).toBe(weighed.Postage);

  await page.reload();
  const summary = page.getByRole('complementary').getByRole('region', { name: 'Summary' });
  await expect(summary.getByTestId('warehouse-pay-weight')).toHaveAttribute('data-grams', '180');
  await expect(page.getByTestId('warehouse-pay-total')).toContainText((weighed.Total / 100).toFixed(2));
  await expect(page.getByRole('region', { name: 'Ship to' })).toContainText('MO');
  await expect(page.getByText(title)).toBeVisible();
  await page.screenshot({ path: info.outputPath(`warehouse-pay-${info.project.name}.png`), fullPage: true });

  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox payment provider' })).toBeVisible();
  await decideSandboxPayment(page, 'Approve payment');
  await expect(page).toHaveURL(/\/pay\/result\?type=ware&id=PY/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await page.getByRole('link', { name: 'View the order' }).click();
  await expect(page.getByTestId('warehouse-pay-state')).toHaveAttribute('data-status', '2');
  // Paying twice is refused.
  const again = await buyer.post('/api/payments', { headers, data: { Purpose: 'warehouse', ReferenceId: id, IsGuarantee: 9 } });
  expect(again.status()).toBe(409);

  // The desk ships it with the second carrier; the buyer confirms it arrived.
  const shipped = (await ok(
    await staff.post(`/api/staff/warehouse/forwarding/${id}/ship`, { headers, data: { CarrierCode: 'UPS', TrackingNumber: `1ZF${Date.now().toString().slice(-9)}${info.project.name === 'phone' ? '1' : '2'}` } }),
  )) as { Status: number };
  expect(shipped.Status).toBe(3);
  const completed = (await ok(await buyer.post(`/api/warehouse/orders/${id}/complete`, { headers }))) as { Status: number };
  expect(completed.Status).toBe(5);
});

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('the pay page of a warehouse order the member does not own says it does not exist', async ({ page }, info) => {
    await signInAs(page.request, 'buyer@holo.test');
    await page.goto('/pay/warehouse/2000000000');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`warehouse-pay-missing-ja-${info.project.name}.png`) });
  });
});
