import { authenticate } from '../../auth/authenticate';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { orderRoutes } from './orders';
import { clientRoutes } from './clients';
import { sellerRoutes } from './sellers';
import { salesChoicesRoutes } from './choices';
import { environmentRoutes } from './environments';
import { invoiceRoutes } from './invoices';

/** The sales area (business spec §2, §3): clients, sellers, orders, invoices, client environments. */
export async function salesRoutes(app: App, services: Services) {
  app.addHook('onRequest', authenticate(services));
  // Before the resources' `/{id}/` routes, which would not take `choices` as an id anyway.
  salesChoicesRoutes(app, services);
  invoiceRoutes(app, services);
  environmentRoutes(app, services);
  orderRoutes(app, services);
  sellerRoutes(app, services);
  clientRoutes(app, services);
}
