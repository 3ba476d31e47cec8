/**
 * API test fixtures for the store cart: a seller's store and store items (OrderType 1) with
 * conditions written straight to the database, and reads of a condition's stock.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { addresses, commodities, commodityConditions, stores } from '../db/schema';
import type { SignedIn } from './demo-members';
import type { TestApp } from './test-app';
import { listItem } from './trade-helpers';

let made = 0;

export async function createStore(t: TestApp, seller: SignedIn, areaCode = 'US'): Promise<number> {
  made += 1;
  const [store] = await t.database.db
    .insert(stores)
    .values({ sellerMemberId: seller.memberId, storeName: `Test store ${process.pid}-${made}`, storeLogo: '/logo.png', areaCode })
    .returning({ id: stores.id });
  return store!.id;
}

export interface ConditionSpec {
  name?: string;
  priceCents?: number;
  stock?: number;
  limitNum?: number;
}

export interface StoreItem {
  id: number;
  conditionIds: number[];
}

/** A store item on sale (status 1 unless told) with the given conditions (default one, 10.00, 5 in stock). */
export async function createStoreItem(
  t: TestApp,
  seller: SignedIn,
  storeId: number,
  conditions: ConditionSpec[] = [{}],
  status = 1,
): Promise<StoreItem> {
  const id = await listItem(t, seller, { ByWay: 1, Title: 'Store card', Price: 1_000 });
  const db = t.database.db;
  const startsAt = status === 2 ? new Date(t.clock.now().getTime() + 86_400_000) : t.clock.now();
  await db.update(commodities).set({ orderType: 1, storeId, status, startsAt }).where(eq(commodities.id, id));
  const rows = await db
    .insert(commodityConditions)
    .values(
      conditions.map((c, sort) => ({
        commodityId: id,
        conditionName: c.name ?? `Condition ${sort + 1}`,
        priceCents: c.priceCents ?? 1_000,
        stock: c.stock ?? 5,
        isLimit: c.limitNum !== undefined,
        limitNum: c.limitNum ?? 0,
        sort,
      })),
    )
    .returning({ id: commodityConditions.id });
  expect(rows.length).toBe(conditions.length);
  return { id, conditionIds: rows.map((r) => r.id) };
}

export async function conditionRow(t: TestApp, conditionId: number) {
  const [row] = await t.database.db.select().from(commodityConditions).where(eq(commodityConditions.id, conditionId));
  return row!;
}

/** A listing's list price in cents, as the market shows it. */
export async function listPriceOf(t: TestApp, commodityId: number): Promise<number> {
  const [row] = await t.database.db.select({ price: commodities.priceCents }).from(commodities).where(eq(commodities.id, commodityId));
  return row!.price;
}

/** The member's first address id. */
export async function addressIdOf(t: TestApp, memberId: number): Promise<number> {
  const [row] = await t.database.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.memberId, memberId)).orderBy(addresses.id);
  return row!.id;
}
