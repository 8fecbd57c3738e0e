import { eq } from 'drizzle-orm';
import type { SeedLanguage } from '../../config';
import type { DbOrTx } from '../../db/client';
import { seedDemoClients } from './demoClients';
import { seedDemoOrders } from './orderSeed';
import { seedEnvironments, seedInvoices } from './invoiceSeed';
import { environments, invoices } from './tables';

/** Whether the organisation already has rows in `table` (the seed runs at every start). */
const hasAny = async (tx: DbOrTx, table: typeof invoices | typeof environments, organization: number) =>
  (await tx.select({ id: table.id }).from(table).where(eq(table.id_organization, organization)).limit(1))
    .length > 0;

/**
 * The sales area's demo data for one organisation, after its catalogue, structure and people:
 * sellers and clients, then a year of orders in every status with their history, then invoices
 * and the clients' environments. It runs at every start: each part only where the organisation
 * has none of it yet.
 */
export async function seedSales(
  tx: DbOrTx,
  organization: number,
  code: 'DEMO' | 'ACME',
  language: SeedLanguage,
): Promise<void> {
  await seedDemoClients(tx, organization, code, language);
  await seedDemoOrders(tx, organization, code);
  if (!(await hasAny(tx, invoices, organization))) await seedInvoices(tx, organization, language);
  if (!(await hasAny(tx, environments, organization))) await seedEnvironments(tx, organization, language);
}
