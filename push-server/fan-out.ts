/**
 * The relay's fan-out: consumes 'push' outbox events (the twins enqueueEvent writes) and writes one
 * push_deliveries row per subscribed device of the member, unless the member switched that kind off.
 * Events are claimed in batches (FOR UPDATE SKIP LOCKED, as consumeNextEvent claims one), so a burst
 * of outbids costs a handful of queries; a batch that fails is retried event by event through
 * consumeNextEvent, which isolates the bad event with its attempts, error and backoff.
 * New deliveries are written already leased to this relay and handed straight to its sender, so an
 * outbid does not wait for a claim; if the relay dies first, the lease runs out and any relay claims them.
 * At least once in, once out: a redelivered event hits the unique (event_id, subscription_id) index.
 */
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../server/db/client';
import { outbox, pushDeliveries, pushSubscriptions } from '../server/db/schema';
import { OutboxKind } from '../server/services/outbox/enqueue-event';
import { consumeNextEvent, MAX_EVENT_ATTEMPTS, silentLog, type JobLog, type OutboxEvent } from '../server/jobs/consume-outbox-event';
import { yieldToRequests } from '../server/jobs/yield-to-requests';
import { PushKind } from '../src/domain/push/push.schema';
import { noticeText } from '../server/i18n/notice-text';
import { loadPushFacts } from './push-facts';
import { pushKinds } from './push-kinds';
import type { PushEvent } from './push-event';
import { LEASE_MS, type ClaimedDelivery, type RelayContext } from './send-deliveries';

const BATCH = 100;
const MAX_BATCHES_PER_RUN = 20;

export interface FanOutResult {
  events: number;
  /** Deliveries written now. */
  deliveries: number;
  /** Of those, the ones a newer message in the same batch replaced (same device and topic). */
  superseded: number;
  /** The others, already leased to this relay: send them now (no claim needed). */
  fresh: ClaimedDelivery[];
}

const none = (events = 0): FanOutResult => ({ events, deliveries: 0, superseded: 0, fresh: [] });

export async function fanOutPushEvents(ctx: RelayContext, log: JobLog = silentLog): Promise<FanOutResult> {
  const result = none();
  for (let i = 0; i < MAX_BATCHES_PER_RUN; i++) {
    await yieldToRequests();
    let batch: FanOutResult;
    try {
      batch = await fanOutBatch(ctx);
    } catch (error) {
      log.error({ err: error }, 'push fan-out batch failed: retrying its events one by one');
      batch = await fanOutOneByOne(ctx, log);
    }
    result.events += batch.events;
    result.deliveries += batch.deliveries;
    result.superseded += batch.superseded;
    result.fresh.push(...batch.fresh);
    if (batch.events < BATCH) break;
  }
  return result;
}

async function fanOutBatch(ctx: RelayContext): Promise<FanOutResult> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const events = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, OutboxKind.Push), isNull(outbox.processedAt), lte(outbox.availableAt, now), lt(outbox.attempts, MAX_EVENT_ATTEMPTS)))
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (events.length === 0) return none();
    const result = await fanOut(tx, events, now);
    await tx
      .update(outbox)
      .set({ processedAt: now, attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, events.map((e) => e.id)));
    return result;
  });
}

async function fanOutOneByOne(ctx: RelayContext, log: JobLog): Promise<FanOutResult> {
  const result = none();
  for (let i = 0; i < BATCH; i++) {
    await yieldToRequests();
    const outcome = await consumeNextEvent(ctx, [OutboxKind.Push], (tx, event, now) => fanOut(tx, [event], now), log);
    if (outcome === null) break;
    result.events += 1;
    if (!outcome.ok) continue;
    result.deliveries += outcome.value.deliveries;
    result.superseded += outcome.value.superseded;
    result.fresh.push(...outcome.value.fresh);
  }
  return result;
}

