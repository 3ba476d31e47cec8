/**
 * Carrier tracking (spec 3 "Carrier", "Logistics trace"; DESIGN.md 5b). Holo subscribes a parcel
 * with its carrier when the seller ships; the carrier then posts each event to Holo's callback,
 * signed with HMAC-SHA256 over the raw body, and answers a tracking read on demand.
 *
 * The sandbox carrier is the embedded default and keeps its own record, as a real one does
 * (sandbox_parcels): a parcel is first seen at subscribe (or at the first read), and its four
 * events (accepted, in transit, out for delivery, delivered) fall due at first sight + k × step
 * (CARRIER_SANDBOX_STEP_MS). The push job (server/jobs/push-sandbox-tracking.ts) delivers them; a
 * parcel being pushed is leased for a minute, so two nodes do not post it at once and a crashed
 * push is taken up again. Numbers ending in "0000" are unknown to it ("no logistics"), as ID
 * numbers ending in "0000" are declined by the ID-verification sandbox.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { sandboxParcels } from '../db/schema';
import { carrierCodes, TraceState, type Carrier, type CarrierCode } from '../../src/domain/shipping/shipping.schema';
import { carriersFrom, carrierEventStatuses, traceStateOf, type CarrierEventStatus } from '../../src/domain/shipping/shipping-rules';

export interface ParcelRef {
  carrierCode: CarrierCode;
  trackingNumber: string;
}

export interface SubscribeRequest extends ParcelRef {
  /** Where the carrier posts the parcel's events (Holo's POST /api/carrier/callback). */
  callbackUrl: string;
}

export const carrierCallbackSchema = z.object({
  eventId: z.string().min(1).max(100),
  carrierCode: z.enum(carrierCodes),
  trackingNumber: z.string().min(1).max(60),
  status: z.enum(carrierEventStatuses),
  station: z.string().min(1).max(200),
  occurredAt: z.iso.datetime(),
});
export type CarrierCallback = z.infer<typeof carrierCallbackSchema>;

export interface CarrierTrace {
  eventId: string;
  status: CarrierEventStatus;
  station: string;
  occurredAt: Date;
}

/** A tracking read: unknown to the carrier ("no logistics"), or its trace State and events, newest first. */
export type TrackResult = { known: false } | { known: true; state: number; traces: CarrierTrace[] };

export interface CarrierProvider {
  /** The carriers a seller in `area` may ship with (spec 3 "Express shipper"). */
  carriers(area: string | undefined): Carrier[];
  /** Asks the carrier to post the parcel's events to the callback; idempotent. Throws when the carrier cannot be reached. */
  subscribe(request: SubscribeRequest, now: Date): Promise<void>;
  track(parcel: ParcelRef, now: Date): Promise<TrackResult>;
  /** The callback, if its signature is the carrier's; null otherwise. */
  readCallback(rawBody: string, signature: string | undefined): CarrierCallback | null;
}

export const CARRIER_SIGNATURE_HEADER = 'x-carrier-signature';
export const SANDBOX_NO_LOGISTICS_SUFFIX = '0000';

/** A parcel whose events have come due, claimed for one push. */
export interface DuePush {
  parcelId: number;
  firstSeenAt: Date;
  pushedSteps: number;
  callbackUrl: string;
  /** Events not pushed yet, oldest first, each with its step (1…4). */
  events: { step: number; callback: CarrierCallback }[];
}

/** The sandbox carrier's own side: the push job claims due parcels, posts their events and reports back. */
export interface SandboxCarrierProvider extends CarrierProvider {
  claimDuePushes(now: Date, limit: number): Promise<DuePush[]>;
  /** Events up to `step` reached Holo (or none did: step 0): the next one is scheduled, none after delivery. */
  pushed(due: DuePush, step: number): Promise<void>;
  /** A post failed: the parcel is due again at once, for the next run. */
  pushFailed(parcelId: number, now: Date): Promise<void>;
  signCallback(callback: CarrierCallback): { body: string; signature: string };
}

const STEPS = carrierEventStatuses.length;
const PUSH_LEASE_MS = 60_000;

