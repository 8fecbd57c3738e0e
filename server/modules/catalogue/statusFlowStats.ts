import { and, asc, count, eq, sql } from 'drizzle-orm';
import { FLOW_CREATED_EVENT, PRODUCT_STATUS_CHANGE_EVENT } from '../../../domain/workflows/flowStats';
import { flowStatsRoute } from '../../http/flowStatsRoute';
import { organizationWhere } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { readableProducts } from './counts';
import { products, productStatuses, productStatusHistory } from './tables';

/**
 * GET /products/status-flow/: the product status flow in numbers, over the products the caller
 * may read (a brand manager's brand). A product's statuses are its organisation's own rows, so
 * the states are their codes (named by `label`) and the flow has no machine: a product may move
 * from any status to any other, and the server records a change only when the status changes.
 * So a recorded change is allowed when it is a creation or changes the status; one that leaves
 * the status as it was (a row written by hand) is an anomaly.
 */
export function productStatusFlowStatsRoutes(app: App, services: Services) {
  flowStatsRoute(app, services, {
    flow: 'productStatus',
    subject: 'Product',
    path: '/products/status-flow/',
    tags: ['catalogue'],
    scope: (principal, query) =>
      and(
        readableProducts(principal),
        organizationWhere(products.id_organization, query, principal.workingOrganization),
      ),
    changes: (scope) => sql`
      select ${productStatusHistory.product_id} as record_id, ${productStatusHistory.id} as seq,
        (select previous.code from ${productStatuses} previous
          where previous.id = ${productStatusHistory.from_status}) as from_state,
        case when ${productStatusHistory.from_status} is null then ${FLOW_CREATED_EVENT}
          else ${PRODUCT_STATUS_CHANGE_EVENT} end as event,
        ${productStatuses.code} as to_state, ${productStatusHistory.changed_at} as at
      from ${productStatusHistory}
      join ${productStatuses} on ${productStatuses.id} = ${productStatusHistory.to_status}
      where ${productStatusHistory.product_id} in (select ${products.id} from ${products} where ${scope ?? sql`true`})`,
    states: async (db, scope) => {
      const rows = await db
        // One state per code, whichever organisations it spans; named as the first of them names it.
        .select({
          state: productStatuses.code,
          label: sql<string>`min(${productStatuses.name})`,
          count: count(),
        })
        .from(products)
        .innerJoin(productStatuses, eq(productStatuses.id, products.status))
        .where(scope)
        .groupBy(productStatuses.code)
        .orderBy(asc(productStatuses.code));
      return rows;
    },
    allowed: (from, event, to) =>
      from === null ? event === FLOW_CREATED_EVENT : event === PRODUCT_STATUS_CHANGE_EVENT && from !== to,
  });
}
