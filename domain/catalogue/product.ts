import { z } from 'zod';
import { endAfterStart, id, optionalDate, queryId, resourceCode } from '../common/fields';
import { fieldMessages, messages } from '../common/messages';
import { DATE_RANGE_PRESETS, ListQuerySchema, OrganizationFilterFields } from '../common/pagination';
import { metaDescription, metaTitle } from './metaTexts';
import { catalogueMessages as m } from './messages';

export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const MONEY_MAX = 999_999_999.99;
export const QUANTITY_MAX = 2_000_000_000;

export const ProductImageSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    alt: z.string(),
    position: z.number().int(),
  })
  .meta({ id: 'ProductImage' });
export type ProductImage = z.infer<typeof ProductImageSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const ProductSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    code: z.string(),
    name: z.string(),
    sku: z.string(),
    description: z.string(),
    status: z.number().int(),
    product_type: z.number().int(),
    brand: z.number().int(),
    categories: z.array(z.number().int()),
    priority: z.enum(PRIORITIES),
    owner: z.number().int().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    duration_days: z.number().int().nullable(),
    cost_basis: z.number(),
    suggested_retail_price: z.number().nullable(),
    profit_margin: z.number().nullable(),
    stock_quantity: z.number().int(),
    minimum_order_quantity: z.number().int(),
    slug: z.string(),
    meta_title: z.string(),
    meta_description: z.string(),
    internal_code: z.string(),
    regulatory_information: z.string(),
    images: z.array(ProductImageSchema),
    /** Names of the referenced rows, for lists and headers. */
    status_detail: named.extend({ code: z.string(), allows_sales: z.boolean() }),
    product_type_detail: named,
    brand_detail: named,
    category_details: z.array(named),
    owner_name: z.string().nullable(),
    /** Spec §4: null when the product can be sold, else why not. */
    sale_blocker: z.enum(['not_for_sale', 'out_of_stock']).nullable(),
    created_by: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof ProductSchema>;

const money = () =>
  z
    .number({
      error: (i) => (i.input === undefined || i.input === null ? messages.required : m.expectedNumber),
    })
    .positive(fieldMessages.positive)
    .max(MONEY_MAX)
    .multipleOf(0.01, 'At most two decimal places.');
const quantity = () =>
  z
    .number({
      error: (i) => (i.input === undefined || i.input === null ? messages.required : m.expectedInteger),
    })
    .int(m.expectedInteger)
    .max(QUANTITY_MAX);
const text = (max: number) =>
  z.string({ error: 'Expected a string.' }).trim().max(max, messages.maxLength(max));
const slug = () => text(120).regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, m.slugFormat);

// "Stock quantity required and positive" for a new product; it may run out later.
const newStock = () => quantity().min(1, fieldMessages.positive);

const productFields = {
  code: resourceCode(),
  name: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(200, messages.maxLength(200)),
  description: text(5000),
  status: id(),
  product_type: id(),
  brand: id(),
  categories: z
    .array(id())
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'Each category once.'),
  priority: z.enum(PRIORITIES, {
    error: (i) =>
      i.input === undefined || i.input === null || i.input === ''
        ? messages.required
        : `Priority must be one of: ${PRIORITIES.join(', ')}.`,
  }),
  owner: id().nullable(),
  start_date: optionalDate(),
  end_date: optionalDate(),
  cost_basis: money(),
  suggested_retail_price: money().nullable(),
  stock_quantity: quantity().min(0, fieldMessages.notNegative),
  minimum_order_quantity: quantity().min(1, fieldMessages.positive),
  slug: slug(),
  meta_title: metaTitle(),
  meta_description: metaDescription(),
  internal_code: text(50),
  regulatory_information: text(2000),
};

