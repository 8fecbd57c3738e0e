import { Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CardBrand } from '../../../../domain/sales/card';
import type { Client } from '../../../../domain/sales/client';
import {
  ORDER_ADDRESS_FIELDS,
  ORDER_LINES_MAX,
  OrderCreateSchema,
  OrderUpdateSchema,
  type Order,
  type OrderCreate,
  type OrderUpdate,
} from '../../../../domain/sales/order';
import { FormDialog, FormField } from '../../../components/data/FormDialog';
import type { DirtyCloseControl } from '../../../components/data/useDirtyClose';
import { notify } from '../../../components/feedback/notify';
import { dateOrNull } from '../../../components/form/CommonFields';
import { ReferenceField } from '../../../components/form/ReferenceField';
import { useResourceMutations } from '../../../components/resource/useResourceMutations';
import { useMoney } from '../../../lib/useMoney';
import { CardNumberField } from './CardNumberField';
import { OrderAddressFields } from './OrderAddressFields';
import { OrderLinesEditor, type LineInput } from './OrderLinesEditor';
import { useOrderFormat } from './orderFormat';
import { useOrderMessage } from './orderMessages';
import { orderResource } from './orderResource';

// The API's messages go on these fields, each line's on its product or quantity.
const FIELDS = [
  'client',
  'seller',
  'order_date',
  'delivery_date',
  'notes',
  'card_number',
  'lines',
  ...ORDER_ADDRESS_FIELDS,
  ...Array.from({ length: ORDER_LINES_MAX }, (_, i) => [`lines.${i}.product`, `lines.${i}.quantity`]).flat(),
];

/** The form's values: the create schema's, with lines whose product is not chosen yet. */
type OrderForm = Omit<OrderCreate, 'lines'> & { lines: LineInput[] };
type Form = UseFormReturn<OrderForm, unknown, OrderCreate>;

/** An empty text is no card: the number is optional, and only a typed one is checked. */
const cardOrNothing = (value: string) => (value.trim() === '' ? undefined : value);

/** The order's lines as the API takes them, only when they differ from the saved ones. */
function changedLines(lines: OrderUpdate['lines'], order: Order) {
  const saved = order.lines.map(({ product, quantity }) => ({ product, quantity }));
  return JSON.stringify(lines) === JSON.stringify(saved) ? undefined : lines;
}

/**
 * A new order, or an order's info (mount it anew for each opening: `key`): client, seller,
 * dates, lines (only while pending), addresses (the client's, once chosen, as a start), an
 * optional card (checked by its checksum before anything is sent) and notes. Validated by the
 * API's own schemas; the API's refusals go on their fields, a line's on its product. Status and
 * payment change only through the order's status actions.
 */
