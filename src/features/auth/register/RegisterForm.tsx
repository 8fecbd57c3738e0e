import { Button, Stack } from '@chakra-ui/react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthFooter } from '../ui/AuthLink';
import { FormAlert } from '../ui/FormAlert';
import { FormHeader } from '../ui/FormHeader';
import { EmailField } from '../ui/fields';
import { NameFields, NewPasswordFields } from './RegisterFields';
import { useSignupForm } from './useSignupForm';

/** Alert for a refused sign-up, e.g. "Sign-up is disabled on this server…" (403). */
export const SignupError = ({ message }: { message: string }) => {
  const { t } = useTranslation();
  return (
    <FormAlert status="error" title={t('auth.register.failed')}>
      <bdi>{message}</bdi>
    </FormAlert>
  );
};

export const HaveAccount = () => {
  const { t } = useTranslation();
  return <AuthFooter text={t('auth.haveAccount')} to="/login" link={t('auth.signInInstead')} />;
};

/** Sign-up on one page: email, names, password twice. */
export function RegisterForm() {
  const { t } = useTranslation();
  const { form, submit, general, busy } = useSignupForm();
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="5">
          <FormHeader title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
          {general && <SignupError message={general} />}
          <EmailField />
          <NameFields />
          <NewPasswordFields
            names={['password1', 'password2']}
            labels={[t('auth.password'), t('auth.register.confirmPassword')]}
          />
          <Button type="submit" colorPalette="primary" loading={busy}>
            {t('auth.register.submit')}
          </Button>
          <HaveAccount />
        </Stack>
      </form>
    </FormProvider>
  );
}
