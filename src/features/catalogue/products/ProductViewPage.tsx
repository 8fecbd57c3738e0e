import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  DataList,
  Flex,
  HStack,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { subject } from '@casl/ability';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localDate } from '../../../../domain/catalogue/launchTiming';
import { useApi, useApiClient } from '../../../lib/ApiProvider';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { SectionHeader } from '../../../components/SectionHeader';
import { TabbedPage } from '../../../components/TabbedPage';
import { launchDetailPath, PRODUCT_LIST_PATH, productEditPath, productViewPath } from '../paths';
import { useCatalogueMessage } from '../catalogueMessages';
import { ImageGallery, type GalleryBusy } from './ImageGallery';
import { PriorityBadge, SaleBadge } from './ProductBadges';
import type { Product } from './ProductListPage';
import { launchCounts, launchTimingText, stockValue } from './productFormat';
import { useProductFormat } from './productText';
import { useProductDetail } from './productDetail';
import { PRODUCT_KEY, PRODUCTS_KEY } from './queryKeys';
import { uploadProductImage } from './uploadImage';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { detail?: unknown }).detail === 'Not found.';

/** The product id of the route, or null when it is not one. */
export function useProductId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A product's page with its tabs (spec §2): Details, Launches, Images, Inventory, Analytics. */
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
    body = <Spinner size="md" color="primary.fg" aria-label={t('products.loading')} />;
  }

  return (
    <Stack gap="5" maxW="7xl">
      <BackLink />
      {body}
    </Stack>
  );
}

export function BackLink({ to = PRODUCT_LIST_PATH, label }: { to?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Link asChild alignSelf="flex-start" fontSize="sm" color="fg.muted" focusRing="outside">
      <RouterLink to={to}>
        <Box as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex" aria-hidden>
          <ArrowLeft size={16} />
        </Box>
        {label ?? t('products.view.back')}
      </RouterLink>
    </Link>
  );
}

