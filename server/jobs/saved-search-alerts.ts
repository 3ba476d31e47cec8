/**
 * Saved-search alerts (spec 1 "Saved search"; issue: "alerts are real"). Takes 'listing.created'
 * outbox rows one at a time with FOR UPDATE SKIP LOCKED inside a transaction (consume-outbox-event.ts),
 * so any node may run it and a crash just hands the row to the next run. For each saved search the
 * listing matches, the saved_search_alerts_sent primary key is the once-per-listing guarantee: only
 * a row this run inserted gets a notification and an 'email' outbox row, in the same transaction;
 * deliver-emails sends those afterwards (at least once, never from inside this transaction).
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app';
import type { Tx } from '../db/client';
import { commodities, savedSearchAlertsSent } from '../db/schema';
import { writeNotification } from '../services/notifications/write-notification';
import { SendType } from '../../src/domain/member/notification-types';
import { enqueueEvent, OutboxKind, type ListingCreatedPayload } from '../services/outbox/enqueue-event';
import { memberNoticeText } from '../i18n/member-notice-text';
import { alertEmail, alertNotification } from './alert-message';
import { matchingSavedSearches } from './match-saved-searches';
import { deliverEmails } from './deliver-emails';
import { consumeNextEvent, silentLog, type JobLog } from './consume-outbox-event';
import { yieldToRequests } from './yield-to-requests';

const EVENTS_PER_RUN = 200;

export interface AlertRunResult {
  listings: number;
  alerts: number;
  emails: number;
}

/** One pass: every waiting new-listing event (up to a batch), then the e-mails they queued. */
export async function runOnce(ctx: AppContext, log: JobLog = silentLog): Promise<AlertRunResult> {
  const result: AlertRunResult = { listings: 0, alerts: 0, emails: 0 };
  for (let i = 0; i < EVENTS_PER_RUN; i++) {
    await yieldToRequests();
    const outcome = await consumeNextEvent(
      ctx,
      [OutboxKind.ListingCreated],
      (tx, event, now) => alertForListing(ctx, tx, (event.payload as ListingCreatedPayload).commodityId, now),
      log,
    );
    if (outcome === null) break;
    result.listings += 1;
    if (outcome.ok) result.alerts += outcome.value;
  }
  result.emails = await deliverEmails(ctx, log);
  return result;
}

async function alertForListing(ctx: AppContext, tx: Tx, listingId: number, now: Date): Promise<number> {
  const [listing] = await tx
    .select({
      id: commodities.id,
      title: commodities.title,
      priceCents: commodities.priceCents,
      byWay: commodities.byWay,
      orderType: commodities.orderType,
      sellerId: commodities.sellerMemberId,
    })
    .from(commodities)
    .where(eq(commodities.id, listingId));
  if (!listing) return 0;
  const matches = await matchingSavedSearches(tx, listing.id, listing.sellerId);
  if (!matches.length) return 0;
  const inserted = await tx
    .insert(savedSearchAlertsSent)
    .values(matches.map((m) => ({ savedSearchId: m.savedSearchId, commodityId: listing.id, createdAt: now })))
    .onConflictDoNothing()
    .returning({ savedSearchId: savedSearchAlertsSent.savedSearchId });
  const fresh = new Set(inserted.map((r) => r.savedSearchId));
  const toAlert = matches.filter((m) => fresh.has(m.savedSearchId));
  for (const match of toAlert) {
    const { t } = await memberNoticeText(tx, match.memberId);
    const notice = alertNotification(listing, match, t);
    await writeNotification(tx, {
      memberId: match.memberId,
      sendType: SendType.Card,
      title: notice.title,
      body: notice.body,
      relationId: listing.id,
      createdAt: now,
    });
    if (match.email) {
      await enqueueEvent(tx, OutboxKind.Email, { to: match.email, ...alertEmail(listing, match, ctx.env.PUBLIC_URL, t) }, now);
    }
  }
  return toAlert.length;
}
