import { Box, Checkbox, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRIORITIES, skuFromCode, slugify } from '../../../../../domain/catalogue/product';
import type { ProductDetailsFields } from '../../../../../machines/productWizard';
import { CodeField } from '../../../../components/form/CodeField';
import { SectionHeader } from '../../../../components/SectionHeader';
import { useCatalogueMessage } from '../../catalogueMessages';
import { inTreeOrder } from '../../categoryTree';
import { personName } from '../productFormat';
import { useBrandsForNewProduct } from '../productChoices';
import { useProductFormat } from '../productText';
import type { Category, ReferenceData } from '../useReferenceData';
import { asDate, asId, ChoiceSelect, useStepField } from './StepFields';

const byId = (rows: { id: number; name: string }[]) =>
  rows.map((r) => ({ value: String(r.id), label: r.name }));

/** Step 1: product details. */
export function DetailsStep({
  form,
  reference,
}: {
  form: UseFormReturn<ProductDetailsFields>;
  reference: ReferenceData;
}) {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  const format = useProductFormat();
  const field = useStepField('details', form);
  const brands = useBrandsForNewProduct(reference.brands);
  const { register } = form;
  const [code, name] = useWatch({ control: form.control, name: ['code', 'name'] });
  const choose = t('products.wizard.choose');
  return (
    <Stack gap="5">
      <SectionHeader title={t('products.wizard.steps.details')} subtitle={t('products.wizard.detailsHint')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <CodeField
          form={form}
          name="code"
          label={t('products.fields.code')}
          error={text(form.formState.errors.code?.message)}
          helper={
            code ? t('products.wizard.skuPreview', { sku: skuFromCode(code) }) : t('products.wizard.codeHint')
          }
          sanitizedNotice={t('catalogue.codeSanitized.product')}
        />
        {field('name', t('products.fields.name'), <Input {...register('name')} autoComplete="off" />)}
        {field(
          'status',
          t('products.fields.status'),
          <ChoiceSelect
            registration={register('status', { setValueAs: asId })}
            options={byId(reference.statuses)}
            placeholder={choose}
          />,
        )}
        {field(
          'product_type',
          t('products.fields.productType'),
          <ChoiceSelect
            registration={register('product_type', { setValueAs: asId })}
            options={byId(reference.types)}
            placeholder={choose}
          />,
        )}
        {field(
          'brand',
          t('products.fields.brand'),
          <ChoiceSelect
            registration={register('brand', { setValueAs: asId })}
            options={byId(brands)}
            placeholder={choose}
          />,
          brands.length < reference.brands.length ? t('products.wizard.brandsYouManage') : undefined,
        )}
        {field(
          'priority',
          t('products.fields.priority'),
          <ChoiceSelect
            registration={register('priority')}
            options={PRIORITIES.map((p) => ({ value: p, label: format.priority(p) }))}
            placeholder={choose}
          />,
        )}
        {field(
          'owner',
          t('products.fields.owner'),
          <ChoiceSelect
            registration={register('owner', { setValueAs: asId })}
            options={reference.owners.map((u) => ({ value: String(u.id), label: personName(u) }))}
            placeholder={choose}
          />,
        )}
        {field(
          'slug',
          t('products.fields.slug'),
          <Input {...register('slug')} dir="ltr" placeholder={slugify(name)} autoComplete="off" />,
          t('products.wizard.slugHint'),
        )}
        {field(
          'start_date',
          t('products.fields.startDate'),
          <Input type="date" {...register('start_date', { setValueAs: asDate })} />,
        )}
        {field(
          'end_date',
          t('products.fields.endDate'),
          <Input type="date" {...register('end_date', { setValueAs: asDate })} />,
        )}
      </SimpleGrid>
      {reference.categories.length > 0 && <CategoryChoice form={form} categories={reference.categories} />}
      {field(
        'description',
        t('products.fields.description'),
        <Textarea {...register('description')} rows={3} />,
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field(
          'meta_title',
          t('products.fields.metaTitle'),
          <Input {...register('meta_title')} autoComplete="off" />,
          t('catalogue.messages.metaTitleHint'),
        )}
        {field(
          'internal_code',
          t('products.fields.internalCode'),
          <Input {...register('internal_code')} dir="ltr" autoComplete="off" />,
        )}
      </SimpleGrid>
      {field(
        'meta_description',
        t('products.fields.metaDescription'),
        <Textarea {...register('meta_description')} rows={2} />,
        t('catalogue.messages.metaDescriptionHint'),
      )}
      {field(
        'regulatory_information',
        t('products.fields.regulatory'),
        <Textarea {...register('regulatory_information')} rows={2} />,
      )}
    </Stack>
  );
}

/** The categories as their tree: each under its parent, indented by its depth. */
function CategoryChoice({
  form,
  categories,
}: {
  form: UseFormReturn<ProductDetailsFields>;
  categories: Category[];
}) {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  const { field, fieldState } = useController({ control: form.control, name: 'categories' });
  const chosen = field.value;
  return (
    <Box as="fieldset" data-testid="category-tree">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
        {t('products.fields.categories')}
      </Text>
      <Stack gap="1.5" role="list">
        {inTreeOrder(categories).map(({ category, level }) => (
          <Box key={category.id} role="listitem" ps={`${level * 1.5}rem`} data-level={level}>
            <Checkbox.Root
              size="sm"
              colorPalette="primary"
              checked={chosen.includes(category.id)}
              onCheckedChange={(e) =>
                field.onChange(
                  e.checked ? [...chosen, category.id] : chosen.filter((id) => id !== category.id),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{category.name}</Checkbox.Label>
            </Checkbox.Root>
          </Box>
        ))}
      </Stack>
      {fieldState.error && (
        <Text color="fg.error" fontSize="sm" mt="1">
          {text(fieldState.error.message)}
        </Text>
      )}
    </Box>
  );
}
