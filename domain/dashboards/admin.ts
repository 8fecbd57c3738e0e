import { z } from 'zod';
import { count, DashboardPeriodSchema } from './period';

// The administration's dashboard (/admin/dashboard, read on AdminPanel): the organisations, the
// users by role, the sign-ins and the security incidents of the period. Each part is computed in
// SQL over what the caller may read, and is null when their role reads none of its kind.

export const AdminDashboardSchema = z
  .object({
    period: DashboardPeriodSchema,
    organizations: z
      .object({ total: count(), active: count(), new: count(), previous_new: count() })
      .nullable(),
    users: z
      .object({
        total: count(),
        active: count(),
        /** Joined in the period, and in the period before. */
        new: count(),
        previous_new: count(),
        /** Every role someone holds, the most held first. */
        by_role: z.array(z.object({ role: z.string(), count: count() })),
      })
      .nullable(),
    /**
     * Sign-ins of the period and the one before: successful (a session started, by signing in or
     * up) and failed (wrong credentials, or an inactive account, for an address of the scope).
     */
    sign_ins: z
      .object({
        succeeded: count(),
        previous_succeeded: count(),
        failed: count(),
        previous_failed: count(),
        /** Distinct users who signed in. */
        users: count(),
      })
      .nullable(),
    /** Security events of high or critical severity in the period, and before. */
    incidents: z
      .object({
        count: count(),
        previous_count: count(),
        by_type: z.array(z.object({ type: z.string(), count: count() })),
      })
      .nullable(),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
