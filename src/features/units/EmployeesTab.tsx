import { useId, useMemo, useState } from 'react';
import { Badge, Button, Flex, HStack, Input, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { subject as asInstance } from '@casl/ability';
import type { AppAbility } from '../../../domain/access/app-ability';
import { EmployeeCreateSchema, EmployeeUpdateSchema, type Employee } from '../../../domain/units/persons';
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
import { canOnResource } from '../../components/resource/resourceAbility';
import { SectionHeader } from '../../components/SectionHeader';
import { useApi, useApiClient } from '../../lib/ApiProvider';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { fullName } from '../../lib/userName';
import { call, getOptions, sender, useCount } from '../../lib/computedPaths';
import { useUnitMessage } from './unitMessages';
import { UNIT_RESOURCES } from './unitResource';
import type { UnitRow } from './unitRow';

// A team's or workplace's employees (business spec §3): assignments of a person, or a user, with a
// position and dates. They are HR's records (`Employee`): read and changed under that right. An
// assignment is added here for this place; editing one may move it to another team or workplace.

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
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) =>
        call<Employee>(client, 'PATCH', EMPLOYEE, { params: { path: { id } }, body }),
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call<undefined>(client, 'DELETE', EMPLOYEE, { params: { path: { id } } }),
      onSuccess: invalidate,
    }),
  };
}

type Who = 'person_id' | 'user_id';
type Where = 'team_id' | 'workplace_id';

/** Where the choices of an assignment's reference come from: a list of the API, who may read it, a row's name. */
type Source = {
  path: string;
  readable: (ability: AppAbility | null) => boolean;
  label: (row: Record<string, unknown>) => string;
};
const named = (row: Record<string, unknown>) => String(row.name);
const SOURCES: Record<Who | Where, Source> = {
  person_id: {
    path: '/api/persons/',
    readable: (ability) => !!ability?.can('read', 'Employee'),
    label: (row) => String(row.full_name),
  },
  user_id: {
    path: '/api/users/',
    readable: canListUsers,
    label: (row) => fullName(row as { first_name: string; last_name: string; email: string }),
  },
  team_id: {
    path: UNIT_RESOURCES.team.path,
    readable: (ability) => canOnResource(ability, UNIT_RESOURCES.team, 'read'),
    label: named,
  },
  workplace_id: {
    path: UNIT_RESOURCES.workplace.path,
    readable: (ability) => canOnResource(ability, UNIT_RESOURCES.workplace, 'read'),
    label: named,
  },
};

/** The rows (persons, users, teams or workplaces of the organisation) a reference may name, by name. */
function useOptions(field: Who | Where, organization: number) {
  const client = useApiClient();
  const source = SOURCES[field];
  const readable = source.readable(useAppAbility());
  const query = useAllPages(
    ['get', source.path, { organization, choices: true }],
    (page, pageSize) =>
      sender(client, 'GET')(source.path, {
        params: { query: { organization, page, page_size: pageSize } },
      }) as never,
    { enabled: readable },
  );
  const rows = query.data as Record<string, unknown>[] | undefined;
  return useMemo(
    () => (rows ?? []).map((row) => ({ value: String(row.id), label: source.label(row) })),
    [rows, source],
  );
}

type EmployeeForm = UseFormReturn<Record<string, unknown>, unknown, unknown>;

/** A required choice of a person, a user, a team or a workplace, with its error. */
function ChoiceField({
  form,
  field: name,
  organization,
}: {
  form: EmployeeForm;
  field: Who | Where;
  organization: number;
}) {
  const { t } = useTranslation();
  const text = useUnitMessage();
  const options = useOptions(name, organization);
  const error = text(form.formState.errors[name]?.message as string | undefined);
  return (
    <FormField label={t(`units.fields.${name}`)} error={error} required>
      <Controller
        control={form.control}
        name={name}
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
            testId={`${name}-select`}
          />
        )}
      />
    </FormField>
  );
}

/** Two choices as a segmented control ("A person" / "A user"; "A team" / "A work place"). */
function Either<T extends string>({
  label,
  value,
  onChange,
  items,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  items: { value: T; label: string }[];
}) {
  const labelId = useId();
  return (
    <Stack gap="1.5">
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <SegmentGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(e) => onChange(e.value as T)}
        size="sm"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={items} />
      </SegmentGroup.Root>
    </Stack>
  );
}

