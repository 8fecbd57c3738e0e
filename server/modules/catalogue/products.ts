import { asc, eq, inArray } from 'drizzle-orm';
import {
  CATALOGUE_SUBJECT,
  ProductCreateSchema,
  ProductListQuerySchema,
  ProductSchema,
  ProductUpdateSchema,
  catalogueMessages as m,
  durationDays,
  profitMargin,
  saleBlocker,
  skuFromCode,
  slugify,
  type Product,
  type ProductCreate,
  type ProductImage,
  type ProductUpdate,
} from '../../../domain/catalogue';
import type { DbOrTx } from '../../db/client';
import { resourceRoutes, type ReadContext, type WriteContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { users } from '../users/table';
import { fileUrl } from './files';
import { productColumns } from './productAccess';
import { productImageRoutes } from './productImages';
import { checkDates, checkReferences } from './rules';
import {
  brands,
  catalogueFiles,
  categories,
  productCategories,
  productImages,
  products,
  productStatuses,
  productStatusHistory,
  productTypes,
  type ProductRow,
} from './tables';

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
const fullName = (u: { first_name: string; last_name: string; email: string }) =>
  `${u.first_name} ${u.last_name}`.trim() || u.email;

/** Images of products, in their order, as the API shows them. */
export async function imagesOf(db: DbOrTx, productIds: number[]): Promise<Map<number, ProductImage[]>> {
  const out = new Map<number, ProductImage[]>(productIds.map((id) => [id, []]));
  if (!productIds.length) return out;
  const rows = await db
    .select({
      id: productImages.id,
      product_id: productImages.product_id,
      key: productImages.file_key,
      alt: productImages.alt,
      position: productImages.position,
      content_type: catalogueFiles.content_type,
      size: catalogueFiles.size,
    })
    .from(productImages)
    .innerJoin(catalogueFiles, eq(catalogueFiles.key, productImages.file_key))
    .where(inArray(productImages.product_id, productIds))
    .orderBy(asc(productImages.position), asc(productImages.id));
  for (const { product_id, key, ...image } of rows)
    out.get(product_id)!.push({ ...image, url: fileUrl(key)! });
  return out;
}

/** A page of products with the names of what they point to: one query per kind of reference. */
async function present({ db }: ReadContext, rows: ProductRow[]): Promise<Product[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const distinct = (pick: (r: ProductRow) => number | null) =>
    [...new Set(rows.map(pick).filter((v) => v !== null))] as number[];
  const ownerIds = distinct((r) => r.owner);
  const [statusRows, typeRows, brandRows, links, owners, images] = await Promise.all([
    db
      .select({
        id: productStatuses.id,
        name: productStatuses.name,
        code: productStatuses.code,
        allows_sales: productStatuses.allows_sales,
      })
      .from(productStatuses)
      .where(
        inArray(
          productStatuses.id,
          distinct((r) => r.status),
        ),
      ),
    db
      .select({
        id: productTypes.id,
        name: productTypes.name,
        allows_backorders: productTypes.allows_backorders,
      })
      .from(productTypes)
      .where(
        inArray(
          productTypes.id,
          distinct((r) => r.product_type),
        ),
      ),
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(
        inArray(
          brands.id,
          distinct((r) => r.brand),
        ),
      ),
    db
      .select({ product_id: productCategories.product_id, id: categories.id, name: categories.name })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.category_id))
      .where(inArray(productCategories.product_id, ids))
      .orderBy(asc(categories.path)),
    ownerIds.length
      ? db
          .select({
            id: users.id,
            first_name: users.first_name,
            last_name: users.last_name,
            email: users.email,
          })
          .from(users)
          .where(inArray(users.id, ownerIds))
      : Promise.resolve([]),
    imagesOf(db, ids),
  ]);
  const statuses = byId(statusRows);
  const types = byId(typeRows);
  const brandNames = byId(brandRows);
  const ownerNames = byId(owners);
  return rows.map(({ created_at, updated_at, ...row }) => {
    const status = statuses.get(row.status)!;
    const type = types.get(row.product_type)!;
    const cats = links.filter((l) => l.product_id === row.id).map(({ id, name }) => ({ id, name }));
    const owner = row.owner === null ? undefined : ownerNames.get(row.owner);
    return {
      ...row,
      categories: cats.map((c) => c.id),
      duration_days: durationDays(row.start_date, row.end_date),
      profit_margin: profitMargin(row.cost_basis, row.suggested_retail_price),
      images: images.get(row.id) ?? [],
      status_detail: status,
      product_type_detail: { id: type.id, name: type.name },
      brand_detail: brandNames.get(row.brand)!,
      category_details: cats,
      owner_name: owner ? fullName(owner) : null,
      sale_blocker: saleBlocker({
        allowsSales: status.allows_sales,
        stockQuantity: row.stock_quantity,
        allowsBackorders: type.allows_backorders,
      }),
      created_at: created_at.toISOString(),
      updated_at: updated_at.toISOString(),
    };
  });
}

