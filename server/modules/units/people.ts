import { count, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fieldMessages, messages } from '../../../domain/common/messages';
import {
  assignmentIssues,
  EmployeeCreateSchema,
  EmployeeListQuerySchema,
  EmployeeSchema,
  EmployeeUpdateSchema,
  PersonCreateSchema,
  PersonListQuerySchema,
  PersonSchema,
  PersonUpdateSchema,
  unitMessages as m,
  type Employee,
  type EmployeeCreate,
  type EmployeeUpdate,
  type Person,
  type PersonCreate,
  type PersonUpdate,
} from '../../../domain/units';
import { authenticate } from '../../auth/authenticate';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { badRequest, detailError, type FieldErrors } from '../../http/errors';
import { presentRows, resourceRoutes, type ReadContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { checkReferences } from '../catalogue/rules';
import {
  employeeColumns,
  employees,
  persons,
  teams,
  workplaces,
  type EmployeeRow,
  type PersonRow,
} from './tables';

// Persons and employees (business spec §3), subject Employee (docs/decisions/0008): the HR
// records of who works where. A unit's "employees" tab is the employees list filtered by
// `?team=` or `?workplace=`.

/** 409 while the person still has assignments: they would lose their history silently. */
async function refuseWhileEmployed(tx: DbOrTx, personId: number) {
  const [row] = await tx.select({ n: count() }).from(employees).where(eq(employees.person_id, personId));
  const n = Number(row?.n ?? 0);
  if (n > 0) throw detailError(409, m.personEmployed(n));
}

/** How many assignments name the user (none may be left behind when a user is removed). */
export async function employmentsOfUser(db: DbOrTx, userId: number) {
  const [row] = await db.select({ n: count() }).from(employees).where(eq(employees.user_id, userId));
  return Number(row?.n ?? 0);
}

export function personRoutes(app: App, services: Services) {
  resourceRoutes<PersonRow, PersonCreate, PersonUpdate, Person>(app, services, {
    name: 'Person',
    subject: 'Employee',
    table: persons,
    accessColumns: employeeColumns(persons),
    schemas: {
      item: PersonSchema,
      create: PersonCreateSchema,
      update: PersonUpdateSchema,
      listQuery: PersonListQuerySchema,
    },
    list: {
      orderable: {
        full_name: persons.full_name,
        birth_date: persons.birth_date,
        created_date: persons.created_date,
        created_at: persons.created_at,
      },
      defaultOrdering: 'full_name',
      searchable: [persons.full_name, persons.national_id, persons.passport_number],
      tieBreaker: persons.id,
      filters: { gender: persons.gender },
    },
    auditName: (row) => row.full_name,
    beforeDelete: ({ tx }, row) => refuseWhileEmployed(tx, row.id),
    unique: { persons_org_national_id_unique: ['national_id', m.nationalIdTaken] },
    checks: { persons_gender_check: ['gender', messages.invalid] },
  });
}

const userName = sql<string>`coalesce(nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.email})`;

/** `id → name` of the rows of `table` among `ids` (one query per kind of name on a page). */
async function namesOf(db: DbOrTx, id: PgColumn, name: PgColumn | SQL<string>, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((v): v is number => v !== null))];
  if (!wanted.length) return new Map<number, string>();
  const rows = await db.select({ id, name }).from(id.table).where(inArray(id, wanted));
  return new Map(rows.map((r) => [r.id as number, r.name as string]));
}

async function presentEmployees(ctx: ReadContext, rows: EmployeeRow[]): Promise<Employee[]> {
  const { db } = ctx;
  const [people, accounts, teamNames, workplaceNames] = await Promise.all([
    namesOf(
      db,
      persons.id,
      persons.full_name,
      rows.map((r) => r.person_id),
    ),
    namesOf(
      db,
      users.id,
      userName,
      rows.map((r) => r.user_id),
    ),
    namesOf(
      db,
      teams.id,
      teams.name,
      rows.map((r) => r.team_id),
    ),
    namesOf(
      db,
      workplaces.id,
      workplaces.name,
      rows.map((r) => r.workplace_id),
    ),
  ]);
  const base = await presentRows<EmployeeRow, Omit<Employee, 'name' | 'place_name'>>(ctx, rows);
  return base.map((row) => ({
    ...row,
    name: (row.person_id !== null ? people.get(row.person_id) : accounts.get(row.user_id!)) ?? '',
    place_name:
      (row.team_id !== null ? teamNames.get(row.team_id) : workplaceNames.get(row.workplace_id!)) ?? '',
  }));
}

