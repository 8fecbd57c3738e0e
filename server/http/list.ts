import { and, asc, count, desc, gte, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { ListQuery } from '../../domain/common/pagination';
import type { DbOrTx } from '../db/client';
import { fieldError } from './errors';
import type { ReadCache } from './readCache';

export type ListSpec<TRow> = {
  table: PgTable;
  /** Access scope and filters, already combined by the caller's module. */
  where: (SQL | undefined)[];
  /** Fields a client may order by (`?ordering=-date_joined`). */
  orderable: Record<string, PgColumn>;
  defaultOrdering: string;
  /**
   * Columns `?search=` matches, case-insensitively, as substrings; or text expressions (a
   * number as text, a referenced row's name) where the words are not a column of the table.
   */
  searchable: (PgColumn | SQL)[];
  /**
   * A lower-cased column holding all the searchable text, to match instead of each column
   * (one trigram index serves it, where an OR of columns would not use theirs).
   */
  searchText?: PgColumn;
  /** Breaks ties so pages never overlap. */
  tieBreaker: PgColumn;
  map: (row: never) => TRow;
  /**
   * Counting every match of a large table on every page is the slow part of a list: with a cap,
   * up to `countCap` matches are counted exactly and beyond it the planner's estimate is given
   * (`count_is_estimate: true`).
   */
  countCap?: number;
  /**
   * Keeps each filter's count (the costly part of a page) until the data changes, for every page
   * and ordering of that filter.
   */
  countCache?: ReadCache;
};

const dialect = new PgDialect();

/** `where` as a cache key: its SQL and parameters. */
export function sqlKey(where: SQL | undefined) {
  if (!where) return '';
  const { sql: text, params } = dialect.sqlToQuery(where);
  return `${text}\n${JSON.stringify(params)}`;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(spec: Pick<ListSpec<unknown>, 'searchable' | 'searchText'>, term: string) {
  if (spec.searchText) return like(spec.searchText, `%${escapeLike(term.toLowerCase())}%`);
  return or(...spec.searchable.map((c) => ilike(c, `%${escapeLike(term)}%`)));
}

function orderingOf(query: ListQuery, spec: ListSpec<unknown>) {
  const terms = (query.ordering || spec.defaultOrdering)
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return terms.map((term) => {
    const name = term.replace(/^-/, '');
    const column = spec.orderable[name];
    if (!column) {
      throw fieldError(
        'ordering',
        `Cannot order by "${name}". Allowed: ${Object.keys(spec.orderable).join(', ')}.`,
      );
    }
    return term.startsWith('-') ? desc(column) : asc(column);
  });
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, 'http://placeholder');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

/** One page in the API's `{count, next, previous, results}` shape (Django REST style). */
export async function listPage<TRow>(
  db: DbOrTx,
  request: FastifyRequest,
  query: ListQuery,
  spec: ListSpec<TRow>,
) {
  const search = query.search?.trim();
  const where = and(...spec.where, search ? searchCondition(spec, search) : undefined);
  const ordering = orderingOf(query, spec as ListSpec<unknown>);
  // The tie-breaker follows the first term's direction, so one index scan can serve both.
  const descending = (query.ordering || spec.defaultOrdering).trim().startsWith('-');
  const order = [...ordering, descending ? desc(spec.tieBreaker) : asc(spec.tieBreaker)];
  const offset = (query.page - 1) * query.page_size;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(spec.table)
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset(offset),
    spec.countCache
      ? spec.countCache
          .get(`count\n${sqlKey(where)}`, async () =>
            JSON.stringify(await countRows(db, spec.table, where, spec.countCap)),
          )
          .then((json) => JSON.parse(json) as Awaited<ReturnType<typeof countRows>>)
      : countRows(db, spec.table, where, spec.countCap),
  ]);
  // An estimate never claims fewer rows than the page shows.
  const totalCount = counted.estimated ? Math.max(counted.count, offset + rows.length) : counted.count;
  return {
    count: totalCount,
    ...(counted.estimated && { count_is_estimate: true }),
    next: offset + query.page_size < totalCount ? pageUrl(request, query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(request, query.page - 1) : null,
    results: (rows as never[]).map(spec.map),
  };
}

/**
 * When the planner expects this many times the cap, the exact count is not attempted: finding
 * `cap` matches of a selective filter (a word, a status and a brand: 1 product in 200) can mean
 * reading much of the table, for a number that would then be an estimate anyway.
 */
const TRUSTED_ESTIMATE = 5;

/** The exact count, or past `cap` the planner's estimate of the matching rows. */
async function countRows(db: DbOrTx, table: PgTable, where: SQL | undefined, cap?: number) {
  if (cap === undefined) {
    const [total] = await db.select({ value: count() }).from(table).where(where);
    return { count: Number(total?.value ?? 0), estimated: false };
  }
  const estimate = await plannedRows(db, table, where);
  if (estimate > cap * TRUSTED_ESTIMATE) return { count: estimate, estimated: true };
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [total] = await db.select({ value: count() }).from(capped);
  const exact = Number(total?.value ?? 0);
  if (exact <= cap) return { count: exact, estimated: false };
  return { count: Math.max(estimate, cap + 1), estimated: true };
}

/** How many rows the planner expects `where` to match (a plan, no rows read). */
async function plannedRows(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  const result = (await db.execute(
    sql`explain (format json) ${db.select().from(table).where(where)}`,
  )) as unknown as {
    rows: { 'QUERY PLAN': unknown }[];
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/**
 * The first day of a list's date preset of `days` (`?date_preset=`): that many days before
 * today, UTC, inclusive (as the dashboards' periods start).
 */
export const daysAgo = (days: number, now = Date.now()) =>
  new Date(now - days * 86_400_000).toISOString().slice(0, 10);

/** A date or timestamp `column` within a list's validated `?date_preset=` (none: no bound). */
export function withinDatePreset(column: PgColumn, preset: unknown): SQL | undefined {
  if (preset === undefined) return undefined;
  const first = daysAgo(Number(preset));
  return gte(column, column.columnType === 'PgTimestamp' ? new Date(`${first}T00:00:00Z`) : first);
}
