import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATES } from './orderStatus';

// What a client's or a seller's details show of their orders: counts and revenue computed from
// the orders themselves, and the orders as a table. Revenue counts the orders that were not
// cancelled or refunded, per currency (amounts are exact decimals, as strings).

export const REVENUE_EXCLUDED_STATUSES = ['cancelled', 'refunded'] as const;

export const OrderSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.number().int(),
    order_date: z.string(),
    status: z.enum(ORDER_STATUSES),
    payment: z.enum(PAYMENT_STATES),
    currency: z.string(),
    total_amount: z.string(),
    client_id: z.number().int(),
    client_name: z.string(),
    seller_id: z.number().int().nullable(),
    seller_name: z.string().nullable(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const PartyOverviewSchema = z
  .object({
    orders_count: z.number().int(),
    /** Orders neither delivered, cancelled nor refunded. */
    open_orders_count: z.number().int(),
    revenue: z.array(z.object({ currency: z.string(), amount: z.string() })),
    last_order: OrderSummarySchema.nullable(),
    /** A seller's clients; null for a client. */
    clients_count: z.number().int().nullable(),
  })
  .meta({ id: 'PartyOverview' });
export type PartyOverview = z.infer<typeof PartyOverviewSchema>;

export const ClientHistoryEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.string(),
    actor_id: z.number().int().nullable(),
    actor_email: z.string().nullable(),
    /** The fields changed, before and after. */
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ClientHistoryEntry' });
export type ClientHistoryEntry = z.infer<typeof ClientHistoryEntrySchema>;
