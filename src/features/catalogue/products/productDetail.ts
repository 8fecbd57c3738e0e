import { useParams } from 'react-router';
import { ProductSchema } from '../../../../domain/catalogue/product';
import type { ApiClient } from '../../../api/http';
import { useApi } from '../../../lib/ApiProvider';
import type { Product } from '../../../../domain/catalogue/product';

/**
 * A product detail from the API, checked against the domain's schema (the one the server answers
 * with): the product, or `invalid` when the answer is not one (a missing or mistyped field), so a
 * screen says 'Invalid API response structure.' instead of failing on the missing field.
 */
export type CheckedProduct = { product: Product; invalid: false } | { product: null; invalid: true };

export function checkProduct(data: unknown): CheckedProduct {
  const result = ProductSchema.safeParse(data);
  return result.success ? { product: result.data, invalid: false } : { product: null, invalid: true };
}

/** The request of a product detail (its query key, shared with the cache). */
export const productInit = (id: number) => ({ params: { path: { id } } });

/**
 * The product of a view or edit screen (GET /api/products/{id}/, cached), its answer checked:
 * `data` is a `CheckedProduct`.
 */
export function useProductDetail(id: number | null) {
  return useApi().useQuery('get', '/api/products/{id}/', productInit(id ?? 0), {
    enabled: id !== null,
    select: checkProduct,
  });
}

/** The API answered, but not with a product (see `checkProduct`). */
export class InvalidProductResponse extends Error {
  constructor() {
    super('Invalid API response structure.');
  }
}

/**
 * Reads a product from the server again (the edit screen's Reset), outside the cached query, so
 * that a failure leaves the screen as it is. Rejects when the API refuses or the request fails,
 * and with `InvalidProductResponse` when the answer is not a product.
 */
export async function reloadProduct(client: Pick<ApiClient, 'GET'>, id: number): Promise<Product> {
  const { data, response } = await client.GET('/api/products/{id}/', productInit(id));
  if (!response.ok) throw new Error(`GET /api/products/${id}/: ${response.status}`);
  const checked = checkProduct(data);
  if (checked.invalid) throw new InvalidProductResponse();
  return checked.product;
}

/** The product id of the route, or null when it is not one. */
export function useProductId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
