import type { ReactNode } from 'react';
import { subject as asInstance } from '@casl/ability';
import {
  Button,
  DataList,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, Pencil } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../domain/sales/order';
import type { OrderFlowEventType } from '../../../../machines/orderStatus';
import { useEditor } from '../../../components/data/rowDialogs';
import { LoadFailed } from '../../../components/feedback/LoadFailed';
import { ShowOnChartLink } from '../../../components/ShowOnChartLink';
import { notify } from '../../../components/feedback/notify';
import { DetailPage, useRouteRecord } from '../../../components/resource/DetailPage';
import { canOnResource } from '../../../components/resource/resourceAbility';
import { resourceKeys } from '../../../components/resource/resource';
import { useApi, useApiClient } from '../../../lib/ApiProvider';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { invoiceFromOrderPath, ORDER_LIST_PATH } from '../paths';
import { invoiceResource } from '../invoices/invoiceResource';
import { OrderStatusBadge, PaymentBadge } from '../../../components/sales/OrderBadges';
import { OrderDialog } from './OrderDialog';
import { cardBrandName } from './cardBrandName';
import { useOrderFormat } from './orderFormat';
import { orderResource } from './orderResource';
import { OrderStatusActions } from './OrderStatusActions';
import { OrderTimeline } from './OrderTimeline';

const TRANSITIONS_PATH = '/api/orders/{id}/transitions/';

/** /apps/sale/order/details/:id (read on Order): an order, its lines, addresses, payment, status actions and timeline. */
export function OrderDetailsPage() {
  const { id, query } = useRouteRecord('/api/orders/{id}/');
  return (
    <DetailPage texts="orders.details" backTo={ORDER_LIST_PATH} id={id} query={query}>
      {(order) => <OrderDetails order={order} />}
    </DetailPage>
  );
}

