import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../domain/common/pagination';

export type PageSize = (typeof PAGE_SIZES)[number];

/** What a server-side list shows: the API's `?page&page_size&ordering&search` plus filters. */
export type ListState<F extends string = string> = {
  page: number;
  pageSize: PageSize;
  /** The API's `ordering`: a field name, `-field` for descending; '' for the server's default. */
  ordering: string;
  search: string;
  filters: Partial<Record<F, string>>;
};

export type ListOptions<F extends string = string> = {
  /** Query-string names of the list's filters (also the API's parameter names). */
  filters?: readonly F[];
  defaultPageSize?: PageSize;
  /** Ordering shown as active when the URL names none (the server's default). */
  defaultOrdering?: string;
  /** Prefix of every parameter, for a page with more than one list (`orders.page`). */
  prefix?: string;
};

const isPageSize = (n: number): n is PageSize => (PAGE_SIZES as readonly number[]).includes(n);

const names = (prefix = '') => ({
  page: `${prefix}page`,
  pageSize: `${prefix}page_size`,
  ordering: `${prefix}ordering`,
  search: `${prefix}search`,
  filter: (f: string) => `${prefix}${f}`,
});

/** The list state a URL holds; anything malformed reads as the default. */
export function readListState<F extends string>(params: URLSearchParams, options: ListOptions<F> = {}) {
  const n = names(options.prefix);
  const page = Number(params.get(n.page));
  const size = Number(params.get(n.pageSize));
  const filters: Partial<Record<F, string>> = {};
  for (const f of options.filters ?? []) {
    const value = params.get(n.filter(f));
    if (value) filters[f] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: isPageSize(size) ? size : (options.defaultPageSize ?? DEFAULT_PAGE_SIZE),
    ordering: params.get(n.ordering) ?? '',
    search: params.get(n.search) ?? '',
    filters,
  } satisfies ListState<F>;
}

/**
 * The URL after a change: defaults are left out (a clean URL), other parameters of the page are
 * kept, and anything that changes which rows match (search, filters, page size, ordering) goes
 * back to page 1.
 */
export function writeListState<F extends string>(
  params: URLSearchParams,
  change: Partial<ListState<F>>,
  options: ListOptions<F> = {},
): URLSearchParams {
  const n = names(options.prefix);
  const current = readListState(params, options);
  const next: ListState<F> = {
    ...current,
    ...change,
    filters: change.filters ? { ...current.filters, ...change.filters } : current.filters,
  };
  const narrows =
    change.page === undefined &&
    (change.search !== undefined ||
      change.filters !== undefined ||
      change.pageSize !== undefined ||
      change.ordering !== undefined);
  if (narrows) next.page = 1;

  const out = new URLSearchParams(params);
  const put = (key: string, value: string, fallback: string) => {
    if (value === fallback || value === '') out.delete(key);
    else out.set(key, value);
  };
  put(n.page, String(next.page), '1');
  put(n.pageSize, String(next.pageSize), String(options.defaultPageSize ?? DEFAULT_PAGE_SIZE));
  put(n.ordering, next.ordering, '');
  put(n.search, next.search.trim(), '');
  for (const f of options.filters ?? []) put(n.filter(f), next.filters[f] ?? '', '');
  return out;
}

/** The API query of a list state: `{page, page_size, ordering?, search?, ...filters}`. */
export function toApiQuery<F extends string>(state: ListState<F>) {
  return {
    ...apiListQuery(state),
    ...Object.fromEntries(Object.entries(state.filters).filter(([, v]) => v !== undefined && v !== '')),
  };
}

/**
 * The API's paging, ordering and search parameters (`?page&page_size&ordering&search`) of a list
 * state, for lists that type their filters themselves.
 */
export function apiListQuery({ page, pageSize, ordering, search }: Omit<ListState, 'filters'>) {
  return { page, page_size: pageSize, ...(ordering && { ordering }), ...(search.trim() && { search: search.trim() }) };
}

export type SortDirection = 'ascending' | 'descending' | 'none';

/** How the list is sorted by `field` (the first ordering term decides), as `aria-sort` says it. */
export function sortDirection(ordering: string, field: string, defaultOrdering = ''): SortDirection {
  const first = (ordering || defaultOrdering).split(',')[0]?.trim() ?? '';
  if (first === field) return 'ascending';
  if (first === `-${field}`) return 'descending';
  return 'none';
}

/** Clicking a column header: ascending first, then it toggles between the two directions. */
export function toggleOrdering(ordering: string, field: string, defaultOrdering = ''): string {
  return sortDirection(ordering, field, defaultOrdering) === 'ascending' ? `-${field}` : field;
}

export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

/** The rows shown, 1-based and inclusive ("1–25 of 312"); from 0 when there are none. */
export function pageRange(page: number, pageSize: number, count: number) {
  if (count === 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, count);
  return { from, to: Math.min(page * pageSize, count) };
}
