import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../server/db/tables/organizations';
import { seedBulkProducts } from '../../server/modules/catalogue/bulkSeed';
import { products } from '../../server/modules/catalogue/tables';
import { seedBulkOrders } from '../../server/modules/sales/bulkSeed';
import { documentCounters, orders } from '../../server/modules/sales/tables';
import { ADMIN } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';

// The benchmarks' generated orders (npm run bench:dashboards) must be orders the product could
// have made, or the figures measured on them mean nothing.
let t: TestApp;
let org: number;
let before: number;
const BULK_PRODUCTS = 700;
const BULK_ORDERS = 1_000;

beforeAll(async () => {
  t = await startTestApp();
  org = (await t.db.select().from(organizations).where(eq(organizations.code, 'DEMO')))[0]!.id;
  before = (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.id_organization, org))
  )[0]!.n;
  await seedBulkProducts(t.db, 'DEMO', BULK_PRODUCTS);
  await seedBulkOrders(t.db, 'DEMO', BULK_ORDERS, 400);
}, 120_000);
afterAll(() => t.close());

const rows = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('seedBulkOrders', () => {
  it('numbers the copies after the last order, without gaps, and the next order follows them', async () => {
    const [numbers] = await rows<{ n: number; top: number; distinct: number }>(sql`
      select count(*)::int as n, max(number)::int as top, count(distinct number)::int as distinct
      from orders where id_organization = ${org}`);
    expect(numbers).toEqual({
      n: before + BULK_ORDERS,
      top: before + BULK_ORDERS,
      distinct: before + BULK_ORDERS,
    });
    const [counter] = await t.db
      .select({ last: documentCounters.last_number })
      .from(documentCounters)
      .where(and(eq(documentCounters.id_organization, org), eq(documentCounters.document, 'order')));
    expect(counter?.last).toBe(before + BULK_ORDERS);
  });

  it('gives each copy the lines and the timeline of the order it copies, its lines naming generated products', async () => {
    const mismatched = await rows<{ id: number }>(sql`
      with src as (select id, row_number() over (order by id) - 1 as rn from orders
                   where id_organization = ${org} and number <= ${before}),
           copy as (select o.id, src.id as source_id from orders o
                    join src on src.rn = (o.number - ${before} - 1) % ${before}
                    where o.id_organization = ${org} and o.number > ${before})
      select copy.id from copy
      where (select count(*) from order_lines where order_id = copy.id)
              <> (select count(*) from order_lines where order_id = copy.source_id)
         or (select array_agg(event || ':' || to_status order by created_at, id) from order_transitions where order_id = copy.id)
              is distinct from
            (select array_agg(event || ':' || to_status order by created_at, id) from order_transitions where order_id = copy.source_id)`);
    expect(mismatched).toEqual([]);
    const [named] = await rows<{ lines: number; generated: number; products: number }>(sql`
      select count(*)::int as lines,
             count(*) filter (where p.code like 'BULK\\_%')::int as generated,
             count(distinct p.id)::int as products
      from order_lines l join orders o on o.id = l.order_id join ${products} p on p.id = l.product_id
      where o.id_organization = ${org} and o.number > ${before} and p.id_organization = ${org}`);
    expect(named!.lines).toBeGreaterThan(BULK_ORDERS);
    expect(named!.generated).toBe(named!.lines);
    // Spread over the catalogue, not heaped on a few products.
    expect(named!.products).toBeGreaterThan(BULK_PRODUCTS / 2);
  });

  it('sees each copy under the brand of its largest line, as the order module does', async () => {
    const wrong = await rows<{ id: number }>(sql`
      select o.id from orders o
      where o.id_organization = ${org} and o.number > ${before}
        and o.brand is distinct from (
          select p.brand from order_lines l join ${products} p on p.id = l.product_id
          where l.order_id = o.id order by l.line_total desc, l.position limit 1)`);
    expect(wrong).toEqual([]);
  });

  it('leaves the orders as the API reads them: listed, and no move the order machine refuses', async () => {
    const list = (await t.api('GET', '/orders/?page_size=5', { as: ADMIN })).json() as { count: number };
    expect(list.count).toBe(before + BULK_ORDERS);
    const flow = await t.api('GET', '/orders/status-flow/', { as: ADMIN });
    expect(flow.statusCode).toBe(200);
    expect((flow.json() as { anomalies: unknown[] }).anomalies).toEqual([]);
  });
});
