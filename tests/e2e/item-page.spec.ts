import { expect, test, type APIRequestContext } from '@playwright/test';
import { MarketPage } from './pages/catalog-pages';
import { ItemPage } from './pages/item-pages';

type Listing = { ID: number; ByWay: number; OrderType: number; Status: number; EffectiveDate: string | null; AuctionCount: number };

/** A listing from the market API that matches `pick` (the demo data has every kind). */
async function findListing(api: APIRequestContext, query: string, pick: (listing: Listing) => boolean): Promise<Listing> {
  const reply = (await (await api.get(`/api/market/search?${query}&size=240`)).json()) as { PagedMarketItemList: Listing[] };
  const listing = reply.PagedMarketItemList.find(pick);
  if (!listing) throw new Error(`No demo listing for ${query}`);
  return listing;
}

test('a visitor opens an auction from the market and sees the gallery, price, countdown, properties and suggestions', async ({ page }) => {
  const market = new MarketPage(page);
  const item = new ItemPage(page);
  const likeReads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/items\/\d+\/like/.test(request.url())) likeReads.push(request.url());
  });
  await market.goto('type=2&sort=3');
  // A live auction with days left, so it does not end while the test looks at it.
  const card = market.results.locator('.lcard--auction').filter({ has: page.locator('.countdown', { hasText: /^\d+d \d+h$/ }) }).first();
  const title = (await card.locator('.lcard__title').getAttribute('title')) ?? '';
  await card.locator('.lcard__link').click();

  await expect(page).toHaveURL(/\/carddetails\/\d+$/);
  await item.loaded();
  await expect(item.title).toHaveText(title);
  await expect(item.mainImage).toBeVisible();
  await expect(item.priceLabel).toHaveText(/^(Current bid|Starting bid)$/);
  expect(await item.price()).toBeGreaterThan(0);
  await expect(item.countdown).toHaveText(/^\d+d \d+h$/);
  await expect(item.properties.getByRole('term').first()).toBeVisible();
  // The suggestions are asked for as they come within a screen of the viewport: on a phone, not
  // before the visitor scrolls down.
  if (test.info().project.name === 'phone') expect(likeReads).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The row draws its first six, and the rest as soon as it is swiped (or pointed at, on a desktop).
  await expect(item.alsoLike.getByRole('article').first()).toBeVisible();
  await item.alsoLike.getByRole('list').evaluate((row) => row.scrollBy({ left: 400 }));
  await expect(item.alsoLike.getByRole('article')).toHaveCount(9);
  await expect(item.tab('Description')).toHaveAttribute('aria-selected', 'true');
  await expect(item.tab('State tax')).toHaveCount(0);

  // The full-screen viewer: arrows move, Escape closes and gives focus back.
  await item.mainImage.click();
  await expect(item.viewer).toBeVisible();
  await expect(item.viewer.getByText('1 of 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(item.viewer.getByText('2 of 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(item.viewer).toBeHidden();
});

test('an unknown item shows the not-found panel with the server message', async ({ page }) => {
  const item = new ItemPage(page);
  await item.goto(99999999);
  await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
  await expect(page.getByText('The item does not exist or has been removed')).toBeVisible();
});

test('a buy-now item shows its Price and no bids', async ({ page }) => {
  const listing = await findListing(page.request, 'type=1', (l) => l.OrderType === 0 && l.Status === 1);
  const item = new ItemPage(page);
  await item.goto(listing.ID);
  await item.loaded();
  await expect(item.priceLabel).toHaveText('Price');
  await expect(page.getByRole('region', { name: 'Bids' })).toHaveCount(0);
  await expect(item.expiredNotice).toHaveCount(0);
});

test('a won auction (status -2) shows the winning bid and says it was sold, not that it expired', async ({ page }) => {
  // A demo auction with at least three bids (a journey running alongside may have just sold one with fewer).
  const listing = await findListing(page.request, 'type=2&status=sold', (l) => l.ByWay === 2 && l.Status === -2 && l.AuctionCount >= 3);
  const item = new ItemPage(page);
  await item.goto(listing.ID);
  await item.loaded();
  await expect(item.priceLabel).toHaveText('Winning bid');
  await expect(item.countdown).toHaveText('Ended');
  await expect(item.soldNotice).toBeVisible();
  await expect(item.expiredNotice).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Bids' }).getByRole('listitem')).toHaveCount(3);
});

test('a store item shows its conditions and keeps the quantity within the stock', async ({ page }) => {
  const listing = await findListing(page.request, 'type=1', (l) => l.OrderType === 1 && l.Status === 1);
  await page.goto(`/carddetails/${listing.ID}`);
  await expect(page).toHaveURL(new RegExp(`/storedetails/${listing.ID}$`));
  const conditions = page.getByRole('group', { name: 'Condition' });
  await expect(conditions.getByRole('radio').first()).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Description', 'Shipping']);
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('9999');
  await quantity.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: /Insufficient inventory|at most/ })).toBeVisible();
  expect(Number(await quantity.inputValue())).toBeLessThan(9999);
});
