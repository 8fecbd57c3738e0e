import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '../../domain/common/messages';
import { unitMessages, type UnitNode } from '../../domain/units';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { ACME_ADMIN, ADMIN, created, newCode, SUPERUSER } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';

// The hierarchy in one answer and moves of units in it.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Row = { id: number } & Record<string, unknown>;
const unit = (
  path: string,
  fields: Record<string, unknown> = {},
  as = ADMIN,
  name = `Unit ${newCode('N')}`,
) => created<Row>(t, path, { code: newCode('U'), name, ...fields }, as);

async function chain(as = ADMIN, word = 'Plain') {
  const group = await unit('/groups/', {}, as);
  const company = await unit('/companies/', { group_id: group.id }, as);
  const establishment = await unit(
    '/establishments/',
    { company_id: company.id },
    as,
    `${word} plant ${newCode('P')}`,
  );
  const service = await unit('/services/', { establishment_id: establishment.id }, as);
  const team = await unit('/teams/', { service_id: service.id }, as);
  return { group, company, establishment, service, team };
}

const tree = async (query = '', as = ADMIN) => {
  const res = await t.api('GET', `/units/tree/${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { counts: Record<string, number>; nodes: UnitNode[] };
};
const nodeOf = (nodes: UnitNode[], kind: string, id: number) =>
  nodes.find((n) => n.kind === kind && n.id === id);
const move = (body: unknown, as = ADMIN) => t.api('POST', '/units/move/', { as, body: body as never });

describe('the tree', () => {
  it("holds the organisation's units, parents before children, with counts", async () => {
    const { group, company, establishment, team } = await chain();
    const { counts, nodes } = await tree();
    expect(nodeOf(nodes, 'company', company.id)).toMatchObject({ parent_kind: 'group', parent_id: group.id });
    expect(nodeOf(nodes, 'group', group.id)).toMatchObject({ parent_kind: null, children: 1, match: true });
    const index = (kind: string, id: number) => nodes.findIndex((n) => n.kind === kind && n.id === id);
    expect(index('group', group.id)).toBeLessThan(index('establishment', establishment.id));
    expect(index('service', team.service_id as number)).toBeLessThan(index('team', team.id));
    expect(counts.group).toBe(nodes.filter((n) => n.kind === 'group').length);
    // Another organisation's units are not in it.
    const theirs = await chain(ACME_ADMIN);
    expect(nodeOf((await tree()).nodes, 'group', theirs.group.id)).toBeUndefined();
  });

  it('is, by default, the organisation the caller works in; `?organization=` names another', async () => {
    const ours = await chain();
    const theirs = await chain(ACME_ADMIN);
    const acme = await t.orgId('ACME');
    const demo = await t.orgId('DEMO');
    const working = (organization: number | null) =>
      t.api('PUT', '/auth/working-organization/', { as: SUPERUSER, body: { organization } });
    expect(nodeOf((await tree('', SUPERUSER)).nodes, 'group', ours.group.id)).toBeDefined();
    expect((await working(acme)).statusCode).toBe(200);
    try {
      const { nodes } = await tree('', SUPERUSER);
      expect(nodeOf(nodes, 'group', theirs.group.id)).toBeDefined();
      expect(nodeOf(nodes, 'group', ours.group.id)).toBeUndefined();
      const named = await tree(`?organization=${demo}`, SUPERUSER);
      expect(nodeOf(named.nodes, 'group', ours.group.id)).toBeDefined();
    } finally {
      await working(null);
    }
  });

  it('a search keeps the matching units and their ancestors', async () => {
    const word = `Zq${process.pid}`;
    const { group, company, establishment, service } = await chain(ADMIN, word);
    const { nodes } = await tree(`?search=${word.toLowerCase()}`);
    expect(nodes.map((n) => `${n.kind}:${n.id}:${n.match}`).sort()).toEqual(
      [
        `group:${group.id}:false`,
        `company:${company.id}:false`,
        `establishment:${establishment.id}:true`,
      ].sort(),
    );
    expect(nodeOf(nodes, 'establishment', establishment.id)!.children).toBe(0);
    expect(nodeOf(nodes, 'service', service.id)).toBeUndefined();
  });

  it('is the structure’s screen: who reads only a team (team_manager) gets 403', async () => {
    const { team } = await chain();
    const manager = await t.createUser({ role: 'team_manager', team: team.id });
    expect((await t.api('GET', '/units/tree/', { as: manager.email })).statusCode).toBe(403);
  });
});

describe('a move', () => {
  it('puts a service under another establishment, audited as service.move', async () => {
    const a = await chain();
    const b = await chain();
    const res = await move({
      kind: 'service',
      id: a.service.id,
      parent: { kind: 'establishment', id: b.establishment.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ parent_kind: 'establishment', parent_id: b.establishment.id });
    const moved = (await t.api('GET', `/services/${a.service.id}/`, { as: ADMIN })).json();
    expect(moved.establishment_id).toBe(b.establishment.id);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'service.move'), eq(auditLogs.object_id, String(a.service.id))))
      .orderBy(desc(auditLogs.id));
    expect(audit).toMatchObject({
      object_type: 'Service',
      before: { establishment_id: a.establishment.id },
      after: { establishment_id: b.establishment.id },
    });
  });

  it('unplaces a team or a company, never an establishment', async () => {
    const { team, establishment } = await chain();
    expect((await move({ kind: 'team', id: team.id, parent: null })).json()).toMatchObject({
      parent_id: null,
    });
    const res = await move({ kind: 'establishment', id: establishment.id, parent: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ parent: [unitMessages.parentRequired('establishment', 'company')] });
  });

  it('refuses a parent of the wrong kind (400), itself or one of its own units (409)', async () => {
    const { group, company, establishment, service } = await chain();
    const other = await chain();
    const wrong = await move({
      kind: 'service',
      id: service.id,
      parent: { kind: 'company', id: company.id },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ parent: [unitMessages.wrongParent('service', 'establishment')] });
    for (const parent of [
      { kind: 'company', id: company.id },
      { kind: 'service', id: service.id },
    ]) {
      const res = await move({ kind: 'company', id: company.id, parent });
      expect(res.statusCode, parent.kind).toBe(409);
      expect(res.json()).toEqual({ detail: unitMessages.moveUnderItself('company') });
    }
    // Under a unit of the wrong kind that is not its own: a 400 like any wrong kind.
    const notOwn = await move({
      kind: 'company',
      id: company.id,
      parent: { kind: 'service', id: other.service.id },
    });
    expect(notOwn.statusCode).toBe(400);
    const top = await move({ kind: 'group', id: group.id, parent: { kind: 'group', id: other.group.id } });
    expect(top.json()).toEqual({ parent: [unitMessages.wrongParent('group', null)] });
    expect(
      (await t.api('GET', `/establishments/${establishment.id}/`, { as: ADMIN })).json().company_id,
    ).toBe(company.id);
  });

  it("refuses a parent of another organisation (400), another organisation's unit (404)", async () => {
    const mine = await chain();
    const theirs = await chain(ACME_ADMIN);
    const res = await move({
      kind: 'team',
      id: mine.team.id,
      parent: { kind: 'service', id: theirs.service.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ parent: [fieldMessages.referenceNotFound] });
    const taken = await move({
      kind: 'team',
      id: theirs.team.id,
      parent: { kind: 'service', id: mine.service.id },
    });
    expect(taken.statusCode).toBe(404);
  });

  it('takes the structure’s update: HR may not move (403)', async () => {
    const { team, service } = await chain();
    const res = await move(
      { kind: 'team', id: team.id, parent: { kind: 'service', id: service.id } },
      'hr@demo.local',
    );
    expect(res.statusCode).toBe(403);
  });
});
