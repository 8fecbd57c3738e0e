import { Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SELLER_LEVELS } from '../../../../domain/sales/kinds';
import {
  SellerCreateSchema,
  SellerUpdateSchema,
  type Seller,
  type SellerCreate,
} from '../../../../domain/sales/seller';
import { FormDialog, FormField } from '../../../components/data/FormDialog';
import type { DirtyCloseControl } from '../../../components/data/useDirtyClose';
import { withSaveNotice } from '../../../components/feedback/notify';
import { common, dateOrNull, NameCodeFields } from '../../../components/form/CommonFields';
import { ReferencePicker } from '../../../components/form/ReferencePicker';
import { useResourceMutations } from '../../../components/resource/useResourceMutations';
import { useSalesMessage } from '../salesMessages';
import { sellerResource } from './sellerResource';
import { useSellerRights } from './sellerRights';

const FIELDS = [
  'name',
  'code',
  'email',
  'phone',
  'location',
  'level',
  'website',
  'start_date',
  'end_date',
  'user_id',
  'notes',
] as const;
type Field = (typeof FIELDS)[number];
type SellerForm = UseFormReturn<SellerCreate, unknown, unknown>;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Add a seller or edit its information (mount it anew for each opening: `key`): validated with
 * the API's own schemas (a website of http or https, an end after the start), the server's
 * messages on their fields ("This user is already a seller."), the question before closing with
 * unsaved changes. A sales rep editing their own profile changes its contact details and bio only.
 */
export function SellerDialog({
  seller,
  dialog,
}: {
  seller: Seller | null;
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; dirtyClose: DirtyCloseControl };
}) {
  const { t } = useTranslation();
  const text = useSalesMessage();
  const rights = useSellerRights();
  const { create, update } = useResourceMutations(sellerResource);
  const editing = seller !== null;
  const may = (field: Field) => !editing || rights.mayChange(field);
  const defaults: SellerCreate = seller
    ? (Object.fromEntries(FIELDS.map((f) => [f, seller[f]])) as SellerCreate)
    : {
        name: '',
        code: '',
        email: '',
        phone: '',
        location: '',
        level: 'junior',
        website: '',
        start_date: today(),
        end_date: null,
        user_id: null,
        notes: '',
      };

  return (
    <FormDialog
      {...dialog}
      title={editing ? t('sellers.dialog.editTitle', { name: seller.name }) : t('sellers.dialog.addTitle')}
      description={t('sellers.dialog.subtitle')}
      submitLabel={t(editing ? 'clients.dialog.save' : 'sellers.dialog.add')}
      schema={editing ? SellerUpdateSchema : SellerCreateSchema}
      fields={FIELDS}
      defaultValues={defaults}
      size="lg"
      onSubmit={(values) =>
        withSaveNotice(
          sellerResource.path,
          seller?.id,
          (word) => t(`sellers.dialog.${word}`),
          () =>
            seller
              ? update.mutateAsync({ id: seller.id, body: values })
              : create.mutateAsync(values as SellerCreate),
        )
      }
    >
      {(rawForm) => {
        const form = rawForm as unknown as SellerForm;
        const { errors } = form.formState;
        const error = (field: Field) => text(errors[field]?.message);
        const input = (field: 'email' | 'phone' | 'location' | 'website', type = 'text', ltr = true) => (
          <FormField label={t(`sellers.fields.${field}`)} error={error(field)}>
            <Input
              type={type}
              dir={ltr ? 'ltr' : undefined}
              autoComplete="off"
              {...form.register(field, { disabled: !may(field) })}
            />
          </FormField>
        );
        return (
          <Stack gap="4">
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
              {input('email', 'email')}
              {input('phone', 'tel')}
              {input('location', 'text', false)}
              <FormField label={t('sellers.fields.level')} error={error('level')}>
                <NativeSelect.Root disabled={!may('level')}>
                  <NativeSelect.Field {...form.register('level', { disabled: !may('level') })}>
                    {SELLER_LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {t(`sellers.levels.${level}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={t('sellers.fields.start_date')} error={error('start_date')} required>
                <Input type="date" {...form.register('start_date', { disabled: !may('start_date') })} />
              </FormField>
              <FormField label={t('sellers.fields.end_date')} error={error('end_date')}>
                <Input
                  type="date"
                  {...form.register('end_date', { setValueAs: dateOrNull, disabled: !may('end_date') })}
                />
              </FormField>
            </SimpleGrid>
            {input('website', 'url')}
            {may('user_id') && (
              <FormField
                label={t('sellers.fields.user')}
                error={error('user_id')}
                helper={t('sellers.dialog.userHelp')}
              >
                <Controller
                  control={form.control}
                  name="user_id"
                  render={({ field }) => (
                    <ReferencePicker
                      path="/api/users/"
                      ordering="email"
                      optionLabel={(user) => user.email}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      optional
                      emptyLabel={t('sellers.fields.noUser')}
                      fallback={(id) => seller?.user_email ?? `#${id}`}
                      invalid={!!errors.user_id}
                      testId="seller-user"
                    />
                  )}
                />
              </FormField>
            )}
            <FormField label={t('sellers.fields.notes')} error={error('notes')}>
              <Textarea rows={3} {...form.register('notes')} />
            </FormField>
          </Stack>
        );
      }}
    </FormDialog>
  );
}
