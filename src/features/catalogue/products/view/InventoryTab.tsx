import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../../components/SectionHeader';
import { SaleBadge } from '../ProductBadges';
import type { Product } from '../../../../../domain/catalogue/product';
import { stockValue } from '../productFormat';
import { useProductFormat } from '../productText';
import { Notice } from '../../../../components/feedback/Notice';
import { Facts } from './Facts';
import { Stat } from './Stat';

/** The product's stock: quantities, value and whether it can be sold. */
export function InventoryTab({ product }: { product: Product }) {
  const { t } = useTranslation();
  const format = useProductFormat();
  return (
    <Stack gap="5">
      <SectionHeader title={t('products.inventory.title')} subtitle={t('products.inventory.subtitle')} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <Stat
          label={t('products.fields.stock')}
          value={format.number(product.stock_quantity)}
          testId="stock"
        />
        <Stat
          label={t('products.fields.minimumOrder')}
          value={format.number(product.minimum_order_quantity)}
        />
        <Stat
          label={t('products.inventory.stockValue')}
          value={format.money(stockValue(product.cost_basis, product.stock_quantity))}
          hint={t('products.inventory.stockValueHint')}
          testId="stock-value"
        />
        <Stat
          label={t('products.inventory.saleStatus')}
          value={<SaleBadge blocker={product.sale_blocker} />}
        />
      </SimpleGrid>
      <Facts
        rows={[
          [
            'products.inventory.statusAllowsSales',
            t(product.status_detail.allows_sales ? 'products.view.yes' : 'products.view.no', {
              status: product.status_detail.name,
            }),
          ],
          [
            'products.inventory.inStock',
            t(product.stock_quantity > 0 ? 'products.view.yes' : 'products.view.no'),
          ],
        ]}
      />
      {product.sale_blocker && (
        <Notice
          status="warning"
          text={
            product.sale_blocker === 'not_for_sale'
              ? t('products.inventory.notForSaleHint')
              : t('products.inventory.outOfStockHint')
          }
        />
      )}
    </Stack>
  );
}
