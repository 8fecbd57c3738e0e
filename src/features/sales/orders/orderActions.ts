import type { OrderStatus } from '../../../../domain/sales/orderStatus';
import {
  ORDER_FLOW_EVENTS,
  orderStatusMachine,
  type OrderFlowEventType,
} from '../../../../machines/orderStatus';
import { transitionRows } from '../../../../machines/statusFlow';

/** One button of an order's status actions. */
export interface OrderAction {
  event: OrderFlowEventType;
  /** The server offers it to this caller now. */
  enabled: boolean;
  /**
   * Why it is shown but not offered: the names of the machine's guards that its transitions at
   * this status wait on (`paid` for SHIP). Empty when enabled.
   */
  waitsOn: string[];
}

/** The machine's events, once each, in the order it lists them (the buttons' order). */
const EVENT_ORDER: OrderFlowEventType[] = [...new Set(ORDER_FLOW_EVENTS.map((event) => event.type))];

const ROWS = transitionRows(orderStatusMachine);

/** A guard as its reason's text is named: `heldFrom(pending)` → `heldFrom`. */
const guardName = (guard: string) => guard.replace(/\(.*\)$/, '');

/** The names of the guards the machine's transitions may wait on, for their reasons' texts. */
export const ORDER_GUARD_NAMES: string[] = [
  ...new Set(ROWS.flatMap((row) => (row.guard ? [guardName(row.guard)] : []))),
];

/** Events that change what cannot be taken back (stock released, money returned): asked first. */
export const CONFIRMED_EVENTS: ReadonlySet<OrderFlowEventType> = new Set([
  'CANCEL',
  'REFUND',
  'PAYMENT_FAILED',
]);

/**
 * The buttons of an order at `status`, given the events the server says its caller may fire
 * (`offered`, the order's `events`). Every offered event is a button. An event the machine takes
 * at this status only through guarded transitions, none of which the order passes now, is a
 * disabled button naming those guards (SHIP while unpaid waits on `paid`), so the reader knows
 * what it waits for; it is shown only to a caller who may change the order (`mayChange`), since
 * for anyone else the guard is not what stops them. An event with an unguarded transition here
 * that the server did not offer is someone else's to fire: not shown.
 */
export function orderActions(
  status: OrderStatus,
  offered: readonly string[],
  mayChange: boolean,
): OrderAction[] {
  return EVENT_ORDER.flatMap((event): OrderAction[] => {
    if (offered.includes(event)) return [{ event, enabled: true, waitsOn: [] }];
    const rows = ROWS.filter((row) => row.from === status && row.event === event);
    if (!mayChange || rows.length === 0 || rows.some((row) => row.guard === null)) return [];
    const waitsOn = [...new Set(rows.map((row) => guardName(row.guard!)))];
    return [{ event, enabled: false, waitsOn }];
  });
}
