import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
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
import {
  LAUNCH_STATUSES,
  LAUNCH_TEAM_ROLES,
  LAUNCH_TYPES,
  MARKET_SCOPES,
  PRIORITIES,
  REFERRAL_STATUSES,
  REVIEW_STATUSES,
} from '../../../domain/catalogue';
import { organizations } from '../../db/tables/organizations';
import { users } from '../../db/tables/users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const org = () =>
  integer('id_organization')
    .notNull()
    .references(() => organizations.id);

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const validity = {
  start_date: date('start_date', { mode: 'string' }),
  end_date: date('end_date', { mode: 'string' }),
  is_active: boolean('is_active').notNull().default(true),
};

/**
 * Uploaded images (logos, product images), kept in the database so a restart or a second
 * instance loses none. The key is random: a file URL is a capability handed only to those who
 * may read the row that shows it.
 */
export const catalogueFiles = pgTable(
  'catalogue_files',
  {
    key: text('key').primaryKey(),
    id_organization: org(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogue_files_org_idx').on(t.id_organization)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo').references(() => catalogueFiles.key, { onDelete: 'set null' }),
    website: text('website').notNull().default(''),
    ...validity,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('brands_org_code_unique').on(t.id_organization, t.code),
    uniqueIndex('brands_org_name_unique').on(t.id_organization, sql`lower(${t.name})`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo').references(() => catalogueFiles.key, { onDelete: 'set null' }),
    parent: integer('parent').references((): AnyPgColumn => categories.id),
    path: text('path').notNull(),
    level: integer('level').notNull().default(0),
    meta_title: text('meta_title').notNull().default(''),
    meta_description: text('meta_description').notNull().default(''),
    ...validity,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_org_code_unique').on(t.id_organization, t.code),
    // Unique under the same parent; roots share the parent "0".
    uniqueIndex('categories_org_parent_name_unique').on(
      t.id_organization,
      sql`coalesce(${t.parent}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('categories_org_path_idx').on(t.id_organization, t.path),
  ],
);

const configColumns = {
  id: serial('id').primaryKey(),
  id_organization: org(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  description: text('description').notNull().default(''),
  is_active: boolean('is_active').notNull().default(true),
  ...timestamps,
};

export const productTypes = pgTable(
  'product_types',
  {
    ...configColumns,
    is_physical: boolean('is_physical').notNull().default(false),
    tracks_inventory: boolean('tracks_inventory').notNull().default(false),
    allows_preorders: boolean('allows_preorders').notNull().default(false),
    allows_backorders: boolean('allows_backorders').notNull().default(false),
    requires_serial_numbers: boolean('requires_serial_numbers').notNull().default(false),
  },
  (t) => [
    uniqueIndex('product_types_org_code_unique').on(t.id_organization, t.code),
    uniqueIndex('product_types_org_name_unique').on(t.id_organization, sql`lower(${t.name})`),
  ],
);

export const productStatuses = pgTable(
  'product_statuses',
  {
    ...configColumns,
    allows_sales: boolean('allows_sales').notNull().default(false),
    allows_launch: boolean('allows_launch').notNull().default(false),
    is_editable: boolean('is_editable').notNull().default(false),
  },
  (t) => [
    uniqueIndex('product_statuses_org_code_unique').on(t.id_organization, t.code),
    uniqueIndex('product_statuses_org_name_unique').on(t.id_organization, sql`lower(${t.name})`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    description: text('description').notNull().default(''),
    status: integer('status')
      .notNull()
      .references(() => productStatuses.id),
    product_type: integer('product_type')
      .notNull()
      .references(() => productTypes.id),
    brand: integer('brand')
      .notNull()
      .references(() => brands.id),
    priority: text('priority', { enum: PRIORITIES }).notNull().default('medium'),
    owner: integer('owner').references(() => users.id, { onDelete: 'set null' }),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    cost_basis: numeric('cost_basis', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    suggested_retail_price: numeric('suggested_retail_price', { precision: 14, scale: 2, mode: 'number' }),
    stock_quantity: integer('stock_quantity').notNull().default(0),
    minimum_order_quantity: integer('minimum_order_quantity').notNull().default(1),
    slug: text('slug').notNull().default(''),
    meta_title: text('meta_title').notNull().default(''),
    meta_description: text('meta_description').notNull().default(''),
    internal_code: text('internal_code').notNull().default(''),
    regulatory_information: text('regulatory_information').notNull().default(''),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** What `?search=` matches (name, code and SKU, lower-cased), kept by the database. */
    search_text: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(${products.name} || ' ' || ${products.code} || ' ' || ${products.sku})`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_org_code_unique').on(t.id_organization, t.code),
    index('products_org_created_idx').on(t.id_organization, t.created_at, t.id),
    index('products_org_status_created_idx').on(t.id_organization, t.status, t.created_at, t.id),
    index('products_org_brand_created_idx').on(t.id_organization, t.brand, t.created_at, t.id),
    index('products_org_name_idx').on(t.id_organization, t.name, t.id),
    // A status filter with the list ordered by name: a rare status must not scan the whole org.
    index('products_org_status_name_idx').on(t.id_organization, t.status, t.name, t.id),
    // Every other column the list orders by: without its index, a page sorts all the matches
    // (a search word's 60,000 of a million products: 300–900 ms).
    index('products_org_updated_idx').on(t.id_organization, t.updated_at, t.id),
    index('products_org_priority_idx').on(t.id_organization, t.priority, t.id),
    index('products_org_cost_idx').on(t.id_organization, t.cost_basis, t.id),
    index('products_org_price_idx').on(t.id_organization, t.suggested_retail_price, t.id),
    index('products_org_stock_idx').on(t.id_organization, t.stock_quantity, t.id),
    index('products_org_start_idx').on(t.id_organization, t.start_date, t.id),
    // `?search=` is a substring match: a trigram index serves it.
    index('products_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.category_id] }),
    index('product_categories_category_idx').on(t.category_id, t.product_id),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    file_key: text('file_key')
      .notNull()
      .references(() => catalogueFiles.key),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.product_id, t.position)],
);

/** Every status a product has taken, for the analytics' transition flow. */
export const productStatusHistory = pgTable(
  'product_status_history',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    from_status: integer('from_status').references(() => productStatuses.id),
    to_status: integer('to_status')
      .notNull()
      .references(() => productStatuses.id),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_status_history_product_idx').on(t.product_id, t.changed_at),
    index('product_status_history_org_idx').on(t.id_organization, t.from_status, t.to_status),
  ],
);

export const productLaunches = pgTable(
  'product_launches',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    launch_type: text('launch_type', { enum: LAUNCH_TYPES }).notNull(),
    status: text('status', { enum: LAUNCH_STATUSES }).notNull(),
    market_scope: text('market_scope', { enum: MARKET_SCOPES }).notNull(),
    manager: integer('manager').references(() => users.id, { onDelete: 'set null' }),
    planned_launch_date: date('planned_launch_date', { mode: 'string' }).notNull(),
    actual_launch_date: date('actual_launch_date', { mode: 'string' }),
    target_revenue: numeric('target_revenue', { precision: 14, scale: 2, mode: 'number' }),
    target_units: integer('target_units'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_launches_org_code_unique').on(t.id_organization, t.code),
    index('product_launches_product_idx').on(t.product_id),
    index('product_launches_org_planned_idx').on(t.id_organization, t.planned_launch_date),
  ],
);

export const launchTeamMembers = pgTable(
  'launch_team_members',
  {
    launch_id: integer('launch_id')
      .notNull()
      .references(() => productLaunches.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: LAUNCH_TEAM_ROLES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.launch_id, t.user_id] })],
);

/** Customer reviews of products, moderated on the manage-review screen. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    author_name: text('author_name').notNull(),
    author_email: text('author_email').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    comment: text('comment').notNull().default(''),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    moderated_by: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderated_at: timestamp('moderated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('product_reviews_org_status_idx').on(t.id_organization, t.status, t.created_at),
    index('product_reviews_product_idx').on(t.product_id),
  ],
);

export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    code: text('code').notNull(),
    referrer_name: text('referrer_name').notNull(),
    referrer_email: text('referrer_email').notNull(),
    referred_email: text('referred_email').notNull(),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    commission_rate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('pending'),
    ...timestamps,
  },
  (t) => [uniqueIndex('referrals_org_code_unique').on(t.id_organization, t.code)],
);

export type BrandRow = typeof brands.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductTypeRow = typeof productTypes.$inferSelect;
export type ProductStatusRow = typeof productStatuses.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type LaunchRow = typeof productLaunches.$inferSelect;
export type ReviewRow = typeof productReviews.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
