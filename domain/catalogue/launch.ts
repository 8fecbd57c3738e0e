import { z } from 'zod';
import { description, id, optionalDate, queryBoolean, queryId, resourceCode } from '../common/fields';
import { messages } from '../common/messages';
import { ListQuerySchema } from '../common/pagination';
import { MONEY_MAX, QUANTITY_MAX } from './product';

export const LAUNCH_TYPES = [
  'new_product',
  'relaunch',
  'line_extension',
  'seasonal',
  'limited_edition',
] as const;
export const LAUNCH_STATUSES = [
  'planning',
  'scheduled',
  'in_progress',
  'launched',
  'postponed',
  'cancelled',
] as const;
/** A launch is past once launched or cancelled; the others are still to come. */
export const LAUNCH_DONE_STATUSES = [
  'launched',
  'cancelled',
] as const satisfies readonly (typeof LAUNCH_STATUSES)[number][];
/**
 * Where launches stand, as the list filters them: open (neither launched nor cancelled), of those
 * the upcoming (planned today or later) and the overdue (planned before today), or done.
 */
export const LAUNCH_PROGRESS = ['open', 'upcoming', 'overdue', 'done'] as const;
export type LaunchProgress = (typeof LAUNCH_PROGRESS)[number];
export const MARKET_SCOPES = ['local', 'regional', 'national', 'international', 'global'] as const;
export const LAUNCH_TEAM_ROLES = ['lead', 'marketing', 'sales', 'product', 'support', 'logistics'] as const;
export type LaunchTeamRole = (typeof LAUNCH_TEAM_ROLES)[number];

const memberSchema = z.object({ user: id(), role: z.enum(LAUNCH_TEAM_ROLES) });

export const LaunchSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    product: z.number().int(),
    product_name: z.string(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    launch_type: z.enum(LAUNCH_TYPES),
    status: z.enum(LAUNCH_STATUSES),
    market_scope: z.enum(MARKET_SCOPES),
    manager: z.number().int().nullable(),
    manager_name: z.string().nullable(),
    planned_launch_date: z.string(),
    actual_launch_date: z.string().nullable(),
    target_revenue: z.number().nullable(),
    target_units: z.number().int().nullable(),
    team: z.array(memberSchema.extend({ name: z.string() })),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ProductLaunch' });
export type Launch = z.infer<typeof LaunchSchema>;

const launchFields = {
  product: id(),
  code: resourceCode(),
  name: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(200, messages.maxLength(200)),
  description: description(),
  launch_type: z.enum(LAUNCH_TYPES),
  status: z.enum(LAUNCH_STATUSES),
  market_scope: z.enum(MARKET_SCOPES),
  manager: id().nullable(),
  planned_launch_date: z.iso.date({
    error: (i) => (i.input === undefined || i.input === null ? messages.required : messages.date),
  }),
  actual_launch_date: optionalDate(),
  target_revenue: z.number().min(0).max(MONEY_MAX).nullable(),
  target_units: z.number().int().min(0).max(QUANTITY_MAX).nullable(),
  team: z
    .array(memberSchema)
    .max(50)
    .refine((m) => new Set(m.map((x) => x.user)).size === m.length, 'Each person once.'),
};

export const LaunchCreateSchema = z
  .strictObject({
    ...launchFields,
    description: launchFields.description.default(''),
    launch_type: launchFields.launch_type.default('new_product'),
    status: launchFields.status.default('planning'),
    market_scope: launchFields.market_scope.default('national'),
    manager: launchFields.manager.default(null),
    actual_launch_date: launchFields.actual_launch_date.default(null),
    target_revenue: launchFields.target_revenue.default(null),
    target_units: launchFields.target_units.default(null),
    team: launchFields.team.default([]),
  })
  .meta({ id: 'ProductLaunchCreate' });
export type LaunchCreate = z.infer<typeof LaunchCreateSchema>;

const { product: _product, ...updatable } = launchFields;
export const LaunchUpdateSchema = z.strictObject(updatable).partial().meta({ id: 'ProductLaunchUpdate' });
export type LaunchUpdate = z.infer<typeof LaunchUpdateSchema>;

export const LaunchListQuerySchema = ListQuerySchema.extend({
  product: queryId.optional(),
  status: z.enum(LAUNCH_STATUSES).optional(),
  progress: z.enum(LAUNCH_PROGRESS).optional(),
  /** Only launches whose team the caller is on. */
  mine: queryBoolean.optional(),
});

/** A launch code for the "Generate" button: LCH, the date and four random characters. */
export function generateLaunchCode(today: Date, random: () => number = Math.random): string {
  const date = today.toISOString().slice(0, 10).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const suffix = Array.from({ length: 4 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  return `LCH_${date}_${suffix}`;
}
