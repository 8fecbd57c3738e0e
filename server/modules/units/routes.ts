import { authenticate } from '../../auth/authenticate';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { ownedRoutes } from './addresses';
import { parameterRoutes } from './parameters';
import { treeRoutes } from './tree';
import { unitKindRoutes } from './units';

/** The organisation's structure (business spec §3, §5): units, parameters, every route signed-in. */
export async function unitsRoutes(app: App, services: Services) {
  app.addHook('onRequest', authenticate(services));
  parameterRoutes(app, services);
  const kinds = unitKindRoutes(app, services);
  ownedRoutes(app, services, kinds);
  treeRoutes(app, services, kinds);
}
