import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { EcommerceDashboard } from '../../../domain/dashboards/ecommerce';
import { DASHBOARD_TOP, type DashboardPeriod, type DashboardQuery } from '../../../domain/dashboards/period';
import { ORDER_STATUSES } from '../../../domain/sales/orderStatus';
import type { Principal } from '../../access/principals';
import type { DbOrTx } from '../../db/client';
import { organizationWhere } from '../../http/resource';
import { readableProducts } from '../catalogue/counts';
import { parametersForFigures } from '../parameters/parameters';
import { brands, products } from '../catalogue/tables';
import { orderSummaries } from '../sales/partyOrders';
import { orderLines, orders } from '../sales/tables';
import {
  amountWhere,
  countsAsRevenue,
  countWhere,
  dashboardOrders,
  inPeriod,
  inPreviousPeriod,
  rowCount as orderCount,
  totalOf,
} from './figures';

async function sales(
  db: DbOrTx,
  scope: ReturnType<typeof dashboardOrders>,
  period: DashboardPeriod,
): Promise<NonNullable<EcommerceDashboard['sales']>> {
  const now = and(scope, inPeriod(period))!;
  const revenueNow = and(inPeriod(period), countsAsRevenue)!;
  const revenueBefore = and(inPreviousPeriod(period), countsAsRevenue)!;
  const average = (where: ReturnType<typeof and>) =>
    sql<string>`round(coalesce(sum(${orders.total_amount}) filter (where ${where}) / nullif(count(*) filter (where ${where}), 0), 0), 2)::text`;
  const units = sql<number>`sum(${orderLines.quantity})::int`;
  const [totals, byStatus, topBrands, topProducts, recent] = await Promise.all([
    db
      .select({
        currency: orders.currency,
        orders: countWhere(inPeriod(period)),
        previous_orders: countWhere(inPreviousPeriod(period)),
        revenue_orders: countWhere(revenueNow),
        previous_revenue_orders: countWhere(revenueBefore),
        amount: amountWhere(revenueNow),
        previous_amount: amountWhere(revenueBefore),
        average: average(revenueNow),
        previous_average: average(revenueBefore),
      })
      .from(orders)
      .where(and(scope, sql`${orders.order_date} >= ${period.previous_since}`))
      .groupBy(orders.currency),
    db.select({ status: orders.status, count: orderCount }).from(orders).where(now).groupBy(orders.status),
    db
      .select({ id: orders.brand, name: brands.name, orders: orderCount })
      .from(orders)
      .leftJoin(brands, eq(brands.id, orders.brand))
      .where(now)
      .groupBy(orders.brand, brands.name)
      .orderBy(desc(orderCount), asc(brands.name))
      .limit(DASHBOARD_TOP),
    db
      .select({
        id: orderLines.product_id,
        name: sql<string>`min(${orderLines.product_name})`,
        sku: sql<string>`min(${orderLines.sku})`,
        quantity: units,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.order_id))
      .where(and(now, countsAsRevenue))
      .groupBy(orderLines.product_id)
      .orderBy(desc(units), asc(orderLines.product_id))
      .limit(DASHBOARD_TOP),
    db
      .select()
      .from(orders)
      .where(scope)
      .orderBy(desc(orders.order_date), desc(orders.id))
      .limit(DASHBOARD_TOP),
  ]);
  const statusCount = new Map(byStatus.map((row) => [row.status, row.count]));
  return {
    orders: totalOf(totals, (row) => row.orders),
    previous_orders: totalOf(totals, (row) => row.previous_orders),
    revenue: totals
      .filter((row) => row.revenue_orders + row.previous_revenue_orders > 0)
      .sort((a, b) => b.revenue_orders - a.revenue_orders || a.currency.localeCompare(b.currency))
      .map((row) => ({
        currency: row.currency,
        amount: row.amount,
        previous_amount: row.previous_amount,
        orders: row.revenue_orders,
        previous_orders: row.previous_revenue_orders,
        average: row.average,
        previous_average: row.previous_average,
      })),
    by_status: ORDER_STATUSES.map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
    top_brands: topBrands.map((row) => ({ id: row.id, name: row.name ?? '', orders: row.orders })),
    top_products: topProducts,
    recent: await orderSummaries(db, recent),
  };
}

async function stock(
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
): Promise<NonNullable<EcommerceDashboard['stock']>> {
  const organization = query.organization ?? principal.workingOrganization ?? undefined;
  const { low_stock_threshold: threshold } = (await parametersForFigures(db, principal, organization))
    .catalogue;
  const low = and(
    readableProducts(principal),
    organizationWhere(products.id_organization, query, principal.workingOrganization),
    lte(products.stock_quantity, threshold),
  );
  const [[total], lowest] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(low),
    db
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        stock_quantity: products.stock_quantity,
      })
      .from(products)
      .where(low)
      .orderBy(asc(products.stock_quantity), asc(products.name), asc(products.id))
      .limit(DASHBOARD_TOP),
  ]);
  return { threshold, count: total?.count ?? 0, lowest };
}

/**
 * The ecommerce dashboard's figures for `period`: orders the caller may read (a brand manager
 * their brand's, a seller their own) and products they may read; a part they read nothing of is null.
 */
export async function ecommerceDashboard(
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
  period: DashboardPeriod,
): Promise<EcommerceDashboard> {
  const [salesPart, stockPart] = await Promise.all([
    principal.ability.can('read', 'Order') ? sales(db, dashboardOrders(principal, query), period) : null,
    principal.ability.can('read', 'Product') ? stock(db, principal, query) : null,
  ]);
  return { period, sales: salesPart, stock: stockPart };
}
