import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IdParams } from '../../../domain/common/fields';
import { ListQuerySchema, orderingParam, paginated, type ListQuery } from '../../../domain/common/pagination';
import {
  ClientNotificationsSchema,
  ClientNotificationsUpdateSchema,
  notificationGrid,
} from '../../../domain/sales/clientNotifications';
import { ClientHistoryEntrySchema } from '../../../domain/sales/partyOverview';
import type { Principal } from '../../access/principals';
import { authorize, principalOf } from '../../auth/authenticate';
import { writeAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { auditLogs } from '../../db/tables/auditLogs';
import { users } from '../../db/tables/users';
import { listPage } from '../../http/list';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { parametersOf } from '../parameters/parameters';
import { clientNotificationPreferences } from './partyTables';
import type { clients } from './tables';

type ClientRow = typeof clients.$inferSelect;

const storedPreferences = (db: DbOrTx, client: number) =>
  db
    .select({
      message: clientNotificationPreferences.message,
      channel: clientNotificationPreferences.channel,
      enabled: clientNotificationPreferences.enabled,
    })
    .from(clientNotificationPreferences)
    .where(eq(clientNotificationPreferences.client_id, client));

/** The client's grid: its own switches over its organisation's defaults (its notification parameters). */
const gridOf = async (db: DbOrTx, row: ClientRow) =>
  notificationGrid(
    await storedPreferences(db, row.id),
    (await parametersOf(db, row.id_organization)).notifications.client_messages,
  );

const HistoryQuerySchema = ListQuerySchema.extend({ ordering: orderingParam(['created_at']) });

/**
 * A client's notification choices (`/clients/{id}/notifications/`: which messages it receives
 * by which channel) and its history (`/clients/{id}/history/`: who changed it or its portal
 * contacts, and when, from the audit log).
 */
export function clientDetailRoutes(
  app: App,
  services: Services,
  client: {
    path: string;
    find: (principal: Principal, id: number) => Promise<ClientRow>;
    findFor: (
      db: DbOrTx,
      principal: Principal,
      id: number,
      action: string,
      lock?: boolean,
    ) => Promise<ClientRow>;
  },
) {
  const { db } = services.database;
  const tags = ['clients'];

  app.get(
    `${client.path}:id/notifications/`,
    {
      config: { requires: { action: 'read', subject: 'Customer' } },
      schema: {
        tags,
        summary: 'Which messages the client receives, by channel (Customer read)',
        params: IdParams,
        response: { 200: ClientNotificationsSchema },
      },
    },
    async (request) => {
      const row = await client.find(principalOf(request), request.params.id);
      return { preferences: await gridOf(db, row) };
    },
  );

  app.put(
    `${client.path}:id/notifications/`,
    {
      config: { requires: { action: 'update', subject: 'Customer', field: 'notifications' } },
      schema: {
        tags,
        summary: 'Set some of those switches (Customer update of its notifications)',
        params: IdParams,
        body: ClientNotificationsUpdateSchema,
        response: { 200: ClientNotificationsSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return db.transaction(async (tx) => {
        const row = await client.findFor(tx, principal, request.params.id, 'update', true);
        authorize(principal, 'update', 'Customer', { ...row }, 'notifications');
        const before = await gridOf(tx, row);
        for (const p of request.body.preferences) {
          await tx
            .insert(clientNotificationPreferences)
            .values({ client_id: row.id, ...p })
            .onConflictDoUpdate({
              target: [
                clientNotificationPreferences.client_id,
                clientNotificationPreferences.message,
                clientNotificationPreferences.channel,
              ],
              set: { enabled: p.enabled, updated_at: new Date() },
            });
        }
        const after = await gridOf(tx, row);
        const key = (p: { message: string; channel: string }) => `${p.message}.${p.channel}`;
        const changed = after.filter((p, i) => p.enabled !== before[i]!.enabled);
        if (changed.length) {
          await writeAudit(tx, {
            actorId: principal.user.id,
            idOrganization: row.id_organization,
            action: 'client.notifications',
            objectType: 'Client',
            objectId: row.id,
            objectName: row.name,
            before: Object.fromEntries(changed.map((p) => [key(p), !p.enabled])),
            after: Object.fromEntries(changed.map((p) => [key(p), p.enabled])),
            ip: request.ip,
          });
        }
        return { preferences: after };
      });
    },
  );

  app.get(
    `${client.path}:id/history/`,
    {
      config: { requires: { action: 'read', subject: 'Customer' } },
      schema: {
        tags,
        summary: 'Who changed the client or its portal contacts, and when (Customer read)',
        params: IdParams,
        querystring: HistoryQuerySchema,
        response: { 200: paginated(ClientHistoryEntrySchema) },
      },
    },
    async (request) => {
      const row = await client.find(principalOf(request), request.params.id);
      const id = String(row.id);
      // A portal contact's audit rows keep its client in their snapshots.
      const ofContact = or(
        sql`${auditLogs.before}->>'client_id' = ${id}`,
        sql`${auditLogs.after}->>'client_id' = ${id}`,
      );
      const page = await listPage(db, request as FastifyRequest, request.query as ListQuery, {
        table: auditLogs,
        where: [
          eq(auditLogs.id_organization, row.id_organization),
          or(
            and(eq(auditLogs.object_type, 'Client'), eq(auditLogs.object_id, id)),
            and(eq(auditLogs.object_type, 'ClientContact'), ofContact),
          ),
        ],
        orderable: { created_at: auditLogs.created_at },
        defaultOrdering: '-created_at',
        searchable: [],
        tieBreaker: auditLogs.id,
        map: (entry: typeof auditLogs.$inferSelect) => entry,
      });
      const actorIds = [...new Set(page.results.flatMap((e) => (e.actor_id === null ? [] : [e.actor_id])))];
      const actors = actorIds.length
        ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, actorIds))
        : [];
      const email = new Map(actors.map((a) => [a.id, a.email]));
      return {
        ...page,
        results: page.results.map((e) => ({
          id: e.id,
          action: e.action,
          actor_id: e.actor_id,
          actor_email: e.actor_id === null ? null : (email.get(e.actor_id) ?? null),
          before: (e.before as Record<string, unknown> | null) ?? null,
          after: (e.after as Record<string, unknown> | null) ?? null,
          created_at: e.created_at.toISOString(),
        })),
      };
    },
  );
}
