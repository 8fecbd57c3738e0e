import { and, eq, inArray } from 'drizzle-orm';
import { trackingMessages as m } from '../../../domain/tracking/messages';
import { fieldMessages } from '../../../domain/common/messages';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../http/errors';
import { products, productTypes } from '../catalogue/tables';
import { batches } from './tables';

/** Products with their name, SKU and whether their type asks a serial number of every unit. */
export async function productsById(db: DbOrTx, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length)
    return new Map<number, { name: string; sku: string; requires_serial_numbers: boolean }>();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      requires_serial_numbers: productTypes.requires_serial_numbers,
    })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.product_type))
    .where(inArray(products.id, wanted));
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

/** Whether the product's type requires a serial number of each unit. */
export async function requiresSerial(db: DbOrTx, productId: number) {
  return (await productsById(db, [productId])).get(productId)?.requires_serial_numbers ?? false;
}

/** The batch of the organisation a unit names: it must hold the unit's product. */
export async function checkBatchHolds(db: DbOrTx, orgId: number, batchId: number, productId: number) {
  const [batch] = await db
    .select({ product_id: batches.product_id })
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.id_organization, orgId)));
  if (!batch) throw fieldError('batch', fieldMessages.referenceNotFound);
  if (batch.product_id !== productId) throw fieldError('batch', m.batchOtherProduct);
}
