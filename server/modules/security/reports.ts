import { and, count, desc, eq, gte, inArray, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { securityMessages as m } from '../../../domain/security/messages';
import {
  RECENT_PERMISSION_CHANGES_DAYS,
  SECURITY_INCIDENT_DAYS,
  type AuditLogChoices,
  type AuditLogQuerySchema,
  type SecurityDashboard,
  type SecurityEventListQuery,
} from '../../../domain/security';
import { INCIDENT_SEVERITIES } from '../../../domain/security/eventWords';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../http/errors';
import { listPage, withinDatePreset } from '../../http/list';
import { auditLogs } from '../../db/tables/auditLogs';
import { users } from '../../db/tables/users';
import { roleCounts } from './roles';
import { serializeAuditLog, type AuditRow } from './serialize';
import { rolePermissions, securityEvents, securityModules, securityRoles } from './tables';

const DAY_MS = 86_400_000;
const RECENT_ITEMS = 10;

/** The email of each of `ids` (a deleted user's id has none), and of null none. */
async function emailsOf(db: DbOrTx, ids: (number | null)[]) {
  const known = [...new Set(ids.filter((id): id is number => id !== null))];
  const emails = new Map(
    known.length
      ? (
          await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, known))
        ).map((u) => [u.id, u.email])
      : [],
  );
  return (id: number | null) => (id === null ? null : (emails.get(id) ?? null));
}

/** Audit rows with the email of each actor (null when the actor was deleted). */
export async function withActors(db: DbOrTx, rows: AuditRow[]) {
  const email = await emailsOf(
    db,
    rows.map((r) => r.actor_id),
  );
  return rows.map((r) => serializeAuditLog(r, email(r.actor_id)));
}

type AuditQuery = z.infer<typeof AuditLogQuerySchema>;

/** A date alone is a whole UTC day: from its start, or up to its end. */
function dateBound(value: string, end: boolean): SQL {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = new Date(`${value}T00:00:00.000Z`);
    return end
      ? lt(auditLogs.created_at, new Date(start.getTime() + DAY_MS))
      : gte(auditLogs.created_at, start);
  }
  const at = new Date(value);
  return end ? lte(auditLogs.created_at, at) : gte(auditLogs.created_at, at);
}

const dayStart = (value: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);

/** What the audit log may be ordered by (the route documents the same list). */
export const AUDIT_LOG_ORDERING = {
  id: auditLogs.id,
  created_at: auditLogs.created_at,
  action: auditLogs.action,
  object_type: auditLogs.object_type,
  actor: auditLogs.actor_id,
};

export async function listAuditLogs(
  db: DbOrTx,
  request: FastifyRequest,
  q: AuditQuery,
  orgId: number | null,
) {
  if (q.date_from && q.date_to && dayStart(q.date_from) > dayStart(q.date_to)) {
    throw fieldError('date_from', m.dateOrder);
  }
  const page = await listPage(db, request, q, {
    table: auditLogs,
    where: [
      orgId === null ? undefined : eq(auditLogs.id_organization, orgId),
      q.actor !== undefined ? eq(auditLogs.actor_id, q.actor) : undefined,
      q.action ? eq(auditLogs.action, q.action) : undefined,
      q.object_type ? eq(auditLogs.object_type, q.object_type) : undefined,
      q.object_id ? eq(auditLogs.object_id, q.object_id) : undefined,
      q.date_from ? dateBound(q.date_from, false) : undefined,
      q.date_to ? dateBound(q.date_to, true) : undefined,
    ],
    orderable: AUDIT_LOG_ORDERING,
    defaultOrdering: '-created_at',
    searchable: [auditLogs.action, auditLogs.object_type, auditLogs.object_id, auditLogs.object_name],
    tieBreaker: auditLogs.id,
    map: (row: AuditRow) => row,
  });
  return { ...page, results: await withActors(db, page.results) };
}

