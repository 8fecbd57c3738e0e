import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { profitMargin, skuFromCode } from '../../../../../domain/catalogue/product';
import type { CostQuantityFields } from '../../../../../machines/productWizard';
import { SectionHeader } from '../../../../components/SectionHeader';
import { useProductFormat } from '../productText';
import { type Problems, WizardField, NumberInput } from './StepFields';

/** Step 2: cost and quantity (the product is saved on NEXT). */
export function CostStep({
  cost,
  code,
  problems,
  onChange,
}: {
  cost: CostQuantityFields;
  code: string;
  problems: Problems;
  onChange: (values: Partial<CostQuantityFields>) => void;
}) {
  const { t } = useTranslation();
  const format = useProductFormat();
  const margin =
    cost.cost_basis !== null && !Number.isNaN(cost.cost_basis) && cost.suggested_retail_price
      ? profitMargin(cost.cost_basis, cost.suggested_retail_price)
      : null;
  const number = (name: keyof CostQuantityFields, label: string, required: boolean, decimal: boolean) => (
    <WizardField label={label} name={name} problems={problems} required={required}>
      <NumberInput value={cost[name]} decimal={decimal} onChange={(v) => onChange({ [name]: v })} />
    </WizardField>
  );
  return (
    <Stack gap="5">
      <SectionHeader
        title={t('products.wizard.steps.costQuantity')}
        subtitle={t('products.wizard.costHint')}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {number('cost_basis', t('products.fields.costBasis'), true, true)}
        {number('suggested_retail_price', t('products.fields.price'), false, true)}
        {number('stock_quantity', t('products.fields.stock'), true, false)}
        {number('minimum_order_quantity', t('products.fields.minimumOrder'), false, false)}
      </SimpleGrid>
      <HStack gap="8" wrap="wrap" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            {t('products.fields.sku')}
          </Text>
          <Text fontFamily="mono" dir="ltr">
            {skuFromCode(code)}
          </Text>
        </Stack>
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            {t('products.fields.margin')}
          </Text>
          <Text data-testid="wizard-margin">{format.percent(margin)}</Text>
        </Stack>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('products.wizard.savedOnNext')}
      </Text>
    </Stack>
  );
}
