import { getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  CATALOGUE_SUBJECT,
  ConfigListQuerySchema,
  ProductStatusCreateSchema,
  ProductStatusSchema,
  ProductStatusUpdateSchema,
  ProductTypeCreateSchema,
  ProductTypeSchema,
  ProductTypeUpdateSchema,
  IN_USE_SUBJECTS,
  type InUseSubject,
} from '../../../domain/catalogue';
import { fieldMessages } from '../../../domain/common/messages';
import { resourceRoutes, type ReadContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { productCounts } from './counts';
import { orgColumns, refuseWhileUsed } from './rules';
import { products, productStatuses, productTypes } from './tables';

type ConfigRow = {
  id: number;
  id_organization: number;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
};
type ConfigTable = typeof productTypes | typeof productStatuses;

/** Product types and product statuses: the same shape of resource, each with its own flags. */
function configRoutes(
  app: App,
  services: Services,
  opts: {
    name: 'ProductType' | 'ProductStatus';
    what: InUseSubject;
    table: ConfigTable;
    productColumn: PgColumn;
    schemas: {
      item: typeof ProductTypeSchema | typeof ProductStatusSchema;
      create: typeof ProductTypeCreateSchema | typeof ProductStatusCreateSchema;
      update: typeof ProductTypeUpdateSchema | typeof ProductStatusUpdateSchema;
    };
  },
) {
  const t = opts.table;
  const tableName = getTableName(t);
  const present = async ({ db, principal }: ReadContext, rows: ConfigRow[]) => {
    const counts = await productCounts(
      db,
      principal,
      opts.productColumn,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      ...row,
      products_count: counts.get(row.id) ?? 0,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    }));
  };
  resourceRoutes<ConfigRow, Record<string, unknown>, Record<string, unknown>, unknown>(app, services, {
    name: opts.name,
    subject: CATALOGUE_SUBJECT.productType,
    table: t,
    accessColumns: orgColumns(t),
    schemas: { ...opts.schemas, listQuery: ConfigListQuerySchema } as never,
    list: {
      orderable: { name: t.name, code: t.code, created_at: t.created_at, is_active: t.is_active },
      defaultOrdering: 'name',
      searchable: [t.name, t.code],
      tieBreaker: t.id,
      filters: { is_active: t.is_active },
    },
    present,
    beforeDelete: ({ tx }, row) => refuseWhileUsed(tx, opts.productColumn, row.id, opts.what),
    unique: {
      [`${tableName}_org_code_unique`]: ['code', fieldMessages.codeTaken],
      [`${tableName}_org_name_unique`]: [
        'name',
        `A ${IN_USE_SUBJECTS[opts.what]} with this name already exists`,
      ],
    },
  });
}

export function productConfigRoutes(app: App, services: Services) {
  configRoutes(app, services, {
    name: 'ProductType',
    what: 'productType',
    table: productTypes,
    productColumn: products.product_type,
    schemas: { item: ProductTypeSchema, create: ProductTypeCreateSchema, update: ProductTypeUpdateSchema },
  });
  configRoutes(app, services, {
    name: 'ProductStatus',
    what: 'productStatus',
    table: productStatuses,
    productColumn: products.status,
    schemas: {
      item: ProductStatusSchema,
      create: ProductStatusCreateSchema,
      update: ProductStatusUpdateSchema,
    },
  });
}
