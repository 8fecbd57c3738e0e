import { z } from 'zod';
import { id, optionalString, queryId, requiredString } from '../common/fields';
import { choiceListQuery } from '../common/choices';
import { ListQuerySchema } from '../common/pagination';

// A support ticket (CASL subject Support): a client's request to the help desk, with its
// priority, its status, the colleague it is assigned to and a timeline of replies and status
// changes. Every ticket belongs to one client of the organisation.

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Open: waiting for the help desk; pending: waiting for the client; then resolved, closed. */
export const TICKET_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** What a timeline entry records: the ticket's opening, a reply, or a change of status. */
export const TICKET_EVENT_KINDS = ['created', 'reply', 'status'] as const;
export type TicketEventKind = (typeof TICKET_EVENT_KINDS)[number];

export const SUBJECT_MAX = 200;
export const TICKET_TEXT_MAX = 5000;

/** The support area's own messages, as the API writes them (English); the screens translate them. */
export const supportMessages = {
  notFound: 'Ticket not found.',
  /** An assignee must be an active user of the ticket's organisation. */
  assigneeNotFound: 'Choose an active user of this organisation.',
  /** A closed ticket takes no reply until it is opened again. */
  closed: 'This ticket is closed: reopen it before replying.',
} as const;

const ticketFields = {
  client: id(),
  subject: requiredString(SUBJECT_MAX),
  description: optionalString(TICKET_TEXT_MAX),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  /** The user who handles it, or nobody yet. */
  assignee: id().nullable(),
  /** The help desk's own notes, never shown to the client. */
  notes: optionalString(2000),
};

export const TicketCreateSchema = z
  .strictObject({
    ...ticketFields,
    description: ticketFields.description.default(''),
    priority: ticketFields.priority.default('normal'),
    status: ticketFields.status.default('open'),
    assignee: ticketFields.assignee.default(null),
    notes: ticketFields.notes.default(''),
  })
  .meta({ id: 'SupportTicketCreate' });
export type TicketCreate = z.infer<typeof TicketCreateSchema>;

export const TicketUpdateSchema = z.strictObject(ticketFields).partial().meta({ id: 'SupportTicketUpdate' });
export type TicketUpdate = z.infer<typeof TicketUpdateSchema>;

export const TicketSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    client: z.number().int(),
    client_name: z.string(),
    subject: z.string(),
    description: z.string(),
    priority: z.enum(TICKET_PRIORITIES),
    status: z.enum(TICKET_STATUSES),
    assignee: z.number().int().nullable(),
    /** The assignee's name, for lists and the ticket's page. */
    assignee_name: z.string().nullable(),
    notes: z.string(),
    created_by: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SupportTicket' });
export type Ticket = z.infer<typeof TicketSchema>;

export const TicketListQuerySchema = ListQuerySchema.extend({
  client: queryId.optional(),
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  assignee: queryId.optional(),
});
export type TicketListQuery = z.infer<typeof TicketListQuerySchema>;

/** A reply to the client, and optionally the status the ticket moves to with it. */
export const TicketReplyCreateSchema = z
  .strictObject({
    text: requiredString(TICKET_TEXT_MAX),
    status: z.enum(TICKET_STATUSES).optional(),
  })
  .meta({ id: 'SupportTicketReplyCreate' });
export type TicketReplyCreate = z.infer<typeof TicketReplyCreateSchema>;

/** One entry of a ticket's timeline, oldest first: who, when, and what was said or changed. */
export const TicketEventSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(TICKET_EVENT_KINDS),
    author: z.number().int().nullable(),
    /** The author's name (their email's when they have none); null once the account is gone. */
    author_name: z.string().nullable(),
    /** A reply's text; empty for the other kinds. */
    text: z.string(),
    /** A status change's former status; null for the other kinds. */
    from_status: z.enum(TICKET_STATUSES).nullable(),
    /** The status the ticket has after the entry (its first status for `created`). */
    to_status: z.enum(TICKET_STATUSES).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'SupportTicketEvent' });
export type TicketEvent = z.infer<typeof TicketEventSchema>;

export const TicketTimelineSchema = z
  .object({ results: z.array(TicketEventSchema) })
  .meta({ id: 'SupportTicketTimeline' });

/** Who a ticket may be assigned to, as the picker lists them (`name` for the picker's label). */
export const TicketAssigneeSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'SupportTicketAssignee' });
export type TicketAssignee = z.infer<typeof TicketAssigneeSchema>;

export const TicketAssigneeQuerySchema = choiceListQuery(['name', 'last_name', 'email']);
