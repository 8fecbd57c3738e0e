import { z } from 'zod';
import { queryId } from './fields';

export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

/** The date range presets every list and dashboard offers: 7, 30, 90 days and a year back from today. */
export const DATE_RANGE_PRESETS = ['7', '30', '90', '365'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

export const ListQuerySchema = z.strictObject({
  page: z.coerce.number({ error: 'Expected a page number.' }).int().min(1).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
      error: `Page size must be one of ${PAGE_SIZES.join(', ')}.`,
    })
    .default(DEFAULT_PAGE_SIZE)
    .meta({ enum: [...PAGE_SIZES] }),
  ordering: z.string().max(100).optional(),
  search: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/**
 * `ordering` of a list that may be ordered by `fields`: one or more of them, comma-separated,
 * each with `-` for descending. The server names a field it refuses (server/http/list.ts); the
 * document lists the ones it takes.
 */
export function orderingParam(fields: readonly string[]) {
  if (fields.length === 0) throw new Error('A list needs at least one field to order by.');
  return z
    .string()
    .max(100)
    .optional()
    .meta({
      description: `One or more of ${fields.join(', ')}, comma-separated; \`-\` before a field orders descending.`,
      pattern: `^-?(${fields.join('|')})(,-?(${fields.join('|')}))*$`,
    });
}

/**
 * The filter every organisation-owned list takes (`?organization=<id>`): the rows of that one
 * organisation among those the caller may read. It narrows and never widens, so naming an
 * organisation one cannot read gives an empty list.
 */
export const OrganizationFilterFields = { organization: queryId.optional() };

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    /** Present (true) when `count` is the database's estimate, past the exact-count cap. */
    count_is_estimate: z.boolean().optional(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export const DetailSchema = z.object({ detail: z.string() });
