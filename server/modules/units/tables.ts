import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  type PgColumn,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { GENDERS, UNIT_OWNER_KINDS } from '../../../domain/units/kinds';
import { organizations } from '../../db/tables/organizations';
import { users } from '../../db/tables/users';
import { brands } from '../catalogue/tables';

// The organisation area (business spec §3): the unit hierarchy group → company → establishment
// → service → team, workplaces under an establishment, their parameters, their addresses and
// contacts, and the persons and employees assigned to teams and workplaces.
//
// Every parent link is a typed foreign key (a company points to a group, never to "a unit"), so
// a move can never make a cycle and the database refuses a child whose parent is gone. Deletes
// are RESTRICT: the server answers 409 naming what still holds a row before the database would.

const org = () =>
  integer('id_organization')
    .notNull()
    .references(() => organizations.id);

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const coded = {
  id: serial('id').primaryKey(),
  id_organization: org(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
};

/** A parameter list's indexes: its code unique in the organisation, its list by name. */
const parameterIndexes =
  (table: string) => (t: { id_organization: PgColumn; code: PgColumn; name: PgColumn; id: PgColumn }) => [
    uniqueIndex(`${table}_org_code_unique`).on(t.id_organization, t.code),
    index(`${table}_org_name_idx`).on(t.id_organization, t.name, t.id),
  ];

export const unitStatuses = pgTable(
  'unit_statuses',
  { ...coded, ...timestamps },
  parameterIndexes('unit_statuses'),
);

export const unitTypes = pgTable('unit_types', { ...coded, ...timestamps }, parameterIndexes('unit_types'));

/** Niveau (§3, §5): a grade of services, ordered by its level. */
export const niveaux = pgTable(
  'niveaux',
  { ...coded, level: integer('level').notNull(), ...timestamps },
  (t) => [
    ...parameterIndexes('niveaux')(t),
    index('niveaux_org_level_idx').on(t.id_organization, t.level, t.id),
  ],
);

/** What every unit has: code, name, description, and an optional status and type of the organisation's lists. */
const unitColumns = () => ({
  ...coded,
  status_id: integer('status_id').references(() => unitStatuses.id, { onDelete: 'restrict' }),
  type_id: integer('type_id').references(() => unitTypes.id, { onDelete: 'restrict' }),
  ...timestamps,
});

type UnitTable = {
  id_organization: PgColumn;
  code: PgColumn;
  name: PgColumn;
  id: PgColumn;
  created_at: PgColumn;
};

/** A unit's indexes: code unique per organisation (and kind: one table per kind), the list by name and by code. */
const unitIndexes = (table: string, t: UnitTable) => [
  uniqueIndex(`${table}_org_code_unique`).on(t.id_organization, t.code),
  index(`${table}_org_name_idx`).on(t.id_organization, t.name, t.id),
  index(`${table}_org_created_idx`).on(t.id_organization, t.created_at, t.id),
];

export const groups = pgTable('groups', unitColumns(), (t) => unitIndexes('groups', t));

export const companies = pgTable(
  'companies',
  {
    ...unitColumns(),
    /** Null: a company standing alone, in no group. */
    group_id: integer('group_id').references(() => groups.id, { onDelete: 'restrict' }),
  },
  (t) => [...unitIndexes('companies', t), index('companies_group_idx').on(t.group_id, t.name, t.id)],
);

export const establishments = pgTable(
  'establishments',
  {
    ...unitColumns(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
  },
  (t) => [
    ...unitIndexes('establishments', t),
    index('establishments_company_idx').on(t.company_id, t.name, t.id),
  ],
);

export const services = pgTable(
  'services',
  {
    ...unitColumns(),
    establishment_id: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'restrict' }),
    /** A user of the organisation; a deleted account leaves the service without a manager. */
    manager_id: integer('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    niveau_id: integer('niveau_id').references(() => niveaux.id, { onDelete: 'restrict' }),
  },
  (t) => [
    ...unitIndexes('services', t),
    index('services_establishment_idx').on(t.establishment_id, t.name, t.id),
    index('services_manager_idx').on(t.manager_id),
    index('services_niveau_idx').on(t.niveau_id),
  ],
);

export const teams = pgTable(
  'teams',
  {
    ...unitColumns(),
    /** Null until placed: the teams made from the users' former team numbers start unplaced. */
    service_id: integer('service_id').references(() => services.id, { onDelete: 'restrict' }),
    /**
     * Named `brand` like the users' column: the role rules' condition `brand` (brand managers
     * manage their brand's teams) reads it as it is. A deleted brand leaves its teams brandless.
     */
    brand: integer('brand').references((): AnyPgColumn => brands.id, { onDelete: 'set null' }),
  },
  (t) => [
    ...unitIndexes('teams', t),
    index('teams_service_idx').on(t.service_id, t.name, t.id),
    index('teams_org_brand_idx').on(t.id_organization, t.brand),
  ],
);

export const workplaces = pgTable(
  'workplaces',
  {
    ...unitColumns(),
    establishment_id: integer('establishment_id').references(() => establishments.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    ...unitIndexes('workplaces', t),
    index('workplaces_establishment_idx').on(t.establishment_id, t.name, t.id),
  ],
);

/** The unit tables by kind, for the polymorphic addresses and contacts and the hierarchy. */
export const UNIT_TABLES = {
  group: groups,
  company: companies,
  establishment: establishments,
  service: services,
  team: teams,
  workplace: workplaces,
} as const;

/**
 * Columns shared by the addresses and contacts of a unit or of the organisation itself
 * (`unit_kind = 'organization'`, `unit_id` = the organisation's id). The owner is polymorphic,
 * so no foreign key holds it: a trigger on each owner's table deletes its addresses and contacts
 * with it (migration 0009).
 */
const ownedByUnit = {
  id: serial('id').primaryKey(),
  id_organization: org(),
  unit_kind: text('unit_kind', { enum: UNIT_OWNER_KINDS }).notNull(),
  unit_id: integer('unit_id').notNull(),
  is_main: boolean('is_main').notNull().default(false),
};

const ownedIndexes = (
  table: string,
  t: { unit_kind: PgColumn; unit_id: PgColumn; is_main: PgColumn; id: PgColumn },
) => [
  index(`${table}_unit_idx`).on(t.unit_kind, t.unit_id, t.id),
  // At most one main per unit; the server moves the flag (clear, then set) in one transaction.
  uniqueIndex(`${table}_unit_main_unique`)
    .on(t.unit_kind, t.unit_id)
    .where(sql`${t.is_main}`),
  check(
    `${table}_unit_kind_check`,
    sql`${t.unit_kind} in (${sql.raw(UNIT_OWNER_KINDS.map((k) => `'${k}'`).join(', '))})`,
  ),
];

export const unitAddresses = pgTable(
  'unit_addresses',
  {
    ...ownedByUnit,
    address: text('address').notNull(),
    country: text('country').notNull().default(''),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    postal_code: text('postal_code').notNull().default(''),
    ...timestamps,
  },
  (t) => ownedIndexes('unit_addresses', t),
);

export const unitContacts = pgTable(
  'unit_contacts',
  {
    ...ownedByUnit,
    contact_name: text('contact_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    notes: text('notes').notNull().default(''),
    ...timestamps,
  },
  (t) => ownedIndexes('unit_contacts', t),
);

export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    full_name: text('full_name').notNull(),
    gender: text('gender', { enum: GENDERS }),
    birth_date: date('birth_date', { mode: 'string' }),
    national_id: text('national_id'),
    passport_number: text('passport_number').notNull().default(''),
    /** The spec's "created date": the day the person was recorded, which an import may backdate. */
    created_date: date('created_date', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('persons_org_national_id_unique')
      .on(t.id_organization, t.national_id)
      .where(sql`${t.national_id} is not null`),
    index('persons_org_name_idx').on(t.id_organization, t.full_name, t.id),
    index('persons_org_created_idx').on(t.id_organization, t.created_at, t.id),
    check('persons_gender_check', sql`${t.gender} in (${sql.raw(GENDERS.map((g) => `'${g}'`).join(', '))})`),
  ],
);

/** Someone (a person, or a user of the organisation) placed in a team or a workplace. */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    id_organization: org(),
    person_id: integer('person_id').references(() => persons.id, { onDelete: 'restrict' }),
    user_id: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'restrict' }),
    team_id: integer('team_id').references(() => teams.id, { onDelete: 'restrict' }),
    workplace_id: integer('workplace_id').references(() => workplaces.id, { onDelete: 'restrict' }),
    position: text('position').notNull().default(''),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('employees_org_created_idx').on(t.id_organization, t.created_at, t.id),
    index('employees_team_idx').on(t.team_id, t.id),
    index('employees_workplace_idx').on(t.workplace_id, t.id),
    index('employees_person_idx').on(t.person_id),
    index('employees_user_idx').on(t.user_id),
    check('employees_one_who_check', sql`(${t.person_id} is null) <> (${t.user_id} is null)`),
    check('employees_one_place_check', sql`(${t.team_id} is null) <> (${t.workplace_id} is null)`),
    check('employees_period_check', sql`${t.end_date} is null or ${t.end_date} >= ${t.start_date}`),
  ],
);

