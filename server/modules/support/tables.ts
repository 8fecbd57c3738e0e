import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { TICKET_EVENT_KINDS, TICKET_PRIORITIES, TICKET_STATUSES } from '../../../domain/support/ticket';
import { organizations } from '../../db/tables/organizations';
import { users } from '../../db/tables/users';
import { clients } from '../sales/tables';

// The help desk: clients' tickets and each ticket's timeline (its opening, the replies and every
// change of status, with who and when).

const org = () =>
  integer('id_organization')
    .notNull()
    .references(() => organizations.id);

/** `case <column> when '<first>' then 0 … end`: a value's place in its vocabulary. */
const rankOf = (column: string, values: readonly string[]) =>
  `case ${column} ${values.map((v, i) => `when '${v}' then ${i}`).join(' ')} end`;

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    subject: text('subject').notNull(),
    description: text('description').notNull().default(''),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull().default('normal'),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    // Lists order priorities and statuses by their meaning (low to urgent, open to closed), not
    // by their names' letters.
    priority_rank: integer('priority_rank')
      .notNull()
      .generatedAlwaysAs(sql.raw(rankOf('priority', TICKET_PRIORITIES))),
    status_rank: integer('status_rank')
      .notNull()
      .generatedAlwaysAs(sql.raw(rankOf('status', TICKET_STATUSES))),
    assignee_id: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_org_created_idx').on(t.id_organization, t.created_at, t.id),
    index('support_tickets_org_status_idx').on(t.id_organization, t.status, t.id),
    index('support_tickets_client_idx').on(t.client_id, t.id),
    index('support_tickets_assignee_idx').on(t.assignee_id, t.id),
  ],
);

export const supportTicketEvents = pgTable(
  'support_ticket_events',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TICKET_EVENT_KINDS }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull().default(''),
    from_status: text('from_status', { enum: TICKET_STATUSES }),
    to_status: text('to_status', { enum: TICKET_STATUSES }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_ticket_events_ticket_idx').on(t.ticket_id, t.created_at, t.id)],
);
