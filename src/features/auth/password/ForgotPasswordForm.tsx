import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '../../../components/form/schemaValidation';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordResetSchema } from '../../../../domain/auth/schemas';
import { useApi } from '../../../lib/ApiProvider';
import { AuthFooter } from '../ui/AuthLink';
import { EmailField } from '../ui/fields';
import { FormAlert } from '../ui/FormAlert';
import { FormHeader } from '../ui/FormHeader';
import { AUTH_FAILED_KEY } from '../../../api/errors';
import { useServerErrors } from '../../../components/form/serverErrors';

type ForgotValues = z.input<typeof PasswordResetSchema>;
const FIELDS = ['email'] as const;

/**
 * Asks for a reset link. The server answers 200 whether or not the address has an account (so
 * the page cannot be used to find out who has one), and the confirmation says exactly that.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const form = useForm<ForgotValues>({
    resolver: zodResolver(PasswordResetSchema),
    defaultValues: { email: '' },
  });
  const mutation = useApi().useMutation('post', '/api/auth/password/reset/');
  const general = useServerErrors(mutation.error, form.setError, FIELDS, t(AUTH_FAILED_KEY));
  const sentTo = mutation.isSuccess ? mutation.variables.body.email : null;

  return (
    <Stack gap="5">
      <FormHeader title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} />
      {sentTo ? (
        <>
          <FormAlert status="success" title={t('auth.forgot.sentTitle')}>
            {t('auth.forgot.sent', { email: sentTo })}
          </FormAlert>
          <Button variant="outline" onClick={() => mutation.reset()}>
            {t('auth.forgot.again')}
          </Button>
        </>
      ) : (
        <FormProvider {...form}>
          <form onSubmit={form.handleSubmit((body) => mutation.mutate({ body }))} noValidate>
            <Stack gap="5">
              {general && <FormAlert status="error" title={general} />}
              <EmailField />
              <Button type="submit" colorPalette="primary" loading={mutation.isPending}>
                {t('auth.forgot.submit')}
              </Button>
            </Stack>
          </form>
        </FormProvider>
      )}
      <AuthFooter to="/login" link={t('auth.backToLogin')} />
    </Stack>
  );
}
