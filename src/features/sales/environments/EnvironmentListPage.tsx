import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Environment } from '../../../../domain/sales/environment';
import { ENVIRONMENT_KINDS, ENVIRONMENT_STATUSES } from '../../../../domain/sales/kinds';
import type { Column } from '../../../components/data/DataTable';
import { FilterSelect } from '../../../components/data/FilterSelect';
import { FilterPicker } from '../../../components/form/FilterPicker';
import { RowActions } from '../../../components/data/RowActions';
import { useDeleting } from '../../../components/data/rowDialogs';
import { DeleteRowDialog } from '../../../components/resource/DeleteRowDialog';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { canOnResource } from '../../../components/resource/resourceAbility';
import { useResourceList } from '../../../components/resource/useResourceList';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { ENVIRONMENT_ADD_PATH, environmentEditPath, environmentViewPath } from '../paths';
import { useSalesMessage } from '../salesMessages';
import { environmentResource } from './environmentResource';
import { EnvironmentStatusBadge } from './EnvironmentStatusBadge';

/** /apps/environment/client/list (read on Environment): the clients' environments, by client, kind and status. */
export function EnvironmentListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const reason = useSalesMessage();
  const { list, query } = useResourceList(environmentResource);
  const deleting = useDeleting<Environment>();
  const filters = list.state.filters;

  const columns: Column<Environment>[] = [
    {
      id: 'name',
      header: 'environments.fields.name',
      sortField: 'name',
      cell: (environment) => (
        <Link asChild fontWeight="medium" focusRing="outside" color="fg">
          <RouterLink to={environmentViewPath(environment.id)}>{environment.name}</RouterLink>
        </Link>
      ),
    },
    { id: 'client', header: 'environments.fields.client', cell: (environment) => environment.client_name },
    {
      id: 'kind',
      header: 'environments.fields.kind',
      sortField: 'kind',
      cell: (environment) => t(`environments.kinds.${environment.kind}`),
    },
    {
      id: 'url',
      header: 'environments.fields.url',
      hideBelow: 'lg',
      cell: (environment) => (
        <Text as="span" dir="ltr" fontFamily="mono" fontSize="xs">
          {environment.url}
        </Text>
      ),
    },
    {
      id: 'status',
      header: 'environments.fields.status',
      sortField: 'status',
      cell: (environment) => <EnvironmentStatusBadge status={environment.status} />,
    },
    ...(canOnResource(ability, environmentResource, 'update')
      ? [
          {
            id: 'actions',
            header: 'environments.list.actions',
            textAlign: 'end' as const,
            cell: (environment: Environment) => (
              <RowActions
                name={environment.name}
                onEdit={() => void navigate(environmentEditPath(environment.id))}
                onDelete={
                  canOnResource(ability, environmentResource, 'delete', environment)
                    ? () => deleting.ask(environment)
                    : undefined
                }
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <ResourceListPage
      resource={environmentResource}
      create={{ to: ENVIRONMENT_ADD_PATH }}
      columns={columns}
      rowKey={(environment) => environment.id}
      list={list}
      query={query}
      onRowClick={(environment) => void navigate(environmentViewPath(environment.id))}
      filters={
        <HStack gap="3" align="flex-end" wrap="wrap">
          <FilterPicker
            label={t('environments.fields.client')}
            allLabel={t('environments.list.allClients')}
            path="/api/environments/choices/clients/"
            value={filters.client}
            onChange={(value) => list.setFilter('client', value)}
            testId="environments-filter-client"
          />
          <FilterSelect
            label={t('environments.fields.kind')}
            allLabel={t('environments.list.allKinds')}
            value={filters.kind ?? ''}
            onChange={(value) => list.setFilter('kind', value)}
            options={ENVIRONMENT_KINDS.map((kind) => ({
              value: kind,
              label: t(`environments.kinds.${kind}`),
            }))}
          />
          <FilterSelect
            label={t('environments.fields.status')}
            allLabel={t('environments.list.allStatuses')}
            value={filters.status ?? ''}
            onChange={(value) => list.setFilter('status', value)}
            options={ENVIRONMENT_STATUSES.map((status) => ({
              value: status,
              label: t(`environments.statuses.${status}`),
            }))}
          />
        </HStack>
      }
    >
      <DeleteRowDialog
        resource={environmentResource}
        deleting={deleting}
        body={t('environments.list.deleteBody', { name: deleting.row?.name ?? '' })}
        confirmLabel={t('environments.list.delete')}
        deletedText={() => t('environments.list.deleted')}
        errorText={reason}
      />
    </ResourceListPage>
  );
}
