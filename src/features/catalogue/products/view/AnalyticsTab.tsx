import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { localDate } from '../../../../../domain/catalogue/launchTiming';
import { useApi } from '../../../../lib/ApiProvider';
import { SectionHeader } from '../../../../components/SectionHeader';
import type { Product } from '../../../../../domain/catalogue/product';
import { launchCounts, stockValue } from '../productFormat';
import { useProductFormat } from '../productText';
import { Notice } from '../../../../components/feedback/Notice';
import { type LaunchRow } from './LaunchesTab';
import { Stat } from './Stat';

/** The product's figures: stock and retail value, its launches by timing, its status changes. */
export function AnalyticsTab({ product, launches }: { product: Product; launches: LaunchRow[] | undefined }) {
  const { t } = useTranslation();
  const format = useProductFormat();
  const history = useApi().useQuery('get', '/api/products/{id}/status-history/', {
    params: { path: { id: product.id } },
  });
  const counts = launches ? launchCounts(launches, localDate()) : null;
  const retail =
    product.suggested_retail_price === null
      ? null
      : stockValue(product.suggested_retail_price, product.stock_quantity);
  return (
    <Stack gap="5">
      <SectionHeader title={t('products.analytics.title')} subtitle={t('products.analytics.subtitle')} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <Stat
          label={t('products.fields.margin')}
          value={format.percent(product.profit_margin)}
          testId="margin"
        />
        <Stat
          label={t('products.inventory.stockValue')}
          value={format.money(stockValue(product.cost_basis, product.stock_quantity))}
        />
        <Stat label={t('products.analytics.retailValue')} value={format.money(retail)} />
        <Stat label={t('products.fields.status')} value={product.status_detail.name} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="4" data-testid="launch-counts">
        {(['total', 'upcoming', 'today', 'overdue', 'launched'] as const).map((kind) => (
          <Stat
            key={kind}
            label={t(`products.analytics.launches.${kind}`)}
            value={counts ? format.number(counts[kind]) : '…'}
          />
        ))}
      </SimpleGrid>
      <SectionHeader
        level="h3"
        title={t('products.analytics.history.title')}
        subtitle={t('products.analytics.history.subtitle')}
      />
      {history.isError ? (
        <Notice status="error" text={t('products.analytics.history.failed')} />
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" data-testid="status-history">
          {(history.data ?? []).map((change) => (
            <HStack as="li" key={change.id} gap="3" wrap="wrap" fontSize="sm">
              <Text color="fg.muted" minW="40">
                {format.dateTime(change.changed_at)}
              </Text>
              <Text>
                {change.from
                  ? t('products.analytics.history.change', { from: change.from.name, to: change.to.name })
                  : t('products.analytics.history.first', { to: change.to.name })}
              </Text>
              {change.changed_by_name && (
                <Text color="fg.muted">
                  {t('products.analytics.history.by', { name: change.changed_by_name })}
                </Text>
              )}
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
