/**
 * Bid notifications: the outbox consumer that turns auction events (outbid, won, lost, sold, ended;
 * auction-notices.ts) into one /messages row each. At least once in, exactly once out: a
 * redelivered event hits the unique (source_event_id, member_id) index and inserts nothing.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app';
import type { Tx } from '../db/client';
import { commodities } from '../db/schema';
import { memberNoticeText } from '../i18n/member-notice-text';
import { writeNotification } from '../services/notifications/write-notification';
import type { AuctionEventPayload } from '../services/outbox/enqueue-event';
import { auctionNoticeKinds, auctionNotices, type AuctionNoticeKind } from './auction-notices';
import { consumeNextEvent, silentLog, type JobLog, type OutboxEvent } from './consume-outbox-event';
import { yieldToRequests } from './yield-to-requests';

const EVENTS_PER_RUN = 500;

export interface BidNotificationRunResult {
  events: number;
  notifications: number;
}

export async function runOnce(ctx: AppContext, log: JobLog = silentLog): Promise<BidNotificationRunResult> {
  const result: BidNotificationRunResult = { events: 0, notifications: 0 };
  for (let i = 0; i < EVENTS_PER_RUN; i++) {
    await yieldToRequests();
    const outcome = await consumeNextEvent(ctx, auctionNoticeKinds, notify, log);
    if (outcome === null) break;
    result.events += 1;
    if (outcome.ok) result.notifications += outcome.value;
  }
  return result;
}

/** 1 when this event's notification was written now, 0 when it already was (or the item is gone). */
async function notify(tx: Tx, event: OutboxEvent, now: Date): Promise<number> {
  const payload = event.payload as AuctionEventPayload;
  const notice = auctionNotices[event.kind as AuctionNoticeKind];
  const [item] = await tx
    .select({ id: commodities.id, title: commodities.title, priceCents: commodities.priceCents })
    .from(commodities)
    .where(eq(commodities.id, payload.commodityId));
  if (!item) return 0;
  const { t } = await memberNoticeText(tx, payload.memberId);
  return writeNotification(tx, {
    memberId: payload.memberId,
    sendType: notice.sendType,
    title: notice.title(item, t),
    body: notice.body(item, t),
    relationId: item.id,
    sourceEventId: event.id,
    createdAt: now,
  });
}
