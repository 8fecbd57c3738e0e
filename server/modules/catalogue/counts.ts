import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Principal } from '../../access/principals';
import { accessibleWhere } from '../../access/sqlScope';
import type { DbOrTx } from '../../db/client';
import { productColumns } from './productAccess';
import { productCategories, products } from './tables';

/** The products the caller may read (a brand manager counts only their brand's). */
export const readableProducts = (principal: Principal): SQL =>
  accessibleWhere(principal.ability, 'read', 'Product', productColumns);

/** How many readable products point to each of `ids` through `column` (brand, status, type). */
export async function productCounts(db: DbOrTx, principal: Principal, column: PgColumn, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({ id: column, n: count() })
    .from(products)
    .where(and(inArray(column, ids), readableProducts(principal)))
    .groupBy(column);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** How many readable products each category holds. */
export async function categoryProductCounts(db: DbOrTx, principal: Principal, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({ id: productCategories.category_id, n: count() })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.product_id))
    .where(and(inArray(productCategories.category_id, ids), readableProducts(principal)))
    .groupBy(productCategories.category_id);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}
