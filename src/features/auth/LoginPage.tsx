import { Stack } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectEndReason } from '../../../machines/session';
import { useSession } from '../../lib/session/SessionProvider';
import { LoginForm } from './LoginForm';
import { AuthCard } from './ui/AuthFrame';
import { FormAlert } from './ui/FormAlert';

/** Sign-up sends the new user here with `{ registeredEmail }` as the location state. */
export function useRegisteredEmail(): string | undefined {
  const state: unknown = useLocation().state;
  const email = (state as { registeredEmail?: unknown } | null)?.registeredEmail;
  return typeof email === 'string' ? email : undefined;
}

/** Why the last session ended, when the user must be told: someone else had a hand in it. */
function useSecurityEndMessage(): string | null {
  const { t } = useTranslation();
  const reason = useSession(selectEndReason);
  if (reason === 'refresh_token_reused') return t('auth.sessionEnded.refresh_token_reused');
  if (reason === 'session_tampered') return t('auth.sessionEnded.session_tampered');
  return null;
}

/**
 * The login form, after "account created" when the visitor arrives from sign-up, or after why
 * the last session was ended when that was a security measure.
 */
export function LoginPanel() {
  const { t } = useTranslation();
  const registeredEmail = useRegisteredEmail();
  const securityEnd = useSecurityEndMessage();
  return (
    <Stack gap="5">
      {registeredEmail && <FormAlert status="success" title={t('auth.accountCreated')} />}
      {securityEnd && <FormAlert status="warning" title={securityEnd} />}
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
