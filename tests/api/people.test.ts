import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '../../domain/common/messages';
import { unitMessages as m } from '../../domain/units';
import { checkViolation } from '../../server/db/errors';
import { employees, persons, teams, workplaces } from '../../server/modules/units/tables';
import { ADMIN, CLIENT_ADMIN, MANAGER, newCode } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';

const HR = 'hr@demo.local';
const TEAM_MANAGER = 'team_manager@demo.local';
const NOT_IN_ORGANISATION = [fieldMessages.referenceNotFound];

let t: TestApp;
let t1: number;
let t2: number;
let acmeTeam: number;
let workplace: number;
let acmeWorkplace: number;
beforeAll(async () => {
  t = await startTestApp();
  t1 = await t.team(1);
  t2 = await t.team(2);
  acmeTeam = await t.team(1, 'ACME');
  const place = async (org: 'DEMO' | 'ACME') =>
    (
      await t.db
        .insert(workplaces)
        .values({ id_organization: await t.orgId(org), code: newCode('WP'), name: `Desk ${newCode('W')}` })
        .returning()
    )[0]!.id;
  workplace = await place('DEMO');
  acmeWorkplace = await place('ACME');
});
afterAll(() => t.close());

const person = async (fields: Record<string, unknown> = {}, as = HR) => {
  const res = await t.api('POST', '/persons/', { as, body: { full_name: `Ada ${newCode('P')}`, ...fields } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; full_name: string; national_id: string | null };
};
const employee = async (fields: Record<string, unknown>, as = HR) => {
  const res = await t.api('POST', '/employees/', { as, body: { start_date: '2025-01-01', ...fields } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string; place_name: string; person_id: number | null };
};
const teamName = async (id: number) =>
  (await t.db.select({ name: teams.name }).from(teams).where(eq(teams.id, id)))[0]!.name;
/** A person of Acme, whose staff has no HR account in the demo data. */
const acmePerson = async (fields: Partial<typeof persons.$inferInsert> = {}) =>
  (
    await t.db
      .insert(persons)
      .values({ id_organization: await t.orgId('ACME'), full_name: 'Acme Person', ...fields })
      .returning()
  )[0]!;
const ids = (res: { json: () => { results: { id: number }[] } }) => res.json().results.map((r) => r.id);

describe('persons', () => {
  it('hr records a person; the created date is the day of the create unless given', async () => {
    const made = await person({ gender: 'female', birth_date: '1990-05-01', passport_number: 'P123' });
    expect(made).toMatchObject({ gender: 'female', birth_date: '1990-05-01', passport_number: 'P123' });
    expect((made as unknown as { created_date: string }).created_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await person({ created_date: '2020-02-02' })).toMatchObject({ created_date: '2020-02-02' });
  });

  it('a national id is unique in the organisation (400 on the field), not across organisations', async () => {
    const id = newCode('NID');
    await person({ national_id: id });
    const again = await t.api('POST', '/persons/', { as: HR, body: { full_name: 'Twin', national_id: id } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ national_id: [m.nationalIdTaken] });
    expect((await acmePerson({ national_id: id })).national_id).toBe(id);
    // Empty means none: any number of persons without one.
    await person({ national_id: '' });
    expect((await person({ national_id: '' })).national_id).toBeNull();
  });

  it('a person with assignments is not deleted (409), then is once they are gone', async () => {
    const p = await person();
    const e = await employee({ person_id: p.id, team_id: t1 });
    const refused = await t.api('DELETE', `/persons/${p.id}/`, { as: HR });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: m.personEmployed(1) });
    expect((await t.api('DELETE', `/employees/${e.id}/`, { as: HR })).statusCode).toBe(204);
    expect((await t.api('DELETE', `/persons/${p.id}/`, { as: HR })).statusCode).toBe(204);
  });
});

