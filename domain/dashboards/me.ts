import { z } from 'zod';
import { LAUNCH_STATUSES, LAUNCH_TEAM_ROLES } from '../catalogue/launch';
import { REVIEW_PARTIES, REVIEW_STATUSES } from '../hr/reviewStatus';
import { OrderSummarySchema } from '../sales/partyOverview';
import { ORDER_STATUSES } from '../sales/orderStatus';
import { count, DashboardPeriodSchema } from './period';

// The signed-in user's own dashboard (/user-dashboard): their orders (those they created, or
// sold as a seller), the performance reviews waiting for them (as reviewer or as the employee
// reviewed, at the statuses where the review's flow waits for that party), and the launches
// whose team they are on. A part is null when their role reads none of its kind.

export const MyDashboardSchema = z
  .object({
    period: DashboardPeriodSchema,
    orders: z
      .object({
        /** Their orders dated in the period, and in the period before. */
        count: count(),
        previous_count: count(),
        /** Of the period, by status: every status, in the flow's order. */
        by_status: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: count() })),
        /** Their latest orders, whatever their date. */
        recent: z.array(OrderSummarySchema),
      })
      .nullable(),
    reviews: z
      .object({
        /** Reviews waiting for the user, as each party. */
        as_reviewer: count(),
        as_employee: count(),
        overdue: count(),
        /** The first of them by due date. */
        next: z.array(
          z.object({
            id: z.number().int(),
            as: z.enum(REVIEW_PARTIES),
            employee_name: z.string(),
            status: z.enum(REVIEW_STATUSES),
            due_date: z.string(),
            is_overdue: z.boolean(),
          }),
        ),
      })
      .nullable(),
    /** Launches not yet launched nor cancelled whose team the user is on, the nearest first. */
    tasks: z
      .object({
        count: count(),
        next: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            product_name: z.string(),
            role: z.enum(LAUNCH_TEAM_ROLES),
            status: z.enum(LAUNCH_STATUSES),
            planned_launch_date: z.string(),
          }),
        ),
      })
      .nullable(),
  })
  .meta({ id: 'MyDashboard' });
export type MyDashboard = z.infer<typeof MyDashboardSchema>;
