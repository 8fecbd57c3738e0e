import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { HOLDABLE_STATUSES, ORDER_STATUSES, PAYMENT_STATES } from '../../../domain/sales/orderStatus';
import {
  CLIENT_KINDS,
  CLIENT_STATUSES,
  ENVIRONMENT_KINDS,
  ENVIRONMENT_STATUSES,
  INVOICE_STATUSES,
  NUMBERED_DOCUMENTS,
  SELLER_LEVELS,
} from '../../../domain/sales/kinds';
import { organizations } from '../../db/tables/organizations';
import { users } from '../../db/tables/users';
import { brands, products } from '../catalogue/tables';

// The sales area (business spec §2, §3): sellers, clients, their orders with lines and status
// history, invoices and client environments.
//
// Money is numeric(14,2) read as strings: totals are computed in exact decimal arithmetic on the
// server, never in floating point. An order's lines keep the product's name, SKU and price as
// they were when ordered, so a later price change rewrites no order.

const org = () =>
  integer('id_organization')
    .notNull()
    .references(() => organizations.id);

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });

// A postal address kept on its row: an order's and an invoice's are copies, not references.
const billingAddress = {
  billing_address: text('billing_address').notNull().default(''),
  billing_city: text('billing_city').notNull().default(''),
  billing_state: text('billing_state').notNull().default(''),
  billing_postal_code: text('billing_postal_code').notNull().default(''),
  billing_country: text('billing_country').notNull().default(''),
};

const shippingAddress = {
  shipping_address: text('shipping_address').notNull().default(''),
  shipping_city: text('shipping_city').notNull().default(''),
  shipping_state: text('shipping_state').notNull().default(''),
  shipping_postal_code: text('shipping_postal_code').notNull().default(''),
  shipping_country: text('shipping_country').notNull().default(''),
};

/** Seller (§3): a salesperson of the organisation, with an optional user account. */
export const sellers = pgTable(
  'sellers',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    location: text('location').notNull().default(''),
    level: text('level', { enum: SELLER_LEVELS }).notNull().default('junior'),
    website: text('website').notNull().default(''),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sellers_org_code_unique').on(t.id_organization, t.code),
    // A user account is at most one seller.
    uniqueIndex('sellers_user_unique')
      .on(t.user_id)
      .where(sql`${t.user_id} is not null`),
    index('sellers_org_name_idx').on(t.id_organization, t.name, t.id),
    check('sellers_end_after_start', sql`${t.end_date} is null or ${t.end_date} > ${t.start_date}`),
  ],
);

/** Client (subject Customer): a person or a company the organisation sells to. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    code: text('code').notNull(),
    kind: text('kind', { enum: CLIENT_KINDS }).notNull(),
    /** A person's full name or a company's name. */
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** A company's tax or VAT number. */
    tax_id: text('tax_id').notNull().default(''),
    status: text('status', { enum: CLIENT_STATUSES }).notNull().default('active'),
    notes: text('notes').notNull().default(''),
    seller_id: integer('seller_id').references(() => sellers.id, { onDelete: 'restrict' }),
    ...billingAddress,
    ...shippingAddress,
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clients_org_code_unique').on(t.id_organization, t.code),
    index('clients_org_name_idx').on(t.id_organization, t.name, t.id),
    index('clients_org_seller_idx').on(t.id_organization, t.seller_id, t.id),
    index('clients_org_created_idx').on(t.id_organization, t.created_at, t.id),
  ],
);

