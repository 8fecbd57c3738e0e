import { z } from 'zod';
import { choiceListQuery } from '../common/choices';

/**
 * What the invoice and environment forms and filters choose from: the organisation's clients,
 * and for an invoice the orders the caller may invoice. Pickers' lists, searched a page at a time;
 * not the client resource (an invoice may name a client its writer may not read).
 */
export const ClientChoiceSchema = z
  .object({ id: z.number().int(), name: z.string(), code: z.string() })
  .meta({ id: 'ClientChoice' });
export type ClientChoice = z.infer<typeof ClientChoiceSchema>;
export const ClientChoiceQuerySchema = choiceListQuery(['name', 'code']);

export const OrderChoiceSchema = z
  .object({
    id: z.number().int(),
    number: z.number().int(),
    client: z.number().int(),
    client_name: z.string(),
    order_date: z.string(),
    status: z.string(),
    currency: z.string(),
    total_amount: z.string(),
  })
  .meta({ id: 'OrderChoice' });
export type OrderChoice = z.infer<typeof OrderChoiceSchema>;
export const OrderChoiceQuerySchema = choiceListQuery(['order_date', 'number']);

/**
 * A product an order's line may name: any of the organisation's, as the server prices lines,
 * with the price it would be ordered at now and why it cannot be sold, if it cannot (the server
 * refuses such a line with that reason).
 */
export const OrderProductChoiceSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    sku: z.string(),
    /** The unit price now, exact, or null when the product has none. */
    price: z.string().nullable(),
    sale_blocker: z.enum(['not_for_sale', 'out_of_stock']).nullable(),
  })
  .meta({ id: 'OrderProductChoice' });
export type OrderProductChoice = z.infer<typeof OrderProductChoiceSchema>;
export const OrderProductChoiceQuerySchema = choiceListQuery(['name', 'sku']);
