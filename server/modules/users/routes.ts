import { authenticate } from '../../auth/authenticate';
import { resourceRoutes } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { userResource } from './resource';

export async function userRoutes(app: App, services: Services) {
  app.addHook('onRequest', authenticate(services));
  resourceRoutes(app, services, userResource);
}