/**
 * The actions and object types the audit log holds for an organisation (null: all of them), for
 * its filters: every word offered finds entries, and an action written before it was renamed is
 * still offered. Read by a skip scan of audit_logs_org_type_action_idx (from each (organisation,
 * type, action) to the next greater one, one index probe each), so the cost follows the few
 * distinct words, not the millions of entries a busy log reaches.
 */
export async function auditLogChoices(db: DbOrTx, orgId: number | null): Promise<AuditLogChoices> {
  const inScope = orgId === null ? sql`true` : sql`id_organization = ${orgId}`;
  const result = (await db.execute(sql`
    WITH RECURSIVE found AS (
      (SELECT id_organization, object_type, action FROM audit_logs
        WHERE ${inScope} AND id_organization IS NOT NULL
        ORDER BY id_organization, object_type, action LIMIT 1)
      UNION ALL
      SELECT next.* FROM found, LATERAL (
        SELECT id_organization, object_type, action FROM audit_logs
        WHERE ${inScope}
          AND (id_organization, object_type, action) > (found.id_organization, found.object_type, found.action)
        ORDER BY id_organization, object_type, action LIMIT 1
      ) next
    )
    SELECT object_type, action FROM found
    UNION
    SELECT object_type, action FROM audit_logs WHERE ${inScope} AND id_organization IS NULL`)) as unknown as {
    rows: { object_type: string; action: string }[];
  };
  const { rows } = result;
  const sorted = (values: string[]) => [...new Set(values)].sort();
  return {
    actions: sorted(rows.map((r) => r.action)),
    object_types: sorted(rows.map((r) => r.object_type)),
  };
}

/**
 * A short text a client put in an event's details, for the dashboard to name what happened.
 * The details are the client's own words: only a string, and only the first characters of it.
 */
function detailText(details: Record<string, unknown>, key: string): string | null {
  const value = details[key];
  return typeof value === 'string' && value !== '' ? value.slice(0, DETAIL_TEXT_LENGTH) : null;
}
const DETAIL_TEXT_LENGTH = 100;

type EventRow = typeof securityEvents.$inferSelect;

/** A security event as the API shows it, with its user's email (null once deleted, or nobody). */
function presentEvent(e: EventRow, user_email: string | null) {
  return {
    id: e.id,
    event_id: e.event_id,
    type: e.type,
    severity: e.severity,
    user: e.user_id,
    user_email,
    id_organization: e.id_organization,
    field: detailText(e.details, 'field'),
    reason: detailText(e.details, 'reason'),
    url: e.url,
    ip: e.ip,
    timestamp: e.client_timestamp.toISOString(),
    created_at: e.created_at.toISOString(),
  };
}

export const SECURITY_EVENT_ORDERING = {
  created_at: securityEvents.created_at,
  type: securityEvents.type,
  severity: securityEvents.severity,
};

/** A page of the security events of one organisation (null: all), filtered as the query says. */
export async function listSecurityEvents(
  db: DbOrTx,
  request: FastifyRequest,
  q: SecurityEventListQuery,
  orgId: number | null,
) {
  const page = await listPage(db, request, q, {
    table: securityEvents,
    where: [
      orgId === null ? undefined : eq(securityEvents.id_organization, orgId),
      q.type ? eq(securityEvents.type, q.type) : undefined,
      q.severity ? eq(securityEvents.severity, q.severity) : undefined,
      q.incident === undefined
        ? undefined
        : q.incident
          ? inArray(securityEvents.severity, [...INCIDENT_SEVERITIES])
          : notInArray(securityEvents.severity, [...INCIDENT_SEVERITIES]),
      withinDatePreset(securityEvents.created_at, q.date_preset),
    ],
    orderable: SECURITY_EVENT_ORDERING,
    defaultOrdering: '-created_at',
    searchable: [securityEvents.type, securityEvents.url, securityEvents.ip],
    tieBreaker: securityEvents.id,
    map: (row: EventRow) => row,
  });
  const email = await emailsOf(
    db,
    page.results.map((e) => e.user_id),
  );
  return { ...page, results: page.results.map((e) => presentEvent(e, email(e.user_id))) };
}

