import { asc } from 'drizzle-orm';
import { CatalogueChoicesSchema, CATALOGUE_SUBJECT, CHOICES_LIMIT } from '../../../domain/catalogue';
import { accessibleWhere } from '../../access/sqlScope';
import { authorize, principalOf } from '../../auth/authenticate';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { orgColumns } from './rules';
import { brands, categories, productStatuses, productTypes } from './tables';

/** GET /catalogue/choices/: statuses, types, brands and categories for pickers, in one call. */
export function choicesRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.get(
    '/catalogue/choices/',
    {
      config: { requires: { action: 'read', subject: 'Product' } },
      schema: {
        tags: ['catalogue'],
        summary: 'What product forms and filters choose from (Product read)',
        response: { 200: CatalogueChoicesSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'Product');
      const scope = (subject: string, table: Parameters<typeof orgColumns>[0]) =>
        accessibleWhere(principal.ability, 'read', subject, orgColumns(table));
      const common = { id: brands.id, name: brands.name, code: brands.code, is_active: brands.is_active };
      const [statuses, types, brandRows, categoryRows] = await Promise.all([
        db
          .select({
            id: productStatuses.id,
            name: productStatuses.name,
            code: productStatuses.code,
            is_active: productStatuses.is_active,
            allows_sales: productStatuses.allows_sales,
            allows_launch: productStatuses.allows_launch,
            is_editable: productStatuses.is_editable,
          })
          .from(productStatuses)
          .where(scope(CATALOGUE_SUBJECT.productStatus, productStatuses))
          .orderBy(asc(productStatuses.name))
          .limit(CHOICES_LIMIT),
        db
          .select({
            id: productTypes.id,
            name: productTypes.name,
            code: productTypes.code,
            is_active: productTypes.is_active,
          })
          .from(productTypes)
          .where(scope(CATALOGUE_SUBJECT.productType, productTypes))
          .orderBy(asc(productTypes.name))
          .limit(CHOICES_LIMIT),
        db
          .select(common)
          .from(brands)
          .where(scope(CATALOGUE_SUBJECT.brand, brands))
          .orderBy(asc(brands.name))
          .limit(CHOICES_LIMIT),
        db
          .select({
            id: categories.id,
            name: categories.name,
            code: categories.code,
            is_active: categories.is_active,
            parent: categories.parent,
            path: categories.path,
            level: categories.level,
          })
          .from(categories)
          .where(scope(CATALOGUE_SUBJECT.category, categories))
          .orderBy(asc(categories.path))
          .limit(CHOICES_LIMIT),
      ]);
      return { statuses, types, brands: brandRows, categories: categoryRows };
    },
  );
}