/**
 * The next number of an organisation's orders and invoices. A number is taken by an UPDATE …
 * RETURNING inside the writing transaction: concurrent writers queue on the row, and a rolled
 * back write gives its number back (invoices have no gaps; orders never reuse a committed one).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    id_organization: org(),
    document: text('document', { enum: NUMBERED_DOCUMENTS }).notNull(),
    last_number: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.id_organization, t.document] })],
);

/** Order (§3): its status and payment state move only through the order machine. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    number: integer('number').notNull(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    seller_id: integer('seller_id').references(() => sellers.id, { onDelete: 'restrict' }),
    /** The brand brand managers see the order under (decided from its lines; see the order module). */
    brand: integer('brand').references(() => brands.id, { onDelete: 'set null' }),
    order_date: date('order_date', { mode: 'string' }).notNull(),
    delivery_date: date('delivery_date', { mode: 'string' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    payment: text('payment', { enum: PAYMENT_STATES }).notNull().default('pending'),
    stock_reserved: boolean('stock_reserved').notNull().default(false),
    held_from: text('held_from', { enum: HOLDABLE_STATUSES }),
    currency: text('currency').notNull(),
    total_amount: money('total_amount').notNull().default('0'),
    /** Never the card's number: its brand and last four digits only. */
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    ...billingAddress,
    ...shippingAddress,
    notes: text('notes').notNull().default(''),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_org_number_unique').on(t.id_organization, t.number),
    index('orders_org_date_idx').on(t.id_organization, t.order_date, t.id),
    index('orders_org_status_date_idx').on(t.id_organization, t.status, t.order_date, t.id),
    index('orders_org_client_idx').on(t.id_organization, t.client_id, t.id),
    index('orders_org_seller_idx').on(t.id_organization, t.seller_id, t.id),
    index('orders_org_brand_idx').on(t.id_organization, t.brand, t.id),
    index('orders_org_created_by_idx').on(t.id_organization, t.created_by, t.id),
    check(
      'orders_delivery_after_order',
      sql`${t.delivery_date} is null or ${t.delivery_date} >= ${t.order_date}`,
    ),
    check('orders_card_last4', sql`${t.card_last4} is null or ${t.card_last4} ~ '^[0-9]{4}$'`),
  ],
);

/** An order's line: the product and its price as they were when ordered. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    product_name: text('product_name').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    unit_price: money('unit_price').notNull(),
    line_total: money('line_total').notNull(),
  },
  (t) => [
    uniqueIndex('order_lines_order_position_unique').on(t.order_id, t.position),
    index('order_lines_product_idx').on(t.product_id),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Every status change of an order, as the order machine made it (the order's timeline). */
export const orderTransitions = pgTable(
  'order_transitions',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the order's creation. */
    from_status: text('from_status', { enum: ORDER_STATUSES }),
    to_status: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    event: text('event').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_transitions_order_idx').on(t.order_id, t.created_at, t.id),
    index('order_transitions_org_created_idx').on(t.id_organization, t.created_at, t.id),
  ],
);

/** Invoice: numbered when sent (no gaps per organisation), editable only as a draft. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    /** Null while a draft. */
    number: integer('number'),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    issue_date: date('issue_date', { mode: 'string' }),
    due_date: date('due_date', { mode: 'string' }),
    currency: text('currency').notNull(),
    subtotal: money('subtotal').notNull().default('0'),
    tax_total: money('tax_total').notNull().default('0'),
    total: money('total').notNull().default('0'),
    ...billingAddress,
    notes: text('notes').notNull().default(''),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_org_number_unique').on(t.id_organization, t.number),
    index('invoices_org_created_idx').on(t.id_organization, t.created_at, t.id),
    index('invoices_org_status_idx').on(t.id_organization, t.status, t.id),
    index('invoices_org_client_idx').on(t.id_organization, t.client_id, t.id),
    index('invoices_order_idx').on(t.order_id),
    check('invoices_numbered_unless_draft', sql`(${t.status} = 'draft') = (${t.number} is null)`),
    check('invoices_due_after_issue', sql`${t.due_date} is null or ${t.due_date} >= ${t.issue_date}`),
  ],
);

/** An invoice's line, with its own tax rate (percent). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unit_price: money('unit_price').notNull(),
    tax_rate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'string' }).notNull().default('0'),
    line_total: money('line_total').notNull(),
    tax_amount: money('tax_amount').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_lines_invoice_position_unique').on(t.invoice_id, t.position),
    check('invoice_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('invoice_lines_tax_rate', sql`${t.tax_rate} >= 0 and ${t.tax_rate} <= 100`),
  ],
);

/** Environment client (subject Environment): one of a client's installations. */
export const environments = pgTable(
  'environments',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ENVIRONMENT_KINDS }).notNull(),
    url: text('url').notNull().default(''),
    status: text('status', { enum: ENVIRONMENT_STATUSES }).notNull().default('active'),
    notes: text('notes').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('environments_client_name_unique').on(t.client_id, t.name),
    index('environments_org_name_idx').on(t.id_organization, t.name, t.id),
  ],
);