/** A bordered section of the page. */
function Panel({ children, span }: { children: ReactNode; span?: number }) {
  return (
    <Stack
      as="section"
      gap="4"
      borderWidth="1px"
      rounded="lg"
      p="5"
      bg="bg"
      gridColumn={span ? { lg: `span ${span}` } : undefined}
    >
      {children}
    </Stack>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const ability = useAppAbility();
  const api = useApi();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const editor = useEditor<Order>();
  const keys = resourceKeys(orderResource);
  const transitions = api.useQuery('get', TRANSITIONS_PATH, { params: { path: { id: order.id } } });
  const money = (amount: string) => format.money(amount, order.currency);
  const mayChange = !!ability?.can('update', asInstance('Order', { ...order }), 'status');

  const fire = async (event: OrderFlowEventType, note: string) => {
    const { data, error } = await client.POST('/api/orders/{id}/events/', {
      params: { path: { id: order.id } },
      body: { event, note },
    });
    // Whatever the answer, the order and its timeline are asked for again: a refusal means the
    // page showed an order that had moved on.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.item }),
      queryClient.invalidateQueries({ queryKey: keys.list }),
      queryClient.invalidateQueries({ queryKey: ['get', TRANSITIONS_PATH] }),
    ]);
    if (error !== undefined) throw error;
    notify.success(
      t('orders.messages.changed', { number: data.number, status: t(`orders.statuses.${data.status}`) }),
    );
  };

  const address = (kind: 'shipping' | 'billing') => {
    const parts = [
      order[`${kind}_address`],
      [order[`${kind}_postal_code`], order[`${kind}_city`]].filter(Boolean).join(' '),
      order[`${kind}_state`],
      order[`${kind}_country`],
    ].filter(Boolean);
    // Each line in its own direction: an address written left to right stays so in Arabic.
    return parts.length ? (
      <Stack gap="0" alignItems="flex-start" data-testid={`order-${kind}-address`}>
        {parts.map((part, index) => (
          <Text key={index} dir="auto">
            {part}
          </Text>
        ))}
      </Stack>
    ) : (
      <Text color="fg.muted">{t('orders.details.noAddress')}</Text>
    );
  };

  const summary: [string, ReactNode][] = [
    ['orders.details.client', order.client_name],
    [
      'orders.details.seller',
      order.seller_name ?? (
        <Text as="span" color="fg.muted">
          {t('orders.details.noSeller')}
        </Text>
      ),
    ],
    ['orders.details.orderDate', format.day(order.order_date)],
    [
      'orders.details.deliveryDate',
      order.delivery_date ? (
        format.day(order.delivery_date)
      ) : (
        <Text as="span" color="fg.muted">
          {t('orders.details.noDelivery')}
        </Text>
      ),
    ],
    [
      'orders.details.total',
      <Text as="span" fontWeight="semibold" data-testid="order-total">
        {money(order.total_amount)}
      </Text>,
    ],
  ];

  return (
    <Stack gap="6">
      <Flex gap="4" wrap="wrap" align="flex-start" justify="space-between">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {t('orders.details.title', { number: order.number })}
          </Heading>
          <Wrap gap="2">
            <OrderStatusBadge status={order.status} testId="order-status" />
            <PaymentBadge payment={order.payment} testId="order-payment" />
          </Wrap>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {canOnResource(ability, orderResource, 'update', order) && (
            <Button variant="outline" onClick={() => editor.edit(order)} data-testid="edit-order">
              <Pencil aria-hidden />
              {t('orders.actions.edit')}
            </Button>
          )}
          {/* A cancelled order is not invoiced (the invoice's order choices leave it out). */}
          {order.status !== 'cancelled' && canOnResource(ability, invoiceResource, 'create') && (
            <Button asChild variant="outline" data-testid="issue-invoice">
              <RouterLink to={invoiceFromOrderPath(order.id)}>
                <FileText aria-hidden />
                {t('orders.actions.invoice')}
              </RouterLink>
            </Button>
          )}
          <ShowOnChartLink machine="orderStatus" record={order.id} />
        </HStack>
      </Flex>

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Panel span={2}>
          <Heading as="h2" size="lg">
            {t('orders.details.lines')}
          </Heading>
          <Table.ScrollArea>
            <Table.Root size="sm" data-testid="order-lines-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('orders.fields.product')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('orders.fields.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('orders.fields.unitPrice')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('orders.fields.lineTotal')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {order.lines.map((line) => (
                  <Table.Row key={line.id}>
                    <Table.Cell>
                      <Text fontWeight="medium">{line.product_name}</Text>
                      <Text fontSize="xs" color="fg.muted" fontFamily="mono" dir="ltr" textAlign="start">
                        {line.sku}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{format.number(line.quantity)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {money(line.unit_price)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {money(line.line_total)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
              <Table.Footer>
                <Table.Row>
                  <Table.Cell colSpan={3} textAlign="end" fontWeight="semibold">
                    {t('orders.fields.total')}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold" whiteSpace="nowrap">
                    {money(order.total_amount)}
                  </Table.Cell>
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Table.ScrollArea>
        </Panel>

        <Panel>
          <Heading as="h2" size="lg">
            {t('orders.details.summary')}
          </Heading>
          <DataList.Root orientation="horizontal" size="md" data-testid="order-summary">
            {summary.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="8rem">{t(label)}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Panel>

        <Panel span={2}>
          <Heading as="h2" size="lg">
            {t('orders.details.status')}
          </Heading>
          <OrderStatusActions
            status={order.status}
            offered={order.events}
            mayChange={mayChange}
            onFire={fire}
          />
          <Heading as="h3" size="md">
            {t('orders.timeline.title')}
          </Heading>
          {transitions.data ? (
            <OrderTimeline transitions={transitions.data.results} />
          ) : transitions.isError ? (
            <LoadFailed
              message={t('orders.timeline.loadFailed')}
              onRetry={() => void transitions.refetch()}
              retrying={transitions.isFetching}
            />
          ) : null}
        </Panel>

        <Stack gap="4">
          <Panel>
            <Heading as="h2" size="lg">
              {t('orders.details.payment')}
            </Heading>
            <HStack gap="3" wrap="wrap">
              <PaymentBadge payment={order.payment} />
              <Text data-testid="order-card">
                {order.card_brand && order.card_last4
                  ? t('orders.dialog.cardRecognised', {
                      brand: cardBrandName(t, order.card_brand),
                      last4: order.card_last4,
                    })
                  : t('orders.details.noCard')}
              </Text>
            </HStack>
          </Panel>
          <Panel>
            <Heading as="h2" size="lg">
              {t('orders.details.addresses')}
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 1 }} gap="4">
              <Stack gap="1">
                <Text fontWeight="semibold">{t('orders.details.shipping')}</Text>
                {address('shipping')}
              </Stack>
              <Stack gap="1">
                <Text fontWeight="semibold">{t('orders.details.billing')}</Text>
                {address('billing')}
              </Stack>
            </SimpleGrid>
          </Panel>
          {order.notes && (
            <Panel>
              <Heading as="h2" size="lg">
                {t('orders.details.notes')}
              </Heading>
              <Text whiteSpace="pre-wrap">{order.notes}</Text>
            </Panel>
          )}
        </Stack>
      </SimpleGrid>

      <OrderDialog key={editor.key} order={editor.row} dialog={editor.dialog} />
    </Stack>
  );
}
