/**
 * The relay's sender. New deliveries come from the fan-out already leased; due retries (and
 * deliveries whose relay died) are taken by a claim: one short transaction, FOR UPDATE SKIP LOCKED,
 * that supersedes those a newer message with the same topic has replaced and moves the others'
 * available_at a lease ahead, so no other relay takes them while this one sends. The sends run after
 * the commit, each a real RFC 8291 (aes128gcm) request with a VAPID JWT (web-push builds it; its own
 * sendNotification speaks only https). In production it goes only to a push service at a checked
 * public address (endpoint-target.ts). A relay that dies mid-send leaves the lease to run out:
 * the delivery is sent again (at least once).
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../server/app';
import type { Db } from '../server/db/client';
import { pushDeliveries, pushSubscriptions } from '../server/db/schema';
import { silentLog, type JobLog } from '../server/jobs/consume-outbox-event';
import { ensureVapidKeys, type VapidKeys } from './vapid-keys';
import { retryDelayMs, MAX_ATTEMPTS } from './retry-delay';
import { endpointTarget, type EndpointPolicy, type EndpointTarget } from './endpoint-target';
import { postToPushService, type PushServiceReply } from './post-to-push-service';
import { pushDeliveries as pushDeliveryOutcomes } from '../server/metrics/metrics';

export type RelayContext = Pick<AppContext, 'db' | 'clock'>;

export interface SendOptions extends EndpointPolicy {
  /** The VAPID subject (PUSH_VAPID_SUBJECT). */
  subject: string;
  timeoutMs?: number;
  /** Deliveries per claim. */
  batch?: number;
}

export interface ClaimedDelivery {
  id: number;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  topic: string | null;
  urgency: string;
  ttlSeconds: number;
  message: unknown;
  eventAt: Date;
  attempts: number;
}

export type SendOutcome = 'sent' | 'retry' | 'failed' | 'removed';

export interface SendSummary {
  sent: number;
  retried: number;
  failed: number;
  removed: number;
  superseded: number;
}

/** How long a claimed delivery is this relay's: longer than a send can take. */
export const LEASE_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_BATCH = 50;

/** Claims and sends every due delivery, waiting for the sends (tests, and a relay's one-off run). */
export async function sendDueDeliveries(ctx: RelayContext, options: SendOptions, log: JobLog = silentLog): Promise<SendSummary> {
  const summary: SendSummary = { sent: 0, retried: 0, failed: 0, removed: 0, superseded: 0 };
  const batch = options.batch ?? DEFAULT_BATCH;
  for (;;) {
    const claim = await claimDueDeliveries(ctx, batch);
    summary.superseded += claim.superseded;
    if (claim.deliveries.length === 0 && claim.superseded === 0) return summary;
    const keys = claim.deliveries.length ? await ensureVapidKeys(ctx.db, ctx.clock.now()) : null;
    const outcomes = await Promise.all(claim.deliveries.map((d) => sendDelivery(ctx, d, keys!, options, log)));
    for (const outcome of outcomes) {
      if (outcome === 'sent') summary.sent += 1;
      else if (outcome === 'retry') summary.retried += 1;
      else if (outcome === 'failed') summary.failed += 1;
      else summary.removed += 1;
    }
    if (claim.deliveries.length + claim.superseded < batch) return summary;
  }
}

export interface Claim {
  deliveries: ClaimedDelivery[];
  superseded: number;
}

export async function claimDueDeliveries(ctx: RelayContext, limit: number): Promise<Claim> {
  if (limit <= 0) return { deliveries: [], superseded: 0 };
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: pushDeliveries.id })
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.status, 'pending'), lte(pushDeliveries.availableAt, now)))
      .orderBy(asc(pushDeliveries.availableAt), asc(pushDeliveries.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return { deliveries: [], superseded: 0 };
    const ids = due.map((d) => d.id);
    // A newer message with the same topic, waiting or already sent, makes this one stale: a burst of
    // outbids while the phone was offline becomes the last one.
    const superseded = await tx
      .update(pushDeliveries)
      .set({ status: 'superseded' })
      .where(
        and(
          inArray(pushDeliveries.id, ids),
          sql`${pushDeliveries.topic} is not null`,
          sql`exists (select 1 from push_deliveries newer
                where newer.subscription_id = ${pushDeliveries.subscriptionId} and newer.topic = ${pushDeliveries.topic}
                  and newer.event_id > ${pushDeliveries.eventId} and newer.status in ('pending', 'sent'))`,
        ),
      )
      .returning({ id: pushDeliveries.id });
    const gone = new Set(superseded.map((s) => s.id));
    const sending = ids.filter((id) => !gone.has(id));
    if (sending.length === 0) return { deliveries: [], superseded: gone.size };
    const deliveries = await tx
      .update(pushDeliveries)
      .set({ availableAt: new Date(now.getTime() + LEASE_MS) })
      .from(pushSubscriptions)
      .where(and(inArray(pushDeliveries.id, sending), eq(pushSubscriptions.id, pushDeliveries.subscriptionId)))
      .returning({
        id: pushDeliveries.id,
        subscriptionId: pushDeliveries.subscriptionId,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        topic: pushDeliveries.topic,
        urgency: pushDeliveries.urgency,
        ttlSeconds: pushDeliveries.ttlSeconds,
        message: pushDeliveries.message,
        eventAt: pushDeliveries.eventAt,
        attempts: pushDeliveries.attempts,
      });
    return { deliveries: deliveries.sort((a, b) => a.id - b.id), superseded: gone.size };
  });
}

