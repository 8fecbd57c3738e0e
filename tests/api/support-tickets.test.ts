import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages, messages } from '../../domain/common/messages';
import { salesMessages } from '../../domain/sales/messages';
import { supportMessages, type Ticket, type TicketEvent } from '../../domain/support/ticket';
import { supportTicketEvents, supportTickets } from '../../server/modules/support/tables';
import { ACME_ADMIN, ADMIN, MANAGER, SUPERUSER, USER, created, lastAudit } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';
import { SALES, SUPPORT, clientOf } from './sales-support';

// Support tickets (subject Support, managed by support and customer_support): a client's
// ticket, its timeline of replies and status changes, who may reach it and what a refused or
// failed write leaves behind.

const CUSTOMER_SUPPORT = 'customer_support@demo.support.local';

let t: TestApp;
let client: number;
let acmeClient: number;
let supportId: number;
beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({
    email: CUSTOMER_SUPPORT,
    role: 'customer_support',
    first_name: 'Cora',
    last_name: 'Care',
  });
  client = await clientOf(t, 'DEMO');
  acmeClient = await clientOf(t, 'ACME');
  supportId = (await t.login(SUPPORT)).user.id;
});
afterAll(() => t.close());

const newTicket = (fields: Record<string, unknown> = {}, as = SUPPORT) =>
  created<Ticket>(t, '/support-tickets/', { client, subject: 'Order arrived late', ...fields }, as);
