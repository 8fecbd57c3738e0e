import { zodResolver } from '../../../components/form/schemaValidation';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { SignupSchema } from '../../../../domain/auth/schemas';
import { AUTH_FAILED_KEY, authErrorDisplay } from '../../../api/errors';
import { useTranslation } from 'react-i18next';
import { useServerErrors } from '../../../components/form/serverErrors';
import { useApi } from '../../../lib/ApiProvider';

export type SignupValues = z.input<typeof SignupSchema>;
export type SignupField = keyof SignupValues;
export const SIGNUP_FIELDS = ['email', 'first_name', 'last_name', 'password1', 'password2'] as const;

/**
 * The sign-up form and its call. The server has sign-up off unless ALLOW_SIGNUP is set, and then
 * answers 403 with a detail: that comes back as `general`. On success the new user signs in on
 * /login, with the email filled in.
 */
export function useSignupForm({ onFieldErrors }: { onFieldErrors?: (fields: string[]) => void } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<SignupValues>({
    resolver: zodResolver(SignupSchema),
    defaultValues: { email: '', first_name: '', last_name: '', password1: '', password2: '' },
  });
  const mutation = useApi().useMutation('post', '/api/auth/signup/', {
    onSuccess: (data) => void navigate('/login', { state: { registeredEmail: data.user.email } }),
    onError: (error) => onFieldErrors?.(Object.keys(authErrorDisplay(error).fields)),
  });
  const general = useServerErrors(mutation.error, form.setError, SIGNUP_FIELDS, t(AUTH_FAILED_KEY));
  const submit = (values: SignupValues) => mutation.mutate({ body: values });
  return { form, submit, general, busy: mutation.isPending };
}
