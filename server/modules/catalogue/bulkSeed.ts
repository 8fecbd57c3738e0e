import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/tables/organizations';
import { brands, productStatuses, productTypes, products } from './tables';

/** Words the generated names are made of: any one of them matches about 1 product in 16. */
export const BULK_WORDS = [
  'alpha',
  'bravo',
  'cobalt',
  'delta',
  'ember',
  'fjord',
  'garnet',
  'harbor',
  'indigo',
  'juniper',
  'kestrel',
  'lumen',
  'meadow',
  'nimbus',
  'onyx',
  'prairie',
];

/**
 * Adds `count` generated products to an organisation's catalogue (for benchmarks and load
 * tests), spread over its statuses, types and brands, in batches inside the database itself.
 * Codes are BULK_<n>, continuing after any earlier bulk rows. A name's words follow n modulo 16
 * and its status n / 17, so names and statuses are not correlated (a status filter ordered by
 * name finds its rows all along the name index, as in real data).
 */
export async function seedBulkProducts(db: Db, orgCode: string, count: number, batch = 100_000) {
  const [org] = await db.select().from(organizations).where(eq(organizations.code, orgCode));
  if (!org) throw new Error(`No organisation ${orgCode}: seed the demo data first.`);
  const ids = async (table: typeof brands | typeof productStatuses | typeof productTypes) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.id_organization, org.id))).map((r) => r.id);
  const [statusIds, typeIds, brandIds] = await Promise.all([
    ids(productStatuses),
    ids(productTypes),
    ids(brands),
  ]);
  if (!statusIds.length || !typeIds.length || !brandIds.length)
    throw new Error('The organisation has no catalogue.');
  const [{ n: existing } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.id_organization, org.id), sql`${products.code} like 'BULK\\_%'`));
  const arr = (values: number[]) => sql.raw(`array[${values.join(',')}]::int[]`);
  const words = sql.raw(`array[${BULK_WORDS.map((w) => `'${w}'`).join(',')}]`);
  for (let start = existing + 1; start <= existing + count; start += batch) {
    const end = Math.min(start + batch - 1, existing + count);
    await db.execute(sql`
      insert into ${products} (id_organization, code, name, sku, slug, status, product_type, brand, priority,
        cost_basis, suggested_retail_price, stock_quantity, created_at, updated_at)
      select ${org.id}, 'BULK_' || g, initcap(w1) || ' ' || initcap(w2) || ' ' || g, 'SKU-BULK_' || g,
        w1 || '-' || w2 || '-' || g,
        (${arr(statusIds)})[1 + (g / 17) % ${statusIds.length}],
        (${arr(typeIds)})[1 + (g / 7) % ${typeIds.length}],
        (${arr(brandIds)})[1 + (g / 3) % ${brandIds.length}],
        (array['low','medium','high','critical'])[1 + (g / 5) % 4],
        10 + g % 500, 25 + g % 900, g % 300,
        now() - (g || ' minutes')::interval, now()
      from generate_series(${start}::int, ${end}::int) as g,
        lateral (select (${words})[1 + (g * 7) % 16] as w1, (${words})[1 + (g * 13 / 16) % 16] as w2) as w
    `);
  }
  await db.execute(sql`analyze ${products}`);
}
