/**
 * Notices and pushes in the member's language (issue 29): the language a member saves
 * (PUT /api/me/language) words their /messages notices and the pushes the relay composes for them,
 * from the notices catalogs (src/locales/<locale>/notices.po).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../server/testing/test-app';
import { createTrader, holdDepositOk, listItem, seedReference } from '../server/testing/trade-helpers';
import { startPushEndpoint, type PushEndpoint, type TestPushDevice } from '../server/testing/push-endpoint';
import { relaxedRateLimits } from '../server/testing/account-helpers';
import type { SignedIn } from '../server/testing/demo-members';
import { commodities, notifications } from '../server/db/schema';
import { noticeText } from '../server/i18n/notice-text';
import { usd } from '../server/jobs/alert-message';
import { runOnce as runBidNotifications } from '../server/jobs/bid-notifications';
import type { PushMessage } from '../src/domain/push/push.schema';
import { runRelayOnce } from './relay';

let t: TestApp;
let endpoint: PushEndpoint;
let seller: SignedIn;

beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedReference(t);
  seller = await createTrader(t, { isSeller: true });
  endpoint = await startPushEndpoint();
});
afterAll(async () => {
  await endpoint?.close();
  await t?.close();
});

async function speaks(member: SignedIn, Language: string) {
  const response = await member.client.put('/api/me/language', { Language });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function subscribed(member: SignedIn): Promise<TestPushDevice> {
  const device = endpoint.device();
  const response = await member.client.post('/api/push/subscriptions', device.subscription);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return device;
}

const runRelay = () => runRelayOnce(t.app.ctx, { subject: 'mailto:push@holo.test', guardEndpoints: false });

async function outbid(title: string) {
  const [loser, rival] = [await createTrader(t), await createTrader(t)];
  const itemId = await listItem(t, seller, { Title: title });
  for (const [member, cents] of [[loser, 1_000], [rival, 2_000]] as const) {
    await holdDepositOk(member, itemId);
    const response = await member.client.post(`/api/items/${itemId}/bids`, { Price: cents });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
  return { loser, itemId };
}

describe('notices in the member’s language', () => {
  it('writes the outbid notice of a member who reads Korean in Korean', async () => {
    const title = 'Kim Yuna 2010 Upper Deck';
    const member = await createTrader(t);
    await speaks(member, 'ko');
    const itemId = await listItem(t, seller, { Title: title });
    const rival = await createTrader(t);
    for (const [who, cents] of [[member, 1_000], [rival, 2_000]] as const) {
      await holdDepositOk(who, itemId);
      expect((await who.client.post(`/api/items/${itemId}/bids`, { Price: cents })).status).toBe(200);
    }
    await runBidNotifications(t.app.ctx);
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, member.memberId), eq(notifications.relationId, itemId)));
    const korean = noticeText('ko');
    expect(notice!.title).toBe(korean.t('You have been outbid on {title}', { title }));
    expect(notice!.title).toBe(`${title}에서 다른 입찰자가 더 높은 금액을 제시했습니다`);
    expect(notice!.body).toContain(`${korean.t('Bid again before the auction ends.')}`);
    expect(notice!.body).toContain(`<a href="/carddetails/${itemId}">${title}</a>`);
  });

  it('composes the relay’s push for a member who reads Japanese in Japanese, and in English for the others', async () => {
    const { loser, itemId } = await outbid('Ohtani 2018 Topps Chrome');
    await speaks(loser, 'ja');
    const device = await subscribed(loser);
    expect(await runRelay()).toMatchObject({ sent: 1 });
    const message = device.open<PushMessage>(device.delivered()[0]!.body);
    expect(message).toMatchObject({
      kind: 'auction.outbid',
      title: 'Ohtani 2018 Topps Chrome で他の入札者に上回られました',
      body: `他の入札者が最高入札者になりました。現在の価格は ${usd(1_100)} です。オークション終了前にもう一度入札してください。`,
      url: `/carddetails/${itemId}`,
    });

    const english = await outbid('Ichiro 2001 Bowman');
    const other = await subscribed(english.loser);
    expect(await runRelay()).toMatchObject({ sent: 1 });
    expect(other.open<PushMessage>(other.delivered()[0]!.body).title).toBe('You have been outbid on Ichiro 2001 Bowman');
  });

  it('brings a message in Korean to a Japanese-speaking seller’s push in Japanese', async () => {
    const japaneseSeller = await createTrader(t, { isSeller: true, nickname: `Tanaka${process.pid % 1000}` });
    await speaks(japaneseSeller, 'ja');
    const itemId = await listItem(t, japaneseSeller, { Title: 'Pikachu Illustrator' });
    const device = await subscribed(japaneseSeller);
    const buyer = await createTrader(t, { nickname: `Minji${process.pid % 1000}` });
    await speaks(buyer, 'ko');

    const question = '카드 모서리 상태가 어떤가요? 한국으로 배송 가능한가요?';
    const started = await buyer.client.post('/api/conversations', { CommodityId: itemId, Body: question });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const conversationId = started.body.Id as number;

    expect(await runRelay()).toMatchObject({ sent: 1 });
    const [push] = device.delivered();
    const message = device.open<PushMessage>(push!.body);
    expect(message).toMatchObject({
      kind: 'message.received',
      title: `${buyer.nickname} さんから Pikachu Illustrator についての新しいメッセージ`,
      body: question,
      url: `/messages/conversation/${conversationId}`,
      tag: `conversation-${conversationId}`,
    });
    expect(push!.headers).toMatchObject({ urgency: 'high', ttl: '86400', topic: `m-${conversationId}` });
    const [item] = await t.database.db.select().from(commodities).where(eq(commodities.id, itemId));
    const image = item!.images[0] ?? item!.titImg;
    expect(message.image).toBe(image && image !== 'noimage' ? image : undefined);

    // A long message: its first 120 characters.
    const long = '가'.repeat(300);
    const more = await buyer.client.post(`/api/conversations/${conversationId}/messages`, { Body: long });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(await runRelay()).toMatchObject({ sent: 1 });
    const second = device.open<PushMessage>(device.delivered()[1]!.body);
    expect(second.body).toBe(`${'가'.repeat(119)}…`);
  });
});