/**
 * Columns the CASL conditions may name. Teams are the spec's subject `Team` (the organisation,
 * the brand, the team's own id). The other units, the parameters and the addresses and contacts
 * are parts of the organisation, subject `Organization`, whose condition `id` names the
 * organisation: on these rows it is their `id_organization` (docs/decisions/0008).
 */
export const teamColumns = { id: teams.id, id_organization: teams.id_organization, brand: teams.brand };
export const organizationPartColumns = (table: { id_organization: PgColumn }) => ({
  id: table.id_organization,
  id_organization: table.id_organization,
});
/** Persons and employees: subject `Employee`, within the organisation. */
export const employeeColumns = (table: { id_organization: PgColumn }) => ({
  id_organization: table.id_organization,
});

export type GroupRow = typeof groups.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type EstablishmentRow = typeof establishments.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type WorkplaceRow = typeof workplaces.$inferSelect;
export type NiveauRow = typeof niveaux.$inferSelect;
export type UnitStatusRow = typeof unitStatuses.$inferSelect;
export type UnitTypeRow = typeof unitTypes.$inferSelect;
export type UnitAddressRow = typeof unitAddresses.$inferSelect;
export type UnitContactRow = typeof unitContacts.$inferSelect;
export type PersonRow = typeof persons.$inferSelect;
export type EmployeeRow = typeof employees.$inferSelect;
