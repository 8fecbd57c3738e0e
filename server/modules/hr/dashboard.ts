import { and, asc, count, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  DUE_LISTED,
  HrDashboardQuerySchema,
  HrDashboardSchema,
  RATINGS,
  type HrDashboard,
  type HrDashboardQuery,
} from '../../../domain/hr/dashboard';
import { REVIEW_STATUSES } from '../../../domain/hr/reviewStatus';
import { accessibleWhere } from '../../access/sqlScope';
import type { Principal } from '../../access/principals';
import { principalOf } from '../../auth/authenticate';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { organizationWhere } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { employeeColumns, employees, teams, workplaces } from '../units/tables';
import { listWhere, userName } from './performanceReviews';
import { dueDate, dueSoon, overdue } from './reviewDue';
import { performanceReviews } from './tables';

const r = performanceReviews;
const e = employees;

/**
 * The reviews the caller may read (HR: the organisation's; anyone else the rules let in: their
 * own), in the organisation they work in or name, dated within the preset as the list filters them.
 */
export function reviewScope(principal: Principal, query: Pick<HrDashboardQuery, 'organization'>): SQL {
  const readable = accessibleWhere(principal.ability, 'read', 'Performance', {
    id_organization: r.id_organization,
    employee_id: r.employee_id,
    reviewer_id: r.reviewer_id,
  });
  const organization = organizationWhere(r.id_organization, query, principal.workingOrganization);
  return and(readable, organization)!;
}

/** The assignments the caller may read, current today: started, and not ended before today. */
function assignmentScope(principal: Principal, query: HrDashboardQuery): SQL {
  const readable = accessibleWhere(principal.ability, 'read', 'Employee', {
    ...employeeColumns(e),
    team_id: e.team_id,
  });
  const organization = organizationWhere(e.id_organization, query, principal.workingOrganization);
  return and(
    readable,
    organization,
    lte(e.start_date, sql`current_date`),
    or(isNull(e.end_date), gte(e.end_date, sql`current_date`)),
  )!;
}

/** Who an assignment places: a person or a user, each counted once however many places they hold. */
const who = sql`coalesce('p' || ${e.person_id}, 'u' || ${e.user_id})`;
const people = sql<number>`count(distinct ${who})::int`;

async function headcount(
  db: DbOrTx,
  scope: SQL,
  preset: string | undefined,
): Promise<HrDashboard['headcount']> {
  const joinedSince =
    preset === undefined ? sql`true` : sql`${e.start_date} >= current_date - ${Number(preset)}::int`;
  const [totals] = await db
    .select({ total: people, joined: sql<number>`count(distinct ${who}) filter (where ${joinedSince})::int` })
    .from(e)
    .where(scope);
  const name = sql<string>`coalesce(${teams.name}, ${workplaces.name})`;
  const units = await db
    .select({ team: e.team_id, workplace: e.workplace_id, name, headcount: people })
    .from(e)
    .leftJoin(teams, eq(teams.id, e.team_id))
    .leftJoin(workplaces, eq(workplaces.id, e.workplace_id))
    .where(scope)
    .groupBy(e.team_id, e.workplace_id, teams.name, workplaces.name)
    .orderBy(desc(people), asc(name), asc(sql`coalesce(${e.team_id}, ${e.workplace_id})`));
  return {
    total: totals?.total ?? 0,
    joined: totals?.joined ?? 0,
    units: units.map((u) =>
      u.team !== null
        ? { kind: 'team' as const, id: u.team, name: u.name, headcount: u.headcount }
        : { kind: 'workplace' as const, id: u.workplace!, name: u.name, headcount: u.headcount },
    ),
  };
}

/**
 * GET /hr/dashboard/: the HR dashboard's figures, each one aggregate query over what the caller
 * may read. The route is HR's screen (read on apps-hr): someone who reads only the reviews they
 * give or receive is refused (403), not shown a dashboard of themselves (docs/decisions/0012).
 */
export async function hrDashboard(
  db: DbOrTx,
  principal: Principal,
  query: HrDashboardQuery,
): Promise<HrDashboard> {
  const reviews = reviewScope(principal, query);
  const dated = and(reviews, ...listWhere({ date_preset: query.date_preset }))!;
  const [[today], people, byStatus, byRating, [due], next] = await Promise.all([
    db.select({ day: sql<string>`current_date::text` }).from(sql`(select 1) as now`),
    headcount(db, assignmentScope(principal, query), query.date_preset),
    db.select({ status: r.status, count: count() }).from(r).where(dated).groupBy(r.status),
    db.select({ rating: r.overall_rating, count: count() }).from(r).where(dated).groupBy(r.overall_rating),
    db
      .select({
        overdue: sql<number>`count(*) filter (where ${overdue})::int`,
        soon: sql<number>`count(*) filter (where ${dueSoon})::int`,
      })
      .from(r)
      .where(reviews),
    dueReviews(db, and(reviews, or(overdue, dueSoon))!, DUE_LISTED),
  ]);
  const statusCount = new Map(byStatus.map((row) => [row.status, row.count]));
  const ratingCount = new Map(byRating.map((row) => [row.rating, row.count]));
  return {
    today: today!.day,
    date_preset: query.date_preset ?? null,
    headcount: people,
    reviews_by_status: REVIEW_STATUSES.map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
    ratings: RATINGS.map((rating) => ({ rating, count: ratingCount.get(rating) ?? 0 })),
    unrated: ratingCount.get(null) ?? 0,
    due: {
      overdue: due?.overdue ?? 0,
      soon: due?.soon ?? 0,
      next: next.map(({ is_overdue, reviewer_id: _reviewer, ...row }) => ({
        ...row,
        due: is_overdue ? 'overdue' : 'soon',
      })),
    },
  };
}

/**
 * The first `limit` reviews under `where` by due date, with the employee's name, who reviews
 * them and whether they are overdue (the HR dashboard's due reviews, the reviews waiting for a user).
 */
export const dueReviews = (db: DbOrTx, where: SQL, limit: number) =>
  db
    .select({
      id: r.id,
      employee_id: r.employee_id,
      reviewer_id: r.reviewer_id,
      employee_name: userName,
      status: r.status,
      due_date: sql<string>`${dueDate}::text`,
      is_overdue: sql<boolean>`${overdue}`,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.employee_id))
    .where(where)
    .orderBy(asc(dueDate), asc(r.id))
    .limit(limit);

export function hrDashboardRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.get(
    '/hr/dashboard/',
    {
      config: { requires: { action: 'read', subject: 'apps-hr' } },
      schema: {
        tags: ['hr'],
        summary:
          'The HR dashboard: headcount by unit, reviews by status and rating, reviews overdue or due soon (what the caller may read)',
        querystring: HrDashboardQuerySchema,
        response: { 200: HrDashboardSchema },
      },
    },
    async (request) => hrDashboard(db, principalOf(request), request.query),
  );
}
