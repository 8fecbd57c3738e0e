import { useState } from 'react';
import { Button, Flex, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UnitAddress, UnitContact } from '../../../domain/units/addresses';
import { ConfirmDialog } from '../data/ConfirmDialog';
import { DataTable, type Column } from '../data/DataTable';
import { FormDialog, FormField } from '../data/FormDialog';
import { apiListQuery } from '../data/listQuery';
import { Nothing } from '../data/Nothing';
import { RowActions } from '../data/RowActions';
import { useDeleting, useEditor } from '../data/rowDialogs';
import { useListState } from '../data/useListState';
import { changeId, notify, withNotice, withSaveNotice } from '../feedback/notify';
import { FlagSwitch } from '../form/FlagSwitch';
import { failureReasons } from '../form/serverErrors';
import { SectionHeader } from '../SectionHeader';
import { useApi } from '../../lib/ApiProvider';
import { getOptions } from '../../lib/computedPaths';
import { AddressLines, ContactLines, MainBadge } from './OwnedLines';
import { useOwnedMessage } from './ownedMessages';
import { OWNED, ownedPaths, useOwnedMutations, type OwnedKind, type OwnedRow } from './ownedRows';

type OwnedForm = UseFormReturn<Record<string, unknown>, unknown, unknown>;

function AddressFields({
  form,
  text,
}: {
  form: OwnedForm;
  text: (m: string | undefined) => string | undefined;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const field = (name: string, required = false) => (
    <FormField
      label={t(`owned.fields.${name}`)}
      error={text(errors[name]?.message as string | undefined)}
      required={required}
    >
      <Input autoComplete="off" {...form.register(name)} />
    </FormField>
  );
  return (
    <Stack gap="4">
      {field('address', true)}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('city')}
        {field('postal_code')}
        {field('state')}
        {field('country')}
      </SimpleGrid>
    </Stack>
  );
}