type Assignment = Pick<
  EmployeeRow,
  'person_id' | 'user_id' | 'team_id' | 'workplace_id' | 'start_date' | 'end_date'
>;

/**
 * The assignment as it would be: one person or user, one team or workplace, the end after the
 * start (the database's checks, answered on their field), and each of them of the organisation.
 */
async function checkAssignment(tx: DbOrTx, orgId: number, row: Assignment, changed: Partial<Assignment>) {
  const errors: FieldErrors = {};
  for (const { field, message } of assignmentIssues(row)) (errors[field] ??= []).push(message);
  if (Object.keys(errors).length) throw badRequest(errors);
  const named = (field: keyof Assignment) => (changed[field] != null ? [changed[field] as number] : []);
  await checkReferences(tx, orgId, [
    { field: 'person_id', table: persons, ids: named('person_id') },
    { field: 'user_id', table: users, ids: named('user_id') },
    { field: 'team_id', table: teams, ids: named('team_id') },
    { field: 'workplace_id', table: workplaces, ids: named('workplace_id') },
  ]);
}

/** `?search=`: the position, or the name of the person or user. */
function searchWhere(term: string): SQL {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const personMatch = sql`exists (select 1 from ${persons} where ${persons.id} = ${employees.person_id}
    and ${ilike(persons.full_name, pattern)})`;
  const userMatch = sql`exists (select 1 from ${users} where ${users.id} = ${employees.user_id}
    and (${or(ilike(users.first_name, pattern), ilike(users.last_name, pattern), ilike(users.email, pattern))}))`;
  return or(ilike(employees.position, pattern), personMatch, userMatch)!;
}

export function employeeRoutes(app: App, services: Services) {
  resourceRoutes<EmployeeRow, EmployeeCreate, EmployeeUpdate, Employee>(app, services, {
    name: 'Employee',
    subject: 'Employee',
    table: employees,
    // `team_id`: a team manager reads the assignments of their own team (role-rules.ts).
    accessColumns: { ...employeeColumns(employees), team_id: employees.team_id },
    schemas: {
      item: EmployeeSchema,
      create: EmployeeCreateSchema,
      update: EmployeeUpdateSchema,
      listQuery: EmployeeListQuerySchema,
    },
    list: {
      orderable: {
        start_date: employees.start_date,
        end_date: employees.end_date,
        position: employees.position,
        created_at: employees.created_at,
      },
      defaultOrdering: '-start_date',
      // Names live in other tables: `where` below matches them.
      searchable: [],
      tieBreaker: employees.id,
      filters: {
        person: employees.person_id,
        user: employees.user_id,
        team: employees.team_id,
        workplace: employees.workplace_id,
      },
      where: (query) => {
        const { current, search } = query as { current?: boolean; search?: string };
        const today = sql`current_date`;
        return [
          current === undefined
            ? undefined
            : current
              ? or(isNull(employees.end_date), gte(employees.end_date, today))
              : lt(employees.end_date, today),
          search?.trim() ? searchWhere(search.trim()) : undefined,
        ];
      },
    },
    present: presentEmployees,
    toInsert: async ({ tx, principal }, input) => {
      await checkAssignment(tx, principal.user.id_organization, input, input);
      return input;
    },
    toUpdate: async ({ tx }, row, changes) => {
      await checkAssignment(tx, row.id_organization, { ...row, ...changes }, changes);
      return changes;
    },
    auditName: (row) => row.position || null,
    unique: {},
    checks: {
      employees_one_who_check: ['person_id', m.whoRequired],
      employees_one_place_check: ['team_id', m.placeRequired],
      employees_period_check: ['end_date', fieldMessages.endBeforeStart],
    },
  });
}

/** Persons and employees, every route signed-in. */
export async function peopleRoutes(app: App, services: Services) {
  app.addHook('onRequest', authenticate(services));
  personRoutes(app, services);
  employeeRoutes(app, services);
}
