import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/tables/users';
import { brands, products } from '../../server/modules/catalogue/tables';
import { teams } from '../../server/modules/units/tables';
import { ADMIN, BRAND_MANAGER, MANAGER, newCode } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';

// users.team and users.brand are references (issue 15): the role rules that match them keep
// matching the rows they name when a user, or a team, is moved.

const TEAM_MANAGER = 'team_manager@demo.local';

let t: TestApp;
let t1: number;
let t2: number;
let demo: number;
beforeAll(async () => {
  t = await startTestApp();
  t1 = await t.team(1);
  t2 = await t.team(2);
  demo = await t.orgId('DEMO');
});
afterAll(() => t.close());

const idsOf = async (path: string, as: string) => {
  const res = await t.api('GET', `${path}${path.includes('?') ? '&' : '?'}page_size=100`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
};
const userIdsOfTeam = async (team: number) =>
  (
    await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id_organization, demo), eq(users.team, team)))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);
const move = async (email: string, changes: Record<string, unknown>) => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const res = await t.api('PATCH', `/users/${row!.id}/`, { as: ADMIN, body: changes });
  expect(res.statusCode, res.body).toBe(200);
};

describe('a team manager', () => {
  it('sees exactly the users of their team, before and after one is moved to another team', async () => {
    const moved = await t.createUser({ team: t1 });
    expect(await idsOf('/users/', TEAM_MANAGER)).toEqual(await userIdsOfTeam(t1));
    expect(await idsOf('/users/', TEAM_MANAGER)).toContain(moved.id);

    const res = await t.api('PATCH', `/users/${moved.id}/`, { as: ADMIN, body: { team: t2 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await idsOf('/users/', TEAM_MANAGER)).toEqual(await userIdsOfTeam(t1));
    expect(await idsOf('/users/', TEAM_MANAGER)).not.toContain(moved.id);
    expect((await t.api('GET', `/users/${moved.id}/`, { as: TEAM_MANAGER })).statusCode).toBe(404);
  });

  it('follows their own move: the other team, its users and its employees', async () => {
    await move(TEAM_MANAGER, { team: t2 });
    try {
      expect(await idsOf('/teams/', TEAM_MANAGER)).toEqual([t2]);
      expect(await idsOf('/users/', TEAM_MANAGER)).toEqual(await userIdsOfTeam(t2));
      const seen = await t.api('GET', '/employees/?page_size=100', { as: TEAM_MANAGER });
      expect(seen.json().results).toAllSatisfy((e: { team_id: number }) => e.team_id === t2);
    } finally {
      await move(TEAM_MANAGER, { team: t1 });
    }
    expect(await idsOf('/teams/', TEAM_MANAGER)).toEqual([t1]);
  });
});

describe('a brand manager', () => {
  const brandOf = async (email: string) =>
    (await t.db.select({ brand: users.brand }).from(users).where(eq(users.email, email)))[0]!.brand!;
  /** The list holds the brand's products and only them (the demo catalogue may fill several pages). */
  const expectProductsOf = async (brand: number) => {
    const res = await t.api('GET', '/products/?page_size=100', { as: BRAND_MANAGER });
    const [row] = await t.db.select({ n: count() }).from(products).where(eq(products.brand, brand));
    expect(res.json().count).toBe(Number(row!.n));
    expect(res.json().count).toBeGreaterThan(0);
    expect(res.json().results).toAllSatisfy((p: { brand: number }) => p.brand === brand);
  };
  const teamIdsOfBrand = async (brand: number) =>
    (await t.db.select({ id: teams.id }).from(teams).where(eq(teams.brand, brand)))
      .map((r) => r.id)
      .sort((a, b) => a - b);

  it("sees exactly their brand's products and teams, when a team or they change brand", async () => {
    const own = await brandOf(BRAND_MANAGER);
    const [other] = await t.db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.id_organization, demo), ne(brands.id, own)))
      .limit(1);
    const otherBrand = other!.id;
    const team = await t.api('POST', '/teams/', {
      as: ADMIN,
      body: { code: newCode('BT'), name: `Brand team ${newCode('N')}`, brand: own },
    });
    expect(team.statusCode, team.body).toBe(201);
    const teamId = team.json().id as number;

    expect(await idsOf('/teams/', BRAND_MANAGER)).toEqual(await teamIdsOfBrand(own));
    expect(await idsOf('/teams/', BRAND_MANAGER)).toContain(teamId);
    await expectProductsOf(own);

    // The team goes to another brand: out of their reach.
    const moved = await t.api('PATCH', `/teams/${teamId}/`, { as: ADMIN, body: { brand: otherBrand } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await idsOf('/teams/', BRAND_MANAGER)).not.toContain(teamId);
    expect((await t.api('GET', `/teams/${teamId}/`, { as: BRAND_MANAGER })).statusCode).toBe(404);

    // They go to that brand: its products and teams, and none of the old brand's.
    await move(BRAND_MANAGER, { brand: otherBrand });
    try {
      expect(await idsOf('/teams/', BRAND_MANAGER)).toEqual(await teamIdsOfBrand(otherBrand));
      expect(await idsOf('/teams/', BRAND_MANAGER)).toContain(teamId);
      await expectProductsOf(otherBrand);
    } finally {
      await move(BRAND_MANAGER, { brand: own });
    }
  });
});

describe('the users list names teams and brands', () => {
  it('for whoever may read them, and keeps only the ids for anyone else', async () => {
    const [brand] = await t.db.select().from(brands).where(eq(brands.id_organization, demo)).limit(1);
    const named = await t.createUser({ team: t1, brand: brand!.id });
    const [team] = await t.db.select().from(teams).where(eq(teams.id, t1));
    const asAdmin = await t.api('GET', `/users/${named.id}/`, { as: ADMIN });
    expect(asAdmin.json()).toMatchObject({
      team: t1,
      team_name: team!.name,
      brand: brand!.id,
      brand_name: brand!.name,
    });
    const asManager = await t.api('GET', `/users/${named.id}/`, { as: MANAGER });
    expect(asManager.json()).toMatchObject({ team: t1, team_name: null, brand: brand!.id, brand_name: null });
    const listed = await t.api('GET', `/users/?team=${t1}&page_size=100`, { as: ADMIN });
    expect(listed.json().results).toContainEqual(
      expect.objectContaining({ id: named.id, team_name: team!.name }),
    );
  });
});
