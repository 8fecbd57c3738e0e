import { z } from 'zod';
import { id, isoDate, optionalString, queryBoolean, queryId } from '../common/fields';
import { messages } from '../common/messages';
import { DATE_RANGE_PRESETS, ListQuerySchema } from '../common/pagination';
import { QUANTITY_MAX } from '../catalogue/product';
import { CARD_BRANDS, cardSummary } from './card';
import { HOLDABLE_STATUSES, ORDER_STATUSES, PAYMENT_STATES } from './orderStatus';

/** The order's texts the API answers with (the screens translate them by these English texts). */
export const orderMessages = {
  cardNumber: 'Enter a valid card number.',
  deliveryBeforeOrder: 'The delivery date cannot be before the order date.',
  eachProductOnce: 'Each product once per order.',
  linesRequired: 'An order needs at least one line.',
  noPrice: 'This product has no price: it cannot be ordered.',
  clientBlocked: 'This client is blocked and may not order.',
  linesOnlyWhilePending: 'The lines of an order can be changed only while it is pending.',
  deleteOnlyPending: 'Only a pending, unpaid order can be deleted: cancel it instead.',
  /** 409 of a refused status change, naming the status and the event. */
  refusedEvent: (status: string, event: string) => `An order in status ${status} cannot take ${event}.`,
} as const;

/**
 * The events an order's status changes by, as the order machine (machines/orderStatus) names
 * them. The server computes what the machine needs besides the event (whether the stock is
 * there); a client sends only the name.
 */
export const ORDER_EVENTS = [
  'REQUEST_PAYMENT',
  'PAYMENT_RECEIVED',
  'PAYMENT_FAILED',
  'RETRY_PAYMENT',
  'CONFIRM',
  'START_PROCESSING',
  'SHIP',
  'DELIVER',
  'HOLD',
  'RELEASE',
  'CANCEL',
  'REFUND',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** What a transition's `event` is for the order's creation (its first line in the timeline). */
export const ORDER_CREATED_EVENT = 'CREATE';

/** The order-date presets of the list (days back from today). */
export const ORDER_DATE_PRESETS = DATE_RANGE_PRESETS;

export const ORDER_LINES_MAX = 100;
const NOTES_MAX = 2000;
const ADDRESS_MAX = 200;

const lineInput = z.strictObject({
  product: id(),
  quantity: z
    .number({
      error: (i) => (i.input === undefined || i.input === null ? messages.required : messages.integer),
    })
    .int(messages.integer)
    .min(1, 'Must be at least 1.')
    .max(QUANTITY_MAX),
});

const lines = z
  .array(lineInput)
  .min(1, orderMessages.linesRequired)
  .max(ORDER_LINES_MAX)
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    value.forEach((line, index) => {
      if (seen.has(line.product)) {
        ctx.addIssue({ code: 'custom', path: [index, 'product'], message: orderMessages.eachProductOnce });
      }
      seen.add(line.product);
    });
  });

const addressText = () => optionalString(ADDRESS_MAX);
/** Shipping and billing addresses, copied onto the order (a later change of the client's rewrites none). */
const addressFields = {
  shipping_address: addressText(),
  shipping_city: addressText(),
  shipping_state: addressText(),
  shipping_postal_code: optionalString(20),
  shipping_country: addressText(),
  billing_address: addressText(),
  billing_city: addressText(),
  billing_state: addressText(),
  billing_postal_code: optionalString(20),
  billing_country: addressText(),
};
export const ORDER_ADDRESS_FIELDS = Object.keys(addressFields) as (keyof typeof addressFields)[];
export type OrderAddressField = (typeof ORDER_ADDRESS_FIELDS)[number];

/** A card number as typed (spaces and dashes allowed), valid by its checksum. */
const cardNumber = z
  .string({ error: 'Expected a string.' })
  .max(40, orderMessages.cardNumber)
  .refine((typed) => cardSummary(typed) !== null, orderMessages.cardNumber);

/** Delivery on or after the order date, when both are known. */
function deliveryAfterOrder(
  value: { order_date?: string | undefined; delivery_date?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.order_date && value.delivery_date && value.delivery_date < value.order_date) {
    ctx.addIssue({ code: 'custom', path: ['delivery_date'], message: orderMessages.deliveryBeforeOrder });
  }
}

/**
 * A new order. Addresses left out are the client's; the seller left out is the client's; the
 * order date left out is today. Prices, totals, currency, number and brand are the server's.
 */
const ADDRESS_OPTIONAL = {
  shipping_address: true,
  shipping_city: true,
  shipping_state: true,
  shipping_postal_code: true,
  shipping_country: true,
  billing_address: true,
  billing_city: true,
  billing_state: true,
  billing_postal_code: true,
  billing_country: true,
} as const satisfies Record<keyof typeof addressFields, true>;

