import { z } from 'zod';
import { LAUNCH_STATUSES } from '../catalogue/launch';
import { REVIEW_STATUSES } from '../hr/reviewStatus';
import { count, DashboardPeriodSchema } from './period';

// The analytics dashboard (/dashboards/analytics and /analytics, read on Analytics): the
// catalogue and its launches, how products moved between statuses, and the performance reviews.
// Each part is computed in SQL over the rows the caller may read (a brand manager's brand only)
// and is null when their role reads none of its kind.

const named = z.object({ id: z.number().int(), name: z.string() });

export const AnalyticsDashboardSchema = z
  .object({
    period: DashboardPeriodSchema,
    catalogue: z
      .object({
        total: count(),
        /** Products added in the period, and in the period before. */
        new: count(),
        previous_new: count(),
        /** The statuses products are in, the most first. */
        by_status: z.array(named.extend({ count: count() })),
      })
      .nullable(),
    launches: z
      .object({
        /** Launches not launched nor cancelled, planned from today on. */
        upcoming: count(),
        /** Launched in the period (their actual launch date), and in the period before. */
        launched: count(),
        previous_launched: count(),
        /** Every launch status, in the flow's order, whatever the date. */
        by_status: z.array(z.object({ status: z.enum(LAUNCH_STATUSES), count: count() })),
        /** The next upcoming launches, the nearest first. */
        next: z.array(
          z.object({
            id: z.number().int(),
            code: z.string(),
            name: z.string(),
            product_name: z.string(),
            status: z.enum(LAUNCH_STATUSES),
            planned_launch_date: z.string(),
          }),
        ),
      })
      .nullable(),
    /** Status changes of readable products in the period (the status history), and before. */
    status_flow: z
      .object({
        changes: count(),
        previous_changes: count(),
        /** From a status (null: the product's first) to another, the most frequent first. */
        transitions: z.array(z.object({ from: named.nullable(), to: named, count: count() })),
      })
      .nullable(),
    /** Performance reviews dated in the period (their review date), as the reviews list's preset keeps them. */
    reviews: z
      .object({
        total: count(),
        by_status: z.array(z.object({ status: z.enum(REVIEW_STATUSES), count: count() })),
        /** Every rating, lowest first. */
        ratings: z.array(z.object({ rating: z.number().int(), count: count() })),
        /** The mean overall rating of the rated ones, to two decimals; null when none is rated. */
        average_rating: z.string().nullable(),
        previous_average_rating: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'AnalyticsDashboard' });
export type AnalyticsDashboard = z.infer<typeof AnalyticsDashboardSchema>;
