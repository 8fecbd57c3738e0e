import { useState, type ReactNode } from 'react';
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../../../../machines/productWizard';
import { useCatalogueMessage } from '../../catalogueMessages';
import { numberInputText, parseNumberInput } from '../productFormat';

/** What stops a step, field by field, as the wizard's machine reports it. */
export type Problems = FieldProblem[];

/** A field of a wizard step: marked when the machine says it stops the step. */
export function WizardField({
  label,
  name,
  problems,
  required,
  helper,
  children,
}: {
  label: string;
  name: string;
  problems: Problems;
  required?: boolean;
  helper?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  const problem = problems.find((p) => p.field === name);
  return (
    <Field.Root invalid={!!problem} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {problem ? (
        <Field.ErrorText>
          {problem.reason === 'server'
            ? text(problem.message)
            : t(problem.reason === 'positive' ? 'catalogue.messages.positive' : 'validation.required')}
        </Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/** A native select of a step; `placeholder` adds an empty first choice. */
export function Select({
  value,
  onChange,
  options,
  placeholder,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
  testId?: string;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
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

/** A number field that keeps what is typed (the machine gets the number, or NaN when it is not one). */
export function NumberInput({
  value,
  onChange,
  decimal,
  testId,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  decimal?: boolean;
  testId?: string;
}) {
  const [text, setText] = useState(numberInputText(value));
  return (
    <Input
      value={text}
      inputMode={decimal ? 'decimal' : 'numeric'}
      dir="ltr"
      data-testid={testId}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseNumberInput(e.target.value));
      }}
    />
  );
}
