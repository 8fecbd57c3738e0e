import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '../../../components/form/schemaValidation';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordResetConfirmSchema } from '../../../../domain/auth/schemas';
import { useApi } from '../../../lib/ApiProvider';
import { NewPasswordFields } from '../register/RegisterFields';
import { AuthFooter, AuthLink } from '../ui/AuthLink';
import { FormAlert } from '../ui/FormAlert';
import { FormHeader } from '../ui/FormHeader';
import { AUTH_FAILED_KEY } from '../../../api/errors';
import { useServerErrors } from '../../../components/form/serverErrors';

type ResetValues = z.input<typeof PasswordResetConfirmSchema>;
const FIELDS = ['new_password1', 'new_password2'] as const;

/** Opened without `uid` and `token` (e.g. a link cut in two by the mail client). */
function MissingLink() {
  const { t } = useTranslation();
  return (
    <>
      <FormAlert status="warning" title={t('auth.reset.missingTitle')}>
        {t('auth.reset.missing')}
      </FormAlert>
      <Button asChild colorPalette="primary">
        <RouterLink to="/forgot-password">{t('auth.reset.requestNew')}</RouterLink>
      </Button>
      <AuthFooter to="/login" link={t('auth.backToLogin')} />
    </>
  );
}

/** After success: a button to sign in, and no other way on. */
function Done() {
  const { t } = useTranslation();
  return (
    <>
      <FormAlert status="success" title={t('auth.reset.doneTitle')}>
        {t('auth.reset.done')}
      </FormAlert>
      <Button asChild colorPalette="primary">
        <RouterLink to="/login">{t('auth.signIn')}</RouterLink>
      </Button>
    </>
  );
}

function NewPasswordForm({ uid, token }: { uid: string; token: string }) {
  const { t } = useTranslation();
  const form = useForm<ResetValues>({
    resolver: zodResolver(PasswordResetConfirmSchema),
    // uid and token travel in the body too; they are not inputs, but the schema checks them.
    defaultValues: { new_password1: '', new_password2: '', uid, token },
  });
  const mutation = useApi().useMutation('post', '/api/auth/password/reset/confirm/{uid}/{token}/');
  const general = useServerErrors(mutation.error, form.setError, FIELDS, t(AUTH_FAILED_KEY));
  const { errors } = form.formState;
  // An invalid or expired link (400 `{token: [...]}`), or one too long to be real.
  const linkError = general ?? (errors.uid || errors.token ? t('auth.reset.badLink') : undefined);

  if (mutation.isSuccess) return <Done />;
  return (
    <FormProvider {...form}>
      <form
        onSubmit={form.handleSubmit((body) => mutation.mutate({ params: { path: { uid, token } }, body }))}
        noValidate
      >
        <Stack gap="5">
          {linkError && (
            <FormAlert status="error" title={t('auth.reset.failed')}>
              <bdi>{linkError}</bdi> <AuthLink to="/forgot-password">{t('auth.reset.requestNew')}</AuthLink>
            </FormAlert>
          )}
          <NewPasswordFields
            names={['new_password1', 'new_password2']}
            labels={[t('auth.reset.newPassword'), t('auth.reset.confirmPassword')]}
          />
          <Button type="submit" colorPalette="primary" loading={mutation.isPending}>
            {t('auth.reset.submit')}
          </Button>
          <AuthFooter to="/login" link={t('auth.backToLogin')} />
        </Stack>
      </form>
    </FormProvider>
  );
}

/** /reset-password?uid=…&token=…, the link of the reset email. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const uid = params.get('uid');
  const token = params.get('token');
  return (
    <Stack gap="5">
      <FormHeader title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} />
      {uid && token ? <NewPasswordForm key={`${uid}/${token}`} uid={uid} token={token} /> : <MissingLink />}
    </Stack>
  );
}
