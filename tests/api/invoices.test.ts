import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages, invoiceNumberLabel, type Invoice } from '../../domain/sales/invoice';
import { fieldMessages } from '../../domain/common/messages';
import { products } from '../../server/modules/catalogue/tables';
import { invoices, orderLines, orders } from '../../server/modules/sales/tables';
import { ACME_ADMIN, ADMIN, created, lastAudit } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';
import { SALES, SALES_REP, SUPPORT, clientOf } from './sales-support';

// Invoices over HTTP: exact totals, drafts made by hand or from an order, the status moves and
// the numbers they give (consecutive, even when sent together), who sees and changes which, the PDF.

let t: TestApp;
let client: number;
beforeAll(async () => {
  t = await startTestApp();
  client = await clientOf(t, 'DEMO');
});
afterAll(() => t.close());

const line = (fields: Record<string, unknown> = {}) => ({
  description: 'Consulting day',
  quantity: 1,
  unit_price: '100.00',
  tax_rate: '20',
  ...fields,
});
const draft = (fields: Record<string, unknown> = {}, as = ADMIN) =>
  created<Invoice>(t, '/invoices/', { client, lines: [line()], ...fields }, as);
const act = (id: number, action: string, as = ADMIN) => t.api('POST', `/invoices/${id}/${action}/`, { as });

describe('totals', () => {
  it('computes each line, its tax half up to the cent, and the totals in exact decimals', async () => {
    const invoice = await draft({
      lines: [
        line({ quantity: 3, unit_price: '19.99', tax_rate: '20' }), // 59.97, tax 11.994
        line({ quantity: 1, unit_price: '0.10', tax_rate: '5.5' }), // 0.10, tax 0.0055
        line({ quantity: 1, unit_price: '0.20', tax_rate: '0' }), // 0.1 + 0.2 is 0.30 here
      ],
    });
    expect(invoice.lines.map((l) => [l.line_total, l.tax_amount])).toEqual([
      ['59.97', '11.99'],
      ['0.10', '0.01'],
      ['0.20', '0.00'],
    ]);
    expect([invoice.subtotal, invoice.tax_total, invoice.total]).toEqual(['60.27', '12.00', '72.27']);
    expect(invoice).toMatchObject({
      status: 'draft',
      number: null,
      currency: 'EUR',
      client_name: 'Quayside Supplies',
    });
  });

  it('refuses amounts with more than two decimals, rates over 100 and totals the columns cannot hold', async () => {
    const res = await t.api('POST', '/invoices/', {
      as: ADMIN,
      body: { client, lines: [line({ unit_price: '1.005', tax_rate: '120' })] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      'lines.0.unit_price': [invoiceMessages.money],
      'lines.0.tax_rate': [invoiceMessages.taxRate],
    });
    const huge = await t.api('POST', '/invoices/', {
      as: ADMIN,
      body: { client, lines: [line({ quantity: 1_000_000, unit_price: '999999999999.99' })] },
    });
    expect(huge.json()).toEqual({ lines: [invoiceMessages.totalTooLarge] });
  });
});

describe('drafts', () => {
  it('needs a client and a line by hand, copies the client’s billing address, and dates it today', async () => {
    const missing = await t.api('POST', '/invoices/', { as: ADMIN, body: {} });
    expect(missing.json()).toEqual({
      client: ['This field is required.'],
      lines: [invoiceMessages.linesRequired],
    });
    const invoice = await draft();
    expect(invoice).toMatchObject({
      billing_address: '12 Quay Street',
      billing_city: 'Lyon',
      issue_date: new Date().toISOString().slice(0, 10),
    });
  });

  it('refuses a client or product of another organisation, and a due date before the issue date', async () => {
    const theirs = await clientOf(t, 'ACME');
    const res = await t.api('POST', '/invoices/', { as: ADMIN, body: { client: theirs, lines: [line()] } });
    expect(res.json()).toEqual({ client: [fieldMessages.referenceNotFound] });
    const [acmeProduct] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id_organization, await t.orgId('ACME')))
      .limit(1);
    const product = await t.api('POST', '/invoices/', {
      as: ADMIN,
      body: { client, lines: [line({ product: acmeProduct!.id })] },
    });
    expect(product.json()).toEqual({ lines: [fieldMessages.referenceNotFound] });
    const dates = await t.api('POST', '/invoices/', {
      as: ADMIN,
      body: { client, lines: [line()], issue_date: '2026-05-10', due_date: '2026-05-01' },
    });
    expect(dates.json()).toEqual({ due_date: [invoiceMessages.dueBeforeIssue] });
  });

  it('copies an order’s client, billing address, currency and lines, at the default tax rate', async () => {
    const org = await t.orgId('DEMO');
    const [product] = await t.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.id_organization, org))
      .limit(1);
    const [order] = await t.db
      .insert(orders)
      .values({
        id_organization: org,
        number: 9001,
        client_id: client,
        order_date: '2026-03-01',
        status: 'delivered',
        currency: 'USD',
        total_amount: '45.00',
        billing_address: '1 Order Lane',
        billing_city: 'Boston',
        created_by: (await t.login(ADMIN)).user.id,
      })
      .returning();
    await t.db.insert(orderLines).values([
      {
        order_id: order!.id,
        position: 0,
        product_id: product!.id,
        product_name: product!.name,
        sku: 'SKU-1',
        quantity: 3,
        unit_price: '15.00',
        line_total: '45.00',
      },
    ]);
    const invoice = await created<Invoice>(t, '/invoices/', { order: order!.id, due_date: '2099-01-01' });
    expect(invoice).toMatchObject({
      order: order!.id,
      order_number: 9001,
      client,
      currency: 'USD',
      billing_address: '1 Order Lane',
      billing_city: 'Boston',
      subtotal: '45.00',
      // The organisation's default tax rate (its sales parameters: 20 % unless changed).
      tax_total: '9.00',
      total: '54.00',
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        product: product!.id,
        description: `${product!.name} (SKU-1)`,
        quantity: 3,
        tax_rate: '20.00',
      }),
    ]);
    const otherClient = await clientOf(t, 'DEMO', 'Other Client');
    const refused = await t.api('POST', '/invoices/', {
      as: ADMIN,
      body: { order: order!.id, client: otherClient },
    });
    expect(refused.json()).toEqual({ client: [invoiceMessages.orderOfAnotherClient] });
    // A sales person invoices only the orders they may read (their own).
    const notTheirs = await t.api('POST', '/invoices/', { as: SALES, body: { order: order!.id } });
    expect(notTheirs.json()).toEqual({ order: [fieldMessages.referenceNotFound] });
  });

  it('changes a draft and recomputes its totals; a sent invoice is read-only (409) and never deleted', async () => {
    const invoice = await draft();
    const changed = await t.api('PATCH', `/invoices/${invoice.id}/`, {
      as: ADMIN,
      body: { lines: [line({ quantity: 2 }), line({ unit_price: '5.00', tax_rate: '10' })], notes: 'Net 30' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      subtotal: '205.00',
      tax_total: '40.50',
      total: '245.50',
      notes: 'Net 30',
    });
    expect((await act(invoice.id, 'send')).statusCode).toBe(200);
    const refused = await t.api('PATCH', `/invoices/${invoice.id}/`, { as: ADMIN, body: { notes: 'late' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: invoiceMessages.notEditable('sent') });
    const deleted = await t.api('DELETE', `/invoices/${invoice.id}/`, { as: ADMIN });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({ detail: invoiceMessages.notDeletable });
    const other = await draft();
    expect((await t.api('DELETE', `/invoices/${other.id}/`, { as: ADMIN })).statusCode).toBe(204);
  });

  it('says "Invoice not found." for an id it does not know or another organisation’s', async () => {
    const missing = await t.api('GET', '/invoices/999999/', { as: ADMIN });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: invoiceMessages.notFound });
    const theirs = await created<Invoice>(
      t,
      '/invoices/',
      { client: await clientOf(t, 'ACME'), lines: [line()] },
      ACME_ADMIN,
    );
    expect((await t.api('GET', `/invoices/${theirs.id}/`, { as: ADMIN })).json()).toEqual({
      detail: invoiceMessages.notFound,
    });
  });
});

