/**
 * Push endpoints in production (issue 26 finding 5): registration takes only the browsers' push
 * services, and the relay neither sends to a stored endpoint elsewhere nor connects to a push
 * service's name that resolves to a local address; a refused endpoint's device is kept, so its
 * member learns nothing of what answered there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { productionTestEnv, startTestApp, type TestApp } from '../server/testing/test-app';
import { createTrader, listItem, seedReference } from '../server/testing/trade-helpers';
import { startPushEndpoint, type PushEndpoint, type TestSubscription } from '../server/testing/push-endpoint';
import type { SignedIn } from '../server/testing/demo-members';
import { pushDeliveries, pushSubscriptions } from '../server/db/schema';
import { enqueueEvent } from '../server/services/outbox/enqueue-event';
import { runRelayOnce } from './relay';
import type { Resolve } from './public-address';

let t: TestApp;
let endpoint: PushEndpoint;
let seller: SignedIn;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp(productionTestEnv);
  await seedReference(t);
  seller = await createTrader(t, { isSeller: true });
  endpoint = await startPushEndpoint();
});
afterAll(async () => {
  await endpoint?.close();
  await t?.close();
});

const keys = () => endpoint.device().subscription.keys;
const runRelay = (resolve?: Resolve) => runRelayOnce(t.app.ctx, { subject: 'mailto:push@holo.test', guardEndpoints: true, ...(resolve ? { resolve } : {}) });

/** A subscription row as one stored before registration checked endpoints. */
async function storedSubscription(member: SignedIn, subscription: TestSubscription) {
  const [row] = await db()
    .insert(pushSubscriptions)
    .values({ memberId: member.memberId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, device: 'Chrome', createdAt: t.clock.now() })
    .returning({ id: pushSubscriptions.id });
  return row!.id;
}

async function outbid(member: SignedIn) {
  const itemId = await listItem(t, seller);
  await db().transaction((tx) => enqueueEvent(tx, 'auction.outbid', { commodityId: itemId, memberId: member.memberId }, t.clock.now()));
}

const deliveriesOf = (subscriptionId: number) => db().select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, subscriptionId));

describe('push endpoints in production', () => {
  it.each([
    'http://127.0.0.1:9/push/1',
    'https://127.0.0.1/push/1',
    'https://10.0.0.1/push',
    'https://[::1]/push',
    'https://169.254.169.254/latest/meta-data',
    'https://evil.example/',
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/fcm/send/abc',
  ])('refuses to register %s with 400 BAD_REQUEST', async (url) => {
    const member = await createTrader(t);
    const response = await member.client.post('/api/push/subscriptions', { endpoint: url, keys: keys() });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'endpoint' } });
  });

  it("registers a browser push service's endpoint", async () => {
    const member = await createTrader(t);
    const response = await member.client.post('/api/push/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', keys: keys() });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });

  it('sends nothing to a stored loopback endpoint, and keeps its device though the endpoint would answer 410', async () => {
    const member = await createTrader(t);
    const device = endpoint.device();
    device.answerAlways(410);
    const subscriptionId = await storedSubscription(member, device.subscription);
    await outbid(member);

    expect(await runRelay()).toMatchObject({ sent: 0, removed: 0, failed: 1 });
    expect(device.received()).toEqual([]);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId))).toHaveLength(1);
    expect(await deliveriesOf(subscriptionId)).toMatchObject([{ status: 'failed', lastError: expect.stringContaining('endpoint refused') }]);
  });

  it("does not connect to a push service's host name that resolves to a local address", async () => {
    let connections = 0;
    const listener: Server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = listener.address() as { port: number };
      const member = await createTrader(t);
      const subscriptionId = await storedSubscription(member, { endpoint: `https://fcm.googleapis.com:${port}/fcm/send/abc`, keys: keys() });
      await outbid(member);
      const rebound: Resolve = async () => [{ address: '93.184.215.14', family: 4 }, { address: '::ffff:127.0.0.1', family: 6 }];

      expect(await runRelay(rebound)).toMatchObject({ sent: 0, removed: 0, failed: 1 });
      expect(connections).toBe(0);
      expect(await deliveriesOf(subscriptionId)).toMatchObject([{ status: 'failed', lastError: expect.stringContaining('endpoint refused') }]);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});
