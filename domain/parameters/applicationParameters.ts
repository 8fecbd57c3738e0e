import { z } from 'zod';
import { PRIORITIES } from '../catalogue/product';
import { DATE_RANGE_PRESETS, OrganizationFilterFields } from '../common/pagination';
import {
  eachSwitchOnceMessage,
  NOTIFICATION_SWITCHES,
  notificationGrid,
  switchList,
  type NotificationPreference,
} from '../sales/clientNotifications';
import { TAX_RATE_PATTERN } from '../sales/invoiceTotals';

// An organisation's application parameters, by tab. Each one is read by the product: a screen's
// starting value or a rule of the server. One row per organisation; an organisation that never
// saved any has the defaults below.

export const PARAMETER_TABS = ['general', 'sales', 'catalogue', 'notifications'] as const;
export type ParameterTab = (typeof PARAMETER_TABS)[number];

/** ISO 4217 codes an organisation may price in. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AED', 'SAR', 'MAD', 'CNY', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PAYMENT_TERMS_MAX = 365;
export const STOCK_LIMIT_MAX = 1_000_000;

export const parameterMessages = {
  taxRate: 'Enter a rate from 0 to 100 with at most two decimals.',
  paymentTerms: `Enter a number of days from 0 to ${PAYMENT_TERMS_MAX}, or leave it empty.`,
  lowStockThreshold: `Enter a whole number from 0 to ${STOCK_LIMIT_MAX}.`,
  minimumOrderQuantity: `Enter a whole number from 1 to ${STOCK_LIMIT_MAX}.`,
  eachSwitchOnce: eachSwitchOnceMessage,
} as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** General: the period the dashboards open on when none is named. */
export const GeneralParametersSchema = z
  .strictObject({ dashboard_period: z.enum(DATE_RANGE_PRESETS) })
  .meta({ id: 'GeneralParameters' });
export type GeneralParameters = z.infer<typeof GeneralParametersSchema>;

/**
 * Sales: the currency new orders and invoices are priced in and every screen shows money in; the
 * tax rate a new invoice line starts with (written by hand or copied from an order); the days a
 * new invoice is due after its issue date (none: no due date unless one is typed).
 */
export const SalesParametersSchema = z
  .strictObject({
    currency: z.enum(CURRENCIES),
    default_tax_rate: z
      .string({ error: parameterMessages.taxRate })
      .trim()
      .regex(TAX_RATE_PATTERN, parameterMessages.taxRate)
      .refine((rate) => Number(rate) <= 100, parameterMessages.taxRate),
    payment_terms_days: wholeNumber(0, PAYMENT_TERMS_MAX, parameterMessages.paymentTerms).nullable(),
  })
  .meta({ id: 'SalesParameters' });
export type SalesParameters = z.infer<typeof SalesParametersSchema>;

/**
 * Catalogue: stock at or below the threshold is low (the product list's filter, the dashboards,
 * analytics); a new product starts with the default priority and minimum order quantity.
 */
export const CatalogueParametersSchema = z
  .strictObject({
    low_stock_threshold: wholeNumber(0, STOCK_LIMIT_MAX, parameterMessages.lowStockThreshold),
    default_priority: z.enum(PRIORITIES),
    default_minimum_order_quantity: wholeNumber(1, STOCK_LIMIT_MAX, parameterMessages.minimumOrderQuantity),
  })
  .meta({ id: 'CatalogueParameters' });
export type CatalogueParameters = z.infer<typeof CatalogueParametersSchema>;

/** Notifications: the messages a client who never chose receives, by channel. */
export const NotificationParametersSchema = z
  .strictObject({
    /** Every message and channel, once each. */
    client_messages: switchList().length(NOTIFICATION_SWITCHES),
  })
  .meta({ id: 'NotificationParameters' });
export type NotificationParameters = z.infer<typeof NotificationParametersSchema>;

/** Each tab's schema: the body of its PUT and its part of the answer. */
export const PARAMETER_TAB_SCHEMAS = {
  general: GeneralParametersSchema,
  sales: SalesParametersSchema,
  catalogue: CatalogueParametersSchema,
  notifications: NotificationParametersSchema,
} as const;

export type TabParameters = {
  general: GeneralParameters;
  sales: SalesParameters;
  catalogue: CatalogueParameters;
  notifications: NotificationParameters;
};

export const ApplicationParametersSchema = z
  .object({
    ...PARAMETER_TAB_SCHEMAS,
    /** When they were last changed; null while the organisation has the defaults. */
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'ApplicationParameters' });
export type ApplicationParameters = z.infer<typeof ApplicationParametersSchema>;

/** `?organization=`: another organisation's parameters, for those who may read it. */
export const ParametersQuerySchema = z.strictObject(OrganizationFilterFields);

/** Every message × channel: on by email, off by SMS. */
export const DEFAULT_CLIENT_MESSAGES: NotificationPreference[] = notificationGrid([]);

export const DEFAULT_PARAMETERS: TabParameters = {
  general: { dashboard_period: '30' },
  sales: { currency: 'EUR', default_tax_rate: '20', payment_terms_days: null },
  catalogue: { low_stock_threshold: 10, default_priority: 'medium', default_minimum_order_quantity: 1 },
  notifications: { client_messages: DEFAULT_CLIENT_MESSAGES },
};

/** The due date of an invoice issued on `issueDate` (YYYY-MM-DD) under the terms; null without terms. */
export function dueDateAfter(issueDate: string, termsDays: number | null): string | null {
  if (termsDays === null) return null;
  const date = new Date(`${issueDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + termsDays);
  return date.toISOString().slice(0, 10);
}
