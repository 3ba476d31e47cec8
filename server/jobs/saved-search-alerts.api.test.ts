import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { commodities, members, notifications, outbox, sandboxMessages, savedSearchAlertsSent, savedSearches } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { seedDemo, signInDemo, type SignedIn } from '../testing/demo-members';
import { demoAccounts } from '../db/seed/demo-accounts';
import { runOnce } from './saved-search-alerts';

let t: TestApp;
let buyer: SignedIn;
let seller: SignedIn;
let template: typeof commodities.$inferSelect;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedDemo(t);
  buyer = await signInDemo(t, 'buyer');
  seller = await signInDemo(t, 'seller');
  // A card on sale with a player: new listings copy its categories, searches use its player.
  const [first] = await db()
    .select()
    .from(commodities)
    .where(and(eq(commodities.status, 1), isNotNull(commodities.player), eq(commodities.byWay, 1)))
    .orderBy(commodities.id)
    .limit(1);
  template = first!;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await db().delete(savedSearches);
  await db().delete(notifications);
  await db().delete(sandboxMessages);
  await db().delete(outbox);
});

const player = () => template.player!;
const categoryIds = () => ({ FirstCategoryId: template.firstCategoryId, SecondCategoryId: template.secondCategoryId, ThirdCategoryId: template.thirdCategoryId });

async function listItem(client: SignedIn, overrides: Record<string, unknown> = {}) {
  const response = await client.client.post('/api/seller/listings', {
    Title: `2024 Topps Chrome ${player()} Refractor`,
    ...categoryIds(),
    Player: player(),
    ByWay: 1,
    Price: 2500,
    ...overrides,
  });
  expect(response.status).toBe(201);
  return response.body.ID as number;
}

async function saveAlert(client: SignedIn, query: string, notice = true) {
  const saved = await client.client.post('/api/saved-searches', { Query: query, ShowValue: `Saved: ${query}` });
  expect(saved.status).toBe(201);
  if (notice) expect((await client.client.put(`/api/saved-searches/${saved.body._id}/notice`, { Notice: true })).status).toBe(200);
  return saved.body._id as number;
}

const emailsTo = async (address: string) => (await buyer.client.get(`/api/dev/inbox?to=${encodeURIComponent(address)}`)).body as { Subject: string; Body: string }[];
const notificationsOf = (memberId: number) => db().select().from(notifications).where(eq(notifications.memberId, memberId));

