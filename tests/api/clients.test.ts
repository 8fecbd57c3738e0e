import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '../../domain/common/messages';
import { CLIENT_MESSAGES, NOTIFICATION_CHANNELS } from '../../domain/sales/clientNotifications';
import { salesMessages } from '../../domain/sales/messages';
import type { OrderStatus } from '../../domain/sales/orderStatus';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { orders, sellers } from '../../server/modules/sales/tables';
import { CLIENT_ADMIN, MANAGER, created, newCode } from './catalogue-support';
import { startTestApp, uniqueEmail, type TestApp } from './harness';

// Clients (subject Customer): who may write which of their fields, their portal contacts and
// notification choices, their orders and figures read from the orders table, their history.

const SUPPORT = 'support@demo.local';
const SALES_REP = 'sales_rep@demo.local';
const SALES = 'sales@demo.local';

let t: TestApp;
let demo: number;
let acme: number;
let nextNumber = 1000;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.orgId('DEMO');
  acme = await t.orgId('ACME');
});
afterAll(() => t.close());

type Client = { id: number; seller_id: number | null; seller_name: string | null } & Record<string, unknown>;
const newClient = (fields: Record<string, unknown> = {}, as = MANAGER) =>
  created<Client>(
    t,
    '/clients/',
    { code: newCode('C'), name: `Client ${newCode('N')}`, kind: 'company', ...fields },
    as,
  );
const sellerOf = async (org: number) =>
  (await t.db.select().from(sellers).where(eq(sellers.id_organization, org)).orderBy(sellers.id))[0]!;
const userId = async (email: string) => (await t.login(email)).user.id as number;

/** An order straight in the table: the orders API is another module's. */
async function order(
  client: Client,
  fields: { status?: OrderStatus; total?: string; currency?: string; date?: string; by?: number } = {},
) {
  const [row] = await t.db
    .insert(orders)
    .values({
      id_organization: demo,
      number: ++nextNumber,
      client_id: client.id,
      seller_id: client.seller_id,
      order_date: fields.date ?? '2026-01-15',
      status: fields.status ?? 'pending',
      currency: fields.currency ?? 'EUR',
      total_amount: fields.total ?? '100.00',
      created_by: fields.by ?? null,
    })
    .returning();
  return row!;
}