/** Steps 1 and 2 of the wizard: what a new product needs (spec §5). */
export const ProductCreateSchema = z
  .strictObject({
    ...productFields,
    description: productFields.description.default(''),
    categories: productFields.categories.default([]),
    owner: productFields.owner.default(null),
    start_date: productFields.start_date.default(null),
    end_date: productFields.end_date.default(null),
    suggested_retail_price: productFields.suggested_retail_price.default(null),
    stock_quantity: newStock(),
    minimum_order_quantity: productFields.minimum_order_quantity.default(1),
    slug: productFields.slug.default(''),
    meta_title: productFields.meta_title.default(''),
    meta_description: productFields.meta_description.default(''),
    internal_code: productFields.internal_code.default(''),
    regulatory_information: productFields.regulatory_information.default(''),
  })
  .superRefine(endAfterStart)
  .meta({ id: 'ProductCreate' });
export type ProductCreate = z.infer<typeof ProductCreateSchema>;

export const ProductUpdateSchema = z
  .strictObject(productFields)
  .partial()
  .superRefine(endAfterStart)
  .meta({ id: 'ProductUpdate' });
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

/**
 * What the product screens require: the wizard's rules (code, name, status, type, brand,
 * priority, cost, stock) and the edit screen's (name, cost, dates, quantity, status, owner)
 * together, so that every product the wizard makes can be saved from the edit screen as it is.
 */
export const PRODUCT_FORM_REQUIRED = [
  'code',
  'name',
  'status',
  'product_type',
  'brand',
  'priority',
  'owner',
  'start_date',
  'end_date',
  'cost_basis',
  'stock_quantity',
] as const;
export const isRequiredProductField = (field: string) =>
  (PRODUCT_FORM_REQUIRED as readonly string[]).includes(field);

const requiredDate = () =>
  z.iso.date({
    error: (i) =>
      i.input === undefined || i.input === null || i.input === '' ? messages.required : messages.date,
  });
/**
 * A form says "end date after start date" as soon as both dates are read, whatever else is still
 * wrong (zod would wait for every other field to be valid first).
 */
const datesRead = {
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => issue.path?.[0] === 'start_date' || issue.path?.[0] === 'end_date'),
};

/** The fields the API lets be empty that the screens require (PRODUCT_FORM_REQUIRED). */
const requiredOnScreens = { owner: id(), start_date: requiredDate(), end_date: requiredDate() };

/** The wizard's step 1, product details: the API's rules for each field, PRODUCT_FORM_REQUIRED required. */
export const ProductDetailsFormSchema = z
  .object({
    code: productFields.code,
    name: productFields.name,
    description: productFields.description,
    status: productFields.status,
    product_type: productFields.product_type,
    brand: productFields.brand,
    categories: productFields.categories,
    priority: productFields.priority,
    ...requiredOnScreens,
    slug: productFields.slug,
    meta_title: productFields.meta_title,
    meta_description: productFields.meta_description,
    internal_code: productFields.internal_code,
    regulatory_information: productFields.regulatory_information,
  })
  .superRefine(endAfterStart, datesRead);

/** The wizard's step 2, cost and quantity (a new product's stock is above zero, as the API says). */
export const ProductCostFormSchema = z.object({
  cost_basis: productFields.cost_basis,
  suggested_retail_price: productFields.suggested_retail_price,
  stock_quantity: newStock(),
  minimum_order_quantity: productFields.minimum_order_quantity,
});

/** The edit screen: the same rules and required fields as the wizard's, for the fields it shows. */
export const ProductEditFormSchema = z
  .object({
    name: productFields.name,
    cost_basis: productFields.cost_basis,
    suggested_retail_price: productFields.suggested_retail_price,
    ...requiredOnScreens,
    stock_quantity: productFields.stock_quantity,
    status: productFields.status,
    priority: productFields.priority,
    description: productFields.description,
  })
  .superRefine(endAfterStart, datesRead);
export type ProductEditForm = z.infer<typeof ProductEditFormSchema>;

