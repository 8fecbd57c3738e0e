import { useState } from 'react';
import { Alert, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LoginRequestSchema } from '../../../domain/auth/schemas';
import { api, errorMessages } from '../../api/client';
import type { components } from '../../api/schema';

type LoginValues = z.input<typeof LoginRequestSchema>;
type User = components['schemas']['User'];

export function LoginForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<LoginValues>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const { data, error } = await api.POST('/api/auth/login/', { body: values });
    if (data) return onSignedIn(data.user);
    const messages = errorMessages(error);
    for (const field of ['email', 'password'] as const) {
      if (messages[field]) setError(field, { message: messages[field] });
    }
    setServerError(messages.non_field_errors ?? messages.detail ?? t('auth.failed'));
  });

  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        <Stack gap="1">
          <Heading size="xl">{t('auth.signInTitle')}</Heading>
          <Text color="fg.muted">{t('auth.signInSubtitle')}</Text>
        </Stack>
        {serverError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
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
        <Button type="submit" colorPalette="purple" loading={isSubmitting}>
          {t('auth.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
