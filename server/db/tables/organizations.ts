import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The tenants: every user, role and business row belongs to exactly one. */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** An inactive organisation's users can neither sign in nor refresh a session. */
    is_active: boolean('is_active').notNull().default(true),
    // The key of an uploaded image (catalogue_files), as a brand's logo. No foreign key: the files'
    // table belongs to a module the platform's tables may not import; the logo routes delete the
    // old file whenever they change this.
    logo: text('logo'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_code_unique').on(t.code)],
);

export type OrganizationRow = typeof organizations.$inferSelect;
