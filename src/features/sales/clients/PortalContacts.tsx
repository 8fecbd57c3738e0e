import { Badge, Button, Flex, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ClientContactCreateSchema,
  ClientContactUpdateSchema,
  PORTAL_ACCESS_LEVELS,
  type ClientContact,
  type ClientContactCreate,
} from '../../../../domain/sales/clientPortal';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { DataTable, type Column } from '../../../components/data/DataTable';
import { FormDialog, FormField } from '../../../components/data/FormDialog';
import { apiListQuery } from '../../../components/data/listQuery';
import { RowActions } from '../../../components/data/RowActions';
import { useDeleting, useEditor } from '../../../components/data/rowDialogs';
import { useListState } from '../../../components/data/useListState';
import { changeId, withNotice } from '../../../components/feedback/notify';
import { FlagSwitch } from '../../../components/form/FlagSwitch';
import { SectionHeader } from '../../../components/SectionHeader';
import { useApi } from '../../../lib/ApiProvider';
import { useSalesMessage } from '../salesMessages';

const LIST = '/api/clients/{parent}/contacts/';
const ITEM = '/api/clients/{parent}/contacts/{id}/';
const FIELDS = ['name', 'email', 'access_level', 'enabled'] as const;
type ContactForm = UseFormReturn<ClientContactCreate, unknown, unknown>;

/** The contacts' writes, each followed by a new reading of the list and of the client's history. */
function useContactMutations(clientId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['get', LIST] });
    await queryClient.invalidateQueries({ queryKey: ['get', '/api/clients/{id}/history/'] });
  };
  const create = api.useMutation('post', LIST, { onSuccess: refresh });
  const update = api.useMutation('patch', ITEM, { onSuccess: refresh });
  const remove = api.useMutation('delete', ITEM, { onSuccess: refresh });
  const parent = { parent: clientId };
  return {
    create: (body: ClientContactCreate) => create.mutateAsync({ params: { path: parent }, body }),
    update: (id: number, body: Partial<ClientContactCreate>) =>
      update.mutateAsync({ params: { path: { ...parent, id } }, body }),
    remove: (id: number) => remove.mutateAsync({ params: { path: { ...parent, id } } }),
  };
}

