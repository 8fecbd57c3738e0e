import { assign, setup } from 'xstate';
import type { HoldableStatus, OrderStatus, PaymentState } from '../../domain/sales/orderStatus';

/** What an order holds besides its status, and the machine's guards read. */
export interface OrderFlowContext {
  payment: PaymentState;
  /** The lines' stock is set aside for this order (from confirming until cancelled). */
  stockReserved: boolean;
  /** Where an order on hold returns to. */
  heldFrom: HoldableStatus | null;
}

export type OrderFlowEvent =
  /** The customer is asked to pay before the order is confirmed. */
  | { type: 'REQUEST_PAYMENT' }
  /**
   * A payment came in. In Payment Pending it confirms the order when its stock can be reserved
   * (`stockAvailable`, which the server reads from the lines' products), else the order waits in
   * Pending; anywhere else it only marks the order paid.
   */
  | { type: 'PAYMENT_RECEIVED'; stockAvailable: boolean }
  | { type: 'PAYMENT_FAILED' }
  | { type: 'RETRY_PAYMENT' }
  /** Accept the order: its lines' stock is reserved, so only when every line's stock is there. */
  | { type: 'CONFIRM'; stockAvailable: boolean }
  | { type: 'START_PROCESSING' }
  | { type: 'SHIP' }
  | { type: 'DELIVER' }
  | { type: 'HOLD' }
  | { type: 'RELEASE' }
  | { type: 'CANCEL' }
  | { type: 'REFUND' };

export type OrderFlowEventType = OrderFlowEvent['type'];

/** One sample of every event, as the screens and the server send them. */
export const ORDER_FLOW_EVENTS = [
  { type: 'REQUEST_PAYMENT' },
  { type: 'PAYMENT_RECEIVED', stockAvailable: true },
  { type: 'PAYMENT_RECEIVED', stockAvailable: false },
  { type: 'PAYMENT_FAILED' },
  { type: 'RETRY_PAYMENT' },
  { type: 'CONFIRM', stockAvailable: true },
  { type: 'CONFIRM', stockAvailable: false },
  { type: 'START_PROCESSING' },
  { type: 'SHIP' },
  { type: 'DELIVER' },
  { type: 'HOLD' },
  { type: 'RELEASE' },
  { type: 'CANCEL' },
  { type: 'REFUND' },
] as const satisfies readonly OrderFlowEvent[];

/** A new order: nothing paid, nothing reserved. */
export const NEW_ORDER_CONTEXT: OrderFlowContext = {
  payment: 'pending',
  stockReserved: false,
  heldFrom: null,
};

const heldFrom = (status: HoldableStatus) => ({ type: 'heldFrom' as const, params: { status } });

/**
 * An order's status flow, as an order desk runs it. The SPA offers exactly the events it takes
 * at an order's status; the server applies every change through it (machines/statusFlow) and
 * carries out the effects it names in the same transaction: `reserveStock`, `releaseStock`,
 * `refundPayment`. Rules: stock is reserved on confirming, and only when it is there; nothing
 * ships unpaid; a refund needs a payment; shipped goods are not cancelled (they come back by a
 * refund once delivered); an order on hold returns to the status it was held from.
 */
