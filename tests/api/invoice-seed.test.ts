import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '../../domain/sales/kinds';
import { documentCounters, environments, invoices } from '../../server/modules/sales/tables';
import { seedEnvironments, seedInvoices } from '../../server/modules/sales/invoiceSeed';
import { startTestApp, type TestApp } from './harness';
import { clientOf } from './sales-support';

// The demo invoices: every status, numbers from 1 in issue-date order without gaps, and the
// counter left where the next invoice sent continues.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('demo invoices', () => {
  it('seeds invoices in every status, numbered without gaps in issue-date order', async () => {
    const org = await t.orgId('ACME');
    for (let i = 0; i < 10; i++) await clientOf(t, 'ACME', `Seed Client ${i}`);
    await seedInvoices(t.db, org, 'en', Date.parse('2026-06-15T12:00:00Z'));
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
      .where(eq(documentCounters.id_organization, org));
    expect(counter).toMatchObject({ document: 'invoice', last_number: numbers.length });
    await seedEnvironments(t.db, org, 'fr');
    const seeded = await t.db.select().from(environments).where(eq(environments.id_organization, org));
    // Eight clients, each a production and a staging environment, every third a test one too.
    expect(seeded).toHaveLength(19);
  });
});
