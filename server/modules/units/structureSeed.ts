import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SeedLanguage } from '../../config';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { brands } from '../catalogue/tables';
import { numberedTeam, numberedTeams } from './seed';
import {
  companies,
  establishments,
  groups,
  niveaux,
  services,
  teams,
  unitAddresses,
  unitContacts,
  unitStatuses,
  unitTypes,
  workplaces,
} from './tables';

/** A text in each seed language: the organisation's own data is named in its language. */
type Text = Record<SeedLanguage, string>;
const w = (en: string, fr: string, ar: string, zh: string): Text => ({ en, fr, ar, zh });

type Address = { address: string; city: string; postal_code: string; country: string; state?: string };
type Contact = { contact_name: string; email: string; phone: string };
type Owned = { address?: Address; contact?: Contact };
type Coded = { code: string; name: string | Text; status?: string; type?: string } & Owned;

/**
 * A demo organisation's structure (business spec §3): its parameters, and a hierarchy whose
 * units name their parent by code. Teams numbered `n` are the ones the users' former team
 * numbers made (migration 0009, `numberedTeams`): the seed places and renames them.
 */
type Structure = {
  statuses: { code: string; name: Text }[];
  types: { code: string; name: Text }[];
  niveaux: { code: string; name: Text; level: number }[];
  organization: Owned;
  groups: Coded[];
  companies: (Coded & { group?: string })[];
  establishments: (Coded & { company: string })[];
  services: (Coded & { establishment: string; manager?: string; niveau?: string })[];
  teams: (Coded & { service: string; brand?: string; numbered?: number })[];
  workplaces: (Coded & { establishment: string })[];
};

const STATUSES = [
  { code: 'ACTIVE', name: w('Active', 'Actif', 'نشط', '运营中') },
  { code: 'PLANNED', name: w('Planned', 'Prévu', 'مخطط', '筹备中') },
  { code: 'CLOSED', name: w('Closed', 'Fermé', 'مغلق', '已关闭') },
];
const TYPES = [
  { code: 'HEAD_OFFICE', name: w('Head office', 'Siège', 'المقر الرئيسي', '总部') },
  { code: 'STORE', name: w('Store', 'Magasin', 'متجر', '门店') },
  { code: 'WAREHOUSE', name: w('Warehouse', 'Entrepôt', 'مستودع', '仓库') },
  { code: 'LAB', name: w('Laboratory', 'Laboratoire', 'مختبر', '实验室') },
  { code: 'PLANT', name: w('Plant', 'Usine', 'مصنع', '工厂') },
];
const NIVEAUX = [
  { code: 'EXECUTIVE', name: w('Executive', 'Direction', 'الإدارة العليا', '高层'), level: 0 },
  { code: 'MANAGEMENT', name: w('Management', 'Encadrement', 'الإدارة', '管理层'), level: 1 },
  { code: 'OPERATIONS', name: w('Operations', 'Opérations', 'العمليات', '运营层'), level: 2 },
];
const SALES = w('Sales', 'Ventes', 'المبيعات', '销售部');
const SUPPORT = w('Customer support', 'Service client', 'دعم العملاء', '客户支持部');

