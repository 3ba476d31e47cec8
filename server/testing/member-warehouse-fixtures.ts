/**
 * API test fixtures for the member's warehouse page: a card in a member's warehouse at an agency, as
 * receiving and the condition check leave it (a cross-region order, received days ago, confirmed
 * or not), a home address for members outside the US, and a ready submit body.
 */
import { eq } from 'drizzle-orm';
import { addresses, warehouseItems } from '../db/schema';
import type { TestApp } from './test-app';
import { taxedOrder, taxSeller } from './tax-refund-fixtures';

const DAY_MS = 86_400_000;

export interface StockShape {
  agencyId?: number;
  confirmed?: boolean;
  daysAgo?: number;
  title?: string;
  priceCents?: number;
}

/** A confirmed card (unless told otherwise) in the member's warehouse at the Macao agency (4). */
export async function stockItem(t: TestApp, memberId: number, shape: StockShape = {}): Promise<number> {
  const orderId = await taxedOrder(t, memberId, await taxSeller(t), { businessType: 2, daysAgo: (shape.daysAgo ?? 3) + 10, status: 4 });
  const receivedAt = new Date(t.clock.now().getTime() - (shape.daysAgo ?? 3) * DAY_MS);
  const [row] = await t.database.db
    .insert(warehouseItems)
    .values({
      memberId,
      agencyId: shape.agencyId ?? 4,
      orderId,
      title: shape.title ?? 'Stocked card',
      image: '/media/card.jpg',
      priceCents: shape.priceCents ?? 5_000,
      receivedAt,
      checkedAt: receivedAt,
      confirmedAt: shape.confirmed === false ? null : receivedAt,
      confirmedBy: shape.confirmed === false ? null : 'buyer',
    })
    .returning({ id: warehouseItems.id });
  return row!.id;
}

export async function defaultAddressId(t: TestApp, memberId: number): Promise<number> {
  const [row] = await t.database.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.memberId, memberId));
  return row!.id;
}

/** An address in the member's book outside the US (a Taiwan member's home). */
export async function homeAddressId(t: TestApp, memberId: number, country: string): Promise<number> {
  const [row] = await t.database.db
    .insert(addresses)
    .values({ memberId, userName: 'Lin Mei', country, streetAddress: '台北市內湖區瑞光路66號', city: 'Taipei', state: 'Taipei City', zipCode: '114', phone: '0912345678' })
    .returning({ id: addresses.id });
  return row!.id;
}

export function submitBody(itemIds: number[], addressId: number, overrides: Record<string, unknown> = {}) {
  return { AgencyId: 4, ItemIds: itemIds, CustomCommodityCount: itemIds.length, CustomCommodityPrice: 5_000, SpecifyExpressName: 'UPS', AddressId: addressId, ...overrides };
}
