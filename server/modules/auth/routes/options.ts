import { AuthOptionsSchema } from '../../../../domain/auth/schemas';
import type { App } from '../../../http/types';
import type { Services } from '../../../services';
import { openRoute } from './answers';

/**
 * What the sign-in pages may offer: the SPA shows "Create an account" and opens /register only
 * when the server would accept the sign-up (ALLOW_SIGNUP), so nobody fills a form bound to fail.
 */
export function optionsRoutes(app: App, { config }: Services) {
  app.get(
    '/auth/options/',
    {
      schema: {
        ...openRoute,
        summary: 'What the sign-in pages may offer (whether sign-up is open)',
        response: { 200: AuthOptionsSchema },
      },
    },
    async () => ({ allow_signup: config.allowSignup }),
  );
}
