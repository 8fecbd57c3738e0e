import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { changedFields } from '../data/changedFields';
import type { Column } from '../data/DataTable';
import { FormDialog } from '../data/FormDialog';
import { RowActions } from '../data/RowActions';
import { useDeleting, useEditor } from '../data/rowDialogs';
import type { ListController } from '../data/useListState';
import { changeId, withNotice } from '../feedback/notify';
import { common, DescriptionField, NameCodeFields, type ErrorText } from '../form/CommonFields';
import { DeleteRowDialog } from './DeleteRowDialog';
import type { FilterOf, ListPath, Resource, RowOf } from './resource';
import { ResourceListPage } from './ResourceListPage';
import { canOnResource } from './resourceAbility';
import { useResourceList } from './useResourceList';
import { useResourceMutations } from './useResourceMutations';
import { codeColumn } from '../data/codeColumn';
import { NameCell } from '../data/NameCell';

/** What every parameter of an organisation has: a name, a code and a description. */
export type ParameterRow = {
  id: number;
  id_organization: number;
  name: string;
  code: string;
  description: string;
};

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
      cell: (row) => <NameCell name={row.name} description={row.description} to={href?.(row)} />,
    },
    codeColumn<R>(),
  ];
}

type Values = Record<string, unknown>;

/** What differs between the kinds of parameter: their schemas, their own fields and texts. */
export type ParameterKind<R extends ParameterRow> = {
  /** The API's own schemas (from `domain/`). */
  schemas: { create: z.ZodType; update: z.ZodType };
  /** The fields beyond name, code and description, with their values for a row (or a new one). */
  fields?: readonly string[];
  defaults?: (row: R | null) => Values;
  /** Those fields in the form, under the description. */
  renderFields?: (form: UseFormReturn<Values>) => ReactNode;
  /** The columns after name and code. */
  columns?: Column<R>[];
  /** The list's own filters beside its search. */
  filters?: (list: ListController<string>) => ReactNode;
  /** Translation keys: the delete question (`{{name}}`), its button, the dialog's save and the code notice. */
  keys: { deleteBody: string; delete: string; save: string; codeSanitized: string };
  /** The API's messages in the reader's words. */
  errorText: ErrorText;
  size?: 'sm' | 'md' | 'lg';
};

const NAME_CODE = ['name', 'code', 'description'] as const;

/**
 * Add or edit a parameter (mount it anew for each opening: `key`): validated with the API's own
 * schemas, the server's messages on the fields ('This code is already in use'), only the changed
 * fields sent, and the question before closing with unsaved changes.
 */
function ParameterDialog<P extends ListPath, R extends ParameterRow>({
  resource,
  kind,
  row,
  dialog,
}: {
  resource: Resource<P>;
  kind: ParameterKind<R>;
  row: R | null;
  dialog: ReturnType<typeof useEditor<R>>['dialog'];
}) {
  const { t } = useTranslation();
  // The calls are typed per path; a parameter's screens send what its schemas parsed.
  const { create, update } = useResourceMutations(resource) as unknown as {
    create: { mutateAsync: (body: Values) => Promise<unknown> };
    update: { mutateAsync: (change: { id: number; body: Values }) => Promise<unknown> };
  };
  const texts = (key: string, values?: Record<string, unknown>) => t(`${resource.texts}.${key}`, values);
  const defaults: Values = {
    name: row?.name ?? '',
    code: row?.code ?? '',
    description: row?.description ?? '',
    ...kind.defaults?.(row),
  };
  return (
    <FormDialog
      {...dialog}
      title={row ? texts('editTitle', { name: row.name }) : texts('addTitle')}
      description={texts('dialogDescription')}
      submitLabel={row ? t(kind.keys.save) : texts('create')}
      schema={(row ? kind.schemas.update : kind.schemas.create) as z.ZodType<Values, Values>}
      fields={[...NAME_CODE, ...(kind.fields ?? [])]}
      defaultValues={defaults}
      size={kind.size}
      onSubmit={(values) =>
        withNotice(
          changeId(resource.path, row ? 'update' : 'create', row?.id),
          {
            success: texts(row ? 'updated' : 'created'),
            failure: texts(row ? 'updateFailed' : 'createFailed'),
          },
          async () => {
            if (!row) return create.mutateAsync(values);
            const changes = changedFields(values, row as unknown as Values);
            return Object.keys(changes).length
              ? update.mutateAsync({ id: row.id, body: changes })
              : undefined;
          },
        )
      }
    >
      {(form) => {
        const f = common(form);
        return (
          <Stack gap="4">
            <NameCodeFields
              form={f}
              errorText={kind.errorText}
              generate={!row}
              sanitizedNotice={t(kind.keys.codeSanitized)}
            />
            <DescriptionField form={f} errorText={kind.errorText} />
            {kind.renderFields?.(form as unknown as UseFormReturn<Values>)}
          </Stack>
        );
      }}
    </FormDialog>
  );
}

/**
 * The list screen of an organisation's parameters (unit statuses and types, product statuses and
 * types): search, ordering, filters and paging in the URL; name and code, the kind's own columns
 * and each row's Edit and Delete as the reader's ability allows for that row; an add/edit dialog
 * (a row's click or its Edit) and delete with a confirmation and the server's refusal while the
 * parameter is used. The texts are the resource's (`<texts>.title`, `.add`, `.deleteTitle`…).
 */
export function ParameterListPage<P extends ListPath, F extends FilterOf<P>>({
  resource,
  kind,
}: {
  resource: Resource<P, F>;
  kind: ParameterKind<RowOf<P> & ParameterRow>;
}) {
  type R = RowOf<P> & ParameterRow;
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { list, query } = useResourceList(resource);
  const editor = useEditor<R>();
  const deleting = useDeleting<R>();
  const may = (action: 'update' | 'delete', row?: R) => canOnResource(ability, resource, action, row);
  const onEdit = (row: R) => (may('update', row) ? () => editor.edit(row) : undefined);
  const onDelete = (row: R) => (may('delete', row) ? () => deleting.ask(row) : undefined);
  const changes = may('update') || may('delete');

  const columns: Column<R>[] = [
    ...nameCodeColumns<R>(),
    ...(kind.columns ?? []),
    ...(changes
      ? [
          {
            id: 'actions',
            header: 'catalogueConfig.columns.actions',
            textAlign: 'end' as const,
            cell: (row: R) => <RowActions name={row.name} onEdit={onEdit(row)} onDelete={onDelete(row)} />,
          },
        ]
      : []),
  ];

  return (
    <ResourceListPage
      resource={resource}
      create={{ onClick: editor.add }}
      columns={columns as Column<RowOf<P>>[]}
      rowKey={(row) => (row as R).id}
      list={list}
      query={query}
      onRowClick={changes ? (row) => onEdit(row as R)?.() : undefined}
      filters={kind.filters?.(list as unknown as ListController<string>)}
    >
      <ParameterDialog
        key={editor.key}
        resource={resource as unknown as Resource<P>}
        kind={kind}
        row={editor.row}
        dialog={editor.dialog}
      />
      <DeleteRowDialog
        resource={resource}
        deleting={deleting}
        body={t(kind.keys.deleteBody, { name: deleting.row?.name ?? '' })}
        confirmLabel={t(kind.keys.delete)}
        deletedText={() => t(`${resource.texts}.deleted`)}
        errorText={kind.errorText as (message: string) => string | undefined}
      />
    </ResourceListPage>
  );
}
