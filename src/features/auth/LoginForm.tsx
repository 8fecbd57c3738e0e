import { Button, Flex, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { LoginRequestSchema } from '../../../domain/auth/schemas';
import { selectLoginError } from '../../../machines/session';
import { useSessionActor } from '../../lib/session/SessionProvider';
import { IfSignupOpen } from './signupOpen';
import { AuthFooter, AuthLink } from './ui/AuthLink';
import { EmailInput, PasswordInput } from './ui/inputs';
import { FormAlert } from './ui/FormAlert';
import { FormHeader } from './ui/FormHeader';
import { AUTH_FAILED_KEY } from '../../api/errors';
import { useServerErrors } from '../../components/form/serverErrors';
import type { FieldMessages } from '../../components/form/schemaValidation';
import { useHydrated } from '../../ssr/serverDrawn';
import { useValidationText } from '../../lib/validationText';
import type * as LoginValidation from './loginValidation';

type LoginRequest = z.input<typeof LoginRequestSchema>;
const FIELDS = ['email', 'password'] as const;
type Messages = FieldMessages<LoginRequest>;

// The shared schema brings zod, which /login need not download before it shows the form: the
// validation loads on the form's first focus, and the first submit waits for it if need be.
let validation: Promise<typeof LoginValidation> | undefined;
const loadValidation = () =>
  (validation ??= import('./loginValidation').catch((error: unknown) => {
    validation = undefined; // a failed download is tried again on the next submit
    throw error;
  }));
// (A failed preload is quietly tried again at submit.)
const preloadValidation = () => void loadValidation().catch(() => undefined);

const valuesOf = (form: HTMLFormElement) => Object.fromEntries(new FormData(form));

/**
 * Email and password, validated by the shared schema, sent to the session machine. The one form
 * without react-hook-form: two uncontrolled fields read at submit need none of it, and it would
 * be 12 KB of the sign-in page's download. Being uncontrolled, the fields keep what was typed
 * (or filled in by a password manager) into the form the server drew before the app's code ran.
 */
export function LoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const loginError = useSelector(actor, selectLoginError);
  const [messages, setMessages] = useState<Messages>({});
  // As react-hook-form does: checked at submit, then again as the fields change.
  const submitted = useRef(false);
  // A form drawn by the server submits once the app has taken it over, never natively.
  const hydrated = useHydrated();
  const putMessage = useCallback(
    (field: string, { message }: { message?: string }) =>
      setMessages((shown) => ({ ...shown, [field]: message })),
    [],
  );
  const general = useValidationText()(
    useServerErrors<LoginRequest>(loginError, putMessage, FIELDS, t(AUTH_FAILED_KEY)),
  );

  // The schema's code could not be downloaded: nothing is sent, and the next submit tries again.
  const [unchecked, setUnchecked] = useState(false);

  const check = async (form: HTMLFormElement) => {
    const validation = await loadValidation().catch(() => null);
    setUnchecked(validation === null);
    if (validation === null) return null;
    const checked = validation.checkLogin(valuesOf(form));
    setMessages(checked.ok ? {} : checked.messages);
    return checked;
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    const checked = await check(form);
    if (checked === null) return;
    if (checked.ok) actor.send({ type: 'LOGIN', ...checked.data });
    else
      (
        form.elements.namedItem(FIELDS.find((field) => checked.messages[field]) ?? '') as HTMLElement | null
      )?.focus();
  };
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    if (submitted.current) void check(event.currentTarget);
  };
  return (
    <form onSubmit={onSubmit} onChange={recheck} onFocus={preloadValidation} noValidate>
      <Stack gap="5">
        <FormHeader title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')} />
        {unchecked ? (
          <FormAlert status="error" title={t('auth.checkUnavailable')} />
        ) : (
          general && <FormAlert status="error" title={general} />
        )}
        <EmailInput name="email" defaultValue={defaultEmail} autoComplete="username" error={messages.email} />
        <Stack gap="1.5">
          <PasswordInput
            name="password"
            label={t('auth.password')}
            autoComplete="current-password"
            error={messages.password}
          />
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
  );
}
