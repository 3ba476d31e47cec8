import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Page models of the seller site's after-sale pages (/seller/offers, /seller/orders/…), by role and label. */

const headers = { 'x-requested-with': 'fetch' };

/** The buyer's offer through the API (the offer dialog has its own journey in offers.spec.ts); returns its id. */
export async function makeOffer(buyer: APIRequestContext, itemId: number, priceCents: number) {
  const response = await buyer.post('/api/offers', { headers, data: { CommodityID: itemId, Price: priceCents, Remark: 'Would you take less?', BargainType: 1 } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { ID: number }).ID;
}

export class SellerOffersPage {
  constructor(readonly page: Page) {}

  card(title: string) {
    return this.page.getByRole('article', { name: title });
  }
  async counter(title: string, amount: string) {
    await this.card(title).getByRole('button', { name: 'Counter' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Counter the offer' });
    await dialog.getByLabel('Your counter-offer (USD)').fill(amount);
    await dialog.getByRole('button', { name: 'Send counter-offer' }).click();
    await expect(dialog).toBeHidden();
  }
}

export class SellerOrderPage {
  constructor(readonly page: Page) {}

  async goto(orderId: number) {
    await this.page.goto(`/seller/orders/order/${orderId}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  shipForm() {
    return this.page.getByRole('form', { name: 'Ship the order' });
  }
  async ship(carrier: string, tracking: string) {
    const form = this.shipForm();
    await form.getByLabel('Carrier').selectOption({ label: carrier });
    await form.getByLabel('Tracking number').fill(tracking);
    await form.getByRole('button', { name: 'Mark as shipped' }).click();
  }
  async leaveFeedback(text: string) {
    const form = this.page.getByRole('form', { name: 'Feedback for the buyer' });
    await form.getByRole('radio', { name: 'Positive' }).check();
    await form.getByLabel('Your feedback').fill(text);
    await form.getByRole('button', { name: 'Leave feedback' }).click();
  }
}
