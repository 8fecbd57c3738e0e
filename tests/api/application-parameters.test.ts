import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PARAMETERS,
  dueDateAfter,
  parameterMessages,
  type ApplicationParameters,
  type TabParameters,
} from '../../domain/parameters/applicationParameters';
import type { Invoice } from '../../domain/sales/invoice';
import { ACME_ADMIN, ADMIN, CLIENT_ADMIN, lastAudit, MANAGER, SUPERUSER, USER } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';
import { SALES, clientOf } from './sales-support';

// The application parameters over HTTP: every member of the organisation reads them, those who
// may update Settings change them a tab at a time, another organisation's are out of reach, and
// the product reads them: orders and invoices, dashboards, analytics, clients' notifications.

let t: TestApp;
let demo: number;
let acme: number;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.orgId('DEMO');
  acme = await t.orgId('ACME');
});
afterAll(() => t.close());

const read = async (as: string, query = '') => {
  const res = await t.api('GET', `/application-parameters/${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ApplicationParameters;
};
const put = <K extends keyof TabParameters>(tab: K, body: unknown, as = ADMIN, query = '') =>
  t.api('PUT', `/application-parameters/${tab}/${query}`, { as, body: body as never });

describe('reading', () => {
  it('gives every signed-in member of the organisation its parameters, the defaults until saved', async () => {
    for (const as of [ADMIN, USER, SALES, MANAGER, CLIENT_ADMIN]) {
      expect(await read(as)).toEqual({ ...DEFAULT_PARAMETERS, updated_at: null });
    }
    expect((await t.api('GET', '/application-parameters/')).statusCode).toBe(401);
  });

  it('answers 404 for another organisation named by someone who may not read it', async () => {
    expect(
      (await t.api('GET', `/application-parameters/?organization=${acme}`, { as: ADMIN })).statusCode,
    ).toBe(404);
    expect(
      (await t.api('GET', `/application-parameters/?organization=${demo}`, { as: ADMIN })).statusCode,
    ).toBe(200);
    expect(
      (await t.api('GET', '/application-parameters/?organization=987654', { as: SUPERUSER })).statusCode,
    ).toBe(404);
    expect((await read(SUPERUSER, `?organization=${acme}`)).sales.currency).toBe('EUR');
  });
});

describe('changing a tab', () => {
  it('replaces that tab only, for an administrator, with an audit row of before and after', async () => {
    const res = await put('catalogue', {
      low_stock_threshold: 25,
      default_priority: 'high',
      default_minimum_order_quantity: 6,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as ApplicationParameters;
    expect(saved.catalogue).toEqual({
      low_stock_threshold: 25,
      default_priority: 'high',
      default_minimum_order_quantity: 6,
    });
    expect(saved.updated_at).not.toBeNull();
    expect(await read(USER)).toEqual(saved);
    expect(await lastAudit(t, 'ApplicationParameters', demo)).toMatchObject({
      action: 'application_parameters.update',
      id_organization: demo,
      before: { catalogue: DEFAULT_PARAMETERS.catalogue },
      after: { catalogue: saved.catalogue },
    });

    const sales = await put('sales', { currency: 'GBP', default_tax_rate: '7.5', payment_terms_days: 30 });
    expect(sales.statusCode, sales.body).toBe(200);
    const both = sales.json() as ApplicationParameters;
    expect(both.sales).toEqual({ currency: 'GBP', default_tax_rate: '7.5', payment_terms_days: 30 });
    expect(both.catalogue).toEqual(saved.catalogue);
    expect(both.general).toEqual(DEFAULT_PARAMETERS.general);
    // Another organisation keeps its own.
    expect(await read(ACME_ADMIN)).toEqual({ ...DEFAULT_PARAMETERS, updated_at: null });
  });

  it('refuses what the tab’s schema refuses, on its fields, and changes nothing', async () => {
    const before = await read(ADMIN);
    const cases: [keyof TabParameters, unknown, Record<string, string[]>][] = [
      [
        'sales',
        { currency: 'XYZ', default_tax_rate: '120', payment_terms_days: 400 },
        {
          default_tax_rate: [parameterMessages.taxRate],
          payment_terms_days: [parameterMessages.paymentTerms],
        },
      ],
      [
        'sales',
        { currency: 'EUR', default_tax_rate: '1.234', payment_terms_days: 1.5 },
        {
          default_tax_rate: [parameterMessages.taxRate],
          payment_terms_days: [parameterMessages.paymentTerms],
        },
      ],
      [
        'catalogue',
        { low_stock_threshold: -1, default_priority: 'urgent', default_minimum_order_quantity: 0 },
        {
          low_stock_threshold: [parameterMessages.lowStockThreshold],
          default_minimum_order_quantity: [parameterMessages.minimumOrderQuantity],
        },
      ],
      [
        'notifications',
        {
          client_messages: DEFAULT_PARAMETERS.notifications.client_messages.map((p) => ({
            ...p,
            message: 'invoice',
          })),
        },
        { client_messages: [parameterMessages.eachSwitchOnce] },
      ],
    ];
    for (const [tab, body, fields] of cases) {
      const res = await put(tab, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject(fields);
    }
    expect(
      (await put('sales', { currency: 'XYZ', default_tax_rate: '5', payment_terms_days: null })).json(),
    ).toHaveProperty('currency');
    expect((await put('general', { dashboard_period: '30', page_size: 10 })).statusCode).toBe(400);
    expect((await put('general', {})).statusCode).toBe(400);
    expect(await read(ADMIN)).toEqual(before);
  });

  it('is for those who may update Settings in the organisation: never CLIENT_ADMIN, sales or users', async () => {
    const body = { dashboard_period: '7' };
    for (const as of [USER, SALES, MANAGER, CLIENT_ADMIN]) {
      expect((await put('general', body, as)).statusCode, as).toBe(403);
    }
    // Another organisation's: not found for its neighbour, changed by a superuser.
    expect((await put('general', body, ADMIN, `?organization=${acme}`)).statusCode).toBe(404);
    expect((await put('general', body, ADMIN, '?organization=987654')).statusCode).toBe(404);
    const bySuperuser = await put('general', { dashboard_period: '365' }, SUPERUSER, `?organization=${acme}`);
    expect(bySuperuser.statusCode, bySuperuser.body).toBe(200);
    expect((await read(ACME_ADMIN)).general.dashboard_period).toBe('365');
    expect((await read(ADMIN)).general).toEqual(DEFAULT_PARAMETERS.general);
  });
});

describe('what the product reads', () => {
  it('prices orders and invoices in the currency, rates new lines and dates their due date by the terms', async () => {
    await put('sales', { currency: 'GBP', default_tax_rate: '7.5', payment_terms_days: 30 });
    const client = await clientOf(t, 'DEMO');
    const res = await t.api('POST', '/invoices/', {
      as: ADMIN,
      body: {
        client,
        issue_date: '2026-05-10',
        lines: [{ description: 'Audit', quantity: 2, unit_price: '100.00' }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json() as Invoice;
    expect(invoice).toMatchObject({
      currency: 'GBP',
      due_date: dueDateAfter('2026-05-10', 30),
      subtotal: '200.00',
      tax_total: '15.00',
      total: '215.00',
    });
    expect(invoice.due_date).toBe('2026-06-09');
    expect(invoice.lines[0]!.tax_rate).toBe('7.50');
    // A rate or a due date given (none: null) is kept.
    const given = await t.api('POST', '/invoices/', {
      as: ADMIN,
      body: {
        client,
        due_date: null,
        lines: [{ description: 'Audit', quantity: 1, unit_price: '10.00', tax_rate: '0' }],
      },
    });
    expect(given.json()).toMatchObject({ due_date: null, tax_total: '0.00' });
    // Without terms, no due date unless one is typed.
    await put('sales', { currency: 'EUR', default_tax_rate: '20', payment_terms_days: null });
    const noTerms = await t.api('POST', '/invoices/', {
      as: ADMIN,
      body: { client, lines: [{ description: 'Audit', quantity: 1, unit_price: '10.00' }] },
    });
    expect(noTerms.json()).toMatchObject({ due_date: null, currency: 'EUR', tax_total: '2.00' });
  });

  it('flags low stock at the threshold in analytics and on the ecommerce dashboard', async () => {
    await put('catalogue', {
      low_stock_threshold: 0,
      default_priority: 'medium',
      default_minimum_order_quantity: 1,
    });
    const none = (await t.api('GET', '/products/analytics/', { as: ADMIN })).json().totals;
    expect(none.low_stock_threshold).toBe(0);
    await put('catalogue', {
      low_stock_threshold: 1_000_000,
      default_priority: 'medium',
      default_minimum_order_quantity: 1,
    });
    const all = (await t.api('GET', '/products/analytics/', { as: ADMIN })).json().totals;
    expect(all.low_stock_threshold).toBe(1_000_000);
    expect(all.low_stock).toBe(all.products);
    const dashboard = (await t.api('GET', '/dashboards/ecommerce/', { as: ADMIN })).json();
    expect(dashboard.stock.threshold).toBe(1_000_000);
  });

  it('opens the dashboards on the organisation’s period unless one is named', async () => {
    const period = async () =>
      (await t.api('GET', '/dashboards/ecommerce/', { as: ADMIN })).json().period.date_preset;
    expect(await period()).toBe('30');
    await put('general', { dashboard_period: '90' });
    expect(await period()).toBe('90');
    const named = (await t.api('GET', '/dashboards/ecommerce/?date_preset=7', { as: ADMIN })).json();
    expect(named.period.date_preset).toBe('7');
  });

  it('gives a client who never chose the organisation’s notification defaults', async () => {
    const client = await clientOf(t, 'DEMO', 'Never chose Ltd');
    const grid = async () =>
      (await t.api('GET', `/clients/${client}/notifications/`, { as: MANAGER })).json().preferences as {
        message: string;
        channel: string;
        enabled: boolean;
      }[];
    expect(await grid()).toEqual(DEFAULT_PARAMETERS.notifications.client_messages);
    const everySms = DEFAULT_PARAMETERS.notifications.client_messages.map((p) => ({
      ...p,
      enabled: p.channel === 'sms',
    }));
    expect((await put('notifications', { client_messages: everySms })).statusCode).toBe(200);
    expect(await grid()).toEqual(everySms);
    // A client's own choice stands over the defaults.
    await t.api('PUT', `/clients/${client}/notifications/`, {
      as: MANAGER,
      body: { preferences: [{ message: 'invoice', channel: 'email', enabled: true }] },
    });
    expect((await grid()).filter((p) => p.enabled).map((p) => `${p.message}/${p.channel}`)).toContain(
      'invoice/email',
    );
  });
});
