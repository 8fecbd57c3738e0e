import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { saleBlocker, saleBlockerMessage } from '../../../domain/catalogue/product';
import { fieldMessages } from '../../../domain/common/messages';
import { lineTotal, sumAmounts, toCents } from '../../../domain/sales/money';
import { orderMessages } from '../../../domain/sales/order';
import type { DbOrTx, Tx } from '../../db/client';
import { badRequest, type FieldErrors } from '../../http/errors';
import { products, productStatuses, productTypes } from '../catalogue/tables';
import { orderLines } from './tables';

/** A line as the order keeps it: the product's name, SKU and price when it was ordered. */
export type PricedLine = {
  position: number;
  product_id: number;
  product_name: string;
  sku: string;
  quantity: number;
  unit_price: string;
  line_total: string;
  /** The product's brand, for the order's (see `orderBrand`). */
  brand: number;
};

export type PricedOrder = { lines: PricedLine[]; total: string; brand: number | null };

/**
 * The lines priced from their products now: the product's suggested retail price (a product
 * without one cannot be ordered: there is no price to charge), totals in exact decimals. The
 * sale rule holds for each line: a product whose status disallows sales, or whose stock is out
 * (and whose type takes no backorders), is refused on the line's field. Every bad line is named.
 */
export async function priceLines(
  db: DbOrTx,
  organization: number,
  wanted: readonly { product: number; quantity: number }[],
): Promise<PricedOrder> {
  const found = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      brand: products.brand,
      // As text: the exact numeric, not a float.
      price: sql<string | null>`${products.suggested_retail_price}::text`,
      stock: products.stock_quantity,
      allowsSales: productStatuses.allows_sales,
      allowsBackorders: productTypes.allows_backorders,
    })
    .from(products)
    .innerJoin(productStatuses, eq(productStatuses.id, products.status))
    .innerJoin(productTypes, eq(productTypes.id, products.product_type))
    .where(
      and(
        eq(products.id_organization, organization),
        inArray(
          products.id,
          wanted.map((line) => line.product),
        ),
      ),
    );
  const byId = new Map(found.map((product) => [product.id, product]));
  const errors: FieldErrors = {};
  const lines: PricedLine[] = [];
  wanted.forEach((line, index) => {
    const field = `lines.${index}.product`;
    const product = byId.get(line.product);
    if (!product) return void (errors[field] = [fieldMessages.referenceNotFound]);
    const blocker = saleBlocker({
      allowsSales: product.allowsSales,
      stockQuantity: product.stock,
      allowsBackorders: product.allowsBackorders,
    });
    if (blocker) return void (errors[field] = [saleBlockerMessage[blocker]]);
    if (product.price === null) return void (errors[field] = [orderMessages.noPrice]);
    lines.push({
      position: index + 1,
      product_id: product.id,
      product_name: product.name,
      sku: product.sku,
      quantity: line.quantity,
      unit_price: product.price,
      line_total: lineTotal(product.price, line.quantity),
      brand: product.brand,
    });
  });
  if (Object.keys(errors).length) throw badRequest(errors);
  return { lines, total: sumAmounts(lines.map((line) => line.line_total)), brand: orderBrand(lines) };
}

/**
 * The brand an order is seen under by brand managers (docs/decisions/0010): the
 * brand of its largest line by line total, the first such line on a tie; null without lines.
 */
export function orderBrand(lines: readonly Pick<PricedLine, 'brand' | 'line_total'>[]): number | null {
  let best: { brand: number; total: bigint } | null = null;
  for (const line of lines) {
    const total = toCents(line.line_total);
    if (!best || total > best.total) best = { brand: line.brand, total };
  }
  return best?.brand ?? null;
}

/** Replaces an order's lines. */
export async function writeLines(tx: Tx, orderId: number, lines: readonly PricedLine[], replace: boolean) {
  if (replace) await tx.delete(orderLines).where(eq(orderLines.order_id, orderId));
  if (!lines.length) return;
  await tx
    .insert(orderLines)
    .values(lines.map(({ brand: _brand, ...line }) => ({ ...line, order_id: orderId })));
}

/**
 * An order's lines with their products' stock, the products locked until the transaction ends
 * (in product order, so two orders sharing products lock them in the same order: no deadlock).
 * Whoever changes the stock next waits: two confirmations of the last unit are one after the
 * other, and the second sees the stock the first left.
 */
export async function lockLineStock(tx: Tx, orderId: number) {
  return tx
    .select({ product: products.id, quantity: orderLines.quantity, stock: products.stock_quantity })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .where(eq(orderLines.order_id, orderId))
    .orderBy(asc(products.id))
    .for('update', { of: products });
}

export type LineStock = Awaited<ReturnType<typeof lockLineStock>>[number];

/** Whether every line's quantity can be set aside now. */
export const stockAvailable = (lines: readonly LineStock[]) =>
  lines.length > 0 && lines.every((line) => line.stock >= line.quantity);

/**
 * Takes (`-1`) or gives back (`+1`) the lines' quantities. A take that would leave a product
 * below zero is a bug of the caller (it checks `stockAvailable` under the same locks): it throws,
 * and the transaction rolls back rather than oversell.
 */
export async function moveStock(tx: Tx, lines: readonly LineStock[], direction: 1 | -1) {
  for (const line of lines) {
    const change = direction * line.quantity;
    const updated = await tx
      .update(products)
      .set({ stock_quantity: sql`${products.stock_quantity} + ${change}` })
      .where(
        and(
          eq(products.id, line.product),
          direction < 0 ? sql`${products.stock_quantity} >= ${line.quantity}` : undefined,
        ),
      )
      .returning({ id: products.id });
    if (updated.length !== 1)
      throw new Error(`Stock of product ${line.product} cannot cover ${line.quantity}`);
  }
}
