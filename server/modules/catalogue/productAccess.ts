import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Principal } from '../../access/principals';
import { accessibleWhere } from '../../access/sqlScope';
import type { DbOrTx } from '../../db/client';
import { products } from './tables';

/** Product fields the role rules' conditions name (spec §6: organisation, brand, creator). */
export const productColumns = {
  id: products.id,
  id_organization: products.id_organization,
  brand: products.brand,
  created_by: products.created_by,
};

/**
 * Access for rows that belong to a product (launches, reviews): a row is as reachable as its
 * product, for the same action, and the ability judges the product itself.
 */
export function throughProduct(productColumn: PgColumn) {
  return {
    scope: (principal: Principal, action: string) =>
      inArray(
        productColumn,
        sql`(select ${products.id} from ${products} where ${accessibleWhere(principal.ability, action, 'Product', productColumns)})`,
      ),
    instance: async (db: DbOrTx, row: Record<string, unknown>) => {
      const productId = (row.product_id ?? row.product) as number;
      const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
      // A product that does not exist judges like an empty one: no rule matches it.
      return product ?? { id: productId, id_organization: -1 };
    },
  };
}
