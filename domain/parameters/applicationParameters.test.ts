import { describe, expect, it } from 'vitest';
import {
  CatalogueParametersSchema,
  DEFAULT_PARAMETERS,
  dueDateAfter,
  NotificationParametersSchema,
  PARAMETER_TAB_SCHEMAS,
  PARAMETER_TABS,
  parameterMessages,
  SalesParametersSchema,
} from './applicationParameters';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('application parameters', () => {
  it('defaults to what each tab’s schema takes', () => {
    for (const tab of PARAMETER_TABS) {
      expect(PARAMETER_TAB_SCHEMAS[tab].parse(DEFAULT_PARAMETERS[tab])).toEqual(DEFAULT_PARAMETERS[tab]);
    }
  });

  it('takes a tax rate from 0 to 100 with two decimals at most, payment terms of 0 to 365 days or none', () => {
    const sales = (fields: object) =>
      SalesParametersSchema.safeParse({ ...DEFAULT_PARAMETERS.sales, ...fields });
    for (const rate of ['0', '5.5', '19.99', '100'])
      expect(sales({ default_tax_rate: rate }).success).toBe(true);
    for (const rate of ['100.01', '-1', '1.234', 'ten', ''])
      expect(issues(sales({ default_tax_rate: rate }))).toEqual({
        default_tax_rate: parameterMessages.taxRate,
      });
    for (const days of [0, 30, 365, null]) expect(sales({ payment_terms_days: days }).success).toBe(true);
    for (const days of [-1, 366, 1.5])
      expect(issues(sales({ payment_terms_days: days }))).toEqual({
        payment_terms_days: parameterMessages.paymentTerms,
      });
  });

  it('keeps stock limits whole and within range, and each notification switch once', () => {
    const catalogue = CatalogueParametersSchema.safeParse({
      low_stock_threshold: 0.5,
      default_priority: 'medium',
      default_minimum_order_quantity: 0,
    });
    expect(issues(catalogue)).toEqual({
      low_stock_threshold: parameterMessages.lowStockThreshold,
      default_minimum_order_quantity: parameterMessages.minimumOrderQuantity,
    });
    const twice = DEFAULT_PARAMETERS.notifications.client_messages.map((p) => ({ ...p, channel: 'email' }));
    expect(issues(NotificationParametersSchema.safeParse({ client_messages: twice }))).toEqual({
      client_messages: parameterMessages.eachSwitchOnce,
    });
  });

  it('dates an invoice due the terms’ days after its issue, across months and years; none without terms', () => {
    expect(dueDateAfter('2026-05-10', 30)).toBe('2026-06-09');
    expect(dueDateAfter('2026-12-15', 30)).toBe('2027-01-14');
    expect(dueDateAfter('2028-02-28', 1)).toBe('2028-02-29');
    expect(dueDateAfter('2026-05-10', 0)).toBe('2026-05-10');
    expect(dueDateAfter('2026-05-10', null)).toBeNull();
  });
});
