import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';
import { agencies } from './agencies';
import { orders } from './orders';

/**
 * The international shipping fee table (spec 3 "Weight band": MinWeight, MaxWeight, WeightFeeUSD):
 * what forwarding a parcel of a weight from an agency's warehouse to a destination region costs.
 * Weights in grams, from `min_grams` (inclusive) to `max_grams` (inclusive). Reference data, seeded.
 */
export const weightBands = pgTable(
  'weight_bands',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** Destination region, a member source: US, MO, HK, TW, CN, KR… */
    region: text('region').notNull(),
    minGrams: integer('min_grams').notNull(),
    maxGrams: integer('max_grams').notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('weight_bands_lookup_idx').on(t.agencyId, t.region, t.minGrams), check('weight_bands_range_check', sql`${t.minGrams} >= 0 and ${t.maxGrams} >= ${t.minGrams}`)],
);

/**
 * A card in a member's warehouse at an agency (spec 3 "Warehouse item"): one per cross-region
 * marketplace order (BusinessType 2, not custom-address) the agency received from its seller.
 * Life: received (`received_at`) → condition photos taken (`checked_at`, the buyer's 48-hour clock
 * starts) → confirmed by the buyer or by the sweeper 48 hours later (`confirmed_at`, `confirmed_by`
 * 'buyer' | 'auto'; the order finishes then) → in the item warehouse (tab 0) until the member puts
 * it in a warehouse order (`warehouse_order_id`) to be weighed and forwarded.
 */
export const warehouseItems = pgTable(
  'warehouse_items',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    title: text('title').notNull(),
    image: text('image'),
    quantity: integer('quantity').notNull().default(1),
    /** What the member paid for the card (item price, USD cents): the tax estimate and the declaration's default. */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    receivedBy: integer('received_by').references(() => members.id),
    /** The condition check: the warehouse's photos (images ids, purpose 'condition') and description. */
    checkImageIds: jsonb('check_image_ids').$type<number[]>().notNull().default([]),
    checkNote: text('check_note'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkedBy: integer('checked_by').references(() => members.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by'),
    warehouseOrderId: integer('warehouse_order_id'),
  },
  (t) => [
    uniqueIndex('warehouse_items_order_idx').on(t.orderId),
    index('warehouse_items_member_idx').on(t.memberId, t.agencyId, t.receivedAt),
    // The sweeper's list: photographed, not yet confirmed, by when the photos were taken.
    index('warehouse_items_check_due_idx').on(t.checkedAt).where(sql`confirmed_at is null and checked_at is not null`),
  ],
);

/**
 * A forwarding order (spec 3 "Warehouse order"; the member's transfer order): items of one agency
 * sent on to the member's address with a customs declaration. Status (the warehouse tabs):
 * 4 waiting to be weighed, 1 weighed and unpaid (postage and tax), 2 paid and to be shipped,
 * 3 shipped (second carrier and tracking, tracked through `shipments` with order_kind
 * 'warehouse_order'), 5 completed (the member confirmed, or the sweeper), 6 cancelled.
 */
export const warehouseOrders = pgTable(
  'warehouse_orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    status: smallint('status').notNull().default(4),
    /** The customs declaration (spec 3 "Customs declaration"): detail fixed to 'Card'. */
    customDetail: text('custom_detail').notNull().default('Card'),
    customCount: integer('custom_count').notNull(),
    customUnitPriceCents: bigint('custom_unit_price_cents', { mode: 'number' }).notNull(),
    /** The carrier the member asked for (SpecifyExpressName): UPS, DHL, FEDEX, or SF within Greater China. */
    carrierCode: text('carrier_code').notNull(),
    /** Name and ID number, asked of TW members forwarding within Greater China. */
    declarantName: text('declarant_name'),
    declarantIdNumber: text('declarant_id_number'),
    /** The destination, copied from the member's address when submitted. */
    addressId: integer('address_id'),
    consignee: text('consignee').notNull(),
    nation: text('nation').notNull(),
    province: text('province').notNull().default(''),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    addressDetail: text('address_detail').notNull(),
    /** Set by the warehouse desk's weighing: the weight, the fee from the weight bands, the tax. */
    weightGrams: integer('weight_grams'),
    postageCents: bigint('postage_cents', { mode: 'number' }),
    taxCents: bigint('tax_cents', { mode: 'number' }),
    totalCents: bigint('total_cents', { mode: 'number' }),
    weighedAt: timestamp('weighed_at', { withTimezone: true }),
    weighedBy: integer('weighed_by').references(() => members.id),
    /** Payment code as orders.is_guarantee. */
    payType: smallint('pay_type'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    shippedBy: integer('shipped_by').references(() => members.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('warehouse_orders_member_idx').on(t.memberId, t.status, t.createdAt), index('warehouse_orders_status_idx').on(t.status, t.createdAt)],
);

/**
 * A US member's tax refund application (spec 3 "Tax refund application", RefundTaxState):
 * state 1 processing, 2 refunded (real_cents credited), 3 rejected (remarks). The tax desk decides
 * within 15 days (`due_at`). BusinessType 2 claims the tax of warehouse orders, 3 of domestic orders.
 */
export const taxRefundApplications = pgTable(
  'tax_refund_applications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    businessType: smallint('business_type').notNull(),
    state: smallint('state').notNull().default(1),
    realName: text('real_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    note: text('note').notNull().default(''),
    /** The tax the chosen orders carried (ForecastDrawBackAmount), and what the desk refunded. */
    forecastCents: bigint('forecast_cents', { mode: 'number' }).notNull(),
    realCents: bigint('real_cents', { mode: 'number' }),
    remarks: text('remarks'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => members.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_refund_applications_member_idx').on(t.memberId, t.createdAt), index('tax_refund_applications_state_idx').on(t.state, t.dueAt)],
);

/**
 * The orders an application claims: 'order' (orders.id) or 'warehouse_order'. `active` goes false
 * when the application is rejected, so an order is claimed by at most one live application.
 */
export const taxRefundOrders = pgTable(
  'tax_refund_orders',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => taxRefundApplications.id),
    orderKind: text('order_kind').notNull(),
    orderId: integer('order_id').notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    active: smallint('active').notNull().default(1),
  },
  (t) => [uniqueIndex('tax_refund_orders_pk').on(t.applicationId, t.orderKind, t.orderId), uniqueIndex('tax_refund_orders_live_idx').on(t.orderKind, t.orderId).where(sql`active = 1`)],
);

/**
 * Uploaded documents that are not pictures (a tax application's proof as PDF): checked by content
 * (%PDF- header, at most 5 MB), stored by the storage provider under `storage_key`, served only to
 * their owner and the staff desk.
 */
export const uploadedDocuments = pgTable('uploaded_documents', {
  id: serial('id').primaryKey(),
  ownerMemberId: integer('owner_member_id')
    .notNull()
    .references(() => members.id),
  purpose: text('purpose').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A tax application's proofs (spec "Proves": Type 1 image, 2 PDF): one picture or one document. */
export const taxRefundProofs = pgTable('tax_refund_proofs', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => taxRefundApplications.id),
  kind: smallint('kind').notNull(),
  imageId: integer('image_id'),
  documentId: integer('document_id'),
});
