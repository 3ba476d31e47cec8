/**
 * The push relay end to end: members subscribe through the API with devices served by a loopback
 * push endpoint, real bids (or events written as the services write them) go through the outbox,
 * the relay fans out and sends, and the endpoint decrypts what arrives as a browser would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicKey, verify } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../server/testing/test-app';
import { createTrader, holdDepositOk, listItem, seedReference } from '../server/testing/trade-helpers';
import { startPushEndpoint, type PushEndpoint, type TestPushDevice } from '../server/testing/push-endpoint';
import type { SignedIn } from '../server/testing/demo-members';
import { commodities, outbox, pushDeliveries, pushSubscriptions } from '../server/db/schema';
import { enqueueEvent, type OutboxKind, type OutboxPayload } from '../server/services/outbox/enqueue-event';
import type { PushMessage } from '../src/domain/push/push.schema';
import { fanOutPushEvents } from './fan-out';
import { ensureVapidKeys } from './vapid-keys';
import { removeOldDeliveries, runRelayOnce } from './relay';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const SUBJECT = 'mailto:push@holo.test';

let t: TestApp;
let endpoint: PushEndpoint;
let seller: SignedIn;
const db = () => t.database.db;
const ctx = () => t.app.ctx;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
  seller = await createTrader(t, { isSeller: true });
  endpoint = await startPushEndpoint();
});
afterAll(async () => {
  await endpoint?.close();
  await t?.close();
});

async function subscribed(member: SignedIn): Promise<TestPushDevice> {
  const device = endpoint.device();
  const response = await member.client.post('/api/push/subscriptions', device.subscription, { 'user-agent': CHROME_ANDROID });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return device;
}

const runRelay = () => runRelayOnce(ctx(), { subject: SUBJECT, guardEndpoints: false });

/** An event as the services write it (the twin 'push' row included). */
function emit(kind: Exclude<OutboxKind, 'push'>, payload: OutboxPayload) {
  return db().transaction((tx) => enqueueEvent(tx, kind, payload, t.clock.now()));
}

async function bid(member: SignedIn, itemId: number, cents: number) {
  const response = await member.client.post(`/api/items/${itemId}/bids`, { Price: cents });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const deliveriesOf = (subscriptionId: number) => db().select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, subscriptionId));
const subscriptionOf = async (device: TestPushDevice) =>
  (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.subscription.endpoint)))[0];

function verifyVapid(authorization: string | undefined, publicKey: string) {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [, header, claims, signature, k] = match!;
  expect(k).toBe(publicKey);
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  expect(signed, 'VAPID JWT signature').toBe(true);
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ typ: 'JWT', alg: 'ES256' });
  return JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; sub: string; exp: number };
}

