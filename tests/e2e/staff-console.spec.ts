import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { signInAs } from './pages/bidding-pages';
import { decideSandboxPayment, listBuyNowItem } from './pages/checkout-pages';
import { LoginPage } from './pages/auth-pages';
import { registerFreshMember } from './pages/member-api';
import { StaffConsole } from './pages/staff-console-pages';
import { buyAndPayAcrossRegions, intoWarehouse } from './pages/warehouse-pages';

// The staff console (issue 33, staff part): the warehouse-only demo member weighs and ships a
// forwarding order from the console (each project makes its own order, the way the forwarding
// journey does), sees only the warehouse desk, and a member without a desk sees none of the tools
// while the API refuses them. The console's own words are new: until the next extract every
// language shows them in English, so these journeys read them in English.

const headers = { 'x-requested-with': 'fetch' };

/** Resolves once the img has loaded a picture the server served (not a broken image). */
async function expectPictureLoaded(img: Locator) {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

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

test('the content desk makes a banner with a picture uploaded from the browser', async ({ page }, info) => {
  await signInAs(page.request, 'staff@holo.test');
  await page.goto('/staff/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await page.getByRole('button', { name: 'New banner' }).click();
  const form = page.getByRole('form', { name: 'New banner' });
  const picture = form.getByRole('group', { name: 'Picture' });
  await expect(picture.getByText('No picture yet')).toBeVisible();

  // Not a picture: the upload service's refusal, in the words every upload field uses.
  await picture.getByLabel('Choose a picture').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(picture.getByRole('alert')).toHaveText('only JPG/PNG');

  // A wide photo (4:3), stored cut to the home page's 3:1.
  const shade = info.project.name === 'phone' ? '#2a6f97' : '#8e3b46';
  const wide = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: shade } }).jpeg().toBuffer();
  await picture.getByLabel('Choose a picture').setInputFiles({ name: 'spring.jpg', mimeType: 'image/jpeg', buffer: wide });
  const preview = picture.getByRole('img', { name: 'Picture preview' });
  await expectPictureLoaded(preview);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1200, 400]);
  await expect(picture.getByRole('alert')).toHaveCount(0);
  await expect(picture.getByText('Replace the picture')).toBeVisible();

  // Hidden from the home page: other journeys read the live banners.
  const title = `Banner ${info.project.name} ${Date.now().toString(36)}`;
  await form.getByLabel('Headline (English)').fill(title);
  await form.getByLabel('Link').fill('type=category&f=1');
  await form.getByLabel('Shown on the home page').uncheck();
  await page.screenshot({ path: info.outputPath(`staff-banner-form-${info.project.name}.png`), fullPage: true });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Banner saved').first()).toBeVisible();

  // The banner's picture is served where the console shows it: the list and the edit form.
  const row = page.getByRole('listitem', { name: title });
  // The list's thumbnail is decorative (alt ""), so it is found as an element, not by role.
  await expectPictureLoaded(row.locator('img'));
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit the banner' });
  await expectPictureLoaded(edit.getByRole('group', { name: 'Picture' }).getByRole('img', { name: 'Picture preview' }));
  await page.screenshot({ path: info.outputPath(`staff-banner-edit-${info.project.name}.png`), fullPage: true });
});

test('the content desk makes a promotion with pictures uploaded from the browser', async ({ page }, info) => {
  await signInAs(page.request, 'staff@holo.test');
  await page.goto('/staff/content');
  await page.getByRole('tab', { name: 'Promotions' }).click();
  await page.getByRole('button', { name: 'New promotion' }).click();
  const form = page.getByRole('form', { name: 'New promotion' });
  const pictures = form.getByRole('group', { name: 'Pictures' });
  const chooser = pictures.getByLabel('Choose pictures');

  // Not a picture: the upload service's refusal, in the words every upload field uses.
  await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(pictures.getByRole('alert')).toHaveText('only JPG/PNG');

  // Two photos at once: a large 4:3 one, stored scaled down to 1200 wide and not cut, and a small one.
  const shade = info.project.name === 'phone' ? '#2a6f97' : '#8e3b46';
  const large = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: shade } }).jpeg().toBuffer();
  const small = await sharp({ create: { width: 800, height: 420, channels: 3, background: '#e0a030' } }).png().toBuffer();
  await chooser.setInputFiles([
    { name: 'large.jpg', mimeType: 'image/jpeg', buffer: large },
    { name: 'small.png', mimeType: 'image/png', buffer: small },
  ]);
  const thumbs = pictures.getByRole('img', { name: /^Picture \d$/ });
  await expect(thumbs).toHaveCount(2);
  await expectPictureLoaded(thumbs.nth(0));
  await expectPictureLoaded(thumbs.nth(1));
  await expect(pictures.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => thumbs.nth(0).evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1200, 900]);
  // The small one made the cover (first).
  await pictures.getByRole('button', { name: 'Make cover' }).click();
  await expect.poll(() => thumbs.nth(0).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);

  // Long ended (listed after every demo promotion) and for a region nobody is in, without a pop-up:
  // other journeys read the demo promotions.
  const name = `Promotion ${info.project.name} ${Date.now().toString(36)}`;
  const local = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);
  await form.getByLabel('Name (English)').fill(name);
  await form.getByLabel('Summary (English)').fill('Pictures uploaded from the console.');
  await form.getByLabel('Regions (codes; empty: everywhere)').fill('ZZ');
  await form.getByLabel('Starts').fill(local(-400));
  await form.getByLabel('Ends').fill(local(-370));
  await page.screenshot({ path: info.outputPath(`staff-promotion-form-${info.project.name}.png`), fullPage: true });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Promotion saved').first()).toBeVisible();

  // The cover is served where the console lists it, and the edit form shows both, cover first.
  const row = page.getByRole('listitem', { name });
  await expectPictureLoaded(row.locator('img'));
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit the promotion' });
  const kept = edit.getByRole('group', { name: 'Pictures' }).getByRole('img', { name: /^Picture \d$/ });
  await expect(kept).toHaveCount(2);
  await expectPictureLoaded(kept.nth(0));
  await expectPictureLoaded(kept.nth(1));
  await expect.poll(() => kept.nth(0).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await page.screenshot({ path: info.outputPath(`staff-promotion-edit-${info.project.name}.png`), fullPage: true });
});

