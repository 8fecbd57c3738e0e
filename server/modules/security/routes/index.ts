import { authenticate } from '../../../auth/authenticate';
import { declareErrors } from '../../../http/contract';
import type { App } from '../../../http/types';
import type { Services } from '../../../services';
import { abilityRoutes } from './abilities';
import { assignmentRoutes } from './assignments';
import { catalogRoutes } from './catalog';
import { policyRoutes } from './policies';
import { reportRoutes } from './reports';
import { roleRoutes } from './roles';

/**
 * The security area's API, one plugin per section. Reads need read on `security`, changes need
 * manage on `security`; everything is confined to the caller's organisation unless they see all
 * organisations (../scope.ts). The caller's own abilities and reporting security events need
 * only a sign-in.
 */
export async function securityRoutes(app: App, services: Services) {
  app.addHook('onRequest', authenticate(services));
  // The area answers 404 to a caller who may not see it, rather than admit it exists.
  declareErrors(app, [404]);
  for (const section of [
    catalogRoutes,
    roleRoutes,
    abilityRoutes,
    reportRoutes,
    policyRoutes,
    assignmentRoutes,
  ]) {
    await app.register(async (scope) => section(scope as unknown as App, services));
  }
}
