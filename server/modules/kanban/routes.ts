import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AssigneeSchema, toAssignee } from '../../../domain/users/assignee';
import { UserSchema } from '../../../domain/users/schemas';
import { accessibleWhere } from '../../access/sqlScope';
import { authenticate, principalOf } from '../../auth/authenticate';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { serializeUser } from '../users/serialize';
import { userColumns, users } from '../../db/tables/users';

const tag = { tags: ['kanban'] };

export async function kanbanRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.addHook('onRequest', authenticate(services));

  app.get(
    '/kanban/users/',
    {
      config: { requires: 'signed-in' },
      schema: {
        ...tag,
        summary: 'Active users the caller may assign: those they may read (a user: only themselves)',
        response: { 200: z.object({ data: z.array(AssigneeSchema) }) },
      },
    },
    async (request) => {
      const { ability } = principalOf(request);
      const rows = await db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
        })
        .from(users)
        .where(and(accessibleWhere(ability, 'read', 'User', userColumns), eq(users.is_active, true)))
        .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
      return { data: rows.map(toAssignee) };
    },
  );

  app.get(
    '/kanban/users/me/',
    {
      config: { requires: 'signed-in' },
      schema: { ...tag, summary: 'The signed-in user', response: { 200: z.object({ data: UserSchema }) } },
    },
    async (request) => ({ data: serializeUser(principalOf(request).user) }),
  );
}
