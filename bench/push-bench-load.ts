/**
 * The push benchmark's load, in a worker thread so that receipt times are not held up by the
 * server's event loop: a loopback push service (server/testing/push-endpoint.ts) with one device
 * per bidder, subscribed through the API, then bidders bidding on random items with a pause
 * between bids. Each push is decrypted; its sentAt is the event's time, so receipt - sentAt is the
 * delay from the bid to the device.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { bidIncrementCents } from '../src/domain/bidding/bid-increment';
import type { PushMessage } from '../src/domain/push/push.schema';
import { startPushEndpoint } from '../server/testing/push-endpoint';

export interface PushLoadInput {
  baseUrl: string;
  itemIds: number[];
  cookies: string[];
  seconds: number;
  pauseMs: number;
  /** How long to wait for the last pushes after the bidding stops. */
  settleMs: number;
  startCents: number;
}

export interface PushLoadResult {
  accepted: number;
  tooLow: number;
  others: Record<string, number>;
  elapsedMs: number;
  /** Bid round trips, ms, sorted. */
  latencies: number[];
  /** Receipt minus the event's time (the message's sentAt), ms, sorted. */
  receiptDelays: number[];
  /** Pushes that failed to decrypt or parse. */
  unreadable: number;
}

const input = workerData as PushLoadInput;
const known = new Map<number, number>(input.itemIds.map((id) => [id, input.startCents]));
const learn = (itemId: number, minCents: number) => known.set(itemId, Math.max(known.get(itemId) ?? 0, minCents));

async function bidder(cookie: string, deadline: number, result: PushLoadResult) {
  const floors = new Map<number, number>();
  while (performance.now() < deadline) {
    const itemId = input.itemIds[Math.floor(Math.random() * input.itemIds.length)]!;
    const base = Math.max(known.get(itemId)!, floors.get(itemId) ?? 0);
    const price = base + bidIncrementCents(base) * Math.floor(Math.random() * 3);
    const sent = performance.now();
    const response = await fetch(`${input.baseUrl}/api/items/${itemId}/bids`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'bench' },
      body: JSON.stringify({ Price: price }),
    });
    const body = (await response.json()) as { USD_Price?: number; error?: { code: string; values?: { n?: string } } };
    result.latencies.push(performance.now() - sent);
    if (response.status === 200 && body.USD_Price !== undefined) {
      result.accepted += 1;
      floors.delete(itemId);
      learn(itemId, body.USD_Price + bidIncrementCents(body.USD_Price));
    } else if (body.error?.code === 'BID_TOO_LOW') {
      result.tooLow += 1;
      const floor = Math.round(Number(body.error.values?.n ?? 0) * 100);
      floors.set(itemId, floor);
      learn(itemId, floor);
    } else {
      const key = `${response.status}/${body.error?.code ?? '?'}`;
      result.others[key] = (result.others[key] ?? 0) + 1;
    }
    await new Promise((resolve) => setTimeout(resolve, input.pauseMs * (0.5 + Math.random())));
  }
}

async function run(): Promise<PushLoadResult> {
  const result: PushLoadResult = { accepted: 0, tooLow: 0, others: {}, elapsedMs: 0, latencies: [], receiptDelays: [], unreadable: 0 };
  const endpoint = await startPushEndpoint();
  const devices = input.cookies.map(() => endpoint.device());
  await Promise.all(
    devices.map(async (device, i) => {
      const response = await fetch(`${input.baseUrl}/api/push/subscriptions`, {
        method: 'POST',
        headers: { cookie: input.cookies[i]!, 'content-type': 'application/json', 'x-requested-with': 'bench', 'user-agent': 'push-bench Chrome/126 Android' },
        body: JSON.stringify(device.subscription),
      });
      if (response.status !== 201) throw new Error(`subscribe: ${response.status} ${await response.text()}`);
    }),
  );

  const started = performance.now();
  await Promise.all(input.cookies.map((cookie) => bidder(cookie, started + input.seconds * 1000, result)));
  result.elapsedMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, input.settleMs));

  for (const device of devices) {
    for (const push of device.delivered()) {
      try {
        const message = device.open<PushMessage>(push.body);
        result.receiptDelays.push(push.atMs - Date.parse(message.sentAt));
      } catch {
        result.unreadable += 1;
      }
    }
  }
  await endpoint.close();
  result.receiptDelays.sort((a, b) => a - b);
  result.latencies.sort((a, b) => a - b);
  return result;
}

parentPort!.postMessage(await run());
