import { expect, test } from '@playwright/test';
import { AuctionItemPage, listAuction, signInAs } from './pages/bidding-pages';
import { promotionPopupsSeen } from './support/promotion-popups';

const outbidText = 'Another bidder is ahead. Please increase your bid.';

test('two members bid on one auction and each sees the other’s bids live', async ({ browser, playwright }, info) => {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  // A fresh auction per run and per project, so the phone and desktop runs never share an item.
  const seller = await playwright.request.newContext({ baseURL });
  await signInAs(seller, 'seller@holo.test');
  const stamp = `${info.project.name} ${Date.now().toString(36)}`;
  const id = await listAuction(seller, `Live bidding journey ${stamp}`, 2000);
  await seller.dispose();

  const contextOptions = { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, storageState: promotionPopupsSeen(baseURL!) };
  const contextA = await browser.newContext(contextOptions);
  const contextB = await browser.newContext(contextOptions);
  const a = new AuctionItemPage(await contextA.newPage());
  const b = new AuctionItemPage(await contextB.newPage());
  await signInAs(a.page.request, 'buyer@holo.test');
  await signInAs(b.page.request, 'bidder@holo.test');

  await a.goto(id);
  await b.goto(id);
  await expect(b.price()).toHaveText('$20.00');
  await expect(b.counts()).toContainText('0 bids');

  // Member A: the deposit step once, then a $30 maximum takes the lead at the starting price.
  await a.openBidDialog();
  await a.agreeToDeposit();
  await a.bid('30');
  await expect(a.dialogMessage()).toHaveText('You are the highest bidder!');
  await expect(a.dialogPrice()).toHaveAttribute('data-state', 'leading');

  // Member B sees it without a reload, then bids under A's maximum: A's proxy answers.
  await expect(b.counts()).toContainText('1 bid');
  await b.openBidDialog();
  await b.agreeToDeposit();
  await b.bid('25');
  await expect(b.dialogMessage()).toHaveText(outbidText);
  await expect(b.dialogPrice()).toHaveAttribute('data-state', 'outbid');
  await expect(b.dialogPrice()).toHaveText('$27.00');

  // A sees B's bid live and still leads.
  await expect(a.dialogPrice()).toHaveText('$27.00');
  await expect(a.dialogPrice()).toHaveAttribute('data-state', 'leading');
  await expect(a.counts()).toContainText('3 bids');

  // B goes above A's maximum: B leads, and A's open dialog turns red with the outbid message.
  await b.bid('40');
  await expect(b.dialogMessage()).toHaveText('You are the highest bidder!');
  await expect(b.dialogPrice()).toHaveText('$32.00');
  await expect(a.dialogPrice()).toHaveText('$32.00');
  await expect(a.dialogPrice()).toHaveAttribute('data-state', 'outbid');
  await expect(a.dialogMessage()).toHaveText(outbidText);
  await expect(a.price()).toHaveText('$32.00');

  // The deposit is held now: opening the dialog again goes straight to Place bid.
  await a.declineNotifications();
  await a.closeDialog();
  await a.openBidDialog();
  await expect(a.bidDialog()).toBeVisible();
  await expect(a.depositDialog()).toHaveCount(0);

  await contextA.close();
  await contextB.close();
});
