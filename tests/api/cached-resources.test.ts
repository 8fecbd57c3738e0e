import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The tables whose every change is announced on `data_changed` (migration 0006's function). */
async function announcingTables() {
  const result = (await t.db.execute(sql`
    select distinct c.relname as name
    from pg_trigger tg
    join pg_class c on c.oid = tg.tgrelid
    join pg_proc p on p.oid = tg.tgfoid
    where p.proname = 'notify_data_changed' and not tg.tgisinternal
  `)) as unknown as { rows: { name: string }[] };
  return new Set(result.rows.map((r) => r.name));
}

describe('cached resources', () => {
  it('at least one resource keeps its pages in the read cache', () => {
    expect(t.services.resources.filter((r) => r.list.cached).length).toBeGreaterThan(0);
  });

  it('every table a cached page is read from announces its changes, or a write would leave stale pages', async () => {
    const announcing = await announcingTables();
    const silent = t.services.resources.flatMap((r) =>
      (r.list.cached?.readsFrom ?? [])
        .map(getTableName)
        .filter((table) => !announcing.has(table))
        .map((table) => `${r.name}: ${table}`),
    );
    expect(silent).toEqual([]);
  });

  it('a cached page reads its own table too', () => {
    for (const r of t.services.resources.filter((r) => r.list.cached)) {
      expect(r.list.cached!.readsFrom).toContain(r.table);
    }
  });
});