const timeline = async (id: number, as = SUPPORT) => {
  const res = await t.api('GET', `/support-tickets/${id}/timeline/`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as TicketEvent[];
};
const eventsOf = async (id: number) =>
  Number(
    (
      await t.db.select({ n: count() }).from(supportTicketEvents).where(eq(supportTicketEvents.ticket_id, id))
    )[0]!.n,
  );

describe('a support ticket', () => {
  it('is opened for a client, open and of normal priority unless said, with its opening in the timeline', async () => {
    const ticket = await newTicket({ assignee: supportId, description: 'Two days late.' });
    expect(ticket).toMatchObject({
      client,
      client_name: 'Quayside Supplies',
      subject: 'Order arrived late',
      description: 'Two days late.',
      priority: 'normal',
      status: 'open',
      assignee: supportId,
      assignee_name: 'Stan Support',
      created_by: supportId,
    });
    const [opening] = await timeline(ticket.id);
    expect(opening).toMatchObject({
      kind: 'created',
      author: supportId,
      author_name: 'Stan Support',
      to_status: 'open',
    });
    expect((await lastAudit(t, 'SupportTicket', ticket.id))?.action).toBe('supportticket.create');
  });

  it('records each change of status in its timeline, and nothing for other changes', async () => {
    const ticket = await newTicket();
    const res = await t.api('PATCH', `/support-tickets/${ticket.id}/`, {
      as: CUSTOMER_SUPPORT,
      body: { status: 'pending', priority: 'high' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', priority: 'high' });
    await t.api('PATCH', `/support-tickets/${ticket.id}/`, { as: SUPPORT, body: { notes: 'Called them.' } });
    const entries = await timeline(ticket.id);
    expect(entries.map((e) => [e.kind, e.from_status, e.to_status])).toEqual([
      ['created', null, 'open'],
      ['status', 'open', 'pending'],
    ]);
    expect(entries[1]!.author_name).toBe('Cora Care');
  });

  it('takes replies, oldest first, each with its author, and a status given with one', async () => {
    const ticket = await newTicket();
    const first = await t.api('POST', `/support-tickets/${ticket.id}/replies/`, {
      as: SUPPORT,
      body: { text: 'We are looking into it.' },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().status).toBe('open');
    const second = await t.api('POST', `/support-tickets/${ticket.id}/replies/`, {
      as: SUPPORT,
      body: { text: 'A new one is on its way.', status: 'resolved' },
    });
    expect(second.json()).toMatchObject({ id: ticket.id, status: 'resolved' });
    const entries = await timeline(ticket.id);
    expect(entries.map((e) => [e.kind, e.text, e.to_status])).toEqual([
      ['created', '', 'open'],
      ['reply', 'We are looking into it.', null],
      ['reply', 'A new one is on its way.', null],
      ['status', '', 'resolved'],
    ]);
    expect(entries).toAllSatisfy((e: TicketEvent) => e.author === supportId);
    const audit = await lastAudit(t, 'SupportTicket', ticket.id);
    expect([audit?.action, audit?.after]).toEqual([
      'supportticket.reply',
      { status: 'resolved', reply: 'A new one is on its way.' },
    ]);
  });

  it('takes no reply once closed, unless the reply reopens it', async () => {
    const ticket = await newTicket({ status: 'closed' });
    const refused = await t.api('POST', `/support-tickets/${ticket.id}/replies/`, {
      as: SUPPORT,
      body: { text: 'Anything else?' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: supportMessages.closed });
    expect(await eventsOf(ticket.id)).toBe(1);
    const reopened = await t.api('POST', `/support-tickets/${ticket.id}/replies/`, {
      as: SUPPORT,
      body: { text: 'Reopening: the client wrote again.', status: 'open' },
    });
    expect(reopened.statusCode, reopened.body).toBe(201);
    expect(reopened.json().status).toBe('open');
  });

  it('is listed by status, priority, assignee and client, searched by subject or client name, ordered by priority’s meaning', async () => {
    const other = await clientOf(t, 'DEMO', 'Lighthouse Traders');
    const urgent = await newTicket({
      client: other,
      subject: 'Pump broken',
      priority: 'urgent',
      assignee: supportId,
    });
    const low = await newTicket({
      client: other,
      subject: 'Catalogue request',
      priority: 'low',
      status: 'pending',
    });
    const ids = async (query: string) =>
      ((await t.api('GET', `/support-tickets/?${query}`, { as: SUPPORT })).json().results as Ticket[]).map(
        (r) => r.id,
      );
    expect(await ids(`client=${other}&ordering=priority`)).toEqual([low.id, urgent.id]);
    expect(await ids(`client=${other}&ordering=-priority`)).toEqual([urgent.id, low.id]);
    expect(await ids(`client=${other}&status=pending`)).toEqual([low.id]);
    expect(await ids(`client=${other}&priority=urgent`)).toEqual([urgent.id]);
    expect(await ids(`client=${other}&assignee=${supportId}`)).toEqual([urgent.id]);
    expect(await ids('search=lighthouse&ordering=subject')).toEqual([low.id, urgent.id]);
    expect(await ids('search=pump')).toEqual([urgent.id]);
  });

  it('keeps its client: a client with tickets is not deleted', async () => {
    const kept = await clientOf(t, 'DEMO', 'Ticketed Client');
    await newTicket({ client: kept });
    const res = await t.api('DELETE', `/clients/${kept}/`, { as: MANAGER });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: salesMessages.clientInUse(1) });
  });
});

describe('the demo data', () => {
  it('has tickets of the demo organisation’s clients in several statuses, each timeline ending at its status', async () => {
    const demo = await t.orgId('DEMO');
    const seeded = await t.db.select().from(supportTickets).where(eq(supportTickets.id_organization, demo));
    expect(new Set(seeded.map((row) => row.status)).size).toBeGreaterThanOrEqual(3);
    for (const row of seeded) {
      const entries = await timeline(row.id);
      expect(entries[0]?.kind).toBe('created');
      const statuses = entries.flatMap((e) => (e.kind === 'reply' ? [] : [e.to_status]));
      expect(statuses.at(-1)).toBe(row.status);
    }
  });
});

describe('a ticket’s fields', () => {
  it('are refused field by field: a subject, a known priority and status, a client and assignee of the organisation', async () => {
    const acmeUser = (await t.login(ACME_ADMIN)).user.id;
    const res = await t.api('POST', '/support-tickets/', {
      as: SUPPORT,
      body: { client: acmeClient, subject: '  ', priority: 'critical', status: 'new', assignee: acmeUser },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['priority', 'status', 'subject']);
    expect(res.json().subject).toEqual([messages.required]);

    const foreign = await t.api('POST', '/support-tickets/', {
      as: SUPPORT,
      body: { client: acmeClient, subject: 'Foreign client' },
    });
    expect(foreign.json()).toEqual({ client: [fieldMessages.referenceNotFound] });
    const foreignAssignee = await t.api('POST', '/support-tickets/', {
      as: SUPPORT,
      body: { client, subject: 'Foreign assignee', assignee: acmeUser },
    });
    expect(foreignAssignee.statusCode).toBe(400);
    expect(foreignAssignee.json()).toEqual({ assignee: [supportMessages.assigneeNotFound] });
  });

  it('refuses an inactive assignee and an empty reply', async () => {
    const gone = await t.createUser({ role: 'support', is_active: false });
    const res = await t.api('POST', '/support-tickets/', {
      as: SUPPORT,
      body: { client, subject: 'Inactive assignee', assignee: gone.id },
    });
    expect(res.json()).toEqual({ assignee: [supportMessages.assigneeNotFound] });
    const ticket = await newTicket();
    const empty = await t.api('POST', `/support-tickets/${ticket.id}/replies/`, {
      as: SUPPORT,
      body: { text: ' ', status: 'solved' },
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json()).sort()).toEqual(['status', 'text']);
    expect(await eventsOf(ticket.id)).toBe(1);
  });
});

describe('who reaches tickets', () => {
  it('is whoever manages Support: support, customer support and the superusers, not admins, sales or users', async () => {
    const ticket = await newTicket();
    for (const as of [SUPPORT, CUSTOMER_SUPPORT, SUPERUSER]) {
      expect((await t.api('GET', `/support-tickets/${ticket.id}/`, { as })).statusCode, as).toBe(200);
    }
    for (const as of [ADMIN, SALES, USER, MANAGER]) {
      const list = await t.api('GET', '/support-tickets/', { as });
      expect(list.statusCode, as).toBe(403);
      expect(list.json().detail).toMatch(/^You don't have permission to read Support/);
      const reply = await t.api('POST', `/support-tickets/${ticket.id}/replies/`, {
        as,
        body: { text: 'Hi' },
      });
      expect(reply.statusCode, as).toBe(403);
      expect((await t.api('GET', `/support-tickets/${ticket.id}/timeline/`, { as })).statusCode, as).toBe(
        403,
      );
      expect((await t.api('GET', '/support-tickets/choices/assignees/', { as })).statusCode, as).toBe(403);
    }
    expect(await eventsOf(ticket.id)).toBe(1);
  });

  it('never across organisations: another organisation’s ticket is not found, and never listed', async () => {
    const acmeSupport = await t.createUser({
      email: 'support@acme.support.local',
      role: 'support',
      org: 'ACME',
    });
    const acmeTicket = await created<Ticket>(
      t,
      '/support-tickets/',
      { client: acmeClient, subject: 'Acme only' },
      acmeSupport.email,
    );
    for (const [method, path] of [
      ['GET', `/support-tickets/${acmeTicket.id}/`],
      ['GET', `/support-tickets/${acmeTicket.id}/timeline/`],
      ['PATCH', `/support-tickets/${acmeTicket.id}/`],
      ['POST', `/support-tickets/${acmeTicket.id}/replies/`],
      ['DELETE', `/support-tickets/${acmeTicket.id}/`],
    ] as const) {
      const res = await t.api(method, path, {
        as: SUPPORT,
        body:
          method === 'GET' || method === 'DELETE'
            ? undefined
            : method === 'PATCH'
              ? { status: 'closed' }
              : { text: 'x' },
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual({ detail: supportMessages.notFound });
    }
    const listed = (await t.api('GET', '/support-tickets/?page_size=100', { as: SUPPORT })).json()
      .results as Ticket[];
    expect(listed.some((r) => r.id === acmeTicket.id)).toBe(false);
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, acmeTicket.id));
    expect([row?.status, await eventsOf(acmeTicket.id)]).toEqual(['open', 1]);
  });

  it('offers as assignees the active users of the caller’s organisation only', async () => {
    const res = await t.api('GET', '/support-tickets/choices/assignees/?search=stan', { as: SUPPORT });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([{ id: supportId, name: 'Stan Support' }]);
    const named = await t.api('GET', `/support-tickets/choices/assignees/?id=${supportId}`, { as: SUPPORT });
    expect(named.json().results).toEqual([{ id: supportId, name: 'Stan Support' }]);
    const acme = await t.api('GET', '/support-tickets/choices/assignees/?search=acme&page_size=100', {
      as: SUPPORT,
    });
    expect(acme.json().count).toBe(0);
  });
});

describe('a failed write', () => {
  // A fault in the timeline's table, after the ticket itself was written: nothing of the write stays.
  const failingTimeline = async <T>(run: () => Promise<T>) => {
    await t.db.execute(sql`
      create or replace function support_events_fail() returns trigger language plpgsql as
      $$ begin raise exception 'timeline unavailable'; end $$`);
    await t.db.execute(sql`
      create trigger support_events_fail before insert on support_ticket_events
      for each row execute function support_events_fail()`);
    try {
      return await run();
    } finally {
      await t.db.execute(sql`drop trigger support_events_fail on support_ticket_events`);
    }
  };

  it('leaves neither the ticket nor its audit row when its opening cannot be recorded', async () => {
    const subject = 'Rolled back ticket';
    const res = await failingTimeline(() =>
      t.api('POST', '/support-tickets/', { as: SUPPORT, body: { client, subject } }),
    );
    expect(res.statusCode).toBe(500);
    const rows = await t.db
      .select({ n: count() })
      .from(supportTickets)
      .where(and(eq(supportTickets.subject, subject), eq(supportTickets.client_id, client)));
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('keeps the former status, and no reply, when the change cannot be recorded', async () => {
    const ticket = await newTicket();
    const patch = await failingTimeline(() =>
      t.api('PATCH', `/support-tickets/${ticket.id}/`, { as: SUPPORT, body: { status: 'resolved' } }),
    );
    expect(patch.statusCode).toBe(500);
    const replied = await failingTimeline(() =>
      t.api('POST', `/support-tickets/${ticket.id}/replies/`, {
        as: SUPPORT,
        body: { text: 'Lost', status: 'pending' },
      }),
    );
    expect(replied.statusCode).toBe(500);
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row?.status).toBe('open');
    expect(await eventsOf(ticket.id)).toBe(1);
    expect((await lastAudit(t, 'SupportTicket', ticket.id))?.action).toBe('supportticket.create');
  });
});
