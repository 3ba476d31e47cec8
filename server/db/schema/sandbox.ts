import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages "sent" by the sandbox SMS and e-mail providers, shown at /dev/inbox outside production. */
export const sandboxMessages = pgTable('sandbox_messages', {
  id: serial('id').primaryKey(),
  /** 'sms' or 'email'. */
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