describe('status moves', () => {
  it('sends (numbering it and dating it today, keeping the payment term), then pays; paid is final', async () => {
    const invoice = await draft({ issue_date: '2026-01-01', due_date: '2026-01-31' });
    const sent = (await act(invoice.id, 'send')).json() as Invoice;
    const today = new Date().toISOString().slice(0, 10);
    const due = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(sent).toMatchObject({ status: 'sent', issue_date: today, due_date: due });
    expect(sent.number).toEqual(expect.any(Number));
    expect(await lastAudit(t, 'Invoice', invoice.id)).toMatchObject({
      action: 'invoice.send',
      object_name: invoiceNumberLabel(sent.number!),
      before: { status: 'draft', number: null },
      after: { status: 'sent', number: sent.number },
    });
    expect((await act(invoice.id, 'pay')).json()).toMatchObject({ status: 'paid', number: sent.number });
    for (const action of ['send', 'pay', 'overdue', 'void']) {
      const res = await act(invoice.id, action);
      expect(res.statusCode, action).toBe(409);
      expect(res.json()).toEqual({ detail: invoiceMessages.moveRefused(action as never, 'paid') });
    }
  });

  it('refuses to pay or void a draft, and marks overdue only after the due date', async () => {
    const invoice = await draft();
    expect((await act(invoice.id, 'pay')).json()).toEqual({
      detail: invoiceMessages.moveRefused('pay', 'draft'),
    });
    expect((await act(invoice.id, 'void')).statusCode).toBe(409);
    await act(invoice.id, 'send');
    const early = await act(invoice.id, 'overdue');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: invoiceMessages.notYetDue });
    await t.db
      .update(invoices)
      .set({ issue_date: '2026-01-01', due_date: '2026-01-15' })
      .where(eq(invoices.id, invoice.id));
    expect((await act(invoice.id, 'overdue')).json()).toMatchObject({ status: 'overdue' });
    const voided = (await act(invoice.id, 'void')).json() as Invoice;
    expect(voided).toMatchObject({ status: 'void', number: expect.any(Number) });
  });

  it('gives drafts sent together consecutive numbers, without duplicates or gaps', async () => {
    const drafts = await Promise.all(Array.from({ length: 8 }, () => draft()));
    const answers = await Promise.all(drafts.map((d) => act(d.id, 'send')));
    expect(answers.map((a) => a.statusCode)).toEqual(drafts.map(() => 200));
    const numbers = answers.map((a) => (a.json() as Invoice).number!).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1)! - numbers[0]!).toBe(7);
    // Every number of the organisation from 1 up is used once.
    const all = await t.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id_organization, await t.orgId('DEMO')));
    const used = all
      .map((r) => r.number)
      .filter((n): n is number => n !== null)
      .sort((a, b) => a - b);
    expect(used).toEqual(used.map((_, i) => i + 1));
  });

  it('numbers each organisation on its own', async () => {
    const theirs = await created<Invoice>(
      t,
      '/invoices/',
      { client: await clientOf(t, 'ACME'), lines: [line()] },
      ACME_ADMIN,
    );
    const sent = (await act(theirs.id, 'send', ACME_ADMIN)).json() as Invoice;
    const acme = await t.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.id_organization, await t.orgId('ACME')), isNotNull(invoices.number)));
    // Acme's demo invoices are numbered 1 to n-1: this one is n, whatever Demo's count.
    expect(sent.number).toBe(acme.length);
  });
});

