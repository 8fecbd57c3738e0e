import { useState } from 'react';
import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '../../components/form/schemaValidation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordChangeSchema } from '../../../domain/auth/schemas';
import { useApi } from '../../lib/ApiProvider';
import { translateValidation } from '../../lib/validationText';
import { submitFailure } from '../../api/submitFailure';
import { FormCard } from './FormCard';

type PasswordValues = z.input<typeof PasswordChangeSchema>;

const FIELDS = [
  { name: 'old_password', label: 'account.security.oldPassword', autoComplete: 'current-password' },
  { name: 'new_password1', label: 'account.security.newPassword', autoComplete: 'new-password' },
  { name: 'new_password2', label: 'account.security.confirmPassword', autoComplete: 'new-password' },
] as const satisfies readonly { name: keyof PasswordValues; label: string; autoComplete: string }[];
const FIELD_NAMES = FIELDS.map((f) => f.name);
const EMPTY: PasswordValues = { old_password: '', new_password1: '', new_password2: '' };

type Notice = { status: 'success' | 'error'; text: string };

/**
 * Security tab (spec §5): old password and the new one twice. The server then revokes every
 * refresh token of the user; this tab keeps working on its access token until that expires.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const mutation = useApi().useMutation('post', '/api/auth/password/change/');
  const [notice, setNotice] = useState<Notice | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<PasswordValues>({
    resolver: zodResolver(PasswordChangeSchema),
    defaultValues: EMPTY,
  });
  const { errors, isDirty } = formState;

  const onSubmit = handleSubmit((body) => {
    setNotice(null);
    mutation.mutate(
      { body },
      {
        onSuccess: () => {
          reset(EMPTY);
          setNotice({ status: 'success', text: t('account.security.changed') });
        },
        onError: (error) => {
          const failure = submitFailure(error, FIELD_NAMES);
          for (const [field, message] of Object.entries(failure.fields)) {
            setError(field as keyof PasswordValues, { type: 'server', message: message as string });
          }
          if (failure.general || !Object.keys(failure.fields).length) {
            setNotice({ status: 'error', text: failure.general ?? t('account.security.changeFailed') });
          }
        },
      },
    );
  });

  return (
    <FormCard
      title={t('account.security.title')}
      subtitle={t('account.security.subtitle')}
      onSubmit={onSubmit}
    >
      <Stack gap="5" maxW="md">
        {notice && (
          <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{notice.text}</Alert.Title>
              {notice.status === 'success' && (
                <Alert.Description>{t('account.security.changedDetail')}</Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
        {FIELDS.map((field) => {
          const error = errors[field.name]?.message;
          return (
            <Field.Root key={field.name} invalid={!!error}>
              <Field.Label>{t(field.label)}</Field.Label>
              <Input type="password" autoComplete={field.autoComplete} {...register(field.name)} />
              {error ? (
                <Field.ErrorText>{translateValidation(t, error)}</Field.ErrorText>
              ) : (
                field.name === 'new_password1' && (
                  <Field.HelperText>{t('account.security.newPasswordHint')}</Field.HelperText>
                )
              )}
            </Field.Root>
          );
        })}
        <HStack gap="3">
          <Button type="submit" colorPalette="primary" loading={mutation.isPending}>
            {t('account.security.submit')}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={!isDirty || mutation.isPending}
            onClick={() => {
              reset(EMPTY);
              setNotice(null);
            }}
          >
            {t('account.security.clear')}
          </Button>
        </HStack>
      </Stack>
    </FormCard>
  );
}
