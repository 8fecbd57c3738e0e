import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UnitKind } from '../../../domain/units/kinds';
import { DataTable } from '../../components/data/DataTable';
import { useListState } from '../../components/data/useListState';
import { ResourceCreateButton } from '../../components/resource/ResourceListPage';
import { listOptions } from '../../components/resource/resource';
import { listQueryOptions } from '../../components/resource/listQueryOptions';
import { useApi } from '../../lib/ApiProvider';
import { SectionHeader } from '../../components/SectionHeader';
import { Flex, Stack } from '@chakra-ui/react';
import { unitAddPath } from './paths';
import { useUnitColumns } from './unitColumns';
import { referenceField } from './unitKinds';
import { UNIT_RESOURCES } from './unitResource';
import type { UnitRow } from './unitRow';

/**
 * A unit's tab of the units under it (a company's establishments): their list narrowed to this
 * parent (paged, ordered and searched by the server, the rest of the list's state in the URL), and
 * the Add button, whose form starts with this parent chosen.
 */
export function ChildUnitsTab({ kind, parent }: { kind: UnitKind; parent: UnitRow }) {
  const { t } = useTranslation();
  const resource = UNIT_RESOURCES[kind] as (typeof UNIT_RESOURCES)['group'];
  const list = useListState(listOptions(resource));
  const field = referenceField(kind, 'parent');
  const state = { ...list.state, filters: { ...list.state.filters, [field]: String(parent.id) } };
  const query = useQuery(listQueryOptions(useApi(), resource, state as typeof list.state));
  const columns = useUnitColumns(kind, { withParent: false });
  return (
    <Stack gap="4">
      <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
        <SectionHeader
          title={t(`${resource.texts}.title`)}
          subtitle={t(`${resource.texts}.under`, { name: parent.name })}
        />
        <ResourceCreateButton resource={resource} create={{ to: unitAddPath(kind, parent.id) }} />
      </Flex>
      <DataTable
        label={t(`${resource.texts}.tableLabel`)}
        searchLabel={t(`${resource.texts}.search`)}
        emptyText={t(`${resource.texts}.noneUnder`)}
        errorText={t(`${resource.texts}.loadFailed`)}
        columns={columns}
        rowKey={(row: UnitRow) => row.id}
        list={list}
        query={query as never}
      />
    </Stack>
  );
}
