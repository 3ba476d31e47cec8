import { expect, test } from '@playwright/test';
import { signInAs } from './pages/bidding-pages';
import { OfferDialog, OfferHistoryPage, acceptWaitingOffer, listOfferItem } from './pages/offer-pages';
import { CheckoutPage, decideSandboxPayment } from './pages/checkout-pages';

test('the buyer makes an offer in two steps, the seller accepts it, and the buyer pays it from the offer history', async ({ page, playwright }, info) => {
  const { baseURL } = info.project.use;
  // A fresh listing per run and per project, so the phone and desktop runs never share an item.
  const seller = await playwright.request.newContext({ baseURL });
  await signInAs(seller, 'seller@holo.test');
  const title = `Offer journey ${info.project.name} ${Date.now().toString(36)}`;
  const id = await listOfferItem(seller, title, 5_000);

  await signInAs(page.request, 'buyer@holo.test');
  const dialog = new OfferDialog(page);
  await dialog.open(id);
  await expect(dialog.entry()).toContainText('$50.00');

  // At the buy-now price the dialog says to buy now instead.
  await dialog.enter('50', 'Would you take 40?');
  await dialog.entry().getByRole('button', { name: 'Review offer' }).click();
  await expect(dialog.entry().getByRole('alert')).toHaveText('Your offer must be below the Buy It Now price. To pay that price, please buy it now.');
  await expect(dialog.entry()).toContainText('18/250');

  await dialog.enter('40', 'Would you take 40?');
  await dialog.toReview();
  await expect(dialog.review().getByTestId('offer-review-amount')).toHaveText('$40.00');
  await expect(dialog.review()).toContainText('pay within 2 days');
  await page.screenshot({ path: info.outputPath(`offer-review-${info.project.name}.png`) });
  await dialog.edit();
  await expect(dialog.entry().getByLabel('Your offer (USD)')).toHaveValue('40');
  await dialog.toReview();
  await dialog.send();

  await expect(page).toHaveURL(new RegExp(`/myholo/offerhistory/${id}$`));
  const history = new OfferHistoryPage(page);
  await expect(history.heading()).toHaveText(title);
  await expect(history.offersLeft()).toHaveText('2 of 3');
  await expect(history.rows()).toHaveCount(1);
  await expect(history.rows().first()).toContainText('$40.00');
  await expect(history.rows().first()).toContainText('Waiting for the seller');

  const { OrderId } = await acceptWaitingOffer(seller, id);
  await seller.dispose();

  await page.reload();
  await expect(history.rows().first()).toContainText('Accepted');
  await expect(history.payNow()).toHaveAttribute('href', `/pay/checkout/${OrderId}`);
  await expect(page.getByRole('button', { name: 'Make offer' })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`offer-history-${info.project.name}.png`), fullPage: true });

  await history.payNow().click();
  await expect(page).toHaveURL(new RegExp(`/pay/checkout/${OrderId}$`));
  const checkout = new CheckoutPage(page);
  await expect(checkout.summary()).toContainText('$40.00');
  // The checkout puts the default address on the order first; Confirm and pay waits for it.
  await expect(checkout.shipTo().getByRole('radio').first()).toBeChecked();
  await expect(checkout.summary()).toContainText('State tax');
  await checkout.pay();
  await decideSandboxPayment(page, 'Approve payment');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const order = await page.request.get(`/api/orders/${OrderId}`);
  expect(await order.json()).toMatchObject({ OrderStatus: 2, Source: 'offer', USD_Price: 4_000 });
});