/** Every referenced row must be of the caller's organisation. */
function checkProductReferences(ctx: WriteContext, orgId: number, input: ProductUpdate) {
  const one = (v: number | null | undefined) => (v === undefined || v === null ? [] : [v]);
  return checkReferences(ctx.tx, orgId, [
    { field: 'status', table: productStatuses, ids: one(input.status) },
    { field: 'product_type', table: productTypes, ids: one(input.product_type) },
    { field: 'brand', table: brands, ids: one(input.brand) },
    { field: 'categories', table: categories, ids: input.categories ?? [] },
    { field: 'owner', table: users, ids: one(input.owner) },
  ]);
}

async function recordStatus(ctx: WriteContext, row: ProductRow, from: number | null) {
  await ctx.tx.insert(productStatusHistory).values({
    id_organization: row.id_organization,
    product_id: row.id,
    from_status: from,
    to_status: row.status,
    changed_by: ctx.principal.user.id,
  });
}

export function productRoutes(app: App, services: Services) {
  const { findFor } = resourceRoutes<ProductRow, ProductCreate, ProductUpdate, Product>(app, services, {
    path: '/products/',
    tag: 'catalogue',
    subject: CATALOGUE_SUBJECT.product,
    auditType: 'Product',
    table: products,
    accessColumns: productColumns,
    schemas: {
      item: ProductSchema,
      create: ProductCreateSchema,
      update: ProductUpdateSchema,
      listQuery: ProductListQuerySchema,
    },
    list: {
      orderable: {
        name: products.name,
        code: products.code,
        created_at: products.created_at,
        updated_at: products.updated_at,
        priority: products.priority,
        cost_basis: products.cost_basis,
        suggested_retail_price: products.suggested_retail_price,
        stock_quantity: products.stock_quantity,
        start_date: products.start_date,
      },
      defaultOrdering: '-created_at',
      searchable: [products.name, products.code, products.sku],
      tieBreaker: products.id,
      filters: (q) => [
        q.status === undefined ? undefined : eq(products.status, q.status as number),
        q.product_type === undefined ? undefined : eq(products.product_type, q.product_type as number),
        q.brand === undefined ? undefined : eq(products.brand, q.brand as number),
        q.priority === undefined ? undefined : eq(products.priority, q.priority as ProductRow['priority']),
        q.category === undefined
          ? undefined
          : inArray(
              products.id,
              services.database.db
                .select({ id: productCategories.product_id })
                .from(productCategories)
                .where(eq(productCategories.category_id, q.category as number)),
            ),
      ],
    },
    present,
    toInsert: async (ctx, input) => {
      const orgId = ctx.principal.user.id_organization;
      await checkProductReferences(ctx, orgId, input);
      const { categories: _links, ...values } = input;
      return {
        ...values,
        sku: skuFromCode(input.code),
        slug: input.slug || slugify(input.name),
        created_by: ctx.principal.user.id,
      };
    },
    toUpdate: async (ctx, row, changes) => {
      checkDates(row, changes);
      await checkProductReferences(ctx, row.id_organization, changes);
      const { categories: _links, ...values } = changes;
      return { ...values, ...(changes.code !== undefined && { sku: skuFromCode(changes.code) }) };
    },
    afterWrite: async (ctx, row, before, input) => {
      if (!before || before.status !== row.status) await recordStatus(ctx, row, before?.status ?? null);
      if (input.categories === undefined) return;
      await ctx.tx.delete(productCategories).where(eq(productCategories.product_id, row.id));
      if (input.categories.length) {
        await ctx.tx
          .insert(productCategories)
          .values(input.categories.map((category_id) => ({ product_id: row.id, category_id })));
      }
    },
    unique: { products_org_code_unique: ['code', m.codeTaken] },
  });
  productImageRoutes(app, services, {
    findFor,
    present: (principal, row) => present({ db: services.database.db, principal }, [row]).then((r) => r[0]!),
  });
}
