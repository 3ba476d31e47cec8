/**
 * The cluster benchmark's watchers, in a worker thread: SignalR clients following the hot item
 * through HAProxy, negotiating as the PWA does (the negotiate and the socket may land on different
 * nodes). HAProxy names the node that took each socket in the 101's X-Holo-Node header, which a ws
 * subclass reads, so receipts are reported per node. Like bids-bench-clients.ts otherwise: each new
 * state heard goes to the bidders through `heard`; on `finish` they wait for the final count (at
 * most 10 s) and post what they received.
 */
import type { IncomingMessage } from 'node:http';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import WebSocket from 'ws';
import type { HubBidMessage } from '../src/domain/bidding/bid.schema';
import { connectLive, type LiveClient } from '../server/testing/live-hub-clients';

export interface ClusterClientsInput {
  baseUrl: string;
  itemId: number;
  clients: number;
  /** skipNegotiation as bids-bench-clients.ts does; otherwise negotiate first, as the PWA does. */
  skipNegotiation: boolean;
  heard: MessagePort;
}

export interface ClusterClientsReady {
  connectMs: number;
  /** Clients that could not connect or join (their error, first few). */
  failed: string[];
}

export interface ClusterClientsFinish {
  finalCount: number;
}

export interface ClusterClientsResult {
  /** Per client: the node that holds its socket (HAProxy's server name). */
  nodes: string[];
  /** Per client: receipt minus CommittedAt of every message, ms. */
  delays: number[][];
  /** AuctionCount of the last message each client got (-1: never connected). */
  lastCounts: number[];
}

const input = workerData as ClusterClientsInput;
const result: ClusterClientsResult = {
  nodes: new Array<string>(input.clients).fill('?'),
  delays: Array.from({ length: input.clients }, () => []),
  lastCounts: new Array<number>(input.clients).fill(-1),
};
let loudest = 0;

function onMessage(index: number, message: HubBidMessage, receivedAtMs: number) {
  result.delays[index]!.push(receivedAtMs - Date.parse(message.CommittedAt));
  result.lastCounts[index] = Math.max(result.lastCounts[index]!, message.AuctionCount);
  if (message.AuctionCount > loudest) {
    loudest = message.AuctionCount;
    input.heard.postMessage({ count: message.AuctionCount, minCents: message.MinNextBid });
  }
}

/** ws, noting the node HAProxy sent this client's socket to. */
function socketClassFor(index: number): typeof WebSocket {
  class NodeNotingWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[], options?: WebSocket.ClientOptions) {
      super(address, protocols, options);
      this.once('upgrade', (response: IncomingMessage) => {
        result.nodes[index] = String(response.headers['x-holo-node'] ?? '?');
      });
    }
  }
  return NodeNotingWebSocket as typeof WebSocket;
}

async function connectClients(): Promise<{ clients: LiveClient[]; failed: string[] }> {
  const clients: LiveClient[] = [];
  const failed: string[] = [];
  const batch = 50;
  for (let from = 0; from < input.clients; from += batch) {
    const started = await Promise.allSettled(
      Array.from({ length: Math.min(batch, input.clients - from) }, async (_, i) => {
        const index = from + i;
        const client = await connectLive(input.baseUrl, {
          skipNegotiation: input.skipNegotiation,
          keep: false,
          webSocket: socketClassFor(index),
          onMessage: (message: HubBidMessage, receivedAtMs: number) => onMessage(index, message, receivedAtMs),
        });
        await client.join(input.itemId);
        result.lastCounts[index] = Math.max(result.lastCounts[index]!, 0);
        return client;
      }),
    );
    for (const outcome of started) {
      if (outcome.status === 'fulfilled') clients.push(outcome.value);
      else if (failed.length < 5) failed.push(String(outcome.reason));
      else failed.push('');
    }
  }
  return { clients, failed };
}

const connectStarted = performance.now();
const { clients, failed } = await connectClients();
parentPort!.postMessage({ connectMs: performance.now() - connectStarted, failed } satisfies ClusterClientsReady);

parentPort!.once('message', async ({ finalCount }: ClusterClientsFinish) => {
  const waitUntil = performance.now() + 10_000;
  while (performance.now() < waitUntil && result.lastCounts.some((count) => count < finalCount)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await Promise.all(clients.map((client) => client.stop()));
  input.heard.close();
  parentPort!.postMessage(result);
});
