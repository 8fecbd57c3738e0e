import { useState, type ChangeEvent } from 'react';
import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { codeFromName } from '../../../domain/common/fields';
import { FormField } from '../data/FormDialog';
import { CodeField } from './CodeField';

/**
 * The fields every configuration form has (name, code, description, dates, active); each form
 * adds its own.
 */
export type CommonForm = {
  name: string;
  code: string;
  description?: string;
  is_active?: boolean;
  start_date?: string | null;
  end_date?: string | null;
};
/** A dialog's form seen through the fields it shares with the others. */
export const common = <T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) =>
  form as unknown as UseFormReturn<CommonForm>;

/** Date inputs: empty is "none" (null). */
export const dateOrNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A form's messages (from its schema or the API) in the reader's language. */
export type ErrorText = (message: string | undefined) => string | undefined;

/**
 * Name and code. When adding, the code follows the name (ACME_SPORTS from "Acme Sports") until
 * the user types a code of their own; a typed code is made valid when leaving the field, with the
 * notice that it was changed ('Brand code has been sanitized').
 */
export function NameCodeFields({
  form,
  errorText,
  generate,
  sanitizedNotice,
}: {
  form: UseFormReturn<CommonForm>;
  errorText: ErrorText;
  /** Whether the code follows the name (adding), or is left as it is (editing). */
  generate: boolean;
  /** Translated notice shown when a typed code had to change. */
  sanitizedNotice: string;
}) {
  const { t } = useTranslation();
  // Whether the user typed a code of their own (the code no longer follows the name).
  const [typed, setTyped] = useState(!generate);
  const { register, setValue, formState } = form;
  const { errors, isSubmitted } = formState;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={t('catalogueConfig.fields.name')} error={errorText(errors.name?.message)} required>
        <Input
          autoComplete="off"
          {...register('name', {
            onChange: (e: ChangeEvent<HTMLInputElement>) => {
              if (typed) return;
              setValue('code', codeFromName(e.target.value), {
                shouldDirty: true,
                shouldValidate: isSubmitted,
              });
            },
          })}
        />
      </FormField>
      <CodeField
        form={form}
        name="code"
        label={t('catalogueConfig.fields.code')}
        error={errorText(errors.code?.message)}
        helper={t(generate ? 'catalogueConfig.hints.codeGenerated' : 'catalogueConfig.hints.code')}
        sanitizedNotice={sanitizedNotice}
        // Emptying the code lets it follow the name again.
        onChange={(value) => setTyped(!generate || value !== '')}
      />
    </SimpleGrid>
  );
}

export function DescriptionField({
  form,
  errorText,
}: {
  form: UseFormReturn<CommonForm>;
  errorText: ErrorText;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('catalogueConfig.fields.description')}
      error={errorText(form.formState.errors.description?.message)}
    >
      <Textarea rows={3} {...form.register('description')} />
    </FormField>
  );
}

export function DateFields({ form, errorText }: { form: UseFormReturn<CommonForm>; errorText: ErrorText }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={t('catalogueConfig.fields.startDate')} error={errorText(errors.start_date?.message)}>
        <Input type="date" {...form.register('start_date', { setValueAs: dateOrNull })} />
      </FormField>
      <FormField label={t('catalogueConfig.fields.endDate')} error={errorText(errors.end_date?.message)}>
        <Input type="date" {...form.register('end_date', { setValueAs: dateOrNull })} />
      </FormField>
    </SimpleGrid>
  );
}