const STRUCTURES: Record<'DEMO' | 'ACME', Structure> = {
  DEMO: {
    statuses: STATUSES,
    types: TYPES,
    niveaux: NIVEAUX,
    organization: {
      address: {
        address: '18 rue de la Paix',
        city: 'Paris',
        postal_code: '75002',
        country: 'France',
        state: 'Île-de-France',
      },
      contact: { contact_name: 'Clara Client', email: 'contact@demo.local', phone: '+33 1 40 00 00 00' },
    },
    groups: [{ code: 'DG_HOLDING', name: 'Demo Group Holding', status: 'ACTIVE', type: 'HEAD_OFFICE' }],
    companies: [
      { code: 'NOVA_RETAIL', name: 'Nova Retail SAS', group: 'DG_HOLDING', status: 'ACTIVE' },
      { code: 'NOVA_LABS', name: 'Nova Labs SARL', group: 'DG_HOLDING', status: 'ACTIVE' },
      // A company in no group: the tree shows it beside the group.
      { code: 'DEMO_LOGISTICS', name: 'Demo Logistics', status: 'PLANNED' },
    ],
    establishments: [
      {
        code: 'PARIS_OPERA',
        name: 'Paris Opéra',
        company: 'NOVA_RETAIL',
        status: 'ACTIVE',
        type: 'STORE',
        address: {
          address: '25 boulevard Haussmann',
          city: 'Paris',
          postal_code: '75009',
          country: 'France',
        },
        contact: { contact_name: 'Sami Sales', email: 'paris@demo.local', phone: '+33 1 42 00 11 22' },
      },
      {
        code: 'LYON_PART_DIEU',
        name: 'Lyon Part-Dieu',
        company: 'NOVA_RETAIL',
        status: 'ACTIVE',
        type: 'STORE',
        address: {
          address: '17 rue du Docteur Bouchut',
          city: 'Lyon',
          postal_code: '69003',
          country: 'France',
        },
        contact: { contact_name: 'Rita Rep', email: 'lyon@demo.local', phone: '+33 4 72 00 33 44' },
      },
      {
        code: 'GRENOBLE_LAB',
        name: 'Grenoble Innovation Lab',
        company: 'NOVA_LABS',
        status: 'ACTIVE',
        type: 'LAB',
        address: {
          address: '5 avenue des Martyrs',
          city: 'Grenoble',
          postal_code: '38000',
          country: 'France',
        },
        contact: { contact_name: 'Adam Demo', email: 'lab@demo.local', phone: '+33 4 76 00 55 66' },
      },
      {
        code: 'LILLE_HUB',
        name: 'Lille Distribution Hub',
        company: 'DEMO_LOGISTICS',
        status: 'PLANNED',
        type: 'WAREHOUSE',
        address: {
          address: '2 rue de la Logistique',
          city: 'Lesquin',
          postal_code: '59810',
          country: 'France',
        },
        contact: { contact_name: 'Stan Support', email: 'hub@demo.local', phone: '+33 3 20 00 77 88' },
      },
    ],
    services: [
      {
        code: 'PARIS_SALES',
        name: SALES,
        establishment: 'PARIS_OPERA',
        manager: 'manager@demo.local',
        niveau: 'MANAGEMENT',
      },
      {
        code: 'PARIS_SUPPORT',
        name: SUPPORT,
        establishment: 'PARIS_OPERA',
        manager: 'support@demo.local',
        niveau: 'OPERATIONS',
      },
      {
        code: 'LYON_SALES',
        name: SALES,
        establishment: 'LYON_PART_DIEU',
        manager: 'sales@demo.local',
        niveau: 'OPERATIONS',
      },
      {
        code: 'GRENOBLE_RND',
        name: w('Research and development', 'Recherche et développement', 'البحث والتطوير', '研发部'),
        establishment: 'GRENOBLE_LAB',
        manager: 'admin@demo.local',
        niveau: 'EXECUTIVE',
      },
    ],
    teams: [
      {
        code: 'T1',
        numbered: 1,
        name: w('Paris sales team', 'Équipe ventes Paris', 'فريق مبيعات باريس', '巴黎销售团队'),
        service: 'PARIS_SALES',
        brand: 'NOVA',
      },
      {
        code: 'T2',
        numbered: 2,
        name: w('Paris support team', 'Équipe support Paris', 'فريق دعم باريس', '巴黎支持团队'),
        service: 'PARIS_SUPPORT',
      },
      {
        code: 'LYON_SALES_TEAM',
        name: w('Lyon sales team', 'Équipe ventes Lyon', 'فريق مبيعات ليون', '里昂销售团队'),
        service: 'LYON_SALES',
        brand: 'NOVA',
      },
      {
        code: 'PROTOTYPES',
        name: w('Prototypes team', 'Équipe prototypes', 'فريق النماذج الأولية', '原型团队'),
        service: 'GRENOBLE_RND',
      },
    ],
    workplaces: [
      {
        code: 'PARIS_FRONT_DESK',
        name: w('Paris front desk', 'Accueil Paris', 'مكتب استقبال باريس', '巴黎前台'),
        establishment: 'PARIS_OPERA',
      },
      {
        code: 'GRENOBLE_BENCH',
        name: w('Test bench', 'Banc d’essai', 'منصة الاختبار', '测试台'),
        establishment: 'GRENOBLE_LAB',
      },
      {
        code: 'LILLE_DOCK',
        name: w('Loading dock', 'Quai de chargement', 'رصيف التحميل', '装卸码头'),
        establishment: 'LILLE_HUB',
      },
    ],
  },
  ACME: {
    statuses: STATUSES,
    types: TYPES,
    niveaux: NIVEAUX,
    organization: {
      address: {
        address: '1 Acme Way',
        city: 'Detroit',
        postal_code: '48201',
        country: 'United States',
        state: 'MI',
      },
      contact: { contact_name: 'Alice Acme', email: 'contact@acme.local', phone: '+1 313 555 0100' },
    },
    groups: [{ code: 'ACME_HOLDINGS', name: 'Acme Holdings', status: 'ACTIVE', type: 'HEAD_OFFICE' }],
    companies: [
      { code: 'ACME_INDUSTRIES', name: 'Acme Industries Inc.', group: 'ACME_HOLDINGS', status: 'ACTIVE' },
      { code: 'ACME_DIRECT', name: 'Acme Direct Ltd.', group: 'ACME_HOLDINGS', status: 'ACTIVE' },
    ],
    establishments: [
      {
        code: 'DETROIT_PLANT',
        name: 'Detroit Plant',
        company: 'ACME_INDUSTRIES',
        status: 'ACTIVE',
        type: 'PLANT',
        address: {
          address: '400 Industrial Ave',
          city: 'Detroit',
          postal_code: '48209',
          country: 'United States',
          state: 'MI',
        },
        contact: { contact_name: 'Hugo Martin', email: 'plant@acme.local', phone: '+1 313 555 0142' },
      },
      {
        code: 'TORONTO_OFFICE',
        name: 'Toronto Office',
        company: 'ACME_DIRECT',
        status: 'ACTIVE',
        type: 'HEAD_OFFICE',
        address: {
          address: '100 King St W',
          city: 'Toronto',
          postal_code: 'M5X 1A9',
          country: 'Canada',
          state: 'ON',
        },
        contact: { contact_name: 'Layla Saleh', email: 'toronto@acme.local', phone: '+1 416 555 0199' },
      },
    ],
    services: [
      {
        code: 'ASSEMBLY',
        name: w('Assembly', 'Assemblage', 'التجميع', '装配部'),
        establishment: 'DETROIT_PLANT',
        manager: 'admin@acme.local',
        niveau: 'OPERATIONS',
      },
      { code: 'ONLINE_SALES', name: SALES, establishment: 'TORONTO_OFFICE', niveau: 'MANAGEMENT' },
    ],
    teams: [
      {
        code: 'ASSEMBLY_LINE',
        name: w('Assembly line team', 'Équipe chaîne de montage', 'فريق خط التجميع', '装配线团队'),
        service: 'ASSEMBLY',
      },
      {
        code: 'WEB_SALES',
        name: w('Web sales team', 'Équipe ventes en ligne', 'فريق المبيعات عبر الإنترنت', '网络销售团队'),
        service: 'ONLINE_SALES',
        brand: 'ROADRUNNER',
      },
    ],
    workplaces: [
      {
        code: 'LINE_1',
        name: w('Line 1', 'Ligne 1', 'الخط 1', '1号线'),
        establishment: 'DETROIT_PLANT',
      },
    ],
  },
};

