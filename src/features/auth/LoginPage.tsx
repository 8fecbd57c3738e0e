import { Stack } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './LoginForm';
import { AuthCard } from './ui/AuthFrame';
import { FormAlert } from './ui/FormAlert';

/** Sign-up sends the new user here with `{ registeredEmail }` as the location state. */
export function useRegisteredEmail(): string | undefined {
  const state: unknown = useLocation().state;
  const email = (state as { registeredEmail?: unknown } | null)?.registeredEmail;
  return typeof email === 'string' ? email : undefined;
}

/** The login form, after "account created" when the visitor arrives from sign-up. */
export function LoginPanel() {
  const { t } = useTranslation();
  const registeredEmail = useRegisteredEmail();
  return (
    <Stack gap="5">
      {registeredEmail && <FormAlert status="success" title={t('auth.accountCreated')} />}
      <LoginForm defaultEmail={registeredEmail} />
    </Stack>
  );
}

/** /login. Once signed in, the route guard sends the user on to `?to=` (or home). */
export const LoginPage = () => (
  <AuthCard>
    <LoginPanel />
  </AuthCard>
);
