import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CLIENT_MESSAGES, NOTIFICATION_CHANNELS } from '../../../domain/sales/clientNotifications';
import { PORTAL_ACCESS_LEVELS } from '../../../domain/sales/clientPortal';
import { organizations } from '../../db/tables/organizations';
import { clients } from './tables';

// What a client's details keep beside its row: the people of the client who use its portal, and
// which messages it receives on which channel. Both go with the client when it is deleted.

/** A portal contact of a client: a person with an access level, switched on or off. */
export const clientContacts = pgTable(
  'client_contacts',
  {
    id: serial('id').primaryKey(),
    id_organization: integer('id_organization')
      .notNull()
      .references(() => organizations.id),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    access_level: text('access_level', { enum: PORTAL_ACCESS_LEVELS }).notNull().default('viewer'),
    enabled: boolean('enabled').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_contacts_client_email_unique').on(t.client_id, t.email),
    index('client_contacts_org_idx').on(t.id_organization),
  ],
);
export type ClientContactRow = typeof clientContacts.$inferSelect;

/** A client's choice for one message on one channel; a missing row is the default. */
export const clientNotificationPreferences = pgTable(
  'client_notification_preferences',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    message: text('message', { enum: CLIENT_MESSAGES }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.message, t.channel] })],
);
