import { useApi } from '../../app/ApiProvider';

/** Catalogue lists are short; one page of the largest size holds them. */
const ALL = { page_size: 100 } as const;

/**
 * The roles of the caller's organisation and the catalogue (the matrix's axes), and the
 * permissions of the role shown: the one asked for, else the first.
 */
export function useMatrixData(wantedRole: number) {
  const api = useApi();
  const roles = api.useQuery('get', '/api/security/roles/', {
    params: { query: { ...ALL, ordering: 'name' } },
  });
  const list = roles.data?.results ?? [];
  const role = list.find((r) => r.id === wantedRole) ?? list[0] ?? null;
  const roleId = role?.id ?? null;
  const applications = api.useQuery('get', '/api/security/applications/', { params: { query: ALL } });
  const modules = api.useQuery('get', '/api/security/modules/', { params: { query: ALL } });
  const operations = api.useQuery('get', '/api/security/operations/', { params: { query: ALL } });
  const permissionsOptions = api.queryOptions('get', '/api/security/roles/{id}/permissions/', {
    params: { path: { id: roleId ?? 0 } },
  });
  const permissions = api.useQuery(
    'get',
    '/api/security/roles/{id}/permissions/',
    { params: { path: { id: roleId ?? 0 } } },
    { enabled: roleId !== null },
  );
  const lists = [roles, applications, modules, operations];
  const failed = [...lists, ...(roleId !== null ? [permissions] : [])].filter((q) => q.isError);
  return {
    roles,
    role,
    applications,
    modules,
    operations,
    permissions,
    permissionsKey: permissionsOptions.queryKey,
    isError: failed.length > 0,
    isRetrying: failed.some((q) => q.isFetching),
    retry: () => failed.forEach((q) => void q.refetch()),
  };
}
