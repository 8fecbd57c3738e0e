import { authenticate } from '../../auth/authenticate';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { batchRoutes } from './batches';
import { trackingChoicesRoutes } from './choices';
import { trackedProductRoutes } from './trackedProducts';
import { unitEventRoutes } from './unitEvents';

/** The tracking area: batches, tracked units and their histories, every route signed-in. */
export async function trackingRoutes(app: App, services: Services) {
  app.addHook('onRequest', authenticate(services));
  trackingChoicesRoutes(app, services);
  const lots = batchRoutes(app, services);
  const units = trackedProductRoutes(app, services);
  unitEventRoutes(app, services, units, lots);
}
