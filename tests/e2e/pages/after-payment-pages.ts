import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Page models of what follows payment: the seller's shipping (API), the order detail page and its dialogs. */

const headers = { 'x-requested-with': 'fetch' };

/** Ships the order as the signed-in seller through the seller API. */
export async function shipOrder(seller: APIRequestContext, orderId: number, carrier: { ShipperCode: string; LogisticCode: string }) {
  const response = await seller.post(`/api/seller/orders/${orderId}/ship`, { headers, data: carrier });
  expect(response.status(), await response.text()).toBe(200);
}

/** A store by its name, with its seller's record as the store list gives it. */
export async function storeNamed(api: APIRequestContext, name: string) {
  const stores = (await (await api.get(`/api/stores?key=${encodeURIComponent(name)}`)).json()) as {
    data: Array<{ Id: number; StoreName: string; SellFavorableCount: number; SellNegativeCount: number }>;
  };
  const store = stores.data.find((s) => s.StoreName === name);
  if (!store) throw new Error(`no store named ${name}`);
  return store;
}

export class OrderDetailPage {
  constructor(readonly page: Page) {}

  async goto(orderId: number) {
    await this.page.goto(`/myholo/detail/${orderId}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  stepper(): Locator {
    return this.page.getByRole('list', { name: 'Order progress' });
  }
  trackingEvents(): Locator {
    return this.page.getByRole('list', { name: 'Tracking events, newest first' });
  }
  async confirmReceipt() {
    await this.page.getByRole('button', { name: 'Confirm receipt' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Confirm receipt' });
    await expect(dialog.getByText(/you can no longer open a case/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm receipt' }).click();
    await expect(dialog).toBeHidden();
  }
  async leaveFeedback(text: string) {
    await this.page.getByRole('button', { name: 'Leave feedback' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Leave feedback for the seller' });
    await dialog.getByRole('radio', { name: 'Positive' }).check();
    await dialog.getByRole('textbox', { name: 'Your feedback' }).fill(text);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
  }
}
