import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  CatalogueAnalyticsQuerySchema,
  CatalogueAnalyticsSchema,
  type CatalogueAnalytics,
} from '../../../domain/catalogue';
import { DEFAULT_PARAMETERS } from '../../../domain/parameters/applicationParameters';
import { authorize, principalOf } from '../../auth/authenticate';
import type { DbOrTx } from '../../db/client';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { readableProducts } from './counts';
import { nextLaunches } from './launches';
import { parametersForFigures } from '../parameters/parameters';
import { applicationParameters } from '../parameters/tables';
import {
  brands,
  categories,
  productCategories,
  productLaunches,
  products,
  productStatuses,
  productStatusHistory,
  productTypes,
} from './tables';

const UPCOMING_LIMIT = 10;

/** A product's currency: its organisation's (catalogue settings), the default until it has any. */
const currencyOf = sql<string>`coalesce(${applicationParameters.currency}, ${DEFAULT_PARAMETERS.sales.currency})`;

/** Readable products grouped by a reference, with the referenced row's name and organisation. */
async function countsBy(
  db: DbOrTx,
  scope: SQL | undefined,
  column: PgColumn,
  table: PgTable & { id: PgColumn; name: PgColumn; id_organization: PgColumn },
) {
  const rows = await db
    .select({ id: table.id, name: table.name, id_organization: table.id_organization, count: count() })
    .from(products)
    .innerJoin(table, eq(table.id, column))
    .where(scope)
    .groupBy(table.id, table.name, table.id_organization)
    .orderBy(desc(count()), asc(table.name));
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    id_organization: Number(r.id_organization),
    count: Number(r.count),
  }));
}

/**
 * GET /api/products/analytics/: the catalogue in numbers, over the products the caller may
 * read (a brand manager's own brand), needing read on Analytics. `?organization=` keeps one
 * organisation's (within what the caller may read); without it the figures of every readable
 * organisation are combined, each row naming its organisation.
 */
export function analyticsRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.get(
    '/products/analytics/',
    {
      config: {
        requires: [
          { action: 'read', subject: 'Analytics' },
          { action: 'read', subject: 'Product' },
        ],
      },
      schema: {
        tags: ['catalogue'],
        summary: 'Catalogue analytics (Analytics read)',
        querystring: CatalogueAnalyticsQuerySchema,
        response: { 200: CatalogueAnalyticsSchema },
      },
    },
    async (request): Promise<CatalogueAnalytics> => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'Analytics');
      authorize(principal, 'read', 'Product');
      // The organisation named, else the one the caller works in (none: all they may read).
      const organization = request.query.organization ?? principal.workingOrganization ?? undefined;
      const scope = and(
        readableProducts(principal),
        organization === undefined ? undefined : eq(products.id_organization, organization),
      );
      const { low_stock_threshold } = (await parametersForFigures(db, principal, organization)).catalogue;
      const readable = sql`(select ${products.id} from ${products} where ${scope})`;
      const fromStatus = alias(productStatuses, 'previous_status');
      const today = new Date().toISOString().slice(0, 10);
      const transitions = await db
        .select({
          from_id: fromStatus.id,
          from_name: fromStatus.name,
          to_id: productStatuses.id,
          to_name: productStatuses.name,
          id_organization: productStatuses.id_organization,
          count: count(),
        })
        .from(productStatusHistory)
        .innerJoin(productStatuses, eq(productStatuses.id, productStatusHistory.to_status))
        .leftJoin(fromStatus, eq(fromStatus.id, productStatusHistory.from_status))
        .where(inArray(productStatusHistory.product_id, readable))
        .groupBy(
          fromStatus.id,
          fromStatus.name,
          productStatuses.id,
          productStatuses.name,
          productStatuses.id_organization,
        )
        .orderBy(desc(count()));
      const [
        [totals],
        values,
        byStatus,
        byType,
        byBrand,
        byCategory,
        launchStatuses,
        upcoming,
        [launchTotal],
      ] = await Promise.all([
        db
          .select({
            products: count(),
            stock_units: sql<string>`coalesce(sum(${products.stock_quantity}), 0)`,
            low_stock: sql<string>`count(*) filter (where ${products.stock_quantity} <= ${low_stock_threshold})`,
            not_sellable: sql<string>`count(*) filter (where not ${productStatuses.allows_sales} or (${products.stock_quantity} <= 0 and not ${productTypes.allows_backorders}))`,
          })
          .from(products)
          .innerJoin(productStatuses, eq(productStatuses.id, products.status))
          .innerJoin(productTypes, eq(productTypes.id, products.product_type))
          .where(scope),
        db
          .select({
            currency: currencyOf,
            stock_value: sql<string>`coalesce(sum(${products.cost_basis} * ${products.stock_quantity}), 0)`,
            retail_value: sql<string>`coalesce(sum(coalesce(${products.suggested_retail_price}, 0) * ${products.stock_quantity}), 0)`,
          })
          .from(products)
          .leftJoin(
            applicationParameters,
            eq(applicationParameters.id_organization, products.id_organization),
          )
          .where(scope)
          // By position: the currency's default is a bound parameter, and two parameters are
          // two expressions to PostgreSQL, even with one value.
          .groupBy(sql`1`)
          .orderBy(sql`1`),
        countsBy(db, scope, products.status, productStatuses),
        countsBy(db, scope, products.product_type, productTypes),
        countsBy(db, scope, products.brand, brands),
        db
          .select({
            id: categories.id,
            name: categories.name,
            id_organization: categories.id_organization,
            count: count(),
          })
          .from(productCategories)
          .innerJoin(categories, eq(categories.id, productCategories.category_id))
          .innerJoin(products, eq(products.id, productCategories.product_id))
          .where(scope)
          .groupBy(categories.id, categories.name, categories.id_organization)
          .orderBy(desc(count()), asc(categories.name)),
        db
          .select({ status: productLaunches.status, count: count() })
          .from(productLaunches)
          .where(inArray(productLaunches.product_id, readable))
          .groupBy(productLaunches.status)
          .orderBy(asc(productLaunches.status)),
        nextLaunches(db, scope, today, UPCOMING_LIMIT),
        db.select({ n: count() }).from(productLaunches).where(inArray(productLaunches.product_id, readable)),
      ]);
      return {
        totals: {
          products: Number(totals?.products ?? 0),
          stock_units: Number(totals?.stock_units ?? 0),
          values: values.map((v) => ({
            currency: v.currency,
            stock_value: Number(v.stock_value),
            retail_value: Number(v.retail_value),
          })),
          launches: Number(launchTotal?.n ?? 0),
          not_sellable: Number(totals?.not_sellable ?? 0),
          low_stock: Number(totals?.low_stock ?? 0),
          low_stock_threshold,
        },
        by_status: byStatus,
        by_type: byType,
        by_brand: byBrand,
        by_category: byCategory.map((r) => ({ ...r, count: Number(r.count) })),
        launches_by_status: launchStatuses.map((r) => ({ status: r.status, count: Number(r.count) })),
        upcoming_launches: upcoming,
        status_transitions: transitions.map((t) => ({
          from: t.from_id === null ? null : { id: t.from_id, name: t.from_name! },
          to: { id: t.to_id, name: t.to_name },
          id_organization: t.id_organization,
          count: Number(t.count),
        })),
      };
    },
  );
}
