/**
 * Three Holo nodes on one database, as behind a load balancer without stickiness (issue 34): a hub
 * connection negotiated on one node opens on another; bids for one auction sent to all three are all
 * stored, replay to the item's row and reach every node's clients; the request limits count every
 * node's requests; a sign-out is refused on every node within a second. On PGlite the three apps
 * share the one in-process database (separate caches, desks and hubs; one LISTEN source); under
 * TEST_DATABASE_URL each node has its own pool and LISTEN connection, as three machines would.
 * Settlement with a sweeper per node: server/jobs/settle-auctions.api.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { startSecondNode, startTestApp, TestClient, type SecondNode, type TestApp } from './testing/test-app';
import { seedDemo } from './testing/demo-members';
import { connectLive, type LiveClient } from './testing/live-hub-clients';
import { insertAuction } from './testing/live-bid-helpers';
import { bids, commodities } from './db/schema';
import { insertBidders } from '../bench/bench-auctions';
import { replayProblems } from '../bench/bids-bench-check';
import { bidIncrementCents } from '../src/domain/bidding/bid-increment';
import { registerMember, strongPassword } from './testing/account-helpers';

const SIGN_IN_LIMIT = 6;

let t: TestApp;
let nodes: { baseUrl: string }[];
const others: SecondNode[] = [];
const open: LiveClient[] = [];

beforeAll(async () => {
  t = await startTestApp({ SIGN_IN_RATE_LIMIT: String(SIGN_IN_LIMIT), CODE_RATE_LIMIT: '10000' });
  await seedDemo(t);
  others.push(await startSecondNode(t), await startSecondNode(t));
  nodes = [t, ...others];
});

afterAll(async () => {
  await Promise.allSettled(open.map((client) => client.stop()));
  for (const node of others) await node.close();
  await t?.close();
});

/** The status a raw upgrade gets, and after a 101 the hub's answer to the handshake. */
function openSocket(url: string): Promise<{ status: number; handshake?: string; socket: WebSocket }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('unexpected-response', (_request, response) => resolve({ status: response.statusCode ?? 0, socket }));
    socket.once('error', reject);
    socket.once('open', () => {
      socket.once('message', (data: Buffer) => resolve({ status: 101, handshake: data.toString('utf8'), socket }));
      socket.send('{"protocol":"json","version":1}\x1e');
    });
  });
}

describe('three nodes on one database', () => {
  it('opens a hub connection negotiated on node A on node B, and refuses a second socket there', async () => {
    const negotiated = await fetch(`${t.baseUrl}/hubs/commodity/negotiate?negotiateVersion=1`, { method: 'POST' });
    const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
    const onB = `${nodes[1]!.baseUrl.replace('http', 'ws')}/hubs/commodity?id=${connectionToken}`;
    const first = await openSocket(onB);
    expect(first).toMatchObject({ status: 101, handshake: '{}\x1e' });
    expect((await openSocket(onB)).status).toBe(409);
    first.socket.close();
    // A token altered by one character is refused.
    const forged = connectionToken.slice(0, -2) + (connectionToken.endsWith('AA') ? 'BA' : 'AA');
    expect((await openSocket(`${nodes[2]!.baseUrl.replace('http', 'ws')}/hubs/commodity?id=${forged}`)).status).toBe(404);
  });

  it('stores every acknowledged bid sent to any node, replays to the row, and every node’s clients end on the final state', async () => {
    const item = await insertAuction(t.database.db, 1000, new Date(t.clock.now().getTime() + 86_400_000));
    const [row] = await t.database.db.select({ depositNum: commodities.depositNum }).from(commodities).where(eq(commodities.id, item));
    const bidders = await insertBidders(
      t.database.db,
      { nickname: 'ClusterBidder', phoneDigit: 7, count: 9 },
      { creditCents: 10_000_000, depositCents: (row!.depositNum ?? 0) * 100, itemIds: [item] },
      t.clock.now(),
    );
    const watchers = await Promise.all(nodes.map((node) => connectLive(node.baseUrl, { skipNegotiation: true })));
    open.push(...watchers);
    await Promise.all(watchers.map((client) => client.join(item)));

    const acknowledged: { memberId: number; maxCents: number }[] = [];
    let known = 1000;
    await Promise.all(
      bidders.cookies.map(async (cookie, i) => {
        // Bidder i sends its bids to node i % 3, the next bidder to the next node.
        const client = new TestClient(nodes[i % 3]!.baseUrl);
        client.setCookie('holo_session', cookie.slice('holo_session='.length));
        for (let round = 0; round < 4; round++) {
          const price = known + bidIncrementCents(known) * (1 + (i % 3));
          const reply = await client.post(`/api/items/${item}/bids`, { Price: price });
          if (reply.status === 200) {
            acknowledged.push({ memberId: bidders.bidderIds[i]!, maxCents: price });
            known = Math.max(known, reply.body.USD_Price);
          } else {
            expect(reply.body.error.code).toBe('BID_TOO_LOW');
            known = Math.max(known, Math.round(Number(reply.body.error.values.n) * 100));
          }
        }
      }),
    );

    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await t.database.db.select().from(bids).where(eq(bids.commodityId, item));
    for (const bid of acknowledged) {
      expect(stored.some((r) => r.memberId === bid.memberId && r.maxCents === bid.maxCents && !r.isAuto)).toBe(true);
    }
    expect(await replayProblems(t.database.db, item)).toEqual([]);
    const [final] = await t.database.db.select({ count: commodities.auctionCount }).from(commodities).where(eq(commodities.id, item));
    for (const watcher of watchers) {
      expect(await watcher.next((message) => message.AuctionCount === final!.count, 5000)).toMatchObject({ CommodityID: item });
    }
  });

  it('counts the sign-in limit over all three nodes together', async () => {
    await registerMember(t.client(), { email: 'limits@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT + 3; i++) {
      const node = nodes[i % 3]!;
      const reply = await new TestClient(node.baseUrl).post('/api/auth/sign-in', { Type: 0, Account: `nobody${i}@example.com`, Password: strongPassword });
      statuses.push(reply.status);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(SIGN_IN_LIMIT);
    expect(statuses.slice(SIGN_IN_LIMIT)).toEqual([429, 429, 429]);
  });

  it('refuses a signed-out session on every node within a second', async () => {
    const browser = t.client();
    await registerMember(browser, { email: 'everywhere@example.com' });
    const token = browser.cookie('holo_session')!;
    const onEach = nodes.map((node) => {
      const client = new TestClient(node.baseUrl);
      client.setCookie('holo_session', token);
      return client;
    });
    for (const client of onEach) expect((await client.get('/api/me')).status).toBe(200);
    expect((await browser.post('/api/auth/sign-out')).status).toBe(204);
    const signedOutAt = performance.now();
    const refusedAfter = await Promise.all(
      onEach.map(async (client) => {
        while ((await client.get('/api/me')).status !== 401) await new Promise((resolve) => setTimeout(resolve, 10));
        return performance.now() - signedOutAt;
      }),
    );
    for (const ms of refusedAfter) expect(ms).toBeLessThan(1000);
  });
});
