/**
 * API test helpers for bidding and buying: members made directly in the database with exactly the
 * gate's columns set (verified, phone, address, CHP), signed in through a session row; a seller
 * and auctions listed through the seller API.
 */
import { expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { addresses, categories, chpLedger, members } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { createSession } from '../services/accounts/create-session';
import { SESSION_COOKIE } from '../http/session';
import type { TestApp } from './test-app';
import type { SignedIn } from './demo-members';

const quiet = { info: () => {} };
let made = 0;

/** Regions, US states, rates and the category tree, without the demo members and listings. */
export async function seedReference(t: TestApp): Promise<void> {
  await seedDatabase(t.database.db, quiet, { demo: false, now: t.clock.now() });
}

export interface TraderOptions {
  nickname?: string;
  memberSource?: string;
  /** 2 verified (default), 0 not verified. */
  verifyStatus?: number;
  /** False: no phone on file. */
  phone?: boolean;
  /** False: no shipping address. */
  address?: boolean;
  /** CHP credited, in cents (default 1,000 CHP). */
  chpCents?: number;
  isSeller?: boolean;
  stateCode?: string | null;
  stateName?: string | null;
}

/** A member able to trade (unless told otherwise), signed in in a fresh client. */
export async function createTrader(t: TestApp, options: TraderOptions = {}): Promise<SignedIn & { nickname: string }> {
  const db = t.database.db;
  made += 1;
  const nickname = options.nickname ?? `Trader${process.pid % 1000}x${made}`;
  const [member] = await db
    .insert(members)
    .values({
      nickname,
      email: `${nickname.toLowerCase()}@traders.holo.test`,
      areaCode: options.phone === false ? null : '1',
      phoneCountry: 'US',
      telPhone: options.phone === false ? null : `4${String(process.pid % 100).padStart(2, '0')}${String(made).padStart(7, '0')}`,
      passwordHash: 'not-used',
      memberSource: options.memberSource ?? 'US',
      verifyStatus: options.verifyStatus ?? 2,
      isSeller: options.isSeller ?? false,
      isSell: options.isSeller ?? false,
      state: options.stateName === undefined ? 'California' : options.stateName,
      stateCode: options.stateCode === undefined ? 'CA' : options.stateCode,
      createdAt: t.clock.now(),
    })
    .returning({ id: members.id });
  const memberId = member!.id;
  if (options.address !== false) {
    await db.insert(addresses).values({
      memberId, userName: nickname, country: 'US', streetAddress: '1 Main Street', city: 'Los Angeles',
      state: 'California', stateCode: 'CA', zipCode: '90012', phone: '2135550100', isDefault: true,
    });
  }
  const chpCents = options.chpCents ?? 100_000;
  if (chpCents > 0) {
    await db.insert(chpLedger).values({ memberId, kind: 'credit', amountCents: chpCents, description: 'CHP top-up by card', createdAt: t.clock.now() });
  }
  const client = t.client();
  const { token } = await createSession({ db, clock: t.clock }, memberId);
  client.setCookie(SESSION_COOKIE, token);
  return { client, memberId, nickname };
}

/** A level 1 → 2 → 3 category path for listings. */
export async function categoryPath(t: TestApp, skip = 0) {
  const db = t.database.db;
  const [third] = await db.select().from(categories).where(eq(categories.level, 3)).orderBy(categories.id).limit(1).offset(skip);
  const [second] = await db.select().from(categories).where(eq(categories.id, third!.parentId!));
  return { FirstCategoryId: second!.parentId!, SecondCategoryId: second!.id, ThirdCategoryId: third!.id };
}

/** Lists an item through the seller API; returns its id. Auctions by default, 1 hour, starting at 10.00. */
export async function listItem(t: TestApp, seller: SignedIn, body: Record<string, unknown> = {}): Promise<number> {
  const response = await seller.client.post('/api/seller/listings', {
    Title: 'Test card',
    ByWay: 2,
    Price: 1_000,
    DurationMinutes: 60,
    ...(await categoryPath(t)),
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.ID;
}

/** Holds the deposit through the API (must succeed). */
export async function holdDepositOk(trader: SignedIn, itemId: number) {
  const response = await trader.client.post(`/api/items/${itemId}/deposit`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** The member's ledger rows summed by kind, and the balance they add up to. */
export async function ledgerOf(t: TestApp, memberId: number) {
  const rows = await t.database.db
    .select({ kind: chpLedger.kind, cents: sql<string>`sum(${chpLedger.amountCents})` })
    .from(chpLedger)
    .where(and(eq(chpLedger.memberId, memberId)))
    .groupBy(chpLedger.kind);
  const sum = (kind: string) => Number(rows.find((r) => r.kind === kind)?.cents ?? 0);
  const totals = { credit: sum('credit'), debit: sum('debit'), hold: sum('hold'), release: sum('release') };
  return { ...totals, balance: totals.credit - totals.debit - totals.hold + totals.release };
}
