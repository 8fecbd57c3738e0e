import { Button, Flex, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { LoginRequestSchema } from '../../../domain/auth/schemas';
import { selectLoginError } from '../../../machines/session';
import { useSessionActor } from '../../lib/session/SessionProvider';
import { IfSignupOpen } from './signupOpen';
import { AuthFooter, AuthLink } from './ui/AuthLink';
import { EmailField, PasswordField } from './ui/fields';
import { FormAlert } from './ui/FormAlert';
import { FormHeader } from './ui/FormHeader';
import { AUTH_FAILED_KEY } from '../../api/errors';
import { useServerErrors } from '../../components/form/serverErrors';
import { useHydrated } from '../../ssr/serverDrawn';

type LoginValues = z.input<typeof LoginRequestSchema>;
const FIELDS = ['email', 'password'] as const;

// The shared schema brings zod, which /login need not download before it shows the form: the
// validation loads on the form's first focus, and the first submit waits for it if need be.
let validation: Promise<Resolver<LoginValues>> | undefined;
const loadValidation = () =>
  (validation ??= import('./loginValidation').then(
    ({ loginResolver }) => loginResolver,
    (error: unknown) => {
      validation = undefined; // a failed download is tried again on the next submit
      throw error;
    },
  ));
const resolver: Resolver<LoginValues> = async (...args) => (await loadValidation())(...args);
// (A failed preload is quietly tried again at submit.)
const preloadValidation = () => void loadValidation().catch(() => undefined);

/** Email and password, validated by the shared schema, sent to the session machine. */
export function LoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const loginError = useSelector(actor, selectLoginError);
  // What was typed (or filled in by a password manager) into a form the server drew before the
  // app's code ran is kept: react-hook-form takes a field's value as edited before it was ready.
  const form = useForm<LoginValues>({
    resolver,
    defaultValues: { email: defaultEmail, password: '' },
  });
  // A form drawn by the server submits once the app has taken it over, never natively.
  const hydrated = useHydrated();
  const general = useServerErrors(loginError, form.setError, FIELDS, t(AUTH_FAILED_KEY));

  const onSubmit = form.handleSubmit((values) => actor.send({ type: 'LOGIN', ...values }));
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} onFocus={preloadValidation} noValidate>
        <Stack gap="5">
          <FormHeader title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')} />
          {general && <FormAlert status="error" title={general} />}
          <EmailField autoComplete="username" />
          <Stack gap="1.5">
            <PasswordField name="password" label={t('auth.password')} autoComplete="current-password" />
            <Flex justify="end" textStyle="sm">
              <AuthLink to="/forgot-password">{t('auth.forgotPasswordLink')}</AuthLink>
            </Flex>
          </Stack>
          <Button type="submit" colorPalette="primary" loading={busy} disabled={!hydrated}>
            {t('auth.signIn')}
          </Button>
          <IfSignupOpen>
            <AuthFooter text={t('auth.noAccount')} to="/register" link={t('auth.createAccountLink')} />
          </IfSignupOpen>
        </Stack>
      </form>
    </FormProvider>
  );
}
