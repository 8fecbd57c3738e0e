import { rmSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from '../../db/client';
import { migrationsBefore, migrationsFolder } from '../../db/migrationsBefore';
import { numberedTeam } from './seed';

type Row = Record<string, unknown>;

/**
 * Migration 0009 on a database that holds users with bare team and brand numbers, as every
 * installation before it did: the numbers become teams and references, and nothing is lost.
 */
describe('migration 0009: organisation units, users.team and users.brand as references', () => {
  let client: PGlite;
  let before: string;
  const rows = async (query: string, params: unknown[] = []) => (await client.query<Row>(query, params)).rows;
  const one = async (query: string, params: unknown[] = []) => (await rows(query, params))[0]!;
  type Named = 'demo' | 'acme' | 'demoBrand' | 'acmeBrand' | UserName;
  type UserName = 'tenA' | 'tenB' | 'three' | 'acmeThree' | 'loose' | 'plain';
  const ids = {} as Record<Named, number>;

  beforeAll(async () => {
    client = await createPglite(undefined);
    const db = drizzle({ client });
    before = migrationsBefore('0009_organisation_units');
    await migrate(db, { migrationsFolder: before });

    const org = async (code: string) =>
      (await one(`insert into organizations (code, name) values ($1, $1) returning id`, [code])).id as number;
    ids.demo = await org('DEMO');
    ids.acme = await org('ACME');
    const brand = async (orgId: number, code: string) =>
      (
        await one(`insert into brands (id_organization, name, code) values ($1, $2, $2) returning id`, [
          orgId,
          code,
        ])
      ).id as number;
    ids.demoBrand = await brand(ids.demo, 'NOVA');
    ids.acmeBrand = await brand(ids.acme, 'ZEN');
    const user = async (name: UserName, orgId: number, team: number | null, brandId: number | null) => {
      ids[name] = (
        await one(
          `insert into users (email, password_hash, id_organization, team, brand) values ($1, 'x', $2, $3, $4) returning id`,
          [`${name}@test.local`, orgId, team, brandId],
        )
      ).id as number;
    };
    await user('tenA', ids.demo, 10, ids.demoBrand); // own brand: kept
    await user('tenB', ids.demo, 10, null);
    await user('three', ids.demo, 3, ids.acmeBrand); // another organisation's brand: cleared
    await user('acmeThree', ids.acme, 3, ids.acmeBrand);
    await user('loose', ids.demo, null, 987_654); // a brand deleted long ago: cleared
    await user('plain', ids.acme, null, null);

    await migrate(db, { migrationsFolder });
  });

  afterAll(async () => {
    await client?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  const userRow = (name: UserName) => one(`select team, brand from users where id = $1`, [ids[name]]);

  it('makes one team per organisation and number, named as the seed names them, in numeric order', async () => {
    const teams = await rows(
      `select id, id_organization, code, name, description, service_id, brand from teams order by id`,
    );
    expect(teams.map(({ id: _id, ...t }) => t)).toEqual([
      { id_organization: ids.demo, ...numberedTeam(3), service_id: null, brand: null },
      { id_organization: ids.demo, ...numberedTeam(10), service_id: null, brand: null },
      { id_organization: ids.acme, ...numberedTeam(3), service_id: null, brand: null },
    ]);
  });

  it("points each user at their organisation's team of their number", async () => {
    const teamId = async (orgId: number, n: number) =>
      (await one(`select id from teams where id_organization = $1 and code = $2`, [orgId, `T${n}`])).id;
    expect((await userRow('tenA')).team).toBe(await teamId(ids.demo, 10));
    expect((await userRow('tenB')).team).toBe(await teamId(ids.demo, 10));
    expect((await userRow('three')).team).toBe(await teamId(ids.demo, 3));
    expect((await userRow('acmeThree')).team).toBe(await teamId(ids.acme, 3));
    expect((await userRow('loose')).team).toBeNull();
    expect((await userRow('plain')).team).toBeNull();
  });

  it('keeps a brand of the same organisation and clears any other, recording the old number in the audit log', async () => {
    expect((await userRow('tenA')).brand).toBe(ids.demoBrand);
    expect((await userRow('acmeThree')).brand).toBe(ids.acmeBrand);
    expect((await userRow('three')).brand).toBeNull();
    expect((await userRow('loose')).brand).toBeNull();
    const logged = await rows(
      `select id_organization, actor_id, action, object_type, object_id, object_name, before, after
       from audit_logs order by id`,
    );
    expect(logged).toEqual([
      {
        id_organization: ids.demo,
        actor_id: null,
        action: 'user.update',
        object_type: 'User',
        object_id: String(ids.three),
        object_name: 'three@test.local',
        before: { brand: ids.acmeBrand },
        after: { brand: null },
      },
      {
        id_organization: ids.demo,
        actor_id: null,
        action: 'user.update',
        object_type: 'User',
        object_id: String(ids.loose),
        object_name: 'loose@test.local',
        before: { brand: 987_654 },
        after: { brand: null },
      },
    ]);
  });

  it('then holds both as foreign keys: no unknown team, no team deleted under its members, a deleted brand unassigned', async () => {
    await expect(client.query(`update users set team = 999999 where id = $1`, [ids.plain])).rejects.toThrow(
      /foreign key/,
    );
    const { team } = await userRow('tenA');
    await expect(client.query(`delete from teams where id = $1`, [team])).rejects.toThrow(/foreign key/);
    await client.query(`delete from brands where id = $1`, [ids.demoBrand]);
    expect((await userRow('tenA')).brand).toBeNull();
  });

  describe('the new tables hold their rules themselves', () => {
    const insert = async (table: string, values: Row) => {
      const keys = Object.keys(values);
      const query = `insert into ${table} (${keys.join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')}) returning id`;
      return (await one(query, Object.values(values))).id as number;
    };
    const unit = (table: string, code: string, extra: Row = {}) =>
      insert(table, { id_organization: ids.demo, code, name: code, ...extra });
    const address = (kind: string, unitId: number, isMain: boolean) =>
      insert('unit_addresses', {
        id_organization: ids.demo,
        unit_kind: kind,
        unit_id: unitId,
        address: 'Main St',
        is_main: isMain,
      });

    it('one main address per unit, any number of others', async () => {
      const group = await unit('groups', 'G1');
      const company = await unit('companies', 'C1', { group_id: group });
      await address('group', group, true);
      await address('group', group, false);
      await address('company', company, true);
      await expect(address('group', group, true)).rejects.toThrow(/unit_addresses_unit_main_unique/);
      await expect(address('planet', group, false)).rejects.toThrow(/unit_addresses_unit_kind_check/);
    });

    it("deleting a unit deletes its own addresses and contacts, not another kind's of the same id", async () => {
      const group = await unit('groups', 'G2');
      const company = await unit('companies', 'C2');
      // Ids of different tables may coincide; the kind tells them apart.
      await address('group', group, true);
      await address('company', group, true);
      await insert('unit_contacts', {
        id_organization: ids.demo,
        unit_kind: 'group',
        unit_id: group,
        contact_name: 'Desk',
      });
      await client.query(`delete from groups where id = $1`, [group]);
      expect(
        await rows(`select unit_kind from unit_addresses where unit_id = $1 order by id`, [group]),
      ).toEqual([{ unit_kind: 'company' }]);
      expect(
        await rows(`select id from unit_contacts where unit_kind = 'group' and unit_id = $1`, [group]),
      ).toEqual([]);
      // A parent with children is not deleted under them.
      const establishment = await unit('establishments', 'E2', { company_id: company });
      await expect(client.query(`delete from companies where id = $1`, [company])).rejects.toThrow(
        /foreign key/,
      );
      await unit('services', 'S2', { establishment_id: establishment });
    });

    it('codes are unique per organisation and kind', async () => {
      await unit('workplaces', 'W1');
      await expect(unit('workplaces', 'W1')).rejects.toThrow(/workplaces_org_code_unique/);
      await unit('groups', 'W1');
      await insert('workplaces', { id_organization: ids.acme, code: 'W1', name: 'W1' });
    });

    it('an employee is one person or one user, in one team or one workplace, ending on or after the start', async () => {
      const person = await insert('persons', { id_organization: ids.demo, full_name: 'Ada Lovelace' });
      const team = await unit('teams', 'TX');
      const workplace = await unit('workplaces', 'WX');
      const employee = (values: Row) =>
        insert('employees', { id_organization: ids.demo, start_date: '2026-01-01', ...values });
      await employee({ person_id: person, team_id: team });
      await employee({ user_id: ids.plain, workplace_id: workplace, end_date: '2026-01-01' });
      await expect(employee({ person_id: person, user_id: ids.plain, team_id: team })).rejects.toThrow(
        /employees_one_who_check/,
      );
      await expect(employee({ team_id: team })).rejects.toThrow(/employees_one_who_check/);
      await expect(employee({ person_id: person, team_id: team, workplace_id: workplace })).rejects.toThrow(
        /employees_one_place_check/,
      );
      await expect(employee({ person_id: person })).rejects.toThrow(/employees_one_place_check/);
      await expect(employee({ person_id: person, team_id: team, end_date: '2025-12-31' })).rejects.toThrow(
        /employees_period_check/,
      );
    });

    it('a national id is unique in the organisation when set', async () => {
      const person = (orgId: number, nationalId: string | null) =>
        insert('persons', { id_organization: orgId, full_name: 'Someone', national_id: nationalId });
      await person(ids.demo, 'AB123');
      await person(ids.acme, 'AB123');
      await person(ids.demo, null);
      await person(ids.demo, null);
      await expect(person(ids.demo, 'AB123')).rejects.toThrow(/persons_org_national_id_unique/);
    });
  });
});
