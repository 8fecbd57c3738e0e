import { useMemo } from 'react';
import { Box, Button, type SystemStyleObject } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRIORITIES, type Product } from '../../../../domain/catalogue/product';
import { DATE_RANGE_PRESETS } from '../../../../domain/common/pagination';
import { AuthImage } from '../../../components/data/AuthImage';
import type { Column } from '../../../components/data/DataTable';
import { FilterSelect } from '../../../components/data/FilterSelect';
import { useStyleClasses, type StyleInput, type System } from '../../../components/data/styleClasses';
import { useApplicationParameters } from '../../../lib/useApplicationParameters';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { useResourceList } from '../../../components/resource/useResourceList';
import { PRODUCT_CREATE_PATH, productViewPath } from '../paths';
import { PriorityBadge, SaleBadge } from './ProductBadges';
import { productResource } from './productResource';
import { useProductFormat } from './productText';
import { useReferenceData } from './useReferenceData';

const productKey = (product: Product) => product.id;

// The cells' elements are plain, with these classes resolved once for the whole list (25 rows
// of Chakra components cost more than the rest of the page).
const CELL_STYLES = (system: System) =>
  ({
    product: { display: 'flex', alignItems: 'center', flexDirection: 'row', gap: '3', minW: '12rem' },
    image: { boxSize: '10', rounded: 'md', flexShrink: 0, borderWidth: '1px' },
    names: { display: 'flex', flexDirection: 'column', gap: '0', minW: '0' },
    link: [
      system.getRecipeFn('link')({}) as SystemStyleObject,
      { fontWeight: 'medium', color: 'fg', focusRing: 'outside' },
    ],
    categories: { fontSize: 'xs', color: 'fg.muted', truncate: true },
    sku: { fontFamily: 'mono', fontSize: 'xs' },
  }) satisfies Record<string, StyleInput>;

/**
 * The product list (read on Product; a brand manager sees their brand's products only, the
 * server scopes it): server-side pages, ordering, search and filters kept in the URL. The rows
 * come from one call; the filters' choices load beside it, never before it.
 */
export function ProductListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useProductFormat();
  const { list, query } = useResourceList(productResource);
  const reference = useReferenceData({ owners: false });
  const choices = reference.data;
  // The low-stock threshold of the catalogue parameters: the stock filter's choice (the dashboards link to it).
  const lowStock = useApplicationParameters().data?.catalogue.low_stock_threshold;

  const classes = useStyleClasses(CELL_STYLES);
  const columns = useMemo<Column<Product>[]>(
    () => [
      {
        id: 'product',
        header: 'products.columns.product',
        sortField: 'name',
        cell: (product) => (
          <div className={`chakra-stack ${classes.product}`}>
            <AuthImage src={product.images[0]?.url} alt="" className={classes.image} />
            <div className={`chakra-stack ${classes.names}`}>
              <RouterLink to={productViewPath(product.id)} className={`chakra-link ${classes.link}`}>
                {product.name}
              </RouterLink>
              <p className={classes.categories}>
                {product.category_details.map((c) => c.name).join(', ') || product.product_type_detail.name}
              </p>
            </div>
          </div>
        ),
      },
      {
        id: 'sku',
        header: 'products.columns.sku',
        sortField: 'code',
        cell: (product) => (
          <span className={classes.sku} dir="ltr">
            {product.sku}
          </span>
        ),
      },
      { id: 'brand', header: 'products.columns.brand', hideBelow: 'md', cell: (p) => p.brand_detail.name },
      { id: 'status', header: 'products.columns.status', cell: (p) => p.status_detail.name },
      {
        id: 'priority',
        header: 'products.columns.priority',
        sortField: 'priority',
        hideBelow: 'lg',
        cell: (p) => <PriorityBadge priority={p.priority} />,
      },
      {
        id: 'stock',
        header: 'products.columns.stock',
        sortField: 'stock_quantity',
        textAlign: 'end',
        cell: (p) => format.number(p.stock_quantity),
      },
      {
        id: 'price',
        header: 'products.columns.price',
        sortField: 'suggested_retail_price',
        textAlign: 'end',
        cell: (p) => format.money(p.suggested_retail_price),
      },
      {
        id: 'margin',
        header: 'products.columns.margin',
        textAlign: 'end',
        hideBelow: 'lg',
        cell: (p) => format.percent(p.profit_margin),
      },
      {
        id: 'sale',
        header: 'products.columns.sale',
        cell: (p) => <SaleBadge blocker={p.sale_blocker} wrap />,
      },
    ],
    [format, classes],
  );

  const filter = (
    name: (typeof productResource.filters)[number],
    label: string,
    all: string,
    options: { value: string; label: string }[],
  ) => (
    <FilterSelect
      label={label}
      allLabel={all}
      value={list.state.filters[name] ?? ''}
      onChange={(value) => list.setFilter(name, value)}
      options={options}
    />
  );
  const byId = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

  return (
    <ResourceListPage
      resource={productResource}
      create={{ to: PRODUCT_CREATE_PATH }}
      columns={columns}
      rowKey={productKey}
      list={list}
      query={query}
      onRowClick={(product) => navigate(productViewPath(product.id))}
      filters={
        <>
          {filter(
            'status',
            t('products.filters.status'),
            t('products.filters.allStatuses'),
            byId(choices?.statuses),
          )}
          {filter(
            'product_type',
            t('products.filters.type'),
            t('products.filters.allTypes'),
            byId(choices?.types),
          )}
          {filter(
            'brand',
            t('products.filters.brand'),
            t('products.filters.allBrands'),
            byId(choices?.brands),
          )}
          {filter(
            'category',
            t('products.filters.category'),
            t('products.filters.allCategories'),
            (choices?.categories ?? []).map((c) => ({
              value: String(c.id),
              label: `${'\u00a0\u00a0'.repeat(Math.max(0, c.level))}${c.name}`,
            })),
          )}
          {filter(
            'priority',
            t('products.filters.priority'),
            t('products.filters.allPriorities'),
            PRIORITIES.map((p) => ({ value: p, label: format.priority(p) })),
          )}
          {filter(
            'stock_max',
            t('products.filters.stock'),
            t('products.filters.anyStock'),
            [
              ...new Set(
                [lowStock, list.state.filters.stock_max]
                  .filter((n) => n !== undefined && n !== '')
                  .map(String),
              ),
            ].map((n) => ({
              value: n,
              label: t('products.filters.stockAtMost', { n: format.number(Number(n)) }),
            })),
          )}
          {filter(
            'date_preset',
            t('products.filters.added'),
            t('products.filters.addedAnyTime'),
            DATE_RANGE_PRESETS.map((days) => ({
              value: days,
              label: t('products.filters.addedWithin', { days: format.number(Number(days)) }),
            })),
          )}
          {reference.isError && (
            <Box alignSelf="center">
              <Button size="sm" variant="outline" onClick={() => void reference.retry()}>
                {t('catalogue.messages.loadReferenceData')} {t('products.actions.retry')}
              </Button>
            </Box>
          )}
        </>
      }
    />
  );
}
