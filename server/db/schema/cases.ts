import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Buyer-protection cases (spec 3 "Dispute record", "Return case"; issue 28): one per order, opened
 * by its buyer. `state` is Holo's own (src/domain/cases/case-state.ts maps it to the spec's SRType,
 * SRStatus, SRBtnType and PlanSRResultStatus):
 * 'open' (waiting for the seller), 'escalated' (the buyer asked Holo to step in), 'refund_pending'
 * (a refund was decided and is with the payment provider), 'return_address' (a return was decided:
 * waiting for the seller's return address), 'return_shipping' (the buyer sends the card back),
 * 'return_arrived'… see case-state.ts; closed states: 'refunded', 'closed' (in the seller's
 * favour, or by the sweeper), 'revoked' (by the buyer).
 * `due_at` is the state's deadline (docs/decisions.md), picked by the cases sweeper.
 */
export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    /** 'order' (orders.id) or 'store_order' (store_orders.id). */
    orderKind: text('order_kind').notNull(),
    orderId: integer('order_id').notNull(),
    buyerMemberId: integer('buyer_member_id')
      .notNull()
      .references(() => members.id),
    sellerMemberId: integer('seller_member_id')
      .notNull()
      .references(() => members.id),
    /** 'not_received' or 'not_as_described'. */
    reason: text('reason').notNull(),
    state: text('state').notNull(),
    /** Times the buyer re-opened (after revoking) or appealed (after a close): once each. */
    reopenCount: smallint('reopen_count').notNull().default(0),
    appealCount: smallint('appeal_count').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The decided refund in USD cents, by part (spec RefundMoney, RefundPostage, ServiceAndTaxRefund). */
    refundItemCents: bigint('refund_item_cents', { mode: 'number' }),
    refundPostageCents: bigint('refund_postage_cents', { mode: 'number' }),
    refundFeeTaxCents: bigint('refund_fee_tax_cents', { mode: 'number' }),
    /** The seller's return address (spec SellMemberAddress), as given. */
    returnConsignee: text('return_consignee'),
    returnMobile: text('return_mobile'),
    returnNation: text('return_nation'),
    returnProvince: text('return_province'),
    returnCity: text('return_city'),
    returnZipCode: text('return_zip_code'),
    returnAddress: text('return_address'),
    /** The buyer's return parcel (spec SendExpress, SendExpressCode), tracked by the carrier. */
    returnCarrierCode: text('return_carrier_code'),
    returnTrackingNumber: text('return_tracking_number'),
    returnShippedAt: timestamp('return_shipped_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cases_one_per_order_idx').on(t.orderKind, t.orderId),
    index('cases_buyer_idx').on(t.buyerMemberId, t.updatedAt),
    index('cases_seller_idx').on(t.sellerMemberId, t.updatedAt),
    index('cases_due_idx').on(t.dueAt).where(sql`due_at is not null`),
    check('cases_refund_check', sql`coalesce(${t.refundItemCents}, 0) >= 0 and coalesce(${t.refundPostageCents}, 0) >= 0 and coalesce(${t.refundFeeTaxCents}, 0) >= 0`),
  ],
);

/** A case's thread (spec 3 "Dispute record" objs: Title, Images, CreateDate, SRUserID): text up to 150 characters and up to 3 pictures. */
export const caseMessages = pgTable(
  'case_messages',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    authorMemberId: integer('author_member_id')
      .notNull()
      .references(() => members.id),
    /** 'buyer', 'seller', 'staff' or 'system' (a step of the case, written by Holo). */
    role: text('role').notNull(),
    body: text('body').notNull(),
    /** images.id, at most 3. */
    imageIds: integer('image_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_messages_case_idx').on(t.caseId, t.createdAt), check('case_messages_images_check', sql`cardinality(${t.imageIds}) <= 3`)],
);