/** Sends one claimed delivery and records what the push service answered. */
export async function sendDelivery(ctx: RelayContext, delivery: ClaimedDelivery, keys: VapidKeys, options: SendOptions, log: JobLog): Promise<SendOutcome> {
  const outcome = await deliver(ctx, delivery, keys, options, log);
  pushDeliveryOutcomes.inc({ outcome });
  return outcome;
}

async function deliver(ctx: RelayContext, delivery: ClaimedDelivery, keys: VapidKeys, options: SendOptions, log: JobLog): Promise<SendOutcome> {
  const leftAt = ctx.clock.now();
  // What is left of its time to live: a retried outbid must not outlive the auction.
  const ttl = delivery.ttlSeconds - Math.floor((leftAt.getTime() - delivery.eventAt.getTime()) / 1000);
  if (ttl <= 0) return recordFailure(ctx.db, delivery, 'expired before it could be sent');
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
      JSON.stringify(delivery.message),
      {
        vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: ttl,
        urgency: delivery.urgency as webpush.Urgency,
        ...(delivery.topic ? { topic: delivery.topic } : {}),
      },
    );
  } catch (error) {
    // Keys that do not encrypt: no retry can help.
    return recordFailure(ctx.db, delivery, `request not built: ${String(error)}`);
  }

  let target: EndpointTarget;
  let response: PushServiceReply;
  try {
    target = await endpointTarget(delivery.endpoint, options);
    if (target.refused) {
      // Failed, not removed: dropping the device would tell its member what answered there.
      log.error({ deliveryId: delivery.id }, 'push endpoint refused: not a push service at a public address');
      return recordFailure(ctx.db, delivery, 'endpoint refused: not a push service at a public address');
    }
    response = await postToPushService(delivery.endpoint, requestHeaders(request.headers), request.body ?? null, {
      pinned: target.pinned,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
  } catch (error) {
    return recordRetry(ctx, delivery, `network: ${String(error)}`, null);
  }

  const { status } = response;
  if (status >= 200 && status < 300) {
    await ctx.db.update(pushDeliveries).set({ status: 'sent', sentAt: leftAt, attempts: delivery.attempts + 1, lastError: null }).where(eq(pushDeliveries.id, delivery.id));
    await ctx.db.update(pushSubscriptions).set({ lastSentAt: leftAt }).where(eq(pushSubscriptions.id, delivery.subscriptionId));
    return 'sent';
  }
  if (status === 404 || status === 410) {
    // The browser unsubscribed or the subscription expired: forget the device (its deliveries go with it).
    await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, delivery.subscriptionId));
    return 'removed';
  }
  if (status === 429 || status >= 500) return recordRetry(ctx, delivery, `HTTP ${status}`, response.retryAfter);
  log.error({ deliveryId: delivery.id, status }, 'push service refused a message');
  return recordFailure(ctx.db, delivery, `HTTP ${status}`);
}

/** node:http wants strings; postToPushService sets Content-Length from the body it sends. */
function requestHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
}

async function recordRetry(ctx: RelayContext, delivery: ClaimedDelivery, error: string, retryAfter: string | null): Promise<SendOutcome> {
  const attempts = delivery.attempts + 1;
  if (attempts >= MAX_ATTEMPTS) return recordFailure(ctx.db, delivery, error);
  const now = ctx.clock.now();
  await ctx.db
    .update(pushDeliveries)
    .set({ attempts, lastError: error, availableAt: new Date(now.getTime() + retryDelayMs(attempts, retryAfter, Date.now())) })
    .where(eq(pushDeliveries.id, delivery.id));
  return 'retry';
}

async function recordFailure(db: Db, delivery: ClaimedDelivery, error: string): Promise<SendOutcome> {
  await db.update(pushDeliveries).set({ status: 'failed', attempts: delivery.attempts + 1, lastError: error.slice(0, 500) }).where(eq(pushDeliveries.id, delivery.id));
  return 'failed';
}
