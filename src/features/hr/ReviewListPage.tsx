import { useMemo } from 'react';
import { HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PerformanceReviewCreateSchema,
  DUE_SOON_DAYS,
  REVIEW_AWAITED_PARTIES,
  REVIEW_DATE_PRESETS,
  REVIEW_DUE,
  type PerformanceReview,
} from '../../../domain/hr/performanceReview';
import { RATINGS } from '../../../domain/hr/dashboard';
import { REVIEW_STATUSES } from '../../../domain/hr/reviewStatus';
import { canListUsers } from '../../../domain/users/listAccess';
import type { Column } from '../../components/data/DataTable';
import { FilterSelect } from '../../components/data/FilterSelect';
import { FormDialog, FormField } from '../../components/data/FormDialog';
import { Nothing } from '../../components/data/Nothing';
import { useEditor } from '../../components/data/rowDialogs';
import { changeId, withNotice } from '../../components/feedback/notify';
import { FilterPicker } from '../../components/form/FilterPicker';
import { ReferenceField } from '../../components/form/ReferenceField';
import { ResourceListPage } from '../../components/resource/ResourceListPage';
import { useResourceList } from '../../components/resource/useResourceList';
import { useResourceMutations } from '../../components/resource/useResourceMutations';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { fullName } from '../../lib/userName';
import { useHrMessage } from './hrMessages';
import { reviewPath } from './paths';
import { performanceReviewResource } from './performanceReviewResource';
import { StatusBadge } from './StatusBadge';

/** People are searched and listed by name. */
const PEOPLE_ORDER = 'first_name,last_name';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

type Dialog = ReturnType<typeof useEditor<PerformanceReview>>['dialog'];

