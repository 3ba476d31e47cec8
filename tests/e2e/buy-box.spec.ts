import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AuctionItemPage, endAuctionEarly, listAuction, signInAs } from './pages/bidding-pages';
import { makeBidder, registerFreshMember } from './pages/member-api';

/**
 * Issue 32 points 2 and 3: the buy box that stays on a phone, and no bid without a review. A fresh
 * auction and a fresh bidder per project, so the phone and desktop runs never share either.
 */

/** Scrolls to the page's end, again while late content (suggestions, the footer's layout) grows it. */
async function scrollToEnd(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2;
      }),
    )
    .toBe(true);
}

async function bidCount(api: APIRequestContext, id: number) {
  return ((await (await api.get(`/api/items/${id}`)).json()) as { AuctionCount: number }).AuctionCount;
}

test('a bid is reviewed before it binds; the phone keeps price, time and Bid in a bar; the push offer waits for the result', async ({ page, playwright }, info) => {
  test.setTimeout(120_000);
  const { baseURL } = info.project.use;
  const phone = info.project.name === 'phone';
  const seller = await playwright.request.newContext({ baseURL });
  await signInAs(seller, 'seller@holo.test');
  const id = await listAuction(seller, `Buy box journey ${info.project.name} ${Date.now().toString(36)}`, 2000);
  await seller.dispose();
  const visitor = await playwright.request.newContext({ baseURL });

  await registerFreshMember(page, info.project.name);
  await makeBidder(page);
  const item = new AuctionItemPage(page);
  await item.goto(id);
  await expect(item.priceLabel()).toHaveText('Starting bid');
  const bar = page.getByRole('region', { name: 'Buy box' });
  const amount = page.locator('.bid-panel').getByLabel('Your maximum bid (USD)');
  // On arrival a phone has Place bid below the fold (under the gallery): the bar brings it up.
  if (phone) await expect(bar.getByRole('button', { name: 'Bid', exact: true })).toBeVisible();
  else await expect(bar).toHaveCount(0);

  await amount.scrollIntoViewIfNeeded();
  await expect(bar).toHaveCount(0);
  await amount.fill('31');
  await scrollToEnd(page);
  if (phone) {
    // Past the box: the bar has the price, the time left and Bid, and leaves the footer's last line visible.
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Starting bid');
    await expect(bar).toContainText('$20.00');
    await expect(bar.locator('.countdown')).toHaveText(/\d+h \d+m|\d+m \d+s/);
    const lastLine = page.locator('.site-footer__inner').locator('p, li').last();
    const [barBox, lineBox] = [await bar.boundingBox(), await lastLine.boundingBox()];
    expect(lineBox!.y + lineBox!.height).toBeLessThanOrEqual(barBox!.y);
    await page.screenshot({ path: info.outputPath('buy-bar.png') });
    // Bid in the bar presses the box's Place bid: the deposit step, then the review of the typed amount.
    await bar.getByRole('button', { name: 'Bid', exact: true }).click();
  } else {
    await expect(bar).toHaveCount(0);
    await amount.press('Enter');
  }
  await item.depositDialog().getByRole('button', { name: 'Agree' }).click();
  const review = item.reviewDialog();
  await expect(review).toBeVisible();
  await expect(review.locator('.bid-review__line').first()).toContainText('$31.00');
  await expect(review).toContainText('Shipping');
  await expect(review).toContainText('Buyer premium');
  await expect(review).toContainText('Estimated total if you win');
  await page.screenshot({ path: info.outputPath('review.png') });
  expect(await bidCount(visitor, id)).toBe(0);

  // Cancel goes back with the amount kept; Enter there opens the review again; still no bid.
  await review.getByRole('button', { name: 'Cancel' }).click();
  const dialogAmount = item.bidDialog().getByLabel('Your maximum bid (USD)');
  await expect(dialogAmount).toHaveValue('31');
  await expect(item.notificationOffer()).toHaveCount(0);
  await dialogAmount.press('Enter');
  await expect(review).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(item.bidDialog()).toBeVisible();
  await expect(dialogAmount).toHaveValue('31');
  await dialogAmount.press('Enter');
  expect(await bidCount(visitor, id)).toBe(0);

  // Only Confirm bid places it; the result shows, and only then the offer of notifications, inline.
  await item.confirmReview();
  await expect(item.dialogMessage()).toHaveText('You are the highest bidder!');
  await expect(item.notificationOffer()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Know the moment you are outbid' })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('result.png') });
  expect(await bidCount(visitor, id)).toBe(1);
  await item.declineNotifications();
  await item.closeDialog();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await visitor.dispose();
});

test('an ended lot says Ended, not 00:00, and has no buy bar', async ({ page, playwright }, info) => {
  const { baseURL } = info.project.use;
  const seller = await playwright.request.newContext({ baseURL });
  await signInAs(seller, 'seller@holo.test');
  const id = await listAuction(seller, `Ended buy box ${info.project.name} ${Date.now().toString(36)}`, 1500);
  await endAuctionEarly(seller, id);
  await seller.dispose();

  const item = new AuctionItemPage(page);
  await page.goto(`/carddetails/${id}`);
  await expect(item.timeLeft()).toContainText('Ended');
  await expect(item.timeLeft()).not.toContainText('00:00');
  await expect(item.priceLabel()).toHaveText('Starting bid');
  await scrollToEnd(page);
  await expect(page.getByRole('region', { name: 'Buy box' })).toHaveCount(0);
});
