/**
 * API test fixtures for tax refunds: a marketplace order written as checkout and payment leave it
 * (paid, taxed, days ago), a warehouse order with tax paid, a tax-desk staff member, a proof
 * picture, and a ready application body.
 */
import { randomBytes } from 'node:crypto';
import { orders, staffDesks, warehouseItems, warehouseOrders } from '../db/schema';
import type { TestApp } from './test-app';
import { storedImage } from './case-fixtures';
import { createTrader, listItem } from './trade-helpers';
import type { Trader } from './shipped-order';

const DAY_MS = 86_400_000;

export interface OrderShape {
  daysAgo?: number;
  taxCents?: number;
  paid?: boolean;
  status?: number;
  businessType?: number;
}

/** A seller with one listing the fixture orders point at (the orders are written directly). */
export async function taxSeller(t: TestApp): Promise<{ seller: Trader; commodityId: number }> {
  const seller = await createTrader(t, { isSeller: true });
  return { seller, commodityId: await listItem(t, seller, { ByWay: 1, Price: 5_000, Title: 'Taxed card' }) };
}

export async function taxedOrder(t: TestApp, buyerId: number, from: { seller: Trader; commodityId: number }, shape: OrderShape = {}): Promise<number> {
  const createdAt = new Date(t.clock.now().getTime() - (shape.daysAgo ?? 1) * DAY_MS);
  const paid = shape.paid ?? true;
  const tax = shape.taxCents ?? 450;
  const [row] = await t.database.db
    .insert(orders)
    .values({
      code: `HT${randomBytes(5).toString('hex')}`,
      buyerMemberId: buyerId,
      sellerMemberId: from.seller.memberId,
      commodityId: from.commodityId,
      source: 'cart',
      businessType: shape.businessType ?? 0,
      orderStatus: shape.status ?? (paid ? 2 : 1),
      itemCents: 5_000,
      taxCents: tax,
      totalCents: 5_000 + tax,
      payDueAt: new Date(createdAt.getTime() + DAY_MS),
      paidAt: paid ? new Date(createdAt.getTime() + 60_000) : null,
      closedAt: shape.status === 6 ? createdAt : null,
      createdAt,
    })
    .returning({ id: orders.id });
  return row!.id;
}

/** A paid forwarding order with tax (BusinessType 2 claims), with one item. */
export async function taxedWarehouseOrder(t: TestApp, memberId: number, from: { commodityId: number; orderId: number }, taxCents = 820): Promise<number> {
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(warehouseOrders)
    .values({
      code: `WO${randomBytes(5).toString('hex')}`,
      memberId,
      agencyId: 2,
      status: 2,
      customCount: 1,
      customUnitPriceCents: 5_000,
      carrierCode: 'UPS',
      consignee: 'Buyer',
      nation: 'US',
      city: 'Portland',
      addressDetail: '1 Main Street',
      postageCents: 2_000,
      taxCents,
      totalCents: 2_000 + taxCents,
      paidAt: now,
      createdAt: new Date(now.getTime() - DAY_MS),
    })
    .returning({ id: warehouseOrders.id });
  await t.database.db.insert(warehouseItems).values({ memberId, agencyId: 2, orderId: from.orderId, title: 'Forwarded card', priceCents: 5_000, warehouseOrderId: row!.id });
  return row!.id;
}

export async function createTaxStaff(t: TestApp): Promise<Trader> {
  const staff = await createTrader(t);
  await t.database.db.insert(staffDesks).values({ memberId: staff.memberId, desk: 'tax' });
  return staff;
}

/** A proof picture as the upload service stores it (purpose 'tax'). */
export const taxProofImage = (t: TestApp, memberId: number) => storedImage(t, memberId, 'tax');

export function applicationBody(orderIds: number[], proofImageId: number, overrides: Record<string, unknown> = {}) {
  return { BusinessType: 3, RealName: 'Ann Lee', CompanyName: 'Lee Cards LLC', Note: 'Resale', OrderIds: orderIds, Proof: { Type: 1, Id: proofImageId }, ...overrides };
}
