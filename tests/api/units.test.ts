import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '../../domain/common/messages';
import { unitMessages } from '../../domain/units';
import { users } from '../../server/db/tables/users';
import { employees } from '../../server/modules/units/tables';
import { brands } from '../../server/modules/catalogue/tables';
import { ACME_ADMIN, ADMIN, BRAND_MANAGER, CLIENT_ADMIN, USER, created, newCode } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';

// The organisation's units and parameters over HTTP: references held to the organisation,
// filters, deletes refused while something still hangs from a row, who may change what.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Row = { id: number } & Record<string, unknown>;
const unit = (path: string, fields: Record<string, unknown> = {}, as = ADMIN) =>
  created<Row>(t, path, { code: newCode('U'), name: `Unit ${newCode('N')}`, ...fields }, as);

/** A group → company → establishment → service → team chain of `as`'s organisation. */
async function chain(as = ADMIN) {
  const group = await unit('/groups/', {}, as);
  const company = await unit('/companies/', { group_id: group.id }, as);
  const establishment = await unit('/establishments/', { company_id: company.id }, as);
  const service = await unit('/services/', { establishment_id: establishment.id }, as);
  const team = await unit('/teams/', { service_id: service.id }, as);
  return { group, company, establishment, service, team };
}

describe('references', () => {
  it('refuses a parent, status, type, niveau, manager or brand of another organisation, on the field', async () => {
    const theirs = await chain(ACME_ADMIN);
    const theirStatus = await unit('/unit-statuses/', {}, ACME_ADMIN);
    const theirNiveau = await unit('/niveaux/', { level: 1 }, ACME_ADMIN);
    const acmeUser = await t.createUser({ org: 'ACME' });
    const mine = await chain();
    const res = await t.api('POST', '/services/', {
      as: ADMIN,
      body: {
        code: newCode('S'),
        name: 'Sales desk',
        establishment_id: theirs.establishment.id,
        status_id: theirStatus.id,
        niveau_id: theirNiveau.id,
        manager_id: acmeUser.id,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status_id: [fieldMessages.referenceNotFound],
      establishment_id: [fieldMessages.referenceNotFound],
      manager_id: [fieldMessages.referenceNotFound],
      niveau_id: [fieldMessages.referenceNotFound],
    });
    // An update is held to the row's organisation too.
    const moved = await t.api('PATCH', `/companies/${mine.company.id}/`, {
      as: ADMIN,
      body: { group_id: theirs.group.id },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ group_id: [fieldMessages.referenceNotFound] });
    const missing = await t.api('PATCH', `/teams/${mine.team.id}/`, { as: ADMIN, body: { brand: 999999 } });
    expect(missing.json()).toEqual({ brand: [fieldMessages.referenceNotFound] });
  });

  it('takes references of its own organisation, and clears an optional one', async () => {
    const { company, establishment } = await chain();
    const status = await unit('/unit-statuses/');
    const type = await unit('/unit-types/');
    const niveau = await unit('/niveaux/', { level: 2 });
    const manager = await t.createUser();
    const service = await unit('/services/', {
      establishment_id: establishment.id,
      status_id: status.id,
      type_id: type.id,
      niveau_id: niveau.id,
      manager_id: manager.id,
    });
    expect(service).toMatchObject({ status_id: status.id, niveau_id: niveau.id, manager_id: manager.id });
    const cleared = await t.api('PATCH', `/companies/${company.id}/`, {
      as: ADMIN,
      body: { group_id: null },
    });
    expect(cleared.json()).toMatchObject({ group_id: null });
  });

  it('names the kind in its not-found message', async () => {
    const res = await t.api('GET', '/companies/999999/', { as: ADMIN });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: unitMessages.notFound('company') });
    const theirs = await unit('/workplaces/', {}, ACME_ADMIN);
    expect((await t.api('GET', `/workplaces/${theirs.id}/`, { as: ADMIN })).json()).toEqual({
      detail: unitMessages.notFound('workplace'),
    });
  });
});

