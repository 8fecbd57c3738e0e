import { integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PRIORITIES } from '../../../domain/catalogue/product';
import { DATE_RANGE_PRESETS } from '../../../domain/common/pagination';
import { CURRENCIES } from '../../../domain/parameters/applicationParameters';
import type { NotificationPreference } from '../../../domain/sales/clientNotifications';
import { organizations } from '../../db/tables/organizations';

/**
 * An organisation's application parameters (domain/parameters): one row per organisation, a
 * column per parameter; no row means the defaults.
 */
export const applicationParameters = pgTable('application_parameters', {
  id_organization: integer('id_organization')
    .primaryKey()
    .references(() => organizations.id),
  dashboard_period: text('dashboard_period', { enum: DATE_RANGE_PRESETS }).notNull(),
  currency: text('currency', { enum: CURRENCIES }).notNull(),
  default_tax_rate: numeric('default_tax_rate', { precision: 5, scale: 2, mode: 'string' }).notNull(),
  payment_terms_days: integer('payment_terms_days'),
  low_stock_threshold: integer('low_stock_threshold').notNull(),
  default_priority: text('default_priority', { enum: PRIORITIES }).notNull(),
  default_minimum_order_quantity: integer('default_minimum_order_quantity').notNull(),
  client_messages: jsonb('client_messages').$type<NotificationPreference[]>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ApplicationParametersRow = typeof applicationParameters.$inferSelect;
