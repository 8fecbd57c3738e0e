import { z } from 'zod';

/**
 * What the invoice and environment forms choose from: the organisation's clients, and for an
 * invoice the orders the caller may invoice. A picker's list, capped; not a client resource.
 */
export const SALES_CHOICES_LIMIT = 500;

export const ClientChoiceSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type ClientChoice = z.infer<typeof ClientChoiceSchema>;

export const OrderChoiceSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  client: z.number().int(),
  order_date: z.string(),
  status: z.string(),
  currency: z.string(),
  total_amount: z.string(),
});
export type OrderChoice = z.infer<typeof OrderChoiceSchema>;

export const InvoiceChoicesSchema = z
  .object({
    clients: z.array(ClientChoiceSchema),
    orders: z.array(OrderChoiceSchema),
    /** The currency a draft written by hand is in: the organisation's (its catalogue settings). */
    currency: z.string(),
  })
  .meta({ id: 'InvoiceChoices' });
export type InvoiceChoices = z.infer<typeof InvoiceChoicesSchema>;

export const EnvironmentChoicesSchema = z
  .object({ clients: z.array(ClientChoiceSchema) })
  .meta({ id: 'EnvironmentChoices' });
