import { and, asc, eq } from 'drizzle-orm';
import { clients, environments } from '../../server/modules/sales/tables';
import { supportTickets } from '../../server/modules/support/tables';
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
export async function clientOf(
  t: TestApp,
  org: 'DEMO' | 'ACME',
  name = 'Quayside Supplies',
): Promise<number> {
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

/**
 * What the contract suites need of the sales area in an organisation whose demo data has none:
 * a client (the clients come with their own screens and seed), a client environment and a support
 * ticket, which no demo administrator may create, written straight to their tables. Returns the
 * client's id.
 */
export async function salesRowsOf(t: TestApp, org: 'DEMO' | 'ACME'): Promise<number> {
  const id_organization = await t.orgId(org);
  const [existing] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id_organization, id_organization))
    .orderBy(asc(clients.id))
    .limit(1);
  const client = existing?.id ?? (await clientOf(t, org, 'Matrix Client'));
  const [environment] = await t.db
    .select({ id: environments.id })
    .from(environments)
    .where(eq(environments.id_organization, id_organization))
    .limit(1);
  if (!environment)
    await t.db
      .insert(environments)
      .values({ id_organization, client_id: client, name: 'Matrix', kind: 'test' });
  const [ticket] = await t.db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.id_organization, id_organization))
    .limit(1);
  if (!ticket)
    await t.db.insert(supportTickets).values({ id_organization, client_id: client, subject: 'Matrix' });
  return client;
}
