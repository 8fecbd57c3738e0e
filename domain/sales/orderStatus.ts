/**
 * An order's statuses and payment states (spec business-areas §4), as stored and as the API
 * writes them. Which status may follow which is the order machine's (machines/orderStatus).
 */
export const ORDER_STATUSES = [
  'pending',
  'payment_pending',
  'payment_failed',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'on_hold',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATES = ['pending', 'paid', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The statuses an order may be put on hold from, and so return to. */
export const HOLDABLE_STATUSES = ['pending', 'confirmed', 'processing'] as const;
export type HoldableStatus = (typeof HOLDABLE_STATUSES)[number];

/** The statuses by the spec's names (§4), as the API's English messages write them. */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  pending: 'Pending',
  payment_pending: 'Payment Pending',
  payment_failed: 'Payment Failed',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  on_hold: 'On Hold',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
