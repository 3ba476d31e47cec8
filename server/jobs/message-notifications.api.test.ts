/** Message notifications (SendType 8): one notice per conversation message, for its recipient, in their language. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { commodities, conversations, members, notifications, outbox } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { seedDemo, signInDemo, type SignedIn } from '../testing/demo-members';
import { demoAccounts } from '../db/seed/demo-accounts';
import { noticeText } from '../i18n/notice-text';
import { SendType } from '../../src/domain/member/notification-types';
import { runOnce } from './message-notifications';

let t: TestApp;
let buyer: SignedIn;
let seller: SignedIn;
let item: { id: number; title: string };
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedDemo(t);
  buyer = await signInDemo(t, 'buyer');
  seller = await signInDemo(t, 'seller');
  [item] = (await db()
    .select({ id: commodities.id, title: commodities.title })
    .from(commodities)
    .where(eq(commodities.sellerMemberId, seller.memberId))
    .orderBy(asc(commodities.id))
    .limit(1)) as [{ id: number; title: string }];
});
afterAll(() => t?.close());
beforeEach(async () => {
  await db().delete(conversations).where(eq(conversations.buyerMemberId, buyer.memberId));
  await db().delete(notifications).where(inArray(notifications.memberId, [buyer.memberId, seller.memberId]));
  await db().delete(outbox);
  await db().update(members).set({ language: 'en' }).where(inArray(members.id, [buyer.memberId, seller.memberId]));
});

describe('message notifications', () => {
  it('tells the seller of a question once, on the seller side, opening the conversation, in the seller’s language', async () => {
    await db().update(members).set({ language: 'ja' }).where(eq(members.id, seller.memberId));
    const id = (await buyer.client.post('/api/conversations', { CommodityId: item.id, Body: '<b>Is it</b> mint?' })).body.Id as number;
    const [a, b] = await Promise.all([runOnce(t.app.ctx), runOnce(t.app.ctx)]);
    expect(a + b).toBe(1);
    await db().update(outbox).set({ processedAt: null }).where(eq(outbox.kind, 'message.received'));
    expect(await runOnce(t.app.ctx)).toBe(0);

    const rows = await db().select().from(notifications).where(eq(notifications.memberId, seller.memberId));
    expect(rows).toHaveLength(1);
    const notice = rows[0]!;
    expect(notice).toMatchObject({ sendType: SendType.Message2, relationId: id, link: `/seller/messages/${id}`, sellerSide: true, isRead: false });
    expect(notice.title).toBe(noticeText('ja').t('New message from {name} about {item}', { name: demoAccounts.buyer.nickname, item: item.title }));
    expect(notice.body).toContain('&lt;b&gt;Is it&lt;/b&gt; mint?');
    expect(notice.body).toContain(`href="/seller/messages/${id}"`);
  });

  it('tells the buyer of the seller’s answer on the buyer side, with the text cut to 300 characters', async () => {
    const id = (await buyer.client.post('/api/conversations', { SellerId: seller.memberId, Body: 'Do you ship to Canada?' })).body.Id as number;
    t.clock.advance(1000);
    await seller.client.post(`/api/seller/conversations/${id}/messages`, { Body: 'y'.repeat(400) });
    expect(await runOnce(t.app.ctx)).toBe(2);
    const [notice] = await db().select().from(notifications).where(eq(notifications.memberId, buyer.memberId));
    expect(notice).toMatchObject({ sendType: SendType.Message2, sellerSide: false, title: `New message from ${demoAccounts.seller.nickname} about your store` });
    expect(notice!.body).toContain(`${'y'.repeat(300)}…`);
    expect(notice!.body).not.toContain('y'.repeat(301));
  });
});
