import { CATALOGUE_SUBJECT } from '../../../../domain/catalogue/access';
import { ProductListQuerySchema } from '../../../../domain/catalogue/product';
import { defineResource } from '../../../components/resource/resource';

/** Products: the Product right (a brand manager's list holds their brand's only: the server scopes it). */
export const productResource = defineResource({
  path: '/api/products/',
  name: 'product',
  subject: CATALOGUE_SUBJECT.product,
  texts: 'products.list',
  listQuery: ProductListQuerySchema,
  filters: ['status', 'product_type', 'brand', 'category', 'priority', 'stock_max', 'date_preset'],
  defaultOrdering: '-created_at',
});