describe('lists', () => {
  it('filter by parent, status and type, and search code and name', async () => {
    const { company, establishment } = await chain();
    const status = await unit('/unit-statuses/');
    const other = await unit('/establishments/', { company_id: company.id, status_id: status.id });
    const byParent = (await t.api('GET', `/establishments/?company_id=${company.id}`, { as: ADMIN })).json();
    expect(byParent.results.map((r: Row) => r.id).sort()).toEqual([establishment.id, other.id].sort());
    const byStatus = (await t.api('GET', `/establishments/?status_id=${status.id}`, { as: ADMIN })).json();
    expect(byStatus.results.map((r: Row) => r.id)).toEqual([other.id]);
    const byCode = (
      await t.api('GET', `/establishments/?search=${String(other.code)}`, { as: ADMIN })
    ).json();
    expect(byCode.results.map((r: Row) => r.id)).toEqual([other.id]);
    expect(
      (
        await t.api('GET', `/establishments/?type_id=${status.id}&company_id=${company.id}`, { as: ADMIN })
      ).json().count,
    ).toBe(0);
  });
});

describe('deletes', () => {
  it('are refused (409) while children, members or employees hang from the unit', async () => {
    const { group, company, service, team } = await chain();
    const refused = async (path: string, detail: string) => {
      const res = await t.api('DELETE', path, { as: ADMIN });
      expect(res.statusCode, path).toBe(409);
      expect(res.json()).toEqual({ detail });
    };
    await refused(`/groups/${group.id}/`, unitMessages.hasChildren('group', 1, 'company'));
    await refused(`/services/${service.id}/`, unitMessages.hasChildren('service', 1, 'team'));
    const member = await t.createUser({ team: team.id });
    await refused(`/teams/${team.id}/`, unitMessages.hasMembers(1));
    await t.db.update(users).set({ team: null }).where(eq(users.id, member.id));
    const [employee] = await t.db
      .insert(employees)
      .values({
        id_organization: team.id_organization as number,
        user_id: member.id,
        team_id: team.id,
        start_date: '2025-01-01',
      })
      .returning();
    await refused(`/teams/${team.id}/`, unitMessages.hasEmployees('team', 1));
    await t.db.delete(employees).where(eq(employees.id, employee!.id));
    expect((await t.api('DELETE', `/teams/${team.id}/`, { as: ADMIN })).statusCode).toBe(204);
    expect((await t.api('DELETE', `/services/${service.id}/`, { as: ADMIN })).statusCode).toBe(204);
    expect(company.group_id).toBe(group.id);
  });

  it('of a parameter are refused while units use it', async () => {
    const status = await unit('/unit-statuses/');
    const type = await unit('/unit-types/');
    const niveau = await unit('/niveaux/', { level: 4 });
    const { establishment } = await chain();
    await unit('/workplaces/', { status_id: status.id, type_id: type.id });
    await unit('/groups/', { status_id: status.id });
    await unit('/services/', { establishment_id: establishment.id, niveau_id: niveau.id });
    for (const [path, detail] of [
      [`/unit-statuses/${status.id}/`, unitMessages.parameterInUse('status', 2)],
      [`/unit-types/${type.id}/`, unitMessages.parameterInUse('type', 1)],
      [`/niveaux/${niveau.id}/`, unitMessages.parameterInUse('niveau', 1)],
    ]) {
      const res = await t.api('DELETE', path!, { as: ADMIN });
      expect(res.statusCode, path).toBe(409);
      expect(res.json()).toEqual({ detail });
    }
  });
});

