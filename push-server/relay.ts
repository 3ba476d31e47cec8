/**
 * The push relay's loop: fan out new 'push' events and send what that wrote, then claim and send
 * due retries, every pollMs, and at once when a bid commits (LISTEN on the live hub's bid channel:
 * an outbid's event commits with its bid). Sends run in the background, at most MAX_IN_FLIGHT at a
 * time, so one slow push service does not hold up the next outbid; every relay and node may run
 * this at the same time (SKIP LOCKED claims, leases).
 */
import { and, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { pushDeliveries } from '../server/db/schema';
import { silentLog, type JobLog } from '../server/jobs/consume-outbox-event';
import { BID_CHANNEL } from '../server/hub/bid-events';
import { fanOutPushEvents } from './fan-out';
import { claimDueDeliveries, sendDelivery, sendDueDeliveries, type ClaimedDelivery, type RelayContext, type SendOptions, type SendSummary } from './send-deliveries';
import { ensureVapidKeys, type VapidKeys } from './vapid-keys';

export interface RelayOptions extends SendOptions {
  pollMs: number;
  /** LISTEN for committed bids to run at once (the API process's or the relay's own database). */
  listen?: Database['listen'];
}

export interface PushRelay {
  stop(): Promise<void>;
}

const MAX_IN_FLIGHT = 64;
/** A burst of wake-ups runs the relay at most this often. */
const MIN_GAP_MS = 10;
const CLEAN_EVERY_MS = 3_600_000;
const KEEP_DONE_MS = 7 * 86_400_000;

export function startPushRelay(ctx: RelayContext, log: JobLog, options: RelayOptions): PushRelay {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let lastEnd = 0;
  let lastClean = -Infinity;
  const sending = new Set<Promise<unknown>>();
  // Made once per database and never replaced: read them once.
  let keys: VapidKeys | undefined;

  const dispatch = async (deliveries: ClaimedDelivery[]) => {
    if (deliveries.length === 0) return;
    keys ??= await ensureVapidKeys(ctx.db, ctx.clock.now());
    for (const delivery of deliveries) {
      const send = sendDelivery(ctx, delivery, keys, options, log)
        .catch((error: unknown) => log.error({ err: error, deliveryId: delivery.id }, 'push send failed'))
        .finally(() => sending.delete(send));
      sending.add(send);
    }
  };

  const run = async () => {
    const fanOut = await fanOutPushEvents(ctx, log);
    await dispatch(fanOut.fresh);
    const claim = await claimDueDeliveries(ctx, MAX_IN_FLIGHT - sending.size);
    await dispatch(claim.deliveries);
    if (performance.now() - lastClean > CLEAN_EVERY_MS) {
      lastClean = performance.now();
      await removeOldDeliveries(ctx);
    }
  };

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  };
  const tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error: unknown) => log.error({ err: error, job: 'push-relay' }, 'job run failed'))
      .finally(() => {
        running = undefined;
        lastEnd = performance.now();
        if (!stopped) schedule(again ? MIN_GAP_MS : options.pollMs);
        again = false;
      });
  };
  const wake = () => {
    if (stopped) return;
    if (running) again = true;
    else schedule(Math.max(0, lastEnd + MIN_GAP_MS - performance.now()));
  };

  const unlisten = options.listen?.(BID_CHANNEL, wake, { onResume: wake }).catch((error: unknown) => {
    log.error({ err: error }, 'push relay: LISTEN failed, polling only');
    return undefined;
  });
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await (await unlisten)?.();
      await running;
      await Promise.all(sending);
    },
  };
}

export interface RelayRunResult extends SendSummary {
  events: number;
  deliveries: number;
}

/** One pass of the relay, waiting for its sends (tests; a relay's loop does the same without waiting). */
export async function runRelayOnce(ctx: RelayContext, options: SendOptions, log: JobLog = silentLog): Promise<RelayRunResult> {
  const fanOut = await fanOutPushEvents(ctx, log);
  const outcomes = fanOut.fresh.length
    ? await (async () => {
        const keys = await ensureVapidKeys(ctx.db, ctx.clock.now());
        return Promise.all(fanOut.fresh.map((d) => sendDelivery(ctx, d, keys, options, log)));
      })()
    : [];
  const due = await sendDueDeliveries(ctx, options, log);
  const count = (outcome: string) => outcomes.filter((o) => o === outcome).length;
  return {
    events: fanOut.events,
    deliveries: fanOut.deliveries,
    sent: due.sent + count('sent'),
    retried: due.retried + count('retry'),
    failed: due.failed + count('failed'),
    removed: due.removed + count('removed'),
    superseded: due.superseded + fanOut.superseded,
  };
}

/** Sent, failed and superseded deliveries are kept a week, to look into, then removed. */
export async function removeOldDeliveries(ctx: RelayContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - KEEP_DONE_MS);
  const removed = await ctx.db
    .delete(pushDeliveries)
    .where(and(ne(pushDeliveries.status, 'pending'), lt(sql`coalesce(${pushDeliveries.sentAt}, ${pushDeliveries.availableAt})`, before)))
    .returning({ id: pushDeliveries.id });
  return removed.length;
}
