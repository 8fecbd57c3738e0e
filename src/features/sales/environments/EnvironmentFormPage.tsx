import { Card, Grid, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '../../../components/form/schemaValidation';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EnvironmentCreateSchema,
  EnvironmentUpdateSchema,
  environmentMessages,
  type Environment,
  type EnvironmentCreate,
} from '../../../../domain/sales/environment';
import { ENVIRONMENT_KINDS, ENVIRONMENT_STATUSES } from '../../../../domain/sales/kinds';
import { BackLink } from '../../../components/BackLink';
import { FormField } from '../../../components/data/FormDialog';
import { changedFields } from '../../../components/data/changedFields';
import { changeId } from '../../../components/feedback/notify';
import { ReferenceField } from '../../../components/form/ReferenceField';
import { FormPage } from '../../../components/form/FormPage';
import { useFormPageSave } from '../../../components/form/useFormPageSave';
import { DetailPage, useRouteRecord } from '../../../components/resource/DetailPage';
import { useResourceMutations } from '../../../components/resource/useResourceMutations';
import { ENVIRONMENT_LIST_PATH, environmentViewPath } from '../paths';
import { useSalesMessage } from '../salesMessages';
import { environmentResource } from './environmentResource';

const FIELDS = ['client', 'name', 'kind', 'url', 'status', 'notes'] as const;

/** /apps/environment/client/add (create on Environment). */
export function EnvironmentAddPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="5" maxW="3xl">
      <BackLink to={ENVIRONMENT_LIST_PATH} label={t('environments.view.back')} />
      <EnvironmentForm environment={null} />
    </Stack>
  );
}

/** /apps/environment/client/edit/:id (update on Environment). */
export function EnvironmentEditPage() {
  const { id, query } = useRouteRecord('/api/environments/{id}/');
  return (
    <DetailPage
      texts="environments.view"
      notFoundDetail={environmentMessages.notFound}
      backTo={id ? environmentViewPath(id) : ENVIRONMENT_LIST_PATH}
      id={id}
      query={query}
    >
      {(environment) => <EnvironmentForm environment={environment} />}
    </DetailPage>
  );
}

/** An environment's form, validated with the API's schemas; a save opens the environment's page. */
function EnvironmentForm({ environment }: { environment: Environment | null }) {
  const { t } = useTranslation();
  const text = useSalesMessage();
  const { create, update } = useResourceMutations(environmentResource);
  const form = useForm<EnvironmentCreate>({
    resolver: zodResolver(
      (environment ? EnvironmentUpdateSchema : EnvironmentCreateSchema) as never,
    ) as unknown as Resolver<EnvironmentCreate>,
    defaultValues: {
      client: environment?.client,
      name: environment?.name ?? '',
      kind: environment?.kind ?? 'production',
      url: environment?.url ?? '',
      status: environment?.status ?? 'active',
      notes: environment?.notes ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { general, leaving, submitWith } = useFormPageSave(form, {
    fields: FIELDS,
    text,
    change: changeId(environmentResource.path, environment ? 'update' : 'create', environment?.id),
    notices: {
      success: t(environment ? 'environments.form.updated' : 'environments.form.created'),
      failure: t(environment ? 'environments.form.updateFailed' : 'environments.form.createFailed'),
    },
    then: (saved: Environment) => environmentViewPath(saved.id),
  });
  const submit = submitWith(async (values) => {
    if (!environment) return create.mutateAsync(values);
    const changes = changedFields(values, { ...environment });
    return Object.keys(changes).length
      ? update.mutateAsync({ id: environment.id, body: changes })
      : environment;
  });

  return (
    <FormPage
      onSubmit={submit}
      title={
        environment
          ? t('environments.form.editTitle', { name: environment.name })
          : t('environments.form.addTitle')
      }
      subtitle={t('environments.form.subtitle')}
      general={general}
      cancelTo={environment ? environmentViewPath(environment.id) : ENVIRONMENT_LIST_PATH}
      submitLabel={environment ? t('environments.form.save') : t('environments.form.create')}
      submitTestId="save-environment"
      submitting={isSubmitting}
      leaving={leaving}
    >
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <ReferenceField
              control={form.control}
              name="client"
              label={t('environments.fields.client')}
              error={text(errors.client?.message)}
              path="/api/environments/choices/clients/"
              emptyLabel={t('environments.form.chooseClient')}
              fallback={(id) => (id === environment?.client ? environment.client_name : `#${id}`)}
              testId="environment-client"
            />
            <FormField label={t('environments.fields.name')} error={text(errors.name?.message)} required>
              <Input {...form.register('name')} data-testid="environment-name" />
            </FormField>
            <FormField label={t('environments.fields.kind')} error={text(errors.kind?.message)} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('kind')} data-testid="environment-kind">
                  {ENVIRONMENT_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`environments.kinds.${kind}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('environments.fields.status')} error={text(errors.status?.message)} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('status')} data-testid="environment-status">
                  {ENVIRONMENT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(`environments.statuses.${status}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Grid>
          <FormField
            label={t('environments.fields.url')}
            error={text(errors.url?.message)}
            helper={t('environments.form.urlHint')}
          >
            <Input type="url" dir="ltr" {...form.register('url')} data-testid="environment-url" />
          </FormField>
          <FormField label={t('environments.fields.notes')} error={text(errors.notes?.message)}>
            <Textarea rows={3} {...form.register('notes')} />
          </FormField>
        </Card.Body>
      </Card.Root>
    </FormPage>
  );
}
