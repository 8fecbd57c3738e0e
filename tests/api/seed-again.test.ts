import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/db/seed';
import { startTestApp, type TestApp } from './harness';

// The demo seed runs at every start of the server (server/main.ts), on a fresh database and on one
// that already holds the demo data: the second time it must write nothing, in any area.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Every table of the product with its row count. */
async function rowCounts() {
  const tables = (await t.db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
  `)) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = (await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    )) as unknown as {
      rows: { n: number }[];
    };
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}

describe('the demo seed', () => {
  it('seeds once: a second run, as at a restart, adds nothing to any table', async () => {
    const before = await rowCounts();
    expect(before.orders).toBeGreaterThan(0);
    expect(before.invoices).toBeGreaterThan(0);
    expect(before.environments).toBeGreaterThan(0);
    expect(before.performance_reviews).toBeGreaterThan(0);
    await seedDemoData(t.db);
    expect(await rowCounts()).toEqual(before);
  });
});
