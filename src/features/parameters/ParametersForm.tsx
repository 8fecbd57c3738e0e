import type { ReactNode } from 'react';
import { Alert, Button, Card, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '../../components/form/schemaValidation';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ParameterTab } from '../../../domain/parameters/applicationParameters';
import { LeaveQuestion } from '../../components/form/LeaveQuestion';
import { changeId } from '../../components/feedback/notify';
import { useFormPageSave } from '../../components/form/useFormPageSave';
import { useApiClient } from '../../lib/ApiProvider';
import { applicationParametersPath } from '../../lib/recordPaths';
import { APPLICATION_PARAMETERS_KEY } from '../../lib/useApplicationParameters';
import { useParameterMessage } from './parameterMessages';

/**
 * One tab's form, validated with the tab's own schema (the API's): Save sends the whole tab with
 * PUT, the server's reasons go on their fields; leaving it (another tab, another page) with
 * unsaved changes asks first. Read-only for whoever may not change Settings.
 */
export function ParametersForm<T extends FieldValues>({
  tab,
  schema,
  values,
  updatedAt,
  editable,
  children,
}: {
  tab: ParameterTab;
  schema: z.ZodType<T, T>;
  values: T;
  updatedAt: string | null;
  editable: boolean;
  children: (form: UseFormReturn<T>) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const text = useParameterMessage();
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: values as DefaultValues<T> });
  const { isDirty, isSubmitting } = form.formState;
  const { general, leaving, submitWith } = useFormPageSave(form, {
    fields: Object.keys(values) as Path<T>[],
    text,
    change: changeId('/api/application-parameters/', 'update'),
    notices: { success: t('parameters.saved'), failure: t('parameters.saveFailed') },
    then: () => applicationParametersPath(tab),
  });
  const submit = submitWith(async (body) => {
    const { data, error } = await client.PUT(
      `/api/application-parameters/${tab}/` as '/api/application-parameters/general/',
      {
        body: body as never,
      },
    );
    if (error !== undefined) throw error;
    // Every screen reading them (currency, defaults) reads them again; this form starts afresh.
    await queryClient.invalidateQueries({ queryKey: APPLICATION_PARAMETERS_KEY });
    return data;
  });
  const changed = updatedAt
    ? t('parameters.updatedAt', {
        date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(updatedAt),
        ),
      })
    : t('parameters.defaults');

  return (
    <Card.Root variant="outline" maxW="3xl">
      <chakra.form onSubmit={submit} noValidate aria-labelledby={`parameters-${tab}-title`}>
        <Card.Header>
          <Stack gap="1">
            <Card.Title as="h2" id={`parameters-${tab}-title`}>
              {t(`parameters.tabs.${tab}`)}
            </Card.Title>
            <Card.Description>
              {t(`parameters.intro.${tab}`)} {changed}
            </Card.Description>
          </Stack>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            {!editable && (
              <Alert.Root status="info" data-testid="parameters-read-only">
                <Alert.Indicator>
                  <Lock />
                </Alert.Indicator>
                <Alert.Title fontWeight="normal">{t('parameters.readOnly')}</Alert.Title>
              </Alert.Root>
            )}
            {general && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{general}</Alert.Title>
              </Alert.Root>
            )}
            <chakra.fieldset disabled={!editable || isSubmitting} minW="0">
              <chakra.legend srOnly>{t(`parameters.tabs.${tab}`)}</chakra.legend>
              {children(form)}
            </chakra.fieldset>
          </Stack>
        </Card.Body>
        {editable && (
          <Card.Footer justifyContent="flex-end">
            <HStack gap="3" wrap="wrap">
              {isDirty && (
                <Text fontSize="sm" color="fg.muted" role="status">
                  {t('parameters.unsaved')}
                </Text>
              )}
              <Button variant="outline" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
                {t('parameters.discard')}
              </Button>
              <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid={`save-${tab}`}>
                {t('parameters.save')}
              </Button>
            </HStack>
          </Card.Footer>
        )}
      </chakra.form>
      <LeaveQuestion leaving={leaving} />
    </Card.Root>
  );
}