describe('listing an item through the seller API', () => {
  it('answers 401 to a visitor and 403 to a member who is not a seller', async () => {
    expect((await t.client().post('/api/seller/listings', {})).status).toBe(401);
    expect((await t.client().put('/api/saved-searches/1/notice', {})).status).toBe(401);
    const response = await buyer.client.post('/api/seller/listings', { Title: 'x', ...categoryIds(), ByWay: 1, Price: 100 });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('FORBIDDEN');
  });

  it('stores the listing and its listing.created outbox row together', async () => {
    const id = await listItem(seller, { ByWay: 2, DurationDays: 3, Price: 1500 });
    const [row] = await db().select().from(commodities).where(eq(commodities.id, id));
    expect(row).toMatchObject({
      code: `HL${String(id).padStart(7, '0')}`,
      status: 1,
      byWay: 2,
      priceCents: 1500,
      depositNum: 2,
      sellerMemberId: seller.memberId,
      titImg: `/media/generated/card/${id}.webp`,
      endsAt: new Date(t.clock.now().getTime() + 3 * 86_400_000),
    });
    const events = await db().select().from(outbox).where(eq(outbox.kind, 'listing.created'));
    expect(events.map((e) => e.payload)).toEqual([{ commodityId: id }]);
  });

  it('refuses categories that are not one branch of the tree', async () => {
    const response = await seller.client.post('/api/seller/listings', {
      Title: 'Mismatch', ...categoryIds(), ThirdCategoryId: template.secondCategoryId, ByWay: 1, Price: 100,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('ThirdCategoryId');
    expect(await db().select().from(outbox)).toEqual([]);
  });
});

describe('saved-search alerts', () => {
  it('sends one e-mail and one notification for a new matching listing, however often the job runs', async () => {
    const savedId = await saveAlert(buyer, `key=${player()}&t=${template.thirdCategoryId}`);
    const listingId = await listItem(seller);

    expect(await runOnce(t.app.ctx)).toEqual({ listings: 1, alerts: 1, emails: 1 });
    const mail = await emailsTo(demoAccounts.buyer.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.Subject).toBe(`New listing for your saved search "Saved: key=${player()}&t=${template.thirdCategoryId}"`);
    expect(mail[0]!.Body).toContain(`/carddetails/${listingId}`);
    expect(mail[0]!.Body).toContain('USD 25.00');
    const notes = await notificationsOf(buyer.memberId);
    expect(notes).toMatchObject([{ sendType: 3, relationId: listingId, isRead: false }]);
    expect(notes[0]!.body).toContain(`href="/carddetails/${listingId}"`);

    expect(await runOnce(t.app.ctx)).toEqual({ listings: 0, alerts: 0, emails: 0 });
    // The same event delivered twice (a replayed outbox row) and two workers at once: still one.
    await db().insert(outbox).values([
      { kind: 'listing.created', payload: { commodityId: listingId }, availableAt: t.clock.now() },
      { kind: 'listing.created', payload: { commodityId: listingId }, availableAt: t.clock.now() },
    ]);
    await Promise.all([runOnce(t.app.ctx), runOnce(t.app.ctx), runOnce(t.app.ctx)]);
    expect(await emailsTo(demoAccounts.buyer.email)).toHaveLength(1);
    expect(await notificationsOf(buyer.memberId)).toHaveLength(1);
    expect(await db().select().from(savedSearchAlertsSent).where(eq(savedSearchAlertsSent.savedSearchId, savedId))).toHaveLength(1);
    const pending = await db().select().from(outbox).where(sql`${outbox.processedAt} is null`);
    expect(pending).toEqual([]);
  });

  it('alerts for each of several new listings once, with two workers racing over them', async () => {
    await saveAlert(buyer, `key=${player()}&t=${template.thirdCategoryId}`);
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await listItem(seller, { Title: `${2020 + i} Bowman ${player()} Auto` }));
    const results = await Promise.all([runOnce(t.app.ctx), runOnce(t.app.ctx)]);
    expect(results.reduce((n, r) => n + r.listings, 0)).toBe(4);
    expect(results.reduce((n, r) => n + r.alerts, 0)).toBe(4);
    const notes = await notificationsOf(buyer.memberId);
    expect(notes.map((n) => n.relationId).sort()).toEqual(ids.sort());
    expect(await emailsTo(demoAccounts.buyer.email)).toHaveLength(4);
  });

  it('sends nothing for a listing that does not match, or when the alert is off', async () => {
    await saveAlert(buyer, `key=${player()}&t=${template.thirdCategoryId}`);
    // Matches every listing in the category, but its alert is off.
    await saveAlert(buyer, `t=${template.thirdCategoryId}`, false);
    await listItem(seller, { Title: 'Vintage Wax Pack Sealed', Player: undefined });
    expect(await runOnce(t.app.ctx)).toEqual({ listings: 1, alerts: 0, emails: 0 });

    await db().update(savedSearches).set({ isNotice: false });
    await listItem(seller);
    expect(await runOnce(t.app.ctx)).toEqual({ listings: 1, alerts: 0, emails: 0 });
    expect(await emailsTo(demoAccounts.buyer.email)).toEqual([]);
    expect(await notificationsOf(buyer.memberId)).toEqual([]);
  });

  it('leaves out the seller\'s own searches and members who blocked the seller', async () => {
    await saveAlert(seller, `key=${player()}`);
    const macao = await signInDemo(t, 'macao');
    await saveAlert(macao, `key=${player()}`);
    await macao.client.put(`/api/sellers/${seller.memberId}/block`);
    await listItem(seller);
    expect((await runOnce(t.app.ctx)).alerts).toBe(0);

    await macao.client.delete(`/api/sellers/${seller.memberId}/block`);
    const next = await listItem(seller);
    expect((await runOnce(t.app.ctx)).alerts).toBe(1);
    expect(await notificationsOf(macao.memberId)).toMatchObject([{ relationId: next }]);
    expect(await notificationsOf(seller.memberId)).toEqual([]);
  });

  it('gives a member without an e-mail address the notification only', async () => {
    const [phoneOnly] = await db().insert(members).values({ nickname: 'PhoneOnlyPat', passwordHash: 'x', areaCode: '1', telPhone: '2025550999' }).returning();
    await db().insert(savedSearches).values({ memberId: phoneOnly!.id, query: `key=${encodeURIComponent(player().toLowerCase())}`, showValue: 'p', imgUrl: '/x.png', isNotice: true });
    await listItem(seller);
    expect(await runOnce(t.app.ctx)).toEqual({ listings: 1, alerts: 1, emails: 0 });
    expect(await notificationsOf(phoneOnly!.id)).toHaveLength(1);
    expect(await db().select().from(sandboxMessages)).toEqual([]);
  });

  it('retries an e-mail the provider refused, later, without a second notification', async () => {
    const [bouncing] = await db().insert(members).values({ nickname: 'BouncingBo', passwordHash: 'x', email: 'fail@bounce.test' }).returning();
    await db().insert(savedSearches).values({ memberId: bouncing!.id, query: `key=${encodeURIComponent(player().toLowerCase())}`, showValue: 'p', imgUrl: '/x.png', isNotice: true });
    await listItem(seller);
    expect(await runOnce(t.app.ctx)).toEqual({ listings: 1, alerts: 1, emails: 0 });
    const [email] = await db().select().from(outbox).where(eq(outbox.kind, 'email'));
    expect(email).toMatchObject({ attempts: 1, processedAt: null });
    expect(email!.lastError).toContain('sandbox refused');
    expect((await runOnce(t.app.ctx)).emails).toBe(0);
    t.clock.advance(61_000);
    await runOnce(t.app.ctx);
    const [retried] = await db().select().from(outbox).where(eq(outbox.kind, 'email'));
    expect(retried!.attempts).toBe(2);
    expect(await notificationsOf(bouncing!.id)).toHaveLength(1);
  });
});
