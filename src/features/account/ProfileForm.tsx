import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  DataList,
  Field,
  HStack,
  Input,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { subject } from '@casl/ability';
import { zodResolver } from '../../components/form/schemaValidation';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { UserUpdateSchema, type User, type UserUpdate } from '../../../domain/users/schemas';
import { useApi } from '../../lib/ApiProvider';
import { useOrganizationLabel } from '../../lib/organizationLabel';
import { useRoleLabel } from '../../lib/roleLabel';
import { useAppAbility, useSessionActor } from '../../lib/session/SessionProvider';
import { translateValidation } from '../../lib/validationText';
import { submitFailure } from '../../api/submitFailure';
import { FormCard } from './FormCard';
import { SectionHeader } from '../../components/SectionHeader';
import { QueryState } from '../../components/feedback/QueryState';
import { CURRENT_USER_KEY, useCurrentUser } from './useCurrentUser';

// The profile part of the shared update schema; who may change which field is the ability's call.
const ProfileSchema = UserUpdateSchema.pick({
  first_name: true,
  last_name: true,
  phone_number: true,
  birthday: true,
  department: true,
});
type ProfileInput = z.input<typeof ProfileSchema>;
type ProfileOutput = z.output<typeof ProfileSchema>;
type ProfileField = keyof ProfileInput & keyof User;

const FIELDS = [
  { name: 'first_name', label: 'account.profile.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'account.profile.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'phone_number', label: 'account.profile.phoneNumber', type: 'tel', autoComplete: 'tel' },
  { name: 'birthday', label: 'account.profile.birthday', type: 'date', autoComplete: 'bday' },
  {
    name: 'department',
    label: 'account.profile.department',
    type: 'text',
    autoComplete: 'organization-title',
  },
] as const satisfies readonly { name: ProfileField; label: string; type: string; autoComplete: string }[];
const FIELD_NAMES = FIELDS.map((f) => f.name);

const formValues = (user: User): ProfileInput => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone_number: user.phone_number,
  birthday: user.birthday,
  department: user.department,
});

type Notice = { status: 'success' | 'error'; text: string };

/** Account tab: the signed-in user's own profile. */
export function AccountTab() {
  const currentUser = useCurrentUser();
  return <QueryState query={currentUser}>{(user) => <ProfileForm user={user} />}</QueryState>;
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const organizationLabel = useOrganizationLabel();
  const ability = useAppAbility();
  const actor = useSessionActor();
  const queryClient = useQueryClient();
  const mutation = useApi().useMutation('patch', '/api/auth/user/');
  const [notice, setNotice] = useState<Notice | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<
    ProfileInput,
    unknown,
    ProfileOutput
  >({
    resolver: zodResolver(ProfileSchema),
    defaultValues: formValues(user),
  });
  const { errors, isDirty, dirtyFields } = formState;

  // Field rules (spec §6): a `user` may change first_name, last_name, phone_number and birthday
  // of their own record; other roles may have more or less.
  const editable = useMemo(() => {
    const self = subject('User', { ...user });
    return Object.fromEntries(
      FIELD_NAMES.map((field) => [field, !!ability?.can('update', self, field)]),
    ) as Record<ProfileField, boolean>;
  }, [ability, user]);

  const onSubmit = handleSubmit((values) => {
    setNotice(null);
    // Only what was changed, and only what the user may change.
    const changes: UserUpdate = {};
    for (const field of FIELD_NAMES) {
      if (dirtyFields[field] && editable[field] && values[field] !== user[field]) {
        Object.assign(changes, { [field]: values[field] });
      }
    }
    if (!Object.keys(changes).length) {
      reset(formValues(user));
      return;
    }
    mutation.mutate(
      { body: changes },
      {
        onSuccess: (updated) => {
          if (!updated) {
            setNotice({ status: 'error', text: t('account.profile.saveFailed') });
            return;
          }
          // Spec §7: the response replaces the stored user (the header shows the new name).
          actor.send({ type: 'USER_UPDATED', user: updated });
          queryClient.setQueryData(CURRENT_USER_KEY, updated);
          void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
          reset(formValues(updated));
          setNotice({ status: 'success', text: t('account.profile.saved') });
        },
        onError: (error) => {
          const failure = submitFailure(error, FIELD_NAMES);
          for (const [field, message] of Object.entries(failure.fields)) {
            setError(field as ProfileField, { type: 'server', message: message as string });
          }
          if (failure.general || !Object.keys(failure.fields).length) {
            setNotice({ status: 'error', text: failure.general ?? t('account.profile.saveFailed') });
          }
        },
      },
    );
  });

  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <Stack gap="6">
      <Box bg="bg" borderWidth="1px" rounded="lg" p={{ base: '5', md: '6' }}>
        <Box mb="5">
          <SectionHeader
            title={t('account.profile.accountTitle')}
            subtitle={t('account.profile.accountSubtitle')}
          />
        </Box>
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>{t('account.profile.name')}</DataList.ItemLabel>
            <DataList.ItemValue>{name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('account.profile.email')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="account-email">{user.email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('account.profile.role')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge colorPalette="primary" variant="subtle" data-testid="account-role">
                {roleLabel(user.role)}
              </Badge>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('account.profile.organization')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="account-organization">
              {organizationLabel(user.id_organization)}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Box>

      <FormCard
        title={t('account.profile.title')}
        subtitle={t('account.profile.subtitle')}
        onSubmit={onSubmit}
      >
        <Stack gap="5">
          {notice && (
            <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
              <Alert.Indicator />
              <Alert.Title>{notice.text}</Alert.Title>
            </Alert.Root>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {FIELDS.map((field) => {
              const canEdit = editable[field.name];
              const error = errors[field.name]?.message;
              return (
                <Field.Root key={field.name} invalid={!!error} readOnly={!canEdit}>
                  <Field.Label>{t(field.label)}</Field.Label>
                  <Input
                    type={field.type}
                    autoComplete={field.autoComplete}
                    variant={canEdit ? 'outline' : 'subtle'}
                    {...register(field.name, {
                      // An empty date input means "no birthday", which the API stores as null.
                      ...(field.name === 'birthday' && { setValueAs: (v: string | null) => v || null }),
                    })}
                  />
                  {error ? (
                    <Field.ErrorText>{translateValidation(t, error)}</Field.ErrorText>
                  ) : (
                    !canEdit && <Field.HelperText>{t('account.profile.notEditable')}</Field.HelperText>
                  )}
                </Field.Root>
              );
            })}
          </SimpleGrid>
          <HStack gap="3" justify="flex-end">
            <Button
              type="button"
              variant="outline"
              disabled={!isDirty || mutation.isPending}
              onClick={() => {
                reset(formValues(user));
                setNotice(null);
              }}
            >
              {t('account.profile.reset')}
            </Button>
            <Button type="submit" colorPalette="primary" disabled={!isDirty} loading={mutation.isPending}>
              {t('account.profile.save')}
            </Button>
          </HStack>
        </Stack>
      </FormCard>
    </Stack>
  );
}
