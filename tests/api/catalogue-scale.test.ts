import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/modules/catalogue/tables';
import { users } from '../../server/db/tables/users';
import { BULK_WORDS, seedBulkProducts } from '../../server/modules/catalogue/bulkSeed';
import { PRODUCT_COUNT_CAP } from '../../server/modules/catalogue/products';
import { ADMIN, BRAND_MANAGER } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
const BULK = PRODUCT_COUNT_CAP + 500;
beforeAll(async () => {
  t = await startTestApp();
  await seedBulkProducts(t.db, 'DEMO', BULK);
}, 120_000);
afterAll(() => t.close());

type Page = {
  count: number;
  count_is_estimate?: boolean;
  results: { code: string; name: string }[];
  next: string | null;
};
const list = async (query: string, as = ADMIN) =>
  (await t.api('GET', `/products/?${query}`, { as })).json() as Page;

describe('product list at scale', () => {
  it('counts exactly up to the cap and estimates beyond it, saying so', async () => {
    const all = await list('page_size=25');
    expect(all.count_is_estimate).toBe(true);
    expect(all.count).toBeGreaterThan(PRODUCT_COUNT_CAP);
    // The planner's estimate after ANALYZE is close to the truth.
    expect(Math.abs(all.count - (BULK + 10)) / BULK).toBeLessThan(0.2);
    expect(all.results).toHaveLength(25);
    expect(all.next).toContain('page=2');
    const few = await list(`search=${BULK_WORDS[3]}&page_size=25`);
    expect(few.count_is_estimate).toBeUndefined();
    expect(few.count).toBeGreaterThan(0);
    expect(few.count).toBeLessThanOrEqual(PRODUCT_COUNT_CAP);
    expect(few.results).toAllSatisfy((p) => p.name.toLowerCase().includes(BULK_WORDS[3]!));
  });

  it('keeps a brand manager’s counts to their brand, at any size', async () => {
    const mine = await list('page_size=5', BRAND_MANAGER);
    const brand = (await t.login(BRAND_MANAGER)).user as unknown as { id: number };
    const [row] = await t.db
      .select({ n: count() })
      .from(products)
      .innerJoin(users, eq(users.brand, products.brand))
      .where(eq(users.id, brand.id));
    expect(mine.count_is_estimate).toBeUndefined();
    expect(mine.count).toBe(Number(row!.n));
    expect(mine.count).toBeLessThan(BULK / 2);
  });

  it('generates names from the word list, spread over statuses and brands', async () => {
    const page = await list('search=BULK_1&page_size=5&ordering=code');
    expect(page.results[0]!.code).toMatch(/^BULK_1/);
  });
});
