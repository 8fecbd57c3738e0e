import { serverDataLayer } from '../../../lib/ServerData';
import { readListState } from '../../../components/data/listQuery';
import { noteLoaderRequest, PRODUCT_LIST_OPTIONS, productListInit } from './productListQuery';

/**
 * Starts the list's first request into the query cache, for the route's loader: the page then
 * finds it in flight instead of asking after its first render. Nothing before a signed-in
 * screen has made the cache (the page asks itself then).
 */
export function prefetchProductList(params: URLSearchParams) {
  const layer = serverDataLayer();
  if (!layer) return;
  const init = productListInit(readListState(params, PRODUCT_LIST_OPTIONS));
  noteLoaderRequest();
  void layer.queryClient.prefetchQuery(layer.hooks.queryOptions('get', '/api/products/', init));
}
