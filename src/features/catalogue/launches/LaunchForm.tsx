import { useMemo, useState } from 'react';
import { Alert, Box, Button, chakra, Flex, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '../../../components/form/schemaValidation';
import { useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Controller, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  generateLaunchCode,
  LAUNCH_STATUSES,
  LAUNCH_TYPES,
  LaunchCreateSchema,
  LaunchUpdateSchema,
  MARKET_SCOPES,
  type Launch,
  type LaunchCreate,
  type LaunchUpdate,
} from '../../../../domain/catalogue/launch';
import { submitFailure } from '../../../api/submitFailure';
import { useApi } from '../../../lib/ApiProvider';
import { FormField } from '../../../components/data/FormDialog';
import { CodeField } from '../../../components/form/CodeField';
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
import { EnumOptions, FormSection } from './FormSection';
import { PageFrame } from './LaunchPageFrame';
import { LaunchTeamFields } from './LaunchTeamFields';
import { useLaunchText } from './useLaunchText';
import { usePeople } from './usePeople';

/**
 * The launch form of the create and edit pages: identity, plan, targets and team, validated with
 * the domain's schemas; a refused save puts the server's messages on their fields.
 */
export function LaunchForm({
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

          <FormSection
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
            <CodeField
              form={form}
              name="code"
              label={t('launches.fields.code')}
              error={errorOf('code', errors.code)}
              sanitizedNotice={t('catalogue.codeSanitized.launch')}
              addon={
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
              }
            />
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
          </FormSection>

          <FormSection
            title={t('launches.form.sections.plan')}
            subtitle={t('launches.form.sections.planHint')}
          >
            <FormField label={t('launches.fields.type')} error={errorOf('launch_type', errors.launch_type)}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('launch_type')}>
                  <EnumOptions values={LAUNCH_TYPES} label={text.type} />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('launches.fields.status')} error={errorOf('status', errors.status)}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('status')}>
                  <EnumOptions values={LAUNCH_STATUSES} label={text.status} />
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
                  <EnumOptions values={MARKET_SCOPES} label={text.scope} />
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
          </FormSection>

          <FormSection
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
          </FormSection>

          <LaunchTeamFields form={form} people={people} />

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
