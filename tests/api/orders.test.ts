import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages, type Order } from '../../domain/sales/order';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { invoices, orderLines, orders, orderTransitions } from '../../server/modules/sales/tables';
import { ACME_ADMIN, ADMIN, BRAND_MANAGER, CLIENT_ADMIN, MANAGER, USER } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';
import { orderFixtures } from './orders-support';

const SALES = 'sales@demo.local';
const SALES_REP = 'sales_rep@demo.local';
const SUPPORT = 'support@demo.local';
// A Visa test number (passes Luhn) and the same with its last digit changed.
const CARD = '4111 1111 1111 1111';
const BAD_CARD = '4111 1111 1111 1112';

let t: TestApp;
let f: ReturnType<typeof orderFixtures>;
beforeAll(async () => {
  t = await startTestApp();
  f = orderFixtures(t);
});
afterAll(() => t.close());

const rows = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('placing an order', () => {
  it('numbers, prices and totals it on the server, in exact decimals, in the catalogue currency', async () => {
    const a = await f.product({ price: '0.10' });
    const b = await f.product({ price: '19.99' });
    const first = await f.order(ADMIN, [
      { product: a, quantity: 3 },
      { product: b, quantity: 7 },
    ]);
    // 3 × 0.10 + 7 × 19.99: 140.23 exactly (floats would give 140.23000000000002).
    expect(first.lines.map((l) => [l.unit_price, l.line_total])).toEqual([
      ['0.10', '0.30'],
      ['19.99', '139.93'],
    ]);
    expect(first.total_amount).toBe('140.23');
    const parameters = (await t.api('GET', '/application-parameters/', { as: ADMIN })).json();
    expect(first.currency).toBe(parameters.sales.currency);
    expect(first).toMatchObject({ status: 'pending', payment: 'pending', stock_reserved: false });
    const second = await f.order(ADMIN, [{ product: a, quantity: 1 }]);
    expect(second.number).toBe(first.number + 1);
  });

  it('keeps the price of the time: a later price change rewrites no order', async () => {
    const p = await f.product({ price: '5.00' });
    const placed = await f.order(ADMIN, [{ product: p, quantity: 2 }]);
    await t.api('PATCH', `/products/${p}/`, { as: ADMIN, body: { suggested_retail_price: 9 } });
    const read = (await t.api('GET', `/orders/${placed.id}/`, { as: ADMIN })).json() as Order;
    expect(read.lines[0]).toMatchObject({ unit_price: '5.00', line_total: '10.00' });
  });

  it('never reuses a number, even after a delete or a refused order', async () => {
    const p = await f.product();
    const one = await f.order(ADMIN, [{ product: p, quantity: 1 }]);
    expect((await t.api('DELETE', `/orders/${one.id}/`, { as: ADMIN })).statusCode).toBe(204);
    const refused = await t.api('POST', '/orders/', {
      as: ADMIN,
      body: { client: await f.client(), lines: [{ product: await f.product({ stock: 0 }), quantity: 1 }] },
    });
    expect(refused.statusCode).toBe(400);
    const two = await f.order(ADMIN, [{ product: p, quantity: 1 }]);
    expect(two.number).toBe(one.number + 1);
  });

  it('numbers per organisation', async () => {
    const demo = await f.order(ADMIN, [{ product: await f.product(), quantity: 1 }]);
    const acme = await f.order(ACME_ADMIN, [{ product: await f.product({ org: 'ACME' }), quantity: 1 }]);
    expect(acme.number).not.toBe(demo.number);
    const [count] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.id, acme.id));
    expect(count).toBeDefined();
  });

  it('holds the sale rule on each line, with the spec’s messages', async () => {
    const res = await t.api('POST', '/orders/', {
      as: ADMIN,
      body: {
        client: await f.client(),
        lines: [
          { product: await f.product(), quantity: 1 },
          { product: await f.product({ status: 'DISCONTINUED' }), quantity: 1 },
          { product: await f.product({ stock: 0 }), quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'lines.1.product': ['Product Not Available for Sale'],
      'lines.2.product': ['Out of Stock.'],
    });
  });

  it('takes a product out of stock whose type takes backorders', async () => {
    const p = await f.product({ stock: 0, type: 'MADE_TO_ORDER' });
    const placed = await f.order(ADMIN, [{ product: p, quantity: 2 }]);
    // …but cannot confirm it until the stock is there.
    expect(placed.events).not.toContain('CONFIRM');
    expect((await f.send(ADMIN, placed.id, 'CONFIRM')).statusCode).toBe(409);
  });

  it('refuses a product without a price, another organisation’s product, and a duplicate line', async () => {
    const res = await t.api('POST', '/orders/', {
      as: ADMIN,
      body: {
        client: await f.client(),
        lines: [
          { product: await f.product({ price: null }), quantity: 1 },
          { product: await f.product({ org: 'ACME' }), quantity: 1 },
        ],
      },
    });
    expect(res.json()).toEqual({
      'lines.0.product': [orderMessages.noPrice],
      'lines.1.product': ['Not found in this organisation.'],
    });
    const p = await f.product();
    const twice = await t.api('POST', '/orders/', {
      as: ADMIN,
      body: {
        client: await f.client(),
        lines: [
          { product: p, quantity: 1 },
          { product: p, quantity: 2 },
        ],
      },
    });
    expect(twice.json()).toEqual({ 'lines.1.product': [orderMessages.eachProductOnce] });
  });

  it('refuses another organisation’s client, no lines, and a delivery before the order', async () => {
    const p = await f.product();
    const bodies = [
      [{ client: await f.client('ACME'), lines: [{ product: p, quantity: 1 }] }, 'client'],
      [{ client: await f.client(), lines: [] }, 'lines'],
      [
        {
          client: await f.client(),
          lines: [{ product: p, quantity: 1 }],
          order_date: '2026-03-10',
          delivery_date: '2026-03-09',
        },
        'delivery_date',
      ],
    ] as const;
    for (const [body, field] of bodies) {
      const res = await t.api('POST', '/orders/', { as: ADMIN, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json())).toEqual([field]);
    }
  });

  it('takes the client’s addresses and seller unless given', async () => {
    const placed = await f.order(ADMIN, [{ product: await f.product(), quantity: 1 }], {
      shipping_city: 'Oslo',
    });
    const client = (await t.db.query.clients.findFirst({ where: (c, { eq }) => eq(c.id, placed.client) }))!;
    expect(placed).toMatchObject({
      shipping_city: 'Oslo',
      billing_city: client.billing_city,
      seller: client.seller_id,
      client_name: client.name,
    });
  });
});

describe('card numbers', () => {
  it('keeps only the brand and the last four digits', async () => {
    const placed = await f.order(ADMIN, [{ product: await f.product(), quantity: 1 }], { card_number: CARD });
    expect(placed).toMatchObject({ card_brand: 'visa', card_last4: '1111' });
    expect(JSON.stringify(placed)).not.toContain('4111111111111111');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(JSON.stringify(row)).not.toMatch(/4111 ?1111 ?1111/);
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.object_type, 'Order'));
    expect(JSON.stringify(audits)).not.toMatch(/4111 ?1111 ?1111/);
  });

  it('refuses a number that fails the Luhn check, without echoing it', async () => {
    const res = await t.api('POST', '/orders/', {
      as: ADMIN,
      body: {
        client: await f.client(),
        lines: [{ product: await f.product(), quantity: 1 }],
        card_number: BAD_CARD,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ card_number: [orderMessages.cardNumber] });
  });

  it('recognises the card brands', async () => {
    const placed = await f.order(ADMIN, [{ product: await f.product(), quantity: 1 }], {
      card_number: '5555-5555-5555-4444',
    });
    expect(placed).toMatchObject({ card_brand: 'mastercard', card_last4: '4444' });
    const changed = await t.api('PATCH', `/orders/${placed.id}/`, {
      as: ADMIN,
      body: { card_number: '378282246310005' },
    });
    expect(changed.json()).toMatchObject({ card_brand: 'amex', card_last4: '0005' });
  });
});

