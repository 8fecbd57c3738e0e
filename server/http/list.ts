import { and, asc, count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { ListQuery } from '../../domain/common/pagination';
import type { DbOrTx } from '../db/client';
import { fieldError } from './errors';

export type ListSpec<TRow> = {
  table: PgTable;
  /** Access scope and filters, already combined by the caller's module. */
  where: (SQL | undefined)[];
  /** Fields a client may order by (`?ordering=-date_joined`). */
  orderable: Record<string, PgColumn>;
  defaultOrdering: string;
  /** Columns `?search=` matches, case-insensitively, as substrings. */
  searchable: PgColumn[];
  /** Breaks ties so pages never overlap. */
  tieBreaker: PgColumn;
  map: (row: never) => TRow;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
  const where = and(
    ...spec.where,
    search ? or(...spec.searchable.map((c) => ilike(c, `%${escapeLike(search)}%`))) : undefined,
  );
  const ordering = orderingOf(query, spec as ListSpec<unknown>);
  // The tie-breaker follows the first term's direction, so one index scan can serve both.
  const descending = (query.ordering || spec.defaultOrdering).trim().startsWith('-');
  const order = [...ordering, descending ? desc(spec.tieBreaker) : asc(spec.tieBreaker)];
  const offset = (query.page - 1) * query.page_size;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(spec.table)
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset(offset),
    db.select({ value: count() }).from(spec.table).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    count: totalCount,
    next: offset + query.page_size < totalCount ? pageUrl(request, query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(request, query.page - 1) : null,
    results: (rows as never[]).map(spec.map),
  };
}
