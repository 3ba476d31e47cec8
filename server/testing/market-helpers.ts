/** API test helpers for the market search: send a search, read every page, read listings' rows. */
import { expect } from 'vitest';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { commodities } from '../db/schema';
import type { MarketSearchReply } from '../../src/domain/catalog/market-search.schema';
import type { TestClient } from './test-app';

export type SearchParams = Record<string, string | number | string[] | undefined>;

export function queryString(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  return query.toString();
}

export async function searchMarket(client: TestClient, params: SearchParams = {}, path = '/api/market/search'): Promise<MarketSearchReply> {
  const response = await client.get<MarketSearchReply>(`${path}?${queryString(params)}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** Every result of a search, page by page (240 a page), in order. */
export async function searchAllIds(client: TestClient, params: SearchParams = {}, path?: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const reply = await searchMarket(client, { ...params, size: 240, page }, path);
    ids.push(...reply.PagedMarketItemList.map((card) => card.ID));
    if (reply.PagedMarketItemList.length < 240) return ids;
  }
}

export type ListingRow = typeof commodities.$inferSelect;

export async function listingsById(db: Db, ids: number[]): Promise<Map<number, ListingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(commodities).where(inArray(commodities.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The ids of listings meeting a condition written in SQL, independently of the search code. */
export async function idsWhere(db: Db, condition: SQL): Promise<number[]> {
  const rows = await db.select({ id: commodities.id }).from(commodities).where(condition).orderBy(commodities.id);
  return rows.map((row) => row.id);
}

export const selling = sql`${commodities.status} in (1, 2)`;

export const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

let inserted = 0;

/** Inserts a listing on sale copied from a seeded one, with the given fields; returns its id. */
export async function insertListing(db: Db, values: Partial<typeof commodities.$inferInsert>): Promise<number> {
  const [template] = await db.select().from(commodities).where(sql`${commodities.status} = 1 and ${commodities.byWay} = 2`).limit(1);
  if (!template) throw new Error('seed the demo data first');
  const { id: _id, code: _code, searchVector: _vector, searchText: _text, ...copy } = template;
  inserted += 1;
  const [row] = await db
    .insert(commodities)
    .values({ ...copy, code: `TEST${process.pid}${inserted}`, ...values })
    .returning({ id: commodities.id });
  return row!.id;
}
