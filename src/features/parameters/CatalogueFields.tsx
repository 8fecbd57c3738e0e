import { Input, SimpleGrid } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRIORITIES } from '../../../domain/catalogue/product';
import { STOCK_LIMIT_MAX, type CatalogueParameters } from '../../../domain/parameters/applicationParameters';
import { FormField } from '../../components/data/FormDialog';
import { ChoiceSelect } from './ChoiceSelect';
import { useParameterMessage } from './parameterMessages';

/** Catalogue: the low-stock threshold, a new product's priority and minimum order quantity. */
export function CatalogueFields({ form }: { form: UseFormReturn<CatalogueParameters> }) {
  const { t } = useTranslation();
  const text = useParameterMessage();
  const { errors } = form.formState;
  const whole = (min: number) =>
    ({ type: 'number', inputMode: 'numeric', min, max: STOCK_LIMIT_MAX, step: 1 }) as const;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <FormField
        label={t('parameters.fields.lowStockThreshold')}
        error={text(errors.low_stock_threshold?.message)}
        helper={t('parameters.hints.lowStockThreshold')}
        required
      >
        <Input {...whole(0)} {...form.register('low_stock_threshold', { valueAsNumber: true })} />
      </FormField>
      <FormField
        label={t('parameters.fields.defaultPriority')}
        error={text(errors.default_priority?.message)}
        helper={t('parameters.hints.defaultPriority')}
        required
      >
        <ChoiceSelect
          registration={form.register('default_priority')}
          choices={PRIORITIES.map((priority) => ({
            value: priority,
            label: t(`products.priority.${priority}`),
          }))}
        />
      </FormField>
      <FormField
        label={t('parameters.fields.defaultMinimumOrderQuantity')}
        error={text(errors.default_minimum_order_quantity?.message)}
        helper={t('parameters.hints.defaultMinimumOrderQuantity')}
        required
      >
        <Input {...whole(1)} {...form.register('default_minimum_order_quantity', { valueAsNumber: true })} />
      </FormField>
    </SimpleGrid>
  );
}
