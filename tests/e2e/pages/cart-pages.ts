import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Page models of the store cart: the store item's buttons, /pay/cart and the store checkout. */

const headers = { 'x-requested-with': 'fetch' };

type Listing = { ID: number; OrderType: number; Status: number };
type Condition = { ID: number; Stock: number; IsLimit: boolean };

/**
 * Store items on sale whose preselected condition (the first in stock) has at least 2 units and no
 * purchase limit, from the demo data; `skip` keeps the phone and desktop runs on different items.
 */
export async function findStoreItems(api: APIRequestContext, count: number, skip: number) {
  const found: { id: number; stock: number; conditionId: number; title: string }[] = [];
  // Store items were listed weeks ago: newest buy-now listings first, page by page, until enough.
  for (let page = 1; page <= 10 && found.length < skip + count; page += 1) {
    const reply = (await (await api.get(`/api/market/search?type=1&sort=3&size=240&page=${page}`)).json()) as { PagedMarketItemList: Listing[] };
    if (reply.PagedMarketItemList.length === 0) break;
    for (const listing of reply.PagedMarketItemList.filter((l) => l.OrderType === 1 && l.Status === 1)) {
      const item = (await (await api.get(`/api/items/${listing.ID}`)).json()) as { Title: string; Conditions: Condition[] };
      const first = item.Conditions.find((c) => c.Stock > 0);
      if (first && first.Stock >= 2 && !first.IsLimit) found.push({ id: listing.ID, stock: first.Stock, conditionId: first.ID, title: item.Title });
      if (found.length === skip + count) break;
    }
  }
  expect(found.length, 'demo store items with stock').toBe(skip + count);
  return found.slice(skip);
}

/** Empties the signed-in member's cart through the API. */
export async function emptyCart(api: APIRequestContext) {
  const { data } = (await (await api.get('/api/cart')).json()) as { data: { Id: number }[] };
  if (data.length) await api.delete('/api/cart', { headers, data: { Ids: data.map((line) => line.Id) } });
}

export class StoreItemPage {
  constructor(readonly page: Page) {}

  async goto(id: number) {
    await this.page.goto(`/storedetails/${id}`);
    await expect(this.addToCartButton()).toBeEnabled();
  }
  addToCartButton() {
    // The item's buy box: on a phone the buy bar repeats its buttons while the box is off screen.
    return this.page.locator('.item__buybox').getByRole('button', { name: 'Add to cart' });
  }
  addedDialog() {
    return this.page.getByRole('dialog', { name: 'Added to cart' });
  }
  cartBadge() {
    return this.page.getByRole('link', { name: /^Cart/ }).first();
  }
}

export class CartPage {
  constructor(readonly page: Page) {}

  lines() {
    return this.page.locator('.cart-line');
  }
  /** The line of a store item, by the link to its page. */
  line(itemId: number) {
    return this.lines().filter({ has: this.page.locator(`a[href="/storedetails/${itemId}"]`) });
  }
  quantity(itemId: number) {
    return this.line(itemId).getByRole('textbox', { name: /^Quantity of/ });
  }
  async setQuantity(itemId: number, value: number) {
    await this.quantity(itemId).fill(String(value));
    await this.quantity(itemId).press('Enter');
  }
  toast(text: string) {
    return this.page.locator('.toast-region').getByText(text);
  }
  async remove(itemId: number) {
    await this.line(itemId).getByRole('button', { name: /^Remove/ }).click();
  }
  selectAll() {
    return this.page.getByRole('checkbox', { name: 'Select all' });
  }
  proceed() {
    return this.page.getByRole('button', { name: 'Proceed to checkout' });
  }
}
