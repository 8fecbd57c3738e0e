import type { ReactNode } from 'react';
import { NativeSelect } from '@chakra-ui/react';
import type { FieldError, FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { isRequiredField, type WizardStep } from '../../../../../machines/productWizard';
import { FormField } from '../../../../components/data/FormDialog';
import { useCatalogueMessage } from '../../catalogueMessages';
import { idOf, parseNumberInput } from '../productFormat';

/** Registration helpers of a step's fields: choices are ids (or null), numbers as typed (NaN when not one). */
export const asId = (value: unknown) => (typeof value === 'string' ? idOf(value) : value);
export const asNumber = (value: unknown) => (typeof value === 'string' ? parseNumberInput(value) : value);
export const asDate = (value: unknown) => (value === '' ? null : value);

/**
 * A field of a wizard step: its label, the required mark the step's schema calls for, and its
 * message (the schema's, or the server's) in the reader's language.
 */
export function useStepField<T extends FieldValues>(step: WizardStep, form: UseFormReturn<T>) {
  const text = useCatalogueMessage();
  const { errors } = form.formState;
  return (name: Path<T>, label: string, input: ReactNode, helper?: string) => (
    <FormField
      label={label}
      required={isRequiredField(step, name)}
      error={text((errors[name] as FieldError | undefined)?.message)}
      helper={helper}
    >
      {input}
    </FormField>
  );
}

/** A native select of a step, registered with its form; `placeholder` adds an empty first choice. */
export function ChoiceSelect({
  registration,
  options,
  placeholder,
}: {
  registration: UseFormRegisterReturn;
  options: { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...registration}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
