// Orders racing for the last units, on PostgreSQL (its own database on the server of
// DATABASE_URL, the machines' 127.0.0.1:5432 by default): requests run at once on several
// connections, so only the row locks keep the stock right. Exactly as many confirmations win as
// there are units; the others are refused (409) and reserve nothing; the stock never goes below 0.
// Numbers taken at once (orders placed, invoices sent) are consecutive: no duplicate, no gap.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../domain/sales/invoice';
import type { Order } from '../../domain/sales/order';
import { invoices, orders } from '../../server/modules/sales/tables';
import { ADMIN, created } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';
import { orderFixtures } from './orders-support';
import { clientOf } from './sales-support';

const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let t: TestApp;
let f: ReturnType<typeof orderFixtures>;
beforeAll(async () => {
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = SERVER;
  try {
    t = await startTestApp();
  } finally {
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  }
  f = orderFixtures(t);
}, 120_000);
afterAll(() => t?.close());

/** `count` pending orders of one unit each of a product that has `stock` units. */
async function contenders(count: number, stock: number) {
  const product = await f.product({ stock });
  const placed: Order[] = [];
  for (let i = 0; i < count; i++) placed.push(await f.order(ADMIN, [{ product, quantity: 1 }]));
  return { product, placed };
}

describe('concurrent confirmations on PostgreSQL', () => {
  it('runs on PostgreSQL', async () => {
    const result = (await t.db.execute('select version() as version')) as unknown as {
      rows: { version: string }[];
    };
    const [row] = result.rows;
    expect(row!.version).toMatch(/^PostgreSQL/);
  });

  it.each([1, 2, 3, 4, 5])('two confirmations of the last unit: exactly one wins (round %i)', async () => {
    const { product, placed } = await contenders(2, 1);
    const answers = await Promise.all(placed.map((order) => f.send(ADMIN, order.id, 'CONFIRM')));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((res) => res.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ status: 'pending', event: 'CONFIRM' });
    expect(await f.stockOf(product)).toBe(0);
  });

  it('twelve confirmations of three units: three win, the stock ends at zero', async () => {
    const { product, placed } = await contenders(12, 3);
    const answers = await Promise.all(placed.map((order) => f.send(ADMIN, order.id, 'CONFIRM')));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(9);
    expect(await f.stockOf(product)).toBe(0);
    const reserved = await Promise.all(
      placed.map(
        async (order) => (await t.api('GET', `/orders/${order.id}/`, { as: ADMIN })).json() as Order,
      ),
    );
    expect(reserved.filter((order) => order.stock_reserved)).toHaveLength(3);
  });

  it('payments racing for the last unit: one order is confirmed, the other waits paid in Pending', async () => {
    const { product, placed } = await contenders(2, 1);
    for (const order of placed)
      expect((await f.send(ADMIN, order.id, 'REQUEST_PAYMENT')).statusCode).toBe(200);
    const answers = await Promise.all(placed.map((order) => f.send(ADMIN, order.id, 'PAYMENT_RECEIVED')));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const outcomes = answers.map((res) => (res.json() as Order).status).sort();
    expect(outcomes).toEqual(['confirmed', 'pending']);
    expect(answers.map((res) => (res.json() as Order).payment)).toEqual(['paid', 'paid']);
    expect(await f.stockOf(product)).toBe(0);
  });

  it('a cancellation gives the unit back for the next confirmation', async () => {
    const { product, placed } = await contenders(2, 1);
    const [first, second] = placed as [Order, Order];
    expect((await f.send(ADMIN, first.id, 'CONFIRM')).statusCode).toBe(200);
    expect((await f.send(ADMIN, second.id, 'CONFIRM')).statusCode).toBe(409);
    const [cancel, confirm] = await Promise.all([
      f.send(ADMIN, first.id, 'CANCEL'),
      f.send(ADMIN, second.id, 'CONFIRM'),
    ]);
    expect(cancel.statusCode).toBe(200);
    // The confirmation either waited for the cancellation (and won the unit) or came first (refused).
    expect([200, 409]).toContain(confirm.statusCode);
    expect(await f.stockOf(product)).toBe(confirm.statusCode === 200 ? 0 : 1);
  });
});

/** Whether sorted `numbers` run on without a gap or a repeat. */
const consecutive = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted.every((n, i) => i === 0 || n === sorted[i - 1]! + 1);
};

describe('numbers taken at once on PostgreSQL', () => {
  it('orders placed at once get consecutive numbers, none twice, and the organisation’s run on', async () => {
    const product = await f.product({ stock: 100 });
    const client = await f.client();
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        t.api('POST', '/orders/', { as: ADMIN, body: { client, lines: [{ product, quantity: 1 }] } }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 201));
    const numbers = answers.map((res) => (res.json() as Order).number);
    expect(new Set(numbers).size).toBe(16);
    expect(consecutive(numbers)).toBe(true);
    const all = await t.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id_organization, await t.orgId('DEMO')));
    expect(consecutive(all.map((row) => row.number))).toBe(true);
  });

  it('invoices sent at once get consecutive numbers, without duplicates or gaps', async () => {
    const client = await clientOf(t, 'DEMO');
    const line = { description: 'Consulting day', quantity: 1, unit_price: '100.00', tax_rate: '20' };
    const drafts = await Promise.all(
      Array.from({ length: 16 }, () => created<Invoice>(t, '/invoices/', { client, lines: [line] }, ADMIN)),
    );
    const answers = await Promise.all(
      drafts.map((draft) => t.api('POST', `/invoices/${draft.id}/send/`, { as: ADMIN })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const numbers = answers.map((res) => (res.json() as Invoice).number!);
    expect(new Set(numbers).size).toBe(16);
    expect(consecutive(numbers)).toBe(true);
    // Every number of the organisation from 1 up is used once.
    const used = (
      await t.db
        .select({ number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.id_organization, await t.orgId('DEMO')), isNotNull(invoices.number)))
    )
      .map((row) => row.number!)
      .sort((a, b) => a - b);
    expect(used).toEqual(used.map((_, i) => i + 1));
  });
});
