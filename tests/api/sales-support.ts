import { and, eq } from 'drizzle-orm';
import { clients } from '../../server/modules/sales/tables';
import type { TestApp } from './harness';
import { newCode } from './catalogue-support';

export const SUPPORT = 'support@demo.local';
export const SALES = 'sales@demo.local';
export const SALES_REP = 'sales_rep@demo.local';
export const ACME_CLIENT_ADMIN = 'client_admin@acme.sales.local';

/** The organisation an account of the tests belongs to, by its address. */
export const orgOfEmail = (email: string): 'DEMO' | 'ACME' => (email.includes('acme') ? 'ACME' : 'DEMO');

/**
 * A client of the organisation, written straight to its table: the tests of invoices and
 * environments need one to point at, not the clients' own routes. The same name is the same client.
 */
export async function clientOf(t: TestApp, org: 'DEMO' | 'ACME', name = 'Harbour Tools'): Promise<number> {
  const id_organization = await t.orgId(org);
  const [found] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id_organization, id_organization), eq(clients.name, name)));
  if (found) return found.id;
  const [row] = await t.db
    .insert(clients)
    .values({
      id_organization,
      code: newCode('CL'),
      kind: 'company',
      name,
      email: 'billing@harbour.example',
      billing_address: '12 Quay Street',
      billing_city: 'Lyon',
      billing_postal_code: '69002',
      billing_country: 'France',
    })
    .returning({ id: clients.id });
  return row!.id;
}
