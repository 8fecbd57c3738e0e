import type { OrderStatus } from '../../domain/sales/orderStatus';
import { applyEvent, enabledEvents, type AppliedTransition } from '../statusFlow';
import {
  ORDER_FLOW_EVENTS,
  orderStatusMachine,
  type OrderFlowContext,
  type OrderFlowEvent,
  type OrderFlowEventType,
} from './orderStatusMachine';

/** An order as the flow reads it: its status and what it holds. */
export interface OrderFlowState extends OrderFlowContext {
  status: OrderStatus;
}

/** The order machine at a stored order: what it takes, and what an event does. */
export const orderFlow = {
  /**
   * The event types the order takes now, in the machine's order. `stockAvailable` is whether
   * every line's stock can be reserved now (the server reads it from the products).
   */
  events(order: OrderFlowState, stockAvailable: boolean): OrderFlowEventType[] {
    const candidates = ORDER_FLOW_EVENTS.filter(
      (event) => !('stockAvailable' in event) || event.stockAvailable === stockAvailable,
    );
    return enabledEvents(orderStatusMachine, order.status, contextOf(order), candidates).map(
      (event) => event.type,
    );
  },
  /** The transition `event` makes, or `null` when the machine refuses it at this status. */
  apply(
    order: OrderFlowState,
    event: OrderFlowEvent,
  ): AppliedTransition<OrderStatus, OrderFlowContext> | null {
    return applyEvent(orderStatusMachine, order.status, contextOf(order), event);
  },
};

const contextOf = ({ payment, stockReserved, heldFrom }: OrderFlowState): OrderFlowContext => ({
  payment,
  stockReserved,
  heldFrom,
});
