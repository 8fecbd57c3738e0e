import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data/DataTable';
import { RowActions } from '../../../components/data/RowActions';
import { useDeleting, useEditor } from '../../../components/data/rowDialogs';
import { DeleteRowDialog } from '../../../components/resource/DeleteRowDialog';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { canOnResource } from '../../../components/resource/resourceAbility';
import { useResourceList } from '../../../components/resource/useResourceList';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { ParameterDialog, type UnitParameter, type UnitParameterResource } from './ParameterDialog';
import { useTreeMessage } from '../treeMessages';
import { unitStatusResource, unitTypeResource } from './parameterResource';

/**
 * The columns every parameter list shows first: its name (with its description; a link to its
 * page when it has one) and code.
 */
export function nameCodeColumns<R extends { name: string; code: string; description: string }>(
  href?: (row: R) => string,
): Column<R>[] {
  return [
    {
      id: 'name',
      header: 'catalogueConfig.columns.name',
      sortField: 'name',
      cell: (row) => (
        <Stack gap="0" minW="10rem">
          {href ? (
            <Link asChild fontWeight="medium" color="fg" focusRing="outside">
              <RouterLink to={href(row)}>{row.name}</RouterLink>
            </Link>
          ) : (
            <Text fontWeight="medium">{row.name}</Text>
          )}
          {row.description && (
            <Text fontSize="xs" color="fg.muted" truncate maxW="24rem">
              {row.description}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'code',
      header: 'catalogueConfig.columns.code',
      sortField: 'code',
      cell: (row) => (
        <Text as="span" fontFamily="mono" fontSize="xs" dir="ltr">
          {row.code}
        </Text>
      ),
    },
  ];
}

/**
 * A unit status or type list (read on Organization): search, ordering and paging, an add dialog
 * and an edit dialog (a row's click or its Edit), and delete with the server's refusal while
 * units use it. Changes are offered to who may update the organisation, as the server checks.
 */
function ParameterListPage({ resource }: { resource: UnitParameterResource }) {
  const { t } = useTranslation();
  const reason = useTreeMessage();
  const ability = useAppAbility();
  // The two lists take the same query and answer the same rows.
  const typed = resource as typeof unitStatusResource;
  const { list, query } = useResourceList(typed);
  const editor = useEditor<UnitParameter>();
  const deleting = useDeleting<UnitParameter>();
  const may = (action: 'update' | 'delete', row: UnitParameter) =>
    canOnResource(ability, resource, action, row);
  const onEdit = (row: UnitParameter) => (may('update', row) ? () => editor.edit(row) : undefined);
  const onDelete = (row: UnitParameter) => (may('delete', row) ? () => deleting.ask(row) : undefined);
  const changes = canOnResource(ability, resource, 'update');

  const columns: Column<UnitParameter>[] = [
    ...nameCodeColumns<UnitParameter>(),
    ...(changes
      ? [
          {
            id: 'actions',
            header: 'catalogueConfig.columns.actions',
            textAlign: 'end' as const,
            cell: (row: UnitParameter) => (
              <RowActions name={row.name} onEdit={onEdit(row)} onDelete={onDelete(row)} />
            ),
          },
        ]
      : []),
  ];

  return (
    <ResourceListPage
      resource={typed}
      create={{ onClick: editor.add }}
      columns={columns}
      rowKey={(row) => row.id}
      list={list}
      query={query}
      onRowClick={changes ? (row) => onEdit(row)?.() : undefined}
    >
      <ParameterDialog key={editor.key} resource={resource} row={editor.row} dialog={editor.dialog} />
      <DeleteRowDialog
        resource={typed}
        deleting={deleting}
        body={t('unitsTree.parameters.deleteBody', { name: deleting.row?.name ?? '' })}
        confirmLabel={t('unitsTree.parameters.delete')}
        deletedText={() => t(`${resource.texts}.deleted`)}
        errorText={reason}
      />
    </ResourceListPage>
  );
}

/** /apps/organization/parameters/status. */
export function UnitStatusesPage() {
  return <ParameterListPage resource={unitStatusResource} />;
}

/** /apps/organization/parameters/type. */
export function UnitTypesPage() {
  return <ParameterListPage resource={unitTypeResource} />;
}
