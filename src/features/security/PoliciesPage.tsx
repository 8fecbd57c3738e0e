import { useState } from 'react';
import { Alert, Box, Button, chakra, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '../../components/form/schemaValidation';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { POLICY_LIMITS, type PolicyName } from '../../../domain/security/policies';
import {
  SecurityPoliciesUpdateSchema,
  type SecurityPolicies,
  type SecurityPoliciesUpdate,
} from '../../../domain/security';
import { useApi } from '../../lib/ApiProvider';
import { FormField } from '../../components/data/FormDialog';
import { submitFailure } from '../../api/submitFailure';
import { useFormats } from './format';
import { SecurityPage } from './SecurityPage';
import { LoadFailed } from '../../components/feedback/LoadFailed';

const POLICIES: { name: PolicyName; unit: string }[] = [
  { name: 'password_min_length', unit: 'characters' },
  { name: 'session_inactivity_minutes', unit: 'minutes' },
  { name: 'access_token_lifetime_seconds', unit: 'seconds' },
  { name: 'refresh_token_lifetime_seconds', unit: 'seconds' },
  { name: 'login_rate_limit', unit: 'attempts' },
];
const POLICY_FIELDS = POLICIES.map((p) => p.name);

/** /security/policies (manage on security): what the server enforces for the organisation. */
export function PoliciesPage() {
  const { t } = useTranslation();
  const query = useApi().useQuery('get', '/api/security/policies/');
  return (
    <SecurityPage title={t('security.policies.title')} subtitle={t('security.policies.subtitle')}>
      {query.isError && !query.data ? (
        <LoadFailed
          message={t('security.errors.loadPolicies')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <Text color="fg.muted" role="status">
          {t('security.loading')}
        </Text>
      ) : (
        <PoliciesForm key={query.data.updated_at ?? 'defaults'} policies={query.data} />
      )}
    </SecurityPage>
  );
}

const valuesOf = (p: SecurityPolicies): SecurityPoliciesUpdate =>
  Object.fromEntries(POLICY_FIELDS.map((name) => [name, p[name]]));

function PoliciesForm({ policies }: { policies: SecurityPolicies }) {
  const { t } = useTranslation();
  const f = useFormats();
  const queryClient = useQueryClient();
  const save = useApi().useMutation('put', '/api/security/policies/');
  const [general, setGeneral] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<SecurityPoliciesUpdate>({
    resolver: zodResolver(SecurityPoliciesUpdateSchema),
    defaultValues: valuesOf(policies),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setGeneral(null);
    setSaved(false);
    try {
      const updated = await save.mutateAsync({ body: values });
      queryClient.setQueryData(['get', '/api/security/policies/', {}], updated);
      form.reset(valuesOf(updated));
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: ['get', '/api/security/policies/'] });
    } catch (error) {
      const failure = submitFailure(error, POLICY_FIELDS);
      for (const [field, message] of Object.entries(failure.fields)) {
        form.setError(field as Path<SecurityPoliciesUpdate>, { type: 'server', message: message as string });
      }
      if (failure.general || !Object.keys(failure.fields).length)
        setGeneral(failure.general ?? t('security.policies.saveFailed'));
    }
  });

  return (
    <chakra.form onSubmit={submit} noValidate maxW="3xl">
      <Stack gap="5" borderWidth="1px" rounded="lg" p="6" bg="bg">
        {general && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{general}</Alert.Title>
          </Alert.Root>
        )}
        {saved && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{t('security.policies.saved')}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {POLICIES.map(({ name, unit }) => (
            <FormField
              key={name}
              label={t(`security.policies.fields.${name}`)}
              error={errors[name]?.message}
              helper={t('security.policies.helper', {
                unit: t(`security.policies.units.${unit}`),
                default: f.number(policies.defaults[name]),
                min: f.number(POLICY_LIMITS[name].min),
                max: f.number(POLICY_LIMITS[name].max),
              })}
              required
            >
              <Input
                type="number"
                inputMode="numeric"
                min={POLICY_LIMITS[name].min}
                max={POLICY_LIMITS[name].max}
                {...form.register(name, {
                  setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
                })}
              />
            </FormField>
          ))}
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {t('security.policies.window', { seconds: f.number(policies.login_rate_window_seconds) })}
        </Text>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Box fontSize="sm" color="fg.muted">
            {policies.updated_at
              ? t('security.policies.updatedAt', { time: f.dateTime(policies.updated_at) })
              : t('security.policies.neverChanged')}
          </Box>
          <HStack gap="2">
            <Button
              variant="outline"
              onClick={() =>
                POLICY_FIELDS.forEach((name) =>
                  form.setValue(name, policies.defaults[name], { shouldDirty: true }),
                )
              }
              disabled={isSubmitting}
            >
              {t('security.policies.useDefaults')}
            </Button>
            <Button type="submit" colorPalette="primary" loading={isSubmitting} disabled={!isDirty}>
              {t('security.save')}
            </Button>
          </HStack>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