function ContactFields({
  form,
  text,
}: {
  form: OwnedForm;
  text: (m: string | undefined) => string | undefined;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const error = (name: string) => text(errors[name]?.message as string | undefined);
  return (
    <Stack gap="4">
      <FormField label={t('owned.fields.contact_name')} error={error('contact_name')} required>
        <Input autoComplete="off" {...form.register('contact_name')} />
      </FormField>
      <FormField label={t('owned.fields.email')} error={error('email')}>
        <Input type="email" dir="ltr" autoComplete="off" {...form.register('email')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('owned.fields.phone')} error={error('phone')}>
          <Input type="tel" dir="ltr" autoComplete="off" {...form.register('phone')} />
        </FormField>
        <FormField label={t('owned.fields.mobile')} error={error('mobile')}>
          <Input type="tel" dir="ltr" autoComplete="off" {...form.register('mobile')} />
        </FormField>
      </SimpleGrid>
      <FormField label={t('owned.fields.notes')} error={error('notes')}>
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>
    </Stack>
  );
}

/** Add or edit an address or a contact (mount it anew for each opening: `key`), asking before dropping changes. */
function OwnedDialog({
  ownerPath,
  owned,
  parent,
  row,
  dialog,
}: {
  ownerPath: string;
  owned: OwnedKind;
  parent: number;
  row: OwnedRow | null;
  dialog: ReturnType<typeof useEditor<OwnedRow>>['dialog'];
}) {
  const { t } = useTranslation();
  const text = useOwnedMessage();
  const spec = OWNED[owned];
  const { create, update } = useOwnedMutations(ownerPath, owned, parent);
  const paths = ownedPaths(ownerPath, owned);
  const defaults = row
    ? Object.fromEntries(spec.fields.map((f) => [f, (row as Record<string, unknown>)[f]]))
    : { ...spec.empty };
  return (
    <FormDialog
      {...dialog}
      title={t(row ? `${spec.texts}.editTitle` : `${spec.texts}.addTitle`)}
      submitLabel={t(row ? 'owned.save' : `${spec.texts}.add`)}
      schema={(row ? spec.update : spec.create) as never}
      // The main flag's refusal (it moves, it is never just cleared) goes above the form.
      fields={spec.fields.filter((f) => f !== 'is_main')}
      defaultValues={defaults as never}
      onSubmit={(values: Record<string, unknown>) =>
        withSaveNotice(
          paths.list,
          row?.id,
          (word) => t(`${spec.texts}.${word}`),
          () => (row ? update.mutateAsync({ id: row.id, body: values }) : create.mutateAsync(values)),
        )
      }
    >
      {(form) => {
        const f = form as unknown as OwnedForm;
        return (
          <Stack gap="4">
            {owned === 'addresses' ? (
              <AddressFields form={f} text={text} />
            ) : (
              <ContactFields form={f} text={text} />
            )}
            {row?.is_main ? (
              <Text fontSize="sm" color="fg.muted">
                {t(`${spec.texts}.isMainAlready`)}
              </Text>
            ) : (
              <FlagSwitch form={f} name="is_main" label={t(`${spec.texts}.isMain`)} />
            )}
          </Stack>
        );
      }}
    </FormDialog>
  );
}

/**
 * The addresses or contacts of an owner (a unit's tab, a section of the organisation's profile):
 * its rows (the main one marked), and, for a reader who may update the owner, add, edit, delete
 * and "make main" (the server moves the flag from the old main one in the same transaction). A
 * reader who may only read is told so.
 */
export function OwnedTab({
  ownerPath,
  owned,
  owner,
  canChange,
}: {
  /** The owners' collection in the API (`/api/companies/`, `/api/organizations/`). */
  ownerPath: string;
  owned: OwnedKind;
  owner: { id: number; name: string };
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const text = useOwnedMessage();
  const spec = OWNED[owned];
  const paths = ownedPaths(ownerPath, owned);
  const list = useListState();
  const query = useQuery({
    ...getOptions<{ count: number; results: OwnedRow[] }>(useApi(), paths.list, {
      params: {
        path: { parent: owner.id },
        query: apiListQuery(list.state),
      },
    }),
  });
  const { update, remove } = useOwnedMutations(ownerPath, owned, owner.id);
  const editor = useEditor<OwnedRow>();
  const deleting = useDeleting<OwnedRow>();
  const [promoting, setPromoting] = useState<number | null>(null);

  const makeMain = async (row: OwnedRow) => {
    setPromoting(row.id);
    try {
      await update.mutateAsync({ id: row.id, body: { is_main: true } });
      notify.success(
        t(`${spec.texts}.madeMain`, { name: spec.label(row) }),
        changeId(paths.list, 'update', row.id),
      );
    } catch (error) {
      notify.failure(
        t(`${spec.texts}.makeMainFailed`),
        failureReasons(error, (m) => text(m)).join(' ') || undefined,
        changeId(paths.list, 'update', row.id),
      );
    } finally {
      setPromoting(null);
    }
  };

  const columns: Column<OwnedRow>[] = [
    owned === 'addresses'
      ? {
          id: 'address',
          header: 'owned.columns.address',
          cell: (row) => <AddressLines address={row as UnitAddress} />,
        }
      : {
          id: 'contact',
          header: 'owned.columns.contact',
          cell: (row) => (
            <Stack gap="0">
              <Text fontWeight="medium">{(row as UnitContact).contact_name}</Text>
              {(row as UnitContact).notes && (
                <Text fontSize="xs" color="fg.muted" lineClamp={2} maxW="22rem">
                  {(row as UnitContact).notes}
                </Text>
              )}
            </Stack>
          ),
        },
    ...(owned === 'contacts'
      ? [
          {
            id: 'reach',
            header: 'owned.columns.reach',
            hideBelow: 'sm' as const,
            cell: (row: OwnedRow) => <ContactLines contact={row as UnitContact} />,
          },
        ]
      : []),
    {
      id: 'main',
      header: 'owned.columns.main',
      cell: (row) =>
        row.is_main ? (
          <MainBadge />
        ) : canChange ? (
          <Button
            size="xs"
            variant="outline"
            loading={promoting === row.id}
            onClick={() => void makeMain(row)}
            aria-label={t(`${spec.texts}.makeMainOf`, { name: spec.label(row) })}
          >
            {t('owned.makeMain')}
          </Button>
        ) : (
          <Nothing />
        ),
    },
    ...(canChange
      ? [
          {
            id: 'actions',
            header: 'owned.columns.actions',
            textAlign: 'end' as const,
            cell: (row: OwnedRow) => (
              <RowActions
                name={spec.label(row)}
                onEdit={() => editor.edit(row)}
                onDelete={() => deleting.ask(row)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="4">
      <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
        <SectionHeader
          title={t(`${spec.texts}.title`)}
          subtitle={t(`${spec.texts}.subtitle`, { name: owner.name })}
        />
        {canChange && (
          <Button colorPalette="primary" onClick={editor.add} data-testid={`add-${spec.name}`}>
            <Plus aria-hidden />
            {t(`${spec.texts}.add`)}
          </Button>
        )}
      </Flex>
      {!canChange && (
        <Text fontSize="sm" color="fg.muted">
          {t('owned.readOnly')}
        </Text>
      )}
      <DataTable
        label={t(`${spec.texts}.title`)}
        emptyText={t(`${spec.texts}.empty`)}
        errorText={t(`${spec.texts}.loadFailed`)}
        columns={columns}
        rowKey={(row) => row.id}
        list={list}
        query={query}
      />
      <OwnedDialog
        key={editor.key}
        ownerPath={ownerPath}
        owned={owned}
        parent={owner.id}
        row={editor.row}
        dialog={editor.dialog}
      />
      <ConfirmDialog
        {...deleting.dialog}
        title={t(`${spec.texts}.deleteTitle`)}
        body={t(`${spec.texts}.deleteBody`, { name: deleting.row ? spec.label(deleting.row) : '' })}
        confirmLabel={t('owned.delete')}
        destructive
        errorText={(m) => text(m)}
        onConfirm={() =>
          withNotice(
            changeId(paths.list, 'delete', deleting.row!.id),
            { success: t(`${spec.texts}.deleted`), failure: t(`${spec.texts}.deleteFailed`) },
            () => remove.mutateAsync(deleting.row!.id),
          )
        }
      />
    </Stack>
  );
}
