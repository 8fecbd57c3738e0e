import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '../../domain/sales/kinds';
import { invoiceAmounts } from '../../domain/sales/invoiceTotals';
import { documentCounters, environments, invoiceLines, invoices } from '../../server/modules/sales/tables';
import { startTestApp, type TestApp } from './harness';

// The demo invoices as the demo data leaves them: every status, numbers from 1 in issue-date
// order without gaps, totals that are their lines', and the counter where the next one continues.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('demo invoices', () => {
  it.each(['DEMO', 'ACME'] as const)(
    '%s has invoices in every status, numbered without gaps',
    async (code) => {
      const org = await t.orgId(code);
      const rows = await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.id_organization, org))
        .orderBy(asc(invoices.issue_date), asc(invoices.id));
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(INVOICE_STATUSES));
      const numbers = rows.map((r) => r.number).filter((n): n is number => n !== null);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      const [counter] = await t.db
        .select()
        .from(documentCounters)
        .where(and(eq(documentCounters.id_organization, org), eq(documentCounters.document, 'invoice')));
      expect(counter).toMatchObject({ document: 'invoice', last_number: numbers.length });
      const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoice_id, rows[0]!.id));
      const { subtotal, tax_total, total } = invoiceAmounts(lines);
      expect([rows[0]!.subtotal, rows[0]!.tax_total, rows[0]!.total]).toEqual([subtotal, tax_total, total]);
      const seeded = await t.db.select().from(environments).where(eq(environments.id_organization, org));
      expect(seeded.length).toBeGreaterThan(0);
    },
  );
});