/** HR opens a review: who is reviewed, by whom, for which period. It starts as a draft. */
function NewReviewDialog({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation();
  const text = useHrMessage();
  const navigate = useNavigate();
  const { create } = useResourceMutations(performanceReviewResource);
  // The last twelve months by default, ending today.
  const today = new Date();
  const yearAgo = new Date(today);
  yearAgo.setFullYear(today.getFullYear() - 1);
  return (
    <FormDialog
      {...dialog}
      title={t('hr.reviews.add')}
      submitLabel={t('hr.reviews.add')}
      schema={PerformanceReviewCreateSchema}
      fields={['employee_id', 'reviewer_id', 'period_start', 'period_end']}
      defaultValues={{ period_start: isoDay(yearAgo), period_end: isoDay(today) } as never}
      onSubmit={(values) =>
        withNotice(
          changeId(performanceReviewResource.path, 'create'),
          { success: t('hr.reviews.created'), failure: t('hr.reviews.createFailed') },
          async () => {
            const made = await create.mutateAsync(values as never);
            void navigate(reviewPath(made.id));
          },
        )
      }
    >
      {(form) => (
        <Stack gap="4">
          {(['employee_id', 'reviewer_id'] as const).map((name) => (
            <ReferenceField
              key={name}
              control={form.control}
              name={name}
              label={t(`hr.reviews.fields.${name}`)}
              error={text(form.formState.errors[name]?.message)}
              path="/api/users/"
              ordering={PEOPLE_ORDER}
              optionLabel={fullName}
              emptyLabel={t('hr.reviews.choose')}
              testId={`${name}-select`}
            />
          ))}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {(['period_start', 'period_end'] as const).map((name) => (
              <FormField
                key={name}
                label={t(`hr.reviews.fields.${name}`)}
                error={text(form.formState.errors[name]?.message)}
                required
              >
                <Input type="date" {...form.register(name)} />
              </FormField>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </FormDialog>
  );
}

/**
 * /apps/hr/performance-reviews: the reviews the caller may read (HR: the organisation's; others:
 * those they give or receive), filtered by status, reviewer, the employee's team and date.
 */
export function ReviewListPage() {
  const { t, i18n } = useTranslation();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const { list, query } = useResourceList(performanceReviewResource);
  const editor = useEditor<PerformanceReview>();
  const dates = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );
  const day = (iso: string) => dates.format(new Date(`${iso}T00:00:00`));
  const { filters } = list.state;

  const columns: Column<PerformanceReview>[] = [
    {
      id: 'employee',
      header: 'hr.reviews.columns.employee',
      cell: (row) => <Text fontWeight="medium">{row.employee_name}</Text>,
    },
    { id: 'reviewer', header: 'hr.reviews.columns.reviewer', cell: (row) => row.reviewer_name },
    {
      id: 'period',
      header: 'hr.reviews.columns.period',
      hideBelow: 'lg',
      cell: (row) => (
        <Text as="span" fontSize="sm" whiteSpace="nowrap">
          {day(row.period_start)} – {day(row.period_end)}
        </Text>
      ),
    },
    {
      id: 'review_date',
      header: 'hr.reviews.columns.review_date',
      sortField: 'review_date',
      hideBelow: 'md',
      cell: (row) => (row.review_date ? day(row.review_date) : <Nothing />),
    },
    {
      id: 'overall_rating',
      header: 'hr.reviews.columns.overall_rating',
      sortField: 'overall_rating',
      textAlign: 'end',
      cell: (row) =>
        row.overall_rating === null ? <Nothing /> : t('hr.reviews.ratingOf', { rating: row.overall_rating }),
    },
    {
      id: 'status',
      header: 'hr.reviews.columns.status',
      sortField: 'status',
      cell: (row) => <StatusBadge status={row.status} />,
    },
  ];

  return (
    <ResourceListPage
      resource={performanceReviewResource}
      create={{ onClick: editor.add }}
      columns={columns}
      rowKey={(row) => row.id}
      list={list}
      query={query}
      onRowClick={(row) => void navigate(reviewPath(row.id))}
      filters={
        <HStack gap="3" align="flex-end" wrap="wrap">
          <FilterSelect
            label={t('hr.reviews.filters.status')}
            allLabel={t('hr.reviews.filters.allStatuses')}
            value={filters.status ?? ''}
            options={REVIEW_STATUSES.map((s) => ({ value: s, label: t(`hr.statuses.${s}`) }))}
            onChange={(value) => list.setFilter('status', value)}
          />
          {canListUsers(ability) && (
            <FilterPicker
              label={t('hr.reviews.filters.reviewer')}
              allLabel={t('hr.reviews.filters.allReviewers')}
              path="/api/users/"
              item="/api/users/{id}/"
              ordering={PEOPLE_ORDER}
              optionLabel={fullName}
              value={filters.reviewer}
              onChange={(value) => list.setFilter('reviewer', value)}
              testId="filter-reviewer"
            />
          )}
          {canListUsers(ability) && (
            <FilterPicker
              label={t('hr.reviews.filters.employee')}
              allLabel={t('hr.reviews.filters.allEmployees')}
              path="/api/users/"
              item="/api/users/{id}/"
              ordering={PEOPLE_ORDER}
              optionLabel={fullName}
              value={filters.employee}
              onChange={(value) => list.setFilter('employee', value)}
              testId="filter-employee"
            />
          )}
          {ability?.can('read', 'Team') && (
            <FilterPicker
              label={t('hr.reviews.filters.team')}
              allLabel={t('hr.reviews.filters.allTeams')}
              path="/api/teams/"
              item="/api/teams/{id}/"
              value={filters.team}
              onChange={(value) => list.setFilter('team', value)}
              testId="filter-team"
            />
          )}
          <FilterSelect
            label={t('hr.reviews.filters.date')}
            allLabel={t('hr.reviews.filters.anyDate')}
            value={filters.date_preset ?? ''}
            options={REVIEW_DATE_PRESETS.map((days) => ({
              value: days,
              label: t('hr.reviews.filters.preset', {
                days: new Intl.NumberFormat(i18n.language).format(Number(days)),
              }),
            }))}
            onChange={(value) => list.setFilter('date_preset', value)}
          />
          <FilterSelect
            label={t('hr.reviews.filters.rating')}
            allLabel={t('hr.reviews.filters.anyRating')}
            value={filters.rating ?? ''}
            options={RATINGS.map((rating) => ({
              value: String(rating),
              label: t('hr.reviews.ratingOf', {
                rating: new Intl.NumberFormat(i18n.language).format(rating),
              }),
            }))}
            onChange={(value) => list.setFilter('rating', value)}
          />
          <FilterSelect
            label={t('hr.reviews.filters.awaiting')}
            allLabel={t('hr.reviews.filters.anyone')}
            value={filters.awaiting ?? ''}
            options={REVIEW_AWAITED_PARTIES.map((party) => ({
              value: party,
              label: t(`hr.reviews.filters.awaitingAs.${party}`),
            }))}
            onChange={(value) => list.setFilter('awaiting', value)}
          />
          <FilterSelect
            label={t('hr.reviews.filters.due')}
            allLabel={t('hr.reviews.filters.anyDue')}
            value={filters.due ?? ''}
            options={REVIEW_DUE.map((due) => ({
              value: due,
              label: t(`hr.reviews.filters.dueKinds.${due}`, { days: DUE_SOON_DAYS }),
            }))}
            onChange={(value) => list.setFilter('due', value)}
          />
        </HStack>
      }
    >
      <NewReviewDialog key={editor.key} dialog={editor.dialog} />
    </ResourceListPage>
  );
}
