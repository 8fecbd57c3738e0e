import { useMemo } from 'react';
import { Badge, Box, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { CornerDownRight, Folder } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/feedback/LoadFailed';
import { useAllCategories } from '../config/useAllCategories';
import { PageHeading } from '../../../components/PageHeading';
import { categoryRows, productListByCategory } from './engagement';
import { Loading } from '../../../components/feedback/Loading';

/**
 * /apps/product-management/product/category-list (read on Product): every category (all pages,
 * ordered by path) as an indented tree with its products, each leading to the product list
 * filtered by it.
 */
export function CategoryListPage() {
  const { t, i18n } = useTranslation();
  const query = useAllCategories();
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const rows = useMemo(() => (query.data ? categoryRows(query.data) : []), [query.data]);
  const names = useMemo(() => new Map(query.data?.map((c) => [c.id, c.name])), [query.data]);

  return (
    <Stack gap="6">
      <PageHeading
        title={t('catalogueEngagement.categories.title')}
        subtitle={t('catalogueEngagement.categories.subtitle')}
      />
      {query.isError ? (
        <LoadFailed
          message={t('catalogueEngagement.categories.loadFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <Box py="10" textAlign="center">
          <Loading label={t('catalogueEngagement.common.loading')} />
        </Box>
      ) : rows.length === 0 ? (
        <Text color="fg.muted" py="10" textAlign="center" borderWidth="1px" rounded="lg">
          {t('catalogueEngagement.categories.empty')}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
          <Table.Root size="sm" aria-label={t('catalogueEngagement.categories.tableLabel')}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader scope="col">
                  {t('catalogueEngagement.categories.columns.category')}
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" hideBelow="md">
                  {t('catalogueEngagement.categories.columns.code')}
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  {t('catalogueEngagement.categories.columns.products')}
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end" hideBelow="sm">
                  {t('catalogueEngagement.categories.columns.subcategories')}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map(({ category, depth }) => {
                const parent = category.parent === null ? undefined : names.get(category.parent);
                return (
                  <Table.Row key={category.id} data-testid="category-row" data-path={category.path}>
                    <Table.Cell>
                      <HStack gap="2" ps={`${depth * 1.5}rem`} minW="14rem">
                        <Box
                          as="span"
                          color="fg.subtle"
                          display="inline-flex"
                          _rtl={{ transform: 'scaleX(-1)' }}
                        >
                          {depth > 0 ? (
                            <CornerDownRight size={14} aria-hidden />
                          ) : (
                            <Folder size={14} aria-hidden />
                          )}
                        </Box>
                        <Link
                          asChild
                          color="primary.fg"
                          fontWeight={depth === 0 ? 'semibold' : 'medium'}
                          focusRing="outside"
                        >
                          <RouterLink to={productListByCategory(category.id)}>{category.name}</RouterLink>
                        </Link>
                        {parent && (
                          <Box as="span" srOnly>
                            {t('catalogueEngagement.categories.inParent', { parent })}
                          </Box>
                        )}
                        {!category.is_active && (
                          <Badge variant="subtle" colorPalette="gray" size="sm">
                            {t('catalogueEngagement.categories.inactive')}
                          </Badge>
                        )}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell hideBelow="md">
                      <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted" dir="ltr">
                        {category.code}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end" data-testid="category-products">
                      {number.format(category.products_count)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" hideBelow="sm" color="fg.muted">
                      {number.format(category.children_count)}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
