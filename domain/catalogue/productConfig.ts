import { z } from 'zod';
import { ListQuerySchema } from '../common/pagination';
import { description, queryBoolean, resourceCode, resourceName } from '../common/fields';

// Product types and product statuses: the catalogue's configuration (spec §3).

const common = {
  id: z.number().int(),
  id_organization: z.number().int(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  products_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
};

const typeFlags = {
  is_physical: z.boolean(),
  tracks_inventory: z.boolean(),
  allows_preorders: z.boolean(),
  allows_backorders: z.boolean(),
  requires_serial_numbers: z.boolean(),
};

const statusFlags = {
  allows_sales: z.boolean(),
  allows_launch: z.boolean(),
  is_editable: z.boolean(),
};

export const ProductTypeSchema = z.object({ ...common, ...typeFlags }).meta({ id: 'ProductType' });
export type ProductType = z.infer<typeof ProductTypeSchema>;
export const ProductStatusSchema = z.object({ ...common, ...statusFlags }).meta({ id: 'ProductStatus' });
export type ProductStatus = z.infer<typeof ProductStatusSchema>;

const writable = {
  name: resourceName(),
  code: resourceCode(),
  description: description(),
  is_active: z.boolean(),
};

/** Create: name and code required, the rest defaulted; update: any subset. */
function writeSchemas<F extends Record<string, z.ZodBoolean>>(flags: F, id: string) {
  const defaulted = Object.fromEntries(Object.keys(flags).map((k) => [k, z.boolean().default(false)])) as {
    [K in keyof F]: z.ZodDefault<z.ZodBoolean>;
  };
  return {
    create: z
      .strictObject({
        ...writable,
        description: writable.description.default(''),
        is_active: writable.is_active.default(true),
        ...defaulted,
      })
      .meta({ id: `${id}Create` }),
    update: z
      .strictObject({ ...writable, ...flags })
      .partial()
      .meta({ id: `${id}Update` }),
  };
}

const typeWrite = writeSchemas(typeFlags, 'ProductType');
export const ProductTypeCreateSchema = typeWrite.create;
export const ProductTypeUpdateSchema = typeWrite.update;
export type ProductTypeCreate = z.infer<typeof ProductTypeCreateSchema>;

const statusWrite = writeSchemas(statusFlags, 'ProductStatus');
export const ProductStatusCreateSchema = statusWrite.create;
export const ProductStatusUpdateSchema = statusWrite.update;
export type ProductStatusCreate = z.infer<typeof ProductStatusCreateSchema>;

export const ConfigListQuerySchema = ListQuerySchema.extend({ is_active: queryBoolean.optional() });

const choice = { id: z.number().int(), name: z.string(), code: z.string(), is_active: z.boolean() };

/**
 * What the product forms and the list's filters choose from, in one answer and without the
 * counts of the configuration screens (counting a large catalogue per brand on every product
 * page load is what made it slow).
 */
export const CatalogueChoicesSchema = z
  .object({
    statuses: z.array(
      z.object({
        ...choice,
        allows_sales: z.boolean(),
        allows_launch: z.boolean(),
        is_editable: z.boolean(),
      }),
    ),
    types: z.array(z.object(choice)),
    brands: z.array(z.object(choice)),
    categories: z.array(
      z.object({ ...choice, parent: z.number().int().nullable(), path: z.string(), level: z.number().int() }),
    ),
  })
  .meta({ id: 'CatalogueChoices' });
export type CatalogueChoices = z.infer<typeof CatalogueChoicesSchema>;

/** At most this many of each kind (a catalogue's configuration is far smaller). */
export const CHOICES_LIMIT = 1_000;