/** Add or edit a portal contact (mount anew for each opening: `key`). */
function ContactDialog({
  clientId,
  contact,
  dialog,
}: {
  clientId: number;
  contact: ClientContact | null;
  dialog: ReturnType<typeof useEditor<ClientContact>>['dialog'];
}) {
  const { t } = useTranslation();
  const text = useSalesMessage();
  const writes = useContactMutations(clientId);
  const defaults: ClientContactCreate = contact
    ? {
        name: contact.name,
        email: contact.email,
        access_level: contact.access_level,
        enabled: contact.enabled,
      }
    : { name: '', email: '', access_level: 'viewer', enabled: true };
  return (
    <FormDialog
      {...dialog}
      title={t(contact ? 'clients.portal.editTitle' : 'clients.portal.addTitle')}
      submitLabel={t(contact ? 'clients.dialog.save' : 'clients.portal.add')}
      schema={contact ? ClientContactUpdateSchema : ClientContactCreateSchema}
      fields={FIELDS}
      defaultValues={defaults}
      onSubmit={(values) =>
        contact
          ? withNotice(
              changeId(LIST, 'update', contact.id),
              { success: t('clients.portal.updated'), failure: t('clients.portal.updateFailed') },
              () => writes.update(contact.id, values),
            )
          : withNotice(
              changeId(LIST, 'create'),
              { success: t('clients.portal.created'), failure: t('clients.portal.createFailed') },
              () => writes.create(values as ClientContactCreate),
            )
      }
    >
      {(rawForm) => {
        const form = rawForm as unknown as ContactForm;
        const { errors } = form.formState;
        return (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('clients.portal.name')} error={text(errors.name?.message)} required>
                <Input autoComplete="off" {...form.register('name')} />
              </FormField>
              <FormField label={t('clients.fields.email')} error={text(errors.email?.message)} required>
                <Input type="email" dir="ltr" autoComplete="off" {...form.register('email')} />
              </FormField>
            </SimpleGrid>
            <FormField
              label={t('clients.portal.access')}
              error={text(errors.access_level?.message)}
              helper={t(`clients.portal.accessHelp.${form.watch('access_level') ?? 'viewer'}`)}
            >
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('access_level')}>
                  {PORTAL_ACCESS_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {t(`clients.portal.levels.${level}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FlagSwitch form={form} name="enabled" label={t('clients.portal.enabled')} />
          </Stack>
        );
      }}
    </FormDialog>
  );
}

/**
 * The client's portal contacts: who of the client signs in to its portal, with which access, and
 * whether they still may; added, changed and removed by whoever may change the client's contacts.
 */
export function PortalContacts({ clientId, canChange }: { clientId: number; canChange: boolean }) {
  const { t } = useTranslation();
  const text = useSalesMessage();
  const list = useListState({ prefix: 'contacts.', defaultOrdering: 'name' });
  const query = useApi().useQuery('get', LIST, {
    params: { path: { parent: clientId }, query: apiListQuery(list.state) },
  });
  const writes = useContactMutations(clientId);
  const editor = useEditor<ClientContact>();
  const deleting = useDeleting<ClientContact>();

  const columns: Column<ClientContact>[] = [
    {
      id: 'name',
      header: 'clients.portal.name',
      sortField: 'name',
      cell: (c) => (
        <Stack gap="0">
          <Text fontWeight="medium">{c.name}</Text>
          <Text fontSize="sm" color="fg.muted" dir="ltr" textAlign="start">
            {c.email}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'access',
      header: 'clients.portal.access',
      sortField: 'access_level',
      cell: (c) => (
        <Badge variant="subtle" colorPalette={c.access_level === 'administrator' ? 'purple' : 'blue'}>
          {t(`clients.portal.levels.${c.access_level}`)}
        </Badge>
      ),
    },
    {
      id: 'enabled',
      header: 'clients.portal.state',
      cell: (c) => (
        <Badge variant="subtle" colorPalette={c.enabled ? 'green' : 'gray'}>
          {t(c.enabled ? 'clients.portal.on' : 'clients.portal.off')}
        </Badge>
      ),
    },
    ...(canChange
      ? [
          {
            id: 'actions',
            header: 'clients.columns.actions',
            textAlign: 'end' as const,
            cell: (c: ClientContact) => (
              <RowActions name={c.name} onEdit={() => editor.edit(c)} onDelete={() => deleting.ask(c)} />
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="4" data-testid="portal-contacts">
      <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
        <SectionHeader title={t('clients.portal.title')} subtitle={t('clients.portal.subtitle')} level="h3" />
        {canChange && (
          <Button colorPalette="primary" size="sm" onClick={editor.add} data-testid="add-portal-contact">
            <Plus aria-hidden />
            {t('clients.portal.add')}
          </Button>
        )}
      </Flex>
      <DataTable
        label={t('clients.portal.title')}
        columns={columns}
        rowKey={(c) => c.id}
        list={list}
        query={query}
        emptyText={t('clients.portal.empty')}
        errorText={t('clients.portal.loadFailed')}
      />
      <ContactDialog key={editor.key} clientId={clientId} contact={editor.row} dialog={editor.dialog} />
      <ConfirmDialog
        {...deleting.dialog}
        title={t('clients.portal.deleteTitle')}
        body={t('clients.portal.deleteBody', { name: deleting.row?.name ?? '' })}
        confirmLabel={t('clients.details.delete')}
        destructive
        errorText={text}
        onConfirm={async () => {
          const row = deleting.row;
          if (!row) return;
          await withNotice(
            changeId(LIST, 'delete', row.id),
            { success: t('clients.portal.deleted'), failure: t('clients.portal.deleteFailed') },
            () => writes.remove(row.id),
          );
        }}
      />
    </Stack>
  );
}
