/**
 * API test fixtures for the seller's side of orders: a marketplace order or a store order in any
 * status written straight to the database (the routes under test only read and move them), and
 * helpers to ship one through the seller API.
 */
import { expect } from 'vitest';
import { commodities, orders, storeOrderLines, storeOrders } from '../db/schema';
import { eq } from 'drizzle-orm';
import type { SignedIn } from './demo-members';
import type { TestApp } from './test-app';
import { createStore, createStoreItem } from './store-fixtures';
import { listItem } from './trade-helpers';

let made = 0;
const code = (prefix: string) => `${prefix}${process.pid}${String(++made).padStart(5, '0')}`;

export interface SaleSpec {
  buyer: SignedIn;
  seller: SignedIn;
  status: number;
  /** Minutes before now it was placed (and paid). */
  age?: number;
  title?: string;
  /** 2: through the agency, no ship-to address. */
  businessType?: number;
}

/** A buy-now marketplace order of a new listing: 40.00 + 5.00 postage, 2.00 premium, 3.00 tax. */
export async function insertSale(t: TestApp, { buyer, seller, status, age = 1, title = 'Sold card', businessType = 0 }: SaleSpec) {
  const commodityId = await listItem(t, seller, { Title: title, ByWay: 1, Price: 4_000 });
  const at = new Date(t.clock.now().getTime() - age * 60_000);
  const [row] = await t.database.db
    .insert(orders)
    .values({
      code: code('HS'),
      buyerMemberId: buyer.memberId,
      sellerMemberId: seller.memberId,
      commodityId,
      source: 'buynow',
      businessType,
      orderStatus: status,
      itemCents: 4_000,
      postageCents: 500,
      serviceFeeCents: 200,
      taxCents: 300,
      totalCents: 5_000,
      ...(businessType === 2
        ? {}
        : { consignee: 'Ann Buyer', nation: 'US', province: 'California', city: 'Los Angeles', zipCode: '90012', mobile: '2135550100', addressDetail: '1 Main Street' }),
      payDueAt: new Date(at.getTime() + 2 * 86_400_000),
      paidAt: status >= 2 && status <= 5 ? at : null,
      shippedAt: status >= 3 && status <= 5 ? at : null,
      finishedAt: status === 5 ? at : null,
      closedAt: status >= 6 ? at : null,
      createdAt: at,
    })
    .returning({ id: orders.id, code: orders.code });
  // The listing is sold once its order is paid.
  if (status >= 2) await t.database.db.update(commodities).set({ status: -2 }).where(eq(commodities.id, commodityId));
  return { ...row!, commodityId };
}

export interface StoreSaleSpec {
  buyer: SignedIn;
  storeId: number;
  status: number;
  age?: number;
  lines?: Array<{ commodityId: number; conditionId: number; title: string; quantity: number; priceCents: number }>;
}

/** A store of the seller with one item (25.00, Near Mint), for store orders. */
export async function createStoreWithItem(t: TestApp, seller: SignedIn) {
  const storeId = await createStore(t, seller);
  const item = await createStoreItem(t, seller, storeId, [{ name: 'Near Mint', priceCents: 2_500 }]);
  return { storeId, item };
}

/** A store order written to the database: its lines add up to the items; 4.99 postage, 1.00 tax. */
export async function insertStoreSale(t: TestApp, { buyer, storeId, status, age = 1, lines }: StoreSaleSpec & { lines: NonNullable<StoreSaleSpec['lines']> }) {
  const at = new Date(t.clock.now().getTime() - age * 60_000);
  const items = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const [row] = await t.database.db
    .insert(storeOrders)
    .values({
      code: code('HT'),
      buyerMemberId: buyer.memberId,
      storeId,
      areaCode: 'US',
      orderStatus: status,
      itemsCents: items,
      taxCents: 100,
      postageType: 3,
      postageCents: 499,
      totalCents: items + 499 + 100,
      consignee: 'Ann Buyer',
      telephone: '2135550100',
      postalCode: '90012',
      provinceName: 'California',
      cityName: 'Los Angeles',
      addressDetail: '1 Main Street',
      payDueAt: new Date(at.getTime() + 2 * 86_400_000),
      paidAt: status >= 2 && status <= 4 ? at : null,
      shippedAt: status >= 3 && status <= 4 ? at : null,
      finishedAt: status === 4 ? at : null,
      closedAt: status >= 6 ? at : null,
      createdAt: at,
    })
    .returning({ id: storeOrders.id, code: storeOrders.code });
  await t.database.db.insert(storeOrderLines).values(
    lines.map((line) => ({
      storeOrderId: row!.id,
      commodityId: line.commodityId,
      conditionId: line.conditionId,
      quantity: line.quantity,
      priceCents: line.priceCents,
      title: line.title,
      conditionName: 'Near Mint',
    })),
  );
  return row!;
}

export const shipPath = (kind: 'order' | 'store_order', id: number) =>
  kind === 'order' ? `/api/seller/orders/${id}/ship` : `/api/seller/store-orders/${id}/ship`;

/** Ships through the seller API (must succeed). */
export async function shipOk(seller: SignedIn, kind: 'order' | 'store_order', id: number, body = { ShipperCode: 'UPS', LogisticCode: '1Z999AA10123456784' }) {
  const response = await seller.client.post(shipPath(kind, id), body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { OrderStatus: number; SendTime: string };
}

/** Holo's carrier callback URL on the test server: the sandbox carrier's pushes reach this app. */
export function pointPublicUrlAtTestServer(t: TestApp) {
  t.app.ctx.env = { ...t.app.ctx.env, PUBLIC_URL: `${t.baseUrl}/` };
}
