import type { ReactNode } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { DataTable, type DataTableProps } from '../data/DataTable';
import { PageHeading } from '../PageHeading';
import type { FilterOf, ListPath, Resource, RowOf } from './resource';

type TableProps<P extends ListPath, F extends FilterOf<P>> = Omit<
  DataTableProps<RowOf<P>, F>,
  'label' | 'searchLabel' | 'emptyText' | 'errorText'
> & {
  resource: Resource<P, F>;
  /** Replaces the list's own load-failed text (`<texts>.loadFailed`). */
  errorText?: string;
};

/**
 * A resource's table with its texts (`<texts>.tableLabel`, `.search`, `.empty`, `.loadFailed`):
 * search, filters, ordering, paging, and the loading, empty and error (with Retry) states.
 */
export function ResourceTable<P extends ListPath, F extends FilterOf<P>>({
  resource,
  errorText,
  ...table
}: TableProps<P, F>) {
  const { t } = useTranslation();
  return (
    <DataTable
      {...table}
      label={t(`${resource.texts}.tableLabel`)}
      searchLabel={t(`${resource.texts}.search`)}
      emptyText={t(`${resource.texts}.empty`)}
      errorText={errorText ?? t(`${resource.texts}.loadFailed`)}
    />
  );
}

/**
 * A resource's list screen: its heading (`<texts>.title`, `.subtitle`), the Add button
 * (`<texts>.add`) for those whose ability lets them create one, and its table. `children`: the
 * screen's dialogs.
 */
export function ResourceListPage<P extends ListPath, F extends FilterOf<P>>({
  create,
  children,
  ...table
}: TableProps<P, F> & {
  /** What Add does: open a dialog, or go to a creation page. */
  create?: { onClick: () => void } | { to: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { resource } = table;
  const canCreate = useAppAbility()?.can('create', resource.subject) ?? false;
  const label = (
    <>
      <Plus aria-hidden />
      {t(`${resource.texts}.add`)}
    </>
  );
  const testId = `add-${resource.name}`;
  return (
    <Stack gap="6" maxW="7xl">
      <PageHeading
        title={t(`${resource.texts}.title`)}
        subtitle={t(`${resource.texts}.subtitle`)}
        actions={
          create &&
          canCreate &&
          ('to' in create ? (
            <Button asChild colorPalette="primary" data-testid={testId}>
              <RouterLink to={create.to}>{label}</RouterLink>
            </Button>
          ) : (
            <Button colorPalette="primary" onClick={create.onClick} data-testid={testId}>
              {label}
            </Button>
          ))
        }
      />
      <ResourceTable {...table} />
      {children}
    </Stack>
  );
}
