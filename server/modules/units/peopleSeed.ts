import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SeedLanguage } from '../../config';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { numberedTeams } from './seed';
import { employees, persons, teams, workplaces } from './tables';

type Gender = 'female' | 'male' | 'other';
type DemoPerson = { full_name: string; gender: Gender; birth_date: string; national_id: string };

/** The positions the demo assignments hold, in the organisation's language (its own data). */
const POSITIONS: Record<string, Record<SeedLanguage, string>> = {
  lead: { en: 'Team lead', fr: 'Chef d’équipe', ar: 'قائد الفريق', zh: '团队负责人' },
  associate: { en: 'Sales associate', fr: 'Conseiller de vente', ar: 'مساعد مبيعات', zh: '销售助理' },
  technician: { en: 'Technician', fr: 'Technicien', ar: 'فني', zh: '技术员' },
  coordinator: { en: 'Coordinator', fr: 'Coordinatrice', ar: 'منسق', zh: '协调员' },
};
type Position = keyof typeof POSITIONS;

/**
 * Who the demo organisations employ: persons (people recorded without an account) and some of
 * their users, each placed in a team or a workplace, so a unit's "employees" tab has rows.
 */
const DEMO_PEOPLE: Record<'DEMO' | 'ACME', { persons: DemoPerson[]; users: string[] }> = {
  DEMO: {
    persons: [
      { full_name: 'Amina Haddad', gender: 'female', birth_date: '1988-04-12', national_id: 'DG-100231' },
      { full_name: 'Lucas Moreau', gender: 'male', birth_date: '1992-09-03', national_id: 'DG-100232' },
      { full_name: 'Mei Chen', gender: 'female', birth_date: '1995-01-27', national_id: 'DG-100233' },
      { full_name: 'Omar Nasser', gender: 'male', birth_date: '1985-06-18', national_id: 'DG-100234' },
      { full_name: 'Sofia Rossi', gender: 'female', birth_date: '1990-11-08', national_id: 'DG-100235' },
      { full_name: 'Alex Kim', gender: 'other', birth_date: '1998-03-22', national_id: 'DG-100236' },
    ],
    users: ['team_manager@demo.local', 'sales@demo.local', 'support@demo.local'],
  },
  ACME: {
    persons: [
      { full_name: 'Hugo Martin', gender: 'male', birth_date: '1987-07-30', national_id: 'AC-2001' },
      { full_name: 'Layla Saleh', gender: 'female', birth_date: '1993-02-14', national_id: 'AC-2002' },
      { full_name: 'Wang Fang', gender: 'female', birth_date: '1991-10-05', national_id: 'AC-2003' },
      { full_name: 'Tom Becker', gender: 'male', birth_date: '1996-05-19', national_id: 'AC-2004' },
    ],
    users: ['user@acme.local'],
  },
};

const POSITION_CYCLE: Position[] = ['lead', 'associate', 'technician', 'coordinator'];

/**
 * The places people are put in: the organisation's teams and workplaces as the hierarchy's seed
 * made them (a team first, then a workplace, in turn), or its team T1 when it has neither yet.
 */
async function placesOf(tx: DbOrTx, orgId: number) {
  const [teamRows, workplaceRows] = await Promise.all([
    tx.select({ id: teams.id }).from(teams).where(eq(teams.id_organization, orgId)).orderBy(asc(teams.id)),
    tx
      .select({ id: workplaces.id })
      .from(workplaces)
      .where(eq(workplaces.id_organization, orgId))
      .orderBy(asc(workplaces.id)),
  ]);
  const places: ({ team_id: number } | { workplace_id: number })[] = [];
  for (let i = 0; i < Math.max(teamRows.length, workplaceRows.length); i++) {
    if (teamRows[i]) places.push({ team_id: teamRows[i]!.id });
    if (workplaceRows[i]) places.push({ workplace_id: workplaceRows[i]!.id });
  }
  if (places.length) return places;
  return [{ team_id: (await numberedTeams(tx, orgId, [1])).get(1)! }];
}

/**
 * A handful of persons and employees per demo organisation; nothing when it already has persons
 * (the seed runs at every start).
 */
export async function seedPeople(tx: DbOrTx, orgId: number, org: 'DEMO' | 'ACME', language: SeedLanguage) {
  const [existing] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.id_organization, orgId))
    .limit(1);
  if (existing) return;
  const data = DEMO_PEOPLE[org];
  const personRows = await tx
    .insert(persons)
    .values(data.persons.map((p) => ({ ...p, id_organization: orgId })))
    .returning({ id: persons.id });
  const userRows = await tx
    .select({ id: users.id, email: users.email, team: users.team })
    .from(users)
    .where(and(eq(users.id_organization, orgId), inArray(users.email, data.users)));
  // A user works in their own team when they have one.
  const who: { person_id?: number; user_id?: number; team?: number | null }[] = [
    ...personRows.map((p) => ({ person_id: p.id })),
    ...data.users.flatMap((email) => {
      const user = userRows.find((u) => u.email === email);
      return user ? [{ user_id: user.id, team: user.team }] : [];
    }),
  ];
  const places = await placesOf(tx, orgId);
  await tx.insert(employees).values(
    who.map(({ team, ...w }, i) => ({
      ...w,
      ...(team ? { team_id: team } : places[i % places.length]!),
      id_organization: orgId,
      position: POSITIONS[POSITION_CYCLE[i % POSITION_CYCLE.length]!]![language],
      start_date: `202${i % 5}-0${(i % 9) + 1}-01`,
      // One earlier assignment that has ended, so "current only" has something to leave out.
      end_date: i === 1 ? '2025-06-30' : null,
    })),
  );
}
