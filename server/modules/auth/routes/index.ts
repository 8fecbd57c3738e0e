import type { App } from '../../../http/types';
import type { Services } from '../../../services';
import { optionsRoutes } from './options';
import { passwordRoutes } from './passwords';
import { profileRoutes } from './profile';
import { sessionRoutes } from './sessions';
import { signupRoutes } from './signup';

/** Authentication, one plugin per section; each says which of its routes need a sign-in. */
export async function authRoutes(app: App, services: Services) {
  for (const section of [sessionRoutes, profileRoutes, passwordRoutes, signupRoutes, optionsRoutes]) {
    await app.register(async (scope) => section(scope as unknown as App, services));
  }
}
