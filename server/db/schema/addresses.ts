import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/** Shipping address book (spec 2 section 3, "Shipping address"). */
export const addresses = pgTable(
  'addresses',
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
    state: text('state').notNull().default(''),
    stateCode: text('state_code').notNull().default(''),
    zipCode: text('zip_code').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_member_idx').on(t.memberId)],
);
