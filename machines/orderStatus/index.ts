// An order's status flow: the SPA offers the events it takes, the server applies every change
// through it (machines/statusFlow) and records each transition.
export {
  NEW_ORDER_CONTEXT,
  ORDER_FLOW_EVENTS,
  ORDER_MACHINE_STATUSES,
  orderStatusMachine,
} from './orderStatusMachine';
export type { OrderFlowContext, OrderFlowEvent, OrderFlowEventType } from './orderStatusMachine';
export { orderFlow } from './orderFlow';
