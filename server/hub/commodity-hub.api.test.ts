/**
 * The live-bid hub through the real @microsoft/signalr client: negotiate and skipNegotiation
 * connections, groups, committed-bid fan-out with masking, reconnects, shutdown, and two nodes on one
 * PostgreSQL database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows';
import { LISTENER_APPLICATION_NAME } from '../db/postgres-listener';
import { startTestApp, type TestApp } from '../testing/test-app';
import { seedDemo } from '../testing/demo-members';
import { connectLive, type LiveClient } from '../testing/live-hub-clients';
import { commitBid, insertAuction } from '../testing/live-bid-helpers';
import { createTrader, holdDepositOk, listItem } from '../testing/trade-helpers';
import { members } from '../db/schema';
import { createSession } from '../services/accounts/create-session';
import { demoAccounts } from '../db/seed/demo-accounts';
import { buildApp, type App } from '../app';
import { openDatabase, type Database } from '../db/client';
import { hubBidMessage, type HubBidMessage } from '../../src/domain/bidding/bid.schema';
import { maskedName } from '../../src/domain/bidding/masked-name';

let t: TestApp;
let buyer: { id: number; cookie: string };
let macao: { id: number; cookie: string };
const open: LiveClient[] = [];

async function member(nickname: string) {
  const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.nickname, nickname));
  const { token } = await createSession(t.app.ctx, row!.id);
  return { id: row!.id, cookie: `holo_session=${token}` };
}

async function live(options: Parameters<typeof connectLive>[1] = {}, baseUrl = t.baseUrl) {
  const client = await connectLive(baseUrl, options);
  open.push(client);
  return client;
}

const at = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000);
const newAuction = () => insertAuction(t.database.db, 1000, new Date(t.clock.now().getTime() + 86_400_000));
const count = (n: number) => (m: HubBidMessage) => m.AuctionCount === n;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The status code a raw WebSocket upgrade is answered with (101 when it opens). */
function upgradeStatus(url: string): Promise<{ status: number; socket: WebSocket }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('unexpected-response', (_request, response) => resolve({ status: response.statusCode ?? 0, socket }));
    socket.once('error', reject);
  });
}

