import { HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profitMargin, skuFromCode } from '../../../../../domain/catalogue/product';
import type { CostQuantityFields } from '../../../../../machines/productWizard';
import { SectionHeader } from '../../../../components/SectionHeader';
import { useProductFormat } from '../productText';
import { asNumber, useStepField } from './StepFields';

/** Step 2: cost and quantity (the product is saved on NEXT). */
export function CostStep({ form, code }: { form: UseFormReturn<CostQuantityFields>; code: string }) {
  const { t } = useTranslation();
  const format = useProductFormat();
  const field = useStepField('costQuantity', form);
  const [cost, price] = useWatch({ control: form.control, name: ['cost_basis', 'suggested_retail_price'] });
  const margin = cost !== null && !Number.isNaN(cost) && price ? profitMargin(cost, price) : null;
  const number = (name: keyof CostQuantityFields, label: string, decimal: boolean) =>
    field(
      name,
      label,
      <Input
        {...form.register(name, { setValueAs: asNumber })}
        inputMode={decimal ? 'decimal' : 'numeric'}
        dir="ltr"
      />,
    );
  return (
    <Stack gap="5">
      <SectionHeader
        title={t('products.wizard.steps.costQuantity')}
        subtitle={t('products.wizard.costHint')}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {number('cost_basis', t('products.fields.costBasis'), true)}
        {number('suggested_retail_price', t('products.fields.price'), true)}
        {number('stock_quantity', t('products.fields.stock'), false)}
        {number('minimum_order_quantity', t('products.fields.minimumOrder'), false)}
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
