import { useMemo } from 'react';
import { Badge, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '../../../domain/units/kinds';
import type { Employee, Person } from '../../../domain/units/persons';
import { useAllPages } from '../../api/allPages';
import type { Column } from '../../components/data/DataTable';
import { FilterSelect } from '../../components/data/FilterSelect';
import { Nothing } from '../../components/data/Nothing';
import { ResourceListPage } from '../../components/resource/ResourceListPage';
import { useResourceList } from '../../components/resource/useResourceList';
import { useApiClient } from '../../lib/ApiProvider';
import { individualResource } from './individualResource';
import { INDIVIDUAL_ADD_PATH } from './paths';

/** Every assignment of the organisation's persons, by person: one read for the whole list. */
function useAssignmentsByPerson() {
  const client = useApiClient();
  const query = useAllPages(['get', '/api/employees/', { by_person: true }], (page, page_size) =>
    client.GET('/api/employees/', { params: { query: { page, page_size } } }),
  );
  return useMemo(() => {
    const byPerson = new Map<number, Employee[]>();
    for (const row of (query.data ?? []) as Employee[]) {
      if (row.person_id !== null) byPerson.set(row.person_id, [...(byPerson.get(row.person_id) ?? []), row]);
    }
    return byPerson;
  }, [query.data]);
}

/**
 * /apps/hr/individual/list: the persons of the organisation area (the same records, not a copy)
 * with where each works: their assignments to teams and work places.
 */
export function IndividualListPage() {
  const { t, i18n } = useTranslation();
  const { list, query } = useResourceList(individualResource);
  const assignments = useAssignmentsByPerson();
  const dates = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );
  const today = new Date().toISOString().slice(0, 10);

  const columns: Column<Person>[] = [
    {
      id: 'full_name',
      header: 'hr.individuals.columns.full_name',
      sortField: 'full_name',
      cell: (row) => <Text fontWeight="medium">{row.full_name}</Text>,
    },
    {
      id: 'gender',
      header: 'hr.individuals.columns.gender',
      hideBelow: 'md',
      cell: (row) => (row.gender ? t(`hr.individuals.genders.${row.gender}`) : <Nothing />),
    },
    {
      id: 'birth_date',
      header: 'hr.individuals.columns.birth_date',
      sortField: 'birth_date',
      hideBelow: 'lg',
      cell: (row) => (row.birth_date ? dates.format(new Date(`${row.birth_date}T00:00:00`)) : <Nothing />),
    },
    {
      id: 'national_id',
      header: 'hr.individuals.columns.national_id',
      hideBelow: 'md',
      cell: (row) =>
        row.national_id ? (
          <Text as="span" fontFamily="mono" fontSize="xs" dir="ltr">
            {row.national_id}
          </Text>
        ) : (
          <Nothing />
        ),
    },
    {
      id: 'assignments',
      header: 'hr.individuals.columns.assignments',
      cell: (row) => {
        const current = (assignments.get(row.id) ?? []).filter(
          (a) => a.end_date === null || a.end_date >= today,
        );
        return current.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('hr.individuals.unassigned')}
          </Text>
        ) : (
          <Wrap gap="1">
            {current.map((a) => (
              <Badge key={a.id} variant="subtle" colorPalette="blue">
                <HStack gap="1">
                  <span>{a.place_name}</span>
                  {a.position && <span>· {a.position}</span>}
                </HStack>
              </Badge>
            ))}
          </Wrap>
        );
      },
    },
  ];

  return (
    <Stack gap="0">
      <ResourceListPage
        resource={individualResource}
        create={{ to: INDIVIDUAL_ADD_PATH }}
        columns={columns}
        rowKey={(row) => row.id}
        list={list}
        query={query}
        filters={
          <FilterSelect
            label={t('hr.individuals.columns.gender')}
            allLabel={t('hr.individuals.allGenders')}
            value={list.state.filters.gender ?? ''}
            options={GENDERS.map((g) => ({ value: g, label: t(`hr.individuals.genders.${g}`) }))}
            onChange={(value) => list.setFilter('gender', value)}
          />
        }
      />
    </Stack>
  );
}