async function negotiate(baseUrl = t.baseUrl, cookie?: string) {
  const response = await fetch(`${baseUrl}/hubs/commodity/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: cookie ? { cookie } : {},
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { connectionId: string; connectionToken: string; negotiateVersion: number; availableTransports: unknown[] };
}

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t);
  buyer = await member(demoAccounts.buyer.nickname);
  macao = await member(demoAccounts.macao.nickname);
});

afterAll(async () => {
  await Promise.allSettled(open.map((client) => client.stop()));
  await t?.close();
});

describe('the commodity hub', () => {
  it('answers negotiate with a WebSocket transport and a connection token', async () => {
    const reply = await negotiate();
    expect(reply).toMatchObject({ negotiateVersion: 1, availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }] });
    expect(reply.connectionToken).toMatch(/^[\w-]{20,}$/);
    expect(reply.connectionId).not.toBe(reply.connectionToken);
  });

  it('sends addChatMessage after each commit, in commit order, with own rows named and the rest masked', async () => {
    const item = await newAuction();
    const asBuyer = await live({ cookie: buyer.cookie });
    const asMacao = await live({ cookie: macao.cookie, skipNegotiation: true });
    const visitor = await live({ skipNegotiation: true });
    for (const client of [asBuyer, asMacao, visitor]) await client.join(item);

    await commitBid(t.database.db, item, buyer.id, 3000, at(1));
    const first = await Promise.all([asBuyer, asMacao, visitor].map((c) => c.next(count(1))));
    for (const message of first) expect(hubBidMessage.parse(message)).toEqual(message);
    expect(first[0]).toMatchObject({
      CommodityID: item,
      Status: 1,
      USD_Price: 1000,
      AuctionCount: 1,
      PriceCount: 1,
      AuctionsUserCount: 1,
      UserCount: 1,
      IsOutBid: 3,
      MinNextBid: 3001,
      CommittedAt: at(1).toISOString(),
      List: [{ CreateUserName: demoAccounts.buyer.nickname, IsMine: true, USD_Price: 1000, IsAuto: false, MemberSource: 'US' }],
    });
    expect(first[1]).toMatchObject({ IsOutBid: 0, MinNextBid: 1100, List: [{ CreateUserName: maskedName(demoAccounts.buyer.nickname), IsMine: false }] });
    expect(first[2]).toEqual({ ...first[1] });

    // Macao bids under the buyer's maximum: their bid and the buyer's automatic answer.
    await commitBid(t.database.db, item, macao.id, 2000, at(2));
    const [b, m, v] = await Promise.all([asBuyer, asMacao, visitor].map((c) => c.next(count(3))));
    expect(b).toMatchObject({ USD_Price: 2200, IsOutBid: 3, MinNextBid: 3001, UserCount: 2 });
    expect(b!.List.map((row) => [row.CreateUserName, row.IsMine, row.USD_Price, row.IsAuto])).toEqual([
      [demoAccounts.buyer.nickname, true, 2200, true],
      [maskedName(demoAccounts.macao.nickname), false, 2000, false],
      [demoAccounts.buyer.nickname, true, 1000, false],
    ]);
    expect(m).toMatchObject({ IsOutBid: 2, MinNextBid: 2400 });
    expect(m!.List.map((row) => [row.CreateUserName, row.IsMine])).toEqual([
      [maskedName(demoAccounts.buyer.nickname), false],
      [demoAccounts.macao.nickname, true],
      [maskedName(demoAccounts.buyer.nickname), false],
    ]);
    expect(v!.List.every((row) => !row.IsMine && row.CreateUserName.includes('***'))).toBe(true);
    expect(v).toMatchObject({ IsOutBid: 0, MinNextBid: 2400 });

    // A burst: whatever gets coalesced, each client sees counts rising (never twice the same) and
    // ends on the last state.
    let maxCents = 3000;
    for (let i = 0; i < 8; i++) {
      maxCents += 500;
      await commitBid(t.database.db, item, i % 2 ? buyer.id : macao.id, maxCents, at(3 + i));
    }
    for (const client of [asBuyer, asMacao, visitor]) {
      const last = await client.next(count(11));
      const counts = client.messages.map((message) => message.AuctionCount);
      expect(counts).toEqual([...counts].sort((x, y) => x - y));
      expect(new Set(counts).size).toBe(counts.length);
      expect(last).toMatchObject({ USD_Price: 7000, UserCount: 2 });
      // A read whose snapshot already held later commits carries the earliest of them.
      expect(Date.parse(last.CommittedAt)).toBeGreaterThanOrEqual(at(3).getTime());
    }
  });

  it('answers JoinCommodity with the item’s live state as the joining member sees it, and null for an unknown item', async () => {
    const item = await newAuction();
    // Committed before anyone joins: never sent as a message, so only the join's answer carries them.
    await commitBid(t.database.db, item, buyer.id, 3000, at(1));
    await commitBid(t.database.db, item, macao.id, 2000, at(2));
    const asBuyer = await live({ cookie: buyer.cookie });
    const asMacao = await live({ cookie: macao.cookie, skipNegotiation: true });
    const visitor = await live({ skipNegotiation: true });
    const [b, m, v] = (await Promise.all([asBuyer, asMacao, visitor].map((c) => c.join(item)))) as HubBidMessage[];
    for (const answer of [b, m, v]) expect(hubBidMessage.parse(answer)).toEqual(answer);
    expect(b).toMatchObject({ CommodityID: item, Status: 1, USD_Price: 2200, AuctionCount: 3, AuctionsUserCount: 2, IsOutBid: 3, MinNextBid: 3001 });
    expect(b!.List.map((row) => [row.CreateUserName, row.IsMine])).toEqual([
      [demoAccounts.buyer.nickname, true],
      [maskedName(demoAccounts.macao.nickname), false],
      [demoAccounts.buyer.nickname, true],
    ]);
    expect(m).toMatchObject({ USD_Price: 2200, AuctionCount: 3, IsOutBid: 2, MinNextBid: 2400 });
    expect(v).toMatchObject({ USD_Price: 2200, AuctionCount: 3, IsOutBid: 0, MinNextBid: 2400 });
    expect(v!.List.every((row) => !row.IsMine)).toBe(true);

    // What the item page read for the same viewer, so an unchanged item needs no second read.
    const detail = (await (await fetch(`${t.baseUrl}/api/items/${item}`, { headers: { cookie: buyer.cookie } })).json()) as Record<string, unknown>;
    const fields = ['Status', 'USD_Price', 'MinNextBid', 'AuctionCount', 'AuctionsUserCount', 'EffectiveDate', 'IsOutBid'] as const;
    expect(Object.fromEntries(fields.map((field) => [field, b![field]]))).toEqual(Object.fromEntries(fields.map((field) => [field, detail[field]])));

    // Joined before the next commit: it arrives as a message.
    await commitBid(t.database.db, item, macao.id, 4000, at(3));
    expect(await asBuyer.next((message) => message.IsOutBid === 2)).toMatchObject({ CommodityID: item });

    await expect(visitor.join(2_000_000_000)).resolves.toBeNull();
  });

  it('answers the join of a listing whose start has passed, not yet opened by the sweeper, with the live status the item page shows', async () => {
    const item = await insertAuction(t.database.db, 1000, at(86_400));
    await t.database.db.execute(sql`update commodities set status = 2, starts_at = ${at(-60).toISOString()} where id = ${item}`);
    const client = await live();
    expect(await client.join(item)).toMatchObject({ CommodityID: item, Status: 1, AuctionCount: 0, List: [] });
  });

  it('tells a member whose only bid is older than the listed ones that they are outbid, with their own minimum', async () => {
    const early = await member(demoAccounts.bidder.nickname);
    const item = await newAuction();
    await commitBid(t.database.db, item, early.id, 1500, at(1));
    const asEarly = await live({ cookie: early.cookie });
    const visitor = await live({ skipNegotiation: true });
    for (const client of [asEarly, visitor]) await client.join(item);

    // Buyer and Macao bid past them: the list's 3 newest rows are all theirs.
    let maxCents = 2000;
    for (let i = 0; i < 4; i++) {
      maxCents += 1000;
      await commitBid(t.database.db, item, i % 2 ? macao.id : buyer.id, maxCents, at(2 + i));
    }
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select auction_count as n from commodities where id = ${item}`);
    const [mine, visitors] = await Promise.all([asEarly, visitor].map((c) => c.next(count(row!.n))));
    expect(mine!.List).toHaveLength(3);
    expect(mine!.List.some((row) => row.IsMine)).toBe(false);
    expect(mine).toMatchObject({ IsOutBid: 2, MinNextBid: visitors!.MinNextBid });
    expect(visitors).toMatchObject({ IsOutBid: 0 });
  });

  it('relays a bid placed through POST /api/items/:id/bids to the joined clients', async () => {
    const seller = await createTrader(t, { isSeller: true });
    const item = await listItem(t, seller);
    const [first, second] = [await createTrader(t), await createTrader(t)];
    for (const trader of [first!, second!]) await holdDepositOk(trader, item);
    const { token } = await createSession(t.app.ctx, second!.memberId);
    const asSecond = await live({ cookie: `holo_session=${token}` });
    const visitor = await live({ skipNegotiation: true });
    await asSecond.join(item);
    await visitor.join(item);
    expect((await first!.client.post(`/api/items/${item}/bids`, { Price: 5000 })).status).toBe(200);
    expect((await second!.client.post(`/api/items/${item}/bids`, { Price: 3000 })).status).toBe(200);
    const seen = await asSecond.next(count(3));
    expect(seen).toMatchObject({ CommodityID: item, USD_Price: 3200, IsOutBid: 2, MinNextBid: 3400, UserCount: 2 });
    expect(seen.List.map((row) => [row.CreateUserName, row.IsMine])).toEqual([
      [maskedName(first!.nickname), false],
      [second!.nickname, true],
      [maskedName(first!.nickname), false],
    ]);
    expect(await visitor.next(count(3))).toMatchObject({ IsOutBid: 0, List: [{ IsMine: false }, { IsMine: false }, { IsMine: false }] });
    expect((await first!.client.post(`/api/items/${item}/bids`, { Price: 3000 })).status).toBe(409);
    await pause(100);
    expect(visitor.messages.at(-1)!.AuctionCount).toBe(3);
  });

  it('sends nothing for a rolled-back bid', async () => {
    const item = await newAuction();
    const client = await live();
    await client.join(item);
    await commitBid(t.database.db, item, buyer.id, 5000, at(1), { rollBack: true });
    await commitBid(t.database.db, item, macao.id, 1500, at(2));
    const message = await client.next();
    expect(message).toMatchObject({ AuctionCount: 1, CommittedAt: at(2).toISOString() });
    expect(message.List).toHaveLength(1);
    await pause(100);
    expect(client.messages).toHaveLength(1);
  });

  it('stops sending after LeaveCommodity, and sends nothing for items not joined', async () => {
    const item = await newAuction();
    const other = await newAuction();
    const leaving = await live();
    const staying = await live({ skipNegotiation: true });
    await leaving.join(item);
    await staying.join(item);
    await leaving.leave(item);
    await commitBid(t.database.db, other, buyer.id, 2000, at(1));
    await commitBid(t.database.db, item, buyer.id, 2000, at(2));
    await staying.next((m) => m.CommodityID === item);
    await pause(200);
    expect(leaving.messages).toEqual([]);
    expect(staying.messages.map((m) => m.CommodityID)).toEqual([item]);
  });

  it('rejects invalid ids and unknown methods with a completion error', async () => {
    const client = await live();
    await expect(client.connection.invoke('JoinCommodity', 'abc')).rejects.toThrow(/Invalid commodity id/);
    await expect(client.connection.invoke('JoinCommodity', -1)).rejects.toThrow(/Invalid commodity id/);
    await expect(client.connection.invoke('JoinCommodity')).rejects.toThrow(/Invalid commodity id/);
    await expect(client.connection.invoke('Shutdown')).rejects.toThrow(/Unknown hub method/);
    // Method names match case-insensitively, as ASP.NET Core does.
    const item = await newAuction();
    await expect(client.connection.invoke('joincommodity', item)).resolves.toMatchObject({ CommodityID: item });
  });

  it('answers 404 for an unknown connection id and 409 for a second socket on the same id', async () => {
    const wsBase = t.baseUrl.replace('http', 'ws');
    const unknown = await upgradeStatus(`${wsBase}/hubs/commodity?id=not-a-token`);
    expect(unknown.status).toBe(404);
    const { connectionToken } = await negotiate();
    const first = await upgradeStatus(`${wsBase}/hubs/commodity?id=${connectionToken}`);
    expect(first.status).toBe(101);
    const second = await upgradeStatus(`${wsBase}/hubs/commodity?id=${connectionToken}`);
    expect(second.status).toBe(409);
    first.socket.close();
    const other = await upgradeStatus(`${wsBase}/hubs/elsewhere`);
    expect(other.status).toBe(404);
  });

  it('reconnects after the server drops its socket and hears later bids once it has joined again', async () => {
    const item = await newAuction();
    const client = await live({ cookie: buyer.cookie, reconnectDelays: [0, 100, 200, 400, 800] });
    await client.join(item);
    const reconnected = new Promise<void>((resolve) => client.connection.onreconnected(() => resolve()));
    client.connection.onreconnected(() => void client.join(item));
    expect(t.app.commodityHub.dropConnections((c) => c.memberId === buyer.id)).toBeGreaterThanOrEqual(1);
    await reconnected;
    // The rejoin is an invocation on the new socket; wait until it has reached the group.
    await expect.poll(() => t.app.commodityHub.group(item)?.size ?? 0).toBe(1);
    await commitBid(t.database.db, item, buyer.id, 2500, at(1));
    expect(await client.next()).toMatchObject({ CommodityID: item, AuctionCount: 1, IsOutBid: 3 });
  });
});

