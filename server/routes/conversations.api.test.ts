/** Contacting a seller: conversations about a card or a store, their guards, and the seller's inbox. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { commodities, conversationMessages, conversations, memberBlocks, members, outbox } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { seedDemo, signInDemo, type SignedIn } from '../testing/demo-members';
import { demoAccounts } from '../db/seed/demo-accounts';
import { CONTACT_MESSAGES_PER_HOUR } from '../../src/domain/messages/conversation.schema';

let t: TestApp;
let buyer: SignedIn;
let other: SignedIn;
let seller: SignedIn;
let itemId: number;
let seededList: { Data: { Role: string; Other: { NickName: string }; ItemTitle: string | null; Unread: boolean }[] };
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedDemo(t);
  buyer = await signInDemo(t, 'buyer');
  other = await signInDemo(t, 'bidder');
  seller = await signInDemo(t, 'seller');
  const [item] = await db().select({ id: commodities.id }).from(commodities).where(eq(commodities.sellerMemberId, seller.memberId)).orderBy(asc(commodities.id)).limit(1);
  itemId = item!.id;
  seededList = (await buyer.client.get('/api/conversations')).body;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await db().delete(conversations).where(inArray(conversations.buyerMemberId, [buyer.memberId, other.memberId, seller.memberId]));
  await db().delete(memberBlocks).where(inArray(memberBlocks.memberId, [buyer.memberId, seller.memberId]));
  await db().delete(outbox);
  t.clock.advance(2 * 3_600_000);
});

const ask = (who: SignedIn, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  who.client.post('/api/conversations', { CommodityId: itemId, Body: 'Is the corner sharp?', ...body }, headers);
const messageCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(conversationMessages))[0]!.n;

describe('contacting a seller', () => {
  it('gives the demo buyer a conversation with Vintage Vault about its store, already answered and read', () => {
    expect(seededList.Data).toEqual([expect.objectContaining({ Role: 'buyer', Other: expect.objectContaining({ NickName: 'VintageVault' }), ItemTitle: null, Unread: false })]);
  });

  it('answers 401 to a visitor on every route', async () => {
    const visitor = t.client();
    expect((await visitor.post('/api/conversations', { CommodityId: itemId, Body: 'hi' })).status).toBe(401);
    expect((await visitor.get('/api/conversations')).status).toBe(401);
    expect((await visitor.get('/api/conversations/1')).status).toBe(401);
    expect((await visitor.post('/api/conversations/1/messages', { Body: 'hi' })).status).toBe(401);
    expect((await visitor.get('/api/seller/conversations')).status).toBe(401);
    expect((await visitor.post('/api/seller/conversations/1/messages', { Body: 'hi' })).status).toBe(401);
  });

  it('asks about a card, the seller answers through /api/seller and the buyer reads the answer', async () => {
    const started = await ask(buyer, { Body: 'Is the corner sharp?' });
    expect(started.status).toBe(201);
    const id = started.body.Id as number;

    const inbox = await seller.client.get('/api/seller/conversations');
    expect(inbox.body.Data[0]).toMatchObject({ Id: id, Role: 'seller', Other: { Id: buyer.memberId, NickName: demoAccounts.buyer.nickname }, LastMessage: 'Is the corner sharp?', Unread: true });

    t.clock.advance(60_000);
    const answered = await seller.client.post(`/api/seller/conversations/${id}/messages`, { Body: 'Yes, sharp.' });
    expect(answered.status).toBe(200);
    expect((await seller.client.get('/api/seller/conversations')).body.Data[0].Unread).toBe(false);

    const mine = await buyer.client.get('/api/conversations');
    expect(mine.body.Data[0]).toMatchObject({ Id: id, Role: 'buyer', Unread: true, LastMessage: 'Yes, sharp.' });
    const read = await buyer.client.get(`/api/conversations/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ Id: id, Role: 'buyer', Buyer: { Id: buyer.memberId }, Seller: { Id: seller.memberId }, Item: { Id: itemId }, CanWrite: true });
    expect(read.body.Messages.map((m: { From: string; Body: string }) => [m.From, m.Body])).toEqual([
      ['buyer', 'Is the corner sharp?'],
      ['seller', 'Yes, sharp.'],
    ]);
    expect((await buyer.client.get('/api/conversations')).body.Data[0].Unread).toBe(false);

    const again = await ask(buyer, { Body: 'And the back?' });
    expect(again.body.Id).toBe(id);
    const kinds = (await db().select({ kind: outbox.kind, payload: outbox.payload }).from(outbox)).filter((r) => r.kind === 'message.received');
    expect(kinds.map((r) => (r.payload as { memberId: number }).memberId)).toEqual([seller.memberId, buyer.memberId, seller.memberId]);
  });

  it('asks a seller about their store', async () => {
    const started = await ask(buyer, { CommodityId: undefined, SellerId: seller.memberId });
    expect(started.status).toBe(201);
    const read = await seller.client.get(`/api/conversations/${started.body.Id}`);
    expect(read.body).toMatchObject({ Role: 'seller', Item: null });
    expect((await ask(buyer, { CommodityId: undefined, SellerId: buyer.memberId })).status).toBe(404);
  });

  it('refuses another member reading or writing the conversation (404) and a buyer answering as the seller', async () => {
    const id = (await ask(buyer, {})).body.Id;
    for (const response of [
      await other.client.get(`/api/conversations/${id}`),
      await other.client.post(`/api/conversations/${id}/messages`, { Body: 'me too' }),
      await other.client.post(`/api/seller/conversations/${id}/messages`, { Body: 'me too' }),
      await buyer.client.post(`/api/seller/conversations/${id}/messages`, { Body: 'as seller' }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('CONVERSATION_NOT_FOUND');
    }
    expect((await other.client.get('/api/conversations')).body).toEqual({ Data: [], Count: 0 });
    expect(await messageCount()).toBe(1);
  });

  it('refuses asking about one’s own item (409), an unknown item (404) and bad text (400)', async () => {
    const own = await ask(seller, {});
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('CONTACT_OWN_ITEM');
    expect((await ask(buyer, { CommodityId: 99_999_999 })).status).toBe(404);
    const empty = await ask(buyer, { Body: '   ' });
    expect([empty.status, empty.body.error.code]).toEqual([400, 'CONTACT_TEXT_REQUIRED']);
    const long = await ask(buyer, { Body: 'x'.repeat(1001) });
    expect([long.status, long.body.error.code]).toEqual([400, 'CONTACT_TEXT_TOO_LONG']);
    expect((await ask(buyer, { SellerId: seller.memberId })).status).toBe(400);
    expect(await messageCount()).toBe(0);
    const id = (await ask(buyer, {})).body.Id;
    const reply = await seller.client.post(`/api/seller/conversations/${id}/messages`, { Body: 'x'.repeat(1001) });
    expect([reply.status, reply.body.error.code]).toEqual([400, 'CONTACT_TEXT_TOO_LONG']);
  });

  it('refuses a blocked member writing in either direction (403) and writes nothing', async () => {
    const id = (await ask(buyer, {})).body.Id;
    await db().insert(memberBlocks).values({ memberId: seller.memberId, blockedMemberId: buyer.memberId });
    const before = await messageCount();
    const fromBuyer = await buyer.client.post(`/api/conversations/${id}/messages`, { Body: 'hello?' });
    expect([fromBuyer.status, fromBuyer.body.error.code]).toEqual([403, 'CONTACT_BLOCKED']);
    expect((await ask(buyer, { Body: 'new one' })).status).toBe(403);
    const fromSeller = await seller.client.post(`/api/seller/conversations/${id}/messages`, { Body: 'hi' });
    expect(fromSeller.status).toBe(403);
    expect((await buyer.client.get(`/api/conversations/${id}`)).body.CanWrite).toBe(false);

    await db().delete(memberBlocks);
    await db().insert(memberBlocks).values({ memberId: buyer.memberId, blockedMemberId: seller.memberId });
    expect((await seller.client.post(`/api/seller/conversations/${id}/messages`, { Body: 'hi' })).status).toBe(403);
    expect((await buyer.client.post(`/api/conversations/${id}/messages`, { Body: 'hi' })).status).toBe(403);
    expect(await messageCount()).toBe(before);
    expect((await db().select().from(outbox)).filter((r) => r.kind === 'message.received')).toHaveLength(1);
  });

  it(`refuses the ${CONTACT_MESSAGES_PER_HOUR + 1}st message within an hour with 429 and Retry-After`, async () => {
    const id = (await ask(buyer, {})).body.Id;
    for (let i = 1; i < CONTACT_MESSAGES_PER_HOUR; i++) {
      t.clock.advance(1000);
      expect((await buyer.client.post(`/api/conversations/${id}/messages`, { Body: `question ${i}` })).status).toBe(200);
    }
    const refused = await buyer.client.post(`/api/conversations/${id}/messages`, { Body: 'one more' });
    expect([refused.status, refused.body.error.code]).toEqual([429, 'TOO_MANY_MESSAGES']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await ask(buyer, { Body: 'new one' })).status).toBe(429);
    t.clock.advance(3_600_000);
    expect((await buyer.client.post(`/api/conversations/${id}/messages`, { Body: 'later' })).status).toBe(200);
  });

  it('writes one message for a replayed send with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'contact-1' };
    const first = await ask(buyer, {}, headers);
    const replay = await ask(buyer, {}, headers);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    const message = { 'idempotency-key': 'contact-2' };
    await buyer.client.post(`/api/conversations/${first.body.Id}/messages`, { Body: 'more' }, message);
    await buyer.client.post(`/api/conversations/${first.body.Id}/messages`, { Body: 'more' }, message);
    expect(await messageCount()).toBe(2);
  });

  it('keeps two first messages sent at once about the same card in one conversation', async () => {
    const [a, b] = await Promise.all([ask(buyer, { Body: 'first' }), ask(buyer, { Body: 'second' })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.Id).toBe(b.body.Id);
    const rows = await db().select().from(conversations).where(eq(conversations.buyerMemberId, buyer.memberId));
    expect(rows).toHaveLength(1);
    expect(await messageCount()).toBe(2);
  });

  it('e-mails the sender a copy when asked, and only then', async () => {
    await ask(buyer, { SendCopy: true, Body: 'Copy me please' });
    await ask(buyer, { SendCopy: false, Body: 'No copy' });
    const emails = (await db().select().from(outbox)).filter((r) => r.kind === 'email');
    expect(emails).toHaveLength(1);
    const payload = emails[0]!.payload as { to: string; subject: string; body: string };
    expect(payload.to).toBe(demoAccounts.buyer.email);
    expect(payload.subject).toContain(demoAccounts.seller.nickname);
    expect(payload.body).toContain('Copy me please');
    const [member] = await db().select({ email: members.email }).from(members).where(and(eq(members.id, buyer.memberId)));
    expect(member!.email).toBe(demoAccounts.buyer.email);
  });
});