export const orderStatusMachine = setup({
  types: {
    context: {} as OrderFlowContext,
    events: {} as OrderFlowEvent,
    input: {} as Partial<OrderFlowContext> | undefined,
  },
  guards: {
    stockAvailable: ({ event }) => 'stockAvailable' in event && event.stockAvailable,
    paid: ({ context }) => context.payment === 'paid',
    unpaid: ({ context }) => context.payment !== 'paid',
    stockReserved: ({ context }) => context.stockReserved,
    heldFrom: ({ context }, params: { status: HoldableStatus }) => context.heldFrom === params.status,
  },
  actions: {
    markPaid: assign({ payment: 'paid' }),
    markPaymentFailed: assign({ payment: 'failed' }),
    markPaymentPending: assign({ payment: 'pending' }),
    markReserved: assign({ stockReserved: true }),
    markReleased: assign({ stockReserved: false }),
    rememberHold: assign({ heldFrom: (_, params: { from: HoldableStatus }) => params.from }),
    forgetHold: assign({ heldFrom: null }),
    // Effects for the caller to carry out in the status change's transaction; the machine only
    // names them (a pure transition returns them, the assignments above it applies itself).
    reserveStock: () => {},
    releaseStock: () => {},
    refundPayment: () => {},
  },
}).createMachine({
  id: 'orderStatus',
  description: 'An order from its creation to delivery, cancellation or refund.',
  initial: 'pending',
  context: ({ input }) => ({ ...NEW_ORDER_CONTEXT, ...input }),
  states: {
    pending: {
      description: 'Received, not yet accepted.',
      on: {
        CONFIRM: {
          guard: 'stockAvailable',
          target: 'confirmed',
          actions: ['markReserved', 'reserveStock'],
          description: 'Accept the order and reserve its stock.',
        },
        REQUEST_PAYMENT: {
          guard: 'unpaid',
          target: 'payment_pending',
          description: 'Ask the customer to pay before accepting.',
        },
        PAYMENT_RECEIVED: { guard: 'unpaid', actions: 'markPaid', description: 'Paid in advance.' },
        HOLD: { target: 'on_hold', actions: { type: 'rememberHold', params: { from: 'pending' } } },
        CANCEL: { target: 'cancelled' },
      },
    },
    payment_pending: {
      description: 'Waiting for the customer’s payment.',
      on: {
        PAYMENT_RECEIVED: [
          {
            guard: 'stockAvailable',
            target: 'confirmed',
            actions: ['markPaid', 'markReserved', 'reserveStock'],
            description: 'Paid, and the stock is there: accepted.',
          },
          { target: 'pending', actions: 'markPaid', description: 'Paid, but the stock is not there yet.' },
        ],
        PAYMENT_FAILED: {
          target: 'payment_failed',
          actions: 'markPaymentFailed',
        },
        CANCEL: { target: 'cancelled' },
      },
    },
    payment_failed: {
      description: 'The payment was refused.',
      on: {
        RETRY_PAYMENT: {
          target: 'payment_pending',
          actions: 'markPaymentPending',
        },
        CANCEL: { target: 'cancelled' },
      },
    },
    confirmed: {
      description: 'Accepted; its stock is reserved.',
      on: {
        START_PROCESSING: { target: 'processing' },
        PAYMENT_RECEIVED: { guard: 'unpaid', actions: 'markPaid' },
        HOLD: { target: 'on_hold', actions: { type: 'rememberHold', params: { from: 'confirmed' } } },
        CANCEL: {
          target: 'cancelled',
          actions: ['markReleased', 'releaseStock'],
          description: 'Cancelled: its reserved stock goes back.',
        },
      },
    },
    processing: {
      description: 'Being picked and packed.',
      on: {
        SHIP: { guard: 'paid', target: 'shipped', description: 'Nothing ships unpaid.' },
        PAYMENT_RECEIVED: { guard: 'unpaid', actions: 'markPaid' },
        HOLD: { target: 'on_hold', actions: { type: 'rememberHold', params: { from: 'processing' } } },
        CANCEL: { target: 'cancelled', actions: ['markReleased', 'releaseStock'] },
      },
    },
    shipped: {
      description: 'On its way to the customer.',
      on: { DELIVER: { target: 'delivered' } },
    },
    delivered: {
      description: 'With the customer.',
      on: {
        REFUND: {
          guard: 'paid',
          target: 'refunded',
          actions: 'refundPayment',
          description: 'Returned and paid back.',
        },
      },
    },
    on_hold: {
      description: 'Stopped for a question; returns to where it was held from.',
      on: {
        RELEASE: [
          { guard: heldFrom('pending'), target: 'pending', actions: 'forgetHold' },
          { guard: heldFrom('confirmed'), target: 'confirmed', actions: 'forgetHold' },
          { guard: heldFrom('processing'), target: 'processing', actions: 'forgetHold' },
        ],
        PAYMENT_RECEIVED: { guard: 'unpaid', actions: 'markPaid' },
        CANCEL: [
          {
            guard: 'stockReserved',
            target: 'cancelled',
            actions: ['markReleased', 'releaseStock', 'forgetHold'],
          },
          { target: 'cancelled', actions: 'forgetHold' },
        ],
      },
    },
    cancelled: {
      description: 'Will not be fulfilled; paid back if it was paid.',
      on: {
        REFUND: { guard: 'paid', target: 'refunded', actions: 'refundPayment' },
      },
    },
    refunded: {
      type: 'final',
      description: 'Paid back; nothing follows.',
    },
  },
});

/** The statuses, as the machine names its states (checked against the domain's list by a test). */
export const ORDER_MACHINE_STATUSES = Object.keys(orderStatusMachine.root.states) as OrderStatus[];