/**
 * Seeds an organisation's structure once (nothing when it already has a group: the seed runs at
 * every start and the structure is then the organisation's to change). Its numbered teams are
 * placed and renamed only while they are as the migration or `numberedTeams` left them, so a
 * migrated database and a fresh one end the same.
 */
export async function seedStructure(tx: DbOrTx, orgId: number, org: 'DEMO' | 'ACME', language: SeedLanguage) {
  const [existing] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(eq(groups.id_organization, orgId))
    .limit(1);
  if (existing) return;
  const s = STRUCTURES[org];
  const text = (name: string | Text) => (typeof name === 'string' ? name : name[language]);
  const inOrg = { id_organization: orgId };
  const byCode = (rows: { id: number; code: string }[]) => new Map(rows.map((r) => [r.code, r.id]));

  const statuses = byCode(
    await tx
      .insert(unitStatuses)
      .values(s.statuses.map((p) => ({ ...inOrg, code: p.code, name: text(p.name) })))
      .returning(),
  );
  const types = byCode(
    await tx
      .insert(unitTypes)
      .values(s.types.map((p) => ({ ...inOrg, code: p.code, name: text(p.name) })))
      .returning(),
  );
  const levels = byCode(
    await tx
      .insert(niveaux)
      .values(s.niveaux.map((p) => ({ ...inOrg, code: p.code, name: text(p.name), level: p.level })))
      .returning(),
  );
  const managerRows = await tx
    .select({ id: users.id, code: users.email })
    .from(users)
    .where(
      and(
        eq(users.id_organization, orgId),
        inArray(
          users.email,
          s.services.flatMap((x) => x.manager ?? []),
        ),
      ),
    );
  const managers = byCode(managerRows);
  const brandIds = byCode(
    await tx
      .select({ id: brands.id, code: brands.code })
      .from(brands)
      .where(eq(brands.id_organization, orgId)),
  );
  const common = (u: Coded) => ({
    ...inOrg,
    code: u.code,
    name: text(u.name),
    status_id: u.status ? statuses.get(u.status)! : null,
    type_id: u.type ? types.get(u.type)! : null,
  });

  const groupIds = byCode(await tx.insert(groups).values(s.groups.map(common)).returning());
  const companyIds = byCode(
    await tx
      .insert(companies)
      .values(s.companies.map((u) => ({ ...common(u), group_id: u.group ? groupIds.get(u.group)! : null })))
      .returning(),
  );
  const establishmentIds = byCode(
    await tx
      .insert(establishments)
      .values(s.establishments.map((u) => ({ ...common(u), company_id: companyIds.get(u.company)! })))
      .returning(),
  );
  const serviceIds = byCode(
    await tx
      .insert(services)
      .values(
        s.services.map((u) => ({
          ...common(u),
          establishment_id: establishmentIds.get(u.establishment)!,
          manager_id: (u.manager && managers.get(u.manager)) || null,
          niveau_id: u.niveau ? levels.get(u.niveau)! : null,
        })),
      )
      .returning(),
  );
  const numbered = await numberedTeams(
    tx,
    orgId,
    s.teams.flatMap((u) => u.numbered ?? []),
  );
  const teamIds = new Map<string, number>();
  for (const u of s.teams) {
    const values = {
      ...common(u),
      service_id: serviceIds.get(u.service)!,
      brand: (u.brand && brandIds.get(u.brand)) || null,
    };
    if (u.numbered) {
      // Only while it is still the team the number made, unplaced.
      const id = numbered.get(u.numbered)!;
      const [placed] = await tx
        .update(teams)
        .set({ ...values, description: '', updated_at: new Date() })
        .where(and(eq(teams.id, id), eq(teams.name, numberedTeam(u.numbered).name), isNull(teams.service_id)))
        .returning({ id: teams.id });
      if (placed) teamIds.set(u.code, id);
      continue;
    }
    const [row] = await tx.insert(teams).values(values).returning();
    teamIds.set(u.code, row!.id);
  }
  const workplaceIds = byCode(
    await tx
      .insert(workplaces)
      .values(
        s.workplaces.map((u) => ({ ...common(u), establishment_id: establishmentIds.get(u.establishment)! })),
      )
      .returning(),
  );

  // Addresses and contacts, each the main one of its owner.
  const owners: { kind: typeof unitAddresses.$inferInsert.unit_kind; id: number; owned: Owned }[] = [
    { kind: 'organization', id: orgId, owned: s.organization },
    ...s.groups.map((u) => ({ kind: 'group' as const, id: groupIds.get(u.code)!, owned: u })),
    ...s.companies.map((u) => ({ kind: 'company' as const, id: companyIds.get(u.code)!, owned: u })),
    ...s.establishments.map((u) => ({
      kind: 'establishment' as const,
      id: establishmentIds.get(u.code)!,
      owned: u,
    })),
    ...s.services.map((u) => ({ kind: 'service' as const, id: serviceIds.get(u.code)!, owned: u })),
    ...s.teams.flatMap((u) =>
      teamIds.has(u.code) ? [{ kind: 'team' as const, id: teamIds.get(u.code)!, owned: u }] : [],
    ),
    ...s.workplaces.map((u) => ({ kind: 'workplace' as const, id: workplaceIds.get(u.code)!, owned: u })),
  ];
  const addresses = owners.flatMap(({ kind, id, owned }) =>
    owned.address ? [{ ...inOrg, unit_kind: kind, unit_id: id, is_main: true, ...owned.address }] : [],
  );
  const contacts = owners.flatMap(({ kind, id, owned }) =>
    owned.contact ? [{ ...inOrg, unit_kind: kind, unit_id: id, is_main: true, ...owned.contact }] : [],
  );
  if (addresses.length) await tx.insert(unitAddresses).values(addresses);
  if (contacts.length) await tx.insert(unitContacts).values(contacts);
}
