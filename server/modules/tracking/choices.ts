import { and, asc, desc, eq } from 'drizzle-orm';
import { TrackingChoicesSchema } from '../../../domain/tracking/batch';
import { workingOrganizationOf } from '../../access/principals';
import { accessibleWhere } from '../../access/sqlScope';
import { principalOf } from '../../auth/authenticate';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { products, productTypes } from '../catalogue/tables';
import { orders } from '../sales/tables';
import { establishments } from '../units/tables';
import { batches } from './tables';

/** A picker's list, capped; not a resource. */
export const TRACKING_CHOICES_LIMIT = 500;

/**
 * GET /tracking/choices/: what the tracking forms choose from, in the organisation the caller
 * works in: products (and whether their type asks serials), establishments (a batch's origin),
 * batches (a unit's) and the orders the caller may read (a reservation's or a sale's).
 */
export function trackingChoicesRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.get(
    '/tracking/choices/',
    {
      config: { requires: { action: 'read', subject: 'TrackedProduct' } },
      schema: {
        tags: ['tracked-products'],
        summary:
          'Products, establishments, batches and orders the tracking forms choose from (TrackedProduct read)',
        response: { 200: TrackingChoicesSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const orgId = workingOrganizationOf(principal);
      const [productRows, establishmentRows, batchRows, orderRows] = await Promise.all([
        db
          .select({
            id: products.id,
            name: products.name,
            sku: products.sku,
            requires_serial_numbers: productTypes.requires_serial_numbers,
          })
          .from(products)
          .innerJoin(productTypes, eq(productTypes.id, products.product_type))
          .where(eq(products.id_organization, orgId))
          .orderBy(asc(products.name), asc(products.id))
          .limit(TRACKING_CHOICES_LIMIT),
        db
          .select({ id: establishments.id, name: establishments.name })
          .from(establishments)
          .where(eq(establishments.id_organization, orgId))
          .orderBy(asc(establishments.name), asc(establishments.id))
          .limit(TRACKING_CHOICES_LIMIT),
        db
          .select({ id: batches.id, lot_number: batches.lot_number, product: batches.product_id })
          .from(batches)
          .where(
            and(
              eq(batches.id_organization, orgId),
              accessibleWhere(principal.ability, 'read', 'Batch', {
                id: batches.id,
                id_organization: batches.id_organization,
              }),
            ),
          )
          .orderBy(desc(batches.created_at), desc(batches.id))
          .limit(TRACKING_CHOICES_LIMIT),
        db
          .select({ id: orders.id, number: orders.number })
          .from(orders)
          .where(
            and(
              eq(orders.id_organization, orgId),
              accessibleWhere(principal.ability, 'read', 'Order', {
                id: orders.id,
                id_organization: orders.id_organization,
                created_by: orders.created_by,
                brand: orders.brand,
              }),
            ),
          )
          .orderBy(desc(orders.order_date), desc(orders.id))
          .limit(TRACKING_CHOICES_LIMIT),
      ]);
      return {
        products: productRows,
        establishments: establishmentRows,
        batches: batchRows,
        orders: orderRows,
      };
    },
  );
}
