import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  BrandCreateSchema,
  BrandUpdateSchema,
  type Brand,
  type BrandCreate,
} from '../../../../domain/catalogue/brand';
import { resourceKeys } from '../../../components/resource/resource';
import { useResourceMutations } from '../../../components/resource/useResourceMutations';
import { FormDialog, FormField } from '../../../components/data/FormDialog';
import type { DirtyCloseControl } from '../../../components/data/useDirtyClose';
import { useCatalogueMessage } from '../catalogueMessages';
import {
  common,
  DateFields,
  DescriptionField,
  NameCodeFields,
  type ErrorText,
} from '../../../components/form/CommonFields';
import { FlagSwitch } from '../../../components/form/FlagSwitch';
import { LogoField } from '../../../components/form/LogoField';
import { brandResource } from './brandResource';
import { useSaveWithLogo } from '../../../components/form/saveWithLogo';
import { useLogoFailure } from './useLogoFailure';

const FIELDS = ['name', 'code', 'description', 'website', 'start_date', 'end_date', 'is_active'] as const;

/**
 * Add or edit a brand (mount it anew for each opening: `key`) (spec §5): validated with the API's own schemas, the server's messages on
 * the fields ('A brand with this name already exists'), the logo uploaded once the brand is
 * saved, and the question before closing with unsaved changes.
 */
export function BrandDialog({
  brand,
  dialog,
}: {
  /** The brand edited, or null to add one. */
  brand: Brand | null;
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; dirtyClose: DirtyCloseControl };
}) {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  const { create, update } = useResourceMutations(brandResource);
  const editing = brand !== null;
  const save = useSaveWithLogo<Brand, BrandCreate>({
    owner: 'brands',
    texts: 'catalogueConfig.brands',
    saveLabel: t('catalogueConfig.common.save'),
    logoFailed: useLogoFailure(),
    row: brand,
    queryKey: resourceKeys(brandResource).list,
    create: (body) => create.mutateAsync(body),
    update: (id, body) => update.mutateAsync({ id, body }),
  });

  const defaults: BrandCreate = brand
    ? {
        name: brand.name,
        code: brand.code,
        description: brand.description,
        website: brand.website,
        start_date: brand.start_date,
        end_date: brand.end_date,
        is_active: brand.is_active,
      }
    : { name: '', code: '', description: '', website: '', start_date: null, end_date: null, is_active: true };

  return (
    <FormDialog
      {...dialog}
      {...save.dialog}
      schema={editing ? BrandUpdateSchema : BrandCreateSchema}
      fields={FIELDS}
      defaultValues={defaults}
      size="lg"
    >
      {(form) => (
        <BrandFields
          form={form}
          errorText={text}
          generate={!editing}
          logo={
            <LogoField
              current={brand?.logo ?? null}
              {...save.logo}
              alt={t('catalogueConfig.logo.alt', { name: form.watch('name') || brand?.name || '' })}
            />
          }
        />
      )}
    </FormDialog>
  );
}

/**
 * The brand form's fields: the fields every configuration form shares and the brand's website;
 * `logo` (which needs a saved brand) goes between the dates and the active switch. The living kit
 * shows them as they are here.
 */
export function BrandFields<T extends FieldValues>({
  form,
  errorText,
  generate,
  logo,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  errorText: ErrorText;
  /** Adding: the code follows the name. */
  generate: boolean;
  logo?: ReactNode;
}) {
  const { t } = useTranslation();
  const f = common(form);
  const brandForm = form as unknown as UseFormReturn<{ website?: string }>;
  return (
    <Stack gap="4">
      <NameCodeFields
        errorText={errorText}
        form={f}
        generate={generate}
        sanitizedNotice={t('catalogue.messages.codeSanitized')}
      />
      <DescriptionField form={f} errorText={errorText} />
      <FormField
        label={t('catalogueConfig.fields.website')}
        error={errorText(brandForm.formState.errors.website?.message)}
        helper={t('catalogueConfig.hints.website')}
      >
        <Input type="url" dir="ltr" placeholder="https://" {...brandForm.register('website')} />
      </FormField>
      <DateFields form={f} errorText={errorText} />
      {logo}
      <FlagSwitch form={f} name="is_active" label={t('catalogueConfig.fields.isActive')} />
    </Stack>
  );
}