/** Writes the events' deliveries (a replayed event writes none again). */
async function fanOut(tx: Tx, events: OutboxEvent[], now: Date): Promise<FanOutResult> {
  // A kind this relay does not know (a newer node wrote it): nothing to send, and nothing to retry.
  const known = events.flatMap((row) => {
    const payload = row.payload as PushEvent;
    const kind = PushKind.safeParse(payload.event);
    return kind.success ? [{ row, payload, kind: kind.data }] : [];
  });
  const memberIds = [...new Set(known.map((e) => e.payload.memberId))];
  if (memberIds.length === 0) return none(events.length);
  const subscriptions = await tx
    .select({
      id: pushSubscriptions.id,
      memberId: pushSubscriptions.memberId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      // The kinds the member switched off (no row: on).
      off: sql<string[]>`array(select p.kind from push_preferences p where p.member_id = push_subscriptions.member_id and not p.enabled)`,
      // The member's language: each delivery is worded in it.
      language: sql<string | null>`(select m.language from members m where m.id = push_subscriptions.member_id)`,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.memberId, memberIds));
  if (subscriptions.length === 0) return none(events.length);
  const devices = Map.groupBy(subscriptions, (s) => s.memberId);
  const wanted = known.filter((e) => devices.get(e.payload.memberId)?.some((s) => !s.off.includes(e.kind)));
  if (wanted.length === 0) return none(events.length);

  const factsOf = await loadPushFacts(tx, wanted.map((e) => e.payload));
  const lease = new Date(now.getTime() + LEASE_MS);
  const drafts = wanted.flatMap(({ row, payload, kind }) => {
    const language = devices.get(payload.memberId)?.[0]?.language;
    const draft = pushKinds[kind].draft(kind, payload, factsOf(payload), row.createdAt, noticeText(language));
    if (!draft) return [];
    const message = { ...draft.message, sentAt: row.createdAt.toISOString() };
    return (devices.get(payload.memberId) ?? []).map((s) => ({
      eventId: row.id,
      subscriptionId: s.id,
      kind,
      topic: draft.topic,
      urgency: draft.urgency,
      ttlSeconds: draft.ttlSeconds,
      message,
      eventAt: row.createdAt,
      availableAt: lease,
      status: 'pending',
    }));
  });
  // Within the batch, a newer message for the same device and topic replaces an older one at once.
  const newest = new Map<string, number>();
  for (const d of drafts) {
    const key = `${d.subscriptionId} ${d.topic}`;
    newest.set(key, Math.max(newest.get(key) ?? 0, d.eventId));
  }
  for (const d of drafts) if (newest.get(`${d.subscriptionId} ${d.topic}`) !== d.eventId) d.status = 'superseded';
  if (drafts.length === 0) return none(events.length);

  const inserted = await tx
    .insert(pushDeliveries)
    .values(drafts)
    .onConflictDoNothing({ target: [pushDeliveries.eventId, pushDeliveries.subscriptionId] })
    .returning({ id: pushDeliveries.id, eventId: pushDeliveries.eventId, subscriptionId: pushDeliveries.subscriptionId, status: pushDeliveries.status });
  const byId = new Map(subscriptions.map((s) => [s.id, s]));
  const draftOf = new Map(drafts.map((d) => [`${d.eventId} ${d.subscriptionId}`, d]));
  const fresh = inserted.flatMap((row): ClaimedDelivery[] => {
    const draft = draftOf.get(`${row.eventId} ${row.subscriptionId}`)!;
    const device = byId.get(row.subscriptionId)!;
    if (row.status !== 'pending') return [];
    const { endpoint, p256dh, auth } = device;
    const { topic, urgency, ttlSeconds, message, eventAt } = draft;
    return [{ id: row.id, subscriptionId: row.subscriptionId, endpoint, p256dh, auth, topic, urgency, ttlSeconds, message, eventAt, attempts: 0 }];
  });
  return { events: events.length, deliveries: inserted.length, superseded: inserted.length - fresh.length, fresh };
}