describe('editing an order', () => {
  it('changes lines only while pending, priced again', async () => {
    const p = await f.product({ price: '2.50' });
    const placed = await f.order(ADMIN, [{ product: p, quantity: 1 }]);
    const edited = await t.api('PATCH', `/orders/${placed.id}/`, {
      as: ADMIN,
      body: { lines: [{ product: p, quantity: 4 }], notes: 'Four, please' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ total_amount: '10.00', notes: 'Four, please' });
    expect(await t.db.select().from(orderLines).where(eq(orderLines.order_id, placed.id))).toHaveLength(1);
    expect((await f.send(ADMIN, placed.id, 'CONFIRM')).statusCode).toBe(200);
    const late = await t.api('PATCH', `/orders/${placed.id}/`, {
      as: ADMIN,
      body: { lines: [{ product: p, quantity: 1 }] },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: orderMessages.linesOnlyWhilePending });
  });

  it('never changes the status or the payment by PATCH', async () => {
    const placed = await f.order(ADMIN, [{ product: await f.product(), quantity: 1 }]);
    for (const body of [
      { status: 'delivered' },
      { payment: 'paid' },
      { number: 1 },
      { total_amount: '0.01' },
    ]) {
      const res = await t.api('PATCH', `/orders/${placed.id}/`, { as: ADMIN, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ status: 'pending', payment: 'pending', number: placed.number });
  });

  it('deletes only a pending, unpaid order', async () => {
    const placed = await f.order(ADMIN, [{ product: await f.product(), quantity: 1 }]);
    await f.send(ADMIN, placed.id, 'CANCEL');
    const res = await t.api('DELETE', `/orders/${placed.id}/`, { as: ADMIN });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: orderMessages.deleteOnlyPending });
  });
});

