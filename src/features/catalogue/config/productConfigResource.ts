import { CATALOGUE_SUBJECT } from '../../../../domain/catalogue/access';
import { ConfigListQuerySchema } from '../../../../domain/catalogue/productConfig';
import { defineResource } from '../../../components/resource/resource';

/** Product statuses: read, created, changed and deleted under the Category right. */
export const productStatusResource = defineResource({
  path: '/api/product-statuses/',
  name: 'product-status',
  subject: CATALOGUE_SUBJECT.productStatus,
  texts: 'catalogueConfig.statuses',
  listQuery: ConfigListQuerySchema,
  filters: ['is_active'],
  defaultOrdering: 'name',
});

/** Product types: read, created, changed and deleted under the Category right. */
export const productTypeResource = defineResource({
  path: '/api/product-types/',
  name: 'product-type',
  subject: CATALOGUE_SUBJECT.productType,
  texts: 'catalogueConfig.types',
  listQuery: ConfigListQuerySchema,
  filters: ['is_active'],
  defaultOrdering: 'name',
});
