import { useCallback, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useSearchParams } from 'react-router';
import {
  readListState,
  toApiQuery,
  toggleOrdering,
  writeListState,
  type ListOptions,
  type ListState,
  type PageSize,
} from './listQuery';

export type ListController<F extends string = string> = {
  state: ListState<F>;
  /** The API query (`{page, page_size, ordering?, search?, ...filters}`) of the state. */
  query: ReturnType<typeof toApiQuery<F>>;
  /** Ordering shown as active when none is chosen (the server's default). */
  defaultOrdering: string;
  /** `replace`: without a history entry (e.g. correcting a page beyond the last one). */
  setPage: (page: number, replace?: boolean) => void;
  setPageSize: (size: PageSize) => void;
  toggleSort: (field: string) => void;
  setSearch: (search: string) => void;
  setFilter: (name: F, value: string) => void;
  /** Clears the search and every filter. */
  clear: () => void;
  /** Whether a search or a filter narrows the list. */
  narrowed: boolean;
};

/**
 * A list's page, page size, ordering, search and filters, kept in the URL's query string: the
 * back and forward buttons walk through them, a reload or a shared link shows the same rows.
 * Every change is a history entry; the search box commits after a pause in typing (debounced
 * in `DataTable`), so a search is one entry, not one per keystroke.
 */
export function useListState<F extends string = never>(options: ListOptions<F> = {}): ListController<F> {
  const [params, setParams] = useSearchParams();
  const { prefix, defaultPageSize, defaultOrdering = '' } = options;
  const filterKey = (options.filters ?? []).join(',');
  // Stable across renders as long as the options are the same values.
  const opts = useMemo(
    () => ({ prefix, defaultPageSize, defaultOrdering, filters: filterKey ? (filterKey.split(',') as F[]) : [] }),
    [prefix, defaultPageSize, defaultOrdering, filterKey],
  );
  const state = useMemo(() => readListState(params, opts), [params, opts]);

  // Changes apply to the latest query string, not to the one of the last render: two changes in a
  // row (a filter picked right after another, before the router re-renders) must both hold. The
  // router's own params take over whenever it gives new ones.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  // A search committed after its pause while the user is already on the way to another page (a
  // row's link clicked within the pause) stays behind: it would land on that page's address.
  // (Read from the router's state, not `useNavigation`: a router without data, a test's or the
  // server's, has no navigation and never leaves.)
  const navigation = useContext(UNSAFE_DataRouterStateContext)?.navigation;
  const { pathname } = useLocation();
  const leaving = useRef(false);
  useLayoutEffect(() => {
    leaving.current = !!navigation && navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  }, [navigation, pathname]);
  const change = useCallback(
    (patch: Partial<ListState<F>>, replace = false) => {
      if (leaving.current) return;
      latest.current = writeListState(latest.current, patch, opts);
      setParams(latest.current, { replace });
    },
    [setParams, opts],
  );

  return useMemo(
    () => ({
      state,
      query: toApiQuery(state),
      defaultOrdering,
      setPage: (page, replace) => change({ page }, replace),
      setPageSize: (pageSize) => change({ pageSize }),
      toggleSort: (field) => change({ ordering: toggleOrdering(state.ordering, field, defaultOrdering) }),
      setSearch: (search) => change({ search }),
      setFilter: (name, value) => change({ filters: { [name]: value } as Partial<Record<F, string>> }),
      clear: () =>
        change({
          search: '',
          filters: Object.fromEntries(opts.filters.map((f) => [f, ''])) as Partial<Record<F, string>>,
        }),
      narrowed: !!state.search || Object.keys(state.filters).length > 0,
    }),
    [state, change, defaultOrdering, opts],
  );
}
