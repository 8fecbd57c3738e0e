import { and, eq } from 'drizzle-orm';
import { products } from '../../server/modules/catalogue/tables';
import { ADMIN, created, newCode } from './catalogue-support';
import type { TestApp } from './harness';

/** A demo product of the organisation by its code (the catalogue seed's). */
export async function productOf(t: TestApp, org: 'DEMO' | 'ACME', code?: string): Promise<number> {
  const id_organization = await t.orgId(org);
  const [found] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(
      code
        ? and(eq(products.id_organization, id_organization), eq(products.code, code))
        : eq(products.id_organization, id_organization),
    )
    .limit(1);
  return found!.id;
}

/** A new product whose type requires serial numbers, made by the organisation's admin. */
export async function serialisedProduct(t: TestApp, as = ADMIN): Promise<number> {
  const type = await created<{ id: number }>(
    t,
    '/product-types/',
    {
      name: `Serialised ${newCode('T')}`.replace(/_/g, ' '),
      code: newCode('ST'),
      requires_serial_numbers: true,
      is_physical: true,
    },
    as,
  );
  const first = async (path: string) =>
    (await t.api('GET', `${path}?page_size=5`, { as })).json().results[0].id as number;
  const product = await created<{ id: number }>(
    t,
    '/products/',
    {
      code: newCode('SP'),
      name: `Serialised product ${newCode('N')}`.replace(/_/g, ' '),
      status: await first('/product-statuses/'),
      product_type: type.id,
      brand: await first('/brands/'),
      priority: 'medium',
      cost_basis: 10,
      stock_quantity: 3,
    },
    as,
  );
  return product.id;
}
