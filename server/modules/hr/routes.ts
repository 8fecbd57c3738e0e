import { authenticate } from '../../auth/authenticate';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { hrDashboardRoutes } from './dashboard';
import { performanceReviewRoutes } from './performanceReviews';
import { reviewFlowStatsRoutes } from './reviewFlowStats';
import { reviewTransitionRoutes } from './reviewTransitions';

/** The HR area: performance reviews and their status moves, the HR dashboard; every route signed-in. */
export async function hrRoutes(app: App, services: Services) {
  app.addHook('onRequest', authenticate(services));
  const reviews = performanceReviewRoutes(app, services);
  reviewTransitionRoutes(app, services, reviews);
  reviewFlowStatsRoutes(app, services, reviews);
  hrDashboardRoutes(app, services);
}
