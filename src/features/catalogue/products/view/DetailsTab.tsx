import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../../components/SectionHeader';
import type { Product } from '../../../../../domain/catalogue/product';
import { useProductFormat } from '../productText';
import { Facts, text } from './Facts';

/** The product's general and commercial facts. */
export function DetailsTab({ product }: { product: Product }) {
  const { t } = useTranslation();
  const format = useProductFormat();
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
      <Stack gap="4">
        <SectionHeader title={t('products.view.general')} subtitle={t('products.view.generalHint')} />
        <Facts
          testId="product-details"
          rows={[
            ['products.fields.code', <span dir="ltr">{product.code}</span>],
            ['products.fields.sku', <span dir="ltr">{product.sku}</span>],
            ['products.fields.name', product.name],
            ['products.fields.description', text(product.description)],
            ['products.fields.status', product.status_detail.name],
            ['products.fields.productType', product.product_type_detail.name],
            ['products.fields.brand', product.brand_detail.name],
            ['products.fields.categories', text(product.category_details.map((c) => c.name).join(', '))],
            ['products.fields.priority', format.priority(product.priority)],
            ['products.fields.owner', text(product.owner_name)],
          ]}
        />
      </Stack>
      <Stack gap="4">
        <SectionHeader title={t('products.view.commercial')} subtitle={t('products.view.commercialHint')} />
        <Facts
          rows={[
            ['products.fields.startDate', text(product.start_date) && format.day(product.start_date)],
            ['products.fields.endDate', text(product.end_date) && format.day(product.end_date)],
            [
              'products.fields.duration',
              product.duration_days === null
                ? null
                : t('products.format.days', { count: product.duration_days }),
            ],
            ['products.fields.costBasis', format.money(product.cost_basis)],
            [
              'products.fields.price',
              product.suggested_retail_price === null ? null : format.money(product.suggested_retail_price),
            ],
            [
              'products.fields.margin',
              product.profit_margin === null ? null : format.percent(product.profit_margin),
            ],
            ['products.fields.slug', text(product.slug) && <span dir="ltr">{product.slug}</span>],
            ['products.fields.metaTitle', text(product.meta_title)],
            ['products.fields.metaDescription', text(product.meta_description)],
            ['products.fields.internalCode', text(product.internal_code)],
            ['products.fields.regulatory', text(product.regulatory_information)],
            ['products.fields.updatedAt', format.dateTime(product.updated_at)],
          ]}
        />
      </Stack>
    </SimpleGrid>
  );
}
