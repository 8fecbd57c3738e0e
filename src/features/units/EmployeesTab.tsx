import { useId, useMemo, useState } from 'react';
import { Badge, Button, Flex, HStack, Input, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmployeeCreateSchema, type Employee } from '../../../domain/units/persons';
import { canListUsers } from '../../../domain/users/listAccess';
import { useAllPages } from '../../api/allPages';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import { DataTable, type Column } from '../../components/data/DataTable';
import { FormDialog, FormField } from '../../components/data/FormDialog';
import { apiListQuery } from '../../components/data/listQuery';
import { Nothing } from '../../components/data/Nothing';
import { RowActions } from '../../components/data/RowActions';
import { useDeleting, useEditor } from '../../components/data/rowDialogs';
import { useListState } from '../../components/data/useListState';
import { changeId, withNotice } from '../../components/feedback/notify';
import { dateOrNull } from '../../components/form/CommonFields';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { SectionHeader } from '../../components/SectionHeader';
import { useApi, useApiClient } from '../../lib/ApiProvider';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { fullName } from '../../lib/userName';
import { call, getOptions, sender, useCount } from '../../lib/computedPaths';
import { useUnitMessage } from './unitMessages';
import type { UnitRow } from './unitRow';

// A team's or workplace's employees (business spec §3): assignments of a person, or a user, with a
// position and dates. They are HR's records (`Employee`): read and changed under that right.

type Place = 'team' | 'workplace';
const EMPLOYEES = '/api/employees/';
const EMPLOYEE = '/api/employees/{id}/';

/** The place's assignments, as `?team=` / `?workplace=` narrow them. */
const placeQuery = (kind: Place, unit: number) => ({ [kind]: unit });

/** The number of a place's assignments, for the bio panel (none asked without the right to read them). */
export function useEmployeeCount(kind: Place, unit: number) {
  const readable = !!useAppAbility()?.can('read', 'Employee');
  return useCount(EMPLOYEES, { params: { query: placeQuery(kind, unit) } }, { enabled: readable });
}

function useEmployeeMutations() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', EMPLOYEES] }),
      queryClient.invalidateQueries({ queryKey: ['get', EMPLOYEE] }),
    ]).then(() => undefined);
  return {
    create: useMutation({
      mutationFn: (body: Record<string, unknown>) => call<Employee>(client, 'POST', EMPLOYEES, { body }),
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call<undefined>(client, 'DELETE', EMPLOYEE, { params: { path: { id } } }),
      onSuccess: invalidate,
    }),
  };
}

type Who = 'person_id' | 'user_id';

/** The people (persons, or users) an assignment may name, by name. */
function usePeople(who: Who, organization: number) {
  const client = useApiClient();
  const ability = useAppAbility();
  const path = who === 'person_id' ? '/api/persons/' : '/api/users/';
  const readable = who === 'person_id' ? !!ability?.can('read', 'Employee') : canListUsers(ability);
  const query = useAllPages(
    ['get', path, { organization, choices: true }],
    (page, pageSize) =>
      sender(client, 'GET')(path, {
        params: { query: { organization, page, page_size: pageSize } },
      }) as never,
    { enabled: readable },
  );
  const rows = query.data as Record<string, unknown>[] | undefined;
  return useMemo(
    () =>
      (rows ?? []).map((row) => ({
        value: String(row.id),
        label:
          who === 'person_id'
            ? String(row.full_name)
            : fullName(row as { first_name: string; last_name: string; email: string }),
      })),
    [rows, who],
  );
}

type EmployeeForm = UseFormReturn<Record<string, unknown>, unknown, unknown>;

function PersonField({ form, who, organization }: { form: EmployeeForm; who: Who; organization: number }) {
  const { t } = useTranslation();
  const text = useUnitMessage();
  const options = usePeople(who, organization);
  const error = text(form.formState.errors[who]?.message as string | undefined);
  return (
    <FormField label={t(`units.fields.${who}`)} error={error} required>
      <Controller
        control={form.control}
        name={who}
        render={({ field }) => (
          <ReferenceSelect
            name={field.name}
            options={options}
            optional={false}
            emptyLabel={t('units.choices.choose')}
            fallback={(id) => t('units.choices.numbered', { id })}
            value={field.value as number | null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={!!error}
            testId={`${who}-select`}
          />
        )}
      />
    </FormField>
  );
}

/**
 * The create schema with the tab's own place in the values: the form does not show it, and the
 * schema's "a team or a work place" must hold before the request, as on the server.
 */
const placedHere = (kind: Place, id: number) =>
  z.preprocess((values) => ({ ...(values as object), [`${kind}_id`]: id }), EmployeeCreateSchema);

/** Assign someone (a person of HR's records, or a user) to the place, with a position and dates. */
function AssignDialog({
  kind,
  unit,
  dialog,
}: {
  kind: Place;
  unit: UnitRow;
  dialog: ReturnType<typeof useEditor<Employee>>['dialog'];
}) {
  const { t } = useTranslation();
  const text = useUnitMessage();
  const whoLabel = useId();
  const [who, setWho] = useState<Who>('person_id');
  const { create } = useEmployeeMutations();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <FormDialog
      {...dialog}
      title={t('units.employees.addTitle', { name: unit.name })}
      submitLabel={t('units.employees.add')}
      schema={placedHere(kind, unit.id) as never}
      fields={['person_id', 'user_id', 'position', 'start_date', 'end_date']}
      defaultValues={{ position: '', start_date: today, end_date: null } as never}
      onSubmit={(values: Record<string, unknown>) =>
        withNotice(
          changeId(EMPLOYEES, 'create'),
          { success: t('units.employees.created'), failure: t('units.employees.createFailed') },
          () => create.mutateAsync(values),
        )
      }
    >
      {(form) => {
        const f = form as unknown as EmployeeForm;
        const { errors } = f.formState;
        return (
          <Stack gap="4">
            <Stack gap="1.5">
              <Text id={whoLabel} fontSize="sm" fontWeight="medium">
                {t('units.employees.who')}
              </Text>
              <SegmentGroup.Root
                aria-labelledby={whoLabel}
                value={who}
                onValueChange={(e) => setWho(e.value as Who)}
                size="sm"
              >
                <SegmentGroup.Indicator />
                <SegmentGroup.Items
                  items={[
                    { value: 'person_id', label: t('units.employees.aPerson') },
                    { value: 'user_id', label: t('units.employees.aUser') },
                  ]}
                />
              </SegmentGroup.Root>
            </Stack>
            <PersonField key={who} form={f} who={who} organization={unit.id_organization} />
            <FormField label={t('units.fields.position')} error={text(errors.position?.message as string)}>
              <Input autoComplete="off" {...f.register('position')} />
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField
                label={t('units.fields.start_date')}
                error={text(errors.start_date?.message as string)}
                required
              >
                <Input type="date" {...f.register('start_date')} />
              </FormField>
              <FormField label={t('units.fields.end_date')} error={text(errors.end_date?.message as string)}>
                <Input type="date" {...f.register('end_date', { setValueAs: dateOrNull })} />
              </FormField>
            </SimpleGrid>
          </Stack>
        );
      }}
    </FormDialog>
  );
}

