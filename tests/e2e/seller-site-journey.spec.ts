/**
 * Issue 33's whole loop through both sites, at the phone's and the desktop's width: a seller lists a
 * PSA 10 with two photos on the seller site, a buyer wins it, the seller prints the packing slip and
 * ships it, the buyer confirms receipt, and each leaves feedback for the other.
 */
import { expect, test } from '@playwright/test';
import { OrderDetailPage } from './pages/after-payment-pages';
import { AuctionItemPage, signInAs } from './pages/bidding-pages';
import { CheckoutPage, decideSandboxPayment } from './pages/checkout-pages';
import { SellerOrderPage } from './pages/seller-after-sale-pages';
import { goToSellerArea, listGradedAuction, openSellerSite } from './pages/seller-site';
import { promotionPopupsSeen } from './support/promotion-popups';

const shot = (name: string, project: string) => `${name}-${project}.png`;

test('a card from listing to feedback: listed on the seller site, won, shipped, received, and rated by both', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const title = `Seller site PSA 10 ${info.project.name} ${Date.now().toString(36)}`;

  // The seller's dashboard and listings, then the new listing with two photos and its grade.
  await openSellerSite(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /To ship/ })).toHaveAttribute('href', '/seller/orders');
  await page.screenshot({ path: info.outputPath(shot('seller-dashboard', info.project.name)), fullPage: true });
  await goToSellerArea(page, 'Listings');
  await expect(page.getByRole('tab', { name: /On sale \(\d+\)/ })).toBeVisible();
  const itemId = await listGradedAuction(page, title, info.outputPath(shot('seller-new-listing', info.project.name)));

  // The buyer sees the grade and both photos on the item page, and bids.
  const buyerContext = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, storageState: promotionPopupsSeen(baseURL!) });
  const buyer = new AuctionItemPage(await buyerContext.newPage());
  await signInAs(buyer.page.request, 'buyer@holo.test');
  await buyer.goto(itemId);
  await expect(buyer.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(buyer.page.getByRole('region', { name: 'Item specifics' }).locator('[data-spec="grade"] dd')).toHaveText('PSA 10');
  await expect(buyer.page.getByRole('button', { name: 'Show image 2 of 2' })).toBeAttached();
  await buyer.openBidDialog();
  await buyer.agreeToDeposit();
  await buyer.bid('30');
  await expect(buyer.dialogMessage()).toHaveText('You are the highest bidder!');
  await buyer.declineNotifications();
  await buyer.closeDialog();

  // The seller ends the auction now from the listing's page: the buyer has won it.
  await page.reload();
  await page.getByRole('button', { name: 'End now' }).click();
  await page.getByRole('dialog', { name: 'End this auction now?' }).getByRole('button', { name: 'End now' }).click();
  await expect(page.getByRole('button', { name: 'End now' })).toHaveCount(0);

  // The buyer pays from their bids.
  await buyer.page.goto('/myholo/bids');
  const payNow = buyer.page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: 'Pay now' });
  await expect(payNow).toBeVisible();
  const orderId = Number(/\/pay\/checkout\/(\d+)$/.exec((await payNow.getAttribute('href'))!)![1]);
  await payNow.click();
  const checkout = new CheckoutPage(buyer.page);
  await expect(checkout.shipTo().getByRole('radio').first()).toBeChecked();
  await checkout.pay();
  await decideSandboxPayment(buyer.page, 'Approve payment');
  await expect(buyer.page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const { Code: orderCode } = (await (await buyer.page.request.get(`/api/orders/${orderId}`)).json()) as { Code: string };

  // The seller finds it to ship, prints the packing slip and ships it with a carrier and tracking.
  await goToSellerArea(page, 'Orders');
  const row = page.getByRole('article', { name: title });
  await expect(row).toContainText(orderCode);
  await page.screenshot({ path: info.outputPath(shot('seller-orders', info.project.name)), fullPage: true });
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderCode}` })).toBeVisible();
  await page.getByRole('link', { name: 'Packing slip' }).click();
  const slip = page.getByRole('article', { name: 'Packing slip' });
  await expect(slip).toContainText(orderCode);
  await expect(slip.getByRole('cell', { name: title })).toBeVisible();
  await page.screenshot({ path: info.outputPath(shot('seller-packing-slip', info.project.name)), fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Back to the order' }).click();
  const sellerOrder = new SellerOrderPage(page);
  const tracking = `1Z${Date.now().toString().slice(-9)}${info.project.name === 'phone' ? '55' : '66'}`;
  await sellerOrder.ship('UPS', 'x1');
  await expect(sellerOrder.shipForm().getByLabel('Tracking number')).toHaveAttribute('aria-invalid', 'true');
  await sellerOrder.ship('UPS', tracking);
  await expect(page.getByText('Marked as shipped: the buyer is told')).toBeVisible();

  // The buyer follows it, confirms receipt and rates the seller.
  const detail = new OrderDetailPage(buyer.page);
  await detail.goto(orderId);
  await expect(detail.stepper()).toContainText('Shipped');
  await expect(buyer.page.getByText(tracking).first()).toBeVisible();
  await detail.confirmReceipt();
  await expect(detail.stepper()).toContainText('Finished');
  await detail.leaveFeedback('Exactly as pictured, a crisp slab.');
  await expect(buyer.page.getByRole('button', { name: 'Leave feedback' })).toHaveCount(0);
  await buyerContext.close();

  // The seller rates the buyer, and sees the proceeds.
  await sellerOrder.goto(orderId);
  await sellerOrder.leaveFeedback('Paid at once, easy to deal with.');
  await expect(page.getByText('You left feedback for this buyer.')).toBeVisible();
  await page.screenshot({ path: info.outputPath(shot('seller-order-finished', info.project.name)), fullPage: true });
  await goToSellerArea(page, 'Proceeds');
  await expect(page.getByRole('table')).toBeVisible();
  await page.screenshot({ path: info.outputPath(shot('seller-proceeds', info.project.name)), fullPage: true });
});
