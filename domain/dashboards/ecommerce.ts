import { z } from 'zod';
import { OrderSummarySchema } from '../sales/partyOverview';
import { ORDER_STATUSES } from '../sales/orderStatus';
import { count, DashboardPeriodSchema } from './period';

// The ecommerce dashboard (/dashboards/ecommerce, the landing screen of staff): sales over the
// period against the one before, orders by status, what sells, what runs short, the latest
// orders. Each part is computed in SQL over the rows the caller may read, and is null when their
// role reads none of its kind (no orders, no products).
//
// Revenue counts the orders that were not cancelled or refunded (as a client's overview does),
// per currency: amounts in different currencies are never added. The average order value is
// that revenue over those orders.

const revenueSchema = z.object({
  currency: z.string(),
  amount: z.string(),
  previous_amount: z.string(),
  /** The orders the amount comes from (not cancelled or refunded), now and before. */
  orders: count(),
  previous_orders: count(),
  average: z.string(),
  previous_average: z.string(),
});

export const EcommerceDashboardSchema = z
  .object({
    period: DashboardPeriodSchema,
    sales: z
      .object({
        /** Orders dated in the period, any status; and in the period before. */
        orders: count(),
        previous_orders: count(),
        /** Per currency, the most orders first. */
        revenue: z.array(revenueSchema),
        /** Orders of the period by status: every status, in the flow's order. */
        by_status: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: count() })),
        /** The brands with most orders in the period (null: orders of no brand). */
        top_brands: z.array(z.object({ id: z.number().int().nullable(), name: z.string(), orders: count() })),
        /** The products most units were ordered of in the period, on orders that count as revenue. */
        top_products: z.array(
          z.object({ id: z.number().int(), name: z.string(), sku: z.string(), quantity: count() }),
        ),
        /** The latest orders, whatever their date. */
        recent: z.array(OrderSummarySchema),
      })
      .nullable(),
    stock: z
      .object({
        /** A product is low on stock at this many units or fewer (the catalogue's setting). */
        threshold: count(),
        count: count(),
        /** The lowest first. */
        lowest: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            sku: z.string(),
            stock_quantity: z.number().int(),
          }),
        ),
      })
      .nullable(),
  })
  .meta({ id: 'EcommerceDashboard' });
export type EcommerceDashboard = z.infer<typeof EcommerceDashboardSchema>;
