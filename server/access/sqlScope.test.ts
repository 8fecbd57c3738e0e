import { subject } from '@casl/ability';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUserRules, createAppAbility, type AbilityRule, type AccessUser } from '../../domain/access';
import { openDatabase, type Database } from '../db/client';
import { userColumns, users } from '../db/tables/users';
import { organizations } from '../db/tables/organizations';
import { accessibleWhere } from './sqlScope';

// Rows: (org 1: ids 1-4 with teams 1,1,2,null) and (org 2: id 5, whose team id 1 is org 1's: the
// organisation condition must exclude it even where the team matches).
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await database.migrate();
  await database.db.insert(organizations).values([
    { id: 1, code: 'A', name: 'A' },
    { id: 2, code: 'B', name: 'B' },
  ]);
  // users.team is a reference to a team (an area's table, written here as SQL).
  await database.db.execute(
    sql`insert into teams (id, id_organization, code, name) values (1, 1, 'T1', 'T1'), (2, 1, 'T2', 'T2')`,
  );
  await database.db.insert(users).values(
    [
      [1, 1, 1, 'admin'],
      [2, 1, 1, 'user'],
      [3, 1, 2, 'user'],
      [4, 1, null, 'hr'],
      [5, 2, 1, 'user'],
    ].map(([id, org, team, role]) => ({
      id: id as number,
      id_organization: org as number,
      team: team as number | null,
      role: role as string,
      email: `u${id}@x.test`,
      password_hash: 'x',
    })),
  );
});
afterAll(() => database.close());

const userOf = (role: string, extra: Partial<AccessUser> = {}): AccessUser => ({
  id: 2,
  role,
  id_organization: 1,
  team: 1,
  brand: null,
  is_staff: false,
  is_superuser: false,
  ...extra,
});

async function visibleIds(rules: AbilityRule[], action = 'read') {
  const where = accessibleWhere(createAppAbility(rules), action, 'User', userColumns);
  const rows = await database.db.select({ id: users.id }).from(users).where(where).orderBy(users.id);
  return rows.map((r) => r.id);
}

describe('accessibleWhere', () => {
  it.each([
    ['superuser', userOf('superuser'), [1, 2, 3, 4, 5]],
    ['admin: own organisation', userOf('admin'), [1, 2, 3, 4]],
    ['team_manager: own team in own organisation', userOf('team_manager'), [1, 2]],
    ['user: only themselves', userOf('user'), [2]],
    ['unknown role: the fallback, themselves', userOf('intern'), [2]],
  ])('%s', async (_, user, expected) => {
    expect(await visibleIds(buildUserRules(user))).toEqual(expected);
  });

  it('matches what CASL decides row by row', async () => {
    const rows = await database.db.select().from(users);
    for (const role of ['admin', 'team_manager', 'hr', 'user', 'manager']) {
      const ability = createAppAbility(buildUserRules(userOf(role)));
      const expected = rows
        .filter((r) => ability.can('read', subject('User', { ...r })))
        .map((r) => r.id)
        .sort();
      expect(await visibleIds(buildUserRules(userOf(role))), role).toEqual(expected);
    }
  });

  it('applies inverted rules as AND NOT', async () => {
    const rules: AbilityRule[] = [
      { action: 'read', subject: 'User', conditions: { id_organization: 1 } },
      { action: 'read', subject: 'User', conditions: { team: 2 }, inverted: true },
    ];
    expect(await visibleIds(rules)).toEqual([1, 2, 4]);
  });

  it('treats NULL as CASL does for $ne and $nin', async () => {
    expect(await visibleIds([{ action: 'read', subject: 'User', conditions: { team: { $ne: 1 } } }])).toEqual(
      [3, 4],
    );
    expect(
      await visibleIds([{ action: 'read', subject: 'User', conditions: { team: { $nin: [2] } } }]),
    ).toEqual([1, 2, 4, 5]);
  });

  it('supports $in and $ne', async () => {
    expect(
      await visibleIds([{ action: 'read', subject: 'User', conditions: { id: { $in: [1, 5] } } }]),
    ).toEqual([1, 5]);
    expect(
      await visibleIds([{ action: 'read', subject: 'User', conditions: { role: { $ne: 'user' } } }]),
    ).toEqual([1, 4]);
  });

  it('denies everything when no rule grants the action', async () => {
    expect(await visibleIds(buildUserRules(userOf('user')), 'delete')).toEqual([]);
  });

  it('fails closed on a condition over a column the table does not map', async () => {
    expect(await visibleIds([{ action: 'read', subject: 'User', conditions: { secret_column: 1 } }])).toEqual(
      [],
    );
  });

  it('produces parameterised SQL, never inlined values', () => {
    const where = accessibleWhere(
      createAppAbility(buildUserRules(userOf('admin'))),
      'read',
      'User',
      userColumns,
    );
    const query = database.db.select().from(users).where(where).toSQL();
    expect(query.sql).toContain('"users"."id_organization" = $1');
    expect(query.params).toContain(1);
  });
});
