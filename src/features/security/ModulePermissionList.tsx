import { useMemo } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Grid3x3 } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SecurityModule } from '../../../domain/security';
import { useAllPages } from '../../api/allPages';
import { useApi, useApiClient } from '../../lib/ApiProvider';
import { useVocabulary } from '../../lib/vocabularyText';
import { DataTable, type Column } from '../../components/data/DataTable';
import { FilterSelect } from '../../components/data/FilterSelect';
import { useListState } from '../../components/data/useListState';
import { useFormats } from './format';
import { PERMISSION_MATRIX_PATH } from './paths';
import { RefreshButton, useCanManageSecurity, useRefreshAction } from './SecurityPage';
import { apiListQuery } from '../../components/data/listQuery';

const FILTERS = ['application'] as const;

/**
 * The permission catalogue as a list: each module (the subject a permission grants), its
 * application and how many role permissions grant it; the matrix link for those who manage.
 */
export function ModulePermissionList() {
  const { t } = useTranslation();
  const f = useFormats();
  const words = useVocabulary();
  const api = useApi();
  const canManage = useCanManageSecurity();
  const list = useListState({ filters: FILTERS, defaultOrdering: 'application,sort_order' });
  const { filters } = list.state;
  const application = /^\d{1,9}$/.test(filters.application ?? '') ? Number(filters.application) : undefined;
  const client = useApiClient();
  const applications = useAllPages(['get', '/api/security/applications/'], (page, page_size) =>
    client.GET('/api/security/applications/', { params: { query: { page, page_size } } }),
  );
  const query = api.useQuery(
    'get',
    '/api/security/modules/',
    {
      params: {
        query: {
          ...apiListQuery(list.state),
          ...(application && { application }),
        },
      },
    },
    { placeholderData: keepPreviousData },
  );
  const refresh = useRefreshAction([query, applications]);
  const appName = useMemo(() => {
    const names = new Map((applications.data ?? []).map((a) => [a.id, words.application(a)]));
    return (id: number) => names.get(id) ?? '';
  }, [applications.data, words]);

  const columns = useMemo<Column<SecurityModule>[]>(
    () => [
      {
        id: 'name',
        header: 'security.permissions.columns.module',
        sortField: 'name',
        cell: (m) => (
          <Stack gap="0">
            <Text fontWeight="medium">{words.module(m)}</Text>
            {m.code.toLowerCase() !== m.name.toLowerCase() && (
              <Text fontSize="xs" color="fg.muted">
                {m.code}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'application',
        header: 'security.permissions.columns.application',
        sortField: 'application',
        cell: (m) => appName(m.application),
      },
      {
        id: 'count',
        header: 'security.permissions.columns.granted',
        textAlign: 'end',
        cell: (m) => f.number(m.permissions_count),
      },
      {
        id: 'status',
        header: 'security.permissions.columns.status',
        hideBelow: 'sm',
        cell: (m) => (
          <Badge colorPalette={m.is_active ? 'green' : 'gray'} variant="subtle">
            {t(m.is_active ? 'security.roles.active' : 'security.roles.inactive')}
          </Badge>
        ),
      },
    ],
    [t, f, words, appName],
  );

  return (
    <DataTable
      label={t('security.permissions.tableLabel')}
      columns={columns}
      rowKey={(m) => m.id}
      list={list}
      query={query}
      searchLabel={t('security.permissions.search')}
      errorText={t(refresh.failed ? 'security.errors.refreshPermissions' : 'security.errors.loadPermissions')}
      filters={
        <>
          <FilterSelect
            label={t('security.permissions.columns.application')}
            allLabel={t('security.permissions.allApplications')}
            value={application ? String(application) : ''}
            options={(applications.data ?? []).map((a) => ({
              value: String(a.id),
              label: words.application(a),
            }))}
            onChange={(value) => list.setFilter('application', value)}
          />
          <HStack gap="2" ms="auto">
            <RefreshButton onClick={refresh.refresh} loading={refresh.loading} />
            {canManage && (
              <Button asChild variant="outline">
                <RouterLink to={PERMISSION_MATRIX_PATH}>
                  <Grid3x3 aria-hidden />
                  {t('security.permissions.openMatrix')}
                </RouterLink>
              </Button>
            )}
          </HStack>
        </>
      }
    />
  );
}
