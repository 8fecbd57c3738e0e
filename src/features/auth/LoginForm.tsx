import { useEffect } from 'react';
import { Alert, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LoginRequestSchema } from '../../../domain/auth/schemas';
import { selectLoginError } from '../../../machines/session';
import { useSessionActor } from '../../app/session/SessionProvider';
import { AUTH_FAILED_KEY, authErrorDisplay } from '../../api/errors';

type LoginValues = z.input<typeof LoginRequestSchema>;

/** Email and password, validated by the shared schema, sent to the session machine. */
export function LoginForm() {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const loginError = useSelector(actor, selectLoginError);
  const { register, handleSubmit, setError, formState } = useForm<LoginValues>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const display = loginError ? authErrorDisplay(loginError) : null;

  useEffect(() => {
    for (const field of ['email', 'password'] as const) {
      const message = display?.fields[field];
      if (message) setError(field, { message });
    }
  }, [display, setError]);

  const onSubmit = handleSubmit((values) => actor.send({ type: 'LOGIN', ...values }));
  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        <Stack gap="1">
          <Heading size="xl">{t('auth.signInTitle')}</Heading>
          <Text color="fg.muted">{t('auth.signInSubtitle')}</Text>
        </Stack>
        {display?.general && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              {/* Server text is shown as it is; only the fallback is a translation key. */}
              {display.general === AUTH_FAILED_KEY ? t(display.general) : display.general}
            </Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={!!errors.email}>
          <Field.Label>{t('auth.email')}</Field.Label>
          <Input type="email" autoComplete="username" {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.password}>
          <Field.Label>{t('auth.password')}</Field.Label>
          <Input type="password" autoComplete="current-password" {...register('password')} />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="purple" loading={busy}>
          {t('auth.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
