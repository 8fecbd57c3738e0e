import { and, getTableName, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AdminDashboardSchema } from '../../../domain/dashboards/admin';
import { AnalyticsDashboardSchema } from '../../../domain/dashboards/analytics';
import { CrmDashboardSchema } from '../../../domain/dashboards/crm';
import { EcommerceDashboardSchema } from '../../../domain/dashboards/ecommerce';
import { MyDashboardSchema } from '../../../domain/dashboards/me';
import {
  dashboardPeriod,
  DashboardQuerySchema,
  type DashboardPeriod,
  type DashboardQuery,
} from '../../../domain/dashboards/period';
import type { Principal } from '../../access/principals';
import { accessibleWhere } from '../../access/sqlScope';
import { authenticate, principalOf } from '../../auth/authenticate';
import type { DbOrTx } from '../../db/client';
import { sqlKey } from '../../http/list';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { productColumns } from '../catalogue/productAccess';
import {
  brands,
  launchTeamMembers,
  productLaunches,
  products,
  productStatusHistory,
} from '../catalogue/tables';
import { performanceReviews } from '../hr/tables';
import { parametersForFigures } from '../parameters/parameters';
import { applicationParameters } from '../parameters/tables';
import { clientColumns } from '../sales/clients';
import { orderColumns } from '../sales/orderAccess';
import { sellerColumns } from '../sales/sellers';
import { clients, orderLines, orders, sellers } from '../sales/tables';
import { adminDashboard } from './admin';
import { analyticsDashboard } from './analytics';
import { crmDashboard } from './crm';
import { ecommerceDashboard } from './ecommerce';
import { myDashboard } from './me';

/**
 * Every table a dashboard's figures are read from. Answers are kept in the read cache until one
 * of them announces a change (docs/decisions/0002), so each must announce its changes; a test
 * holds them to it.
 */
export const DASHBOARD_TABLES = [
  orders,
  orderLines,
  brands,
  products,
  applicationParameters,
  clients,
  sellers,
  productStatusHistory,
  productLaunches,
  launchTeamMembers,
  performanceReviews,
];
export const DASHBOARD_TABLE_NAMES = DASHBOARD_TABLES.map(getTableName);

type Compute<T> = (
  db: DbOrTx,
  principal: Principal,
  query: DashboardQuery,
  period: DashboardPeriod,
) => Promise<T>;

/**
 * The caller's reach over what the dashboards count, as SQL: callers who may read the same rows
 * share one cached answer, no one gets another's.
 */
function reachKey(principal: Principal): string {
  const reach = (subject: string, columns: Parameters<typeof accessibleWhere>[3]): SQL =>
    accessibleWhere(principal.ability, 'read', subject, columns);
  return sqlKey(
    and(
      reach('Order', orderColumns),
      reach('Product', productColumns),
      reach('Customer', clientColumns),
      reach('Sale', sellerColumns),
      reach('Performance', {
        id_organization: performanceReviews.id_organization,
        employee_id: performanceReviews.employee_id,
        reviewer_id: performanceReviews.reviewer_id,
      }),
    ),
  );
}

/**
 * How a dashboard's answers are kept: per caller's reach (the same rows, the same answer), per
 * caller (their own work: the key names them), or not at all (figures from tables that change at
 * every sign-in and announce nothing: kept, they would go stale).
 */
type Keeping = 'per-reach' | 'per-user' | 'never';

/** A dashboard's endpoint: its name (the path's), the right it needs, what it says, its answer's schema, how it computes and keeps its figures. */
type Dashboard = {
  name: string;
  subject: 'Dashboard' | 'Analytics' | 'AdminPanel';
  summary: string;
  response: z.ZodType;
  compute: Compute<unknown>;
  keeping: Keeping;
};

const DASHBOARDS: Dashboard[] = [
  {
    name: 'ecommerce',
    subject: 'Dashboard',
    summary:
      'The ecommerce dashboard: revenue, orders and average order value against the period before, orders by status, top brands and products, low stock, latest orders (what the caller may read)',
    response: EcommerceDashboardSchema,
    compute: ecommerceDashboard,
    keeping: 'per-reach',
  },
  {
    name: 'crm',
    subject: 'Dashboard',
    summary:
      'The CRM dashboard: clients and new clients against the period before, sellers’ performance, orders under way (what the caller may read)',
    response: CrmDashboardSchema,
    compute: crmDashboard,
    keeping: 'per-reach',
  },
  {
    name: 'analytics',
    subject: 'Analytics',
    summary:
      'The analytics dashboard: products by status and new products against the period before, launches to come and launched, product status changes, performance reviews by status and rating (what the caller may read)',
    response: AnalyticsDashboardSchema,
    compute: analyticsDashboard,
    keeping: 'per-reach',
  },
  {
    name: 'admin',
    subject: 'AdminPanel',
    summary:
      'The administration dashboard: organisations, users by role, successful and failed sign-ins and security incidents against the period before (what the caller may read)',
    response: AdminDashboardSchema,
    compute: adminDashboard,
    // Sign-ins change at every one and announce nothing (signing in keeps the read cache).
    keeping: 'never',
  },
  {
    name: 'me',
    subject: 'Dashboard',
    summary:
      'The signed-in user’s own dashboard: the orders they created or sold, the performance reviews waiting for them, the launches whose team they are on',
    response: MyDashboardSchema,
    compute: myDashboard,
    keeping: 'per-user',
  },
];

/**
 * The dashboards: one aggregate request per screen (GET /dashboards/{name}/), each needing read
 * on its subject (Dashboard, which every staff role holds; Analytics; AdminPanel), for the date
 * preset asked (by default the organisation's, from its general parameters). Figures are kept like the product list's pages, per
 * caller's reach (or per caller), and dropped on the same change announcements.
 */
export async function dashboardRoutes(app: App, services: Services) {
  app.addHook('onRequest', authenticate(services));
  const { db } = services.database;
  const serve =
    ({ compute, keeping }: Dashboard) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const principal = principalOf(request);
      const asked = request.query as DashboardQuery;
      // No period named: the one the figures' organisation opens its dashboards on.
      const preset =
        asked.date_preset ??
        (
          await parametersForFigures(
            db,
            principal,
            asked.organization ?? principal.workingOrganization ?? undefined,
          )
        ).general.dashboard_period;
      const query = { ...asked, date_preset: preset };
      const period = dashboardPeriod(preset, new Date().toISOString().slice(0, 10));
      const answer = async () => reply.serialize(await compute(db, principal, query, period)) as string;
      const key = () =>
        [
          request.routeOptions.url,
          query.date_preset,
          query.organization ?? '',
          principal.workingOrganization ?? '',
          period.until,
          keeping === 'per-user' ? `user ${principal.user.id}` : '',
          reachKey(principal),
        ].join('\n');
      const body = keeping === 'never' ? await answer() : await services.readCache.get(key(), answer);
      return reply.type('application/json; charset=utf-8').send(body);
    };
  for (const dashboard of DASHBOARDS) {
    app.get(
      `/dashboards/${dashboard.name}/`,
      {
        config: { requires: { action: 'read', subject: dashboard.subject } },
        schema: {
          tags: ['dashboards'],
          summary: dashboard.summary,
          querystring: DashboardQuerySchema,
          response: { 200: dashboard.response },
        },
      },
      serve(dashboard),
    );
  }
}
