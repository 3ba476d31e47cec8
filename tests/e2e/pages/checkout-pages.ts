import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Page models of Buy now, the marketplace checkout, the sandbox payment page, the result page and the charge page. */

const headers = { 'x-requested-with': 'fetch' };

/** Lists a fresh buy-now item (no offers) as the signed-in seller; returns its id. */
export async function listBuyNowItem(seller: APIRequestContext, title: string, priceCents: number, postageCents = 0) {
  const tree = (await (await seller.get('/api/categories')).json()) as Array<{ id: number; children: Array<{ id: number; children: Array<{ id: number }> }> }>;
  const first = tree[0]!;
  const second = first.children[0]!;
  const third = second.children[0]!;
  const response = await seller.post('/api/seller/listings', {
    headers,
    data: { Title: title, FirstCategoryId: first.id, SecondCategoryId: second.id, ThirdCategoryId: third.id, ByWay: 1, Price: priceCents, Postage: postageCents },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { ID: number }).ID;
}

export class BuyNowFlow {
  constructor(readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: 'Buy it now' });
  }
  async open(itemId: number) {
    await this.page.goto(`/carddetails/${itemId}`);
    // The item's buy box: on a phone the buy bar repeats its buttons while the box is off screen.
    await this.page.locator('.item__buybox').getByRole('button', { name: 'Buy now', exact: true }).click();
    await expect(this.dialog()).toBeVisible();
  }
  /** Confirms the purchase and waits for the checkout; returns the order id. */
  async confirm() {
    await this.dialog().getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(this.page).toHaveURL(/\/pay\/checkout\/\d+$/);
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }
}

export class CheckoutPage {
  constructor(readonly page: Page) {}

  shipTo() {
    return this.page.getByRole('region', { name: 'Ship to' });
  }
  summary() {
    return this.page.getByRole('complementary').getByRole('region', { name: 'Summary' });
  }
  confirmDialog() {
    return this.page.getByRole('dialog', { name: 'Confirm and pay' });
  }
  /** Confirm and pay, agree to the terms, Pay: the browser goes to the provider's page. */
  async pay() {
    await this.page.getByRole('button', { name: 'Confirm and pay' }).click();
    const dialog = this.confirmDialog();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(this.page.getByRole('heading', { name: 'Sandbox payment provider' })).toBeVisible();
  }
}

/** The sandbox provider's hosted page: the payer approves, declines or abandons. */
export async function decideSandboxPayment(page: Page, decision: 'Approve payment' | 'Decline (card refused)' | 'Abandon and go back') {
  await page.getByRole('button', { name: decision }).click();
  await expect(page).toHaveURL(/\/pay\/result\?type=\w+&id=PY/);
}

/** The CHP balance as the site header's account menu carries it (read without opening the menu), in cents. */
export async function headerChpCents(page: Page) {
  const text = (await page.getByRole('link', { name: /CHP balance:/, includeHidden: true }).textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}
