import { eq, inArray, sql } from 'drizzle-orm';
import { workingOrganizationOf } from '../../access/principals';
import { withinDatePreset } from '../../http/list';
import {
  CATALOGUE_SUBJECT,
  ProductCreateSchema,
  ProductListQuerySchema,
  ProductSchema,
  ProductUpdateSchema,
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
import { fieldMessages } from '../../../domain/common/messages';
import { resourceRoutes, type ReadContext, type WriteContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { users } from '../../db/tables/users';
import { qualified } from '../../db/qualified';
import { fileUrl } from './files';
import { productColumns } from './productAccess';
import { productImageRoutes } from './productImages';
import { statusHistoryRoutes } from './statusHistory';
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

/** Exact product counts up to here; beyond, the planner's estimate (see BENCHMARKS.md). */
export const PRODUCT_COUNT_CAP = 1_000;

const fullName = (u: { first_name: string | null; last_name: string | null; email: string | null }) =>
  `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || u.email;

const q = qualified;
// A product's categories and images as JSON arrays, so one query brings a whole page.
const categoriesJson = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${q(categories.id)}, 'name', ${q(categories.name)}) order by ${q(categories.path)})
  from ${productCategories} join ${categories} on ${q(categories.id)} = ${q(productCategories.category_id)}
  where ${q(productCategories.product_id)} = ${q(products.id)}), '[]'::json)`;
const imagesJson = sql<(Omit<ProductImage, 'url'> & { key: string })[]>`coalesce((
  select json_agg(json_build_object('id', ${q(productImages.id)}, 'key', ${q(productImages.file_key)},
    'alt', ${q(productImages.alt)}, 'position', ${q(productImages.position)},
    'content_type', ${q(catalogueFiles.content_type)}, 'size', ${q(catalogueFiles.size)})
    order by ${q(productImages.position)}, ${q(productImages.id)})
  from ${productImages} join ${catalogueFiles} on ${q(catalogueFiles.key)} = ${q(productImages.file_key)}
  where ${q(productImages.product_id)} = ${q(products.id)}), '[]'::json)`;

/** A page of products with what they point to (names, categories, images), in one query. */
async function present({ db }: ReadContext, rows: ProductRow[]): Promise<Product[]> {
  if (!rows.length) return [];
  const extras = await db
    .select({
      id: products.id,
      status: {
        id: productStatuses.id,
        name: productStatuses.name,
        code: productStatuses.code,
        allows_sales: productStatuses.allows_sales,
      },
      type: {
        id: productTypes.id,
        name: productTypes.name,
        allows_backorders: productTypes.allows_backorders,
      },
      brand: { id: brands.id, name: brands.name },
      owner: { first_name: users.first_name, last_name: users.last_name, email: users.email },
      categories: categoriesJson,
      images: imagesJson,
    })
    .from(products)
    .innerJoin(productStatuses, eq(productStatuses.id, products.status))
    .innerJoin(productTypes, eq(productTypes.id, products.product_type))
    .innerJoin(brands, eq(brands.id, products.brand))
    .leftJoin(users, eq(users.id, products.owner))
    .where(
      inArray(
        products.id,
        rows.map((r) => r.id),
      ),
    );
  const byId = new Map(extras.map((e) => [e.id, e]));
  return rows.map(({ created_at, updated_at, search_text: _search, ...row }) => {
    const extra = byId.get(row.id)!;
    return {
      ...row,
      categories: extra.categories.map((c) => c.id),
      duration_days: durationDays(row.start_date, row.end_date),
      profit_margin: profitMargin(row.cost_basis, row.suggested_retail_price),
      images: extra.images.map(({ key, ...image }) => ({ ...image, url: fileUrl(key)! })),
      status_detail: extra.status,
      product_type_detail: { id: extra.type.id, name: extra.type.name },
      brand_detail: extra.brand,
      category_details: extra.categories,
      owner_name: extra.owner ? fullName(extra.owner) : null,
      sale_blocker: saleBlocker({
        allowsSales: extra.status.allows_sales,
        stockQuantity: row.stock_quantity,
        allowsBackorders: extra.type.allows_backorders,
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
    name: 'Product',
    subject: CATALOGUE_SUBJECT.product,
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
      countCap: PRODUCT_COUNT_CAP,
      cached: {
        readsFrom: [
          products,
          productStatuses,
          productTypes,
          brands,
          users,
          productCategories,
          categories,
          productImages,
          catalogueFiles,
        ],
      },
      searchable: [products.name, products.code, products.sku],
      searchText: products.search_text,
      tieBreaker: products.id,
      filters: {
        status: products.status,
        product_type: products.product_type,
        brand: products.brand,
        priority: products.priority,
        stock_max: { column: products.stock_quantity, bound: 'max' },
      },
      where: (q) => [
        withinDatePreset(products.created_at, q.date_preset),
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
      const orgId = workingOrganizationOf(ctx.principal);
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
    unique: { products_org_code_unique: ['code', fieldMessages.codeTaken] },
  });
  statusHistoryRoutes(app, services, findFor);
  productImageRoutes(app, services, {
    findFor,
    present: (principal, row) => present({ db: services.database.db, principal }, [row]).then((r) => r[0]!),
  });
}
