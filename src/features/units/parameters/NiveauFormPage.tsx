import { Card, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '../../../components/form/schemaValidation';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  NIVEAU_LEVEL_MAX,
  NiveauCreateSchema,
  NiveauUpdateSchema,
  type Niveau,
  type NiveauCreate,
} from '../../../../domain/units/parameters';
import { BackLink } from '../../../components/BackLink';
import { FormField } from '../../../components/data/FormDialog';
import { changedFields } from '../../../components/data/changedFields';
import { changeId } from '../../../components/feedback/notify';
import { common, DescriptionField, NameCodeFields } from '../../../components/form/CommonFields';
import { FormPage } from '../../../components/form/FormPage';
import { useFormPageSave } from '../../../components/form/useFormPageSave';
import { DetailPage, useRouteRecord } from '../../../components/resource/DetailPage';
import { useResourceMutations } from '../../../components/resource/useResourceMutations';
import { unitMessages } from '../../../../domain/units/messages';
import { useTreeMessage } from '../treeMessages';
import { niveauResource } from './parameterResource';
import { NIVEAU_LIST_PATH, niveauViewPath } from './paths';

const FIELDS = ['name', 'code', 'level', 'description'] as const;

/** An empty box is no level (the schema says it is required); anything else is read as a number. */
const levelValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** /apps/organization/parameters/niveau/add (update on Organization). */
export function NiveauAddPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="5" maxW="3xl">
      <BackLink to={NIVEAU_LIST_PATH} label={t('unitsTree.niveau.back')} />
      <NiveauForm niveau={null} />
    </Stack>
  );
}

/** /apps/organization/parameters/niveau/edit/:id (update on Organization). */
export function NiveauEditPage() {
  const { id, query } = useRouteRecord('/api/niveaux/{id}/');
  return (
    <DetailPage
      texts="unitsTree.niveau"
      notFoundDetail={unitMessages.niveauNotFound}
      backTo={id ? niveauViewPath(id) : NIVEAU_LIST_PATH}
      id={id}
      query={query}
    >
      {(niveau) => <NiveauForm niveau={niveau} />}
    </DetailPage>
  );
}

/**
 * A niveau's form (spec §5: code, name and level required; a description): validated with the
 * API's own schemas, the server's messages on their fields and the rest above them; leaving with
 * unsaved changes asks first. A save opens the niveau's page.
 */
function NiveauForm({ niveau }: { niveau: Niveau | null }) {
  const { t } = useTranslation();
  const text = useTreeMessage();
  const { create, update } = useResourceMutations(niveauResource);
  const form = useForm<NiveauCreate>({
    resolver: zodResolver(
      (niveau ? NiveauUpdateSchema : NiveauCreateSchema) as never,
    ) as unknown as Resolver<NiveauCreate>,
    defaultValues: {
      name: niveau?.name ?? '',
      code: niveau?.code ?? '',
      description: niveau?.description ?? '',
      level: niveau?.level,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const f = common(form);
  const { general, leaving, submitWith } = useFormPageSave(form, {
    fields: FIELDS,
    text,
    change: changeId(niveauResource.path, niveau ? 'update' : 'create', niveau?.id),
    notices: {
      success: t(niveau ? 'unitsTree.niveaux.updated' : 'unitsTree.niveaux.created'),
      failure: t(niveau ? 'unitsTree.niveaux.updateFailed' : 'unitsTree.niveaux.createFailed'),
    },
    then: (saved: Niveau) => niveauViewPath(saved.id),
  });
  const submit = submitWith(async (values) => {
    if (!niveau) return create.mutateAsync(values);
    const changes = changedFields(values, niveau);
    return Object.keys(changes).length ? update.mutateAsync({ id: niveau.id, body: changes }) : niveau;
  });

  return (
    <FormPage
      onSubmit={submit}
      title={
        niveau ? t('unitsTree.niveaux.editTitle', { name: niveau.name }) : t('unitsTree.niveaux.addTitle')
      }
      subtitle={t('unitsTree.niveaux.formSubtitle')}
      general={general}
      cancelTo={niveau ? niveauViewPath(niveau.id) : NIVEAU_LIST_PATH}
      submitLabel={niveau ? t('unitsTree.parameters.save') : t('unitsTree.niveaux.create')}
      submitTestId="save-niveau"
      submitting={isSubmitting}
      leaving={leaving}
    >
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <NameCodeFields
            form={f}
            errorText={text}
            generate={!niveau}
            sanitizedNotice={t('unitsTree.parameters.codeSanitized')}
          />
          <FormField
            label={t('unitsTree.fields.level')}
            error={text(errors.level?.message)}
            helper={t('unitsTree.hints.level', { max: NIVEAU_LEVEL_MAX })}
            required
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={NIVEAU_LEVEL_MAX}
              step={1}
              maxW="12rem"
              {...form.register('level', { setValueAs: levelValue })}
            />
          </FormField>
          <DescriptionField form={f} errorText={text} />
        </Card.Body>
      </Card.Root>
    </FormPage>
  );
}
