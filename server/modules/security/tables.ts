import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from '../../db/tables/organizations';
import { users } from '../../db/tables/users';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const securityApplications = pgTable(
  'security_applications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default(''),
    sort_order: integer('sort_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('security_applications_code_unique').on(t.code)],
);

/** A module's code is the CASL subject its permissions grant (e.g. Product). */
export const securityModules = pgTable(
  'security_modules',
  {
    id: serial('id').primaryKey(),
    application_id: integer('application_id')
      .notNull()
      .references(() => securityApplications.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    table_name: text('table_name').notNull().default(''),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default(''),
    sort_order: integer('sort_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('security_modules_code_unique').on(t.code)],
);

/** An operation's code is the CASL action (create, read, ..., manage). */
export const securityOperations = pgTable(
  'security_operations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    operation_type: text('operation_type', { enum: ['basic', 'system'] }).notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default(''),
    sort_order: integer('sort_order').notNull().default(0),
    is_dangerous: boolean('is_dangerous').notNull().default(false),
  },
  (t) => [uniqueIndex('security_operations_code_unique').on(t.code)],
);

export const securityRoles = pgTable(
  'security_roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    level: text('level', { enum: ['system', 'organization', 'department', 'team'] }).notNull(),
    id_organization: integer('id_organization')
      .notNull()
      .references(() => organizations.id),
    parent_role: integer('parent_role').references((): AnyPgColumn => securityRoles.id),
    is_system_role: boolean('is_system_role').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('security_roles_org_code_unique').on(t.id_organization, t.code)],
);

/**
 * One granted (role, module, operation). Conditions are CASL conditions whose values may be
 * placeholders such as "${user.id_organization}", filled in for each holder.
 */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    id: serial('id').primaryKey(),
    role_id: integer('role_id')
      .notNull()
      .references(() => securityRoles.id, { onDelete: 'cascade' }),
    module_id: integer('module_id')
      .notNull()
      .references(() => securityModules.id),
    operation_id: integer('operation_id')
      .notNull()
      .references(() => securityOperations.id),
    conditions: jsonb('conditions').$type<Record<string, unknown>>(),
    fields: jsonb('fields').$type<string[]>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('role_permissions_unique').on(t.role_id, t.module_id, t.operation_id)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => securityRoles.id, { onDelete: 'cascade' }),
    assigned_by: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assigned_at: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('user_roles_role_idx').on(t.role_id)],
);

/**
 * Security policies of one organisation, a row each from its creation. A null column means "the
 * server's configured default"; an organisation without a row (one made before rows were
 * seeded) uses the defaults throughout.
 */
export const securityPolicies = pgTable('security_policies', {
  id_organization: integer('id_organization')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  password_min_length: integer('password_min_length'),
  session_inactivity_minutes: integer('session_inactivity_minutes'),
  access_token_lifetime_seconds: integer('access_token_lifetime_seconds'),
  refresh_token_lifetime_seconds: integer('refresh_token_lifetime_seconds'),
  login_rate_limit: integer('login_rate_limit'),
  /** When someone last changed them; null while every policy is as the organisation got it. */
  updated_at: timestamp('updated_at', { withTimezone: true }),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Events the SPA's security monitor reports (spec §3 "Security event"), with who and where from. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    /** The id the client gave the event. */
    event_id: text('event_id').notNull(),
    id_organization: integer('id_organization').references(() => organizations.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    severity: text('severity', { enum: ['low', 'medium', 'high', 'critical'] }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    user_agent: text('user_agent').notNull().default(''),
    url: text('url').notNull().default(''),
    /** When the client says it happened. */
    client_timestamp: timestamp('client_timestamp', { withTimezone: true }).notNull(),
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_events_org_created_idx').on(t.id_organization, t.created_at)],
);