/** The position and the period of an assignment. */
function PositionAndDates({ form }: { form: EmployeeForm }) {
  const { t } = useTranslation();
  const text = useUnitMessage();
  const { errors } = form.formState;
  return (
    <>
      <FormField label={t('units.fields.position')} error={text(errors.position?.message as string)}>
        <Input autoComplete="off" {...form.register('position')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label={t('units.fields.start_date')}
          error={text(errors.start_date?.message as string)}
          required
        >
          <Input type="date" {...form.register('start_date')} />
        </FormField>
        <FormField label={t('units.fields.end_date')} error={text(errors.end_date?.message as string)}>
          <Input type="date" {...form.register('end_date', { setValueAs: dateOrNull })} />
        </FormField>
      </SimpleGrid>
    </>
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
        return (
          <Stack gap="4">
            <Either
              label={t('units.employees.who')}
              value={who}
              onChange={setWho}
              items={[
                { value: 'person_id', label: t('units.employees.aPerson') },
                { value: 'user_id', label: t('units.employees.aUser') },
              ]}
            />
            <ChoiceField key={who} form={f} field={who} organization={unit.id_organization} />
            <PositionAndDates form={f} />
          </Stack>
        );
      }}
    </FormDialog>
  );
}

/**
 * The update schema with the place the form does not show cleared: the form holds one of team
 * and workplace (the other is unregistered), so moving an assignment from a team to a workplace
 * sends the workplace and no team.
 */
const movedAssignment = z.preprocess(
  (values) => ({ team_id: null, workplace_id: null, ...(values as object) }),
  EmployeeUpdateSchema,
);

/** Change an assignment: its place (a team or a workplace of the organisation), position and dates. */
function EditAssignmentDialog({
  row,
  dialog,
}: {
  row: Employee | null;
  dialog: ReturnType<typeof useEditor<Employee>>['dialog'];
}) {
  const { t } = useTranslation();
  const [where, setWhere] = useState<Where>(row?.workplace_id != null ? 'workplace_id' : 'team_id');
  const { update } = useEmployeeMutations();
  if (!row) return null;
  return (
    <FormDialog
      {...dialog}
      title={t('units.employees.editTitle', { name: row.name })}
      submitLabel={t('units.form.save')}
      schema={movedAssignment as never}
      fields={['team_id', 'workplace_id', 'position', 'start_date', 'end_date']}
      defaultValues={
        {
          team_id: row.team_id,
          workplace_id: row.workplace_id,
          position: row.position,
          start_date: row.start_date,
          end_date: row.end_date,
        } as never
      }
      onSubmit={(values: Record<string, unknown>) =>
        withNotice(
          changeId(EMPLOYEES, 'update', row.id),
          { success: t('units.employees.updated'), failure: t('units.employees.updateFailed') },
          () => update.mutateAsync({ id: row.id, body: values }),
        )
      }
    >
      {(form) => {
        const f = form as unknown as EmployeeForm;
        return (
          <Stack gap="4">
            <Either
              label={t('units.employees.where')}
              value={where}
              onChange={setWhere}
              items={[
                { value: 'team_id', label: t('units.employees.aTeam') },
                { value: 'workplace_id', label: t('units.employees.aWorkplace') },
              ]}
            />
            <ChoiceField key={where} form={f} field={where} organization={row.id_organization} />
            <PositionAndDates form={f} />
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
  // A row's own conditions (a team manager's team) decide its edit, as on the server.
  const canUpdate = (row: Employee) => !!ability?.can('update', asInstance('Employee', { ...row }));
  const list = useListState();
  const query = useQuery({
    ...getOptions<{ count: number; results: Employee[] }>(useApi(), EMPLOYEES, {
      params: { query: { ...apiListQuery(list.state), ...placeQuery(kind, unit.id) } },
    }),
    enabled: readable,
  });
  const { remove } = useEmployeeMutations();
  const editor = useEditor<Employee>();
  const changing = useEditor<Employee>();
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
    {
      id: 'actions',
      header: 'units.columns.actions',
      textAlign: 'end',
      cell: (row) => (
        <RowActions
          name={row.name}
          onEdit={canUpdate(row) ? () => changing.edit(row) : undefined}
          onDelete={canDelete ? () => deleting.ask(row) : undefined}
        />
      ),
    },
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
      <EditAssignmentDialog key={`edit-${changing.key}`} row={changing.row} dialog={changing.dialog} />
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
