import { Badge, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CATALOGUE_SUBJECT } from '../../../../domain/catalogue/access';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { DataTable, type Column, type ListQueryResult } from '../../../components/data/DataTable';
import { FormDialog } from '../../../components/data/FormDialog';
import type { ListController } from '../../../components/data/useListState';
import { PageHeading } from '../../../components/PageHeading';
import { common, DescriptionField, NameCodeFields } from '../../../components/form/CommonFields';
import { FlagSwitch } from '../../../components/form/FlagSwitch';
import { useCatalogueMessage } from '../catalogueMessages';
import { changedFields } from '../../../components/data/changedFields';
import { changeId, withNotice } from '../../../components/feedback/notify';
import { ActiveBadge, ActiveFilter } from '../../../components/data/ActiveFlag';
import { RowActions } from '../../../components/data/RowActions';
import { useDeleting, useEditor } from '../../../components/data/rowDialogs';

/** A product type or a product status: a name, a code and flags (spec §3). */
type ConfigRow<F extends string> = {
  id: number;
  name: string;
  code: string;
  description: string;
  is_active: boolean;
  products_count: number;
} & Record<F, boolean>;

type Values<F extends string> = {
  name: string;
  code: string;
  description: string;
  is_active: boolean;
} & Record<F, boolean>;

/**
 * The screen of product statuses or product types (both governed by the Category right): a table
 * with each row's flags, an add/edit dialog with the unsaved-changes question, and delete with a
 * confirmation. Each resource's page gives its typed calls.
 */
