import { eq, inArray, sql } from 'drizzle-orm';
import {
  BatchChoiceQuerySchema,
  BatchChoiceSchema,
  EstablishmentChoiceQuerySchema,
  EstablishmentChoiceSchema,
  TrackingOrderChoiceQuerySchema,
  TrackingOrderChoiceSchema,
  TrackingProductChoiceQuerySchema,
  TrackingProductChoiceSchema,
} from '../../../domain/tracking/batch';
import { workingOrganizationOf } from '../../access/principals';
import { accessibleWhere } from '../../access/sqlScope';
import { choiceListRoute } from '../../http/choiceList';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { productChoiceList } from '../catalogue/productChoices';
import { products, productTypes } from '../catalogue/tables';
import { orderScope } from '../sales/orderAccess';
import { orders } from '../sales/tables';
import { establishments } from '../units/tables';
import { batches } from './tables';

const requires = { action: 'read', subject: 'TrackedProduct' } as const;
const tags = ['tracked-products'];

/**
 * GET /tracking/choices/{products,establishments,batches,orders}/: what the tracking forms and
 * filters choose from, in the organisation the caller works in (TrackedProduct read, without
 * needing read on the catalogue or the structure): products (and whether their type asks
 * serials), establishments (a batch's origin), the batches (a unit's) and orders (a reservation's
 * or a sale's) the caller may read.
 */
export function trackingChoicesRoutes(app: App, services: Services) {
  const { db } = services.database;
  choiceListRoute(app, db, {
    url: '/tracking/choices/products/',
    requires,
    tags,
    summary: 'Products a batch or a unit may be of, searched by name or SKU (TrackedProduct read)',
    querystring: TrackingProductChoiceQuerySchema,
    row: TrackingProductChoiceSchema,
    rows: (principal) => ({
      ...productChoiceList(principal),
      map: (row: typeof products.$inferSelect) => ({
        id: row.id,
        name: row.name,
        sku: row.sku,
        requires_serial_numbers: false,
      }),
    }),
    // Whether each product's type asks serials, which the product row does not hold.
    complete: async (rows) => {
      const ids = rows.map((row) => row.id);
      const typed = ids.length
        ? await db
            .select({ id: products.id, serials: productTypes.requires_serial_numbers })
            .from(products)
            .innerJoin(productTypes, eq(productTypes.id, products.product_type))
            .where(inArray(products.id, ids))
        : [];
      const serials = new Map(typed.map((product) => [product.id, product.serials]));
      return rows.map((row) => ({ ...row, requires_serial_numbers: serials.get(row.id) ?? false }));
    },
  });
  choiceListRoute(app, db, {
    url: '/tracking/choices/establishments/',
    requires,
    tags,
    summary: 'Establishments a batch may come from, searched by name (TrackedProduct read)',
    querystring: EstablishmentChoiceQuerySchema,
    row: EstablishmentChoiceSchema,
    rows: (principal) => ({
      table: establishments,
      id: establishments.id,
      where: [eq(establishments.id_organization, workingOrganizationOf(principal))],
      orderable: { name: establishments.name },
      defaultOrdering: 'name',
      searchable: [establishments.name],
      tieBreaker: establishments.id,
      map: (row: typeof establishments.$inferSelect) => ({ id: row.id, name: row.name }),
    }),
  });
  choiceListRoute(app, db, {
    url: '/tracking/choices/batches/',
    requires,
    tags,
    summary: 'Batches the caller may read, newest first, searched by lot number (TrackedProduct read)',
    querystring: BatchChoiceQuerySchema,
    row: BatchChoiceSchema,
    rows: (principal, query) => ({
      table: batches,
      id: batches.id,
      where: [
        eq(batches.id_organization, workingOrganizationOf(principal)),
        accessibleWhere(principal.ability, 'read', 'Batch', {
          id: batches.id,
          id_organization: batches.id_organization,
        }),
        query.product === undefined ? undefined : eq(batches.product_id, query.product as number),
      ],
      orderable: { lot_number: batches.lot_number, created_at: batches.created_at },
      defaultOrdering: '-created_at',
      searchable: [batches.lot_number],
      tieBreaker: batches.id,
      map: (row: typeof batches.$inferSelect) => ({
        id: row.id,
        lot_number: row.lot_number,
        product: row.product_id,
      }),
    }),
  });
  choiceListRoute(app, db, {
    url: '/tracking/choices/orders/',
    requires,
    tags,
    summary: 'Orders the caller may read, newest first, searched by number (TrackedProduct read)',
    querystring: TrackingOrderChoiceQuerySchema,
    row: TrackingOrderChoiceSchema,
    rows: (principal) => ({
      table: orders,
      id: orders.id,
      where: [eq(orders.id_organization, workingOrganizationOf(principal)), orderScope(principal)],
      orderable: { number: orders.number, order_date: orders.order_date },
      defaultOrdering: '-order_date',
      searchable: [sql`${orders.number}::text`],
      tieBreaker: orders.id,
      map: (row: typeof orders.$inferSelect) => ({ id: row.id, number: row.number }),
    }),
  });
}
