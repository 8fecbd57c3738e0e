// What a refused request may not change: every table of the application, each read as its row
// count and a digest of its rows, so an UPDATE that a refusal left behind shows as well as an
// INSERT. The tables come from information_schema, so a table added tomorrow is watched too.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

export type TableState = { rows: number; digest: string };
export type DatabaseState = Map<string, TableState>;

/**
 * Tables a refusal changes by design, with the reason. Nothing else may be added here without
 * one: a row written by a refused request is what this test exists to find.
 */
export const CHANGED_BY_REFUSALS: Record<string, string> = {
  // Each sign-in attempt counts against its window, refused or not: that is the limit's point.
  rate_limit_hits: 'attempts are counted before they are judged',
  // A refused sign-in is recorded (the administration's dashboard counts them): that is its point.
  security_events: 'a refused sign-in is recorded as a security event',
};

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export async function applicationTables(db: Db): Promise<string[]> {
  const rows = rowsOf(
    await db.execute(sql`select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`),
  );
  return rows.map((r) => String(r.table_name));
}

/** One statement for all tables, so a snapshot costs one round trip. */
export function snapshotStatement(tables: readonly string[]): string {
  return tables
    .map(
      (table) =>
        `select ${literal(table)} as name, count(*)::int as rows,
          md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${identifier(table)} t`,
    )
    .join(' union all ');
}

export async function snapshot(db: Db, statement: string): Promise<DatabaseState> {
  const rows = rowsOf(await db.execute(sql.raw(statement)));
  return new Map(
    rows.map((r) => [String(r.name), { rows: Number(r.rows), digest: String(r.digest) }] as const),
  );
}

/** The tables whose rows differ, each as `name: rows before → after` (or `rows changed`). */
export function changedTables(before: DatabaseState, after: DatabaseState): string[] {
  const out: string[] = [];
  for (const [name, was] of before) {
    if (name in CHANGED_BY_REFUSALS) continue;
    const now = after.get(name);
    if (!now || now.digest === was.digest) continue;
    out.push(
      now.rows === was.rows
        ? `${name}: ${was.rows} rows, contents changed`
        : `${name}: ${was.rows} → ${now.rows} rows`,
    );
  }
  return out;
}
