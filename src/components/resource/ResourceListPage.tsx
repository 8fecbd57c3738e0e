import type { ReactNode } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { DataTable, type DataTableProps } from '../data/DataTable';
import { useOrganizationListing } from '../data/OrganizationFilter';
import type { ListController } from '../data/useListState';
import { PageHeading } from '../PageHeading';
import { canOnResource } from './resourceAbility';
import {
  ORGANIZATION_FILTER,
  type FilterOf,
  type ListPath,
  type OrganizationFilter as OrgFilter,
  type Resource,
  type RowOf,
} from './resource';

type TableProps<P extends ListPath, F extends FilterOf<P>> = Omit<
  DataTableProps<RowOf<P>, F>,
  'label' | 'searchLabel' | 'emptyText' | 'errorText' | 'list'
> & {
  /** The list's state (`useResourceList`): its own filters and the organisation's. */
  list: ListController<F | OrgFilter>;
  resource: Resource<P, F>;
  /** Replaces the list's own load-failed text (`<texts>.loadFailed`). */
  errorText?: string;
};

/**
 * A resource's table with its texts (`<texts>.tableLabel`, `.search`, `.empty`, `.loadFailed`):
 * search, filters, ordering, paging, and the loading, empty and error (with Retry) states. To
 * whoever may read more than one organisation it also names each row's organisation and offers
 * to filter by it (every resource list takes `?organization=`).
 */
export function ResourceTable<P extends ListPath, F extends FilterOf<P>>({
  resource,
  errorText,
  columns,
  filters,
  list,
  ...table
}: TableProps<P, F>) {
  const { t } = useTranslation();
  const listing = useOrganizationListing(columns, list.state.filters.organization ?? '', (value) =>
    list.setFilter(ORGANIZATION_FILTER, value),
  );
  const organization = resource.tenants ? { columns, filter: null } : listing;
  return (
    <DataTable
      {...table}
      list={list}
      columns={organization.columns}
      filters={
        organization.filter ? (
          <>
            {organization.filter}
            {filters}
          </>
        ) : (
          filters
        )
      }
      label={t(`${resource.texts}.tableLabel`)}
      searchLabel={t(`${resource.texts}.search`)}
      emptyText={t(`${resource.texts}.empty`)}
      errorText={errorText ?? t(`${resource.texts}.loadFailed`)}
    />
  );
}

/** What Add does: open a dialog, or go to a creation page. */
type CreateAction = { onClick: () => void } | { to: string };

/** The Add button (`<texts>.add`, test id `add-<name>`), for those whose ability lets them create one. */
export function ResourceCreateButton({
  resource,
  create,
}: {
  resource: Pick<Resource, 'name' | 'subject' | 'texts' | 'writeAction'>;
  create: CreateAction;
}) {
  const { t } = useTranslation();
  const canCreate = canOnResource(useAppAbility(), resource, 'create');
  if (!canCreate) return null;
  const label = (
    <>
      <Plus aria-hidden />
      {t(`${resource.texts}.add`)}
    </>
  );
  const testId = `add-${resource.name}`;
  return 'to' in create ? (
    <Button asChild colorPalette="primary" data-testid={testId}>
      <RouterLink to={create.to}>{label}</RouterLink>
    </Button>
  ) : (
    <Button colorPalette="primary" onClick={create.onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

/**
 * A resource's list screen: its heading (`<texts>.title`, `.subtitle`) with the Add button, and
 * its table. `children`: the screen's dialogs.
 */
export function ResourceListPage<P extends ListPath, F extends FilterOf<P>>({
  create,
  children,
  ...table
}: TableProps<P, F> & {
  create?: CreateAction;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { resource } = table;
  return (
    <Stack gap="6" maxW="7xl">
      <PageHeading
        title={t(`${resource.texts}.title`)}
        subtitle={t(`${resource.texts}.subtitle`)}
        actions={create && <ResourceCreateButton resource={resource} create={create} />}
      />
      <ResourceTable {...table} />
      {children}
    </Stack>
  );
}
