import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { clients, sellers } from './tables';

type DemoSeller = {
  code: string;
  name: string;
  level: 'junior' | 'intermediate' | 'senior' | 'lead';
  location: string;
  user?: string;
};
type DemoClient = { code: string; kind: 'person' | 'company'; name: string; city: string; country: string };

const SELLERS: Record<'DEMO' | 'ACME', DemoSeller[]> = {
  DEMO: [
    { code: 'S_SAMI', name: 'Sami Sales', level: 'senior', location: 'Lyon', user: 'sales@demo.local' },
    {
      code: 'S_RITA',
      name: 'Rita Rep',
      level: 'intermediate',
      location: 'Paris',
      user: 'sales_rep@demo.local',
    },
    { code: 'S_NOAH', name: 'Noah Field', level: 'junior', location: 'Marseille' },
  ],
  ACME: [{ code: 'S_ALMA', name: 'Alma Seller', level: 'lead', location: 'Berlin' }],
};

const CLIENTS: Record<'DEMO' | 'ACME', DemoClient[]> = {
  DEMO: [
    { code: 'C_BRIGHTSIDE', kind: 'company', name: 'Brightside Retail', city: 'Lyon', country: 'FR' },
    { code: 'C_NORTHWIND', kind: 'company', name: 'Northwind Traders', city: 'Lille', country: 'FR' },
    { code: 'C_BLUEHARBOR', kind: 'company', name: 'Blue Harbor Hotels', city: 'Nice', country: 'FR' },
    { code: 'C_ELENA', kind: 'person', name: 'Elena Marchetti', city: 'Turin', country: 'IT' },
    { code: 'C_OMAR', kind: 'person', name: 'Omar Haddad', city: 'Casablanca', country: 'MA' },
    { code: 'C_GREENLEAF', kind: 'company', name: 'Greenleaf Offices', city: 'Geneva', country: 'CH' },
    { code: 'C_LIWEI', kind: 'person', name: 'Li Wei', city: 'Shanghai', country: 'CN' },
    { code: 'C_ATLAS', kind: 'company', name: 'Atlas Coworking', city: 'Bordeaux', country: 'FR' },
  ],
  ACME: [
    { code: 'C_HANSA', kind: 'company', name: 'Hansa Supplies', city: 'Hamburg', country: 'DE' },
    { code: 'C_GRETA', kind: 'person', name: 'Greta Vogel', city: 'Munich', country: 'DE' },
    { code: 'C_RHEIN', kind: 'company', name: 'Rhein Logistics', city: 'Cologne', country: 'DE' },
  ],
};

/**
 * A small set of sellers and clients for an organisation that has no clients yet, so that its
 * demo orders have someone to be for. Does nothing when the organisation already has clients.
 */
export async function seedDemoClients(
  tx: DbOrTx,
  organization: number,
  code: 'DEMO' | 'ACME',
): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(clients)
    .where(eq(clients.id_organization, organization));
  if (Number(existing?.n ?? 0) > 0) return;
  const emails = SELLERS[code].flatMap((s) => (s.user ? [s.user] : []));
  const accounts = emails.length
    ? await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.id_organization, organization), inArray(users.email, emails)))
    : [];
  const seller = await tx
    .insert(sellers)
    .values(
      SELLERS[code].map(({ user, ...s }) => ({
        ...s,
        id_organization: organization,
        email: `${s.code.toLowerCase().replace('s_', '')}@${code.toLowerCase()}.example.com`,
        start_date: '2023-01-02',
        user_id: accounts.find((a) => a.email === user)?.id ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: sellers.id });
  await tx.insert(clients).values(
    CLIENTS[code].map((c, i) => ({
      id_organization: organization,
      code: c.code,
      kind: c.kind,
      name: c.name,
      email: `contact@${c.code.slice(2).toLowerCase()}.example.com`,
      status: 'active' as const,
      seller_id: seller.length ? seller[i % seller.length]!.id : null,
      billing_address: `${10 + i} Market Street`,
      billing_city: c.city,
      billing_country: c.country,
      shipping_address: `${10 + i} Market Street`,
      shipping_city: c.city,
      shipping_country: c.country,
    })),
  );
}