export const OrderCreateSchema = z
  .strictObject({
    client: id(),
    seller: id().nullable(),
    order_date: isoDate(),
    delivery_date: isoDate().nullable().default(null),
    lines,
    card_number: cardNumber,
    notes: optionalString(NOTES_MAX).default(''),
    ...addressFields,
  })
  .partial({ seller: true, order_date: true, card_number: true, ...ADDRESS_OPTIONAL })
  .superRefine(deliveryAfterOrder)
  .meta({ id: 'OrderCreate' });
export type OrderCreate = z.infer<typeof OrderCreateSchema>;

/**
 * The info-edit of an order: seller, delivery date, addresses, notes, card; its lines only
 * while it is pending (its stock is not reserved then, and nothing has been paid for them),
 * replaced as a whole and priced again at the products' current prices. Status and payment
 * change only through the order's events, never here.
 */
export const OrderUpdateSchema = z
  .strictObject({
    seller: id().nullable(),
    delivery_date: isoDate().nullable(),
    lines,
    card_number: cardNumber,
    notes: optionalString(NOTES_MAX),
    ...addressFields,
  })
  .partial()
  .meta({ id: 'OrderUpdate' });
export type OrderUpdate = z.infer<typeof OrderUpdateSchema>;

/** An exact amount of money: a decimal string with two places ("1234.50"). */
const amount = () =>
  z
    .string()
    .regex(/^-?\d+\.\d{2}$/)
    .meta({ description: 'Exact decimal, two places.' });

export const OrderLineSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    product: z.number().int(),
    /** The product's name, SKU and price as they were when ordered. */
    product_name: z.string(),
    sku: z.string(),
    quantity: z.number().int(),
    unit_price: amount(),
    line_total: amount(),
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    /** The organisation's order number: consecutive, never reused. */
    number: z.number().int(),
    client: z.number().int(),
    client_name: z.string(),
    seller: z.number().int().nullable(),
    seller_name: z.string().nullable(),
    /** The brand brand managers see the order under: its largest line’s (docs/decisions/0010). */
    brand: z.number().int().nullable(),
    brand_name: z.string().nullable(),
    order_date: z.string(),
    delivery_date: z.string().nullable(),
    status: z.enum(ORDER_STATUSES),
    payment: z.enum(PAYMENT_STATES),
    stock_reserved: z.boolean(),
    held_from: z.enum(HOLDABLE_STATUSES).nullable(),
    currency: z.string(),
    total_amount: amount(),
    card_brand: z.enum(CARD_BRANDS).nullable(),
    card_last4: z.string().nullable(),
    shipping_address: z.string(),
    shipping_city: z.string(),
    shipping_state: z.string(),
    shipping_postal_code: z.string(),
    shipping_country: z.string(),
    billing_address: z.string(),
    billing_city: z.string(),
    billing_state: z.string(),
    billing_postal_code: z.string(),
    billing_country: z.string(),
    notes: z.string(),
    lines: z.array(OrderLineSchema),
    /** The events this caller may send the order now (the machine's, for their rights). */
    events: z.array(z.enum(ORDER_EVENTS)),
    created_by: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

/** The list's filters: status, payment state, order date within the last N days, client, seller, brand. */
export const OrderListQuerySchema = ListQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  payment: z.enum(PAYMENT_STATES).optional(),
  date_preset: z.enum(ORDER_DATE_PRESETS).optional(),
  client: queryId.optional(),
  seller: queryId.optional(),
  brand: queryId.optional(),
  /** The caller's own orders: those they created, or sold as the seller. */
  mine: queryBoolean.optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** A status change: the machine's event, and a note for the timeline. */
export const OrderEventBodySchema = z
  .strictObject({
    event: z.enum(ORDER_EVENTS),
    note: optionalString(NOTES_MAX).default(''),
  })
  .meta({ id: 'OrderEventBody' });
export type OrderEventBody = z.infer<typeof OrderEventBodySchema>;

/** One line of an order's timeline: its creation (from null, event CREATE) or a status change. */
export const OrderTransitionSchema = z
  .object({
    id: z.number().int(),
    from_status: z.enum(ORDER_STATUSES).nullable(),
    to_status: z.enum(ORDER_STATUSES),
    event: z.string(),
    user: z.number().int().nullable(),
    user_name: z.string().nullable(),
    note: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'OrderTransition' });
export type OrderTransition = z.infer<typeof OrderTransitionSchema>;

export const OrderTransitionListSchema = z
  .object({ results: z.array(OrderTransitionSchema) })
  .meta({ id: 'OrderTransitionList' });

/** The 409 of a refused event: the order's status and the event, besides the detail. */
export const OrderEventRefusalSchema = z.object({
  detail: z.string(),
  status: z.enum(ORDER_STATUSES),
  event: z.enum(ORDER_EVENTS),
});
