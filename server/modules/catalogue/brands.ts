import {
  BrandCreateSchema,
  BrandListQuerySchema,
  BrandSchema,
  BrandUpdateSchema,
  CATALOGUE_SUBJECT,
  catalogueMessages as m,
  type Brand,
  type BrandCreate,
  type BrandUpdate,
} from '../../../domain/catalogue';
import { resourceRoutes, type ReadContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { productCounts } from './counts';
import { fileUrl } from './files';
import { logoRoutes } from './logos';
import { checkDates, orgColumns, refuseWhileUsed } from './rules';
import { brands, products, type BrandRow } from './tables';

const iso = (d: Date) => d.toISOString();

async function present({ db, principal }: ReadContext, rows: BrandRow[]): Promise<Brand[]> {
  const counts = await productCounts(
    db,
    principal,
    products.brand,
    rows.map((r) => r.id),
  );
  return rows.map(({ logo, created_at, updated_at, ...row }) => ({
    ...row,
    logo: fileUrl(logo),
    products_count: counts.get(row.id) ?? 0,
    created_at: iso(created_at),
    updated_at: iso(updated_at),
  }));
}

export function brandRoutes(app: App, services: Services) {
  const path = '/brands/';
  const { findFor } = resourceRoutes<BrandRow, BrandCreate, BrandUpdate, Brand>(app, services, {
    name: 'Brand',
    subject: CATALOGUE_SUBJECT.brand,
    table: brands,
    accessColumns: orgColumns(brands),
    schemas: {
      item: BrandSchema,
      create: BrandCreateSchema,
      update: BrandUpdateSchema,
      listQuery: BrandListQuerySchema,
    },
    list: {
      orderable: {
        name: brands.name,
        code: brands.code,
        created_at: brands.created_at,
        start_date: brands.start_date,
        is_active: brands.is_active,
      },
      defaultOrdering: 'name',
      searchable: [brands.name, brands.code],
      tieBreaker: brands.id,
      filters: { is_active: brands.is_active },
    },
    present,
    toUpdate: async (_ctx, row, changes) => {
      checkDates(row, changes);
      return changes;
    },
    beforeDelete: ({ tx }, row) => refuseWhileUsed(tx, products.brand, row.id, 'brand'),
    unique: {
      brands_org_code_unique: ['code', m.brandCodeTaken],
      brands_org_name_unique: ['name', m.brandNameTaken],
    },
  });
  logoRoutes(app, services, {
    path,
    tag: 'catalogue',
    auditType: 'Brand',
    table: brands,
    findFor: (db, principal, id, action, lock) => findFor(db, principal, id, action, lock),
    item: BrandSchema,
    present: async (principal, row) =>
      (await present({ db: services.database.db, principal }, [row as BrandRow]))[0]!,
  });
}
