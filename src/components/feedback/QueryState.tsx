import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './LoadFailed';
import { Loading } from './Loading';

/** What `QueryState` reads of a query (TanStack Query's result has it all). */
export interface WatchedQuery<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A loading spinner (or the screen's own `loading` shape), or the load-failed alert with Retry,
 * until the query's data is there.
 */
export function QueryState<T>({
  query,
  failedText,
  loading,
  children,
}: {
  query: WatchedQuery<T>;
  /** The screen's own words for the failure; by default "Failed to load data". */
  failedText?: string;
  /** What shows while loading (a dashboard's skeleton); by default a spinner. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <LoadFailed
        message={failedText ?? t('errors.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return loading ?? <Loading />;
}
