import { useApi, useApiClient } from '../../lib/ApiProvider';
import { useAllPages } from '../../api/allPages';

/**
 * The roles of the caller's organisation and the catalogue (the matrix's axes), every row of
 * each however many pages they fill, and for the role shown (the one asked for, else the first)
 * its granted permissions and what it has from the role table.
 */
export function useMatrixData(wantedRole: number) {
  const api = useApi();
  const client = useApiClient();
  const roles = useAllPages(['get', '/api/security/roles/', { ordering: 'name' }], (page, page_size) =>
    client.GET('/api/security/roles/', { params: { query: { page, page_size, ordering: 'name' } } }),
  );
  const list = roles.data ?? [];
  const role = list.find((r) => r.id === wantedRole) ?? list[0] ?? null;
  const roleId = role?.id ?? null;
  const applications = useAllPages(['get', '/api/security/applications/'], (page, page_size) =>
    client.GET('/api/security/applications/', { params: { query: { page, page_size } } }),
  );
  const modules = useAllPages(['get', '/api/security/modules/'], (page, page_size) =>
    client.GET('/api/security/modules/', { params: { query: { page, page_size } } }),
  );
  const operations = useAllPages(['get', '/api/security/operations/'], (page, page_size) =>
    client.GET('/api/security/operations/', { params: { query: { page, page_size } } }),
  );
  const path = { params: { path: { id: roleId ?? 0 } } };
  const enabled = { enabled: roleId !== null };
  const permissionsOptions = api.queryOptions('get', '/api/security/roles/{id}/permissions/', path);
  const permissions = api.useQuery('get', '/api/security/roles/{id}/permissions/', path, enabled);
  const builtIn = api.useQuery('get', '/api/security/roles/{id}/built-in-permissions/', path, enabled);

  const queries = [
    roles,
    applications,
    modules,
    operations,
    ...(roleId !== null ? [permissions, builtIn] : []),
  ];
  const failed = queries.filter((q) => q.isError);
  return {
    roles,
    role,
    applications,
    modules,
    operations,
    permissions,
    builtIn,
    permissionsKey: permissionsOptions.queryKey,
    /** Every query the screen shows (what Refresh reads again). */
    queries,
    isError: failed.length > 0,
    isFetching: queries.some((q) => q.isFetching),
    retry: () => failed.forEach((q) => void q.refetch()),
  };
}
