import { inArray } from 'drizzle-orm';
import { workingOrganizationOf } from '../../access/principals';
import {
  CATALOGUE_SUBJECT,
  ReviewCreateSchema,
  ReviewListQuerySchema,
  ReviewSchema,
  ReviewUpdateSchema,
  type Review,
  type ReviewCreate,
  type ReviewUpdate,
} from '../../../domain/catalogue';
import { resourceRoutes, type ReadContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { throughProduct } from './productAccess';
import { checkReferences } from './rules';
import { productReviews, products, type ReviewRow } from './tables';

const iso = (d: Date | null) => d?.toISOString() ?? null;

async function present({ db }: ReadContext, rows: ReviewRow[]): Promise<Review[]> {
  const ids = [...new Set(rows.map((r) => r.product_id))];
  const names = ids.length
    ? new Map(
        (
          await db
            .select({ id: products.id, name: products.name })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((p) => [p.id, p.name]),
      )
    : new Map<number, string>();
  return rows.map(({ product_id, created_at, updated_at, moderated_at, ...row }) => ({
    ...row,
    product: product_id,
    product_name: names.get(product_id) ?? '',
    moderated_at: iso(moderated_at),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  }));
}

/** Customer reviews (manage-review): as reachable as their product; moderation sets the status. */
export function reviewRoutes(app: App, services: Services) {
  resourceRoutes<ReviewRow, ReviewCreate, ReviewUpdate, Review>(app, services, {
    name: 'ProductReview',
    subject: CATALOGUE_SUBJECT.product,
    table: productReviews,
    accessColumns: {},
    access: throughProduct(productReviews.product_id),
    schemas: {
      item: ReviewSchema,
      create: ReviewCreateSchema,
      update: ReviewUpdateSchema,
      listQuery: ReviewListQuerySchema,
    },
    list: {
      orderable: {
        created_at: productReviews.created_at,
        rating: productReviews.rating,
        status: productReviews.status,
      },
      defaultOrdering: '-created_at',
      searchable: [productReviews.author_name, productReviews.title, productReviews.comment],
      tieBreaker: productReviews.id,
      filters: {
        status: productReviews.status,
        product: productReviews.product_id,
        rating: productReviews.rating,
      },
    },
    present,
    toInsert: async ({ tx, principal }, { product, ...input }) => {
      await checkReferences(tx, workingOrganizationOf(principal), [
        { field: 'product', table: products, ids: [product] },
      ]);
      return { ...input, product_id: product };
    },
    toUpdate: async ({ principal }, row, changes) =>
      changes.status === row.status
        ? {}
        : { ...changes, moderated_by: principal.user.id, moderated_at: new Date() },
    unique: {},
  });
}
