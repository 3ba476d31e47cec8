import { expect, test } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';
import { catalog } from './support/catalog';
import { listBuyNowItem } from './pages/checkout-pages';
import { buyAndPayAcrossRegions, uploadConditionPhoto } from './pages/warehouse-pages';
import { OrderDetailPage, shipOrder } from './pages/after-payment-pages';

// A cross-region card through Holo's warehouse (issue 31): the Macao buyer buys a US seller's card,
// which goes through the US agency's warehouse (BusinessType 2, not custom-address); the
// warehouse desk receives and photographs it; the buyer sees the photos under Confirm receipt and
// confirms, and the order finishes. Each project makes its own order (the database is shared).

const headers = { 'x-requested-with': 'fetch' };

test('a Macao buyer confirms a card after the warehouse checked it: photos, fee, confirm, finished', async ({ page, playwright }, info) => {
  test.setTimeout(120_000);
  const baseURL = info.project.use.baseURL;
  const seller = await playwright.request.newContext({ baseURL });
  const staff = await playwright.request.newContext({ baseURL });
  await signInAs(seller, 'seller@holo.test');
  await signInAs(staff, 'staff@holo.test');
  const title = `Warehouse check ${info.project.name} ${Date.now().toString(36)}`;
  const itemId = await listBuyNowItem(seller, title, 6_500, 900);

  await signInAs(page.request, 'macao@holo.test');
  const order = await buyAndPayAcrossRegions(page, itemId);

  const detail = new OrderDetailPage(page);
  await detail.goto(order.id);
  await expect(page.getByText("This card goes to Holo's warehouse in Torrance, which checks its condition for you.")).toBeVisible();

  // The seller ships to the agency: the packing details carry the warehouse's address.
  const sales = (await (await seller.get('/api/seller/sales?tab=1')).json()) as { data: Array<{ Id: number; Address: { City: string; Consignee: string } | null }> };
  expect(sales.data.find((row) => row.Id === order.id)?.Address).toMatchObject({ City: 'Torrance', Consignee: `Holo warehouse ${order.code}` });
  await shipOrder(seller, order.id, { ShipperCode: 'UPS', LogisticCode: `1Z${Date.now().toString().slice(-9)}${info.project.name === 'phone' ? '31' : '32'}` });

  const received = await staff.post(`/api/staff/warehouse/orders/${order.id}/receive`, { headers });
  expect(received.status(), await received.text()).toBe(200);
  const { Id: warehouseItemId } = (await received.json()) as { Id: number };

  // Received, not photographed yet: Confirm receipt says the card is being processed.
  await detail.goto(order.id);
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  const processing = page.getByRole('dialog', { name: 'Confirm receipt' });
  await expect(processing.getByText(/Your card is being processed at Holo's warehouse in Torrance/)).toBeVisible();
  await processing.getByRole('button', { name: 'OK' }).click();
  await expect(processing).toBeHidden();

  const ImageIds = [await uploadConditionPhoto(staff, '#d9e7ff'), await uploadConditionPhoto(staff, '#ffe6d1')];
  const checked = await staff.post(`/api/staff/warehouse/items/${warehouseItemId}/check`, { headers, data: { ImageIds, Description: 'Near mint; light whitening on one back corner.' } });
  expect(checked.status(), await checked.text()).toBe(200);

  await detail.goto(order.id);
  await expect(page.getByText(/^Checking has finished/)).toBeVisible();
  await expect(page.getByText("Check the card's condition within")).toBeVisible();
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  const check = page.getByRole('dialog', { name: "Check your card's condition" });
  await expect(check.getByRole('list', { name: `Condition photos of ${title}` }).getByRole('img')).toHaveCount(2);
  await expect(check.getByText('Near mint; light whitening on one back corner.')).toBeVisible();
  await expect(check.getByText('Shipping fee paid: $9.00')).toBeVisible();
  await expect(check.getByRole('button', { name: 'Open a case' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`condition-check-${info.project.name}.png`) });

  await check.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Receipt confirmed: the order is finished. Your card is in your Holo warehouse in Torrance.')).toBeVisible();
  await expect(detail.stepper()).toContainText('Finished');
  await expect(page.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);
  await expect(page.getByText('This card is in your Holo warehouse in Torrance.')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`condition-confirmed-${info.project.name}.png`), fullPage: true });
});

test.describe('in Korean', () => {
  test.use({ locale: 'ko-KR' });

  // The demo buyer's card photographed at the Macao warehouse (server/db/seed/demo-warehouse.ts):
  // only looked at, never confirmed, so every run finds it waiting.
  test("the demo buyer's checked card shows its photos", async ({ page }, info) => {
    const t = catalog('ko');
    await signInAs(page.request, 'buyer@holo.test');
    const shipped = (await (await page.request.get('/api/me/orders?type=3')).json()) as { data: Array<{ ID: number; BusinessType: number }> };
    const candidates = shipped.data.filter((row) => row.BusinessType === 2);
    let checkedId: number | undefined;
    for (const row of candidates) {
      const detail = (await (await page.request.get(`/api/me/orders/${row.ID}`)).json()) as { CheckState: number };
      if (detail.CheckState === 2) checkedId = row.ID;
    }
    expect(checkedId, 'the seeded checked order').toBeDefined();
    await page.goto(`/myholo/detail/${checkedId}`);
    await page.getByRole('button', { name: t('Confirm receipt') }).click();
    await expect(page.getByRole('dialog').getByRole('img')).toHaveCount(2);
    await expect(page.getByRole('dialog').getByRole('img').first()).toHaveJSProperty('complete', true);
    await page.screenshot({ path: info.outputPath(`condition-check-ko-${info.project.name}.png`) });
  });
});
