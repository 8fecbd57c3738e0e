import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    id_organization: integer('id_organization').references(() => organizations.id),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    object_type: text('object_type').notNull(),
    object_id: text('object_id'),
    /** The object's name when the action was done: the log reads the same after a rename or a delete. */
    object_name: text('object_name'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_org_created_idx').on(t.id_organization, t.created_at),
    // The filters' choices: the distinct (type, action) pairs of an organisation, read by
    // skipping from one pair to the next in this index (server/modules/security/reports.ts).
    index('audit_logs_org_type_action_idx').on(t.id_organization, t.object_type, t.action),
  ],
);
