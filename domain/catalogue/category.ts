import { z } from 'zod';
import { ListQuerySchema } from '../common/pagination';
import {
  description,
  endAfterStart,
  id,
  optionalDate,
  queryBoolean,
  queryId,
  resourceCode,
  resourceName,
} from '../common/fields';
import { metaDescription, metaTitle } from './metaTexts';

/** From this depth on (root = 0) the form warns about deep nesting. */
export const DEEP_NESTING_LEVEL = 4;

export const CategorySchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    name: z.string(),
    code: z.string(),
    description: z.string(),
    logo: z.string().nullable(),
    parent: z.number().int().nullable(),
    /** Codes from the root down to this category, joined by "/" (maintained by the server). */
    path: z.string(),
    /** 0 for a root category. */
    level: z.number().int(),
    meta_title: z.string(),
    meta_description: z.string(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    is_active: z.boolean(),
    products_count: z.number().int(),
    children_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

const categoryFields = {
  name: resourceName(),
  code: resourceCode(),
  description: description(),
  parent: id().nullable(),
  meta_title: metaTitle(),
  meta_description: metaDescription(),
  start_date: optionalDate(),
  end_date: optionalDate(),
  is_active: z.boolean(),
};

export const CategoryCreateSchema = z
  .strictObject({
    ...categoryFields,
    description: categoryFields.description.default(''),
    parent: categoryFields.parent.default(null),
    meta_title: categoryFields.meta_title.default(''),
    meta_description: categoryFields.meta_description.default(''),
    start_date: categoryFields.start_date.default(null),
    end_date: categoryFields.end_date.default(null),
    is_active: categoryFields.is_active.default(true),
  })
  .superRefine(endAfterStart)
  .meta({ id: 'CategoryCreate' });
export type CategoryCreate = z.infer<typeof CategoryCreateSchema>;

export const CategoryUpdateSchema = z
  .strictObject(categoryFields)
  .partial()
  .superRefine(endAfterStart)
  .meta({ id: 'CategoryUpdate' });
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;

export const CategoryListQuerySchema = ListQuerySchema.extend({
  is_active: queryBoolean.optional(),
  parent: queryId.optional(),
  /** `true`: only root categories. */
  root: queryBoolean.optional(),
});

/**
 * Whether making `parentId` the parent of `categoryId` would put a category under itself:
 * `parents` maps each category of the organisation to its parent.
 */
export function isCircularMove(
  categoryId: number,
  parentId: number | null,
  parents: ReadonlyMap<number, number | null>,
): boolean {
  for (let at = parentId, steps = 0; at !== null && steps <= parents.size; steps++) {
    if (at === categoryId) return true;
    at = parents.get(at) ?? null;
  }
  return false;
}

/** The ids a category may take as parent: every other category but its descendants. */
export function allowedParents(categoryId: number | null, parents: ReadonlyMap<number, number | null>) {
  return [...parents.keys()].filter((id) => categoryId === null || !isCircularMove(categoryId, id, parents));
}

/** Depth (root = 0) a category would have under `parentId`. */
export function levelUnder(parentId: number | null, parents: ReadonlyMap<number, number | null>): number {
  let level = 0;
  for (let at = parentId; at !== null && level <= parents.size; at = parents.get(at) ?? null) level++;
  return level;
}
