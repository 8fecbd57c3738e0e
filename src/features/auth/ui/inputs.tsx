import { Field, Input, type InputProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../../lib/validationText';

export interface LabelledInputProps extends InputProps {
  label: string;
  helperText?: string;
  /** The field's message (a shared validation text is shown in the reader's language). */
  error?: string;
}

/** A labelled input with its helper text, or its error in place of it. */
export function LabelledInput({ label, helperText, error, ...input }: LabelledInputProps) {
  const message = useValidationText()(error);
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>
        <bdi>{message}</bdi>
      </Field.ErrorText>
    </Field.Root>
  );
}

/** The email input of every auth form. Addresses read left to right, even on an Arabic page. */
export function EmailInput(props: Omit<LabelledInputProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <LabelledInput
      label={t('auth.email')}
      type="email"
      dir="ltr"
      {...props}
      autoComplete={props.autoComplete ?? 'email'}
    />
  );
}

/** A password input; `new-password` unless told otherwise, so managers offer to generate one. */
export const PasswordInput = (props: LabelledInputProps) => (
  <LabelledInput type="password" {...props} autoComplete={props.autoComplete ?? 'new-password'} />
);
