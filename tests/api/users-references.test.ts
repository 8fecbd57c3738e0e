import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '../../domain/common/fields';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { brands } from '../../server/modules/catalogue/tables';
import { users } from '../../server/db/tables/users';
import { teams } from '../../server/modules/units/tables';
import { startTestApp, uniqueEmail, type TestApp } from './harness';

let t: TestApp;
let demoBrand: number;
let acmeBrand: number;
beforeAll(async () => {
  t = await startTestApp();
  const brandOf = async (org: 'DEMO' | 'ACME') =>
    (
      await t.db
        .select({ id: brands.id })
        .from(brands)
        .where(eq(brands.id_organization, await t.orgId(org)))
    )[0]!.id;
  demoBrand = await brandOf('DEMO');
  acmeBrand = await brandOf('ACME');
});
afterAll(() => t.close());

const NOT_IN_ORGANISATION = { brand: ['Not found in this organisation.'] };
const newUser = (extra: Record<string, unknown> = {}) => ({
  email: uniqueEmail('ref'),
  password: 'created-passw0rd',
  ...extra,
});
const userAudits = async (id: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(auditLogs)
      .where(and(eq(auditLogs.object_type, 'User'), eq(auditLogs.object_id, String(id))))
  )[0]!.n;

describe('POST /api/users/: references', () => {
  it("refuses another organisation's brand on the field, and writes nothing", async () => {
    const body = newUser({ brand: acmeBrand });
    const res = await t.api('POST', '/users/', { as: 'admin@demo.local', body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NOT_IN_ORGANISATION);
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('refuses a brand that does not exist the same way', async () => {
    const res = await t.api('POST', '/users/', { as: 'admin@demo.local', body: newUser({ brand: MAX_ID }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NOT_IN_ORGANISATION);
  });

  it("takes a brand of the caller's organisation", async () => {
    const res = await t.api('POST', '/users/', {
      as: 'admin@demo.local',
      body: newUser({ brand: demoBrand }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().brand).toBe(demoBrand);
  });

  it("a superuser creating a user in another organisation names that organisation's brand", async () => {
    const acme = await t.orgId('ACME');
    const own = await t.api('POST', '/users/', {
      as: 'superuser@demo.local',
      body: newUser({ id_organization: acme, brand: acmeBrand }),
    });
    expect(own.statusCode, own.body).toBe(201);
    const foreign = await t.api('POST', '/users/', {
      as: 'superuser@demo.local',
      body: newUser({ id_organization: acme, brand: demoBrand }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(NOT_IN_ORGANISATION);
  });

  it.each([0, -1, MAX_ID + 1, 1.5])(
    'refuses team %s on the field (a team id is a positive integer)',
    async (team) => {
      const body = newUser({ team });
      const res = await t.api('POST', '/users/', { as: 'admin@demo.local', body });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['team']);
      expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    },
  );
});

describe('PATCH /api/users/{id}/: references', () => {
  it("refuses another organisation's brand on the field, and changes nothing", async () => {
    const target = await t.createUser({ brand: demoBrand });
    const audits = await userAudits(target.id);
    const res = await t.api('PATCH', `/users/${target.id}/`, {
      as: 'admin@demo.local',
      body: { brand: acmeBrand },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NOT_IN_ORGANISATION);
    expect((await t.userRow(target.id))!.brand).toBe(demoBrand);
    expect(await userAudits(target.id)).toBe(audits);
  });

  it("sets a brand of the user's organisation, and clears it", async () => {
    const target = await t.createUser();
    const set = await t.api('PATCH', `/users/${target.id}/`, {
      as: 'admin@demo.local',
      body: { brand: demoBrand },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().brand).toBe(demoBrand);
    const cleared = await t.api('PATCH', `/users/${target.id}/`, {
      as: 'admin@demo.local',
      body: { brand: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().brand).toBeNull();
  });

  it('a user moved to another organisation cannot keep a brand of the old one', async () => {
    const target = await t.createUser({ brand: demoBrand });
    const res = await t.api('PATCH', `/users/${target.id}/`, {
      as: 'superuser@demo.local',
      body: { id_organization: await t.orgId('ACME') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NOT_IN_ORGANISATION);
    expect((await t.userRow(target.id))!.id_organization).toBe(await t.orgId('DEMO'));
  });

  it.each([0, -3, MAX_ID + 1])('refuses team %s on the field', async (team) => {
    const own = await t.team(1);
    const target = await t.createUser({ team: own });
    const res = await t.api('PATCH', `/users/${target.id}/`, { as: 'admin@demo.local', body: { team } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['team']);
    expect((await t.userRow(target.id))!.team).toBe(own);
  });
});

describe('users.team: a team of the organisation', () => {
  const TEAM_NOT_IN_ORGANISATION = { team: ['Not found in this organisation.'] };

  it("refuses another organisation's team and a team that does not exist, on create and update", async () => {
    const acmeTeam = await t.team(1, 'ACME');
    for (const team of [acmeTeam, MAX_ID]) {
      const body = newUser({ team });
      const created = await t.api('POST', '/users/', { as: 'admin@demo.local', body });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual(TEAM_NOT_IN_ORGANISATION);
      expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    }
    const target = await t.createUser();
    const res = await t.api('PATCH', `/users/${target.id}/`, {
      as: 'admin@demo.local',
      body: { team: acmeTeam },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TEAM_NOT_IN_ORGANISATION);
    expect((await t.userRow(target.id))!.team).toBeNull();
  });

  it("takes a team of the user's organisation, and clears it", async () => {
    const team = await t.team(2);
    const created = await t.api('POST', '/users/', { as: 'admin@demo.local', body: newUser({ team }) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().team).toBe(team);
    const cleared = await t.api('PATCH', `/users/${created.json().id}/`, {
      as: 'admin@demo.local',
      body: { team: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().team).toBeNull();
  });

  it('a user moved to another organisation cannot keep a team of the old one', async () => {
    const target = await t.createUser({ team: await t.team(1) });
    const res = await t.api('PATCH', `/users/${target.id}/`, {
      as: 'superuser@demo.local',
      body: { id_organization: await t.orgId('ACME') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TEAM_NOT_IN_ORGANISATION);
    expect((await t.userRow(target.id))!.id_organization).toBe(await t.orgId('DEMO'));
  });

  it('the seed gives the demo team members real teams of their organisation', async () => {
    const member = (await t.db.select().from(users).where(eq(users.email, 'team_manager@demo.local')))[0]!;
    const [team] = await t.db.select().from(teams).where(eq(teams.id, member.team!));
    // Team number 1's team, which the demo structure then places in a service and renames.
    expect(team).toMatchObject({ id_organization: await t.orgId('DEMO'), code: 'T1' });
    expect(team!.service_id).not.toBeNull();
  });
});
