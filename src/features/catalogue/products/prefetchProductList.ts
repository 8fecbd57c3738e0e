import type { QueryLayer } from '../../../lib/queryLayer';
import { readListState } from '../../../components/data/listQuery';
import { noteLoaderRequest, PRODUCT_LIST_OPTIONS, productListInit } from './productListQuery';

/**
 * Starts the list's first request into the query cache, for the route's loader: the page then
 * finds it in flight instead of asking after its first render.
 */
export function prefetchProductList(layer: QueryLayer, params: URLSearchParams) {
  const init = productListInit(readListState(params, PRODUCT_LIST_OPTIONS));
  noteLoaderRequest();
  void layer.queryClient.prefetchQuery(layer.hooks.queryOptions('get', '/api/products/', init));
}