export function ProductConfigScreen<F extends string>({
  section,
  flags,
  list,
  query,
  schemas,
  queryKey,
  calls,
}: {
  /** Key of its texts under `catalogueConfig`. */
  section: 'types' | 'statuses';
  /** The flags, in the order shown (each has its label under `catalogueConfig.fields`). */
  flags: readonly { field: F; label: string }[];
  list: ListController<'is_active'>;
  query: ListQueryResult<ConfigRow<F>>;
  schemas: { create: z.ZodType; update: z.ZodType };
  queryKey: readonly unknown[];
  calls: {
    create: (values: Values<F>) => Promise<unknown>;
    update: (id: number, changes: Partial<Values<F>>) => Promise<unknown>;
    remove: (id: number) => Promise<unknown>;
  };
}) {
  const { t } = useTranslation();
  const reason = useCatalogueMessage();
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const subject = section === 'types' ? CATALOGUE_SUBJECT.productType : CATALOGUE_SUBJECT.productStatus;
  const can = (action: string) => !!ability?.can(action, subject);
  const editor = useEditor<ConfigRow<F>>();
  const deleting = useDeleting<ConfigRow<F>>();
  const text = (key: string, options?: Record<string, unknown>) =>
    t(`catalogueConfig.${section}.${key}`, options);

  const onEdit = can('update') ? (row: ConfigRow<F>) => () => editor.edit(row) : undefined;
  const onDelete = can('delete') ? (row: ConfigRow<F>) => () => deleting.ask(row) : undefined;

  const columns: Column<ConfigRow<F>>[] = [
    {
      id: 'name',
      header: 'catalogueConfig.columns.name',
      sortField: 'name',
      cell: (row) => (
        <Stack gap="0" minW="10rem">
          <Text fontWeight="medium">{row.name}</Text>
          {row.description && (
            <Text fontSize="xs" color="fg.muted" truncate maxW="22rem">
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
    {
      id: 'flags',
      header: 'catalogueConfig.columns.properties',
      hideBelow: 'md',
      cell: (row) => {
        const on = flags.filter((f) => row[f.field]);
        return on.length ? (
          <Wrap gap="1" as="ul" listStyleType="none">
            {on.map((f) => (
              <Badge as="li" key={f.field} variant="outline" colorPalette="primary">
                {t(f.label)}
              </Badge>
            ))}
          </Wrap>
        ) : (
          <Text as="span" fontSize="sm" color="fg.muted">
            {t('catalogueConfig.common.noProperties')}
          </Text>
        );
      },
    },
    {
      id: 'products',
      header: 'catalogueConfig.columns.products',
      textAlign: 'end',
      hideBelow: 'md',
      cell: (row) => row.products_count,
    },
    {
      id: 'status',
      header: 'catalogueConfig.columns.status',
      sortField: 'is_active',
      cell: (row) => <ActiveBadge active={row.is_active} />,
    },
    ...(onEdit || onDelete
      ? [
          {
            id: 'actions',
            header: 'catalogueConfig.columns.actions',
            textAlign: 'end' as const,
            cell: (row: ConfigRow<F>) => (
              <RowActions name={row.name} onEdit={onEdit?.(row)} onDelete={onDelete?.(row)} />
            ),
          },
        ]
      : []),
  ];

  const row = editor.row;
  const defaults = {
    name: row?.name ?? '',
    code: row?.code ?? '',
    description: row?.description ?? '',
    is_active: row?.is_active ?? true,
    ...Object.fromEntries(flags.map((f) => [f.field, row ? row[f.field] : false])),
  } as Values<F>;

  return (
    <Stack gap="6">
      <PageHeading
        title={text('title')}
        subtitle={text('subtitle')}
        actions={
          can('create') && (
            <Button colorPalette="primary" onClick={editor.add} data-testid={`add-${section}`}>
              <Plus aria-hidden />
              {text('add')}
            </Button>
          )
        }
      />
      <DataTable
        label={text('tableLabel')}
        columns={columns}
        rowKey={(r) => r.id}
        list={list}
        query={query}
        onRowClick={onEdit ? (r) => editor.edit(r) : undefined}
        searchLabel={text('search')}
        emptyText={text('empty')}
        errorText={text('loadFailed')}
        filters={
          <ActiveFilter
            value={list.state.filters.is_active}
            onChange={(value) => list.setFilter('is_active', value)}
          />
        }
      />

      <FormDialog
        key={editor.key}
        {...editor.dialog}
        title={row ? text('editTitle', { name: row.name }) : text('addTitle')}
        description={text('dialogDescription')}
        submitLabel={row ? t('catalogueConfig.common.save') : text('create')}
        schema={(row ? schemas.update : schemas.create) as z.ZodType<Values<F>, Values<F>>}
        fields={['name', 'code', 'description', 'is_active', ...flags.map((f) => f.field)]}
        defaultValues={defaults as never}
        size="lg"
        onSubmit={(values) =>
          withNotice(
            changeId(section, row ? 'update' : 'create', row?.id),
            {
              success: text(row ? 'updated' : 'created'),
              failure: text(row ? 'updateFailed' : 'createFailed'),
            },
            async () => {
              if (row) {
                const changes = changedFields(values as Values<F>, row as unknown as Values<F>);
                if (Object.keys(changes).length) await calls.update(row.id, changes);
              } else {
                await calls.create(values as Values<F>);
              }
            },
          ).then(() => queryClient.invalidateQueries({ queryKey }))
        }
      >
        {(form) => {
          const f = common(form);
          return (
            <Stack gap="4">
              <NameCodeFields
                errorText={reason}
                form={f}
                generate={!row}
                sanitizedNotice={t(
                  section === 'types'
                    ? 'catalogue.codeSanitized.productType'
                    : 'catalogue.codeSanitized.productStatus',
                )}
              />
              <DescriptionField form={f} errorText={reason} />
              <Stack as="fieldset" gap="3" borderWidth="1px" rounded="md" p="4">
                <Text as="legend" px="1" fontSize="sm" fontWeight="medium">
                  {t('catalogueConfig.columns.properties')}
                </Text>
                {flags.map((flag) => (
                  <FlagSwitch key={flag.field} form={form} name={flag.field as never} label={t(flag.label)} />
                ))}
              </Stack>
              <HStack>
                <FlagSwitch form={f} name="is_active" label={t('catalogueConfig.fields.isActive')} />
              </HStack>
            </Stack>
          );
        }}
      </FormDialog>
      <ConfirmDialog
        {...deleting.dialog}
        title={text('deleteTitle')}
        body={t('catalogueConfig.common.deleteBody', { name: deleting.row?.name ?? '' })}
        confirmLabel={t('catalogueConfig.common.delete')}
        destructive
        errorText={reason}
        onConfirm={() =>
          withNotice(
            changeId(section, 'delete', deleting.row!.id),
            { success: text('deleted'), failure: text('deleteFailed') },
            () => calls.remove(deleting.row!.id),
          ).then(() => queryClient.invalidateQueries({ queryKey }))
        }
      />
    </Stack>
  );
}
