/**
 * Offer notifications: the outbox consumer that turns offer events (offer-notices.ts) into one
 * /messages row each, in the Offer tab. It claims only the offer kinds, so it and the bid
 * notifications never take each other's events. At least once in, exactly once out: a redelivered
 * event hits the unique (source_event_id, member_id) index and inserts nothing.
 */
import { sellerSiteLink } from '../../src/domain/messages/notice-link';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app';
import type { Tx } from '../db/client';
import { commodities } from '../db/schema';
import { memberNoticeText } from '../i18n/member-notice-text';
import { writeNotification } from '../services/notifications/write-notification';
import type { OfferEventPayload } from '../services/outbox/enqueue-event';
import { consumeNextEvent, silentLog, type JobLog, type OutboxEvent } from './consume-outbox-event';
import { yieldToRequests } from './yield-to-requests';
import { OFFER_SEND_TYPE, offerNoticeKinds, offerNotices, type OfferNotice, type OfferNoticeKind } from './offer-notices';

const EVENTS_PER_RUN = 500;

export async function runOnce(ctx: AppContext, log: JobLog = silentLog): Promise<{ events: number; notifications: number }> {
  const result = { events: 0, notifications: 0 };
  for (let i = 0; i < EVENTS_PER_RUN; i++) {
    await yieldToRequests();
    const outcome = await consumeNextEvent(ctx, offerNoticeKinds, notify, log);
    if (outcome === null) break;
    result.events += 1;
    if (outcome.ok) result.notifications += outcome.value;
  }
  return result;
}

async function notify(tx: Tx, event: OutboxEvent, now: Date): Promise<number> {
  const payload = event.payload as OfferEventPayload;
  const notice: OfferNotice = offerNotices[event.kind as OfferNoticeKind];
  const [item] = await tx
    .select({ id: commodities.id, title: commodities.title, sellerMemberId: commodities.sellerMemberId })
    .from(commodities)
    .where(eq(commodities.id, payload.commodityId));
  if (!item) return 0;
  const { t } = await memberNoticeText(tx, payload.memberId);
  return writeNotification(tx, {
    memberId: payload.memberId,
    sendType: OFFER_SEND_TYPE,
    title: notice.title(item, payload, t),
    body: notice.body(item, payload, t),
    relationId: item.id,
    // The seller answers offers on the seller site.
    ...(payload.memberId === item.sellerMemberId && { sellerSide: true, link: sellerSiteLink(OFFER_SEND_TYPE, item.id) }),
    sourceEventId: event.id,
    createdAt: now,
  });
}
