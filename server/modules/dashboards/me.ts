import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { MyDashboard } from '../../../domain/dashboards/me';
import { DASHBOARD_TOP, type DashboardPeriod, type DashboardQuery } from '../../../domain/dashboards/period';
import { ORDER_STATUSES } from '../../../domain/sales/orderStatus';
import type { Principal } from '../../access/principals';
import type { DbOrTx } from '../../db/client';
import { organizationWhere } from '../../http/resource';
import { readableProducts } from '../catalogue/counts';
import { launchProgress } from '../catalogue/launches';
import { launchTeamMembers, productLaunches, products } from '../catalogue/tables';
import { dueReviews, reviewScope } from '../hr/dashboard';
import { overdue } from '../hr/reviewDue';
import { awaitingParty } from '../hr/reviewParties';
import { performanceReviews } from '../hr/tables';
import { ownOrders } from '../sales/orderAccess';
import { orderSummaries } from '../sales/partyOrders';
import { orders } from '../sales/tables';
import { countWhere, dashboardOrders, inPeriod, inPreviousPeriod, rowCount, totalOf } from './figures';

async function myOrders(
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
  period: DashboardPeriod,
): Promise<NonNullable<MyDashboard['orders']>> {
  const mine = and(dashboardOrders(principal, query), ownOrders(principal))!;
  const [byStatus, recent] = await Promise.all([
    db
      .select({
        status: orders.status,
        count: countWhere(inPeriod(period)),
        previous: countWhere(inPreviousPeriod(period)),
      })
      .from(orders)
      .where(and(mine, gte(orders.order_date, period.previous_since)))
      .groupBy(orders.status),
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.order_date), desc(orders.id))
      .limit(DASHBOARD_TOP),
  ]);
  const counts = new Map(byStatus.map((row) => [row.status, row.count]));
  return {
    count: totalOf(byStatus, (row) => row.count),
    previous_count: totalOf(byStatus, (row) => row.previous),
    by_status: ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    recent: await orderSummaries(db, recent),
  };
}

async function myReviews(
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
): Promise<NonNullable<MyDashboard['reviews']>> {
  const r = performanceReviews;
  const asReviewer = awaitingParty(principal, 'reviewer');
  const asEmployee = awaitingParty(principal, 'employee');
  const waiting = and(reviewScope(principal, query), sql`(${asReviewer} or ${asEmployee})`)!;
  const [[totals], next] = await Promise.all([
    db
      .select({
        as_reviewer: countWhere(asReviewer),
        as_employee: countWhere(asEmployee),
        overdue: countWhere(overdue),
      })
      .from(r)
      .where(waiting),
    dueReviews(db, waiting, DASHBOARD_TOP),
  ]);
  return {
    ...totals!,
    next: next.map(({ id, employee_name, status, due_date, is_overdue, reviewer_id }) => ({
      id,
      as: reviewer_id === principal.user.id ? ('reviewer' as const) : ('employee' as const),
      employee_name,
      status,
      due_date,
      is_overdue,
    })),
  };
}

/** Open launches (overdue ones too) whose team the user is on: their work beyond orders and reviews. */
async function myTasks(
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
  period: DashboardPeriod,
): Promise<NonNullable<MyDashboard['tasks']>> {
  // The same rows as the launch list's ?mine=true&progress=open, which the card links to.
  const where = and(
    eq(launchTeamMembers.user_id, principal.user.id),
    launchProgress('open', period.until),
    inArray(
      productLaunches.product_id,
      sql`(select ${products.id} from ${products} where ${and(readableProducts(principal), organizationWhere(products.id_organization, query, principal.workingOrganization))})`,
    ),
  );
  const [[total], next] = await Promise.all([
    db
      .select({ count: rowCount })
      .from(launchTeamMembers)
      .innerJoin(productLaunches, eq(productLaunches.id, launchTeamMembers.launch_id))
      .where(where),
    db
      .select({
        id: productLaunches.id,
        name: productLaunches.name,
        product_name: products.name,
        role: launchTeamMembers.role,
        status: productLaunches.status,
        planned_launch_date: productLaunches.planned_launch_date,
      })
      .from(launchTeamMembers)
      .innerJoin(productLaunches, eq(productLaunches.id, launchTeamMembers.launch_id))
      .innerJoin(products, eq(products.id, productLaunches.product_id))
      .where(where)
      .orderBy(asc(productLaunches.planned_launch_date), asc(productLaunches.id))
      .limit(DASHBOARD_TOP),
  ]);
  return { count: total?.count ?? 0, next };
}

/**
 * The signed-in user's own dashboard for `period`: the orders they created or sold (within what
 * they may read), the reviews waiting for them, the launches whose team they are on; a part
 * their role reads nothing of is null.
 */
export async function myDashboard(
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
  period: DashboardPeriod,
): Promise<MyDashboard> {
  const can = (subject: string) => principal.ability.can('read', subject);
  const [orderPart, reviewPart, taskPart] = await Promise.all([
    can('Order') ? myOrders(db, principal, query, period) : null,
    can('Performance') ? myReviews(db, principal, query) : null,
    can('Product') ? myTasks(db, principal, query, period) : null,
  ]);
  return { period, orders: orderPart, reviews: reviewPart, tasks: taskPart };
}
