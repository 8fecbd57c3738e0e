import type { SeedLanguage } from '../../config';
import type { DbOrTx } from '../../db/client';
import { seedDemoClients } from './demoClients';
import { seedDemoOrders } from './orderSeed';
import { seedEnvironments, seedInvoices } from './invoiceSeed';

/**
 * The sales area's demo data for one organisation, after its catalogue, structure and people:
 * sellers and clients, then a year of orders in every status with their history, then invoices
 * and the clients' environments.
 */
export async function seedSales(
  tx: DbOrTx,
  organization: number,
  code: 'DEMO' | 'ACME',
  language: SeedLanguage,
): Promise<void> {
  await seedDemoClients(tx, organization, code, language);
  await seedDemoOrders(tx, organization, code);
  await seedInvoices(tx, organization, language);
  await seedEnvironments(tx, organization, language);
}