export function OrderDialog({
  order,
  dialog,
}: {
  /** The order edited, or null to add one. */
  order: Order | null;
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; dirtyClose: DirtyCloseControl };
}) {
  const { t } = useTranslation();
  const text = useOrderMessage();
  const { create, update } = useResourceMutations(orderResource);
  const editing = order !== null;
  const linesEditable = !order || order.status === 'pending';
  const format = useOrderFormat();
  const organizationMoney = useMoney();
  // An order keeps the currency it was priced in; a new one is priced in the organisation's.
  const money = order
    ? (amount: string) => format.money(amount, order.currency)
    : (amount: string) => organizationMoney(Number(amount));

  const defaults: OrderForm = order
    ? {
        client: order.client,
        seller: order.seller,
        delivery_date: order.delivery_date,
        notes: order.notes,
        lines: order.lines.map(({ product, quantity }) => ({ product, quantity })),
        ...Object.fromEntries(ORDER_ADDRESS_FIELDS.map((field) => [field, order[field]])),
      }
    : {
        client: null as unknown as number,
        delivery_date: null,
        notes: '',
        lines: [{ product: null, quantity: 1 }],
        ...Object.fromEntries(ORDER_ADDRESS_FIELDS.map((field) => [field, ''])),
      };

  /** The chosen client's addresses become the order's, as a start the user may change. */
  const prefillAddresses = (form: Form, client: Client | null) => {
    if (!client) return;
    for (const field of ORDER_ADDRESS_FIELDS) {
      form.setValue(field, client[field] ?? '', { shouldDirty: true });
    }
  };

  const save = async (values: OrderCreate) => {
    if (!order) {
      const created = await create.mutateAsync(values);
      return t('orders.dialog.created', { number: created.number });
    }
    const { client: _client, order_date: _date, ...rest } = values;
    const body: OrderUpdate = { ...rest, lines: linesEditable ? changedLines(rest.lines, order) : undefined };
    const saved = await update.mutateAsync({ id: order.id, body });
    return t('orders.dialog.updated', { number: saved.number });
  };

  return (
    <FormDialog
      {...dialog}
      title={editing ? t('orders.dialog.editTitle', { number: order.number }) : t('orders.dialog.addTitle')}
      description={editing ? t('orders.dialog.editDescription') : t('orders.dialog.addDescription')}
      submitLabel={editing ? t('orders.dialog.save') : t('orders.dialog.create')}
      schema={(editing ? OrderUpdateSchema : OrderCreateSchema) as typeof OrderCreateSchema}
      fields={FIELDS}
      defaultValues={defaults as never}
      size="lg"
      onSubmit={async (values) => {
        let said: string;
        try {
          said = await save(values);
        } catch (error) {
          notify.failure(t(editing ? 'orders.dialog.updateFailed' : 'orders.dialog.createFailed'));
          throw error;
        }
        notify.success(said);
      }}
    >
      {(rawForm) => {
        const form = rawForm as unknown as Form;
        const { errors } = form.formState;
        return (
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {editing ? (
                <FormField label={t('orders.fields.client')}>
                  <Text py="2" data-testid="order-client-name">
                    {order.client_name}
                  </Text>
                </FormField>
              ) : (
                <ReferenceField
                  control={form.control}
                  name="client"
                  label={t('orders.fields.client')}
                  error={text(errors.client?.message)}
                  path="/api/clients/"
                  emptyLabel={t('orders.fields.choose')}
                  onPicked={(_, client) => prefillAddresses(form, client)}
                  testId="order-client"
                />
              )}
              <ReferenceField
                control={form.control}
                name="seller"
                label={t('orders.fields.seller')}
                error={text(errors.seller?.message)}
                path="/api/sellers/"
                optional
                // Adding: no choice is the client's seller (left out); editing: no seller.
                nullable={editing}
                emptyLabel={editing ? t('orders.details.noSeller') : t('orders.fields.noSeller')}
                fallback={(id) => (id === order?.seller ? (order.seller_name ?? `#${id}`) : `#${id}`)}
                testId="order-seller"
              />
              {!editing && (
                <FormField label={t('orders.fields.orderDate')} error={text(errors.order_date?.message)}>
                  <Input
                    type="date"
                    {...form.register('order_date', {
                      setValueAs: (v: string) => (v === '' ? undefined : v),
                    })}
                  />
                </FormField>
              )}
              <FormField label={t('orders.fields.deliveryDate')} error={text(errors.delivery_date?.message)}>
                <Input type="date" {...form.register('delivery_date', { setValueAs: dateOrNull })} />
              </FormField>
            </SimpleGrid>

            {linesEditable ? (
              <OrderLinesEditor
                control={form.control as never}
                register={form.register as never}
                watch={form.watch as never}
                errors={errors as never}
                errorText={text}
                money={money}
                saved={order?.lines}
              />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t('orders.dialog.linesLocked')}
              </Text>
            )}

            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
              <OrderAddressFields
                kind="shipping"
                register={form.register as never}
                errors={errors}
                errorText={text}
              />
              <OrderAddressFields
                kind="billing"
                register={form.register as never}
                errors={errors}
                errorText={text}
              />
            </SimpleGrid>

            <CardNumberField
              registration={form.register('card_number', { setValueAs: cardOrNothing })}
              typed={form.watch('card_number')}
              error={text(errors.card_number?.message)}
              onFile={
                order?.card_brand && order.card_last4
                  ? { brand: order.card_brand as CardBrand, last4: order.card_last4 }
                  : null
              }
            />

            <FormField label={t('orders.fields.notes')} error={text(errors.notes?.message)}>
              <Textarea rows={3} {...form.register('notes')} />
            </FormField>
          </Stack>
        );
      }}
    </FormDialog>
  );
}
