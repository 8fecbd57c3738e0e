import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ListQuery } from '../../domain/common/pagination';
import { paginated } from '../../domain/common/pagination';
import type { Principal } from '../access/principals';
import { principalOf } from '../auth/authenticate';
import type { DbOrTx } from '../db/client';
import { listPage, type ListSpec } from './list';
import type { RequiredAbility } from './requiredAbility';
import type { App } from './types';

/** A picker's query as the route reads it: paging, search, ordering, `id`, and the list's filters. */
type ChoiceQuery = ListQuery & { id?: number } & Record<string, unknown>;

/**
 * A list a form or a filter picks from, apart from the resource it names: what a writer may name
 * is not always what they may read (an invoice names a client its writer may not open). Who may
 * ask is `requires`; which rows they get is `rows`, scoped by the caller's organisation and
 * rights. A page at a time, searched like any list (`?search=`, at most the API's largest page),
 * or the one row of `?id=` (a saved or bookmarked choice's name): never more than the list.
 */
export function choiceListRoute<TRow>(
  app: App,
  db: DbOrTx,
  route: {
    url: string;
    requires: RequiredAbility;
    tags: string[];
    summary: string;
    querystring: z.ZodType;
    row: z.ZodType<TRow>;
    /** The rows the caller may pick: the list's table, scope and filters, search and ordering. */
    rows: (
      principal: Principal,
      query: ChoiceQuery,
    ) => Omit<ListSpec<TRow>, 'where'> & {
      where: (SQL | undefined)[];
      /** The row's id, which `?id=` matches. */
      id: PgColumn;
    };
    /** Adds to a page's rows what their table does not hold (a referenced row's name). */
    complete?: (rows: TRow[]) => Promise<TRow[]>;
  },
) {
  app.get(
    route.url,
    {
      config: { requires: route.requires },
      schema: {
        tags: route.tags,
        summary: route.summary,
        querystring: route.querystring,
        response: { 200: paginated(route.row) },
      },
    },
    async (request) => {
      const query = request.query as ChoiceQuery;
      const { id, where, ...spec } = route.rows(principalOf(request), query);
      const page = await listPage(db, request, query, {
        ...spec,
        where: [...where, query.id === undefined ? undefined : eq(id, query.id)],
      });
      return route.complete ? { ...page, results: await route.complete(page.results) } : page;
    },
  );
}
