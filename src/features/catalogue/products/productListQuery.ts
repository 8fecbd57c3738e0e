import { PRIORITIES } from '../../../../domain/catalogue/product';
import { apiListQuery, type ListOptions, type ListState } from '../../../components/data/listQuery';

const FILTERS = ['status', 'product_type', 'brand', 'category', 'priority'] as const;
export type ProductListFilter = (typeof FILTERS)[number];

/** The product list's URL state: its filters, and the API's default ordering of GET /products/. */
export const PRODUCT_LIST_OPTIONS: ListOptions<ProductListFilter> = {
  filters: FILTERS,
  defaultOrdering: '-created_at',
};

const isId = (value: string | undefined) => !!value && /^\d{1,9}$/.test(value);

/** The list filters as the API takes them; malformed values from the URL are left out. */
export function productFilters(filters: Partial<Record<ProductListFilter, string>>) {
  const { status, product_type, brand, category, priority } = filters;
  return {
    ...(isId(status) && { status: Number(status) }),
    ...(isId(product_type) && { product_type: Number(product_type) }),
    ...(isId(brand) && { brand: Number(brand) }),
    ...(isId(category) && { category: Number(category) }),
    ...(priority && (PRIORITIES as readonly string[]).includes(priority) && { priority }),
  } as {
    status?: number;
    product_type?: number;
    brand?: number;
    category?: number;
    priority?: (typeof PRIORITIES)[number];
  };
}

/**
 * The GET /products/ request of a list state: the page and the route's loader build it alike,
 * so the loader's early request is the one the page then reads from the cache.
 */
export function productListInit(state: ListState<ProductListFilter>) {
  return { params: { query: { ...apiListQuery(state), ...productFilters(state.filters) } } };
}

let loaderAskedAt = Number.NEGATIVE_INFINITY;

/** The route's loader has just asked for the list's rows (see prefetchProductList). */
export function noteLoaderRequest(now = Date.now()) {
  loaderAskedAt = now;
}

/**
 * The page's `refetchOnMount`: rows already in the cache are asked for again, unless they came
 * from the request its own navigation's loader made a moment ago (asking twice for the same
 * page would only redraw the same rows, dimmed while the second answer comes).
 */
export const refetchUnlessJustLoaded = (query: { state: { dataUpdatedAt: number } }) =>
  query.state.dataUpdatedAt < loaderAskedAt;
