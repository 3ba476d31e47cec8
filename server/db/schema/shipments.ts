import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * The parcel of a marketplace order or a store order (spec 3 "Buyer order" Express/ExpressCode,
 * "Store order" LogisticsCompanyCode/LogisticsCode): written when the seller ships (status 2 → 3),
 * one per order. The carrier's events land in tracking_events; `state` follows the latest one
 * (spec 3 "Logistics trace": 0 none yet, 1 accepted, 2 in transit, 3 delivered).
 * `finish_due_at` is when the sweeper finishes an order nobody confirmed (docs/decisions.md):
 * 30 days after shipping, moved to 7 days after delivery when the carrier reports it.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    /** 'order' (orders.id) or 'store_order' (store_orders.id). */
    orderKind: text('order_kind').notNull(),
    orderId: integer('order_id').notNull(),
    sellerMemberId: integer('seller_member_id')
      .notNull()
      .references(() => members.id),
    /** Spec 3 "Carrier" ShipperCode: UPS, DHL, FEDEX, SF. */
    carrierCode: text('carrier_code').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    state: smallint('state').notNull().default(0),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    /** When the carrier took the subscription (null: not yet, retried by the carrier job). */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    finishDueAt: timestamp('finish_due_at', { withTimezone: true }).notNull(),
    /** Set when the order finished (by the buyer or the sweeper): the sweeper's list drops it. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shipments_order_idx').on(t.orderKind, t.orderId),
    index('shipments_tracking_idx').on(t.carrierCode, t.trackingNumber),
    index('shipments_finish_due_idx').on(t.finishDueAt).where(sql`finished_at is null`),
    index('shipments_seller_idx').on(t.sellerMemberId, t.shippedAt),
  ],
);

/**
 * The carrier's events for a shipment (spec 3 "Logistics trace" Traces: AcceptTime,
 * AcceptStation), as its signed callbacks deliver them. The carrier's own event id is unique, so
 * a replayed callback writes nothing twice.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    providerEventId: text('provider_event_id').notNull(),
    /** 1 accepted, 2 in transit, 4 out for delivery, 3 delivered (the trace State it moves to). */
    state: smallint('state').notNull(),
    station: text('station').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracking_events_provider_idx').on(t.shipmentId, t.providerEventId),
    index('tracking_events_shipment_idx').on(t.shipmentId, t.occurredAt),
  ],
);

/**
 * The sandbox carrier's own record of a parcel it was told about, as a real carrier keeps one:
 * where to push events (the subscription), and how many of its events it has delivered. Its
 * events are a function of `first_seen_at` and the configured step (CARRIER_SANDBOX_STEP_MS).
 */
export const sandboxParcels = pgTable(
  'sandbox_parcels',
  {
    id: serial('id').primaryKey(),
    carrierCode: text('carrier_code').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    callbackUrl: text('callback_url'),
    /** Events already pushed to the callback (0…4). */
    pushedSteps: smallint('pushed_steps').notNull().default(0),
    nextPushAt: timestamp('next_push_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_parcels_number_idx').on(t.carrierCode, t.trackingNumber),
    index('sandbox_parcels_due_idx').on(t.nextPushAt).where(sql`next_push_at is not null`),
  ],
);
