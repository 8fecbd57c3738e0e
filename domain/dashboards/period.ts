import { z } from 'zod';
import { DATE_RANGE_PRESETS, OrganizationFilterFields } from '../common/pagination';

// The dashboards' period: the lists' date presets (7, 30, 90 days and a year), so a card's link
// opens the list filtered to exactly the rows the card counts.

export const DASHBOARD_DATE_PRESETS = DATE_RANGE_PRESETS;
export type DashboardDatePreset = (typeof DASHBOARD_DATE_PRESETS)[number];
/** How many rows a dashboard's top lists and latest rows name. */
export const DASHBOARD_TOP = 5;

export const DashboardQuerySchema = z.object({
  /** None named: the organisation's (its general parameters), which the answer's period names. */
  date_preset: z.enum(DASHBOARD_DATE_PRESETS).optional(),
  ...OrganizationFilterFields,
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

const day = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The days a dashboard counts: from `since` to `until` (today, UTC), both included, as the order
 * list's preset of the same name; and the period of the same length just before it, from
 * `previous_since` to the day before `since`, which the changes compare with.
 */
export const DashboardPeriodSchema = z
  .object({
    date_preset: z.enum(DASHBOARD_DATE_PRESETS),
    since: day(),
    until: day(),
    previous_since: day(),
  })
  .meta({ id: 'DashboardPeriod' });
export type DashboardPeriod = z.infer<typeof DashboardPeriodSchema>;

/** The period of `preset` ending `today` (YYYY-MM-DD, UTC). */
export function dashboardPeriod(preset: DashboardDatePreset, today: string): DashboardPeriod {
  const days = Number(preset);
  const shift = (n: number) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - n);
    return date.toISOString().slice(0, 10);
  };
  return { date_preset: preset, since: shift(days), until: today, previous_since: shift(2 * days + 1) };
}

/**
 * The change from `previous` to `current` in whole percent; null when there was nothing before
 * (no percentage of zero), 0 when both are zero.
 */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

export const count = () => z.number().int().nonnegative();

/** An amount in one currency (an exact decimal, as a string). */
export const CurrencyAmountSchema = z.object({ currency: z.string(), amount: z.string() });
