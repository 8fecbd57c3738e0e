import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitNode } from '../../domain/units';
import { seedDemoData } from '../../server/db/seed';
import { numberedTeam } from '../../server/modules/units/seed';
import { UNIT_TABLES, teams, unitAddresses, unitContacts } from '../../server/modules/units/tables';
import { ACME_ADMIN, ADMIN } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';

// The demo organisations' structure: every screen of the area has rows on first start.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tree = async (as: string) =>
  (await t.api('GET', '/units/tree/', { as })).json() as {
    counts: Record<string, number>;
    nodes: UnitNode[];
  };

describe('the demo structure', () => {
  it('gives each organisation a hierarchy of every kind, with managers and parameters', async () => {
    for (const as of [ADMIN, ACME_ADMIN]) {
      const { counts, nodes } = await tree(as);
      for (const kind of Object.keys(UNIT_TABLES)) expect(counts[kind], `${as} ${kind}`).toBeGreaterThan(0);
      expect(counts.company).toBeGreaterThanOrEqual(2);
      // Every service and team is placed: under a node of the same answer.
      for (const node of nodes.filter((n) => n.kind === 'service' || n.kind === 'team')) {
        expect(node.parent_id, `${as} ${node.code}`).not.toBeNull();
      }
      for (const path of ['/niveaux/', '/unit-statuses/', '/unit-types/']) {
        expect((await t.api('GET', path, { as })).json().count, path).toBeGreaterThan(0);
      }
      const services = (await t.api('GET', '/services/', { as })).json().results as {
        manager_id: number | null;
      }[];
      expect(services.some((s) => s.manager_id !== null)).toBe(true);
    }
  });

  it('places and renames the teams the users’ numbers made; their members stay', async () => {
    const demo = await t.orgId('DEMO');
    const [t1] = await t.db
      .select()
      .from(teams)
      .where(and(eq(teams.id_organization, demo), eq(teams.code, 'T1')));
    expect(t1!.service_id).not.toBeNull();
    expect(t1!.name).not.toBe(numberedTeam(1).name);
    const list = (await t.api('GET', `/users/?team=${t1!.id}`, { as: ADMIN })).json();
    expect(list.count).toBeGreaterThan(0);
  });

  it('gives every establishment, and the organisation, one main address and contact', async () => {
    for (const as of [ADMIN, ACME_ADMIN]) {
      const { nodes } = await tree(as);
      const owners = [
        ...nodes.filter((n) => n.kind === 'establishment').map((n) => `/establishments/${n.id}/`),
        `/organizations/${(await t.api('GET', '/organizations/', { as })).json().results[0].id}/`,
      ];
      for (const owner of owners) {
        for (const what of ['addresses', 'contacts']) {
          const main = (await t.api('GET', `${owner}${what}/?is_main=true`, { as })).json();
          expect(main.count, `${owner}${what}`).toBe(1);
        }
      }
    }
  });

  it('seeds once: a second run adds nothing', async () => {
    const rows = async () =>
      Promise.all(
        [...Object.values(UNIT_TABLES), unitAddresses, unitContacts].map(
          async (table) => (await t.db.select({ n: count() }).from(table))[0]!.n,
        ),
      );
    const before = await rows();
    await seedDemoData(t.db);
    expect(await rows()).toEqual(before);
  });
});
