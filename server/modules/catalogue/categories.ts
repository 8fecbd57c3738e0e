import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { workingOrganizationOf } from '../../access/principals';
import {
  CATALOGUE_SUBJECT,
  CategoryCreateSchema,
  CategoryListQuerySchema,
  CategorySchema,
  CategoryUpdateSchema,
  catalogueMessages as m,
  isCircularMove,
  type Category,
  type CategoryCreate,
  type CategoryUpdate,
} from '../../../domain/catalogue';
import type { Tx } from '../../db/client';
import { detailError, fieldError } from '../../http/errors';
import { resourceRoutes, type ReadContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { categoryProductCounts } from './counts';
import { fileUrl } from './files';
import { logoRoutes } from './logos';
import { checkDates, orgColumns, refuseWhileUsed } from './rules';
import { categories, productCategories, type CategoryRow } from './tables';

const iso = (d: Date) => d.toISOString();

async function present({ db, principal }: ReadContext, rows: CategoryRow[]): Promise<Category[]> {
  const ids = rows.map((r) => r.id);
  const products = await categoryProductCounts(db, principal, ids);
  const children = ids.length
    ? await db
        .select({ id: categories.parent, n: count() })
        .from(categories)
        .where(inArray(categories.parent, ids))
        .groupBy(categories.parent)
    : [];
  const childCounts = new Map(children.map((c) => [c.id, Number(c.n)]));
  return rows.map(({ logo, created_at, updated_at, ...row }) => ({
    ...row,
    logo: fileUrl(logo),
    products_count: products.get(row.id) ?? 0,
    children_count: childCounts.get(row.id) ?? 0,
    created_at: iso(created_at),
    updated_at: iso(updated_at),
  }));
}

// Advisory lock namespace: one lock per organisation's category tree, so two concurrent moves
// cannot each pass the cycle check and close a loop together.
const CATEGORY_TREE_LOCK = 5_201;

/** The parent's row (same organisation, no cycle), under the tree lock; null for a root. */
async function placeUnder(tx: Tx, orgId: number, categoryId: number | null, parentId: number | null) {
  if (parentId === null) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(${CATEGORY_TREE_LOCK}, ${orgId})`);
  const tree = await tx
    .select({ id: categories.id, parent: categories.parent })
    .from(categories)
    .where(eq(categories.id_organization, orgId));
  const parents = new Map(tree.map((c) => [c.id, c.parent]));
  if (!parents.has(parentId)) throw fieldError('parent', m.parentNotFound);
  if (categoryId !== null && isCircularMove(categoryId, parentId, parents))
    throw fieldError('parent', m.circularReference);
  const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId));
  return parent!;
}

const pathUnder = (parent: CategoryRow | null, code: string) => (parent ? `${parent.path}/${code}` : code);

export function categoryRoutes(app: App, services: Services) {
  const path = '/categories/';
  const { findFor } = resourceRoutes<CategoryRow, CategoryCreate, CategoryUpdate, Category>(app, services, {
    name: 'Category',
    subject: CATALOGUE_SUBJECT.category,
    table: categories,
    accessColumns: orgColumns(categories),
    schemas: {
      item: CategorySchema,
      create: CategoryCreateSchema,
      update: CategoryUpdateSchema,
      listQuery: CategoryListQuerySchema,
    },
    list: {
      orderable: {
        name: categories.name,
        code: categories.code,
        path: categories.path,
        level: categories.level,
        created_at: categories.created_at,
      },
      defaultOrdering: 'path',
      searchable: [categories.name, categories.code],
      tieBreaker: categories.id,
      filters: { is_active: categories.is_active, parent: categories.parent },
      where: (q) => [q.root ? isNull(categories.parent) : undefined],
    },
    present,
    toInsert: async ({ tx, principal }, input) => {
      const parent = await placeUnder(tx, workingOrganizationOf(principal), null, input.parent);
      return { ...input, path: pathUnder(parent, input.code), level: parent ? parent.level + 1 : 0 };
    },
    toUpdate: async ({ tx }, row, changes) => {
      checkDates(row, changes);
      const parentId = changes.parent !== undefined ? changes.parent : row.parent;
      const code = changes.code ?? row.code;
      if (parentId === row.parent && code === row.code) return changes;
      const parent = await placeUnder(tx, row.id_organization, row.id, parentId);
      return { ...changes, path: pathUnder(parent, code), level: parent ? parent.level + 1 : 0 };
    },
    afterWrite: async ({ tx }, row, before) => {
      if (!before || (before.path === row.path && before.level === row.level)) return;
      // The whole subtree follows a move or a code change: one statement, same transaction.
      await tx
        .update(categories)
        .set({
          path: sql`${row.path} || substr(${categories.path}, ${before.path.length + 1})`,
          level: sql`${categories.level} + ${row.level - before.level}`,
          updated_at: new Date(),
        })
        .where(
          and(
            eq(categories.id_organization, row.id_organization),
            sql`starts_with(${categories.path}, ${`${before.path}/`})`,
          ),
        );
    },
    beforeDelete: async ({ tx }, row) => {
      const [children] = await tx
        .select({ n: count() })
        .from(categories)
        .where(eq(categories.parent, row.id));
      if (Number(children?.n ?? 0) > 0) throw detailError(409, m.hasChildren(Number(children!.n)));
      await refuseWhileUsed(tx, productCategories.category_id, row.id, 'category');
    },
    unique: {
      categories_org_code_unique: ['code', m.categoryCodeTaken],
      categories_org_parent_name_unique: ['name', m.categoryNameTaken],
    },
  });
  logoRoutes(app, services, {
    path,
    tag: 'catalogue',
    auditType: 'Category',
    table: categories,
    findFor,
    item: CategorySchema,
    present: async (principal, row) =>
      (await present({ db: services.database.db, principal }, [row as CategoryRow]))[0]!,
  });
}
