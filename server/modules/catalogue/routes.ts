import { authenticate } from '../../auth/authenticate';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { analyticsRoutes } from './analytics';
import { brandRoutes } from './brands';
import { categoryRoutes } from './categories';
import { choicesRoutes } from './choices';
import { acceptImageBodies, fileRoutes } from './files';
import { launchRoutes } from './launches';
import { productConfigRoutes } from './productConfig';
import { productRoutes } from './products';
import { referralRoutes } from './referrals';
import { reviewRoutes } from './reviews';
import { productStatusFlowStatsRoutes } from './statusFlowStats';

/** The product catalogue (business spec: product management), every route signed-in. */
export async function catalogueRoutes(app: App, services: Services) {
  app.addHook('onRequest', authenticate(services));
  acceptImageBodies(app);
  fileRoutes(app, services);
  brandRoutes(app, services);
  categoryRoutes(app, services);
  productConfigRoutes(app, services);
  choicesRoutes(app, services);
  analyticsRoutes(app, services);
  productStatusFlowStatsRoutes(app, services);
  productRoutes(app, services);
  launchRoutes(app, services);
  reviewRoutes(app, services);
  referralRoutes(app, services);
}
