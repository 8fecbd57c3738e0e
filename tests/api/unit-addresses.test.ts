import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitMessages } from '../../domain/units';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { unitAddresses } from '../../server/modules/units/tables';
import { ACME_ADMIN, ADMIN, CLIENT_ADMIN, created, newCode } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';

// Addresses and contacts of every unit kind and of the organisation itself: scoped to their
// owner (kind and id), exactly one main one per owner when any exist.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Row = { id: number; is_main: boolean } & Record<string, unknown>;
const group = async (as = ADMIN) =>
  (await created<Row>(t, '/groups/', { code: newCode('G'), name: `Group ${newCode('N')}` }, as)).id;
const address = (owner: string, fields: Record<string, unknown> = {}, as = ADMIN) =>
  created<Row>(t, `${owner}addresses/`, { address: `${newCode('A')} Main Street`, ...fields }, as);
const mains = async (owner: string) =>
  ((await t.api('GET', `${owner}addresses/?is_main=true`, { as: ADMIN })).json().results as Row[]).map(
    (r) => r.id,
  );

describe('the main address', () => {
  it('is the first one; naming another moves the flag; it is never just cleared', async () => {
    const owner = `/groups/${await group()}/`;
    const first = await address(owner);
    const second = await address(owner);
    expect([first.is_main, second.is_main]).toEqual([true, false]);
    const third = await address(owner, { is_main: true });
    expect(third.is_main).toBe(true);
    expect(await mains(owner)).toEqual([third.id]);
    const moved = await t.api('PATCH', `${owner}addresses/${second.id}/`, {
      as: ADMIN,
      body: { is_main: true },
    });
    expect(moved.json()).toMatchObject({ is_main: true });
    expect(await mains(owner)).toEqual([second.id]);
    const cleared = await t.api('PATCH', `${owner}addresses/${second.id}/`, {
      as: ADMIN,
      body: { is_main: false },
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toEqual({ is_main: [unitMessages.mainKept('address')] });
    // The list shows the main one first.
    const list = (await t.api('GET', `${owner}addresses/`, { as: ADMIN })).json().results as Row[];
    expect(list[0]!.id).toBe(second.id);
  });

  it('deleting the main one makes the oldest remaining one main', async () => {
    const owner = `/groups/${await group()}/`;
    const first = await address(owner);
    const second = await address(owner);
    const third = await address(owner);
    await t.api('PATCH', `${owner}addresses/${third.id}/`, { as: ADMIN, body: { is_main: true } });
    expect((await t.api('DELETE', `${owner}addresses/${third.id}/`, { as: ADMIN })).statusCode).toBe(204);
    expect(await mains(owner)).toEqual([first.id]);
    await t.api('DELETE', `${owner}addresses/${first.id}/`, { as: ADMIN });
    expect(await mains(owner)).toEqual([second.id]);
    await t.api('DELETE', `${owner}addresses/${second.id}/`, { as: ADMIN });
    expect(await mains(owner)).toEqual([]);
  });

  it('audits the flag leaving the old main one and coming to a successor, each on its own row', async () => {
    const owner = `/groups/${await group()}/`;
    const first = await address(owner);
    const second = await address(owner);
    const flagsOf = async (id: number) =>
      (
        await t.db
          .select({ action: auditLogs.action, before: auditLogs.before, after: auditLogs.after })
          .from(auditLogs)
          .where(and(eq(auditLogs.object_type, 'UnitAddress'), eq(auditLogs.object_id, String(id))))
          .orderBy(auditLogs.id)
      ).filter((entry) => entry.action === 'unitaddress.update');
    await t.api('PATCH', `${owner}addresses/${second.id}/`, { as: ADMIN, body: { is_main: true } });
    expect(await flagsOf(first.id)).toEqual([
      { action: 'unitaddress.update', before: { is_main: true }, after: { is_main: false } },
    ]);
    expect(await flagsOf(second.id)).toEqual([
      { action: 'unitaddress.update', before: { is_main: false }, after: { is_main: true } },
    ]);
    // The main one deleted: its successor's promotion is recorded too.
    await t.api('DELETE', `${owner}addresses/${second.id}/`, { as: ADMIN });
    expect((await flagsOf(first.id)).at(-1)).toEqual({
      action: 'unitaddress.update',
      before: { is_main: false },
      after: { is_main: true },
    });
  });

  it('is one per owner: another kind with the same id keeps its own', async () => {
    const id = await group();
    await address(`/groups/${id}/`);
    // A workplace of the same id (ids of different kinds may coincide): its own first is main.
    const [row] = await t.db
      .insert(unitAddresses)
      .values({
        id_organization: await t.orgId('DEMO'),
        unit_kind: 'workplace',
        unit_id: id,
        address: 'x',
        is_main: true,
      })
      .returning();
    expect(await mains(`/groups/${id}/`)).toHaveLength(1);
    expect(await mains(`/groups/${id}/`)).not.toContain(row!.id);
  });
});

describe('contacts', () => {
  it('have a main one too, and are audited as UnitContact', async () => {
    const owner = `/groups/${await group()}/`;
    const contact = await created<Row>(t, `${owner}contacts/`, {
      contact_name: 'Ada Lovelace',
      email: 'ADA@example.com',
    });
    expect(contact).toMatchObject({ is_main: true, email: 'ada@example.com', unit_kind: 'group' });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'unitcontact.create'), eq(auditLogs.object_id, String(contact.id))));
    expect(audit).toMatchObject({ object_type: 'UnitContact', before: null });
  });
});

describe('owners', () => {
  it("an address is found only under its own owner's kind and id", async () => {
    const id = await group();
    const mine = await address(`/groups/${id}/`);
    for (const path of [
      `/companies/${id}/addresses/${mine.id}/`,
      `/groups/${await group()}/addresses/${mine.id}/`,
    ]) {
      expect((await t.api('GET', path, { as: ADMIN })).statusCode, path).toBe(404);
    }
  });

  it("the organisation's own: its CLIENT_ADMIN reads and changes them, never another's", async () => {
    const demo = await t.orgId('DEMO');
    const acme = await t.orgId('ACME');
    const mine = await address(`/organizations/${demo}/`, {}, CLIENT_ADMIN);
    expect(mine).toMatchObject({ unit_kind: 'organization', unit_id: demo, id_organization: demo });
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.api(method, `/organizations/${acme}/addresses/`, {
        as: CLIENT_ADMIN,
        ...(method === 'POST' && { body: { address: 'Intruder road' } }),
      });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await t.api('GET', `/organizations/${acme}/addresses/`, { as: ACME_ADMIN })).statusCode).toBe(
      200,
    );
    // Who reads the organisation may read them, not change them.
    expect(
      (await t.api('GET', `/organizations/${demo}/addresses/`, { as: 'hr@demo.local' })).statusCode,
    ).toBe(200);
    const hr = await t.api('POST', `/organizations/${demo}/addresses/`, {
      as: 'hr@demo.local',
      body: { address: 'HR road' },
    });
    expect(hr.statusCode).toBe(403);
  });

  it("a team's follow the team: its team_manager changes its own team's, not another's", async () => {
    const demo = await t.orgId('DEMO');
    const own = await t.team(1);
    const other = await t.team(2);
    const manager = await t.createUser({ role: 'team_manager', team: own, id_organization: demo });
    const mine = await t.api('POST', `/teams/${own}/contacts/`, {
      as: manager.email,
      body: { contact_name: 'Team desk' },
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await t.api('POST', `/teams/${other}/contacts/`, {
      as: manager.email,
      body: { contact_name: 'Not mine' },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
