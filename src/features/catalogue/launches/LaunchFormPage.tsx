import { useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  chakra,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Plus, Sparkles, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  generateLaunchCode,
  LAUNCH_STATUSES,
  LAUNCH_TEAM_ROLES,
  LAUNCH_TYPES,
  LaunchCreateSchema,
  LaunchUpdateSchema,
  MARKET_SCOPES,
  type Launch,
  type LaunchCreate,
  type LaunchUpdate,
} from '../../../../domain/catalogue/launch';
import { useAllPages } from '../../../api/allPages';
import { submitFailure } from '../../../api/submitFailure';
import { useApi, useApiClient } from '../../../lib/ApiProvider';
import { FormField } from '../../../components/data/FormDialog';
import { SectionHeader } from '../../../components/SectionHeader';
import { useCatalogueMessage } from '../catalogueMessages';
import { launchDetailPath, LAUNCH_LIST_PATH } from '../paths';
import {
  dateOrNull,
  idOrNull,
  LAUNCH_FORM_FIELDS,
  launchChanges,
  launchFormValues,
  numberOrNull,
  type LaunchFormField,
  type LaunchFormValues,
} from './launchFormat';
import { ProductPicker } from './ProductPicker';
import { ANALYTICS_KEY, LAUNCH_KEY, LAUNCHES_KEY } from './queryKeys';
import { useLaunchText } from './useLaunchText';
import { isNotFound, LaunchNotFound } from './LaunchNotFound';

const validId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

/** /apps/product-management/product-launches/create (create on Product). */
export function LaunchCreatePage() {
  const [params] = useSearchParams();
  const product = params.get('product');
  const preselected = product && /^\d{1,9}$/.test(product) ? Number(product) : null;
  return <LaunchFormLayout mode="create" launch={undefined} product={preselected} />;
}

/** /apps/product-management/product-launches/edit/:id (update on Product). */
export function LaunchEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = validId(id);
  const query = useApi().useQuery(
    'get',
    '/api/product-launches/{id}/',
    { params: { path: { id } } },
    { enabled: valid },
  );
  if (!valid || isNotFound(query.error)) return <LaunchNotFound />;
  if (query.data) return <LaunchFormLayout mode="edit" launch={query.data} product={null} />;
  return (
    <PageFrame title={t('launches.form.editTitle')}>
      {query.isError ? (
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('launches.view.loadFailed')}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('data.table.retry')}
          </Button>
        </Alert.Root>
      ) : (
        <Spinner size="md" color="primary.fg" aria-label={t('data.table.loading')} />
      )}
    </PageFrame>
  );
}

function PageFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="5" maxW="5xl">
      <Link asChild alignSelf="flex-start" fontSize="sm" color="fg.muted" focusRing="outside">
        <RouterLink to={LAUNCH_LIST_PATH}>
          <Box as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex" aria-hidden>
            <ArrowLeft size={16} />
          </Box>
          {t('launches.view.back')}
        </RouterLink>
      </Link>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}

type User = { id: number; first_name: string; last_name: string; email: string };
const userName = (u: User) => `${u.first_name} ${u.last_name}`.trim() || u.email;

/** The people a manager or a team member can be: every user the signed-in user may list. */
function usePeople(launch: Launch | undefined) {
  const client = useApiClient();
  const users = useAllPages<User>(['get', '/api/users/'], (page, page_size) =>
    client.GET('/api/users/', { params: { query: { page, page_size, ordering: 'first_name' } } }),
  );
  return useMemo(() => {
    const people = new Map((users.data ?? []).map((u) => [u.id, userName(u)]));
    // Someone already on the launch stays choosable even if the list leaves them out.
    if (launch?.manager && launch.manager_name && !people.has(launch.manager)) {
      people.set(launch.manager, launch.manager_name);
    }
    for (const member of launch?.team ?? [])
      if (!people.has(member.user)) people.set(member.user, member.name);
    return [...people].map(([id, name]) => ({ id, name }));
  }, [users.data, launch]);
}

