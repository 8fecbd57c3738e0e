import { useMemo } from 'react';
import { Input, SimpleGrid } from '@chakra-ui/react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  PAYMENT_TERMS_MAX,
  type SalesParameters,
} from '../../../domain/parameters/applicationParameters';
import { FormField } from '../../components/data/FormDialog';
import { moneyFormat } from '../../lib/money';
import { ChoiceSelect } from './ChoiceSelect';
import { useParameterMessage } from './parameterMessages';

/** An empty field is "no terms" (null); anything else a number for the schema to judge. */
const daysOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** Sales: the currency, a new invoice line's tax rate, the days a new invoice is due after. */
export function SalesFields({ form }: { form: UseFormReturn<SalesParameters> }) {
  const { t, i18n } = useTranslation();
  const text = useParameterMessage();
  const { errors } = form.formState;
  const chosenCurrency = useWatch({ control: form.control, name: 'currency' });
  const currencyNames = useMemo(() => {
    try {
      return new Intl.DisplayNames(i18n.language, { type: 'currency' });
    } catch {
      return null;
    }
  }, [i18n.language]);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <FormField
        label={t('parameters.fields.currency')}
        error={text(errors.currency?.message)}
        // The chosen currency as the money on every screen will show it.
        helper={t('parameters.hints.currency', {
          example: moneyFormat(i18n.language, chosenCurrency)(1234.5),
        })}
        required
      >
        <ChoiceSelect
          registration={form.register('currency')}
          choices={CURRENCIES.map((code) => ({
            value: code,
            label: currencyNames ? `${code} · ${currencyNames.of(code)}` : code,
          }))}
        />
      </FormField>
      <FormField
        label={t('parameters.fields.defaultTaxRate')}
        error={text(errors.default_tax_rate?.message)}
        helper={t('parameters.hints.defaultTaxRate')}
        required
      >
        <Input inputMode="decimal" {...form.register('default_tax_rate')} />
      </FormField>
      <FormField
        label={t('parameters.fields.paymentTermsDays')}
        error={text(errors.payment_terms_days?.message)}
        helper={t('parameters.hints.paymentTermsDays')}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={PAYMENT_TERMS_MAX}
          step={1}
          {...form.register('payment_terms_days', { setValueAs: daysOrNull })}
        />
      </FormField>
    </SimpleGrid>
  );
}
