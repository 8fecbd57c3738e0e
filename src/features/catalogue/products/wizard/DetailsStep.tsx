import type { ReactNode } from 'react';
import { Box, Checkbox, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PRIORITIES, skuFromCode, slugify } from '../../../../../domain/catalogue/product';
import type { ProductDetailsFields } from '../../../../../machines/productWizard';
import { SectionHeader } from '../../../../components/SectionHeader';
import { idOf, idText, personName } from '../productFormat';
import { useProductFormat } from '../productText';
import type { ReferenceData } from '../useReferenceData';
import { type Problems, WizardField, Select } from './StepFields';

const byId = (rows: { id: number; name: string }[]) =>
  rows.map((r) => ({ value: String(r.id), label: r.name }));

/** Step 1: product details. */
export function DetailsStep({
  details,
  problems,
  reference,
  onChange,
}: {
  details: ProductDetailsFields;
  problems: Problems;
  reference: ReferenceData;
  onChange: (values: Partial<ProductDetailsFields>) => void;
}) {
  const { t } = useTranslation();
  const format = useProductFormat();
  const choose = t('products.wizard.choose');
  const field = (
    name: keyof ProductDetailsFields,
    label: string,
    input: ReactNode,
    required = false,
    helper?: string,
  ) => (
    <WizardField label={label} name={name} problems={problems} required={required} helper={helper}>
      {input}
    </WizardField>
  );
  const text = (name: 'name' | 'slug' | 'meta_title' | 'internal_code', extra: object = {}) => (
    <Input
      value={details[name]}
      onChange={(e) => onChange({ [name]: e.target.value })}
      autoComplete="off"
      {...extra}
    />
  );
  return (
    <Stack gap="5">
      <SectionHeader title={t('products.wizard.steps.details')} subtitle={t('products.wizard.detailsHint')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field(
          'code',
          t('products.fields.code'),
          <Input
            value={details.code}
            onChange={(e) => onChange({ code: e.target.value.toUpperCase() })}
            autoComplete="off"
            dir="ltr"
          />,
          true,
          details.code
            ? t('products.wizard.skuPreview', { sku: skuFromCode(details.code) })
            : t('products.wizard.codeHint'),
        )}
        {field('name', t('products.fields.name'), text('name'), true)}
        {field(
          'status',
          t('products.fields.status'),
          <Select
            value={idText(details.status)}
            onChange={(v) => onChange({ status: idOf(v) })}
            options={byId(reference.statuses)}
            placeholder={choose}
          />,
          true,
        )}
        {field(
          'product_type',
          t('products.fields.productType'),
          <Select
            value={idText(details.product_type)}
            onChange={(v) => onChange({ product_type: idOf(v) })}
            options={byId(reference.types)}
            placeholder={choose}
          />,
          true,
        )}
        {field(
          'brand',
          t('products.fields.brand'),
          <Select
            value={idText(details.brand)}
            onChange={(v) => onChange({ brand: idOf(v) })}
            options={byId(reference.brands)}
            placeholder={choose}
          />,
          true,
        )}
        {field(
          'priority',
          t('products.fields.priority'),
          <Select
            value={details.priority}
            onChange={(v) => onChange({ priority: v as ProductDetailsFields['priority'] })}
            options={PRIORITIES.map((p) => ({ value: p, label: format.priority(p) }))}
            placeholder={choose}
          />,
          true,
        )}
        {field(
          'owner',
          t('products.fields.owner'),
          <Select
            value={idText(details.owner)}
            onChange={(v) => onChange({ owner: idOf(v) })}
            options={reference.owners.map((u) => ({ value: String(u.id), label: personName(u) }))}
            placeholder={t('products.wizard.noOwner')}
          />,
        )}
        {field(
          'slug',
          t('products.fields.slug'),
          text('slug', { dir: 'ltr', placeholder: slugify(details.name) }),
          false,
          t('products.wizard.slugHint'),
        )}
        {field(
          'start_date',
          t('products.fields.startDate'),
          <Input
            type="date"
            value={details.start_date ?? ''}
            onChange={(e) => onChange({ start_date: e.target.value || null })}
          />,
        )}
        {field(
          'end_date',
          t('products.fields.endDate'),
          <Input
            type="date"
            value={details.end_date ?? ''}
            onChange={(e) => onChange({ end_date: e.target.value || null })}
          />,
        )}
      </SimpleGrid>
      {reference.categories.length > 0 && (
        <Box as="fieldset">
          <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
            {t('products.fields.categories')}
          </Text>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
            {reference.categories.map((category) => (
              <Checkbox.Root
                key={category.id}
                size="sm"
                colorPalette="primary"
                checked={details.categories.includes(category.id)}
                onCheckedChange={(e) =>
                  onChange({
                    categories: e.checked
                      ? [...details.categories, category.id]
                      : details.categories.filter((id) => id !== category.id),
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{category.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Box>
      )}
      {field(
        'description',
        t('products.fields.description'),
        <Textarea
          value={details.description}
          onChange={(e) => onChange({ description: e.target.value })}
          rows={3}
        />,
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field(
          'meta_title',
          t('products.fields.metaTitle'),
          text('meta_title'),
          false,
          t('catalogue.messages.metaTitleHint'),
        )}
        {field('internal_code', t('products.fields.internalCode'), text('internal_code', { dir: 'ltr' }))}
      </SimpleGrid>
      {field(
        'meta_description',
        t('products.fields.metaDescription'),
        <Textarea
          value={details.meta_description}
          onChange={(e) => onChange({ meta_description: e.target.value })}
          rows={2}
        />,
        false,
        t('catalogue.messages.metaDescriptionHint'),
      )}
      {field(
        'regulatory_information',
        t('products.fields.regulatory'),
        <Textarea
          value={details.regulatory_information}
          onChange={(e) => onChange({ regulatory_information: e.target.value })}
          rows={2}
        />,
      )}
    </Stack>
  );
}
