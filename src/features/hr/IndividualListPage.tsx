import { useMemo } from 'react';
import { Badge, Box, Heading, HStack, Stack, Text, Wrap, chakra } from '@chakra-ui/react';
import { Link } from 'react-router';
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
import { INDIVIDUAL_ADD_PATH, reviewListPath } from './paths';

const RouterLink = chakra(Link);

/** Every assignment of the organisation's persons, by person: one read for the whole list. */
function useAssignmentsByPerson() {
  const client = useApiClient();
  const query = useAllPages(['get', '/api/employees/', { by_person: true }], (page, page_size) =>
    client.GET('/api/employees/', { params: { query: { page, page_size } } }),
  );
  return useMemo(() => {
    const byPerson = new Map<number, Employee[]>();
    const byUser = new Map<number, Employee[]>();
    for (const row of (query.data ?? []) as Employee[]) {
      if (row.person_id !== null) byPerson.set(row.person_id, [...(byPerson.get(row.person_id) ?? []), row]);
      if (row.user_id !== null) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    }
    return { byPerson, byUser };
  }, [query.data]);
}

const current = (rows: Employee[], today: string) =>
  rows.filter((a) => a.end_date === null || a.end_date >= today);

function Places({ rows }: { rows: Employee[] }) {
  return (
    <Wrap gap="1">
      {rows.map((a) => (
        <Badge key={a.id} variant="subtle" colorPalette="blue">
          <HStack gap="1">
            <span>{a.place_name}</span>
            {a.position && <span>· {a.position}</span>}
          </HStack>
        </Badge>
      ))}
    </Wrap>
  );
}

/**
 * The staff placed in the organisation's units with an account: the people performance reviews
 * are about (a review's employee signs in to acknowledge it, docs/decisions/0011). Each links to
 * their reviews.
 */
function StaffWithAccounts({ byUser, today }: { byUser: Map<number, Employee[]>; today: string }) {
  const { t } = useTranslation();
  const staff = [...byUser.entries()]
    .map(([userId, rows]) => ({ userId, name: rows[0]!.name, rows: current(rows, today) }))
    .filter((s) => s.rows.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Box as="section" aria-labelledby="staff-heading" borderWidth="1px" rounded="lg" p="4" mt="6">
      <Heading as="h2" size="md" id="staff-heading">
        {t('hr.individuals.staff.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('hr.individuals.staff.subtitle')}
      </Text>
      {staff.length === 0 ? (
        <Text color="fg.muted">{t('hr.individuals.staff.empty')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" data-testid="staff-list">
          {staff.map((s) => (
            <HStack as="li" key={s.userId} justify="space-between" gap="3" wrap="wrap">
              <HStack gap="3" wrap="wrap">
                <Text fontWeight="medium">{s.name}</Text>
                <Places rows={s.rows} />
              </HStack>
              <RouterLink
                to={reviewListPath({ employee: s.userId })}
                fontSize="sm"
                color="primary.fg"
                textDecoration="underline"
                textUnderlineOffset="2px"
              >
                {t('hr.reviews.people.allReviews', { employee: s.name })}
              </RouterLink>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * /apps/hr/individual/list: the persons of the organisation area (the same records, not a copy)
 * with where each works: their assignments to teams and work places.
 */
export function IndividualListPage() {
  const { t, i18n } = useTranslation();
  const { list, query } = useResourceList(individualResource);
  const { byPerson, byUser } = useAssignmentsByPerson();
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
        const places = current(byPerson.get(row.id) ?? [], today);
        return places.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('hr.individuals.unassigned')}
          </Text>
        ) : (
          <Places rows={places} />
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
      <StaffWithAccounts byUser={byUser} today={today} />
    </Stack>
  );
}
