import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/feedback/LoadFailed';
import {
  CURRENCIES,
  CatalogueSettingsUpdateSchema,
  type CatalogueSettings,
  type CatalogueSettingsUpdate,
} from '../../../../domain/catalogue/engagement';
import { PRIORITIES } from '../../../../domain/catalogue/product';
import { submitFailure } from '../../../api/submitFailure';
import { useApi } from '../../../lib/ApiProvider';
import { moneyFormat } from '../../../lib/money';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { FormField } from '../../../components/data/FormDialog';
import { notify } from '../../../components/feedback/notify';
import { PageHeading } from '../../../components/PageHeading';
import { useCatalogueMessage } from '../catalogueMessages';
import { SETTINGS_KEY } from './queryKeys';
import { Loading } from '../../../components/feedback/Loading';

const FIELDS = [
  'currency',
  'low_stock_threshold',
  'default_priority',
  'default_minimum_order_quantity',
] as const;

/**
 * /apps/product-management/settings (read on Product): the organisation's catalogue settings,
 * changed with PUT by those who may update Settings; a read-only form for the others
 * (CLIENT_ADMIN), whom the server would refuse anyway.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const query = useApi().useQuery('get', '/api/catalogue/settings/');
  const editable = ability?.can('update', 'Settings') ?? false;
  return (
    <Stack gap="6">
      <PageHeading
        title={t('catalogueEngagement.settings.title')}
        subtitle={t('catalogueEngagement.settings.subtitle')}
      />
      {query.isError ? (
        <LoadFailed
          message={t('catalogueEngagement.settings.loadFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <Box py="10" textAlign="center">
          <Loading label={t('catalogueEngagement.common.loading')} />
        </Box>
      ) : (
        // A new form after each save: it starts from what the server now holds.
        <SettingsForm key={query.data.updated_at ?? 'defaults'} settings={query.data} editable={editable} />
      )}
    </Stack>
  );
}

function SettingsForm({ settings, editable }: { settings: CatalogueSettings; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const text = useCatalogueMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const save = api.useMutation('put', '/api/catalogue/settings/');
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<CatalogueSettingsUpdate>({
    resolver: zodResolver(CatalogueSettingsUpdateSchema),
    defaultValues: {
      currency: settings.currency,
      low_stock_threshold: settings.low_stock_threshold,
      default_priority: settings.default_priority,
      default_minimum_order_quantity: settings.default_minimum_order_quantity,
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const chosenCurrency = useWatch({ control: form.control, name: 'currency' });
  const currencyNames = useMemo(() => {
    try {
      return new Intl.DisplayNames(i18n.language, { type: 'currency' });
    } catch {
      return null;
    }
  }, [i18n.language]);
  const updatedAt = settings.updated_at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(settings.updated_at),
      )
    : null;

  const submit = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await save.mutateAsync({ body: values });
    } catch (error) {
      const failure = submitFailure(error, FIELDS);
      for (const [field, message] of Object.entries(failure.fields)) {
        form.setError(field as Path<CatalogueSettingsUpdate>, { type: 'server', message: message as string });
      }
      if (failure.general || !Object.keys(failure.fields).length) {
        setGeneral(failure.general ?? t('catalogueEngagement.settings.saveFailed'));
      }
      notify.failure(t('catalogueEngagement.settings.saveFailed'));
      return;
    }
    notify.success(t('catalogueEngagement.settings.saved'));
    await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
  });

  return (
    <Card.Root variant="outline" maxW="3xl">
      <chakra.form onSubmit={submit} noValidate aria-labelledby="catalogue-settings-title">
        <Card.Header>
          <Stack gap="1">
            <Card.Title as="h2" id="catalogue-settings-title">
              {t('catalogueEngagement.settings.formTitle')}
            </Card.Title>
            <Card.Description>
              {updatedAt
                ? t('catalogueEngagement.settings.updatedAt', { date: updatedAt })
                : t('catalogueEngagement.settings.defaults')}
            </Card.Description>
          </Stack>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            {!editable && (
              <Alert.Root status="info" data-testid="settings-read-only">
                <Alert.Indicator>
                  <Lock />
                </Alert.Indicator>
                <Alert.Title fontWeight="normal">{t('catalogueEngagement.settings.readOnly')}</Alert.Title>
              </Alert.Root>
            )}
            {general && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{general}</Alert.Title>
              </Alert.Root>
            )}
            <chakra.fieldset disabled={!editable || isSubmitting} minW="0">
              <chakra.legend srOnly>{t('catalogueEngagement.settings.formTitle')}</chakra.legend>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <FormField
                  label={t('catalogueEngagement.settings.fields.currency')}
                  error={text(errors.currency?.message)}
                  helper={t('catalogueEngagement.settings.hints.currency', {
                    // The chosen currency as the money on the catalogue's screens will show it.
                    example: moneyFormat(i18n.language, chosenCurrency)(1234.5),
                  })}
                  required
                >
                  <NativeSelect.Root>
                    <NativeSelect.Field {...form.register('currency')}>
                      {CURRENCIES.map((code) => (
                        <option key={code} value={code}>
                          {currencyNames ? `${code} · ${currencyNames.of(code)}` : code}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField
                  label={t('catalogueEngagement.settings.fields.lowStockThreshold')}
                  error={text(errors.low_stock_threshold?.message)}
                  helper={t('catalogueEngagement.settings.hints.lowStockThreshold')}
                  required
                >
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={1_000_000}
                    step={1}
                    {...form.register('low_stock_threshold', { valueAsNumber: true })}
                  />
                </FormField>
                <FormField
                  label={t('catalogueEngagement.settings.fields.defaultPriority')}
                  error={text(errors.default_priority?.message)}
                  helper={t('catalogueEngagement.settings.hints.defaultPriority')}
                  required
                >
                  <NativeSelect.Root>
                    <NativeSelect.Field {...form.register('default_priority')}>
                      {PRIORITIES.map((priority) => (
                        <option key={priority} value={priority}>
                          {t(`catalogueEngagement.priority.${priority}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField
                  label={t('catalogueEngagement.settings.fields.defaultMinimumOrderQuantity')}
                  error={text(errors.default_minimum_order_quantity?.message)}
                  helper={t('catalogueEngagement.settings.hints.defaultMinimumOrderQuantity')}
                  required
                >
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={1_000_000}
                    step={1}
                    {...form.register('default_minimum_order_quantity', { valueAsNumber: true })}
                  />
                </FormField>
              </SimpleGrid>
            </chakra.fieldset>
          </Stack>
        </Card.Body>
        {editable && (
          <Card.Footer justifyContent="flex-end">
            <HStack gap="3">
              {isDirty && (
                <Text fontSize="sm" color="fg.muted" role="status">
                  {t('catalogueEngagement.settings.unsaved')}
                </Text>
              )}
              <Button variant="outline" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
                {t('catalogueEngagement.settings.discard')}
              </Button>
              <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-settings">
                {t('catalogueEngagement.common.save')}
              </Button>
            </HStack>
          </Card.Footer>
        )}
      </chakra.form>
    </Card.Root>
  );
}
