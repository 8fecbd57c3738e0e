import { useState, type ReactNode } from 'react';
import { Badge, Button, Flex, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { subject } from '@casl/ability';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../domain/catalogue/product';
import { useApi } from '../../../lib/ApiProvider';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { ShowOnChartLink } from '../../../components/ShowOnChartLink';
import { Notice } from '../../../components/feedback/Notice';
import { TabbedPage } from '../../../components/TabbedPage';
import { PRODUCT_LIST_PATH, productEditPath, productViewPath } from '../paths';
import { BackLink } from '../../../components/BackLink';
import { PriorityBadge, SaleBadge } from './ProductBadges';
import { useProductDetail, useProductId } from './productDetail';
import { PRODUCT_KEY, PRODUCTS_KEY } from './queryKeys';
import { DetailsTab } from './view/DetailsTab';
import { LaunchesTab } from './view/LaunchesTab';
import { ImagesTab } from './view/ImagesTab';
import { InventoryTab } from './view/InventoryTab';
import { AnalyticsTab } from './view/AnalyticsTab';
import { Loading } from '../../../components/feedback/Loading';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { detail?: unknown }).detail === 'Not found.';

/** A product's page with its tabs Details, Launches, Images, Inventory, Analytics. */
export function ProductViewPage() {
  const { t } = useTranslation();
  const id = useProductId();
  const query = useProductDetail(id);

  let body: ReactNode;
  if (id === null || isNotFound(query.error)) {
    body = <Notice status="warning" text={t('products.view.notFound')} />;
  } else if (query.data?.product) {
    body = <ProductDetail product={query.data.product} />;
  } else if (query.isError || query.data?.invalid) {
    body = (
      <Notice
        status="error"
        text={t(query.isError ? 'catalogue.messages.loadProduct' : 'catalogue.messages.invalidResponse')}
        action={
          <Button size="sm" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('products.actions.retry')}
          </Button>
        }
      />
    );
  } else {
    body = <Loading label={t('products.loading')} />;
  }

  return (
    <Stack gap="5" maxW="7xl">
      <BackLink to={PRODUCT_LIST_PATH} label={t('products.view.back')} />
      {body}
    </Stack>
  );
}

function ProductDetail({ product }: { product: Product }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useApi().useMutation('delete', '/api/products/{id}/');
  const [deleting, setDeleting] = useState(false);
  const self = subject('Product', { ...product });
  const canUpdate = !!ability?.can('update', self);
  const canDelete = !!ability?.can('delete', self);
  const launches = useApi().useQuery('get', '/api/product-launches/', {
    params: { query: { product: product.id, page_size: 100, ordering: 'planned_launch_date' } },
  });

  const header = (
    <Flex
      gap="4"
      wrap="wrap"
      align="center"
      justify="space-between"
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg="bg"
    >
      <Wrap gap="2" align="center">
        <Text as="span" fontFamily="mono" fontSize="sm" dir="ltr" data-testid="product-sku">
          {product.sku}
        </Text>
        <Badge variant="subtle" colorPalette="primary">
          {product.status_detail.name}
        </Badge>
        <PriorityBadge priority={product.priority} />
        <SaleBadge blocker={product.sale_blocker} testId="sale-badge" />
      </Wrap>
      <HStack gap="3" wrap="wrap">
        <ShowOnChartLink machine="productStatus" record={product.id} />
        {canUpdate && (
          <Button asChild variant="outline">
            <RouterLink to={productEditPath(product.id)}>
              <Pencil aria-hidden />
              {t('products.view.edit')}
            </RouterLink>
          </Button>
        )}
        {canDelete && (
          <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden />
            {t('products.view.delete')}
          </Button>
        )}
      </HStack>
    </Flex>
  );

  return (
    <>
      <TabbedPage
        base={productViewPath(product.id)}
        title={product.name}
        subtitle={t('products.view.subtitle', {
          brand: product.brand_detail.name,
          type: product.product_type_detail.name,
        })}
        header={header}
        tabs={[
          { value: 'details', label: t('products.tabs.details'), content: <DetailsTab product={product} /> },
          {
            value: 'launches',
            label: t('products.tabs.launches'),
            content: <LaunchesTab query={launches} />,
          },
          {
            value: 'images',
            label: t('products.tabs.images'),
            content: <ImagesTab product={product} canEdit={canUpdate} />,
          },
          {
            value: 'inventory',
            label: t('products.tabs.inventory'),
            content: <InventoryTab product={product} />,
          },
          {
            value: 'analytics',
            label: t('products.tabs.analytics'),
            content: <AnalyticsTab product={product} launches={launches.data?.results} />,
          },
        ]}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('products.delete.title', { name: product.name })}
        body={t('products.delete.body', { name: product.name })}
        confirmLabel={t('products.delete.confirm')}
        destructive
        onConfirm={async () => {
          await remove.mutateAsync({ params: { path: { id: product.id } } });
          queryClient.removeQueries({ queryKey: [...PRODUCT_KEY, { params: { path: { id: product.id } } }] });
          await queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
          void navigate(PRODUCT_LIST_PATH, { state: { deleted: product.name } });
        }}
      />
    </>
  );
}