/**
 * A team's or workplace's employees tab: the assignments there (who, position, dates, whether
 * current), and, with the right on HR's records, assigning someone and removing an assignment.
 */
export function EmployeesTab({ kind, unit }: { kind: Place; unit: UnitRow }) {
  const { t, i18n } = useTranslation();
  const text = useUnitMessage();
  const ability = useAppAbility();
  const readable = !!ability?.can('read', 'Employee');
  const canCreate = !!ability?.can('create', 'Employee');
  const canDelete = !!ability?.can('delete', 'Employee');
  const list = useListState();
  const query = useQuery({
    ...getOptions<{ count: number; results: Employee[] }>(useApi(), EMPLOYEES, {
      params: { query: { ...apiListQuery(list.state), ...placeQuery(kind, unit.id) } },
    }),
    enabled: readable,
  });
  const { remove } = useEmployeeMutations();
  const editor = useEditor<Employee>();
  const deleting = useDeleting<Employee>();
  const days = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );
  const day = (iso: string) => days.format(new Date(`${iso}T00:00:00`));
  const today = new Date().toISOString().slice(0, 10);

  if (!readable) return <Text color="fg.muted">{t('units.employees.notReadable')}</Text>;

  const columns: Column<Employee>[] = [
    {
      id: 'name',
      header: 'units.columns.employee',
      cell: (row) => (
        <Stack gap="0">
          <Text fontWeight="medium">{row.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {t(row.person_id !== null ? 'units.employees.aPerson' : 'units.employees.aUser')}
          </Text>
        </Stack>
      ),
    },
    { id: 'position', header: 'units.columns.position', cell: (row) => row.position || <Nothing /> },
    {
      id: 'dates',
      header: 'units.columns.dates',
      hideBelow: 'sm',
      cell: (row) => (
        <Text as="span" fontSize="sm" whiteSpace="nowrap">
          {day(row.start_date)} – {row.end_date ? day(row.end_date) : '…'}
        </Text>
      ),
    },
    {
      id: 'current',
      header: 'units.columns.current',
      cell: (row) =>
        row.end_date === null || row.end_date >= today ? (
          <Badge colorPalette="green" variant="subtle">
            {t('units.employees.current')}
          </Badge>
        ) : (
          <Badge variant="subtle">{t('units.employees.ended')}</Badge>
        ),
    },
    ...(canDelete
      ? [
          {
            id: 'actions',
            header: 'units.columns.actions',
            textAlign: 'end' as const,
            cell: (row: Employee) => <RowActions name={row.name} onDelete={() => deleting.ask(row)} />,
          },
        ]
      : []),
  ];

  return (
    <Stack gap="4">
      <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
        <SectionHeader
          title={t('units.employees.title')}
          subtitle={t('units.employees.subtitle', { name: unit.name })}
        />
        <HStack>
          {canCreate && (
            <Button colorPalette="primary" onClick={editor.add} data-testid="add-employee">
              <Plus aria-hidden />
              {t('units.employees.add')}
            </Button>
          )}
        </HStack>
      </Flex>
      <DataTable
        label={t('units.employees.title')}
        emptyText={t('units.employees.empty')}
        errorText={t('units.employees.loadFailed')}
        columns={columns}
        rowKey={(row) => row.id}
        list={list}
        query={query}
      />
      <AssignDialog key={editor.key} kind={kind} unit={unit} dialog={editor.dialog} />
      <ConfirmDialog
        {...deleting.dialog}
        title={t('units.employees.deleteTitle')}
        body={t('units.employees.deleteBody', { name: deleting.row?.name ?? '' })}
        confirmLabel={t('units.view.delete')}
        destructive
        errorText={(m) => text(m)}
        onConfirm={() =>
          withNotice(
            changeId(EMPLOYEES, 'delete', deleting.row!.id),
            { success: t('units.employees.deleted'), failure: t('units.employees.deleteFailed') },
            () => remove.mutateAsync(deleting.row!.id),
          )
        }
      />
    </Stack>
  );
}
