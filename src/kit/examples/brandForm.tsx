import type { z } from 'zod';
import type { BrandCreate, BrandCreateSchema } from '../../../domain/catalogue/brand';
import { FormField } from '../../components/data/FormDialog';
import { NameCodeFields } from '../../components/form/CommonFields';
import { FlagSwitch } from '../../components/form/FlagSwitch';
import { BrandFields } from '../../features/catalogue/config/BrandDialog';
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

export const FIELD_DOCS = [
  docOf('BrandFields', BrandFields, {
    form: { type: 'UseFormReturn<T>', required: true },
    errorText: { type: '(message?: string) => string | undefined', required: true },
    generate: { type: 'boolean', required: true },
    logo: { type: 'ReactNode', required: false },
  }),
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
