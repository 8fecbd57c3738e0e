import { and, count, sql } from 'drizzle-orm';
import { FLOW_CREATED_EVENT } from '../../../domain/workflows/flowStats';
import { REVIEW_FLOW_EVENTS, reviewStatusMachine } from '../../../machines/reviewStatus';
import { allowedTransitions, transitionKey } from '../../../machines/statusFlow';
import { flowStatsRoute } from '../../http/flowStatsRoute';
import { organizationWhere } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import type { performanceReviewRoutes } from './performanceReviews';
import { performanceReviews, reviewTransitions } from './tables';

/** Every change the review machine makes, from every state it can reach (computed once). */
const REVIEW_CHANGES = allowedTransitions(reviewStatusMachine, {
  events: REVIEW_FLOW_EVENTS,
  creationEvent: FLOW_CREATED_EVENT,
});

/**
 * GET /performance-reviews/status-flow/: the review flow in numbers, over the reviews the caller
 * may read (HR every review of the organisation, anyone else those they give or receive).
 */
export function reviewFlowStatsRoutes(
  app: App,
  services: Services,
  reviews: ReturnType<typeof performanceReviewRoutes>,
) {
  flowStatsRoute(app, services, {
    flow: 'reviewStatus',
    subject: 'Performance',
    path: '/performance-reviews/status-flow/',
    tags: ['performance-reviews'],
    scope: (principal, query) =>
      and(
        reviews.scope(principal, 'read'),
        organizationWhere(performanceReviews.id_organization, query, principal.workingOrganization),
      ),
    changes: (scope) => sql`
      select ${reviewTransitions.review_id} as record_id, ${reviewTransitions.id} as seq,
        ${reviewTransitions.from_status} as from_state, ${reviewTransitions.event} as event,
        ${reviewTransitions.to_status} as to_state, ${reviewTransitions.created_at} as at
      from ${reviewTransitions}
      where ${reviewTransitions.review_id} in
        (select ${performanceReviews.id} from ${performanceReviews} where ${scope ?? sql`true`})`,
    states: async (db, scope) => {
      const rows = await db
        .select({ state: performanceReviews.status, count: count() })
        .from(performanceReviews)
        .where(scope)
        .groupBy(performanceReviews.status)
        .orderBy(performanceReviews.status);
      return rows.map((row) => ({ state: row.state, label: null, count: row.count }));
    },
    allowed: (from, event, to) => REVIEW_CHANGES.has(transitionKey(from, event, to)),
  });
}