describe('a client', () => {
  it('is assigned a seller of its own organisation only', async () => {
    const own = await sellerOf(demo);
    const client = await newClient({ seller_id: own.id }, SALES_REP);
    expect([client.seller_id, client.seller_name]).toEqual([own.id, own.name]);
    const foreign = await sellerOf(acme);
    const res = await t.api('POST', '/clients/', {
      as: SALES_REP,
      body: { code: newCode('C'), name: 'Foreign seller', kind: 'person', seller_id: foreign.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ seller_id: [fieldMessages.referenceNotFound] });
  });

  it('is listed by status, kind and seller, and found by its email', async () => {
    const seller = await sellerOf(demo);
    const email = uniqueEmail('buyer');
    const client = await newClient({ kind: 'person', status: 'prospect', seller_id: seller.id, email });
    const ids = async (query: string) =>
      (
        (await t.api('GET', `/clients/?page_size=100&${query}`, { as: MANAGER })).json().results as Client[]
      ).map((c) => c.id);
    expect(await ids(`status=prospect&kind=person&seller=${seller.id}`)).toContain(client.id);
    expect(await ids('status=active')).not.toContain(client.id);
    expect(await ids('kind=company')).not.toContain(client.id);
    expect(await ids(`search=${encodeURIComponent(email)}`)).toEqual([client.id]);
    const bad = await t.api('GET', '/clients/?kind=robot', { as: MANAGER });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['kind']);
  });

  it('is refused a bad email or an unknown kind, field by field', async () => {
    const res = await t.api('POST', '/clients/', {
      as: MANAGER,
      body: { code: newCode('C'), name: 'Bad', kind: 'robot', email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['email', 'kind']);
  });
});

describe('support', () => {
  it('changes a client’s notes and status, and no other field', async () => {
    const client = await newClient();
    const ok = await t.api('PATCH', `/clients/${client.id}/`, {
      as: SUPPORT,
      body: { notes: 'Called about the late delivery.', status: 'inactive' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ notes: 'Called about the late delivery.', status: 'inactive' });
    const refused = await t.api('PATCH', `/clients/${client.id}/`, {
      as: SUPPORT,
      body: { name: 'Renamed by support', notes: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ name: [salesMessages.fieldNotYours] });
  });

  it('reads but may not change a client’s portal contacts or notifications, nor add a client', async () => {
    const client = await newClient();
    expect((await t.api('GET', `/clients/${client.id}/contacts/`, { as: SUPPORT })).statusCode).toBe(200);
    expect((await t.api('GET', `/clients/${client.id}/notifications/`, { as: SUPPORT })).statusCode).toBe(
      200,
    );
    const contact = await t.api('POST', `/clients/${client.id}/contacts/`, {
      as: SUPPORT,
      body: { name: 'Eve', email: uniqueEmail('eve') },
    });
    expect(contact.statusCode).toBe(403);
    const notifications = await t.api('PUT', `/clients/${client.id}/notifications/`, {
      as: SUPPORT,
      body: { preferences: [{ message: 'invoice', channel: 'sms', enabled: true }] },
    });
    expect(notifications.statusCode).toBe(403);
    const add = await t.api('POST', '/clients/', {
      as: SUPPORT,
      body: { code: newCode('C'), name: 'By support', kind: 'person' },
    });
    expect(add.statusCode).toBe(403);
  });
});

describe('notifications', () => {
  it('are every message by email until the client chooses otherwise', async () => {
    const client = await newClient();
    const res = await t.api('GET', `/clients/${client.id}/notifications/`, { as: MANAGER });
    const grid = res.json().preferences as { message: string; channel: string; enabled: boolean }[];
    expect(grid).toHaveLength(CLIENT_MESSAGES.length * NOTIFICATION_CHANNELS.length);
    expect(grid.filter((p) => p.enabled).map((p) => p.channel)).toEqual(CLIENT_MESSAGES.map(() => 'email'));
  });

  it('keep the switches set, leave the others, and log what changed', async () => {
    const client = await newClient();
    const res = await t.api('PUT', `/clients/${client.id}/notifications/`, {
      as: MANAGER,
      body: {
        preferences: [
          { message: 'payment_reminder', channel: 'sms', enabled: true },
          { message: 'shipping', channel: 'email', enabled: false },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const on = (res.json().preferences as { message: string; channel: string; enabled: boolean }[])
      .filter((p) => p.enabled)
      .map((p) => `${p.message}/${p.channel}`);
    expect(on).toEqual([
      'order_confirmation/email',
      'invoice/email',
      'payment_reminder/email',
      'payment_reminder/sms',
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'client.notifications'), eq(auditLogs.object_id, String(client.id))));
    expect(audit?.after).toEqual({ 'shipping.email': false, 'payment_reminder.sms': true });
  });

  it('refuses a message or channel twice, or one that does not exist', async () => {
    const client = await newClient();
    const twice = await t.api('PUT', `/clients/${client.id}/notifications/`, {
      as: MANAGER,
      body: {
        preferences: [
          { message: 'invoice', channel: 'sms', enabled: true },
          { message: 'invoice', channel: 'sms', enabled: false },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    const unknown = await t.api('PUT', `/clients/${client.id}/notifications/`, {
      as: MANAGER,
      body: { preferences: [{ message: 'newsletter', channel: 'fax', enabled: true }] },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('portal contacts and history', () => {
  it('keep one contact per email and tell who changed the client when', async () => {
    const client = await newClient({}, CLIENT_ADMIN);
    const email = uniqueEmail('portal');
    await created(
      t,
      `/clients/${client.id}/contacts/`,
      { name: 'Ada Buyer', email, access_level: 'buyer' },
      MANAGER,
    );
    const again = await t.api('POST', `/clients/${client.id}/contacts/`, {
      as: MANAGER,
      body: { name: 'Ada Again', email },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ email: [salesMessages.portalEmailTaken] });
    await t.api('PATCH', `/clients/${client.id}/`, { as: SUPPORT, body: { status: 'blocked' } });

    const history = (await t.api('GET', `/clients/${client.id}/history/`, { as: SUPPORT })).json();
    const entries = (history.results as { action: string; actor_email: string; after: unknown }[]).map(
      (e) => [e.action, e.actor_email],
    );
    expect(entries).toEqual([
      ['client.update', SUPPORT],
      ['clientcontact.create', MANAGER],
      ['client.create', CLIENT_ADMIN],
    ]);
  });
});

describe('a client’s orders', () => {
  it('give its overview: orders, open ones, revenue per currency without cancelled or refunded, the last one', async () => {
    const client = await newClient({ seller_id: (await sellerOf(demo)).id });
    await order(client, { status: 'delivered', total: '100.10', date: '2026-01-01' });
    await order(client, { status: 'pending', total: '50.25', date: '2026-02-01' });
    await order(client, { status: 'cancelled', total: '999.00', date: '2026-02-02' });
    const last = await order(client, {
      status: 'processing',
      total: '20.00',
      currency: 'USD',
      date: '2026-03-01',
    });
    const res = await t.api('GET', `/clients/${client.id}/overview/`, { as: MANAGER });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orders_count: 4,
      open_orders_count: 2,
      revenue: [
        { currency: 'EUR', amount: '150.35' },
        { currency: 'USD', amount: '20.00' },
      ],
      last_order: { id: last.id, number: last.number, status: 'processing' },
      clients_count: null,
    });
    const list = (
      await t.api('GET', `/clients/${client.id}/orders/?ordering=-order_date`, { as: MANAGER })
    ).json();
    expect(list.results.map((o: { id: number }) => o.id)[0]).toBe(last.id);
    expect(list.count).toBe(4);
  });

  it('are only those the caller may read: a sales rep counts their own', async () => {
    const client = await newClient({}, SALES_REP);
    await order(client, { by: await userId(SALES_REP), total: '10.00' });
    await order(client, { by: await userId(SALES), total: '70.00' });
    const overview = (await t.api('GET', `/clients/${client.id}/overview/`, { as: SALES_REP })).json();
    expect(overview).toMatchObject({ orders_count: 1, revenue: [{ currency: 'EUR', amount: '10.00' }] });
    const list = (await t.api('GET', `/clients/${client.id}/orders/`, { as: SALES_REP })).json();
    expect(list.count).toBe(1);
  });

  it('keep the client: deleting it is a 409 while one exists', async () => {
    const client = await newClient();
    await order(client);
    const res = await t.api('DELETE', `/clients/${client.id}/`, { as: MANAGER });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: salesMessages.clientInUse(1) });
    const free = await newClient();
    expect((await t.api('DELETE', `/clients/${free.id}/`, { as: MANAGER })).statusCode).toBe(204);
  });
});
