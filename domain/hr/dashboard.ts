import { z } from 'zod';
import { OrganizationFilterFields } from '../common/pagination';
import { RATING_MAX, RATING_MIN, REVIEW_DATE_PRESETS, REVIEW_DUE } from './performanceReview';
import { REVIEW_STATUSES } from './reviewStatus';

// The HR dashboard (/apps/hr/dashboard, business spec §2): headcount by unit, reviews by status,
// the rating distribution and the reviews overdue or due soon, computed in SQL over what the
// caller may read (docs/decisions/0012).

/** How many of the overdue and due-soon reviews the dashboard names (the nearest first). */
export const DUE_LISTED = 5;
/** The ratings a review may have, lowest first. */
export const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

export const HrDashboardQuerySchema = z.object({
  /** Reviews dated within the last N days, as the reviews list's filter of the same name; none: any date. */
  date_preset: z.enum(REVIEW_DATE_PRESETS).optional(),
  ...OrganizationFilterFields,
});
export type HrDashboardQuery = z.infer<typeof HrDashboardQuerySchema>;

const count = () => z.number().int().nonnegative();

export const HrDashboardSchema = z
  .object({
    /** The day the figures were computed for (the database's current date). */
    today: z.string(),
    date_preset: z.enum(REVIEW_DATE_PRESETS).nullable(),
    headcount: z.object({
      /** People assigned today (an assignment started and not ended), each counted once. */
      total: count(),
      /** Of them, those whose assignment started within the preset's days (all of them without one). */
      joined: count(),
      /** By the team or work place they are assigned to, the largest first. */
      units: z.array(
        z.object({
          kind: z.enum(['team', 'workplace']),
          id: z.number().int(),
          name: z.string(),
          headcount: count(),
        }),
      ),
    }),
    /** Reviews dated within the preset's days (any date without one), by status: every status, in the cycle's order. */
    reviews_by_status: z.array(z.object({ status: z.enum(REVIEW_STATUSES), count: count() })),
    /** The same reviews by overall rating: every rating, lowest first; `unrated` those without one. */
    ratings: z.array(z.object({ rating: z.number().int(), count: count() })),
    unrated: count(),
    /** Reviews not completed, whatever their date: overdue and due soon (see REVIEW_DUE). */
    due: z.object({
      overdue: count(),
      soon: count(),
      /** The first of them by due date. */
      next: z.array(
        z.object({
          id: z.number().int(),
          employee_id: z.number().int(),
          employee_name: z.string(),
          status: z.enum(REVIEW_STATUSES),
          due_date: z.string(),
          due: z.enum(REVIEW_DUE),
        }),
      ),
    }),
  })
  .meta({ id: 'HrDashboard' });
export type HrDashboard = z.infer<typeof HrDashboardSchema>;
