import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { IdParams } from '../../../domain/common/fields';
import {
  TicketAssigneeQuerySchema,
  TicketAssigneeSchema,
  TicketCreateSchema,
  TicketListQuerySchema,
  TicketReplyCreateSchema,
  TicketSchema,
  TicketTimelineSchema,
  TicketUpdateSchema,
  supportMessages as messages,
  type Ticket,
  type TicketCreate,
  type TicketStatus,
  type TicketUpdate,
} from '../../../domain/support/ticket';
import { workingOrganizationOf } from '../../access/principals';
import { principalOf } from '../../auth/authenticate';
import { writeAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../../db/tables/users';
import { badRequest, detailError } from '../../http/errors';
import { choiceListRoute } from '../../http/choiceList';
import { resourceRoutes, type ReadContext, type WriteContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { checkReferences, orgColumns } from '../catalogue/rules';
import { clients } from '../sales/tables';
import { supportTicketEvents, supportTickets } from './tables';

export type TicketRow = typeof supportTickets.$inferSelect;

const iso = (d: Date) => d.toISOString();

/** "First Last", or the email's local part for an account without a name. */
const userName = sql<string>`coalesce(nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), split_part(${users.email}, '@', 1))`;

async function namesOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, name: userName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function present({ db }: ReadContext, rows: TicketRow[]): Promise<Ticket[]> {
  if (!rows.length) return [];
  const clientNames = new Map(
    (
      await db
        .select({ id: clients.id, name: clients.name })
        .from(clients)
        .where(inArray(clients.id, [...new Set(rows.map((r) => r.client_id))]))
    ).map((c) => [c.id, c.name]),
  );
  const assignees = await namesOf(
    db,
    rows.flatMap((r) => (r.assignee_id === null ? [] : [r.assignee_id])),
  );
  return rows.map(({ client_id, assignee_id, created_at, updated_at, ...row }) => ({
    id: row.id,
    id_organization: row.id_organization,
    client: client_id,
    client_name: clientNames.get(client_id) ?? '',
    subject: row.subject,
    description: row.description,
    priority: row.priority,
    status: row.status,
    assignee: assignee_id,
    assignee_name: assignee_id === null ? null : (assignees.get(assignee_id) ?? null),
    notes: row.notes,
    created_by: row.created_by,
    created_at: iso(created_at),
    updated_at: iso(updated_at),
  }));
}

/** The client must be one of the organisation's. */
const checkClient = (tx: DbOrTx, orgId: number, client: number | undefined) =>
  checkReferences(tx, orgId, [
    { field: 'client', table: clients, ids: client === undefined ? [] : [client] },
  ]);

/** An assignee must be an active user of the ticket's organisation. */
async function checkAssignee(tx: DbOrTx, orgId: number, assignee: number | null | undefined) {
  if (assignee === null || assignee === undefined) return;
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, assignee), eq(users.id_organization, orgId), eq(users.is_active, true)));
  if (!found) throw badRequest({ assignee: [messages.assigneeNotFound] });
}

const recordEvent = (
  tx: Tx,
  row: TicketRow,
  userId: number,
  event: { kind: 'created' | 'reply' | 'status'; text?: string; from?: TicketStatus; to?: TicketStatus },
) =>
  tx.insert(supportTicketEvents).values({
    id_organization: row.id_organization,
    ticket_id: row.id,
    kind: event.kind,
    user_id: userId,
    text: event.text ?? '',
    from_status: event.from ?? null,
    to_status: event.to ?? null,
  });

/** A ticket's opening and every change of its status go into its timeline, in the write's transaction. */
async function recordStatus({ tx, principal }: WriteContext, row: TicketRow, before: TicketRow | null) {
  if (!before) {
    await recordEvent(tx, row, principal.user.id, { kind: 'created', to: row.status });
  } else if (before.status !== row.status) {
    await recordEvent(tx, row, principal.user.id, { kind: 'status', from: before.status, to: row.status });
  }
}

/**
 * Clients' support tickets (subject Support): `/support-tickets/` with each ticket's timeline
 * (`/timeline/`), its replies (`/replies/`) and the users a ticket may be assigned to
 * (`/support-tickets/choices/assignees/`).
 */