describe('who sees and changes which', () => {
  it('lets sales people see and change only their own invoices; support, without Sale, reads none', async () => {
    const mine = await draft({}, SALES);
    expect(mine.created_by).toBe((await t.login(SALES)).user.id);
    expect((await t.api('GET', `/invoices/${mine.id}/`, { as: SALES_REP })).statusCode).toBe(404);
    const repList = (await t.api('GET', '/invoices/?page_size=100', { as: SALES_REP })).json();
    expect(repList.results.map((r: Invoice) => r.id)).not.toContain(mine.id);
    expect((await act(mine.id, 'send', SALES)).statusCode).toBe(200);
    expect((await t.api('GET', `/invoices/${mine.id}/`, { as: SUPPORT })).statusCode).toBe(403);
    expect((await act(mine.id, 'pay', SUPPORT)).statusCode).toBe(403);
  });
});

describe('the list', () => {
  it('filters by status, client and issue date, and finds an invoice by number or client name', async () => {
    const special = await clientOf(t, 'DEMO', 'Quintal Lenses');
    const a = await draft({ client: special, issue_date: '2020-02-02' });
    const b = await draft({ client: special });
    const sent = (await act(b.id, 'send')).json() as Invoice;
    const ids = async (query: string) =>
      (
        (await t.api('GET', `/invoices/?page_size=100&${query}`, { as: ADMIN })).json().results as Invoice[]
      ).map((r) => r.id);
    expect(await ids(`client=${special}`)).toEqual([b.id, a.id]);
    expect(await ids(`client=${special}&status=draft`)).toEqual([a.id]);
    expect(await ids(`client=${special}&date_from=2025-01-01`)).toEqual([b.id]);
    expect(await ids('search=quintal')).toEqual([b.id, a.id]);
    expect(await ids(`search=${invoiceNumberLabel(sent.number!)}`)).toEqual([b.id]);
  });
});

describe('the PDF', () => {
  it('is a PDF of the invoice, titled with its number, in the language asked, for whoever reads it', async () => {
    const invoice = await draft();
    const sent = (await act(invoice.id, 'send')).json() as Invoice;
    const res = await t.api('GET', `/invoices/${invoice.id}/pdf/`, { as: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${invoiceNumberLabel(sent.number!)}.pdf"`,
    );
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(`(Invoice ${invoiceNumberLabel(sent.number!)})`);
    const arabic = await t.api('GET', `/invoices/${invoice.id}/pdf/?lang=ar`, { as: ADMIN });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.rawPayload.toString('latin1')).toContain('/Lang (ar)');
    expect((await t.api('GET', `/invoices/${invoice.id}/pdf/?lang=xx`, { as: ADMIN })).statusCode).toBe(400);
    expect((await t.api('GET', `/invoices/${invoice.id}/pdf/`, { as: SALES_REP })).statusCode).toBe(404);
    expect((await t.api('GET', `/invoices/${invoice.id}/pdf/`, { as: SUPPORT })).statusCode).toBe(403);
  });
});
