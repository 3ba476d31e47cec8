import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Page models of Best Offer: the item page's Make offer dialog and the offer history page, by role and label. */

const headers = { 'x-requested-with': 'fetch' };

/** Lists a fresh buy-now item that accepts offers as the signed-in seller; returns its id. */
export async function listOfferItem(seller: APIRequestContext, title: string, priceCents: number) {
  const tree = (await (await seller.get('/api/categories')).json()) as Array<{ id: number; children: Array<{ id: number; children: Array<{ id: number }> }> }>;
  const first = tree[0]!;
  const second = first.children[0]!;
  const third = second.children[0]!;
  const response = await seller.post('/api/seller/listings', {
    headers,
    data: { Title: title, FirstCategoryId: first.id, SecondCategoryId: second.id, ThirdCategoryId: third.id, ByWay: 1, Bargain: true, Price: priceCents },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { ID: number }).ID;
}

/** The seller API: the offer waiting on the item, accepted. */
export async function acceptWaitingOffer(seller: APIRequestContext, itemId: number) {
  const history = (await (await seller.get(`/api/items/${itemId}/offers`)).json()) as { Waiting: { ID: number } | null };
  expect(history.Waiting).not.toBeNull();
  const response = await seller.post(`/api/seller/offers/${history.Waiting!.ID}/accept`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { OrderId: number };
}

export class OfferDialog {
  constructor(readonly page: Page) {}

  async open(itemId: number) {
    await this.page.goto(`/carddetails/${itemId}`);
    // The item's buy box: on a phone the buy bar repeats its buttons while the box is off screen.
    await this.page.locator('.item__buybox').getByRole('button', { name: 'Make offer', exact: true }).click();
    await expect(this.entry()).toBeVisible();
  }
  entry() {
    return this.page.getByRole('dialog', { name: 'Make offer' });
  }
  review() {
    return this.page.getByRole('dialog', { name: 'Review offer' });
  }
  async enter(amount: string, message: string) {
    await this.entry().getByLabel('Your offer (USD)').fill(amount);
    await this.entry().getByLabel('Message to the seller (optional)').fill(message);
  }
  async toReview() {
    await this.entry().getByRole('button', { name: 'Review offer' }).click();
    await expect(this.review()).toBeVisible();
  }
  async edit() {
    await this.review().getByRole('button', { name: 'Edit offer' }).click();
    await expect(this.entry()).toBeVisible();
  }
  async send() {
    await this.review().getByRole('button', { name: 'Send offer' }).click();
  }
}

export class OfferHistoryPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  offersLeft() {
    return this.page.getByTestId('offers-left');
  }
  rows() {
    return this.page.getByTestId('offer-row');
  }
  payNow() {
    return this.page.getByRole('link', { name: 'Pay now' });
  }
}
