import { count, inArray } from 'drizzle-orm';
import {
  BatchCreateSchema,
  BatchListQuerySchema,
  BatchSchema,
  BatchUpdateSchema,
  expiresBeforeMade,
  type Batch,
  type BatchCreate,
  type BatchUpdate,
} from '../../../domain/tracking/batch';
import { trackingMessages as m } from '../../../domain/tracking/messages';
import { workingOrganizationOf } from '../../access/principals';
import type { DbOrTx } from '../../db/client';
import { detailError, fieldError } from '../../http/errors';
import { resourceRoutes, type ReadContext, type WriteContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { checkReferences } from '../catalogue/rules';
import { products } from '../catalogue/tables';
import { establishments } from '../units/tables';
import { productsById } from './references';
import { batches, trackedProducts, type BatchRow } from './tables';

/** How many units each batch has registered. */
export async function unitCounts(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({ batch: trackedProducts.batch_id, n: count() })
    .from(trackedProducts)
    .where(inArray(trackedProducts.batch_id, ids))
    .groupBy(trackedProducts.batch_id);
  return new Map(rows.map((r) => [r.batch!, Number(r.n)]));
}

async function present({ db }: ReadContext, rows: BatchRow[]): Promise<Batch[]> {
  if (!rows.length) return [];
  const [productInfo, units, origins] = await Promise.all([
    productsById(
      db,
      rows.map((r) => r.product_id),
    ),
    unitCounts(
      db,
      rows.map((r) => r.id),
    ),
    (async () => {
      const ids = [...new Set(rows.flatMap((r) => (r.origin_id ? [r.origin_id] : [])))];
      if (!ids.length) return new Map<number, string>();
      const found = await db
        .select({ id: establishments.id, name: establishments.name })
        .from(establishments)
        .where(inArray(establishments.id, ids));
      return new Map(found.map((e) => [e.id, e.name]));
    })(),
  ]);
  return rows.map(({ product_id, origin_id, created_at, updated_at, ...row }) => {
    const product = productInfo.get(product_id);
    return {
      ...row,
      product: product_id,
      product_name: product?.name ?? '',
      product_sku: product?.sku ?? '',
      requires_serial_numbers: product?.requires_serial_numbers ?? false,
      units: units.get(row.id) ?? 0,
      origin: origin_id,
      origin_name: origin_id ? (origins.get(origin_id) ?? null) : null,
      created_at: created_at.toISOString(),
      updated_at: updated_at.toISOString(),
    };
  });
}

const checkBatchReferences = (ctx: WriteContext, orgId: number, input: BatchUpdate) =>
  checkReferences(ctx.tx, orgId, [
    { field: 'product', table: products, ids: input.product != null ? [input.product] : [] },
    { field: 'origin', table: establishments, ids: input.origin != null ? [input.origin] : [] },
  ]);

/** The columns of the input (`product` → `product_id`, `origin` → `origin_id`). */
function columnsOf({ product, origin, ...values }: BatchUpdate) {
  return {
    ...values,
    ...(product !== undefined && { product_id: product }),
    ...(origin !== undefined && { origin_id: origin }),
  };
}

/**
 * Batches (subject Batch): lots of a product, their lot number unique in the organisation. A batch
 * with units keeps its product and cannot shrink below them; it is closed or recalled rather than
 * deleted.
 */
export function batchRoutes(app: App, services: Services) {
  return resourceRoutes<BatchRow, BatchCreate, BatchUpdate, Batch>(app, services, {
    name: 'Batch',
    subject: 'Batch',
    table: batches,
    accessColumns: { id: batches.id, id_organization: batches.id_organization },
    notFoundMessage: m.batchNotFound,
    schemas: {
      item: BatchSchema,
      create: BatchCreateSchema,
      update: BatchUpdateSchema,
      listQuery: BatchListQuerySchema,
    },
    list: {
      orderable: {
        lot_number: batches.lot_number,
        production_date: batches.production_date,
        expiry_date: batches.expiry_date,
        quantity: batches.quantity,
        status: batches.status,
        created_at: batches.created_at,
      },
      defaultOrdering: '-created_at',
      searchable: [batches.lot_number, batches.notes],
      tieBreaker: batches.id,
      filters: { status: batches.status, product: batches.product_id, origin: batches.origin_id },
    },
    present,
    toInsert: async (ctx, input) => {
      await checkBatchReferences(ctx, workingOrganizationOf(ctx.principal), input);
      return columnsOf(input);
    },
    toUpdate: async (ctx, row, changes) => {
      await checkBatchReferences(ctx, row.id_organization, changes);
      const next = { ...row, ...changes };
      if (expiresBeforeMade(next)) throw fieldError('expiry_date', m.expiryBeforeProduction);
      const units = (await unitCounts(ctx.tx, [row.id])).get(row.id) ?? 0;
      if (units > 0 && changes.product !== undefined && changes.product !== row.product_id)
        throw fieldError('product', m.batchProductFixed);
      if (changes.quantity !== undefined && changes.quantity < units)
        throw fieldError('quantity', m.quantityBelowUnits);
      return columnsOf(changes);
    },
    beforeDelete: async (ctx, row) => {
      if (((await unitCounts(ctx.tx, [row.id])).get(row.id) ?? 0) > 0)
        throw detailError(409, m.batchHasUnits);
    },
    auditName: (row) => row.lot_number,
    unique: { batches_org_lot_unique: ['lot_number', m.lotNumberTaken] },
    checks: {
      batches_dates_check: ['expiry_date', m.expiryBeforeProduction],
      batches_quantity_check: ['quantity', 'Enter a whole number from 1 to 100000.'],
    },
  });
}
