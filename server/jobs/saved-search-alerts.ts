/**
 * Saved-search alerts (spec 1 "Saved search"; issue: "alerts are real"). Takes 'listing.created'
 * outbox rows one at a time with FOR UPDATE SKIP LOCKED inside a transaction, so any node may run
 * it and a crash just hands the row to the next run. For each saved search the listing matches,
 * the saved_search_alerts_sent primary key is the once-per-listing guarantee: only a row this run
 * inserted gets a notification and an 'email' outbox row, in the same transaction; deliver-emails
 * sends those afterwards (at least once, never from inside this transaction).
 */
import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../app';
import type { Tx } from '../db/client';
import { commodities, notifications, outbox, savedSearchAlertsSent } from '../db/schema';
import { SendType } from '../../src/domain/member/notification-types';
import { enqueueEvent, OutboxKind, type ListingCreatedPayload } from '../services/outbox/enqueue-event';
import { alertEmail, alertNotification } from './alert-message';
import { matchingSavedSearches } from './match-saved-searches';
import { deliverEmails } from './deliver-emails';

export const MAX_EVENT_ATTEMPTS = 5;
const EVENTS_PER_RUN = 200;

export interface JobLog {
  error(obj: object, msg: string): void;
}
const silent: JobLog = { error: () => {} };

export interface AlertRunResult {
  listings: number;
  alerts: number;
  emails: number;
}

/** One pass: every waiting new-listing event (up to a batch), then the e-mails they queued. */
export async function runOnce(ctx: AppContext, log: JobLog = silent): Promise<AlertRunResult> {
  const result: AlertRunResult = { listings: 0, alerts: 0, emails: 0 };
  for (let i = 0; i < EVENTS_PER_RUN; i++) {
    const handled = await processNextListingEvent(ctx, log);
    if (handled === null) break;
    result.listings += 1;
    result.alerts += handled;
  }
  result.emails = await deliverEmails(ctx, log);
  return result;
}

/** Alerts for the oldest waiting event; null when none is waiting (or all are taken by other runs). */
async function processNextListingEvent(ctx: AppContext, log: JobLog): Promise<number | null> {
  const now = ctx.clock.now();
  let claimed: number | undefined;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [event] = await tx
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, OutboxKind.ListingCreated),
            isNull(outbox.processedAt),
            lte(outbox.availableAt, now),
            lt(outbox.attempts, MAX_EVENT_ATTEMPTS),
          ),
        )
        .orderBy(asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!event) return null;
      claimed = event.id;
      const alerts = await alertForListing(ctx, tx, (event.payload as ListingCreatedPayload).commodityId, now);
      await tx.update(outbox).set({ processedAt: now, attempts: event.attempts + 1 }).where(eq(outbox.id, event.id));
      return alerts;
    });
  } catch (error) {
    if (claimed === undefined) throw error;
    // Rolled back: try this event again later, and go on with the others meanwhile.
    log.error({ err: error, outboxId: claimed }, 'saved-search alert event failed');
    await ctx.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, lastError: String(error), availableAt: new Date(now.getTime() + 60_000) })
      .where(eq(outbox.id, claimed));
    return 0;
  }
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
    const notice = alertNotification(listing, match);
    await tx.insert(notifications).values({
      memberId: match.memberId,
      sendType: SendType.Card,
      title: notice.title,
      body: notice.body,
      relationId: listing.id,
      createdAt: now,
    });
    if (match.email) {
      await enqueueEvent(tx, OutboxKind.Email, { to: match.email, ...alertEmail(listing, match, ctx.env.PUBLIC_URL) }, now);
    }
  }
  return toAlert.length;
}
