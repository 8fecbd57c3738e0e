import type { ReactNode } from 'react';
import { Alert, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../feedback/LoadFailed';
import { MAX_ID } from '../../../domain/common/fields';
import { RouteTabs, type RouteTab } from './RouteTabs';
import { BackLink } from '../BackLink';
import type { paths } from '../../api/schema';
import { useApi } from '../../lib/ApiProvider';
import { Loading } from '../feedback/Loading';

/** The part of a TanStack query result a detail page reads. */
export type DetailQuery<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/** The route's `:id` when it names a row that may exist (a positive id within the database's range). */
export function useRouteId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

/** API paths that answer one row by its id (`/api/clients/{id}/`). */
export type RecordPath = {
  [P in keyof paths]: P extends `${string}{id}/`
    ? paths[P] extends { get: { responses: { 200: { content: { 'application/json': unknown } } } } }
      ? P
      : never
    : never;
}[keyof paths];

/** The row the API answers at `P`. */
export type RecordAt<P extends RecordPath> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer R } } } };
}
  ? R
  : never;

/** The route's `:id` and the query of the row it names at `path` (not asked for a bad id). */
export function useRouteRecord<P extends RecordPath>(path: P) {
  const id = useRouteId();
  const useQuery = useApi().useQuery as unknown as (
    method: 'get',
    path: P,
    init: { params: { path: { id: number } } },
    options: { enabled: boolean },
  ) => DetailQuery<RecordAt<P>>;
  return {
    id,
    query: useQuery('get', path, { params: { path: { id: id ?? 0 } } }, { enabled: id !== null }),
  };
}

/** The API's 404 answer (`{"detail": "Not found."}`, or the row's own text: "Company not found."). */
export const isNotFound = (error: unknown, notFoundDetail = 'Not found.') => {
  const detail =
    typeof error === 'object' && error !== null ? (error as { detail?: unknown }).detail : undefined;
  return detail === 'Not found.' || detail === notFoundDetail;
};

/**
 * One row's screen: a link back to its list, then the row, or what keeps it from showing: not
 * found (a bad or unknown id), the load failure with Retry, or the spinner. Texts: `<texts>.back`,
 * `.notFound`, `.loadFailed`. With `tabs`, the row's sections are tabs that are routes
 * (`<tabBase>/:tab`), under what `children` shows above them.
 */
export function DetailPage<T>({
  texts,
  backTo,
  id,
  query,
  children,
  tabs,
  notFoundDetail,
}: {
  texts: string;
  backTo: string;
  /** The route's id (`useRouteId`); null: not a row's id. */
  id: number | null;
  query: DetailQuery<T>;
  children: (row: T) => ReactNode;
  tabs?: (row: T) => { base: string; tabs: RouteTab[] };
  /** The API's 404 text when the resource names its row ("Company not found."). */
  notFoundDetail?: string;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (id === null || isNotFound(query.error, notFoundDetail)) {
    body = (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t(`${texts}.notFound`)}</Alert.Title>
      </Alert.Root>
    );
  } else if (query.data !== undefined) {
    const row = query.data;
    body = (
      <>
        {children(row)}
        {tabs && <RouteTabs {...tabs(row)} />}
      </>
    );
  } else if (query.isError) {
    body = (
      <LoadFailed
        message={t(`${texts}.loadFailed`)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    body = <Loading />;
  }

  return (
    <Stack gap="5" maxW="7xl">
      <BackLink to={backTo} label={t(`${texts}.back`)} />
      {body}
    </Stack>
  );
}
