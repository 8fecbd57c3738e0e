import { eq, inArray } from 'drizzle-orm';
import type { SeedLanguage } from '../../config';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { DEMO_PARTIES } from './partiesSeed';
import { clientContacts, clientNotificationPreferences } from './partyTables';
import { clients, sellers } from './tables';

/**
 * A demo organisation's sellers (some are the demo sales accounts) and clients (persons and
 * companies with their addresses, some with portal contacts), in the seed's language. Made once:
 * an organisation that has sellers already keeps them, and their ids are returned.
 */
export async function seedDemoClients(
  tx: DbOrTx,
  organization: number,
  code: 'DEMO' | 'ACME',
  language: SeedLanguage,
): Promise<{ clients: number[]; sellers: number[] }> {
  const existing = await tx
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.id_organization, organization))
    .orderBy(sellers.id);
  if (existing.length) {
    const known = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id_organization, organization))
      .orderBy(clients.id);
    return { clients: known.map((c) => c.id), sellers: existing.map((s) => s.id) };
  }

  const data = DEMO_PARTIES[code];
  const accountEmails = data.sellers.flatMap((s) => (s.account ? [s.account] : []));
  const accounts = accountEmails.length
    ? await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, accountEmails))
    : [];
  const accountOf = new Map(accounts.map((a) => [a.email, a.id]));

  const sellerIds = new Map<string, number>();
  for (const s of data.sellers) {
    const [row] = await tx
      .insert(sellers)
      .values({
        id_organization: organization,
        code: s.code,
        name: s.name[language],
        email: s.email,
        phone: s.phone,
        location: s.location[language],
        level: s.level,
        website: s.website,
        start_date: s.start_date,
        end_date: s.end_date ?? null,
        user_id: s.account ? (accountOf.get(s.account) ?? null) : null,
        notes: s.notes[language],
      })
      .returning({ id: sellers.id });
    sellerIds.set(s.code, row!.id);
  }

  const clientIds: number[] = [];
  for (const c of data.clients) {
    const shipping = c.shipping ?? c.billing;
    const [row] = await tx
      .insert(clients)
      .values({
        id_organization: organization,
        code: c.code,
        kind: c.kind,
        name: c.name[language],
        email: c.email,
        phone: c.phone,
        tax_id: c.tax_id ?? '',
        status: c.status,
        notes: c.notes?.[language] ?? '',
        seller_id: c.seller ? sellerIds.get(c.seller)! : null,
        billing_address: c.billing.address[language],
        billing_city: c.billing.city[language],
        billing_postal_code: c.billing.postal_code,
        billing_country: c.billing.country[language],
        shipping_address: shipping.address[language],
        shipping_city: shipping.city[language],
        shipping_postal_code: shipping.postal_code,
        shipping_country: shipping.country[language],
      })
      .returning({ id: clients.id });
    clientIds.push(row!.id);
    for (const p of c.portal ?? []) {
      await tx.insert(clientContacts).values({
        id_organization: organization,
        client_id: row!.id,
        name: p.name[language],
        email: p.email,
        access_level: p.access_level,
        enabled: p.enabled,
      });
    }
    // Companies with a portal also want their shipping news by SMS.
    if (c.portal?.length) {
      await tx
        .insert(clientNotificationPreferences)
        .values({ client_id: row!.id, message: 'shipping', channel: 'sms', enabled: true });
    }
  }
  return { clients: clientIds, sellers: [...sellerIds.values()] };
}
