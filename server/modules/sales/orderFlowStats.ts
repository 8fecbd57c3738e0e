import { and, count, sql } from 'drizzle-orm';
import { ORDER_CREATED_EVENT } from '../../../domain/sales/order';
import { ORDER_FLOW_EVENTS, orderStatusMachine } from '../../../machines/orderStatus';
import { allowedTransitions, transitionKey } from '../../../machines/statusFlow';
import { flowStatsRoute } from '../../http/flowStatsRoute';
import { organizationWhere } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import type { OrderService } from './orders';
import { orders, orderTransitions } from './tables';

/** Every change the order machine makes, from every state it can reach (computed once). */
const ORDER_CHANGES = allowedTransitions(orderStatusMachine, {
  events: ORDER_FLOW_EVENTS,
  creationEvent: ORDER_CREATED_EVENT,
});

/** GET /orders/status-flow/: the order flow in numbers, over the orders the caller may read. */
export function orderFlowStatsRoutes(app: App, services: Services, orderService: OrderService) {
  flowStatsRoute(app, services, {
    flow: 'orderStatus',
    subject: 'Order',
    path: '/orders/status-flow/',
    tags: ['orders'],
    scope: (principal, query) =>
      and(
        orderService.scope(principal, 'read'),
        organizationWhere(orders.id_organization, query, principal.workingOrganization),
      ),
    changes: (scope) => sql`
      select ${orderTransitions.order_id} as record_id, ${orderTransitions.id} as seq,
        ${orderTransitions.from_status} as from_state, ${orderTransitions.event} as event,
        ${orderTransitions.to_status} as to_state, ${orderTransitions.created_at} as at
      from ${orderTransitions}
      where ${orderTransitions.order_id} in (select ${orders.id} from ${orders} where ${scope ?? sql`true`})`,
    states: async (db, scope) => {
      const rows = await db
        .select({ state: orders.status, count: count() })
        .from(orders)
        .where(scope)
        .groupBy(orders.status)
        .orderBy(orders.status);
      return rows.map((row) => ({ state: row.state, label: null, count: row.count }));
    },
    allowed: (from, event, to) => ORDER_CHANGES.has(transitionKey(from, event, to)),
  });
}
