import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE_PRESETS } from '../../../domain/common/pagination';
import type { GeneralParameters } from '../../../domain/parameters/applicationParameters';
import { FormField } from '../../components/data/FormDialog';
import { ChoiceSelect } from './ChoiceSelect';
import { useParameterMessage } from './parameterMessages';

/** General: the period the dashboards open on. */
export function GeneralFields({ form }: { form: UseFormReturn<GeneralParameters> }) {
  const { t, i18n } = useTranslation();
  const text = useParameterMessage();
  const days = new Intl.NumberFormat(i18n.language);
  return (
    <FormField
      label={t('parameters.fields.dashboardPeriod')}
      helper={t('parameters.hints.dashboardPeriod')}
      error={text(form.formState.errors.dashboard_period?.message)}
      required
    >
      <ChoiceSelect
        registration={form.register('dashboard_period')}
        choices={DATE_RANGE_PRESETS.map((preset) => ({
          value: preset,
          label: t('parameters.periodOption', { days: days.format(Number(preset)) }),
        }))}
      />
    </FormField>
  );
}
