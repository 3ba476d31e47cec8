import { expect, test } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';
import { listOfferItem } from './pages/offer-pages';
import { openSellerSite } from './pages/seller-site';
import { SellerOffersPage, makeOffer } from './pages/seller-after-sale-pages';

const shot = (name: string, project: string) => `${name}-${project}.png`;

test('the seller counters a buyer\'s offer on the seller site and the buyer sees the counter-offer', async ({ page, playwright, browser }, info) => {
  const { baseURL } = info.project.use;
  const seller = await playwright.request.newContext({ baseURL });
  await signInAs(seller, 'seller@holo.test');
  const title = `Seller desk offer ${info.project.name} ${Date.now().toString(36)}`;
  const itemId = await listOfferItem(seller, title, 5_000);
  await seller.dispose();

  const buyer = await browser.newContext({ baseURL, ...(info.project.use.viewport && { viewport: info.project.use.viewport }) });
  await signInAs(buyer.request, 'buyer@holo.test');
  await makeOffer(buyer.request, itemId, 3_000);

  await openSellerSite(page, 'offers');
  const offers = new SellerOffersPage(page);
  const card = offers.card(title);
  await expect(card).toContainText('$30.00');
  await expect(card).toContainText('of $50.00 (60%)');
  await expect(card).toContainText(/4[78] h \d+ min left to answer/);
  await page.screenshot({ path: info.outputPath(shot('seller-offers', info.project.name)), fullPage: true });

  await offers.counter(title, '42');
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: /^Answered/ }).click();
  await expect(offers.card(title)).toContainText('Countered at $42.00');

  const buyerPage = await buyer.newPage();
  await buyerPage.goto(`/myholo/offerhistory/${itemId}`);
  await expect(buyerPage.getByTestId('offer-row').first()).toContainText('$42.00');
  await buyer.close();
});
