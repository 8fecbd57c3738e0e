import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { UserSchema } from '../../../domain/users/schemas';
import { authenticate, principalOf } from '../../auth/authenticate';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { serializeUser } from '../users/serialize';
import { users } from '../users/table';

const tag = { tags: ['kanban'] };

/** The people a board's cards can be assigned to: the caller's organisation. */
export async function kanbanRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.addHook('onRequest', authenticate(services));

  app.get(
    '/kanban/users/',
    {
      schema: {
        ...tag,
        summary: 'Active users of the caller’s organisation',
        response: { 200: z.object({ data: z.array(UserSchema) }) },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.id_organization, user.id_organization), eq(users.is_active, true)))
        .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
      return { data: rows.map(serializeUser) };
    },
  );

  app.get(
    '/kanban/users/me/',
    {
      schema: { ...tag, summary: 'The signed-in user', response: { 200: z.object({ data: UserSchema }) } },
    },
    async (request) => ({ data: serializeUser(principalOf(request).user) }),
  );
}
