import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Order } from '../../domain/sales/order';
import { brands, products, productStatuses, productTypes } from '../../server/modules/catalogue/tables';
import { clients } from '../../server/modules/sales/tables';
import { newCode } from './catalogue-support';
import type { TestApp } from './harness';

type Org = 'DEMO' | 'ACME';

export type ProductOptions = {
  org?: Org;
  price?: string | null;
  stock?: number;
  /** The status's code: ACTIVE sells, DISCONTINUED does not. */
  status?: 'ACTIVE' | 'DISCONTINUED';
  /** MADE_TO_ORDER takes backorders. */
  type?: 'PHYSICAL' | 'MADE_TO_ORDER';
  brand?: string;
};

/** Products and clients for order tests, written straight to the database. */
export function orderFixtures(t: TestApp) {
  const idOf = async (
    table: typeof productStatuses | typeof productTypes | typeof brands,
    org: Org,
    code: string,
  ) => {
    const [row] = await t.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id_organization, await t.orgId(org)), eq(table.code, code)));
    if (!row) throw new Error(`${org} has no ${code}`);
    return row.id;
  };

  async function product(options: ProductOptions = {}) {
    const org = options.org ?? 'DEMO';
    const code = newCode('OP');
    const [row] = await t.db
      .insert(products)
      .values({
        id_organization: await t.orgId(org),
        code,
        name: `Order product ${code}`,
        sku: code,
        status: await idOf(productStatuses, org, options.status ?? 'ACTIVE'),
        product_type: await idOf(productTypes, org, options.type ?? 'PHYSICAL'),
        brand: await idOf(brands, org, options.brand ?? (org === 'DEMO' ? 'NOVA' : 'ROADRUNNER')),
        cost_basis: 1,
        suggested_retail_price:
          options.price === undefined ? 10 : options.price === null ? null : Number(options.price),
        stock_quantity: options.stock ?? 100,
      })
      .returning({ id: products.id });
    return row!.id;
  }

  async function stockOf(id: number) {
    const [row] = await t.db
      .select({ stock: products.stock_quantity })
      .from(products)
      .where(eq(products.id, id));
    return row!.stock;
  }

  async function client(org: Org = 'DEMO') {
    const [row] = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id_organization, await t.orgId(org)))
      .orderBy(clients.id)
      .limit(1);
    return row!.id;
  }

  /** Places an order (201 expected) and returns it. */
  async function order(
    as: string,
    lines: { product: number; quantity: number }[],
    extra: Record<string, unknown> = {},
  ) {
    const org: Org = as.endsWith('@acme.local') ? 'ACME' : 'DEMO';
    const res = await t.api('POST', '/orders/', { as, body: { client: await client(org), lines, ...extra } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Order;
  }

  /** Sends an event; returns the response. */
  const send = (as: string, id: number, event: string, note?: string) =>
    t.api('POST', `/orders/${id}/events/`, { as, body: { event, ...(note !== undefined && { note }) } });

  return {
    product,
    stockOf,
    client,
    order,
    send,
    brandId: (code: string, org: Org = 'DEMO') => idOf(brands, org, code),
  };
}