export function Notice({
  status,
  text,
  action,
}: {
  status: 'error' | 'warning' | 'success' | 'info';
  text: string;
  action?: ReactNode;
}) {
  return (
    <Alert.Root
      status={status}
      role={status === 'success' || status === 'info' ? 'status' : 'alert'}
      alignItems="center"
    >
      <Alert.Indicator />
      <Alert.Title flex="1">{text}</Alert.Title>
      {action}
    </Alert.Root>
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
      <HStack gap="3">
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

function Facts({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <DataList.Root orientation="horizontal" gap="3" data-testid={testId}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="12rem">{t(label)}</DataList.ItemLabel>
          <DataList.ItemValue>{value ?? <None />}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function None() {
  const { t } = useTranslation();
  return (
    <>
      <Text as="span" color="fg.muted" aria-hidden>
        —
      </Text>
      <Box as="span" srOnly>
        {t('products.view.none')}
      </Box>
    </>
  );
}

const text = (value: string | null | undefined) => (value ? value : null);

function DetailsTab({ product }: { product: Product }) {
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

type LaunchesQuery = {
  data?: { results: LaunchRow[] } | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};
type LaunchRow = {
  id: number;
  code: string;
  name: string;
  status: string;
  planned_launch_date: string;
  actual_launch_date: string | null;
  manager_name: string | null;
};

function LaunchesTab({ query }: { query: LaunchesQuery }) {
  const { t } = useTranslation();
  const format = useProductFormat();
  const today = localDate();
  if (query.isError) {
    return (
      <Notice
        status="error"
        text={t('products.launches.loadFailed')}
        action={
          <Button size="sm" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('products.actions.retry')}
          </Button>
        }
      />
    );
  }
  if (!query.data) return <Spinner size="md" color="primary.fg" aria-label={t('products.loading')} />;
  const launches = query.data.results;
  return (
    <Stack gap="4">
      <SectionHeader title={t('products.launches.title')} subtitle={t('products.launches.subtitle')} />
      {launches.length === 0 ? (
        <Text color="fg.muted">{t('products.launches.none')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
          <Table.Root size="sm" aria-label={t('products.launches.title')}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader scope="col">{t('products.launches.name')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('products.launches.status')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('products.launches.planned')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('products.launches.timing')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" hideBelow="md">
                  {t('products.launches.manager')}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {launches.map((launch) => {
                const timing = launchTimingText(launch, today);
                const palette =
                  timing.timing.kind === 'overdue'
                    ? 'red'
                    : timing.timing.kind === 'today'
                      ? 'orange'
                      : timing.timing.kind === 'launched'
                        ? 'green'
                        : 'blue';
                return (
                  <Table.Row key={launch.id}>
                    <Table.Cell>
                      <Stack gap="0">
                        <Link asChild fontWeight="medium" color="fg" focusRing="outside">
                          <RouterLink to={launchDetailPath(launch.id)}>{launch.name}</RouterLink>
                        </Link>
                        <Text fontSize="xs" color="fg.muted" fontFamily="mono" dir="ltr" textAlign="start">
                          {launch.code}
                        </Text>
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>{t(`products.launchStatus.${launch.status}`)}</Table.Cell>
                    <Table.Cell>{format.day(launch.planned_launch_date)}</Table.Cell>
                    <Table.Cell>
                      <Badge variant="subtle" colorPalette={palette} data-testid="launch-timing">
                        {t(
                          timing.key,
                          timing.timing.kind === 'launched'
                            ? { date: format.day(timing.timing.date) }
                            : { ...timing.values, days: format.number(Number(timing.values.days ?? 0)) },
                        )}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell hideBelow="md">{launch.manager_name ?? <None />}</Table.Cell>
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

function ImagesTab({ product, canEdit }: { product: Product; canEdit: boolean }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const text = useCatalogueMessage();
  const [busy, setBusy] = useState<GalleryBusy>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PRODUCT_KEY }),
      queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
    ]);
  const run = async (kind: GalleryBusy, action: () => Promise<string | null>) => {
    setBusy(kind);
    setError(null);
    try {
      setError(await action());
      await refresh();
    } finally {
      setBusy(null);
      setDeletingId(null);
    }
  };

  return (
    <Stack gap="4">
      <SectionHeader title={t('products.images.title')} subtitle={t('products.images.subtitle')} />
      <ImageGallery
        images={product.images}
        canEdit={canEdit}
        busy={busy}
        deletingId={deletingId}
        error={error}
        productName={product.name}
        onUpload={(file) =>
          void run('uploading', async () => {
            try {
              await uploadProductImage(client, product.id, file);
              return null;
            } catch (failure) {
              return text(errorDetail(failure) ?? undefined) ?? t('catalogue.messages.uploadImage');
            }
          })
        }
        onDelete={(imageId) => {
          setDeletingId(imageId);
          void run('deleting', async () => {
            try {
              const { response } = await client.DELETE('/api/products/{id}/images/{imageId}/', {
                params: { path: { id: product.id, imageId } },
              });
              // The server said no: 'Failed to delete image from server'; no answer at all: 'Failed to delete image.'
              return response.ok ? null : t('catalogue.messages.deleteImageServer');
            } catch {
              return t('catalogue.messages.deleteImage');
            }
          });
        }}
        onReorder={(order) =>
          void run('reordering', async () => {
            try {
              const { response } = await client.PUT('/api/products/{id}/images/order/', {
                params: { path: { id: product.id } },
                body: { order },
              });
              return response.ok ? null : t('catalogue.messages.reorderImages');
            } catch {
              return t('catalogue.messages.reorderImages');
            }
          })
        }
      />
    </Stack>
  );
}

/** The `detail` or first field message of an API error body. */
export function errorDetail(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const body = error as Record<string, unknown>;
  if (typeof body.detail === 'string') return body.detail;
  for (const value of Object.values(body)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return null;
}

function Stat({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  testId?: string;
}) {
  return (
    <Stack gap="1" borderWidth="1px" rounded="lg" p="4" bg="bg" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold">
        {value}
      </Text>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

function InventoryTab({ product }: { product: Product }) {
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

function AnalyticsTab({ product, launches }: { product: Product; launches: LaunchRow[] | undefined }) {
  const { t } = useTranslation();
  const format = useProductFormat();
  const history = useApi().useQuery('get', '/api/products/{id}/status-history/', {
    params: { path: { id: product.id } },
  });
  const counts = launches ? launchCounts(launches, localDate()) : null;
  const retail =
    product.suggested_retail_price === null
      ? null
      : Math.round(product.suggested_retail_price * Math.max(product.stock_quantity, 0) * 100) / 100;
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
