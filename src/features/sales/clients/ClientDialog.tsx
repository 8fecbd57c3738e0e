import { Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { subject as asInstance } from '@casl/ability';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ClientCreateSchema,
  ClientUpdateSchema,
  type Client,
  type ClientCreate,
} from '../../../../domain/sales/client';
import { CLIENT_KINDS, CLIENT_STATUSES } from '../../../../domain/sales/kinds';
import { FormDialog, FormField } from '../../../components/data/FormDialog';
import type { DirtyCloseControl } from '../../../components/data/useDirtyClose';
import { withSaveNotice } from '../../../components/feedback/notify';
import { common, NameCodeFields } from '../../../components/form/CommonFields';
import { ReferencePicker } from '../../../components/form/ReferencePicker';
import { useResourceMutations } from '../../../components/resource/useResourceMutations';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { useSalesMessage } from '../salesMessages';
import { clientResource } from './clientResource';

const FIELDS = ['kind', 'name', 'code', 'email', 'phone', 'tax_id', 'status', 'seller_id', 'notes'] as const;
type Field = (typeof FIELDS)[number];
type ClientForm = UseFormReturn<Pick<ClientCreate, Field>, unknown, unknown>;

const EMPTY: Pick<ClientCreate, Field> = {
  kind: 'company',
  name: '',
  code: '',
  email: '',
  phone: '',
  tax_id: '',
  status: 'active',
  seller_id: null,
  notes: '',
};

/**
 * Add a client or edit its information (mount it anew for each opening: `key`): validated with
 * the API's own schemas, the server's messages on their fields, the question before closing with
 * unsaved changes. A field the reader may not change (support changes only notes and status) is
 * shown, disabled, and not sent.
 */
export function ClientDialog({
  client,
  dialog,
}: {
  /** The client edited, or null to add one. */
  client: Client | null;
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; dirtyClose: DirtyCloseControl };
}) {
  const { t } = useTranslation();
  const text = useSalesMessage();
  const ability = useAppAbility();
  const { create, update } = useResourceMutations(clientResource);
  const editing = client !== null;
  const judged = client ? asInstance('Customer', { ...client }) : null;
  const may = (field: Field) => !judged || !!ability?.can('update', judged, field);
  const defaults = client ? Object.fromEntries(FIELDS.map((f) => [f, client[f]])) : EMPTY;

  return (
    <FormDialog
      {...dialog}
      title={editing ? t('clients.dialog.editTitle', { name: client.name }) : t('clients.dialog.addTitle')}
      description={t('clients.dialog.subtitle')}
      submitLabel={t(editing ? 'clients.dialog.save' : 'clients.dialog.add')}
      schema={editing ? ClientUpdateSchema : ClientCreateSchema}
      fields={FIELDS}
      defaultValues={defaults as never}
      size="lg"
      onSubmit={(values) =>
        withSaveNotice(
          clientResource.path,
          client?.id,
          (word) => t(`clients.dialog.${word}`),
          () =>
            client
              ? update.mutateAsync({ id: client.id, body: values })
              : create.mutateAsync(values as ClientCreate),
        )
      }
    >
      {(rawForm) => {
        const form = rawForm as unknown as ClientForm;
        const { errors } = form.formState;
        const error = (field: Field) => text(errors[field]?.message);
        return (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('clients.fields.kind')} error={error('kind')} required>
                <NativeSelect.Root disabled={!may('kind')}>
                  <NativeSelect.Field
                    {...form.register('kind', { disabled: !may('kind') })}
                    data-testid="client-kind"
                  >
                    {CLIENT_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`clients.kinds.${kind}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={t('clients.fields.status')} error={error('status')} required>
                <NativeSelect.Root disabled={!may('status')}>
                  <NativeSelect.Field {...form.register('status', { disabled: !may('status') })}>
                    {CLIENT_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {t(`clients.statuses.${status}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </SimpleGrid>
            {may('name') ? (
              <NameCodeFields
                form={common(rawForm)}
                errorText={text}
                generate={!editing}
                sanitizedNotice={t('catalogue.messages.codeSanitized')}
              />
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label={t('catalogueConfig.fields.name')}>
                  <Input disabled {...form.register('name', { disabled: true })} />
                </FormField>
                <FormField label={t('catalogueConfig.fields.code')}>
                  <Input disabled dir="ltr" {...form.register('code', { disabled: true })} />
                </FormField>
              </SimpleGrid>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('clients.fields.email')} error={error('email')}>
                <Input
                  type="email"
                  dir="ltr"
                  autoComplete="off"
                  {...form.register('email', { disabled: !may('email') })}
                />
              </FormField>
              <FormField label={t('clients.fields.phone')} error={error('phone')}>
                <Input
                  type="tel"
                  dir="ltr"
                  autoComplete="off"
                  {...form.register('phone', { disabled: !may('phone') })}
                />
              </FormField>
              <FormField label={t('clients.fields.tax_id')} error={error('tax_id')}>
                <Input
                  dir="ltr"
                  autoComplete="off"
                  {...form.register('tax_id', { disabled: !may('tax_id') })}
                />
              </FormField>
              <FormField label={t('clients.fields.seller')} error={error('seller_id')}>
                <Controller
                  control={form.control}
                  name="seller_id"
                  disabled={!may('seller_id')}
                  render={({ field }) => (
                    <ReferencePicker
                      path="/api/sellers/"
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      optional
                      emptyLabel={t('clients.fields.noSeller')}
                      fallback={(id) => (id === client?.seller_id ? client.seller_name : null) ?? `#${id}`}
                      invalid={!!errors.seller_id}
                      disabled={field.disabled}
                      testId="client-seller"
                    />
                  )}
                />
              </FormField>
            </SimpleGrid>
            <FormField label={t('clients.fields.notes')} error={error('notes')}>
              <Textarea rows={3} {...form.register('notes', { disabled: !may('notes') })} />
            </FormField>
          </Stack>
        );
      }}
    </FormDialog>
  );
}
