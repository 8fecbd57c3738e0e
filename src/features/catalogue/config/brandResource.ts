import { CATALOGUE_SUBJECT } from '../../../../domain/catalogue/access';
import { BrandListQuerySchema } from '../../../../domain/catalogue/brand';
import { defineResource } from '../../../components/resource/resource';

/** Brands: read, created, changed and deleted under the Brand right. */
export const brandResource = defineResource({
  path: '/api/brands/',
  name: 'brand',
  subject: CATALOGUE_SUBJECT.brand,
  texts: 'catalogueConfig.brands',
  listQuery: BrandListQuerySchema,
  filters: ['is_active'],
  defaultOrdering: 'name',
});
