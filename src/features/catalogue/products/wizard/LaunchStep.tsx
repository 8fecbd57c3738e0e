import { Button, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LAUNCH_STATUSES, LAUNCH_TYPES, MARKET_SCOPES } from '../../../../../domain/catalogue/launch';
import type { LaunchFields } from '../../../../../machines/productWizard';
import { CodeField } from '../../../../components/form/CodeField';
import { SectionHeader } from '../../../../components/SectionHeader';
import { useCatalogueMessage } from '../../catalogueMessages';
import { personName } from '../productFormat';
import type { ReferenceData } from '../useReferenceData';
import { asId, asNumber, ChoiceSelect, useStepField } from './StepFields';

/** Step 4: the launch. */
export function LaunchStep({
  form,
  reference,
  onGenerate,
}: {
  form: UseFormReturn<LaunchFields>;
  reference: ReferenceData;
  onGenerate: () => void;
}) {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  const field = useStepField('launch', form);
  const { register } = form;
  return (
    <Stack gap="5">
      <SectionHeader title={t('products.wizard.steps.launch')} subtitle={t('products.wizard.launchHint')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <CodeField
          form={form}
          name="code"
          label={t('products.launchFields.code')}
          error={text(form.formState.errors.code?.message)}
          sanitizedNotice={t('catalogue.codeSanitized.launch')}
          addon={
            <Button variant="outline" onClick={onGenerate} flexShrink={0}>
              <Sparkles aria-hidden />
              {t('products.wizard.generate')}
            </Button>
          }
        />
        {field('name', t('products.launchFields.name'), <Input {...register('name')} autoComplete="off" />)}
        {field(
          'launch_type',
          t('products.launchFields.type'),
          <ChoiceSelect
            registration={register('launch_type')}
            options={LAUNCH_TYPES.map((v) => ({ value: v, label: t(`products.launchType.${v}`) }))}
          />,
        )}
        {field(
          'status',
          t('products.launchFields.status'),
          <ChoiceSelect
            registration={register('status')}
            options={LAUNCH_STATUSES.map((v) => ({ value: v, label: t(`products.launchStatus.${v}`) }))}
          />,
        )}
        {field(
          'market_scope',
          t('products.launchFields.marketScope'),
          <ChoiceSelect
            registration={register('market_scope')}
            options={MARKET_SCOPES.map((v) => ({ value: v, label: t(`products.marketScope.${v}`) }))}
          />,
        )}
        {field(
          'manager',
          t('products.launchFields.manager'),
          <ChoiceSelect
            registration={register('manager', { setValueAs: asId })}
            options={reference.owners.map((u) => ({ value: String(u.id), label: personName(u) }))}
            placeholder={t('products.wizard.noManager')}
          />,
        )}
        {field(
          'planned_launch_date',
          t('products.launchFields.plannedDate'),
          <Input type="date" {...register('planned_launch_date')} />,
        )}
        {field(
          'target_revenue',
          t('products.launchFields.targetRevenue'),
          <Input {...register('target_revenue', { setValueAs: asNumber })} inputMode="decimal" dir="ltr" />,
        )}
        {field(
          'target_units',
          t('products.launchFields.targetUnits'),
          <Input {...register('target_units', { setValueAs: asNumber })} inputMode="numeric" dir="ltr" />,
        )}
      </SimpleGrid>
      {field(
        'description',
        t('products.launchFields.description'),
        <Textarea {...register('description')} rows={3} />,
      )}
    </Stack>
  );
}
