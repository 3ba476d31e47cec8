/**
 * The bid benchmark's watchers, in a worker thread of their own (each stands for a phone, so their
 * message handling must not hold up the bidders' thread): SignalR clients following the item as
 * visitors (skipNegotiation). Each new state heard is passed to the bidders through `heard`;
 * on `finish` they wait for the final count (at most 10 s) and post what they received.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { HubBidMessage } from '../src/domain/bidding/bid.schema';
import { connectLive, type LiveClient } from '../server/testing/live-hub-clients';

export interface ClientsInput {
  baseUrl: string;
  itemId: number;
  clients: number;
  /** Where to post { count, minCents } whenever a client hears a new AuctionCount. */
  heard: MessagePort;
}

export interface ClientsReady {
  connectMs: number;
}

export interface ClientsFinish {
  finalCount: number;
}

export interface ClientsResult {
  /** Receipt minus CommittedAt for every message at every client, ms. */
  delays: number[];
  /** Per client: [AuctionCount, receipt time (ms, Date.now())] of each message, in order. */
  receipts: [number, number][][];
  /** AuctionCount of the last message each client got. */
  lastCounts: number[];
}

const input = workerData as ClientsInput;
const result: ClientsResult = {
  delays: [],
  receipts: Array.from({ length: input.clients }, () => []),
  lastCounts: new Array<number>(input.clients).fill(0),
};
let loudest = 0;

function onMessage(index: number, message: HubBidMessage, receivedAtMs: number) {
  result.delays.push(receivedAtMs - Date.parse(message.CommittedAt));
  result.receipts[index]!.push([message.AuctionCount, receivedAtMs]);
  result.lastCounts[index] = Math.max(result.lastCounts[index]!, message.AuctionCount);
  if (message.AuctionCount > loudest) {
    loudest = message.AuctionCount;
    input.heard.postMessage({ count: message.AuctionCount, minCents: message.MinNextBid });
  }
}

async function connectClients(): Promise<LiveClient[]> {
  const clients: LiveClient[] = [];
  const batch = 50;
  for (let from = 0; from < input.clients; from += batch) {
    const started = await Promise.all(
      Array.from({ length: Math.min(batch, input.clients - from) }, (_, i) =>
        connectLive(input.baseUrl, {
          skipNegotiation: true,
          keep: false,
          onMessage: (message: HubBidMessage, receivedAtMs: number) => onMessage(from + i, message, receivedAtMs),
        }),
      ),
    );
    await Promise.all(started.map((client) => client.join(input.itemId)));
    clients.push(...started);
  }
  return clients;
}

const connectStarted = performance.now();
const clients = await connectClients();
parentPort!.postMessage({ connectMs: performance.now() - connectStarted } satisfies ClientsReady);

parentPort!.once('message', async ({ finalCount }: ClientsFinish) => {
  const waitUntil = performance.now() + 10_000;
  while (performance.now() < waitUntil && result.lastCounts.some((count) => count < finalCount)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await Promise.all(clients.map((client) => client.stop()));
  input.heard.close();
  parentPort!.postMessage(result);
});
