import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Emails are written here in the same transaction as the change that causes them. */
export const emailOutbox = pgTable('email_outbox', {
  id: serial('id').primaryKey(),
  to_address: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sent_at: timestamp('sent_at', { withTimezone: true }),
});
