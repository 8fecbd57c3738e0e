import { and, eq, sql } from 'drizzle-orm';
import { PIPELINE_STATUSES, type CrmDashboard } from '../../../domain/dashboards/crm';
import { DASHBOARD_TOP, type DashboardPeriod, type DashboardQuery } from '../../../domain/dashboards/period';
import { CLIENT_STATUSES } from '../../../domain/sales/kinds';
import { sumAmounts } from '../../../domain/sales/money';
import type { Principal } from '../../access/principals';
import { accessibleWhere } from '../../access/sqlScope';
import type { DbOrTx } from '../../db/client';
import { organizationWhere } from '../../http/resource';
import { clientColumns } from '../sales/clients';
import { sellerColumns } from '../sales/sellers';
import { clients, orders, sellers } from '../sales/tables';
import {
  amountsBy,
  amountWhere,
  countsAsRevenue,
  countWhere,
  dashboardOrders,
  inPeriod,
  newInPeriod,
  rowCount,
  totalOf,
  withStatus,
} from './figures';

async function clientFigures(
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
  period: DashboardPeriod,
): Promise<NonNullable<CrmDashboard['clients']>> {
  const scope = and(
    accessibleWhere(principal.ability, 'read', 'Customer', clientColumns),
    organizationWhere(clients.id_organization, query, principal.workingOrganization),
  );
  const rows = await db
    .select({
      status: clients.status,
      count: rowCount,
      ...newInPeriod(clients.created_at, period),
    })
    .from(clients)
    .where(scope)
    .groupBy(clients.status);
  const byStatus = new Map(rows.map((row) => [row.status, row.count]));
  return {
    total: totalOf(rows, (row) => row.count),
    new: totalOf(rows, (row) => row.new),
    previous_new: totalOf(rows, (row) => row.previous_new),
    by_status: CLIENT_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
  };
}

async function sellerFigures(
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
  period: DashboardPeriod,
): Promise<NonNullable<CrmDashboard['sellers']>> {
  const rows = await db
    .select({
      id: sellers.id,
      name: sellers.name,
      currency: orders.currency,
      orders: rowCount,
      amount: amountWhere(countsAsRevenue),
      revenue_orders: countWhere(countsAsRevenue),
    })
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.seller_id))
    .where(
      and(
        dashboardOrders(principal, query),
        inPeriod(period),
        accessibleWhere(principal.ability, 'read', 'Sale', sellerColumns),
      ),
    )
    .groupBy(sellers.id, sellers.name, orders.currency);
  const revenue = amountsBy(
    rows
      .filter((row) => row.revenue_orders > 0)
      .map((row) => ({ key: row.id, currency: row.currency, amount: row.amount })),
  );
  const bySeller = new Map<number, { id: number; name: string; orders: number }>();
  for (const row of rows) {
    const seller = bySeller.get(row.id) ?? { id: row.id, name: row.name, orders: 0 };
    seller.orders += row.orders;
    bySeller.set(row.id, seller);
  }
  return [...bySeller.values()]
    .sort((a, b) => b.orders - a.orders || a.name.localeCompare(b.name) || a.id - b.id)
    .slice(0, DASHBOARD_TOP)
    .map((seller) => ({ ...seller, revenue: revenue.get(seller.id) ?? [] }));
}

async function pipeline(
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
): Promise<NonNullable<CrmDashboard['pipeline']>> {
  const rows = await db
    .select({
      status: orders.status,
      currency: orders.currency,
      count: rowCount,
      amount: sql<string>`sum(${orders.total_amount})::text`,
    })
    .from(orders)
    .where(and(dashboardOrders(principal, query), withStatus(PIPELINE_STATUSES)))
    .groupBy(orders.status, orders.currency)
    .orderBy(orders.currency);
  const amounts = amountsBy(
    rows.map((row) => ({ key: row.status, currency: row.currency, amount: row.amount })),
  );
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + row.count);
  return {
    count: [...counts.values()].reduce((sum, n) => sum + n, 0),
    amounts: [...new Set(rows.map((row) => row.currency))].map((currency) => ({
      currency,
      amount: sumAmounts(rows.filter((row) => row.currency === currency).map((row) => row.amount)),
    })),
    by_status: PIPELINE_STATUSES.map((status) => ({
      status,
      count: counts.get(status) ?? 0,
      amounts: amounts.get(status) ?? [],
    })),
  };
}

/**
 * The CRM dashboard's figures for `period`: clients, sellers and orders the caller may read (a
 * seller their own orders and profile, a brand manager their brand's orders); a part whose kind
 * their role reads nothing of is null.
 */
export async function crmDashboard(
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
  period: DashboardPeriod,
): Promise<CrmDashboard> {
  const can = (subject: 'Customer' | 'Sale' | 'Order') => principal.ability.can('read', subject);
  const [clientPart, sellerPart, pipelinePart] = await Promise.all([
    can('Customer') ? clientFigures(db, principal, query, period) : null,
    can('Sale') && can('Order') ? sellerFigures(db, principal, query, period) : null,
    can('Order') ? pipeline(db, principal, query) : null,
  ]);
  return { period, clients: clientPart, sellers: sellerPart, pipeline: pipelinePart };
}