describe('who changes the structure', () => {
  it("a CLIENT_ADMIN updates its own organisation's units (judged by their organisation, not their id)", async () => {
    const { company } = await chain();
    const res = await t.api('PATCH', `/companies/${company.id}/`, {
      as: CLIENT_ADMIN,
      body: { name: 'Renamed SA' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const niveau = await unit('/niveaux/', { level: 5 }, CLIENT_ADMIN);
    expect((await t.api('DELETE', `/niveaux/${niveau.id}/`, { as: CLIENT_ADMIN })).statusCode).toBe(204);
  });

  it("nobody reaches another organisation's units: 404", async () => {
    const theirs = await chain(ACME_ADMIN);
    for (const as of [ADMIN, CLIENT_ADMIN]) {
      const res = await t.api('PATCH', `/companies/${theirs.company.id}/`, {
        as,
        body: { name: 'Taken over' },
      });
      expect(res.statusCode, as).toBe(404);
    }
  });

  it('HR reads the structure and may not change it (403)', async () => {
    const { company } = await chain();
    expect((await t.api('GET', `/companies/${company.id}/`, { as: 'hr@demo.local' })).statusCode).toBe(200);
    const res = await t.api('PATCH', `/companies/${company.id}/`, {
      as: 'hr@demo.local',
      body: { name: 'HR SA' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('teams by role (spec §6)', () => {
  const brandOf = async (code: string) => {
    const [row] = await t.db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.code, code), eq(brands.id_organization, await t.orgId('DEMO'))));
    return row!.id;
  };

  it('a brand_manager manages the teams of its brand, no other', async () => {
    const nova = await brandOf('NOVA');
    const other = await unit('/brands/');
    const own = await unit('/teams/', { brand: nova }, BRAND_MANAGER);
    expect(own.brand).toBe(nova);
    const renamed = await t.api('PATCH', `/teams/${own.id}/`, {
      as: BRAND_MANAGER,
      body: { name: 'Nova crew' },
    });
    expect(renamed.statusCode).toBe(200);
    // Handing its team to another brand, or making one of another brand: 403.
    const handed = await t.api('PATCH', `/teams/${own.id}/`, {
      as: BRAND_MANAGER,
      body: { brand: other.id },
    });
    expect(handed.statusCode).toBe(403);
    const foreign = await t.api('POST', '/teams/', {
      as: BRAND_MANAGER,
      body: { code: newCode('T'), name: 'Not mine', brand: other.id },
    });
    expect(foreign.statusCode).toBe(403);
    const theirs = await unit('/teams/', { brand: other.id });
    expect((await t.api('GET', `/teams/${theirs.id}/`, { as: BRAND_MANAGER })).statusCode).toBe(404);
    expect((await t.api('DELETE', `/teams/${own.id}/`, { as: BRAND_MANAGER })).statusCode).toBe(204);
  });

  it('a team_manager reads and updates its own team only, and creates none', async () => {
    const own = await unit('/teams/');
    const other = await unit('/teams/');
    const manager = await t.createUser({ role: 'team_manager', team: own.id });
    const list = (await t.api('GET', '/teams/', { as: manager.email })).json();
    expect(list.results.map((r: Row) => r.id)).toEqual([own.id]);
    expect(
      (await t.api('PATCH', `/teams/${own.id}/`, { as: manager.email, body: { name: 'My crew' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.api('PATCH', `/teams/${other.id}/`, { as: manager.email, body: { name: 'Theirs' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.api('DELETE', `/teams/${own.id}/`, { as: manager.email })).statusCode).toBe(403);
    const made = await t.api('POST', '/teams/', {
      as: manager.email,
      body: { code: newCode('T'), name: 'New crew' },
    });
    expect(made.statusCode).toBe(403);
    // The rest of the structure is not theirs to read.
    expect((await t.api('GET', '/companies/', { as: manager.email })).statusCode).toBe(403);
  });

  it("the admin and the client's admin manage their organisation's teams; nobody another's", async () => {
    for (const as of [ADMIN, CLIENT_ADMIN]) {
      const team = await unit('/teams/', {}, as);
      expect((await t.api('DELETE', `/teams/${team.id}/`, { as })).statusCode, as).toBe(204);
    }
    const theirs = await unit('/teams/', {}, ACME_ADMIN);
    for (const as of [ADMIN, CLIENT_ADMIN, BRAND_MANAGER]) {
      expect((await t.api('GET', `/teams/${theirs.id}/`, { as })).statusCode, as).toBe(404);
    }
  });

  it('a user reads no part of the structure (403)', async () => {
    for (const path of ['/teams/', '/companies/', '/niveaux/', '/units/tree/']) {
      expect((await t.api('GET', path, { as: USER })).statusCode, path).toBe(403);
    }
  });
});