describe('who sees and changes which orders', () => {
  const ids = (res: { json: () => { results: { id: number }[] } }) => res.json().results.map((o) => o.id);

  it('sales and sales_rep see and change only their own', async () => {
    const mine = await f.order(SALES, [{ product: await f.product(), quantity: 1 }]);
    const theirs = await f.order(SALES_REP, [{ product: await f.product(), quantity: 1 }]);
    expect(mine.created_by).not.toBe(theirs.created_by);
    const list = await t.api('GET', '/orders/?page_size=100&ordering=-created_at', { as: SALES });
    expect(ids(list)).toContain(mine.id);
    expect(ids(list)).not.toContain(theirs.id);
    const created = list.json().results.map((o: Order) => o.created_by);
    expect(new Set(created)).toEqual(new Set([mine.created_by]));
    expect((await t.api('GET', `/orders/${theirs.id}/`, { as: SALES })).statusCode).toBe(404);
    expect(
      (await t.api('PATCH', `/orders/${theirs.id}/`, { as: SALES, body: { notes: 'x' } })).statusCode,
    ).toBe(404);
    expect((await f.send(SALES, theirs.id, 'CANCEL')).statusCode).toBe(404);
    expect((await f.send(SALES, mine.id, 'CONFIRM')).statusCode).toBe(200);
  });

  it('a brand manager sees the orders of their brand: the brand of the largest line', async () => {
    const nova = await f.product({ brand: 'NOVA', price: '100.00' });
    const aura = await f.product({ brand: 'AURA', price: '30.00' });
    // 1 × 100 (Nova) against 3 × 30 = 90 (Aura): a Nova order.
    const novaOrder = await f.order(ADMIN, [
      { product: aura, quantity: 3 },
      { product: nova, quantity: 1 },
    ]);
    // 4 × 30 = 120 (Aura) against 100 (Nova): an Aura order.
    const auraOrder = await f.order(ADMIN, [
      { product: nova, quantity: 1 },
      { product: aura, quantity: 4 },
    ]);
    expect(novaOrder.brand).toBe(await f.brandId('NOVA'));
    expect(auraOrder.brand).toBe(await f.brandId('AURA'));
    const list = await t.api('GET', '/orders/?page_size=100&ordering=-created_at', { as: BRAND_MANAGER });
    expect(list.statusCode).toBe(200);
    expect(ids(list)).toContain(novaOrder.id);
    expect(ids(list)).not.toContain(auraOrder.id);
    expect(new Set(list.json().results.map((o: Order) => o.brand))).toEqual(new Set([novaOrder.brand]));
    expect((await t.api('GET', `/orders/${auraOrder.id}/`, { as: BRAND_MANAGER })).statusCode).toBe(404);
    expect((await f.send(BRAND_MANAGER, novaOrder.id, 'HOLD')).statusCode).toBe(200);
  });

  it('a brand manager cannot move an order to another brand by its lines, nor place one of another brand', async () => {
    const nova = await f.product({ brand: 'NOVA' });
    const aura = await f.product({ brand: 'AURA' });
    const own = await f.order(BRAND_MANAGER, [{ product: nova, quantity: 1 }]);
    const moved = await t.api('PATCH', `/orders/${own.id}/`, {
      as: BRAND_MANAGER,
      body: { lines: [{ product: aura, quantity: 1 }] },
    });
    expect(moved.statusCode).toBe(403);
    const other = await t.api('POST', '/orders/', {
      as: BRAND_MANAGER,
      body: { client: await f.client(), lines: [{ product: aura, quantity: 1 }] },
    });
    expect(other.statusCode).toBe(403);
  });

  it('support reads every order, changes its status and notes, nothing else', async () => {
    const placed = await f.order(ADMIN, [{ product: await f.product(), quantity: 1 }]);
    const read = await t.api('GET', `/orders/${placed.id}/`, { as: SUPPORT });
    expect(read.json().events).toContain('CONFIRM');
    expect(
      (await t.api('PATCH', `/orders/${placed.id}/`, { as: SUPPORT, body: { notes: 'Called' } })).statusCode,
    ).toBe(200);
    for (const body of [
      { delivery_date: '2030-01-01' },
      { shipping_city: 'Rome' },
      { notes: 'x', seller: null },
    ]) {
      const res = await t.api('PATCH', `/orders/${placed.id}/`, { as: SUPPORT, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
    }
    expect((await f.send(SUPPORT, placed.id, 'CONFIRM', 'Checked by phone')).statusCode).toBe(200);
    const create = await t.api('POST', '/orders/', {
      as: SUPPORT,
      body: { client: await f.client(), lines: [{ product: await f.product(), quantity: 1 }] },
    });
    expect(create.statusCode).toBe(403);
    expect((await t.api('DELETE', `/orders/${placed.id}/`, { as: SUPPORT })).statusCode).toBe(403);
  });

  it('a user reads only orders they created, and is offered no event', async () => {
    const list = await t.api('GET', '/orders/', { as: USER });
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBe(0);
    const someone = await f.order(ADMIN, [{ product: await f.product(), quantity: 1 }]);
    expect((await t.api('GET', `/orders/${someone.id}/`, { as: USER })).statusCode).toBe(404);
  });

  it('the client administrator and the manager manage the organisation’s orders; another organisation’s are 404', async () => {
    const placed = await f.order(SALES, [{ product: await f.product(), quantity: 1 }]);
    for (const who of [CLIENT_ADMIN, MANAGER]) {
      expect((await t.api('GET', `/orders/${placed.id}/`, { as: who })).json().events).toContain('HOLD');
      expect(
        (await t.api('PATCH', `/orders/${placed.id}/`, { as: who, body: { notes: who } })).statusCode,
      ).toBe(200);
    }
    expect((await t.api('GET', `/orders/${placed.id}/`, { as: ACME_ADMIN })).statusCode).toBe(404);
    expect((await f.send(ACME_ADMIN, placed.id, 'CANCEL')).statusCode).toBe(404);
    expect((await t.api('GET', `/orders/${placed.id}/transitions/`, { as: ACME_ADMIN })).statusCode).toBe(
      404,
    );
    const acmeList = await t.api('GET', '/orders/?page_size=100', { as: ACME_ADMIN });
    expect(ids(acmeList)).not.toContain(placed.id);
  });
});

describe('the list', () => {
  it('filters by status, payment, client, seller, brand and date preset, and finds by number', async () => {
    const placed = await f.order(ADMIN, [{ product: await f.product(), quantity: 1 }], {
      notes: 'filter me',
    });
    const q = async (query: string) =>
      (await t.api('GET', `/orders/?page_size=100&${query}`, { as: ADMIN })).json().results as Order[];
    // Each filter keeps some rows (the demo year has paid and pending orders), and only matching ones.
    const checks: [string, (o: Order) => boolean][] = [
      ['status=pending', (o) => o.status === 'pending'],
      ['payment=paid', (o) => o.payment === 'paid'],
      [`client=${placed.client}`, (o) => o.client === placed.client],
      [`seller=${placed.seller}`, (o) => o.seller === placed.seller],
    ];
    for (const [query, matches] of checks) {
      const found = await q(query);
      expect(found.length, query).toBeGreaterThan(0);
      expect(found).toAllSatisfy(matches);
    }
    expect((await q(`brand=${placed.brand}`)).map((o) => o.id)).toContain(placed.id);
    expect((await q('date_preset=7')).map((o) => o.id)).toContain(placed.id);
    const week = await q('date_preset=7&ordering=order_date');
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    expect(week.length).toBeGreaterThan(0);
    expect(week).toAllSatisfy((o: Order) => o.order_date >= weekAgo);
    expect((await q(`search=${placed.number}`)).map((o) => o.id)).toContain(placed.id);
    expect((await t.api('GET', '/orders/?date_preset=12', { as: ADMIN })).statusCode).toBe(400);
  });

  it('has a year of demo orders in every status, with timelines the machine made, and invoices', async () => {
    const res = await t.api('GET', '/orders/?page_size=5', { as: ADMIN });
    expect(res.json().count).toBeGreaterThanOrEqual(300);
    const demo = await t.orgId('DEMO');
    const [span] = await rows<{ statuses: number; oldest: string; newest: string }>(sql`
      select count(distinct status)::int as statuses, min(order_date)::text as oldest,
             max(order_date)::text as newest
      from ${orders} where id_organization = ${demo}`);
    expect(span!.statuses).toBe(10);
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    expect(span!.oldest < day(300)).toBe(true);
    expect(span!.oldest >= day(366)).toBe(true);
    expect(span!.newest >= day(7)).toBe(true);
    // Each timeline starts with the order's creation in Pending, each step from where the last
    // one left it, ending in the order's status (which steps the machine takes: flow-stats.test).
    const broken = await rows<{ id: number }>(sql`
      with steps as (
        select t.order_id, t.from_status, t.to_status, t.event,
               row_number() over w as n, lag(t.to_status) over w as previous,
               count(*) over (partition by t.order_id) as total
        from ${orderTransitions} t
        where t.id_organization = ${demo}
        window w as (partition by t.order_id order by t.created_at, t.id))
      select o.id from ${orders} o
      where o.id_organization = ${demo} and (
        not exists (select 1 from steps where order_id = o.id and n = 1 and event = 'CREATE'
                    and from_status is null and to_status = 'pending')
        or not exists (select 1 from steps where order_id = o.id and n = total and to_status = o.status)
        or exists (select 1 from steps where order_id = o.id and n > 1
                   and from_status is distinct from previous))`);
    expect(broken).toEqual([]);
    // Delivered orders are invoiced, in every invoice status.
    const [invoiced] = await rows<{ orders: number; statuses: number }>(sql`
      select count(distinct i.order_id)::int as orders, count(distinct i.status)::int as statuses
      from ${invoices} i join ${orders} o on o.id = i.order_id
      where i.id_organization = ${demo} and o.status = 'delivered'`);
    expect(invoiced!.orders).toBeGreaterThan(10);
    expect(invoiced!.statuses).toBeGreaterThanOrEqual(3);
  });
});
