import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/auth-pages';
import { registerFreshMember } from './pages/member-api';
import { BlockedListPage, HeaderWatchDropdown, MarketResults, SavedSearchesPage, StorePage, WatchListPage } from './pages/member-lists-pages';

test('a member watches an item in the market, finds it in the header dropdown and the watch page, and unwatches it there', async ({ page }, info) => {
  await registerFreshMember(page, info.project.name);
  const market = new MarketResults(page);
  const dropdown = new HeaderWatchDropdown(page);
  const watchPage = new WatchListPage(page);

  await market.goto('key=topps');
  const title = await market.watchFirst();

  await expect(dropdown.button()).toHaveAccessibleName('Watch list (1)');
  await dropdown.open();
  await expect(dropdown.item(title)).toBeVisible();
  await dropdown.viewAll();

  await expect(watchPage.row(title)).toBeVisible();
  await watchPage.unwatchSaved(title);
  await expect(watchPage.emptyState()).toBeVisible();

  // The market and the header show the change too: the card is no longer watched, the badge is gone.
  await market.goto('key=topps');
  await expect(market.watchToggles().first()).toHaveAttribute('aria-pressed', 'false');
  await expect(dropdown.button()).toHaveAccessibleName('Watch list');
});

test('a member saves a search from the market and turns its e-mail alert on', async ({ page }, info) => {
  await registerFreshMember(page, info.project.name);
  const market = new MarketResults(page);
  const saved = new SavedSearchesPage(page);

  await market.goto('key=prizm');
  await market.saveSearch();

  await saved.goto();
  await expect(saved.usage()).toHaveText('E-mail alerts used: 0/10');
  const quiet = saved.group('No alerts');
  const alertSwitch = quiet.getByRole('switch', { name: /^E-mail alert: / });
  await expect(alertSwitch).toHaveAttribute('aria-checked', 'false');
  const name = ((await alertSwitch.getAttribute('aria-label')) ?? '').replace(/^E-mail alert: /, '');
  expect(name.toLowerCase()).toContain('prizm');
  await expect(quiet.getByRole('link', { name })).toHaveAttribute('href', /^\/market\?.*key=prizm/);

  await alertSwitch.click();
  await expect(saved.group('E-mail alerts on').getByRole('switch', { name: `E-mail alert: ${name}` })).toHaveAttribute('aria-checked', 'true');
  await expect(saved.usage()).toHaveText('E-mail alerts used: 1/10');
  await expect(quiet.getByRole('switch')).toHaveCount(0);
});

test('turning on one alert past the limit shows the spec message with the numbers', async ({ page }, info) => {
  await registerFreshMember(page, info.project.name);
  const headers = { 'x-requested-with': 'fetch' };
  // Setup through the API: as many searches with alerts on as the limit allows, and one more without.
  const first = await page.request.post('/api/saved-searches', { headers: { ...headers, 'idempotency-key': crypto.randomUUID() }, data: { Query: 'key=card0', ShowValue: 'card0' } });
  expect(first.status()).toBeLessThan(300);
  const list = (await (await page.request.get('/api/saved-searches?page=1&notice=all')).json()) as { NoticeLimit: number };
  const limit = list.NoticeLimit;
  for (let n = 1; n <= limit; n++) {
    const saved = await page.request.post('/api/saved-searches', { headers: { ...headers, 'idempotency-key': crypto.randomUUID() }, data: { Query: `key=card${n}`, ShowValue: `card${n}` } });
    expect(saved.status()).toBeLessThan(300);
    const { _id } = (await saved.json()) as { _id: number };
    expect((await page.request.put(`/api/saved-searches/${_id}/notice`, { headers, data: { Notice: true } })).status()).toBe(200);
  }

  const saved = new SavedSearchesPage(page);
  await saved.goto();
  await expect(saved.usage()).toHaveText(`E-mail alerts used: ${limit}/${limit}`);
  await saved.alertSwitch('card0').click();
  const message = `You can subscribe to email alerts for up to ${limit} saved searches.(${limit}/${limit})`;
  // The toast says it, and the note under the counter keeps saying it.
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(2);
  await expect(saved.alertSwitch('card0')).toHaveAttribute('aria-checked', 'false');
});

test('a member blocks a seller on the store page and unblocks them on the blocked list', async ({ page }, info) => {
  await registerFreshMember(page, info.project.name);
  const stores = (await (await page.request.get('/api/stores?page=1')).json()) as { data: { Id: number }[] };
  const storeId = stores.data[0]!.Id;
  const store = new StorePage(page);
  const blocked = new BlockedListPage(page);

  await store.goto(storeId);
  await store.block();

  await blocked.goto();
  await expect(blocked.removeButtons()).toHaveCount(1);
  await blocked.removeButtons().click();
  await expect(page.getByText('Unblocked successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You have not blocked anyone' })).toBeVisible();

  await store.goto(storeId);
  await expect(store.blockButton()).toHaveText('Block');
  await expect(store.blockButton()).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor pressing watch is sent to sign in and comes back to the same search', async ({ page }) => {
  const market = new MarketResults(page);
  await market.goto('key=topps&type=2');
  await market.watchToggles().first().click();
  await expect(page).toHaveURL(/\/login$/);

  const login = new LoginPage(page);
  await login.chooseEmail();
  await login.signIn('buyer@holo.test', 'Holo2026');
  await expect(page).toHaveURL(/\/market\?key=topps&type=2$/);
  await expect(market.watchToggles().first()).toBeVisible();
});