describe('a hub node closing and timing out', () => {
  let node: App;
  let baseUrl: string;

  beforeAll(async () => {
    node = await buildApp({
      env: t.app.ctx.env,
      database: t.database,
      clock: t.clock,
      logger: false,
      hubTimings: { pingIntervalMs: 100, clientTimeoutMs: 400, handshakeTimeoutMs: 400 },
    });
    await node.listen({ port: 0, host: '127.0.0.1' });
    const address = node.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await node?.close();
  });

  it('pings a connected client and drops one that stays silent', async () => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/hubs/commodity`);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send('{"protocol":"json","version":1}\x1e');
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await closed;
    expect(frames[0]).toBe('{}\x1e');
    expect(frames.slice(1)).toContain('{"type":6}\x1e');
  });

  it('refuses an unsupported protocol in the handshake', async () => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/hubs/commodity`);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send('{"protocol":"messagepack","version":1}\x1e');
    await new Promise((resolve) => socket.once('close', resolve));
    expect(JSON.parse(frames[0]!.slice(0, -1))).toEqual({ error: "The protocol 'messagepack' is not supported." });
  });

  it('sends Close with allowReconnect to every socket when the app closes', async () => {
    const client = await live({ reconnectDelays: [60_000], keepAliveMs: 100 }, baseUrl);
    const reconnecting = new Promise<Error | undefined>((resolve) => client.connection.onreconnecting((error) => resolve(error)));
    await node.close();
    const error = await reconnecting;
    expect(error).toBeUndefined();
    expect(client.connection.state).toBe('Reconnecting');
    await client.stop();
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('two nodes on one database', () => {
  let second: { database: Database; app: App; baseUrl: string } | undefined;

  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });

  it.skipIf(!onPostgres)(
    'relays a bid committed through node A to a client of node B (PostgreSQL only: PGlite is one in-process database, so there is no second node to reach)',
    async () => {
      const database = await openDatabase({ databaseUrl: t.app.ctx.env.DATABASE_URL, dataDir: 'memory://' });
      const app = await buildApp({ env: t.app.ctx.env, database, clock: t.clock, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      second = { database, app, baseUrl: `http://127.0.0.1:${address.port}` };

      const item = await newAuction();
      const onB = await live({ cookie: macao.cookie }, second.baseUrl);
      const onA = await live({ skipNegotiation: true });
      await onB.join(item);
      await onA.join(item);
      await commitBid(t.database.db, item, macao.id, 1800, at(1));
      await commitBid(t.database.db, item, buyer.id, 2600, at(2));
      const fromB = await onB.next(count(2));
      expect(fromB).toMatchObject({ CommodityID: item, IsOutBid: 2, USD_Price: 1900 });
      expect(fromB.List.map((row) => row.CreateUserName)).toEqual([maskedName(demoAccounts.buyer.nickname), demoAccounts.macao.nickname]);
      expect(await onA.next(count(2))).toMatchObject({ IsOutBid: 0 });
    },
  );

  it.skipIf(!onPostgres)(
    'listens again after its database connection drops and sends a bid committed meanwhile (PostgreSQL only: PGlite has no connection to lose)',
    async () => {
      const item = await newAuction();
      const client = await live();
      await client.join(item);
      const listeners = () =>
        queryRows<{ pid: number }>(
          t.database.db,
          sql`select pid from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
        );
      const before = (await listeners()).map((row) => row.pid);
      expect(before.length).toBeGreaterThan(0);
      await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in ${before}`);
      await expect.poll(async () => (await listeners()).some((row) => before.includes(row.pid))).toBe(false);
      await commitBid(t.database.db, item, buyer.id, 2000, at(1));
      expect(await client.next(count(1), 10_000)).toMatchObject({ CommodityID: item });
      await expect.poll(async () => (await listeners()).length).toBe(before.length);
      await commitBid(t.database.db, item, macao.id, 3000, at(2));
      expect(await client.next(count(2))).toMatchObject({ IsOutBid: 0 });
    },
  );
});
