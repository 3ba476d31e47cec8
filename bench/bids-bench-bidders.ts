/**
 * The bid benchmark's bidders, in a worker thread: concurrent bidders over HTTP, each bidding again
 * as soon as answered or on a fixed beat (paceMs). A bidder bids the lowest amount it believes
 * accepted, plus 0-2 increments, from what it last heard (its reply, a refusal's minimum or the
 * watchers' news, `heard`); stale beliefs are refused with BID_TOO_LOW as a real crowd's would be.
 */
import http from 'node:http';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { bidIncrementCents } from '../src/domain/bidding/bid-increment';

export interface BiddersInput {
  baseUrl: string;
  itemId: number;
  cookies: string[];
  seconds: number;
  startCents: number;
  /** 0: each bidder bids again as soon as answered; else every paceMs (or when answered, if later). */
  paceMs: number;
  /** { count, minCents } from the watchers. */
  heard: MessagePort;
}

export interface BiddersResult {
  accepted: number;
  tooLow: number;
  /** Other answers by status/code, e.g. "500/SERVER_ERROR". */
  others: Record<string, number>;
  elapsedMs: number;
  /** Bid round trips, ms. */
  latencies: number[];
  /** The accepted bids' round trips, ms. */
  acceptedLatencies: number[];
  /** Accepted bids: [AuctionCount after the bid, reply time (ms, Date.now())]. */
  replies: [number, number][];
  /** The highest AuctionCount known at the end. */
  finalCount: number;
}

const input = workerData as BiddersInput;

const known = { count: 0, minCents: input.startCents };
function learn(count: number, publicMinCents: number) {
  if (count <= known.count) return;
  known.count = count;
  known.minCents = publicMinCents;
}
input.heard.on('message', ({ count, minCents }: { count: number; minCents: number }) => learn(count, minCents));

// node:http on kept-alive sockets rather than fetch: fetch cost the load thread more time than the
// server took to answer, and the bidders' latency measured their own thread's backlog.
const agent = new http.Agent({ keepAlive: true });

function postJson(path: string, cookie: string, payload: unknown): Promise<{ status: number; body: unknown }> {
  const data = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${input.baseUrl}${path}`,
      {
        method: 'POST',
        agent,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), 'x-requested-with': 'bench' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: parseBody(Buffer.concat(chunks).toString('utf8')) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

/** A JSON reply's body; anything else (a proxy's HTML error page) as no body, counted under "others". */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

async function bidder(cookie: string, deadline: number, result: BiddersResult) {
  let ownFloor = 0;
  // Paced bidders start spread over one interval, then keep to their own beat.
  let due = performance.now() + Math.random() * input.paceMs;
  while (performance.now() < deadline) {
    if (input.paceMs > 0) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (performance.now() >= deadline) break;
      due = Math.max(due + input.paceMs, performance.now());
    }
    const base = Math.max(known.minCents, ownFloor);
    const price = base + bidIncrementCents(base) * Math.floor(Math.random() * 3);
    const sent = performance.now();
    const response = await postJson(`/api/items/${input.itemId}/bids`, cookie, { Price: price });
    const body = response.body as { AuctionCount?: number; USD_Price?: number; error?: { code: string; values?: { n?: string } } };
    const latency = performance.now() - sent;
    result.latencies.push(latency);
    if (response.status === 200 && body.AuctionCount !== undefined && body.USD_Price !== undefined) {
      result.accepted += 1;
      result.acceptedLatencies.push(latency);
      result.replies.push([body.AuctionCount, Date.now()]);
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

const result: BiddersResult = { accepted: 0, tooLow: 0, others: {}, elapsedMs: 0, latencies: [], acceptedLatencies: [], replies: [], finalCount: 0 };
const started = performance.now();
const deadline = started + input.seconds * 1000;
await Promise.all(input.cookies.map((cookie) => bidder(cookie, deadline, result)));
result.elapsedMs = performance.now() - started;
result.finalCount = known.count;
agent.destroy();
input.heard.close();
parentPort!.postMessage(result);
