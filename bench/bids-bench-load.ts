/**
 * The bid benchmark's load, run in a worker thread so its event loop is not the server's: hundreds of
 * SignalR clients following the item (skipNegotiation, visitors) and concurrent bidders over HTTP.
 * A bidder bids the lowest amount it believes accepted, plus 0-2 increments, from what it last
 * heard (its reply, a refusal's minimum or a hub message); stale beliefs are refused with
 * BID_TOO_LOW as a real crowd's would be.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { bidIncrementCents } from '../src/domain/bidding/bid-increment';
import type { HubBidMessage } from '../src/domain/bidding/bid.schema';
import { connectLive, type LiveClient } from '../server/testing/live-hub-clients';

export interface LoadInput {
  baseUrl: string;
  itemId: number;
  cookies: string[];
  seconds: number;
  clients: number;
  startCents: number;
}

export interface LoadResult {
  accepted: number;
  tooLow: number;
  /** Other answers by status/code, e.g. "500/SERVER_ERROR". */
  others: Record<string, number>;
  elapsedMs: number;
  /** Bid round trips, ms, sorted. */
  latencies: number[];
  /** Receipt minus CommittedAt for every message at every client, ms, sorted. */
  delays: number[];
  /**
   * For every accepted bid and every client: the first receipt of a state holding it minus the time
   * the bidder had its reply (after the commit), ms, sorted; negative when the hub was first.
   */
  replyDelays: number[];
  messages: number;
  connectMs: number;
  /** AuctionCount of the last message each client got. */
  lastCounts: number[];
}

const input = workerData as LoadInput;

const known = { count: 0, minCents: input.startCents };
function learn(count: number, publicMinCents: number) {
  if (count <= known.count) return;
  known.count = count;
  known.minCents = publicMinCents;
}

/** Per client: [AuctionCount, receipt time (ms, Date.now())] of each message, in order. */
const receipts: [number, number][][] = Array.from({ length: input.clients }, () => []);
/** Accepted bids: [AuctionCount after the bid, reply time (ms, Date.now())]. */
const replies: [number, number][] = [];

async function connectClients(delays: number[], lastCounts: number[]): Promise<LiveClient[]> {
  const clients: LiveClient[] = [];
  const batch = 50;
  for (let from = 0; from < input.clients; from += batch) {
    const started = await Promise.all(
      Array.from({ length: Math.min(batch, input.clients - from) }, (_, i) => {
        const index = from + i;
        return connectLive(input.baseUrl, {
          skipNegotiation: true,
          keep: false,
          onMessage: (message: HubBidMessage, receivedAtMs: number) => {
            delays.push(receivedAtMs - Date.parse(message.CommittedAt));
            receipts[index]!.push([message.AuctionCount, receivedAtMs]);
            lastCounts[index] = Math.max(lastCounts[index] ?? 0, message.AuctionCount);
            learn(message.AuctionCount, message.MinNextBid);
          },
        });
      }),
    );
    await Promise.all(started.map((client) => client.join(input.itemId)));
    clients.push(...started);
  }
  return clients;
}

async function bidder(cookie: string, deadline: number, result: LoadResult) {
  let ownFloor = 0;
  while (performance.now() < deadline) {
    const base = Math.max(known.minCents, ownFloor);
    const price = base + bidIncrementCents(base) * Math.floor(Math.random() * 3);
    const sent = performance.now();
    const response = await fetch(`${input.baseUrl}/api/items/${input.itemId}/bids`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'bench' },
      body: JSON.stringify({ Price: price }),
    });
    const body = (await response.json()) as { AuctionCount?: number; USD_Price?: number; error?: { code: string; values?: { n?: string } } };
    result.latencies.push(performance.now() - sent);
    if (response.status === 200 && body.AuctionCount !== undefined && body.USD_Price !== undefined) {
      result.accepted += 1;
      replies.push([body.AuctionCount, Date.now()]);
      ownFloor = 0;
      learn(body.AuctionCount, body.USD_Price + bidIncrementCents(body.USD_Price));
    } else if (body.error?.code === 'BID_TOO_LOW') {
      result.tooLow += 1;
      ownFloor = Math.round(Number(body.error.values?.n ?? 0) * 100);
    } else {
      const key = `${response.status}/${body.error?.code ?? '?'}`;
      result.others[key] = (result.others[key] ?? 0) + 1;
    }
  }
}

function replyToReceipt(): number[] {
  const bids = [...replies].sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const messages of receipts) {
    let m = 0;
    for (const [count, repliedAt] of bids) {
      while (m < messages.length && messages[m]![0] < count) m += 1;
      if (m === messages.length) break;
      out.push(messages[m]![1] - repliedAt);
    }
  }
  return out.sort((a, b) => a - b);
}

async function run(): Promise<LoadResult> {
  const result: LoadResult = { accepted: 0, tooLow: 0, others: {}, elapsedMs: 0, latencies: [], delays: [], replyDelays: [], messages: 0, connectMs: 0, lastCounts: new Array<number>(input.clients).fill(0) };
  const connectStarted = performance.now();
  const clients = await connectClients(result.delays, result.lastCounts);
  result.connectMs = performance.now() - connectStarted;

  const started = performance.now();
  const deadline = started + input.seconds * 1000;
  await Promise.all(input.cookies.map((cookie) => bidder(cookie, deadline, result)));
  result.elapsedMs = performance.now() - started;

  // Let the last messages arrive: until every client has the final count, or 10 s.
  const finalCount = known.count;
  const waitUntil = performance.now() + 10_000;
  while (performance.now() < waitUntil && result.lastCounts.some((count) => count < finalCount)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await Promise.all(clients.map((client) => client.stop()));
  result.messages = result.delays.length;
  result.replyDelays = replyToReceipt();
  result.latencies.sort((a, b) => a - b);
  result.delays.sort((a, b) => a - b);
  return result;
}

parentPort!.postMessage(await run());
