import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Page models of bidding: the item page's bid box and bid dialog, driven by role and label. */

const headers = { 'x-requested-with': 'fetch' };
export const DEMO_PASSWORD = 'Holo2026';

/** Signs `api` (a page's request context or a standalone one) in as a demo member. */
export async function signInAs(api: APIRequestContext, email: string) {
  const response = await api.post('/api/auth/sign-in', { headers, data: { Type: 0, Account: email, Password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Lists a fresh auction as the signed-in seller in the first seeded category; returns its id. */
export async function listAuction(seller: APIRequestContext, title: string, startCents: number) {
  const tree = (await (await seller.get('/api/categories')).json()) as Array<{ id: number; children: Array<{ id: number; children: Array<{ id: number }> }> }>;
  const first = tree[0]!;
  const second = first.children[0]!;
  const third = second.children[0]!;
  const response = await seller.post('/api/seller/listings', {
    headers,
    data: { Title: title, FirstCategoryId: first.id, SecondCategoryId: second.id, ThirdCategoryId: third.id, ByWay: 2, Price: startCents, DurationMinutes: 120 },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { ID: number }).ID;
}

/** The signed-in seller ends their live auction now (the seller API the seller site calls). */
export async function endAuctionEarly(seller: APIRequestContext, id: number) {
  const response = await seller.post(`/api/seller/listings/${id}/end`, { headers });
  expect(response.status(), await response.text()).toBe(200);
}

/** The SignalR JSON messages of one WebSocket frame (each ends with the record separator). */
function hubMessages(payload: string | Buffer): Array<{ type?: number; target?: string; invocationId?: string }> {
  return String(payload)
    .split('\x1e')
    .filter(Boolean)
    .map((text) => JSON.parse(text) as { type?: number; target?: string; invocationId?: string });
}

export class AuctionItemPage {
  constructor(readonly page: Page) {}

  /**
   * Opens the item and waits until the page has joined the item's live group (the hub answered its
   * JoinCommodity), so what happens next reaches it live rather than in the item's first read.
   */
  async gotoLive(id: number) {
    const joined = new Promise<void>((resolve) => {
      this.page.on('websocket', (socket) => {
        let joinId: string | undefined;
        socket.on('framesent', ({ payload }) => {
          joinId ??= hubMessages(payload).find((message) => message.target === 'JoinCommodity')?.invocationId;
        });
        socket.on('framereceived', ({ payload }) => {
          if (hubMessages(payload).some((message) => message.type === 3 && message.invocationId === joinId)) resolve();
        });
      });
    });
    await this.goto(id);
    await joined;
  }

  async goto(id: number) {
    await this.page.goto(`/carddetails/${id}`);
    await expect(this.placeBidButton()).toBeEnabled();
  }
  price() {
    return this.page.locator('.item-price__amount');
  }
  counts() {
    return this.page.locator('.item-price__counts');
  }
  priceLabel() {
    return this.page.locator('.item-price__label');
  }
  timeLeft() {
    return this.page.locator('.item-timing__main');
  }
  /** The notice of a finished item (sold, or expired), pointing to other cards. */
  finishedNotice() {
    return this.page.getByRole('note').filter({ hasText: 'Take a look at other cards.' });
  }
  placeBidButton() {
    return this.page.locator('.bid-panel').getByRole('button', { name: 'Place bid', exact: true });
  }
  depositDialog() {
    return this.page.getByRole('dialog', { name: 'CHP deposit' });
  }
  bidDialog() {
    return this.page.getByRole('dialog', { name: 'Place bid' });
  }
  dialogPrice() {
    return this.bidDialog().locator('.bid-price');
  }
  dialogMessage() {
    return this.bidDialog().getByRole('status');
  }
  async openBidDialog() {
    await this.placeBidButton().click();
  }
  async agreeToDeposit() {
    await expect(this.depositDialog()).toBeVisible();
    await this.depositDialog().getByRole('button', { name: 'Agree' }).click();
    await expect(this.bidDialog()).toBeVisible();
  }
  /** The bid dialog turned review: nothing is bid before its Confirm bid. */
  reviewDialog() {
    return this.page.getByRole('dialog', { name: 'Review bid' });
  }
  /** Types a maximum in the dialog, presses Bid, and confirms it in the review. */
  async bid(dollars: string) {
    const dialog = this.bidDialog();
    await dialog.getByLabel('Your maximum bid (USD)').fill(dollars);
    await dialog.getByRole('button', { name: 'Bid', exact: true }).click();
    await this.confirmReview();
  }
  async confirmReview() {
    const review = this.reviewDialog();
    await expect(review).toBeVisible();
    await review.getByRole('button', { name: 'Confirm bid' }).click();
    await expect(this.bidDialog()).toBeVisible();
  }
  async closeDialog() {
    await this.bidDialog().getByRole('button', { name: 'Close' }).click();
    await expect(this.bidDialog()).toBeHidden();
  }
  /** After a bid's result, the dialog offers notifications once under it (not a second modal). */
  notificationOffer() {
    return this.bidDialog().getByRole('region', { name: 'Know the moment you are outbid' });
  }
  async declineNotifications() {
    const offer = this.notificationOffer();
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toBeHidden();
  }
}
