import { eq } from 'drizzle-orm';
import { IdParams } from '../../../domain/common/fields';
import { ListQuerySchema, paginated } from '../../../domain/common/pagination';
import {
  UserCreateSchema,
  UserListQueryFields,
  UserSchema,
  UserUpdateSchema,
} from '../../../domain/users/schemas';
import { accessibleWhere } from '../../access/sqlScope';
import { authenticate, authorize, principalOf } from '../../auth/authenticate';
import { listPage } from '../../http/list';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { serializeUser } from './serialize';
import { createUser, findUserFor, updateUser } from './service';
import { userColumns, users, type UserRow } from '../../db/tables/users';

const tag = { tags: ['users'] };

export async function userRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.addHook('onRequest', authenticate(services));

  app.get(
    '/users/',
    {
      schema: {
        ...tag,
        summary: 'Users the caller may read',
        querystring: ListQuerySchema.extend(UserListQueryFields),
        response: { 200: paginated(UserSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'User');
      const q = request.query;
      return listPage(db, request, q, {
        table: users,
        where: [
          accessibleWhere(principal.ability, 'read', 'User', userColumns),
          q.role ? eq(users.role, q.role) : undefined,
          q.is_active ? eq(users.is_active, q.is_active === 'true') : undefined,
          q.team !== undefined ? eq(users.team, q.team) : undefined,
        ],
        orderable: {
          id: users.id,
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
          role: users.role,
          date_joined: users.date_joined,
          last_login: users.last_login,
          is_active: users.is_active,
        },
        defaultOrdering: 'email',
        searchable: [users.email, users.first_name, users.last_name],
        tieBreaker: users.id,
        map: (row: UserRow) => serializeUser(row),
      });
    },
  );

  app.get(
    '/users/:id/',
    {
      schema: {
        ...tag,
        summary: 'One user (404 outside the caller’s scope)',
        params: IdParams,
        response: { 200: UserSchema },
      },
    },
    async (request) => serializeUser(await findUserFor(db, principalOf(request), request.params.id)),
  );

  app.post(
    '/users/',
    {
      schema: { ...tag, summary: 'Create a user', body: UserCreateSchema, response: { 201: UserSchema } },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      authorize(principal, 'create', 'User');
      const row = await createUser(services, request, principal, request.body);
      return reply.status(201).send(serializeUser(row));
    },
  );

  app.patch(
    '/users/:id/',
    {
      schema: {
        ...tag,
        summary: 'Update a user (fields per role rules)',
        params: IdParams,
        body: UserUpdateSchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const target = await findUserFor(db, principal, request.params.id, 'update');
      const self = target.id === principal.user.id;
      return serializeUser(await updateUser(services, request, principal, target, request.body, { self }));
    },
  );
}
