import type { ReactNode } from 'react';
import { Button, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LAUNCH_STATUSES, LAUNCH_TYPES, MARKET_SCOPES } from '../../../../../domain/catalogue/launch';
import type { LaunchFields } from '../../../../../machines/productWizard';
import { SectionHeader } from '../../../../components/SectionHeader';
import { idOf, idText, personName } from '../productFormat';
import type { ReferenceData } from '../useReferenceData';
import { type Problems, WizardField, Select, NumberInput } from './StepFields';

/** Step 4: the launch. */
export function LaunchStep({
  launch,
  problems,
  reference,
  onChange,
  onGenerate,
}: {
  launch: LaunchFields;
  problems: Problems;
  reference: ReferenceData;
  onChange: (values: Partial<LaunchFields>) => void;
  onGenerate: () => void;
}) {
  const { t } = useTranslation();
  const field = (name: keyof LaunchFields, label: string, input: ReactNode, required = false) => (
    <WizardField label={label} name={name} problems={problems} required={required}>
      {input}
    </WizardField>
  );
  return (
    <Stack gap="5">
      <SectionHeader title={t('products.wizard.steps.launch')} subtitle={t('products.wizard.launchHint')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field(
          'code',
          t('products.launchFields.code'),
          <HStack gap="2" width="full">
            <Input
              value={launch.code}
              onChange={(e) => onChange({ code: e.target.value.toUpperCase() })}
              dir="ltr"
              autoComplete="off"
              flex="1"
            />
            <Button variant="outline" onClick={onGenerate} flexShrink={0}>
              <Sparkles aria-hidden />
              {t('products.wizard.generate')}
            </Button>
          </HStack>,
          true,
        )}
        {field(
          'name',
          t('products.launchFields.name'),
          <Input
            value={launch.name}
            onChange={(e) => onChange({ name: e.target.value })}
            autoComplete="off"
          />,
          true,
        )}
        {field(
          'launch_type',
          t('products.launchFields.type'),
          <Select
            value={launch.launch_type}
            onChange={(v) => onChange({ launch_type: v as LaunchFields['launch_type'] })}
            options={LAUNCH_TYPES.map((v) => ({ value: v, label: t(`products.launchType.${v}`) }))}
          />,
        )}
        {field(
          'status',
          t('products.launchFields.status'),
          <Select
            value={launch.status}
            onChange={(v) => onChange({ status: v as LaunchFields['status'] })}
            options={LAUNCH_STATUSES.map((v) => ({ value: v, label: t(`products.launchStatus.${v}`) }))}
          />,
        )}
        {field(
          'market_scope',
          t('products.launchFields.marketScope'),
          <Select
            value={launch.market_scope}
            onChange={(v) => onChange({ market_scope: v as LaunchFields['market_scope'] })}
            options={MARKET_SCOPES.map((v) => ({ value: v, label: t(`products.marketScope.${v}`) }))}
          />,
        )}
        {field(
          'manager',
          t('products.launchFields.manager'),
          <Select
            value={idText(launch.manager)}
            onChange={(v) => onChange({ manager: idOf(v) })}
            options={reference.owners.map((u) => ({ value: String(u.id), label: personName(u) }))}
            placeholder={t('products.wizard.noManager')}
          />,
        )}
        {field(
          'planned_launch_date',
          t('products.launchFields.plannedDate'),
          <Input
            type="date"
            value={launch.planned_launch_date}
            onChange={(e) => onChange({ planned_launch_date: e.target.value })}
          />,
        )}
        {field(
          'target_revenue',
          t('products.launchFields.targetRevenue'),
          <NumberInput
            value={launch.target_revenue}
            decimal
            onChange={(v) => onChange({ target_revenue: v })}
          />,
        )}
        {field(
          'target_units',
          t('products.launchFields.targetUnits'),
          <NumberInput value={launch.target_units} onChange={(v) => onChange({ target_units: v })} />,
        )}
      </SimpleGrid>
      {field(
        'description',
        t('products.launchFields.description'),
        <Textarea
          value={launch.description}
          onChange={(e) => onChange({ description: e.target.value })}
          rows={3}
        />,
      )}
    </Stack>
  );
}
