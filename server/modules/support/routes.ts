import { authenticate } from '../../auth/authenticate';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { supportTicketRoutes } from './tickets';

/** The help desk: clients' support tickets and their timelines (subject Support). */
export async function supportRoutes(app: App, services: Services) {
  app.addHook('onRequest', authenticate(services));
  supportTicketRoutes(app, services);
}
