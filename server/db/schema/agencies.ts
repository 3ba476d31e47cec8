import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Holo's agencies (spec 2 "Agency"; DESIGN.md glossary: an overseas warehouse region), one per
 * region they serve. Cross-region orders (BusinessType 2) go through the agency of the seller's
 * region. Reference data, seeded.
 */
export const agencies = pgTable('agencies', {
  id: serial('id').primaryKey(),
  /** The region served, a member source: US, MO, HK, TW, CN (spec: AreaId). */
  areaId: text('area_id').notNull().unique(),
  /** Country code of the agency's address (TWN for Taiwan, as addresses spell it). */
  nation: text('nation').notNull(),
  province: text('province').notNull(),
  city: text('city').notNull(),
  agencyAddress: text('agency_address').notNull(),
  zipCode: text('zip_code').notNull().default(''),
  phone: text('phone').notNull().default(''),
});

/**
 * A member's transfer addresses (spec 2 "Transfer address (member area)"): addresses in an agency
 * region that the transfer service delivers to. Kept apart from the address book, whose add flow
 * takes US addresses only.
 */
export const transferAddresses = pgTable(
  'transfer_addresses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    country: text('country').notNull(),
    streetAddress: text('street_address').notNull(),
    streetAddress2: text('street_address2').notNull().default(''),
    city: text('city').notNull(),
    /** Province or region. */
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull(),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transfer_addresses_member_idx').on(t.memberId, t.country, t.createdAt)],
);
