import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnalyticsDashboard } from '../../../domain/dashboards/analytics';
import { DASHBOARD_TOP, type DashboardPeriod, type DashboardQuery } from '../../../domain/dashboards/period';
import { LAUNCH_STATUSES } from '../../../domain/catalogue/launch';
import { RATINGS } from '../../../domain/hr/dashboard';
import { REVIEW_STATUSES } from '../../../domain/hr/reviewStatus';
import type { Principal } from '../../access/principals';
import type { DbOrTx } from '../../db/client';
import { organizationWhere } from '../../http/resource';
import { readableProducts } from '../catalogue/counts';
import { launchToCome, nextLaunches } from '../catalogue/launches';
import { productLaunches, products, productStatuses, productStatusHistory } from '../catalogue/tables';
import { reviewScope } from '../hr/dashboard';
import { performanceReviews } from '../hr/tables';
import { countWhere, newInPeriod, periodWhere, rowCount, startOf, totalOf } from './figures';

/** The products the caller may read (a brand manager their brand's), of the organisation the dashboard is of. */
const dashboardProducts = (principal: Principal, query: DashboardQuery): SQL =>
  and(
    readableProducts(principal),
    organizationWhere(products.id_organization, query, principal.workingOrganization),
  )!;

async function catalogue(
  db: DbOrTx,
  scope: SQL,
  period: DashboardPeriod,
): Promise<NonNullable<AnalyticsDashboard['catalogue']>> {
  const rows = await db
    .select({
      id: productStatuses.id,
      name: productStatuses.name,
      count: rowCount,
      ...newInPeriod(products.created_at, period),
    })
    .from(products)
    .innerJoin(productStatuses, eq(productStatuses.id, products.status))
    .where(scope)
    .groupBy(productStatuses.id, productStatuses.name)
    .orderBy(desc(rowCount), asc(productStatuses.name), asc(productStatuses.id));
  return {
    total: totalOf(rows, (row) => row.count),
    new: totalOf(rows, (row) => row.new),
    previous_new: totalOf(rows, (row) => row.previous_new),
    by_status: rows.map(({ id, name, count }) => ({ id, name, count })),
  };
}

async function launches(
  db: DbOrTx,
  scope: SQL,
  period: DashboardPeriod,
): Promise<NonNullable<AnalyticsDashboard['launches']>> {
  const upcoming = launchToCome(period.until);
  const launchedOn = periodWhere(productLaunches.actual_launch_date, period);
  const launched = eq(productLaunches.status, 'launched');
  const [byStatus, next] = await Promise.all([
    db
      .select({
        status: productLaunches.status,
        count: rowCount,
        upcoming: countWhere(upcoming),
        launched: countWhere(and(launched, launchedOn.now)!),
        previous_launched: countWhere(and(launched, launchedOn.before)!),
      })
      .from(productLaunches)
      .innerJoin(products, eq(products.id, productLaunches.product_id))
      .where(scope)
      .groupBy(productLaunches.status),
    nextLaunches(db, scope, period.until, DASHBOARD_TOP),
  ]);
  const counts = new Map(byStatus.map((row) => [row.status, row.count]));
  return {
    upcoming: totalOf(byStatus, (row) => row.upcoming),
    launched: totalOf(byStatus, (row) => row.launched),
    previous_launched: totalOf(byStatus, (row) => row.previous_launched),
    by_status: LAUNCH_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    next,
  };
}

async function statusFlow(
  db: DbOrTx,
  scope: SQL,
  period: DashboardPeriod,
): Promise<NonNullable<AnalyticsDashboard['status_flow']>> {
  const fromStatus = alias(productStatuses, 'from_status');
  const changed = periodWhere(productStatusHistory.changed_at, period);
  const readable = sql`(select ${products.id} from ${products} where ${scope})`;
  const rows = await db
    .select({
      from_id: fromStatus.id,
      from_name: fromStatus.name,
      to_id: productStatuses.id,
      to_name: productStatuses.name,
      now: countWhere(changed.now),
      before: countWhere(changed.before),
    })
    .from(productStatusHistory)
    .innerJoin(productStatuses, eq(productStatuses.id, productStatusHistory.to_status))
    .leftJoin(fromStatus, eq(fromStatus.id, productStatusHistory.from_status))
    .where(
      and(
        inArray(productStatusHistory.product_id, readable),
        gte(productStatusHistory.changed_at, startOf(period.previous_since)),
      ),
    )
    .groupBy(fromStatus.id, fromStatus.name, productStatuses.id, productStatuses.name);
  return {
    changes: totalOf(rows, (row) => row.now),
    previous_changes: totalOf(rows, (row) => row.before),
    transitions: rows
      .filter((row) => row.now > 0)
      .sort(
        (a, b) =>
          b.now - a.now ||
          (a.from_name ?? '').localeCompare(b.from_name ?? '') ||
          a.to_name.localeCompare(b.to_name),
      )
      .map((row) => ({
        from: row.from_id === null ? null : { id: row.from_id, name: row.from_name! },
        to: { id: row.to_id, name: row.to_name },
        count: row.now,
      })),
  };
}

async function reviews(
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
  period: DashboardPeriod,
): Promise<NonNullable<AnalyticsDashboard['reviews']>> {
  const r = performanceReviews;
  const dated = periodWhere(r.review_date, period);
  const average = (where: SQL) =>
    sql<string | null>`round(avg(${r.overall_rating}) filter (where ${where}), 2)::text`;
  const [byStatus, byRating, [averages]] = await Promise.all([
    db
      .select({ status: r.status, count: rowCount })
      .from(r)
      .where(and(reviewScope(principal, query), dated.now))
      .groupBy(r.status),
    db
      .select({ rating: r.overall_rating, count: rowCount })
      .from(r)
      .where(and(reviewScope(principal, query), dated.now))
      .groupBy(r.overall_rating),
    db
      .select({ now: average(dated.now), before: average(dated.before) })
      .from(r)
      .where(and(reviewScope(principal, query), gte(r.review_date, period.previous_since))),
  ]);
  const statusCount = new Map(byStatus.map((row) => [row.status, row.count]));
  const ratingCount = new Map(byRating.map((row) => [row.rating, row.count]));
  return {
    total: totalOf(byStatus, (row) => row.count),
    by_status: REVIEW_STATUSES.map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
    ratings: RATINGS.map((rating) => ({ rating, count: ratingCount.get(rating) ?? 0 })),
    average_rating: averages?.now ?? null,
    previous_average_rating: averages?.before ?? null,
  };
}

/**
 * The analytics dashboard's figures for `period`: the products the caller may read (a brand
 * manager their brand's) with their launches and status moves, and the performance reviews they
 * may read; a part they read nothing of is null.
 */
export async function analyticsDashboard(
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
  period: DashboardPeriod,
): Promise<AnalyticsDashboard> {
  const readsProducts = principal.ability.can('read', 'Product');
  const scope = dashboardProducts(principal, query);
  const [cataloguePart, launchPart, flowPart, reviewPart] = await Promise.all([
    readsProducts ? catalogue(db, scope, period) : null,
    readsProducts ? launches(db, scope, period) : null,
    readsProducts ? statusFlow(db, scope, period) : null,
    principal.ability.can('read', 'Performance') ? reviews(db, principal, query, period) : null,
  ]);
  return {
    period,
    catalogue: cataloguePart,
    launches: launchPart,
    status_flow: flowPart,
    reviews: reviewPart,
  };
}