describe('employees', () => {
  it('a person or a user, in a team or a workplace, shown with their names', async () => {
    const p = await person({ full_name: 'Grace Hopper' });
    expect(await employee({ person_id: p.id, team_id: t1, position: 'Lead' })).toMatchObject({
      name: 'Grace Hopper',
      place_name: await teamName(t1),
      position: 'Lead',
      end_date: null,
    });
    const u = await t.createUser({ first_name: 'Ida', last_name: 'Rhodes' });
    const byUser = await employee({ user_id: u.id, workplace_id: workplace });
    expect(byUser).toMatchObject({ name: 'Ida Rhodes', user_id: u.id, workplace_id: workplace });
  });

  it.each([
    ['person_id', () => ({ team_id: t1 }), m.whoRequired],
    ['user_id', (p: number) => ({ person_id: p, user_id: 1, team_id: t1 }), m.whoBoth],
    ['team_id', (p: number) => ({ person_id: p }), m.placeRequired],
    ['workplace_id', (p: number) => ({ person_id: p, team_id: t1, workplace_id: workplace }), m.placeBoth],
    [
      'end_date',
      (p: number) => ({ person_id: p, team_id: t1, end_date: '2024-12-31' }),
      fieldMessages.endBeforeStart,
    ],
  ])('refuses a create breaking a rule of the row on %s', async (field, body, message) => {
    const p = await person();
    const before = await t.db.select({ n: count() }).from(employees);
    const res = await t.api('POST', '/employees/', {
      as: HR,
      body: { start_date: '2025-01-01', ...body(p.id) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
    expect(await t.db.select({ n: count() }).from(employees)).toEqual(before);
  });

  it("refuses another organisation's person, user, team or workplace on its field", async () => {
    const theirs = await acmePerson();
    const acmeUser = await t.createUser({ org: 'ACME' });
    const p = await person();
    const cases: [Record<string, unknown>, string][] = [
      [{ person_id: theirs.id, team_id: t1 }, 'person_id'],
      [{ user_id: acmeUser.id, team_id: t1 }, 'user_id'],
      [{ person_id: p.id, team_id: acmeTeam }, 'team_id'],
      [{ person_id: p.id, workplace_id: acmeWorkplace }, 'workplace_id'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api('POST', '/employees/', { as: HR, body: { start_date: '2025-01-01', ...body } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toEqual({ [field]: NOT_IN_ORGANISATION });
    }
  });

  it('judges an update on the row as it would be: 400 on the field, never the database check', async () => {
    const p = await person();
    const e = await employee({ person_id: p.id, team_id: t1 });
    const patch = (body: Record<string, unknown>) => t.api('PATCH', `/employees/${e.id}/`, { as: HR, body });
    const u = await t.createUser();
    expect((await patch({ user_id: u.id })).json()).toEqual({ user_id: [m.whoBoth] });
    expect((await patch({ workplace_id: workplace })).json()).toEqual({ workplace_id: [m.placeBoth] });
    expect((await patch({ person_id: null })).json()).toEqual({ person_id: [m.whoRequired] });
    expect((await patch({ end_date: '2024-01-01' })).json()).toEqual({
      end_date: [fieldMessages.endBeforeStart],
    });
    expect((await patch({ team_id: acmeTeam })).json()).toEqual({ team_id: NOT_IN_ORGANISATION });
    const moved = await patch({ person_id: null, user_id: u.id, team_id: null, workplace_id: workplace });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      person_id: null,
      user_id: u.id,
      workplace_id: workplace,
      team_id: null,
    });
  });

  it('names the check a row broke, should one reach the database (mapped to its field)', async () => {
    const error = await t.db
      .insert(employees)
      .values({ id_organization: await t.orgId('DEMO'), team_id: t1, start_date: '2025-01-01' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(checkViolation(error)).toBe('employees_one_who_check');
  });

  it('filters by team, workplace, person, user and current assignments; searches names', async () => {
    const p = await person({ full_name: `Filtered ${newCode('F')}` });
    const inTeam = await employee({
      person_id: p.id,
      team_id: t2,
      start_date: '2020-01-01',
      end_date: '2021-01-01',
    });
    const atDesk = await employee({ person_id: p.id, workplace_id: workplace });
    const list = (query: string) => t.api('GET', `/employees/?page_size=100&${query}`, { as: HR });
    expect(ids(await list(`person=${p.id}`)).sort()).toEqual([inTeam.id, atDesk.id].sort());
    expect(ids(await list(`person=${p.id}&current=true`))).toEqual([atDesk.id]);
    expect(ids(await list(`person=${p.id}&current=false`))).toEqual([inTeam.id]);
    expect(ids(await list(`team=${t2}`))).toContain(inTeam.id);
    expect(ids(await list(`team=${t2}`))).not.toContain(atDesk.id);
    expect(ids(await list(`workplace=${workplace}`))).toContain(atDesk.id);
    expect(ids(await list(`search=${encodeURIComponent(p.full_name)}`)).sort()).toEqual(
      [inTeam.id, atDesk.id].sort(),
    );
    const u = await t.createUser({ first_name: `Zed${newCode('Z')}` });
    const ofUser = await employee({ user_id: u.id, team_id: t1 });
    expect(ids(await list(`user=${u.id}`))).toEqual([ofUser.id]);
    expect(ids(await list(`search=${u.first_name}`))).toEqual([ofUser.id]);
  });
});

describe('who reads and changes persons and employees', () => {
  it('hr, human_resources and a client admin manage them; admin reads them; a manager neither', async () => {
    const hrRole = await t.createUser({ role: 'human_resources', password: 'hr-passw0rd-1' });
    const token = (await t.login(hrRole.email, 'hr-passw0rd-1')).access_token;
    const p = await person({}, CLIENT_ADMIN);
    const viaHr = await t.api('POST', '/employees/', {
      token,
      body: { person_id: p.id, team_id: t1, start_date: '2025-02-01' },
    });
    expect(viaHr.statusCode, viaHr.body).toBe(201);
    expect((await t.api('GET', '/employees/', { as: ADMIN })).statusCode).toBe(200);
    expect((await t.api('GET', `/persons/${p.id}/`, { as: ADMIN })).statusCode).toBe(200);
    const adminWrite = await t.api('POST', '/persons/', { as: ADMIN, body: { full_name: 'Nope' } });
    expect(adminWrite.statusCode).toBe(403);
    expect(
      (await t.api('PATCH', `/employees/${viaHr.json().id}/`, { as: ADMIN, body: { position: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.api('GET', '/employees/', { as: MANAGER })).statusCode).toBe(403);
    expect((await t.api('GET', '/persons/', { as: MANAGER })).statusCode).toBe(403);
  });

  it("a team manager reads exactly the assignments of their own team, and no person's record", async () => {
    const p = await person();
    const own = await employee({ person_id: p.id, team_id: t1 });
    const other = await employee({ person_id: p.id, team_id: t2 });
    const desk = await employee({ person_id: p.id, workplace_id: workplace });
    const seen = await t.api('GET', '/employees/?page_size=100', { as: TEAM_MANAGER });
    expect(seen.statusCode).toBe(200);
    const rows = seen.json().results as { team_id: number | null }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toAllSatisfy((r) => r.team_id === t1);
    expect(ids(seen)).toContain(own.id);
    expect((await t.api('GET', `/employees/${own.id}/`, { as: TEAM_MANAGER })).statusCode).toBe(200);
    for (const id of [other.id, desk.id]) {
      expect((await t.api('GET', `/employees/${id}/`, { as: TEAM_MANAGER })).statusCode).toBe(404);
    }
    expect(
      (await t.api('PATCH', `/employees/${own.id}/`, { as: TEAM_MANAGER, body: { position: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.api('GET', '/persons/', { as: TEAM_MANAGER })).json().count).toBe(0);
  });
});
