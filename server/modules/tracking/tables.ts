import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BATCH_STATUSES } from '../../../domain/tracking/batch';
import { UNIT_EVENT_TYPES, UNIT_STATUSES } from '../../../domain/tracking/unitStatus';
import { organizations } from '../../db/tables/organizations';
import { users } from '../../db/tables/users';
import { products } from '../catalogue/tables';
import { orders } from '../sales/tables';
import { establishments } from '../units/tables';

// The tracking area: batches (lots) of a product, the units tracked one by one (by serial
// number), and every event of a unit's life. A unit's status and place are written only with
// an event, in the same transaction; the events are never updated (the API has no route to).
// A batch or unit that still has units or history is RESTRICTed: the server answers 409 first.

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

const org = () =>
  integer('id_organization')
    .notNull()
    .references(() => organizations.id);

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    lot_number: text('lot_number').notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    production_date: date('production_date', { mode: 'string' }),
    expiry_date: date('expiry_date', { mode: 'string' }),
    status: text('status', { enum: BATCH_STATUSES }).notNull().default('active'),
    /** The establishment the batch comes from. */
    origin_id: integer('origin_id').references(() => establishments.id, { onDelete: 'restrict' }),
    notes: text('notes').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('batches_org_lot_unique').on(t.id_organization, t.lot_number),
    index('batches_org_created_idx').on(t.id_organization, t.created_at, t.id),
    index('batches_org_expiry_idx').on(t.id_organization, t.expiry_date, t.id),
    index('batches_product_idx').on(t.product_id),
    index('batches_origin_idx').on(t.origin_id),
    check('batches_status_check', sql`${t.status} in (${inList(BATCH_STATUSES)})`),
    check('batches_quantity_check', sql`${t.quantity} > 0`),
    check(
      'batches_dates_check',
      sql`${t.expiry_date} is null or ${t.production_date} is null or ${t.expiry_date} >= ${t.production_date}`,
    ),
  ],
);

export const trackedProducts = pgTable(
  'tracked_products',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    /** Null only for a product whose type does not require serial numbers. */
    serial_number: text('serial_number'),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    batch_id: integer('batch_id').references(() => batches.id, { onDelete: 'restrict' }),
    status: text('status', { enum: UNIT_STATUSES }).notNull().default('in_stock'),
    /** Where it is now, as the latest event that named a place said. */
    location: text('location').notNull().default(''),
    /** The order of its latest reservation or sale. */
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tracked_products_org_product_serial_unique')
      .on(t.id_organization, t.product_id, t.serial_number)
      .where(sql`${t.serial_number} is not null`),
    index('tracked_products_org_created_idx').on(t.id_organization, t.created_at, t.id),
    index('tracked_products_org_serial_idx').on(t.id_organization, t.serial_number, t.id),
    index('tracked_products_batch_idx').on(t.batch_id, t.serial_number, t.id),
    index('tracked_products_product_idx').on(t.product_id),
    index('tracked_products_order_idx').on(t.order_id),
    check('tracked_products_status_check', sql`${t.status} in (${inList(UNIT_STATUSES)})`),
  ],
);

/** A unit's history: appended with each event, never changed. Goes with its unit. */
export const trackedProductEvents = pgTable(
  'tracked_product_events',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    tracked_product_id: integer('tracked_product_id')
      .notNull()
      .references(() => trackedProducts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: UNIT_EVENT_TYPES }).notNull(),
    /** Null for the unit's registration. */
    from_status: text('from_status', { enum: UNIT_STATUSES }),
    to_status: text('to_status', { enum: UNIT_STATUSES }).notNull(),
    from_location: text('from_location').notNull().default(''),
    to_location: text('to_location').notNull().default(''),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracked_product_events_unit_idx').on(t.tracked_product_id, t.created_at, t.id),
    index('tracked_product_events_order_idx').on(t.order_id),
    check('tracked_product_events_type_check', sql`${t.type} in (${inList(UNIT_EVENT_TYPES)})`),
  ],
);

export type BatchRow = typeof batches.$inferSelect;
export type TrackedProductRow = typeof trackedProducts.$inferSelect;
export type TrackedProductEventRow = typeof trackedProductEvents.$inferSelect;