function LaunchFormLayout({
  mode,
  launch,
  product,
}: {
  mode: 'create' | 'edit';
  launch: Launch | undefined;
  product: number | null;
}) {
  const { t } = useTranslation();
  const text = useLaunchText();
  const message = useCatalogueMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useApi();
  const create = api.useMutation('post', '/api/product-launches/');
  const update = api.useMutation('patch', '/api/product-launches/{id}/');
  const people = usePeople(launch);
  const [general, setGeneral] = useState<{ title: string; detail?: string } | null>(null);

  const defaults = useMemo(() => {
    const values = launchFormValues(launch, product);
    if (mode === 'edit') {
      const { product: _product, ...rest } = values;
      return rest as LaunchFormValues;
    }
    return values;
  }, [launch, product, mode]);
  const schema = mode === 'create' ? LaunchCreateSchema : LaunchUpdateSchema;
  const form = useForm<LaunchFormValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<LaunchFormValues>,
    defaultValues: defaults,
  });
  const { register, control, formState, handleSubmit, setValue, setError } = form;
  const { errors, isSubmitting } = formState;
  const team = useFieldArray({ control, name: 'team' });

  /** A field's error in the reader's language (numbers: one message whatever zod said). */
  const errorOf = (field: LaunchFormField, error: FieldError | undefined) => {
    if (!error?.message) return undefined;
    if ((field === 'target_revenue' || field === 'target_units') && error.type !== 'server') {
      return t('launches.validation.number');
    }
    return message(error.message);
  };

  const submit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      let saved: Launch | undefined;
      if (mode === 'create') {
        saved = await create.mutateAsync({ body: values as unknown as LaunchCreate });
      } else {
        const changes = launchChanges(launch!, values as unknown as LaunchUpdate);
        saved = Object.keys(changes).length
          ? await update.mutateAsync({ params: { path: { id: launch!.id } }, body: changes })
          : launch;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LAUNCHES_KEY }),
        queryClient.invalidateQueries({ queryKey: LAUNCH_KEY }),
        queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY }),
      ]);
      void navigate(launchDetailPath(saved!.id), {
        state: { notice: mode === 'create' ? 'created' : 'updated' },
      });
    } catch (error) {
      const failure = submitFailure(error, LAUNCH_FORM_FIELDS);
      for (const [field, text] of Object.entries(failure.fields)) {
        setError(field as LaunchFormField, { type: 'server', message: text as string });
      }
      setGeneral({
        title: t(mode === 'create' ? 'catalogue.messages.createLaunch' : 'launches.form.updateFailed'),
        detail: failure.general,
      });
    }
  });

  const teamError = errors.team?.message ?? errors.team?.root?.message;
  const select = (values: readonly string[], label: (v: string) => string) =>
    values.map((v) => (
      <option key={v} value={v}>
        {label(v)}
      </option>
    ));

  return (
    <PageFrame
      title={mode === 'create' ? t('launches.form.createTitle') : t('launches.form.editTitle')}
      subtitle={mode === 'create' ? t('launches.form.createSubtitle') : launch!.name}
    >
      <chakra.form onSubmit={submit} noValidate>
        <Stack gap="6">
          {general && (
            <Alert.Root status="error" role="alert" data-testid="launch-form-error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{general.title}</Alert.Title>
                {general.detail && <Alert.Description>{message(general.detail)}</Alert.Description>}
              </Alert.Content>
            </Alert.Root>
          )}

          <Section
            title={t('launches.form.sections.identity')}
            subtitle={t('launches.form.sections.identityHint')}
          >
            {mode === 'create' && (
              <Box gridColumn={{ md: 'span 2' }}>
                <Controller
                  control={control}
                  name="product"
                  render={({ field, fieldState }) => (
                    <ProductPicker
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={errorOf('product', fieldState.error)}
                    />
                  )}
                />
              </Box>
            )}
            <FormField label={t('launches.fields.code')} error={errorOf('code', errors.code)} required>
              <HStack gap="2" width="full">
                <Input {...register('code')} dir="ltr" autoComplete="off" flex="1" fontFamily="mono" />
                <Button
                  variant="outline"
                  onClick={() =>
                    setValue('code', generateLaunchCode(new Date()), {
                      shouldDirty: true,
                      shouldValidate: true,
                    })
                  }
                  data-testid="generate-code"
                >
                  <Sparkles aria-hidden />
                  {t('launches.form.generate')}
                </Button>
              </HStack>
            </FormField>
            <FormField label={t('launches.fields.name')} error={errorOf('name', errors.name)} required>
              <Input {...register('name')} autoComplete="off" />
            </FormField>
            <Box gridColumn={{ md: 'span 2' }}>
              <FormField
                label={t('launches.fields.description')}
                error={errorOf('description', errors.description)}
              >
                <Textarea {...register('description')} rows={3} />
              </FormField>
            </Box>
          </Section>

          <Section title={t('launches.form.sections.plan')} subtitle={t('launches.form.sections.planHint')}>
            <FormField label={t('launches.fields.type')} error={errorOf('launch_type', errors.launch_type)}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('launch_type')}>
                  {select(LAUNCH_TYPES, text.type)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('launches.fields.status')} error={errorOf('status', errors.status)}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('status')}>
                  {select(LAUNCH_STATUSES, text.status)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              label={t('launches.fields.marketScope')}
              error={errorOf('market_scope', errors.market_scope)}
            >
              <NativeSelect.Root>
                <NativeSelect.Field {...register('market_scope')}>
                  {select(MARKET_SCOPES, text.scope)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('launches.fields.manager')} error={errorOf('manager', errors.manager)}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('manager', { setValueAs: idOrNull })}>
                  <option value="">{t('launches.form.noManager')}</option>
                  {people.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              label={t('launches.fields.plannedLaunchDate')}
              error={errorOf('planned_launch_date', errors.planned_launch_date)}
              required
            >
              <Input type="date" {...register('planned_launch_date', { setValueAs: dateOrNull })} />
            </FormField>
            <FormField
              label={t('launches.fields.actualLaunchDate')}
              error={errorOf('actual_launch_date', errors.actual_launch_date)}
              helper={t('launches.form.actualHint')}
            >
              <Input type="date" {...register('actual_launch_date', { setValueAs: dateOrNull })} />
            </FormField>
          </Section>

          <Section
            title={t('launches.form.sections.targets')}
            subtitle={t('launches.form.sections.targetsHint')}
          >
            <FormField
              label={t('launches.fields.targetRevenue')}
              error={errorOf('target_revenue', errors.target_revenue)}
            >
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                {...register('target_revenue', { setValueAs: numberOrNull })}
              />
            </FormField>
            <FormField
              label={t('launches.fields.targetUnits')}
              error={errorOf('target_units', errors.target_units)}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                step="1"
                {...register('target_units', { setValueAs: numberOrNull })}
              />
            </FormField>
          </Section>

          <Stack as="section" gap="4" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg">
            <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
              <SectionHeader
                title={t('launches.form.sections.team')}
                subtitle={t('launches.form.sections.teamHint')}
              />
              <Button
                size="sm"
                variant="outline"
                onClick={() => team.append({ user: people[0]?.id ?? 0, role: 'marketing' })}
                disabled={people.length === 0}
                data-testid="add-member"
              >
                <Plus aria-hidden />
                {t('launches.form.addMember')}
              </Button>
            </Flex>
            {teamError && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {message(teamError)}
              </Text>
            )}
            {team.fields.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                {t('launches.form.noMembers')}
              </Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="3" aria-label={t('launches.form.sections.team')}>
                {team.fields.map((member, index) => (
                  <HStack as="li" key={member.id} gap="3" align="flex-end" data-testid="team-member">
                    <Box flex="2">
                      <FormField
                        label={t('launches.form.member', { n: index + 1 })}
                        error={message(errors.team?.[index]?.user?.message)}
                      >
                        <NativeSelect.Root>
                          <NativeSelect.Field {...register(`team.${index}.user`, { valueAsNumber: true })}>
                            {people.map((p) => (
                              <option key={p.id} value={p.id}>
                                {p.name}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </FormField>
                    </Box>
                    <Box flex="1">
                      <FormField label={t('launches.form.memberRole', { n: index + 1 })}>
                        <NativeSelect.Root>
                          <NativeSelect.Field {...register(`team.${index}.role`)}>
                            {select(LAUNCH_TEAM_ROLES, text.role)}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </FormField>
                    </Box>
                    <IconButton
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t('launches.form.removeMember', { n: index + 1 })}
                      title={t('launches.form.removeMember', { n: index + 1 })}
                      onClick={() => team.remove(index)}
                    >
                      <Trash2 />
                    </IconButton>
                  </HStack>
                ))}
              </Stack>
            )}
          </Stack>

          <Flex gap="3" justify="flex-end">
            <Button asChild variant="outline">
              <RouterLink to={launch ? launchDetailPath(launch.id) : LAUNCH_LIST_PATH}>
                {t('data.form.cancel')}
              </RouterLink>
            </Button>
            <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-launch">
              {mode === 'create' ? t('launches.form.create') : t('launches.form.save')}
            </Button>
          </Flex>
        </Stack>
      </chakra.form>
    </PageFrame>
  );
}

/** A titled part of the form, its fields in two columns from medium screens up. */
function Section({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg">
      <SectionHeader title={title} subtitle={subtitle} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
