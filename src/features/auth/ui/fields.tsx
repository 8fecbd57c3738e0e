import { Field, Input, type InputProps } from '@chakra-ui/react';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../../lib/validationText';

interface TextFieldProps extends Omit<InputProps, 'name'> {
  /** The field's name in the surrounding react-hook-form `FormProvider`. */
  name: string;
  label: string;
  helperText?: string;
}

/** A labelled input registered in the surrounding form, with its (translated) error. */
export function TextField({ name, label, helperText, ...input }: TextFieldProps) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const error = get(errors, name) as FieldError | undefined;
  const message = useValidationText()(error?.message);
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} {...register(name)} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>
        <bdi>{message}</bdi>
      </Field.ErrorText>
    </Field.Root>
  );
}

/** The email field of every auth form. Addresses read left to right, even on an Arabic page. */
export function EmailField({ autoComplete = 'email' }: { autoComplete?: string }) {
  const { t } = useTranslation();
  return (
    <TextField name="email" label={t('auth.email')} type="email" dir="ltr" autoComplete={autoComplete} />
  );
}

/** A password input; `new-password` unless told otherwise, so managers offer to generate one. */
export const PasswordField = ({ autoComplete = 'new-password', ...props }: TextFieldProps) => (
  <TextField type="password" autoComplete={autoComplete} {...props} />
);
