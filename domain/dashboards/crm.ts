import { z } from 'zod';
import { CLIENT_STATUSES } from '../sales/kinds';
import { ORDER_STATUSES } from '../sales/orderStatus';
import { count, CurrencyAmountSchema, DashboardPeriodSchema } from './period';

// The CRM dashboard (/dashboards/crm, in everyone's menu): the clients and who joined in the
// period, how the sellers did, and the orders still under way. Each part is computed in SQL
// over the rows the caller may read, and is null when their role reads none of its kind.

/** Orders under way: neither delivered, cancelled nor refunded (as a client's overview counts "open"). */
export const PIPELINE_STATUSES = ORDER_STATUSES.filter(
  (status) => status !== 'delivered' && status !== 'cancelled' && status !== 'refunded',
);

export const CrmDashboardSchema = z
  .object({
    period: DashboardPeriodSchema,
    clients: z
      .object({
        total: count(),
        /** Clients added in the period, and in the period before. */
        new: count(),
        previous_new: count(),
        /** Every status, in its order. */
        by_status: z.array(z.object({ status: z.enum(CLIENT_STATUSES), count: count() })),
      })
      .nullable(),
    /**
     * The sellers with most orders in the period, with the revenue of those orders (not cancelled
     * or refunded) per currency.
     */
    sellers: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          orders: count(),
          revenue: z.array(CurrencyAmountSchema),
        }),
      )
      .nullable(),
    /** Orders under way, whatever their date: by status (each of PIPELINE_STATUSES) and value. */
    pipeline: z
      .object({
        count: count(),
        amounts: z.array(CurrencyAmountSchema),
        by_status: z.array(
          z.object({
            status: z.enum(ORDER_STATUSES),
            count: count(),
            amounts: z.array(CurrencyAmountSchema),
          }),
        ),
      })
      .nullable(),
  })
  .meta({ id: 'CrmDashboard' });
export type CrmDashboard = z.infer<typeof CrmDashboardSchema>;
