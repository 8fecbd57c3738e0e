import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/http';
import { checkProduct, InvalidProductResponse, reloadProduct } from './productDetail';

/** A product detail as GET /api/products/{id}/ answers it. */
const PRODUCT = {
  id: 12,
  id_organization: 1,
  code: 'NOVA_BUDS',
  name: 'Nova Buds',
  sku: 'SKU-NOVA_BUDS',
  description: '',
  status: 1,
  product_type: 1,
  brand: 2,
  categories: [3],
  priority: 'medium',
  owner: null,
  start_date: '2030-01-01',
  end_date: '2030-12-31',
  duration_days: 364,
  cost_basis: 38,
  suggested_retail_price: 99,
  profit_margin: 61.62,
  stock_quantity: 0,
  minimum_order_quantity: 1,
  slug: 'nova-buds',
  meta_title: '',
  meta_description: '',
  internal_code: '',
  regulatory_information: '',
  images: [],
  status_detail: { id: 1, name: 'Active', code: 'ACTIVE', allows_sales: true },
  product_type_detail: { id: 1, name: 'Physical good' },
  brand_detail: { id: 2, name: 'Nova' },
  category_details: [{ id: 3, name: 'Audio' }],
  owner_name: null,
  sale_blocker: 'out_of_stock',
  created_by: 3,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-02T00:00:00.000Z',
};

const { brand_detail: _, ...withoutBrand } = PRODUCT;

/** A client whose GET answers `data` with `status` (or fails like a dropped connection). */
const clientAnswering = (data: unknown, status = 200) => {
  const GET = vi.fn(async () =>
    status === 0
      ? Promise.reject(new TypeError('Failed to fetch'))
      : {
          data: status < 400 ? data : undefined,
          error: status < 400 ? undefined : data,
          response: new Response(null, { status }),
        },
  );
  return { GET } as unknown as Pick<ApiClient, 'GET'> & { GET: typeof GET };
};

describe('checkProduct (the product detail checked against ProductSchema)', () => {
  it('gives the product when the answer is one', () => {
    expect(checkProduct(PRODUCT)).toEqual({ product: PRODUCT, invalid: false });
  });

  it('says invalid when a field is missing, mistyped, or the answer is not an object', () => {
    expect(checkProduct(withoutBrand)).toEqual({ product: null, invalid: true });
    expect(checkProduct({ ...PRODUCT, stock_quantity: '0' })).toEqual({ product: null, invalid: true });
    expect(checkProduct({ ...PRODUCT, priority: 'urgent' })).toEqual({ product: null, invalid: true });
    expect(checkProduct(null)).toEqual({ product: null, invalid: true });
    expect(checkProduct('<!doctype html>')).toEqual({ product: null, invalid: true });
  });
});

describe('reloadProduct (the edit screen’s Reset)', () => {
  it('reads the product again and gives it, checked', async () => {
    const client = clientAnswering(PRODUCT);
    await expect(reloadProduct(client, 12)).resolves.toEqual(PRODUCT);
    expect(client.GET).toHaveBeenCalledWith('/api/products/{id}/', { params: { path: { id: 12 } } });
  });

  it('rejects with InvalidProductResponse when the answer is not a product', async () => {
    await expect(reloadProduct(clientAnswering(withoutBrand), 12)).rejects.toBeInstanceOf(
      InvalidProductResponse,
    );
  });

  it('rejects when the API refuses or the request fails', async () => {
    for (const client of [
      clientAnswering({ detail: 'Not found.' }, 404),
      clientAnswering({ detail: 'Server error' }, 500),
      clientAnswering(undefined, 0),
    ]) {
      const failure = reloadProduct(client, 12);
      await expect(failure).rejects.toBeInstanceOf(Error);
      await expect(failure).rejects.not.toBeInstanceOf(InvalidProductResponse);
    }
  });
});
