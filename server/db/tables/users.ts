import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    role: text('role').notNull().default('user'),
    id_organization: integer('id_organization')
      .notNull()
      .references(() => organizations.id),
    is_staff: boolean('is_staff').notNull().default(false),
    is_superuser: boolean('is_superuser').notNull().default(false),
    // References to a team and a brand of the user's organisation (the role rules' conditions
    // name both). Their foreign keys are written in migration 0009 rather than here, as the
    // platform's tables never import an area's: `users_team_teams_id_fk` (RESTRICT: a team with
    // members is not deleted; the server answers 409 first) and `users_brand_brands_id_fk`
    // (SET NULL: a deleted brand leaves its managers without one, so they lose its rights rather
    // than keep a dangling id). The users' resource checks both are of the user's organisation.
    team: integer('team'),
    brand: integer('brand'),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    phone_number: text('phone_number').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    department: text('department').notNull().default(''),
    is_active: boolean('is_active').notNull().default(true),
    date_joined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    last_login: timestamp('last_login', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Access tokens signed before this are refused (set on deactivation, kept on reactivation). */
    tokens_valid_after: timestamp('tokens_valid_after', { withTimezone: true }),
    /**
     * The organisation a user who manages organisations has chosen to work in: their lists show
     * its rows and what they create lands in it. Null: every organisation they may read (lists)
     * and their own (creates). Ignored for anyone who may not manage organisations.
     */
    working_organization: integer('working_organization').references(() => organizations.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_org_date_joined_idx').on(t.id_organization, t.date_joined),
    // List pages order by these; with an OR in the access scope only a plain index serves them.
    index('users_date_joined_id_idx').on(t.date_joined, t.id),
    index('users_email_id_idx').on(t.email, t.id),
    index('users_org_team_idx').on(t.id_organization, t.team),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Columns CASL conditions on User may name. */
export const userColumns = {
  id: users.id,
  id_organization: users.id_organization,
  team: users.team,
  brand: users.brand,
  role: users.role,
  is_active: users.is_active,
};