describe('push relay', () => {
  it('sends a real outbid to the bidder who lost the lead, encrypted for their browser and signed with the VAPID key', async () => {
    const [outbid, rival] = [await createTrader(t), await createTrader(t)];
    const device = await subscribed(outbid);
    const itemId = await listItem(t, seller, { Title: 'Ohtani 2018 Topps Chrome rookie' });
    await holdDepositOk(outbid, itemId);
    await bid(outbid, itemId, 1_000);
    await holdDepositOk(rival, itemId);
    await bid(rival, itemId, 2_000);

    expect(await runRelay()).toMatchObject({ events: 1, deliveries: 1, sent: 1 });
    const [push] = device.delivered();
    expect(device.received()).toHaveLength(1);
    const message = device.open<PushMessage>(push!.body);
    const [item] = await db().select().from(commodities).where(eq(commodities.id, itemId));
    expect(message).toEqual({
      kind: 'auction.outbid',
      title: 'You have been outbid on Ohtani 2018 Topps Chrome rookie',
      body: 'Another bidder is ahead. The current price is USD 11.00. Bid again before the auction ends.',
      url: `/carddetails/${itemId}`,
      image: item!.images[0] ?? item!.titImg,
      tag: `bid-${itemId}`,
      sentAt: t.clock.now().toISOString(),
    });
    expect(push!.headers).toMatchObject({
      ttl: '3600',
      urgency: 'high',
      topic: `o-${itemId}`,
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    });
    const { body: key } = await t.client().get('/api/push/key');
    const claims = verifyVapid(push!.headers.authorization, key.PublicKey);
    expect(claims).toMatchObject({ aud: endpoint.origin, sub: SUBJECT });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    const subscription = await subscriptionOf(device);
    expect(subscription!.lastSentAt).toEqual(t.clock.now());
    expect(await deliveriesOf(subscription!.id)).toMatchObject([{ status: 'sent', attempts: 1, sentAt: t.clock.now(), eventAt: t.clock.now() }]);
    // The rival was not outbid: nothing else was sent.
    expect(await runRelay()).toMatchObject({ events: 0, sent: 0 });
  });

  it.each([404, 410])('forgets a device whose push service answers %i, with its deliveries', async (status) => {
    const member = await createTrader(t);
    const device = await subscribed(member);
    const itemId = await listItem(t, seller);
    const subscription = await subscriptionOf(device);
    device.answer(status);
    await emit('auction.outbid', { commodityId: itemId, memberId: member.memberId });
    expect(await runRelay()).toMatchObject({ deliveries: 1, removed: 1, sent: 0 });
    expect(await subscriptionOf(device)).toBeUndefined();
    expect(await deliveriesOf(subscription!.id)).toEqual([]);
    expect((await member.client.get('/api/push/settings')).body.Devices).toEqual([]);

    await emit('auction.outbid', { commodityId: itemId, memberId: member.memberId });
    expect(await runRelay()).toMatchObject({ events: 1, deliveries: 0 });
    expect(device.received()).toHaveLength(1);
  });

  it('retries a 500 with growing backoff and sends once when the service recovers', async () => {
    const member = await createTrader(t);
    const device = await subscribed(member);
    const itemId = await listItem(t, seller);
    device.answer(500, 503);
    await emit('auction.outbid', { commodityId: itemId, memberId: member.memberId });
    expect(await runRelay()).toMatchObject({ retried: 1 });
    expect(await runRelay()).toMatchObject({ retried: 0, sent: 0 });
    t.clock.advance(2_000);
    expect(await runRelay()).toMatchObject({ retried: 1 });
    t.clock.advance(7_999);
    expect(await runRelay()).toMatchObject({ retried: 0, sent: 0 });
    t.clock.advance(1);
    expect(await runRelay()).toMatchObject({ sent: 1 });
    expect(await runRelay()).toMatchObject({ sent: 0 });

    expect(device.received().map((r) => r.status)).toEqual([500, 503, 201]);
    expect(device.delivered()).toHaveLength(1);
    const [delivery] = await deliveriesOf((await subscriptionOf(device))!.id);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    // Retried after 10 s of a one-hour TTL: the push service is told what is left.
    expect(device.received().map((r) => r.headers.ttl)).toEqual(['3600', '3598', '3590']);
  });

  it("waits as long as a 429's Retry-After asks", async () => {
    const member = await createTrader(t);
    const device = await subscribed(member);
    const itemId = await listItem(t, seller);
    device.answer({ status: 429, headers: { 'retry-after': '120' } });
    await emit('auction.outbid', { commodityId: itemId, memberId: member.memberId });
    expect(await runRelay()).toMatchObject({ retried: 1 });
    const [waiting] = await deliveriesOf((await subscriptionOf(device))!.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 429', availableAt: new Date(t.clock.now().getTime() + 120_000) });
    t.clock.advance(119_000);
    expect(await runRelay()).toMatchObject({ sent: 0, retried: 0 });
    t.clock.advance(1_000);
    expect(await runRelay()).toMatchObject({ sent: 1 });
    expect(device.received().map((r) => r.status)).toEqual([429, 201]);
  });

  it('gives up after five tries', async () => {
    const member = await createTrader(t);
    const device = await subscribed(member);
    const itemId = await listItem(t, seller);
    device.answerAlways(503);
    await emit('auction.lost', { commodityId: itemId, memberId: member.memberId });
    await runRelay();
    for (const wait of [2_000, 8_000, 30_000, 120_000]) {
      t.clock.advance(wait);
      await runRelay();
    }
    t.clock.advance(3_600_000);
    expect(await runRelay()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    device.answerAlways(null);
    expect(device.received().map((r) => r.status)).toEqual([503, 503, 503, 503, 503]);
    expect(await deliveriesOf((await subscriptionOf(device))!.id)).toMatchObject([{ status: 'failed', attempts: 5, lastError: 'HTTP 503' }]);
  });

  it('does not send an outbid after the auction has ended: its TTL runs to the end', async () => {
    const member = await createTrader(t);
    const device = await subscribed(member);
    const itemId = await listItem(t, seller);
    await db().update(commodities).set({ endsAt: new Date(t.clock.now().getTime() + 5_000) }).where(eq(commodities.id, itemId));
    device.answer(503, 503);
    await emit('auction.outbid', { commodityId: itemId, memberId: member.memberId });
    await runRelay();
    t.clock.advance(2_000);
    await runRelay();
    t.clock.advance(8_000);
    expect(await runRelay()).toMatchObject({ failed: 1, sent: 0 });
    expect(device.received().map((r) => r.headers.ttl)).toEqual(['5', '3']);
    expect(await deliveriesOf((await subscriptionOf(device))!.id)).toMatchObject([{ status: 'failed', lastError: 'expired before it could be sent' }]);
  });

  it('collapses three outbids on one item while the phone is unreachable into one message, the latest', async () => {
    const [member, rival] = [await createTrader(t), await createTrader(t)];
    const device = await subscribed(member);
    const itemId = await listItem(t, seller);
    await holdDepositOk(member, itemId);
    await holdDepositOk(rival, itemId);
    device.answerAlways(503);
    await bid(member, itemId, 1_000);
    for (const [mine, theirs] of [[3_000, 2_000], [5_000, 4_000], [7_000, 6_000]] as const) {
      await bid(rival, itemId, theirs);
      await runRelay();
      t.clock.advance(500);
      if (mine < 7_000) await bid(member, itemId, mine);
    }
    expect(device.received().map((r) => r.status)).toEqual([503, 503, 503]);

    device.answerAlways(null);
    t.clock.advance(120_000);
    expect(await runRelay()).toMatchObject({ superseded: 2, sent: 1 });
    expect(await runRelay()).toMatchObject({ sent: 0, superseded: 0 });
    expect(device.delivered()).toHaveLength(1);
    const message = device.open<PushMessage>(device.delivered()[0]!.body);
    // The rival's 60.00 maximum over the member's 50.00: the price is 50.00 plus one increment.
    expect(message.body).toContain('USD 55.00');
    const statuses = (await deliveriesOf((await subscriptionOf(device))!.id)).sort((a, b) => a.id - b.id).map((d) => d.status);
    expect(statuses).toEqual(['superseded', 'superseded', 'sent']);
  });

  it('sends one message for a burst of outbids on one item that reach the relay together', async () => {
    const member = await createTrader(t);
    const device = await subscribed(member);
    const itemId = await listItem(t, seller);
    for (let i = 0; i < 3; i++) await emit('auction.outbid', { commodityId: itemId, memberId: member.memberId });
    expect(await runRelay()).toMatchObject({ events: 3, deliveries: 3, superseded: 2, sent: 1 });
    expect(device.delivered()).toHaveLength(1);
    const statuses = (await deliveriesOf((await subscriptionOf(device))!.id)).sort((a, b) => a.id - b.id).map((d) => d.status);
    expect(statuses).toEqual(['superseded', 'superseded', 'sent']);
  });

  it('sends nothing of a kind the member switched off, and the other kinds still', async () => {
    const [member, other] = [await createTrader(t), await createTrader(t)];
    const [device, othersDevice] = [await subscribed(member), await subscribed(other)];
    const itemId = await listItem(t, seller);
    expect((await member.client.put('/api/push/settings', { Kind: 'auction.outbid', Enabled: false })).status).toBe(200);
    await emit('auction.outbid', { commodityId: itemId, memberId: member.memberId });
    await emit('auction.lost', { commodityId: itemId, memberId: member.memberId });
    await emit('auction.outbid', { commodityId: itemId, memberId: other.memberId });
    expect(await runRelay()).toMatchObject({ events: 3, deliveries: 2, sent: 2 });
    expect(device.delivered().map((r) => device.open<PushMessage>(r.body).kind)).toEqual(['auction.lost']);
    expect((await deliveriesOf((await subscriptionOf(device))!.id)).map((d) => d.kind)).toEqual(['auction.lost']);
    // The switch is the member's own.
    expect(othersDevice.delivered().map((r) => othersDevice.open<PushMessage>(r.body).kind)).toEqual(['auction.outbid']);
  });

  it('fans a replayed push event out once', async () => {
    const member = await createTrader(t);
    const device = await subscribed(member);
    const itemId = await listItem(t, seller);
    await emit('auction.outbid', { commodityId: itemId, memberId: member.memberId });
    expect(await runRelay()).toMatchObject({ events: 1, deliveries: 1, sent: 1 });
    // Delivered again (a crash after the fan-out but before the row was marked), to two relays at once.
    await db().update(outbox).set({ processedAt: null }).where(eq(outbox.kind, 'push'));
    const replays = await Promise.all([fanOutPushEvents(ctx()), fanOutPushEvents(ctx())]);
    expect(replays.reduce((n, r) => n + r.deliveries, 0)).toBe(0);
    expect(replays.reduce((n, r) => n + r.events, 0)).toBeGreaterThanOrEqual(1);
    expect(await runRelay()).toMatchObject({ sent: 0 });
    expect(device.delivered()).toHaveLength(1);
    expect(await db().select().from(outbox).where(and(eq(outbox.kind, 'push'), isNull(outbox.processedAt)))).toEqual([]);
  });

  it('sends each delivery once with two relays running at the same time', async () => {
    const members = [await createTrader(t), await createTrader(t), await createTrader(t)];
    const devices = await Promise.all(members.map(subscribed));
    const items: number[] = [];
    for (let i = 0; i < 8; i++) items.push(await listItem(t, seller));
    for (const itemId of items) {
      for (const member of members) await emit('auction.outbid', { commodityId: itemId, memberId: member.memberId });
    }
    const runs = await Promise.all([runRelayOnce(ctx(), { subject: SUBJECT, batch: 3, guardEndpoints: false }), runRelayOnce(ctx(), { subject: SUBJECT, batch: 3, guardEndpoints: false })]);
    expect(runs.reduce((n, r) => n + r.deliveries, 0)).toBe(24);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(24);
    for (const device of devices) {
      const urls = device.delivered().map((r) => device.open<PushMessage>(r.body).url).sort();
      expect(urls).toEqual(items.map((id) => `/carddetails/${id}`).sort());
    }
  });

  it('removes sent, failed and superseded deliveries after a week, and keeps pending ones', async () => {
    const member = await createTrader(t);
    const device = await subscribed(member);
    const itemId = await listItem(t, seller);
    await emit('auction.outbid', { commodityId: itemId, memberId: member.memberId });
    await runRelay();
    device.answerAlways(503);
    await emit('auction.lost', { commodityId: itemId, memberId: member.memberId });
    await runRelay();
    const subscriptionId = (await subscriptionOf(device))!.id;
    t.clock.advance(6 * 86_400_000);
    await removeOldDeliveries(ctx());
    expect((await deliveriesOf(subscriptionId)).map((d) => d.status).sort()).toEqual(['pending', 'sent']);
    t.clock.advance(2 * 86_400_000);
    await removeOldDeliveries(ctx());
    expect((await deliveriesOf(subscriptionId)).map((d) => d.status)).toEqual(['pending']);
    device.answerAlways(null);
  });

  it('agrees on one VAPID key pair when several processes make it at once', async () => {
    await t.reset();
    const made = await Promise.all([1, 2, 3].map(() => ensureVapidKeys(db(), t.clock.now())));
    expect(new Set(made.map((k) => k.publicKey)).size).toBe(1);
    expect(Buffer.from(made[0]!.publicKey, 'base64url')).toHaveLength(65);
    expect((await t.client().get('/api/push/key')).body).toEqual({ PublicKey: made[0]!.publicKey });
  });
});
