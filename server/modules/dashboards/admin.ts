import { and, asc, desc, eq, gte, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { AdminDashboard } from '../../../domain/dashboards/admin';
import { INCIDENT_SEVERITIES } from '../../../domain/security/eventWords';
import type { DashboardPeriod, DashboardQuery } from '../../../domain/dashboards/period';
import { SIGN_IN_FAILED } from '../../../domain/security/eventWords';
import type { Principal } from '../../access/principals';
import { accessibleWhere } from '../../access/sqlScope';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/tables/organizations';
import { userColumns, users } from '../../db/tables/users';
import { organizationWhere } from '../../http/resource';
import { refreshTokens } from '../auth/tables';
import { seesAllOrganizations } from '../security/scope';
import { securityEvents } from '../security/tables';
import { countWhere, newInPeriod, periodWhere, rowCount, startOf, totalOf } from './figures';

async function organizationFigures(
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
  period: DashboardPeriod,
): Promise<NonNullable<AdminDashboard['organizations']>> {
  const [row] = await db
    .select({
      total: rowCount,
      active: countWhere(eq(organizations.is_active, true)),
      ...newInPeriod(organizations.created_at, period),
    })
    .from(organizations)
    .where(
      and(
        accessibleWhere(principal.ability, 'read', 'Organization', { id: organizations.id }),
        organizationWhere(organizations.id, query, principal.workingOrganization),
      ),
    );
  return row!;
}

async function userFigures(
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
  period: DashboardPeriod,
): Promise<NonNullable<AdminDashboard['users']>> {
  const rows = await db
    .select({
      role: users.role,
      count: rowCount,
      active: countWhere(eq(users.is_active, true)),
      ...newInPeriod(users.date_joined, period),
    })
    .from(users)
    .where(
      and(
        accessibleWhere(principal.ability, 'read', 'User', userColumns),
        organizationWhere(users.id_organization, query, principal.workingOrganization),
      ),
    )
    .groupBy(users.role)
    .orderBy(desc(rowCount), asc(users.role));
  return {
    total: totalOf(rows, (row) => row.count),
    active: totalOf(rows, (row) => row.active),
    new: totalOf(rows, (row) => row.new),
    previous_new: totalOf(rows, (row) => row.previous_new),
    by_role: rows.map(({ role, count }) => ({ role, count })),
  };
}

/**
 * Sign-ins of the organisation the security area shows the caller (their own; a superuser's
 * chosen one, or all): a session is started by signing in (or up), and every rotation of its
 * refresh token keeps its family, so a family's first token is one sign-in. Refusals are the
 * security events the sign-in route records.
 */
async function signIns(
  db: DbOrTx,
  inScope: SecurityScope,
  period: DashboardPeriod,
): Promise<NonNullable<AdminDashboard['sign_ins']>> {
  const earlier = alias(refreshTokens, 'earlier');
  const started = periodWhere(refreshTokens.created_at, period);
  const failed = periodWhere(securityEvents.created_at, period);
  const [[sessions], [refusals]] = await Promise.all([
    db
      .select({
        succeeded: countWhere(started.now),
        previous_succeeded: countWhere(started.before),
        users: sql<number>`(count(distinct ${refreshTokens.user_id}) filter (where ${started.now}))::int`,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.user_id))
      .where(
        and(
          inScope(users.id_organization),
          gte(refreshTokens.created_at, startOf(period.previous_since)),
          notExists(
            db
              .select({ id: earlier.id })
              .from(earlier)
              .where(and(eq(earlier.family_id, refreshTokens.family_id), lt(earlier.id, refreshTokens.id))),
          ),
        ),
      ),
    db
      .select({ failed: countWhere(failed.now), previous_failed: countWhere(failed.before) })
      .from(securityEvents)
      .where(and(eventsOf(inScope, period), eq(securityEvents.type, SIGN_IN_FAILED))),
  ]);
  return { ...sessions!, ...refusals! };
}

/** The security events in scope since the period before began. */
const eventsOf = (inScope: SecurityScope, period: DashboardPeriod): SQL =>
  and(
    inScope(securityEvents.id_organization),
    gte(securityEvents.created_at, startOf(period.previous_since)),
  )!;

/** Rows of the organisations whose sign-ins and incidents the caller sees, by their organisation column. */
type SecurityScope = (column: PgColumn) => SQL | undefined;

/**
 * As the security area scopes them: every organisation for whoever sees them all, else their own;
 * narrowed, like any figure, by the organisation named or worked in (naming another one of no
 * reach narrows to nothing, it is not refused).
 */
const securityScope =
  (principal: Principal, query: DashboardQuery): SecurityScope =>
  (column) =>
    and(
      seesAllOrganizations(principal) ? undefined : eq(column, principal.user.id_organization),
      organizationWhere(column, query, principal.workingOrganization),
    );

async function incidents(
  db: DbOrTx,
  inScope: SecurityScope,
  period: DashboardPeriod,
): Promise<NonNullable<AdminDashboard['incidents']>> {
  const reported = periodWhere(securityEvents.created_at, period);
  const rows = await db
    .select({
      type: securityEvents.type,
      count: countWhere(reported.now),
      before: countWhere(reported.before),
    })
    .from(securityEvents)
    .where(and(eventsOf(inScope, period), inArray(securityEvents.severity, [...INCIDENT_SEVERITIES])))
    .groupBy(securityEvents.type);
  return {
    count: totalOf(rows, (row) => row.count),
    previous_count: totalOf(rows, (row) => row.before),
    by_type: rows
      .filter((row) => row.count > 0)
      .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type))
      .map(({ type, count }) => ({ type, count })),
  };
}

/**
 * The administration dashboard's figures for `period`: the organisations and users the caller
 * may read, and (for who reads the security area) the sign-ins and security incidents of the
 * organisation that area shows them; a part they read nothing of is null.
 */
export async function adminDashboard(
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
  period: DashboardPeriod,
): Promise<AdminDashboard> {
  const readsSecurity = principal.ability.can('read', 'security');
  const inScope = securityScope(principal, query);
  const [organizationPart, userPart, signInPart, incidentPart] = await Promise.all([
    principal.ability.can('read', 'Organization') ? organizationFigures(db, principal, query, period) : null,
    principal.ability.can('read', 'User') ? userFigures(db, principal, query, period) : null,
    readsSecurity ? signIns(db, inScope, period) : null,
    readsSecurity ? incidents(db, inScope, period) : null,
  ]);
  return {
    period,
    organizations: organizationPart,
    users: userPart,
    sign_ins: signInPart,
    incidents: incidentPart,
  };
}
