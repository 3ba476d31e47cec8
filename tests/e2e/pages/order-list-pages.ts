import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Page models of the buyer's order lists (/myholo/purchase, /myholo/mallorder) and API short-hands to make orders. */

const headers = { 'x-requested-with': 'fetch' };

/** Buy It Now through the API as the signed-in member; returns the unpaid order's id and number. */
export async function buyItNow(api: APIRequestContext, itemId: number) {
  const response = await api.post(`/api/items/${itemId}/buy`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  const { OrderId } = (await response.json()) as { OrderId: number };
  const order = (await (await api.get(`/api/orders/${OrderId}`)).json()) as { Code: string };
  return { id: OrderId, code: order.Code };
}

/** One unpaid store order through the API (cart line, then order) for a store item's first condition in stock. */
export async function placeStoreOrder(api: APIRequestContext, itemId: number) {
  const item = (await (await api.get(`/api/items/${itemId}`)).json()) as { Conditions: Array<{ ID: number; Stock: number }> };
  const condition = item.Conditions.find((c) => c.Stock > 0)!;
  const line = await api.post('/api/cart', { headers, data: { CommodityId: itemId, ConditionId: condition.ID, Num: 1, CoverOrAppend: 'cover' } });
  expect(line.status(), await line.text()).toBe(200);
  const { Id } = (await line.json()) as { Id: number };
  const [address] = (await (await api.get('/api/me/addresses')).json()) as Array<{ Id: number }>;
  const placed = await api.post('/api/store-orders', { headers, data: { CartLineIds: [Id], AddressId: address!.Id } });
  expect(placed.status(), await placed.text()).toBe(201);
  const { StoreOrderIds } = (await placed.json()) as { StoreOrderIds: number[] };
  const order = (await (await api.get(`/api/store-orders/${StoreOrderIds[0]}`)).json()) as { Id: number; OrderCode: string };
  return { id: order.Id, code: order.OrderCode };
}

export class OrderListPage {
  constructor(readonly page: Page) {}

  goto(path: '/myholo/purchase' | '/myholo/mallorder', type?: number) {
    return this.page.goto(type === undefined ? path : `${path}?type=${type}`);
  }

  tab(name: string | RegExp): Locator {
    return this.page.getByRole('tab', { name });
  }

  filter(label: string): Locator {
    return this.page.getByRole('search', { name: 'Search orders' }).getByLabel(label);
  }

  async search(filters: Record<string, string>) {
    for (const [label, value] of Object.entries(filters)) await this.filter(label).fill(value);
    await this.page.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).click();
  }

  rows(): Locator {
    return this.page.getByRole('tabpanel').locator('.order-card');
  }

  row(code: string): Locator {
    return this.rows().filter({ hasText: code });
  }
}
