import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';
import { commodities } from './commodities';
import { agencies } from './agencies';

/**
 * Marketplace orders (spec 3 "Buyer order"). Created by auction settlement now; Buy It Now, offers
 * and checkout (issue 5) add theirs. Money in USD cents. OrderStatus (spec 3 section 4): 1 unpaid,
 * 2 paid, 3 shipped, 5 finished, 6 and above closed.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    buyerMemberId: integer('buyer_member_id')
      .notNull()
      .references(() => members.id),
    sellerMemberId: integer('seller_member_id')
      .notNull()
      .references(() => members.id),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id),
    /** How the order came about: 'auction', 'buynow', 'offer', 'cart'. */
    source: text('source').notNull(),
    /** 0 marketplace item, 1 cart or platform order. */
    orderType: smallint('order_type').notNull().default(0),
    /** 0 domestic, 2 cross-region through the agency. */
    businessType: smallint('business_type').notNull().default(0),
    orderStatus: smallint('order_status').notNull().default(1),
    quantity: integer('quantity').notNull().default(1),
    itemCents: bigint('item_cents', { mode: 'number' }).notNull(),
    postageCents: bigint('postage_cents', { mode: 'number' }).notNull().default(0),
    /** Service fee (spec: ServiceFee): the buyer premium at the rate of the region pair and pay type. */
    serviceFeeCents: bigint('service_fee_cents', { mode: 'number' }).notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    /** What the rate gives back of the service fee (spec: Discount). */
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** Payment code (spec: IsGuarantee): 3 PayPal, 6 card (default), 9 MPay, 12 other, 14 USDT. */
    isGuarantee: smallint('is_guarantee').notNull().default(6),
    addressId: integer('address_id'),
    /** The agency a BusinessType 2 order goes through: the one of the seller's region. */
    agencyId: integer('agency_id').references(() => agencies.id),
    /**
     * The buyer's transfer address when they chose the transfer service (spec: IsCustomAdress and
     * IsCustomAdressId); the delivery lines below then hold it.
     */
    transferAddressId: integer('transfer_address_id'),
    /** The store item's condition (cart and store orders); null for marketplace listings. */
    conditionId: integer('condition_id'),
    /** The accepted offer this order came from (source 'offer'). */
    offerId: integer('offer_id'),
    /**
     * The ship-to address as it was when the order was placed or last changed (spec 2 "Marketplace
     * order" Delivery): later edits to the address book do not move a parcel already promised.
     */
    consignee: text('consignee'),
    nation: text('nation'),
    province: text('province'),
    city: text('city'),
    zipCode: text('zip_code'),
    mobile: text('mobile'),
    addressDetail: text('address_detail'),
    /** Why an order closed: 'unpaid' (payment window passed), 'cancelled'. */
    closeReason: text('close_reason'),
    /** Pay by this time (spec: LastPayDate); an unpaid order past it blocks bidding and buying. */
    payDueAt: timestamp('pay_due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Shipped (status 3): the seller gave the carrier and the tracking number (shipments). */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** Finished (status 5), by the buyer's confirmation (received_at, spec IsReceive) or the sweeper. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerMemberId, t.orderStatus, t.createdAt),
    index('orders_seller_idx').on(t.sellerMemberId, t.orderStatus, t.createdAt),
    // Settlement writes one order per auction, ever.
    uniqueIndex('orders_one_per_auction_idx').on(t.commodityId).where(sql`source = 'auction'`),
    // A buy-now or accepted-offer listing has at most one order that is not closed: the second of
    // two buyers racing for it finds the row taken.
    uniqueIndex('orders_one_open_sale_idx').on(t.commodityId).where(sql`source in ('buynow', 'offer') and order_status < 6`),
    // The sweeper's due list: unpaid orders by their pay-by time.
    index('orders_unpaid_due_idx').on(t.payDueAt).where(sql`order_status = 1`),
    check('orders_money_check', sql`${t.itemCents} >= 0 and ${t.totalCents} >= 0`),
  ],
);

/**
 * ID verification applications (spec 1 "ID verification"): the sandbox provider decides each one a
 * little later (approve, or decline on demand). Up to 3 per member in 24 hours.
 */
export const idVerifications = pgTable(
  'id_verifications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: text('date_of_birth').notNull(),
    /** Only the last 4 characters of the document number are kept. */
    documentLast4: text('document_last4').notNull(),
    country: text('country').notNull(),
    /**
     * The US identity form (spec 1 section 5) adds these; null for the other form. Of the social
     * security number only the last 4 digits are ever asked.
     */
    ssnLast4: text('ssn_last4'),
    phone: text('phone'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    stateCode: text('state_code'),
    /** 1 processing, 2 verified, 3 declined. */
    status: smallint('status').notNull().default(1),
    /** When the provider answers (the sandbox's delay). */
    decideAt: timestamp('decide_at', { withTimezone: true }).notNull(),
    /** The provider's verdict waiting for decideAt: 2 or 3. */
    verdict: smallint('verdict').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('id_verifications_member_idx').on(t.memberId, t.createdAt),
    index('id_verifications_due_idx').on(t.decideAt).where(sql`status = 1`),
  ],
);