test('the content desk awards a prize, and releases it days later from the promotion\'s gift list', async ({ page }, info) => {
  // A fresh winner: the demo buyer's own gift list is what the promotions journey reads.
  const winner = await registerFreshMember(page, info.project.name);
  await signInAs(page.request, 'staff@holo.test');
  // Long ended and for a region nobody is in: no other journey sees it.
  const name = `Show prize ${info.project.name} ${Date.now().toString(36)}`;
  await ok(
    await page.request.post('/api/staff/activities', {
      headers,
      data: { Name: { en: name }, Summary: { en: 'A signed slab for the best haul.' }, ActivityType: 0, Regions: ['ZZ'], StartTime: '2025-01-01T00:00:00Z', EndTime: '2025-02-01T00:00:00Z' },
    }),
  );
  await page.goto('/staff/content');
  await page.getByRole('tab', { name: 'Promotions' }).click();
  const row = page.getByRole('listitem', { name });
  await row.getByRole('button', { name: 'Gifts' }).click();
  const award = row.getByRole('form', { name: 'Award a gift' });
  await award.getByLabel("Member's e-mail").fill(winner.email);
  await award.getByLabel('Gift (English)').fill('Signed PSA 10 slab');
  await award.getByRole('button', { name: 'Award' }).click();
  await expect(page.getByText('Gift awarded').first()).toBeVisible();

  // The console is closed and opened again (the prize ships days later): the gift waits in the list.
  await page.reload();
  await page.getByRole('tab', { name: 'Promotions' }).click();
  await row.getByRole('button', { name: 'Gifts' }).click();
  const gifts = row.getByRole('list', { name: 'Gifts of this promotion' });
  const gift = gifts.getByRole('listitem').filter({ hasText: 'Signed PSA 10 slab' });
  await expect(gift).toContainText(winner.email);
  const release = gift.getByRole('form', { name: /^Release gift \d+$/ });
  await expect(release.getByRole('button', { name: 'Release the gift' })).toBeDisabled();
  await release.getByLabel('Carrier').fill('UPS');
  await release.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await page.screenshot({ path: info.outputPath(`staff-gift-release-${info.project.name}.png`), fullPage: true });
  await release.getByRole('button', { name: 'Release the gift' }).click();
  await expect(page.getByText('Gift released: the member has been told').first()).toBeVisible();
  await expect(gift).toContainText('UPS 1Z999AA10123456784');
  await expect(gift.getByRole('form')).toHaveCount(0);
  await expect(row).toContainText('Gifts: 1 awarded, 1 released');
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
    // A demo banner's edit form shows its picture (the field's own words wait for the next extract).
    await page.getByRole('list', { name: 'バナー' }).getByRole('listitem').first().getByRole('button').last().click();
    await expectPictureLoaded(page.locator('.banner-picture__preview'));
    await page.screenshot({ path: info.outputPath(`staff-banner-edit-ja-${info.project.name}.png`), fullPage: true });
    await page.getByRole('button', { name: 'キャンセル' }).click();
    await page.getByRole('tab', { name: '規約・ポリシー' }).click();
    await expect(page.getByRole('list', { name: '規約・ポリシー' }).getByText('privacy', { exact: true })).toBeVisible();
  });

  test("a demo promotion's edit form shows the pictures it has, the first marked as its cover", async ({ page }, info) => {
    await signInAs(page.request, 'staff@holo.test');
    await page.goto('/staff/content');
    await page.getByRole('tab', { name: 'キャンペーン' }).click();
    await page.getByRole('listitem', { name: 'Holiday grading raffle' }).getByRole('button', { name: '編集' }).click();
    // Viewed, never saved: other journeys read this promotion. The field's words wait for the next extract.
    const thumbs = page.locator('.activity-pictures__thumb');
    await expect(thumbs).toHaveCount(2);
    await expectPictureLoaded(thumbs.nth(0));
    await expectPictureLoaded(thumbs.nth(1));
    await expect(page.locator('.activity-pictures__cover')).toHaveCount(1);
    await page.screenshot({ path: info.outputPath(`staff-promotion-edit-ja-${info.project.name}.png`), fullPage: true });
    await page.getByRole('button', { name: 'キャンセル' }).click();
  });
});
