import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/tables/organizations';
import { products } from '../catalogue/tables';
import { documentCounters, orderLines, orders, orderTransitions } from './tables';

/**
 * Adds `count` orders to an organisation (for benchmarks), copied in turn from its demo orders
 * (seedDemoOrders), so each copy keeps a status, payment and timeline the order machine made,
 * and its client, seller and dates. The copies' lines name the organisation's generated products
 * (seedBulkProducts, when it has some), spread over all of them, each order seen under the brand
 * of its largest line as a real one is. Numbers continue after the last order.
 */
export async function seedBulkOrders(db: Db, orgCode: string, count: number, batch = 20_000) {
  const [org] = await db.select().from(organizations).where(eq(organizations.code, orgCode));
  if (!org) throw new Error(`No organisation ${orgCode}: seed the demo data first.`);
  const [{ sources, base } = { sources: 0, base: 0 }] = await db
    .select({
      sources: sql<number>`count(*)::int`,
      base: sql<number>`coalesce(max(${orders.number}), 0)::int`,
    })
    .from(orders)
    .where(eq(orders.id_organization, org.id));
  if (!sources) throw new Error(`${orgCode} has no orders to copy: seed the demo data first.`);

  // Generated products are inserted in one statement each batch: their ids run without gaps.
  const [bulk = { first: null, span: 0 }] = await db
    .select({ first: sql<number | null>`min(${products.id})`, span: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.id_organization, org.id), sql`${products.code} like 'BULK\\_%'`));
  const product =
    bulk.span > 0
      ? sql`${bulk.first}::int + ((copy.number * 31 + line.position * 7) % ${bulk.span}::int)`
      : sql`line.product_id`;

  const source = sql`(select o.id, row_number() over (order by o.id) - 1 as rn from ${orders} o
    where o.id_organization = ${org.id} and o.number <= ${base}::int)`;
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(start + batch - 1, count);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into ${orders} (id_organization, number, client_id, seller_id, brand, order_date,
          delivery_date, status, payment, stock_reserved, held_from, currency, total_amount, card_brand,
          card_last4, billing_address, billing_city, billing_state, billing_postal_code,
          billing_country, shipping_address, shipping_city, shipping_state, shipping_postal_code,
          shipping_country, notes, created_by, created_at, updated_at)
        select o.id_organization, ${base}::int + g, o.client_id, o.seller_id, o.brand, o.order_date,
          o.delivery_date, o.status, o.payment, o.stock_reserved, o.held_from, o.currency,
          o.total_amount, o.card_brand, o.card_last4, o.billing_address, o.billing_city,
          o.billing_state, o.billing_postal_code, o.billing_country, o.shipping_address,
          o.shipping_city, o.shipping_state, o.shipping_postal_code, o.shipping_country, o.notes,
          o.created_by, o.created_at, o.updated_at
        from generate_series(${start}::int, ${end}::int) g
        join ${source} src on src.rn = (g - 1) % ${sources}::int
        join ${orders} o on o.id = src.id`);
      const copies = sql`(select o.id, o.number, src.id as source_id from ${orders} o
        join ${source} src on src.rn = (o.number - ${base}::int - 1) % ${sources}::int
        where o.id_organization = ${org.id}
          and o.number between ${base + start}::int and ${base + end}::int)`;
      await tx.execute(sql`
        insert into ${orderLines} (order_id, position, product_id, product_name, sku, quantity,
          unit_price, line_total)
        select copy.id, line.position, p.id, p.name, p.sku, line.quantity, line.unit_price,
          line.line_total
        from ${copies} copy
        join ${orderLines} line on line.order_id = copy.source_id
        join ${products} p on p.id = ${product}`);
      await tx.execute(sql`
        insert into ${orderTransitions} (id_organization, order_id, from_status, to_status, event,
          user_id, note, created_at)
        select t.id_organization, copy.id, t.from_status, t.to_status, t.event, t.user_id, t.note,
          t.created_at
        from ${copies} copy
        join ${orderTransitions} t on t.order_id = copy.source_id`);
      // The brand of the largest line, the first on a tie (orderBrand).
      await tx.execute(sql`
        update ${orders} o set brand = (
          select p.brand from ${orderLines} l join ${products} p on p.id = l.product_id
          where l.order_id = o.id order by l.line_total desc, l.position limit 1)
        where o.id_organization = ${org.id}
          and o.number between ${base + start}::int and ${base + end}::int`);
    });
  }
  await db
    .insert(documentCounters)
    .values({ id_organization: org.id, document: 'order', last_number: base + count })
    .onConflictDoUpdate({
      target: [documentCounters.id_organization, documentCounters.document],
      set: { last_number: sql`greatest(${documentCounters.last_number}, ${base + count})` },
    });
  await db.execute(sql`analyze ${orders}`);
  await db.execute(sql`analyze ${orderLines}`);
  await db.execute(sql`analyze ${orderTransitions}`);
}
