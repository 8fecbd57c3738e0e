import { Input, Stack } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { BrandCreate, BrandCreateSchema } from '../../../domain/catalogue/brand';
import { FormField } from '../../components/data/FormDialog';
import { common, DateFields, DescriptionField, NameCodeFields } from '../../components/form/CommonFields';
import { FlagSwitch } from '../../components/form/FlagSwitch';
import { docOf } from '../propDocs';

/** A new brand's values, as the brand dialog starts them. */
export const EMPTY_BRAND: BrandCreate = {
  name: '',
  code: '',
  description: '',
  website: '',
  start_date: null,
  end_date: null,
  is_active: true,
};
/** The brand form's values as typed (the schema's input). */
export type BrandInput = z.input<typeof BrandCreateSchema>;
export const BRAND_FIELDS = [
  'name',
  'code',
  'description',
  'website',
  'start_date',
  'end_date',
  'is_active',
] as const;

/**
 * The brand form's fields as the catalogue's brand dialog lays them out (its logo aside, which
 * needs a saved brand): the shared fields of every configuration form and the brand's website.
 */
export function BrandFields({
  form,
  text,
}: {
  form: UseFormReturn<BrandInput, unknown, unknown>;
  text: (message: string | undefined) => string | undefined;
}) {
  const { t } = useTranslation();
  const fields = common(form);
  return (
    <Stack gap="4">
      <NameCodeFields
        form={fields}
        errorText={text}
        generate
        sanitizedNotice={t('catalogue.messages.codeSanitized')}
      />
      <DescriptionField form={fields} errorText={text} />
      <FormField
        label={t('catalogueConfig.fields.website')}
        error={text(form.formState.errors.website?.message)}
        helper={t('catalogueConfig.hints.website')}
      >
        <Input type="url" dir="ltr" placeholder="https://" {...form.register('website')} />
      </FormField>
      <DateFields form={fields} errorText={text} />
      <FlagSwitch form={fields} name="is_active" label={t('catalogueConfig.fields.isActive')} />
    </Stack>
  );
}

export const FIELD_DOCS = [
  docOf('FormField', FormField, {
    label: { type: 'string', required: true },
    error: { type: 'string', required: false },
    helper: { type: 'string', required: false },
    required: { type: 'boolean', required: false },
    children: { type: 'ReactNode', required: true },
  }),
  docOf('NameCodeFields', NameCodeFields, {
    form: { type: 'UseFormReturn<CommonForm>', required: true },
    errorText: { type: '(message?: string) => string | undefined', required: true },
    generate: { type: 'boolean', required: true },
    sanitizedNotice: { type: 'string', required: true },
  }),
  docOf('FlagSwitch', FlagSwitch, {
    form: { type: 'UseFormReturn<T>', required: true },
    name: { type: 'Path<T>', required: true },
    label: { type: 'string', required: true },
  }),
];
