import { and, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { REVENUE_EXCLUDED_STATUSES } from '../../../domain/sales/partyOverview';
import type { DashboardPeriod, DashboardQuery } from '../../../domain/dashboards/period';
import type { OrderStatus } from '../../../domain/sales/orderStatus';
import type { Principal } from '../../access/principals';
import { organizationWhere } from '../../http/resource';
import { orderScope } from '../sales/orderAccess';
import { orders } from '../sales/tables';

// What the dashboards count by: the period's days (of a date or a timestamp), the caller's order
// scope (the list's), the organisation named or worked in.

/** Midnight (UTC) starting `day`. */
export const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A date or timestamp column within the period (from its first day on, as the lists' presets
 * keep rows), and within the period just before it.
 */
export function periodWhere(column: PgColumn, period: DashboardPeriod) {
  const at = column.columnType === 'PgTimestamp' ? startOf : (day: string) => day;
  return {
    now: gte(column, at(period.since)),
    before: and(gte(column, at(period.previous_since)), lt(column, at(period.since)))!,
  };
}

export const rowCount = sql<number>`count(*)::int`;

/** The sum of one figure over grouped rows (the counts of every status, of every currency). */
export const totalOf = <R>(rows: readonly R[], pick: (row: R) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0);

/** The orders the caller may read, of the organisation the dashboard is of. */
export const dashboardOrders = (principal: Principal, query: DashboardQuery): SQL =>
  and(
    orderScope(principal),
    organizationWhere(orders.id_organization, query, principal.workingOrganization),
  )!;

/** Dated in the period (as the order list's `date_preset` keeps them). */
export const inPeriod = (period: DashboardPeriod) => periodWhere(orders.order_date, period).now;
/** Dated in the period before. */
export const inPreviousPeriod = (period: DashboardPeriod) => periodWhere(orders.order_date, period).before;

/** The orders whose total counts as revenue: not cancelled or refunded. */
export const countsAsRevenue = notInArray(orders.status, [...REVENUE_EXCLUDED_STATUSES]);
export const withStatus = (statuses: readonly OrderStatus[]) => inArray(orders.status, [...statuses]);

/** An exact decimal sum of order totals under `where`, as text ('0.00' when none). */
export const amountWhere = (where: SQL) =>
  sql<string>`round(coalesce(sum(${orders.total_amount}) filter (where ${where}), 0), 2)::text`;
/** How many rows `where` holds for (an aggregate, beside others). */
export const countWhere = (where: SQL) => sql<number>`(count(*) filter (where ${where}))::int`;

/** The rows `column` dates in the period (`new`) and in the one before (`previous_new`). */
export function newInPeriod(column: PgColumn, period: DashboardPeriod) {
  const added = periodWhere(column, period);
  return { new: countWhere(added.now), previous_new: countWhere(added.before) };
}

/** Amounts per currency gathered by key (a seller, a status): `[{currency, amount}]` each. */
export function amountsBy<K>(rows: { key: K; currency: string; amount: string }[]) {
  const byKey = new Map<K, { currency: string; amount: string }[]>();
  for (const { key, currency, amount } of rows) {
    const list = byKey.get(key) ?? [];
    list.push({ currency, amount });
    byKey.set(key, list);
  }
  return byKey;
}
