import { CATALOGUE_SUBJECT } from '../../../../domain/catalogue/access';
import { CategoryListQuerySchema } from '../../../../domain/catalogue/category';
import { defineResource } from '../../../components/resource/resource';

/** Categories, as a table (the tree reads them all: `useAllCategories`); the Category right. */
export const categoryResource = defineResource({
  path: '/api/categories/',
  name: 'category',
  subject: CATALOGUE_SUBJECT.category,
  texts: 'catalogueConfig.categories',
  listQuery: CategoryListQuerySchema,
  filters: ['is_active'],
  defaultOrdering: 'path',
});

/** The table is the list's first view; `?view=tree` draws every category as a tree instead. */
export const CATEGORY_VIEWS = ['table', 'tree'] as const;
