import type { ComponentType } from 'react';
import { HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { UNIT_KINDS, type UnitKind } from '../../../domain/units/kinds';
import type { Column } from '../../components/data/DataTable';
import { FilterSelect } from '../../components/data/FilterSelect';
import { RowActions } from '../../components/data/RowActions';
import { useDeleting, useEditor } from '../../components/data/rowDialogs';
import { DeleteRowDialog } from '../../components/resource/DeleteRowDialog';
import { ResourceListPage } from '../../components/resource/ResourceListPage';
import { canOnResource } from '../../components/resource/resourceAbility';
import { useResourceList } from '../../components/resource/useResourceList';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { unitAddPath } from './paths';
import { useChoices } from './unitChoices';
import { useUnitColumns } from './unitColumns';
import { UnitEditDialog } from './UnitEditDialog';
import { parentKind, referenceField } from './unitKinds';
import { useUnitMessage } from './unitMessages';
import { UNIT_RESOURCES, type UnitResource } from './unitResource';
import type { UnitRow } from './unitRow';

/**
 * `/apps/organization/<kind>/list` (read on the kind's subject): the kind's units the reader may
 * read, paged, ordered and searched by the server, filtered by parent, status and type (a service
 * also by niveau); each row's edit and delete offered as the reader's ability allows for that row.
 */
export function UnitListPage({ kind }: { kind: UnitKind }) {
  const { t } = useTranslation();
  const reason = useUnitMessage();
  const ability = useAppAbility();
  const resource = UNIT_RESOURCES[kind] as UnitResource;
  const { list, query } = useResourceList(resource as (typeof UNIT_RESOURCES)['group']);
  const editor = useEditor<UnitRow>();
  const deleting = useDeleting<UnitRow>();
  const parent = parentKind(kind);
  const parents = useChoices(kind, 'parent');
  const statuses = useChoices(kind, 'status_id');
  const types = useChoices(kind, 'type_id');
  const filters = resource.filters as readonly string[];
  const niveaux = useChoices(kind, 'niveau_id', { enabled: filters.includes('niveau_id') });
  const setFilter = list.setFilter as (name: string, value: string) => void;
  const filterValue = (name: string) =>
    (list.state.filters as Record<string, string | undefined>)[name] ?? '';

  const unitColumns = useUnitColumns(kind, { withParent: true });
  // The actions column, for a reader who may change some rows (each row's own buttons per its right).
  const changes = canOnResource(ability, resource, 'update') || canOnResource(ability, resource, 'delete');
  const columns: Column<UnitRow>[] = changes
    ? [
        ...unitColumns,
        {
          id: 'actions',
          header: 'units.columns.actions',
          textAlign: 'end',
          cell: (row) => (
            <RowActions
              name={row.name}
              onEdit={canOnResource(ability, resource, 'update', row) ? () => editor.edit(row) : undefined}
              onDelete={canOnResource(ability, resource, 'delete', row) ? () => deleting.ask(row) : undefined}
            />
          ),
        },
      ]
    : unitColumns;

  const filterControls = (
    <HStack gap="3" align="flex-end" wrap="wrap">
      {parent && (
        <FilterSelect
          label={t(`units.fields.${referenceField(kind, 'parent')}`)}
          allLabel={t('units.filters.all')}
          value={filterValue(referenceField(kind, 'parent'))}
          options={parents.options}
          onChange={(value) => setFilter(referenceField(kind, 'parent'), value)}
        />
      )}
      <FilterSelect
        label={t('units.fields.status_id')}
        allLabel={t('units.filters.all')}
        value={filterValue('status_id')}
        options={statuses.options}
        onChange={(value) => setFilter('status_id', value)}
      />
      <FilterSelect
        label={t('units.fields.type_id')}
        allLabel={t('units.filters.all')}
        value={filterValue('type_id')}
        options={types.options}
        onChange={(value) => setFilter('type_id', value)}
      />
      {filters.includes('niveau_id') && (
        <FilterSelect
          label={t('units.fields.niveau_id')}
          allLabel={t('units.filters.all')}
          value={filterValue('niveau_id')}
          options={niveaux.options}
          onChange={(value) => setFilter('niveau_id', value)}
        />
      )}
    </HStack>
  );

  return (
    <ResourceListPage
      resource={resource as (typeof UNIT_RESOURCES)['group']}
      create={{ to: unitAddPath(kind) }}
      columns={columns as never}
      rowKey={(row) => (row as UnitRow).id}
      list={list}
      query={query as never}
      filters={filterControls}
    >
      <UnitEditDialog key={editor.key} kind={kind} row={editor.row} dialog={editor.dialog} />
      <DeleteRowDialog
        resource={resource}
        deleting={deleting}
        body={t('units.view.deleteBody', { name: deleting.row?.name ?? '' })}
        confirmLabel={t('units.view.delete')}
        deletedText={() => t(`${resource.texts}.deleted`)}
        errorText={reason}
      />
    </ResourceListPage>
  );
}

/** Each kind's list page, for its route (one component per kind, made once). */
export const UNIT_LIST_PAGES = Object.fromEntries(
  UNIT_KINDS.map((kind) => {
    const Page = () => <UnitListPage kind={kind} />;
    Page.displayName = `UnitListPage(${kind})`;
    return [kind, Page];
  }),
) as unknown as Record<UnitKind, ComponentType>;
