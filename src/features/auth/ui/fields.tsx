import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { EmailInput, LabelledInput, PasswordInput, type LabelledInputProps } from './inputs';

type FieldProps = Omit<LabelledInputProps, 'name' | 'error'> & {
  /** The field's name in the surrounding react-hook-form `FormProvider`. */
  name: string;
};

/** An input registered in the surrounding form, with its error. */
function useRegistered(name: string) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  return { ...register(name), error: (get(errors, name) as FieldError | undefined)?.message };
}

export const TextField = ({ name, ...props }: FieldProps) => (
  <LabelledInput {...props} {...useRegistered(name)} />
);

export const EmailField = ({ autoComplete }: { autoComplete?: string }) => (
  <EmailInput autoComplete={autoComplete} {...useRegistered('email')} />
);

export const PasswordField = ({ name, ...props }: FieldProps) => (
  <PasswordInput {...props} {...useRegistered(name)} />
);
