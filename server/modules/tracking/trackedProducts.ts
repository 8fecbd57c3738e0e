import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { trackingMessages as m } from '../../../domain/tracking/messages';
import {
  TrackedProductCreateSchema,
  TrackedProductListQuerySchema,
  TrackedProductSchema,
  TrackedProductUpdateSchema,
  type TrackedProduct,
  type TrackedProductCreate,
  type TrackedProductUpdate,
} from '../../../domain/tracking/trackedProduct';
import { eventsFrom } from '../../../domain/tracking/unitStatus';
import { workingOrganizationOf } from '../../access/principals';
import type { DbOrTx } from '../../db/client';
import { detailError, fieldError } from '../../http/errors';
import { resourceRoutes, type ReadContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { checkReferences } from '../catalogue/rules';
import { products } from '../catalogue/tables';
import { orders } from '../sales/tables';
import { checkBatchHolds, productsById, requiresSerial } from './references';
import { batches, trackedProductEvents, trackedProducts, type TrackedProductRow } from './tables';

async function lookup<K extends number, V>(ids: (K | null)[], load: (ids: K[]) => Promise<[K, V][]>) {
  const wanted = [...new Set(ids.filter((id): id is K => id !== null))];
  return new Map<K, V>(wanted.length ? await load(wanted) : []);
}

/** Units as the API shows them: their product, batch and order named, and the events they take now. */
export async function presentUnits(db: DbOrTx, rows: TrackedProductRow[]): Promise<TrackedProduct[]> {
  if (!rows.length) return [];
  const [productInfo, lots, orderNumbers] = await Promise.all([
    productsById(
      db,
      rows.map((r) => r.product_id),
    ),
    lookup(
      rows.map((r) => r.batch_id),
      async (ids) =>
        (
          await db
            .select({ id: batches.id, lot: batches.lot_number })
            .from(batches)
            .where(inArray(batches.id, ids))
        ).map((b) => [b.id, b.lot] as [number, string]),
    ),
    lookup(
      rows.map((r) => r.order_id),
      async (ids) =>
        (
          await db
            .select({ id: orders.id, number: orders.number })
            .from(orders)
            .where(inArray(orders.id, ids))
        ).map((o) => [o.id, o.number] as [number, number]),
    ),
  ]);
  return rows.map(({ product_id, batch_id, order_id, created_at, updated_at, ...row }) => ({
    ...row,
    product: product_id,
    product_name: productInfo.get(product_id)?.name ?? '',
    product_sku: productInfo.get(product_id)?.sku ?? '',
    batch: batch_id,
    batch_lot_number: batch_id ? (lots.get(batch_id) ?? null) : null,
    order: order_id,
    order_number: order_id ? (orderNumbers.get(order_id) ?? null) : null,
    events: eventsFrom(row.status),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  }));
}

/** A unit as it would be: a serial where its product's type asks one, a batch of its product. */
async function checkUnit(
  db: DbOrTx,
  orgId: number,
  unit: { serial_number: string | null; product_id: number; batch_id: number | null },
) {
  if (unit.serial_number === null && (await requiresSerial(db, unit.product_id)))
    throw fieldError('serial_number', m.serialRequired);
  if (unit.batch_id !== null) await checkBatchHolds(db, orgId, unit.batch_id, unit.product_id);
}

/**
 * Tracked products (subject TrackedProduct): units of a product, each serial once per product in
 * the organisation. A new unit is received in stock (its first event); its status and place
 * change only by events (unitEvents.ts). A unit with a history beyond its receipt is kept.
 */
export function trackedProductRoutes(app: App, services: Services) {
  return resourceRoutes<TrackedProductRow, TrackedProductCreate, TrackedProductUpdate, TrackedProduct>(
    app,
    services,
    {
      name: 'TrackedProduct',
      subject: 'TrackedProduct',
      table: trackedProducts,
      accessColumns: { id: trackedProducts.id, id_organization: trackedProducts.id_organization },
      notFoundMessage: m.unitNotFound,
      schemas: {
        item: TrackedProductSchema,
        create: TrackedProductCreateSchema,
        update: TrackedProductUpdateSchema,
        listQuery: TrackedProductListQuerySchema,
      },
      list: {
        orderable: {
          serial_number: trackedProducts.serial_number,
          status: trackedProducts.status,
          location: trackedProducts.location,
          created_at: trackedProducts.created_at,
          updated_at: trackedProducts.updated_at,
        },
        defaultOrdering: '-created_at',
        searchable: [trackedProducts.serial_number, trackedProducts.location],
        tieBreaker: trackedProducts.id,
        filters: {
          status: trackedProducts.status,
          product: trackedProducts.product_id,
          batch: trackedProducts.batch_id,
        },
      },
      present: (ctx: ReadContext, rows) => presentUnits(ctx.db, rows),
      toInsert: async ({ tx, principal }, { product, batch, serial_number, location }) => {
        const orgId = workingOrganizationOf(principal);
        await checkReferences(tx, orgId, [{ field: 'product', table: products, ids: [product] }]);
        await checkUnit(tx, orgId, { serial_number, product_id: product, batch_id: batch });
        return { serial_number, product_id: product, batch_id: batch, location, status: 'in_stock' };
      },
      toUpdate: async ({ tx }, row, { serial_number, batch }) => {
        const next = {
          serial_number: serial_number !== undefined ? serial_number : row.serial_number,
          product_id: row.product_id,
          batch_id: batch !== undefined ? batch : row.batch_id,
        };
        await checkUnit(tx, row.id_organization, next);
        return {
          ...(serial_number !== undefined && { serial_number }),
          ...(batch !== undefined && { batch_id: batch }),
        };
      },
      // Its receipt is the first line of its history.
      afterWrite: async ({ tx, principal }, row, before, input) => {
        if (before) return;
        await tx.insert(trackedProductEvents).values({
          id_organization: row.id_organization,
          tracked_product_id: row.id,
          type: 'received',
          from_status: null,
          to_status: 'in_stock',
          to_location: row.location,
          user_id: principal.user.id,
          note: (input as TrackedProductCreate).note,
        });
      },
      beforeDelete: async ({ tx }, row) => {
        const [beyond] = await tx
          .select({ n: count() })
          .from(trackedProductEvents)
          .where(
            and(
              eq(trackedProductEvents.tracked_product_id, row.id),
              ne(trackedProductEvents.type, 'received'),
            ),
          );
        if (Number(beyond?.n ?? 0) > 0) throw detailError(409, m.unitHasHistory);
      },
      auditName: (row) => row.serial_number ?? `#${row.id}`,
      unique: { tracked_products_org_product_serial_unique: ['serial_number', m.serialTaken] },
      checks: {},
    },
  );
}
