import type { z } from 'zod';
import { OrganizationFilterFields } from '../../../domain/common/pagination';
import type { SubjectName } from '../../../domain/access/vocabulary';
import type { paths } from '../../api/schema';
import { apiListQuery, type ListOptions, type ListState } from '../data/listQuery';

type JsonAnswer<R> = R extends { content: { 'application/json': infer J } } ? J : never;
export type ListAnswer<P extends keyof paths> = paths[P] extends { get: { responses: { 200: infer R } } }
  ? JsonAnswer<R>
  : never;

/** API paths whose GET answers a page of rows (`{count, next, previous, results}`). */
export type ListPath = {
  [P in keyof paths]: ListAnswer<P> extends { count: number; results: unknown[] } ? P : never;
}[keyof paths];

/** A row of the list at `P`, as the API answers it. */
export type RowOf<P extends ListPath> = ListAnswer<P> extends { results: (infer R)[] } ? R : never;

/** The query parameters the API takes at `P`. */
export type ListApiQuery<P extends ListPath> = paths[P] extends {
  get: { parameters: { query?: infer Q } };
}
  ? NonNullable<Q>
  : never;

/** The list's own filters at `P`: its query parameters beyond paging, ordering and search. */
export type FilterOf<P extends ListPath> = Exclude<
  keyof ListApiQuery<P>,
  'page' | 'page_size' | 'ordering' | 'search'
> &
  string;

/** The path of one row of the list at `P` (`/api/brands/` → `/api/brands/{id}/`), when there is one. */
export type ItemPath<P extends ListPath> = `${P}{id}/` & keyof paths;

/**
 * One resource as the screens see it: where the API lists it, which CASL subject governs it,
 * where its texts are, and how a URL's filters become the API's (the domain's list-query schema
 * decides what a valid filter is, as it does on the server). Plain data: a route's loader imports
 * it without any screen code.
 */
export type Resource<P extends ListPath = ListPath, F extends FilterOf<P> = FilterOf<P>> = {
  /** The list's API path, e.g. `/api/brands/`; the row's is `${path}{id}/`. */
  path: P;
  /** One row's name in code (`brand`): test ids such as `add-brand` are made from it. */
  name: string;
  subject: SubjectName;
  /** Where its texts are (`catalogueConfig.brands`: `…title`, `…subtitle`, `…add`, `…search`…). */
  texts: string;
  /** The domain's list-query schema (`BrandListQuerySchema`): its fields parse the filters. */
  listQuery: { shape: Record<NoInfer<F>, z.ZodType> };
  /** The filters kept in the URL, named as the API names them. */
  filters: readonly F[];
  /** The API's ordering when none is asked for, shown as the active sort. */
  defaultOrdering: string;
  /**
   * The rows are the organisations themselves: no column naming a row's organisation, and no
   * filter by organisation (each row is one).
   */
  tenants?: true;
  /**
   * The action every change (create, update, delete) needs, when not its own: a part of the
   * organisation is changed by updating the organisation (decision 0008). As the server's
   * declaration says it.
   */
  writeAction?: string;
  /**
   * A row as its subject's conditions read it, when the row's own fields name something else (a
   * part of the organisation is judged as `{ id: row.id_organization }`). As the server's.
   */
  asSubject?: (row: { id_organization: number }) => Record<string, unknown>;
};

/** A resource, checked against the API's contract (its filters are parameters of its list). */
export const defineResource = <P extends ListPath, F extends FilterOf<P> = never>(resource: Resource<P, F>) =>
  resource;

/**
 * The filter every organisation-owned list takes besides its own (`?organization=<id>`): the
 * list screens offer it to whoever may read more than one organisation.
 */
export const ORGANIZATION_FILTER = 'organization';
export type OrganizationFilter = typeof ORGANIZATION_FILTER;

/** The URL options (`useListState`, `readListState`) of a resource's list: its filters and the organisation's. */
export const listOptions = <F extends string>(resource: {
  filters: readonly F[];
  defaultOrdering: string;
}): ListOptions<F | OrganizationFilter> => ({
  filters: [...resource.filters, ORGANIZATION_FILTER],
  defaultOrdering: resource.defaultOrdering,
});

/**
 * The filters of a URL as the API takes them: each is parsed with the domain's schema of its
 * parameter, and one that does not parse (a hand-edited URL) is left out rather than sent to be
 * refused. A yes/no parameter travels as 'true' or 'false'.
 */
export function parseFilters<P extends ListPath, F extends FilterOf<P>>(
  resource: Resource<P, F>,
  values: Partial<Record<F | OrganizationFilter, string>>,
): Partial<ListApiQuery<P>> {
  const query: Partial<Record<F | OrganizationFilter, string | number>> = {};
  const shape: Record<F | OrganizationFilter, z.ZodType> = {
    ...resource.listQuery.shape,
    ...OrganizationFilterFields,
  };
  for (const name of [...resource.filters, ORGANIZATION_FILTER] as const) {
    const raw = values[name];
    if (!raw) continue;
    const parsed = shape[name].safeParse(raw);
    if (!parsed.success) continue;
    const value: unknown = parsed.data;
    if (typeof value === 'boolean') query[name] = String(value);
    else if (typeof value === 'number' || typeof value === 'string') query[name] = value;
  }
  // The API's parameters are generated from this same schema: what parsed is what it takes.
  return query as Partial<ListApiQuery<P>>;
}

/** The GET request of a list state: the loader and the page build it alike, so they share its cache. */
export function listInit<P extends ListPath, F extends FilterOf<P>>(
  resource: Resource<P, F>,
  state: ListState<F | OrganizationFilter>,
) {
  return { params: { query: { ...apiListQuery(state), ...parseFilters(resource, state.filters) } } };
}

/**
 * How long a list's rows count as fresh: the page that mounts right after its route's loader
 * asked for them reads them rather than asking again (the same rows, dimmed while they come).
 * Older rows are shown and asked for again at once; a write invalidates them whatever their age.
 */
export const LIST_STALE_TIME = 5_000;

/** Query-key prefixes (openapi-react-query: `[method, path, init]`) of a resource's list and rows. */
export const resourceKeys = <P extends ListPath>(resource: { path: P }) => ({
  list: ['get', resource.path] as const,
  item: ['get', `${resource.path}{id}/` as ItemPath<P>] as const,
});