/** Every number of the security dashboard, from the rows of one organisation (null: all). */
export async function securityDashboard(db: DbOrTx, orgId: number | null): Promise<SecurityDashboard> {
  const userScope = orgId === null ? undefined : eq(users.id_organization, orgId);
  const roleScope = orgId === null ? undefined : eq(securityRoles.id_organization, orgId);
  const auditScope = orgId === null ? undefined : eq(auditLogs.id_organization, orgId);
  const eventScope = orgId === null ? undefined : eq(securityEvents.id_organization, orgId);
  const now = Date.now();
  const incidentWhere = and(
    eventScope,
    inArray(securityEvents.severity, [...INCIDENT_SEVERITIES]),
    gte(securityEvents.created_at, new Date(now - SECURITY_INCIDENT_DAYS * DAY_MS)),
  );

  const [userTotals] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${users.is_active})::int`,
    })
    .from(users)
    .where(userScope);
  const roles = await db
    .select()
    .from(securityRoles)
    .where(roleScope)
    .orderBy(securityRoles.id_organization, securityRoles.id);
  const [permissionTotal] = await db
    .select({ value: count() })
    .from(rolePermissions)
    .innerJoin(securityRoles, eq(securityRoles.id, rolePermissions.role_id))
    .where(roleScope);
  const [permissionChanges] = await db
    .select({ value: count() })
    .from(auditLogs)
    .where(
      and(
        auditScope,
        eq(auditLogs.object_type, 'RolePermission'),
        gte(auditLogs.created_at, new Date(now - RECENT_PERMISSION_CHANGES_DAYS * DAY_MS)),
      ),
    );
  const [incidentTotal] = await db.select({ value: count() }).from(securityEvents).where(incidentWhere);
  const incidents = await db
    .select({ event: securityEvents, user_email: users.email })
    .from(securityEvents)
    .leftJoin(users, eq(users.id, securityEvents.user_id))
    .where(incidentWhere)
    .orderBy(desc(securityEvents.created_at), desc(securityEvents.id))
    .limit(RECENT_ITEMS);
  const logs = await db
    .select()
    .from(auditLogs)
    .where(auditScope)
    .orderBy(desc(auditLogs.created_at), desc(auditLogs.id))
    .limit(RECENT_ITEMS);
  const distribution = await db
    .select({
      module: securityModules.id,
      code: securityModules.code,
      name: securityModules.name,
      count: count(),
    })
    .from(rolePermissions)
    .innerJoin(securityRoles, eq(securityRoles.id, rolePermissions.role_id))
    .innerJoin(securityModules, eq(securityModules.id, rolePermissions.module_id))
    .where(roleScope)
    .groupBy(securityModules.id, securityModules.code, securityModules.name)
    .orderBy(desc(count()), securityModules.code);
  const counts = await roleCounts(
    db,
    roles.map((r) => r.id),
  );

  return {
    id_organization: orgId,
    total_users: Number(userTotals?.total ?? 0),
    active_users: Number(userTotals?.active ?? 0),
    total_roles: roles.length,
    total_permissions: Number(permissionTotal?.value ?? 0),
    recent_permission_changes: Number(permissionChanges?.value ?? 0),
    security_incidents: Number(incidentTotal?.value ?? 0),
    recent_incidents: incidents.map(({ event, user_email }) => presentEvent(event, user_email)),
    recent_logs: await withActors(db, logs),
    permission_distribution: distribution.map((d) => ({ ...d, count: Number(d.count) })),
    role_distribution: roles
      .map((r) => ({
        role: r.id,
        code: r.code,
        name: r.name,
        id_organization: r.id_organization,
        users_count: counts.get(r.id)?.users_count ?? 0,
      }))
      .sort((a, b) => b.users_count - a.users_count || a.role - b.role),
  };
}