export function createSandboxCarrier(secret: string, stepMs: number, db: Db): SandboxCarrierProvider {
  const sign = (text: string) => `sha256=${createHmac('sha256', secret).update(text).digest('hex')}`;
  const known = (trackingNumber: string) => !trackingNumber.endsWith(SANDBOX_NO_LOGISTICS_SUFFIX);
  const dueAt = (firstSeenAt: Date, step: number) => new Date(firstSeenAt.getTime() + step * stepMs);
  const stepsBy = (firstSeenAt: Date, now: Date) => Math.min(STEPS, Math.max(0, Math.floor((now.getTime() - firstSeenAt.getTime()) / stepMs)));

  return {
    carriers: carriersFrom,
    async subscribe({ carrierCode, trackingNumber, callbackUrl }, now) {
      // A real carrier takes a subscription for any number; one it never sees sends nothing.
      if (!known(trackingNumber)) return;
      await db
        .insert(sandboxParcels)
        .values({ carrierCode, trackingNumber, firstSeenAt: now, callbackUrl, nextPushAt: dueAt(now, 1) })
        .onConflictDoUpdate({
          target: [sandboxParcels.carrierCode, sandboxParcels.trackingNumber],
          // A parcel first seen by a read starts pushing now; one already pushing keeps its schedule.
          set: {
            callbackUrl,
            nextPushAt: sql`case when ${sandboxParcels.pushedSteps} >= ${STEPS} then null
              else coalesce(${sandboxParcels.nextPushAt}, ${now.toISOString()}::timestamptz) end`,
          },
        });
    },
    async track(parcel, now) {
      if (!known(parcel.trackingNumber)) return { known: false };
      await db.insert(sandboxParcels).values({ ...parcel, firstSeenAt: now }).onConflictDoNothing();
      const [row] = await db
        .select({ firstSeenAt: sandboxParcels.firstSeenAt })
        .from(sandboxParcels)
        .where(and(eq(sandboxParcels.carrierCode, parcel.carrierCode), eq(sandboxParcels.trackingNumber, parcel.trackingNumber)));
      const events = eventsOf(parcel, row!.firstSeenAt, 1, stepsBy(row!.firstSeenAt, now), stepMs);
      const latest = events.at(-1);
      return {
        known: true,
        state: latest ? traceStateOf[latest.status] : TraceState.None,
        traces: events.reverse().map(({ eventId, status, station, occurredAt }) => ({ eventId, status, station, occurredAt: new Date(occurredAt) })),
      };
    },
    readCallback(rawBody, signature) {
      if (!signature) return null;
      const expected = Buffer.from(sign(rawBody));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const parsed = carrierCallbackSchema.safeParse(parseJsonOrNull(rawBody));
      return parsed.success ? parsed.data : null;
    },
    async claimDuePushes(now, limit) {
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(sandboxParcels)
          .where(and(lte(sandboxParcels.nextPushAt, now), isNotNull(sandboxParcels.callbackUrl)))
          .orderBy(asc(sandboxParcels.nextPushAt), asc(sandboxParcels.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const parcel of due) {
          await tx
            .update(sandboxParcels)
            .set({ nextPushAt: new Date(now.getTime() + PUSH_LEASE_MS) })
            .where(eq(sandboxParcels.id, parcel.id));
        }
        return due;
      });
      return claimed.map((parcel) => ({
        parcelId: parcel.id,
        firstSeenAt: parcel.firstSeenAt,
        pushedSteps: parcel.pushedSteps,
        callbackUrl: parcel.callbackUrl!,
        events: eventsOf(parcel as ParcelRef, parcel.firstSeenAt, parcel.pushedSteps + 1, stepsBy(parcel.firstSeenAt, now), stepMs).map(
          (callback, index) => ({ step: parcel.pushedSteps + 1 + index, callback }),
        ),
      }));
    },
    async pushed(due, step) {
      const steps = Math.max(due.pushedSteps, step);
      await db
        .update(sandboxParcels)
        .set({ pushedSteps: sql`greatest(${sandboxParcels.pushedSteps}, ${steps})`, nextPushAt: steps >= STEPS ? null : dueAt(due.firstSeenAt, steps + 1) })
        .where(eq(sandboxParcels.id, due.parcelId));
    },
    async pushFailed(parcelId, now) {
      await db.update(sandboxParcels).set({ nextPushAt: now }).where(eq(sandboxParcels.id, parcelId));
    },
    signCallback(callback) {
      const body = JSON.stringify(callback);
      return { body, signature: sign(body) };
    },
  };
}

/** The parcel's events from step `from` to step `to`, oldest first; each has a stable id, so a re-post is a replay. */
function eventsOf(parcel: ParcelRef, firstSeenAt: Date, from: number, to: number, stepMs: number): CarrierCallback[] {
  const route = routeOf(parcel);
  const events: CarrierCallback[] = [];
  for (let step = from; step <= to; step++) {
    const status = carrierEventStatuses[step - 1]!;
    events.push({
      eventId: `sbx_${createHash('sha256').update(`${parcel.carrierCode}:${parcel.trackingNumber}:${step}`).digest('hex').slice(0, 24)}`,
      carrierCode: parcel.carrierCode,
      trackingNumber: parcel.trackingNumber,
      status,
      station: stationOf(status, route),
      occurredAt: new Date(firstSeenAt.getTime() + step * stepMs).toISOString(),
    });
  }
  return events;
}

// Where a sandbox parcel goes: picked from its number, so the same number always takes the same
// route. SF Express carries from Greater China (spec 3 section 9); the others within the US.
const usCities = ['Los Angeles, CA, US', 'Chicago, IL, US', 'Newark, NJ, US', 'Dallas, TX, US', 'Atlanta, GA, US'];
const usHubs = ['Louisville, KY, US', 'Memphis, TN, US', 'Indianapolis, IN, US', 'Ontario, CA, US'];
const chinaCities = ['Hong Kong, HK', 'Taipei, TW', 'Macau, MO', 'Shenzhen, CN'];
const chinaHubs = ['Hong Kong, HK', 'Shenzhen, CN', 'Anchorage, AK, US'];
const destinations = ['New York, NY, US', 'San Francisco, CA, US', 'Seattle, WA, US', 'Austin, TX, US', 'Miami, FL, US', 'Portland, OR, US'];

function routeOf({ carrierCode, trackingNumber }: ParcelRef) {
  const digest = createHash('sha256').update(`${carrierCode}:${trackingNumber}`).digest();
  const [origins, hubs] = carrierCode === 'SF' ? [chinaCities, chinaHubs] : [usCities, usHubs];
  return { origin: origins[digest[0]! % origins.length]!, hub: hubs[digest[1]! % hubs.length]!, destination: destinations[digest[2]! % destinations.length]! };
}

function stationOf(status: CarrierEventStatus, route: ReturnType<typeof routeOf>): string {
  switch (status) {
    case 'accepted':
      return `Picked up — ${route.origin}`;
    case 'in_transit':
      return `Departed facility — ${route.hub}`;
    case 'out_for_delivery':
      return `Out for delivery — ${route.destination}`;
    case 'delivered':
      return `Delivered, left at front door — ${route.destination}`;
  }
}

/** Signed text that is not JSON is refused, not a 500. */
function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
