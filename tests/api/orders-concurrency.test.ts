// Orders racing for the last units, on PostgreSQL (its own database on the server of
// DATABASE_URL, the machines' 127.0.0.1:5432 by default): requests run at once on several
// connections, so only the row locks keep the stock right. Exactly as many confirmations win as
// there are units; the others are refused (409) and reserve nothing; the stock never goes below 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../domain/sales/order';
import { ADMIN } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';
import { orderFixtures } from './orders-support';

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