export function supportTicketRoutes(app: App, services: Services) {
  const { db } = services.database;
  const tags = ['support-tickets'];

  choiceListRoute(app, db, {
    url: '/support-tickets/choices/assignees/',
    requires: { action: 'read', subject: 'Support' },
    tags,
    summary:
      'The active users of the organisation a ticket may be assigned to, searched by name or email (Support read)',
    querystring: TicketAssigneeQuerySchema,
    row: TicketAssigneeSchema,
    rows: (principal) => ({
      table: users,
      id: users.id,
      where: [eq(users.id_organization, workingOrganizationOf(principal)), eq(users.is_active, true)],
      orderable: { name: users.first_name, last_name: users.last_name, email: users.email },
      defaultOrdering: 'name',
      searchable: [users.first_name, users.last_name, users.email],
      tieBreaker: users.id,
      map: (row: typeof users.$inferSelect) => ({
        id: row.id,
        name: `${row.first_name} ${row.last_name}`.trim() || row.email.split('@')[0]!,
      }),
    }),
  });

  const declared = resourceRoutes<TicketRow, TicketCreate, TicketUpdate, Ticket>(app, services, {
    name: 'SupportTicket',
    subject: 'Support',
    table: supportTickets,
    accessColumns: orgColumns(supportTickets),
    notFoundMessage: messages.notFound,
    auditName: (row) => `#${row.id} ${row.subject}`,
    schemas: {
      item: TicketSchema,
      create: TicketCreateSchema,
      update: TicketUpdateSchema,
      listQuery: TicketListQuerySchema,
    },
    list: {
      orderable: {
        subject: supportTickets.subject,
        priority: supportTickets.priority_rank,
        status: supportTickets.status_rank,
        created_at: supportTickets.created_at,
        updated_at: supportTickets.updated_at,
      },
      defaultOrdering: '-updated_at',
      searchable: [
        supportTickets.subject,
        supportTickets.description,
        sql`(select ${clients.name} from ${clients} where ${clients.id} = ${supportTickets.client_id})`,
      ],
      tieBreaker: supportTickets.id,
      filters: {
        client: supportTickets.client_id,
        status: supportTickets.status,
        priority: supportTickets.priority,
        assignee: supportTickets.assignee_id,
      },
    },
    present,
    toInsert: async ({ tx, principal }, { client, assignee, ...values }) => {
      const orgId = workingOrganizationOf(principal);
      await checkClient(tx, orgId, client);
      await checkAssignee(tx, orgId, assignee);
      return { ...values, client_id: client, assignee_id: assignee, created_by: principal.user.id };
    },
    toUpdate: async ({ tx }, row, { client, assignee, ...values }) => {
      await checkClient(tx, row.id_organization, client);
      if (assignee !== undefined && assignee !== row.assignee_id)
        await checkAssignee(tx, row.id_organization, assignee);
      return {
        ...values,
        ...(client !== undefined && { client_id: client }),
        ...(assignee !== undefined && { assignee_id: assignee }),
      };
    },
    afterWrite: (ctx, row, before) => recordStatus(ctx, row, before),
    unique: {},
  });

  app.get(
    '/support-tickets/:id/timeline/',
    {
      config: { requires: { action: 'read', subject: 'Support' } },
      schema: {
        tags,
        summary:
          'The ticket’s timeline, oldest first: its opening, replies and status changes (Support read)',
        params: IdParams,
        response: { 200: TicketTimelineSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await declared.findFor(db, principal, request.params.id, 'read');
      const results = await db
        .select({
          id: supportTicketEvents.id,
          kind: supportTicketEvents.kind,
          author: supportTicketEvents.user_id,
          author_name: sql<string | null>`case when ${users.id} is null then null else ${userName} end`,
          text: supportTicketEvents.text,
          from_status: supportTicketEvents.from_status,
          to_status: supportTicketEvents.to_status,
          created_at: supportTicketEvents.created_at,
        })
        .from(supportTicketEvents)
        .leftJoin(users, eq(users.id, supportTicketEvents.user_id))
        .where(eq(supportTicketEvents.ticket_id, row.id))
        .orderBy(asc(supportTicketEvents.created_at), asc(supportTicketEvents.id));
      return { results: results.map((entry) => ({ ...entry, created_at: iso(entry.created_at) })) };
    },
  );

  app.post(
    '/support-tickets/:id/replies/',
    {
      config: { requires: { action: 'update', subject: 'Support' }, errors: [409] },
      schema: {
        tags,
        summary: 'Reply on the ticket, and optionally move it to another status (Support update)',
        params: IdParams,
        body: TicketReplyCreateSchema,
        response: { 201: TicketSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { text, status } = request.body;
      const changed = await db.transaction(async (tx) => {
        const row = await declared.findFor(tx, principal, request.params.id, 'update', true);
        // A closed ticket is reopened by a reply that says so, never answered as it stands.
        if (row.status === 'closed' && (status === undefined || status === 'closed'))
          throw detailError(409, messages.closed);
        await recordEvent(tx, row, principal.user.id, { kind: 'reply', text });
        const [updated] = await tx
          .update(supportTickets)
          .set({ ...(status !== undefined && { status }), updated_at: new Date() })
          .where(eq(supportTickets.id, row.id))
          .returning();
        await recordStatus({ tx, principal, request, services }, updated!, row);
        await writeAudit(tx, {
          actorId: principal.user.id,
          idOrganization: row.id_organization,
          action: 'supportticket.reply',
          objectType: 'SupportTicket',
          objectId: row.id,
          objectName: `#${row.id} ${row.subject}`,
          before: { status: row.status },
          after: { status: updated!.status, reply: text },
          ip: request.ip,
        });
        return updated!;
      });
      return reply.code(201).send(await declared.presentOne({ db, principal }, changed));
    },
  );

  return declared;
}
