import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { SeedLanguage } from '../config';
import type { Db } from './client';
import { assignDemoBrand, DEMO_CATALOGUES, seedCatalogue } from '../modules/catalogue/seed';
import { numberedTeams } from '../modules/units/seed';
import { seedPeople } from '../modules/units/peopleSeed';
import { seedStructure } from '../modules/units/structureSeed';
import { seedSales } from '../modules/sales/seed';
import { seedReviews } from '../modules/hr/seed';
import { seedTracking } from '../modules/tracking/seed';
import { seedSupport } from '../modules/support/seed';
import { seedSecurityEvents } from '../modules/security/eventSeed';
import { organizations } from './tables/organizations';
import { users } from './tables/users';
import { seedSecurityCatalogue } from '../modules/security/catalog';
import { seedOrganizationSecurity } from '../modules/security/organizationSecurity';
import { securityOperations } from '../modules/security/tables';

export const DEMO_PASSWORD = 'demo12345';

type DemoUser = {
  email: string;
  role: string;
  first_name: string;
  last_name: string;
  /** The demo team's number: the team `T<n>` of the user's organisation (server/modules/units/seed.ts). */
  team?: number;
  is_staff?: boolean;
  is_superuser?: boolean;
};

const DEMO_USERS: DemoUser[] = [
  {
    email: 'superuser@demo.local',
    role: 'superuser',
    first_name: 'Sam',
    last_name: 'Root',
    is_staff: true,
    is_superuser: true,
  },
  {
    email: 'super_admin@demo.local',
    role: 'super_admin',
    first_name: 'Sofia',
    last_name: 'Admin',
    is_staff: true,
  },
  { email: 'admin@demo.local', role: 'admin', first_name: 'Adam', last_name: 'Demo', is_staff: true },
  { email: 'manager@demo.local', role: 'manager', first_name: 'Mona', last_name: 'Manager' },
  {
    email: 'brand_manager@demo.local',
    role: 'brand_manager',
    first_name: 'Bruno',
    last_name: 'Brand',
    // Given the NOVA brand once the catalogue is seeded (assignDemoBrand).
  },
  { email: 'team_manager@demo.local', role: 'team_manager', first_name: 'Tara', last_name: 'Team', team: 1 },
  { email: 'client_admin@demo.local', role: 'CLIENT_ADMIN', first_name: 'Clara', last_name: 'Client' },
  { email: 'sales@demo.local', role: 'sales', first_name: 'Sami', last_name: 'Sales', team: 1 },
  { email: 'sales_rep@demo.local', role: 'sales_rep', first_name: 'Rita', last_name: 'Rep', team: 1 },
  { email: 'support@demo.local', role: 'support', first_name: 'Stan', last_name: 'Support', team: 2 },
  { email: 'hr@demo.local', role: 'hr', first_name: 'Hana', last_name: 'People' },
  { email: 'user@demo.local', role: 'user', first_name: 'Ugo', last_name: 'User', team: 1 },
];

const ACME_USERS: DemoUser[] = [
  { email: 'admin@acme.local', role: 'admin', first_name: 'Alice', last_name: 'Acme', is_staff: true },
  { email: 'user@acme.local', role: 'user', first_name: 'Arthur', last_name: 'Acme' },
];

const OPERATIONS: { code: string; type: 'basic' | 'system'; dangerous?: boolean }[] = [
  { code: 'create', type: 'basic' },
  { code: 'read', type: 'basic' },
  { code: 'update', type: 'basic' },
  { code: 'delete', type: 'basic', dangerous: true },
  { code: 'export', type: 'system' },
  { code: 'manage', type: 'system', dangerous: true },
  { code: 'approve', type: 'system' },
  { code: 'process', type: 'system' },
  { code: 'cancel', type: 'system' },
];

const titleCase = (s: string) => s.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * Idempotent: inserts only what is missing. Returns true when it created the demo organisation.
 * The demo organisations' reference rows (product statuses, types, categories, built-in roles) are
 * named in their `language`, as an organisation names its own data.
 */
export async function seedDemoData(db: Db, language: SeedLanguage = 'en'): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(organizations)
      .values([
        { code: 'DEMO', name: 'Demo Group' },
        { code: 'ACME', name: 'Acme' },
      ])
      .onConflictDoNothing()
      .returning({ code: organizations.code });
    const orgs = await tx.select().from(organizations);
    const orgId = (code: string) => orgs.find((o) => o.code === code)!.id;

    const teamsOf = async (org: string, people: DemoUser[]) =>
      numberedTeams(
        tx,
        orgId(org),
        people.flatMap((u) => (u.team ? [u.team] : [])),
      );
    const teamIds = { DEMO: await teamsOf('DEMO', DEMO_USERS), ACME: await teamsOf('ACME', ACME_USERS) };
    const toRow = (u: DemoUser, org: 'DEMO' | 'ACME') => ({
      ...u,
      password_hash: passwordHash,
      id_organization: orgId(org),
      team: u.team ? teamIds[org].get(u.team)! : null,
    });
    await tx
      .insert(users)
      .values([...DEMO_USERS.map((u) => toRow(u, 'DEMO')), ...ACME_USERS.map((u) => toRow(u, 'ACME'))])
      .onConflictDoNothing();

    await seedSecurityCatalogue(tx);
    await tx
      .insert(securityOperations)
      .values(
        OPERATIONS.map((o, i) => ({
          code: o.code,
          name: titleCase(o.code),
          operation_type: o.type,
          is_dangerous: o.dangerous ?? false,
          sort_order: i + 1,
        })),
      )
      .onConflictDoNothing();

    for (const org of orgs) await seedOrganizationSecurity(tx, org.id, language);
    const owner = async (email: string) =>
      (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? null;
    if (
      await seedCatalogue(tx, orgId('DEMO'), DEMO_CATALOGUES.DEMO, await owner('admin@demo.local'), language)
    ) {
      await assignDemoBrand(tx, orgId('DEMO'), 'brand_manager@demo.local', 'NOVA');
    }
    await seedCatalogue(tx, orgId('ACME'), DEMO_CATALOGUES.ACME, await owner('admin@acme.local'), language);
    // After the brands (teams have one) and the users (services have managers).
    for (const org of ['DEMO', 'ACME'] as const) await seedStructure(tx, orgId(org), org, language);
    // After the organisations' structure: people are placed in its teams and workplaces.
    for (const org of ['DEMO', 'ACME'] as const) await seedPeople(tx, orgId(org), org, language);
    // Reviews in every status, each taken through the review machine.
    for (const org of ['DEMO', 'ACME'] as const) await seedReviews(tx, orgId(org), org, language);
    // After the catalogue and the people: sellers are users, orders are for products.
    for (const org of ['DEMO', 'ACME'] as const) await seedSales(tx, orgId(org), org, language);
    // After the orders: sold units name them.
    for (const org of ['DEMO', 'ACME'] as const) await seedTracking(tx, orgId(org), org, language);
    // After the clients: tickets are theirs.
    for (const org of ['DEMO', 'ACME'] as const) await seedSupport(tx, orgId(org), org, language);
    await seedSecurityEvents(tx, orgId('DEMO'), 'demo.local');
    await seedSecurityEvents(tx, orgId('ACME'), 'acme.local');
    return created.some((c) => c.code === 'DEMO');
  });
}

/** Demo accounts, for the README and the tests. */
export const DEMO_ACCOUNTS = [...DEMO_USERS, ...ACME_USERS].map((u) => ({ email: u.email, role: u.role }));
