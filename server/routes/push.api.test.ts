/** The push routes: the VAPID key, subscribing a browser, unsubscribing, and the member's settings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import type { SignedIn } from '../testing/demo-members';
import { pushDeliveries, pushSubscriptions } from '../db/schema';
import { PUSH_KINDS } from '../../src/domain/push/push.schema';
import { MAX_DEVICES, subscribeDevice } from '../services/push/subscribe-device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let t: TestApp;
const db = () => t.database.db;
let made = 0;

beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t);
});
afterAll(() => t?.close());

function browserSubscription() {
  made += 1;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.test/send/${made}-${randomBytes(4).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const subscribe = (member: SignedIn, subscription: ReturnType<typeof browserSubscription>, ua = CHROME_ANDROID) =>
  member.client.post('/api/push/subscriptions', subscription, { 'user-agent': ua });
const devicesOf = async (member: SignedIn) => (await member.client.get('/api/push/settings')).body.Devices as { Id: number; Device: string; Endpoint: string }[];

describe('push routes', () => {
  it('hands anyone the same VAPID public key, an uncompressed P-256 point', async () => {
    const first = await t.client().get('/api/push/key');
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.PublicKey, 'base64url')).toHaveLength(65);
    expect((await t.client().get('/api/push/key')).body).toEqual(first.body);
  });

  it('needs a signed-in member for subscriptions and settings', async () => {
    const visitor = t.client();
    const subscription = browserSubscription();
    expect((await visitor.post('/api/push/subscriptions', subscription)).status).toBe(401);
    expect((await visitor.delete('/api/push/subscriptions', { endpoint: subscription.endpoint })).status).toBe(401);
    expect((await visitor.delete('/api/push/subscriptions/1')).status).toBe(401);
    expect((await visitor.get('/api/push/settings')).status).toBe(401);
    expect((await visitor.put('/api/push/settings', { Kind: 'auction.outbid', Enabled: false })).status).toBe(401);
  });

  it('stores a subscription once per endpoint, named after the browser, and lists it in the settings', async () => {
    const member = await createTrader(t);
    const subscription = browserSubscription();
    const created = await subscribe(member, subscription, IPHONE);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ Id: expect.any(Number), Device: 'Safari on iPhone', CreatedAt: t.clock.now().toISOString(), Endpoint: subscription.endpoint });

    // The browser subscribes again on its next start, with rotated keys: the same device.
    const renewed = { ...subscription, keys: browserSubscription().keys };
    const again = await subscribe(member, renewed, IPHONE);
    expect(again.status).toBe(200);
    expect(again.body.Id).toBe(created.body.Id);
    const [row] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.id, created.body.Id));
    expect(row).toMatchObject({ memberId: member.memberId, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });

    const second = await subscribe(member, browserSubscription(), CHROME_ANDROID);
    expect((await devicesOf(member)).map((d) => d.Device)).toEqual(['Chrome on Android', 'Safari on iPhone']);
    expect((await devicesOf(member)).map((d) => d.Id).sort()).toEqual([created.body.Id, second.body.Id].sort());
  });

  it('moves a browser to the member who signs in on it, without what was queued for the one before', async () => {
    const [first, second] = [await createTrader(t), await createTrader(t)];
    const subscription = browserSubscription();
    const mine = await subscribe(first, subscription);
    await db().insert(pushDeliveries).values({
      eventId: 999_001, subscriptionId: mine.body.Id, kind: 'auction.outbid', topic: 'o-1', urgency: 'high', ttlSeconds: 60,
      message: { title: 'for the first member' }, eventAt: t.clock.now(), availableAt: t.clock.now(),
    });
    t.clock.advance(1_000);
    const moved = await subscribe(second, subscription);
    expect(moved.status).toBe(201);
    expect(moved.body.CreatedAt).toBe(t.clock.now().toISOString());
    expect(await devicesOf(first)).toEqual([]);
    expect((await devicesOf(second)).map((d) => d.Endpoint)).toEqual([subscription.endpoint]);
    expect(await db().select().from(pushDeliveries).where(eq(pushDeliveries.eventId, 999_001))).toEqual([]);
  });

  it('lets a member remove only their own devices', async () => {
    const [owner, other] = [await createTrader(t), await createTrader(t)];
    const [phone, laptop] = [browserSubscription(), browserSubscription()];
    const phoneId = (await subscribe(owner, phone)).body.Id;
    await subscribe(owner, laptop);

    expect((await other.client.delete(`/api/push/subscriptions/${phoneId}`)).status).toBe(404);
    // By endpoint: idempotent, and only among the member's own.
    expect((await other.client.delete('/api/push/subscriptions', { endpoint: phone.endpoint })).status).toBe(204);
    expect(await devicesOf(owner)).toHaveLength(2);

    expect((await owner.client.delete(`/api/push/subscriptions/${phoneId}`)).status).toBe(204);
    expect((await owner.client.delete(`/api/push/subscriptions/${phoneId}`)).status).toBe(404);
    expect((await owner.client.delete('/api/push/subscriptions', { endpoint: laptop.endpoint })).status).toBe(204);
    expect((await owner.client.delete('/api/push/subscriptions', { endpoint: laptop.endpoint })).status).toBe(204);
    expect(await devicesOf(owner)).toEqual([]);
  });

  it(`keeps a member's ${MAX_DEVICES} newest devices`, async () => {
    const member = await createTrader(t);
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_DEVICES; i++) {
      const subscription = browserSubscription();
      endpoints.push(subscription.endpoint);
      expect((await subscribe(member, subscription)).status).toBe(201);
      t.clock.advance(1_000);
    }
    const kept = (await devicesOf(member)).map((d) => d.Endpoint);
    expect(kept).toHaveLength(MAX_DEVICES);
    expect(kept).not.toContain(endpoints[0]);
    expect(kept[0]).toBe(endpoints.at(-1));
  });

  it('lists every kind on by default and keeps what the member switches', async () => {
    const member = await createTrader(t);
    const initial = await member.client.get('/api/push/settings');
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({ Kinds: PUSH_KINDS.map((Kind) => ({ Kind, Enabled: true })), Devices: [] });

    const off = await member.client.put('/api/push/settings', { Kind: 'offer.declined', Enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.Kinds).toContainEqual({ Kind: 'offer.declined', Enabled: false });
    expect((await member.client.get('/api/push/settings')).body.Kinds.filter((k: { Enabled: boolean }) => !k.Enabled)).toEqual([
      { Kind: 'offer.declined', Enabled: false },
    ]);
    await member.client.put('/api/push/settings', { Kind: 'offer.declined', Enabled: true });
    expect((await member.client.get('/api/push/settings')).body.Kinds.every((k: { Enabled: boolean }) => k.Enabled)).toBe(true);
    // Another member's settings are their own.
    const other = await createTrader(t);
    await member.client.put('/api/push/settings', { Kind: 'auction.won', Enabled: false });
    expect((await other.client.get('/api/push/settings')).body.Kinds.every((k: { Enabled: boolean }) => k.Enabled)).toBe(true);
  });

  it('refuses malformed subscriptions and settings with 400 and stores nothing', async () => {
    const member = await createTrader(t);
    const good = browserSubscription();
    for (const body of [
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: 'ftp://push.example.test/x' },
      { endpoint: good.endpoint },
      { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(33, 4).toString('base64url') } },
      { ...good, keys: { ...good.keys, auth: 'not base64url!' } },
    ]) {
      const response = await subscribe(member, body as typeof good);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('BAD_REQUEST');
    }
    expect(await devicesOf(member)).toEqual([]);
    expect((await member.client.put('/api/push/settings', { Kind: 'auction.unknown', Enabled: false })).status).toBe(400);
    expect((await member.client.put('/api/push/settings', { Kind: 'auction.won' })).status).toBe(400);
    expect((await member.client.delete('/api/push/subscriptions', {})).status).toBe(400);
    expect((await member.client.delete('/api/push/subscriptions/abc')).status).toBe(400);
  });

  it("accepts only the push services' https endpoints in production", async () => {
    const member = await createTrader(t);
    const subscription = browserSubscription();
    const production = { userAgent: CHROME_ANDROID, pushServicesOnly: true };
    await expect(subscribeDevice(t.app.ctx, member.memberId, subscription, production)).rejects.toMatchObject({ status: 400, field: 'endpoint' });
    const fcm = { ...subscription, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' };
    expect(await subscribeDevice(t.app.ctx, member.memberId, fcm, production)).toMatchObject({ created: true });
  });

  it('documents the push routes in /api/openapi.json', async () => {
    const { body: doc } = await t.client().get('/api/openapi.json');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/push/key', '/api/push/subscriptions', '/api/push/subscriptions/{id}', '/api/push/settings']));
    expect(doc.paths['/api/push/subscriptions'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('keys');
    expect(doc.paths['/api/push/settings'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty('Devices');
  });
});
