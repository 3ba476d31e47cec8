import { expect, test } from '@playwright/test';
import { AuctionItemPage, endAuctionEarly, listAuction, signInAs } from './pages/bidding-pages';
import { promotionPopupsSeen } from './support/promotion-popups';

const soldNotice = 'This item has been sold. Take a look at other cards.';

/** What a page shows of an auction that ended sold: no bidding, the countdown says Ended. */
async function expectEndedSold(page: AuctionItemPage, price: string) {
  await expect(page.priceLabel()).toHaveText('Winning bid');
  await expect(page.price()).toHaveText(price);
  await expect(page.placeBidButton()).toHaveCount(0);
  await expect(page.timeLeft()).toContainText('Ended');
  await expect(page.finishedNotice()).toContainText(soldNotice);
}

test('a seller ends an auction early: an open page shows it live, and a page opened again shows it from the server', async ({ browser, playwright }, info) => {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const seller = await playwright.request.newContext({ baseURL });
  await signInAs(seller, 'seller@holo.test');
  const id = await listAuction(seller, `Early end journey ${info.project.name} ${Date.now().toString(36)}`, 1000);

  const contextOptions = { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, storageState: promotionPopupsSeen(baseURL!) };
  const winnerContext = await browser.newContext(contextOptions);
  const watcherContext = await browser.newContext(contextOptions);
  const winner = new AuctionItemPage(await winnerContext.newPage());
  const watcher = new AuctionItemPage(await watcherContext.newPage());
  await signInAs(winner.page.request, 'buyer@holo.test');
  await signInAs(watcher.page.request, 'bidder@holo.test');

  // The winner bids, then goes on to the home page: the app keeps the live auction as last read.
  await winner.goto(id);
  await winner.openBidDialog();
  await winner.agreeToDeposit();
  await winner.bid('12');
  await expect(winner.dialogMessage()).toHaveText('You are the highest bidder!');
  await winner.declineNotifications();
  await winner.closeDialog();
  await expect(winner.price()).toHaveText('$10.00');
  await winner.page.getByRole('link', { name: 'Holo home' }).click();
  await expect(winner.page).toHaveURL(/\/$/);

  // Another member keeps the page open while the seller ends the auction.
  await watcher.gotoLive(id);
  await expect(watcher.counts()).toContainText('1 bid');
  await endAuctionEarly(seller, id);
  await seller.dispose();

  // The end arrives live, as a bid does: no reload.
  await expectEndedSold(watcher, '$10.00');

  // Back on the item seconds later, the winner's page asks the server rather than trusting its copy,
  // and so does a reload.
  await winner.page.goBack();
  await expectEndedSold(winner, '$10.00');
  await winner.page.reload();
  await expectEndedSold(winner, '$10.00');
  await watcher.page.reload();
  await expectEndedSold(watcher, '$10.00');

  await winnerContext.close();
  await watcherContext.close();
});