export const ProductListQuerySchema = ListQuerySchema.extend({
  status: queryId.optional(),
  product_type: queryId.optional(),
  brand: queryId.optional(),
  category: queryId.optional(),
  priority: z.enum(PRIORITIES).optional(),
  /** Products with at most this many units in stock (the dashboard's low stock). */
  stock_max: z.coerce.number({ error: 'Expected an integer.' }).int().min(0).max(2_147_483_647).optional(),
  /** Products added within the last N days (the analytics dashboard's new products). */
  date_preset: z.enum(DATE_RANGE_PRESETS).optional(),
});

export const skuFromCode = (code: string) => `SKU-${code}`;

/** Whole days from start to end, or null when a date is missing. */
export function durationDays(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

/** Margin on the suggested retail price, in percent with two decimals; null without a price. */
export function profitMargin(cost: number, price: number | null): number | null {
  if (price === null || price <= 0) return null;
  return Math.round(((price - cost) / price) * 10_000) / 100;
}

/** URL-safe slug of a name ("Café Crème 2" → "cafe-creme-2"). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

export type SaleBlocker = 'not_for_sale' | 'out_of_stock';

/**
 * Spec §4: a product cannot be sold when its status disallows sales, or when its stock is out
 * (unless its type takes backorders). Null when it can be sold.
 */
export function saleBlocker(p: {
  allowsSales: boolean;
  stockQuantity: number;
  allowsBackorders?: boolean;
}): SaleBlocker | null {
  if (!p.allowsSales) return 'not_for_sale';
  if (p.stockQuantity <= 0 && !p.allowsBackorders) return 'out_of_stock';
  return null;
}

export const saleBlockerMessage: Record<SaleBlocker, string> = {
  not_for_sale: m.notForSale,
  out_of_stock: m.outOfStock,
};

/** A count per row of a reference (a status, a brand): its organisation names it where several are combined. */
const counted = z.object({
  id: z.number().int(),
  name: z.string(),
  id_organization: z.number().int(),
  count: z.number().int(),
});

export const CatalogueAnalyticsSchema = z
  .object({
    totals: z.object({
      products: z.number().int(),
      stock_units: z.number().int(),
      /**
       * Σ cost basis × stock and Σ suggested retail price × stock, one entry per currency: each
       * organisation prices in its own (catalogue settings), and amounts in two currencies are
       * never added. One entry when one organisation is counted.
       */
      values: z.array(z.object({ currency: z.string(), stock_value: z.number(), retail_value: z.number() })),
      launches: z.number().int(),
      not_sellable: z.number().int(),
      /** Products at or below the organisation's low-stock threshold (catalogue settings). */
      low_stock: z.number().int(),
      low_stock_threshold: z.number().int(),
    }),
    by_status: z.array(counted),
    by_type: z.array(counted),
    by_brand: z.array(counted),
    by_category: z.array(counted),
    launches_by_status: z.array(z.object({ status: z.string(), count: z.number().int() })),
    upcoming_launches: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        product_name: z.string(),
        status: z.string(),
        planned_launch_date: z.string(),
      }),
    ),
    status_transitions: z.array(
      z.object({
        from: z.object({ id: z.number().int(), name: z.string() }).nullable(),
        to: z.object({ id: z.number().int(), name: z.string() }),
        /** The organisation whose statuses these are. */
        id_organization: z.number().int(),
        count: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'CatalogueAnalytics' });

/** `?organization=`: one organisation's figures; without it, every organisation the caller may read, combined. */
export const CatalogueAnalyticsQuerySchema = z.strictObject(OrganizationFilterFields);
export type CatalogueAnalytics = z.infer<typeof CatalogueAnalyticsSchema>;

/** A status as a change names it: its code is the state the status flow's figures count. */
const StatusNamedSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

/** One status change of a product (its history, oldest first). */
export const ProductStatusChangeSchema = z
  .object({
    id: z.number().int(),
    from: StatusNamedSchema.nullable(),
    to: StatusNamedSchema,
    changed_by_name: z.string().nullable(),
    changed_at: z.string(),
  })
  .meta({ id: 'ProductStatusChange' });
export type ProductStatusChange = z.infer<typeof ProductStatusChangeSchema>;
