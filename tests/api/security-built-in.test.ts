// GET /api/security/roles/{id}/built-in-permissions/: what a system role has from the role table
// (spec §6), laid onto the matrix's modules and operations, read-only (issue 4, matrix).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityRoles } from '../../server/modules/security/tables';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let DEMO: number;
let ACME: number;
afterAll(() => t.close());
beforeAll(async () => {
  t = await startTestApp();
  DEMO = await t.orgId('DEMO');
  ACME = await t.orgId('ACME');
});

async function systemRole(org: number, code: string): Promise<number> {
  const [row] = await t.db
    .select({ id: securityRoles.id })
    .from(securityRoles)
    .where(and(eq(securityRoles.id_organization, org), eq(securityRoles.code, code)));
  return row!.id;
}

type Entry = {
  module_code: string;
  operation_code: string;
  conditions: Record<string, unknown> | null;
  fields: string[] | null;
  via_manage: boolean;
};
const builtIn = async (roleId: number, as = 'admin@demo.local') =>
  t.api('GET', `/security/roles/${roleId}/built-in-permissions/`, { as });
const cells = (entries: Entry[]) => entries.map((e) => `${e.module_code}.${e.operation_code}`);

describe('GET /api/security/roles/{id}/built-in-permissions/', () => {
  it('admin: the rights of the role table, manage spread over every operation', async () => {
    const res = await builtIn(await systemRole(DEMO, 'admin'));
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json() as Entry[];
    const all = cells(entries);
    for (const op of ['create', 'read', 'update', 'delete', 'export', 'manage', 'approve']) {
      expect(all).toContain(`security.${op}`);
      expect(all).toContain(`Product.${op}`);
    }
    expect(all).toContain('AdminPanel.read');
    expect(all).not.toContain('AdminPanel.update');
    expect(all).toContain('Dashboard.read');
    expect(all).toContain('Organization.update');
    expect(all).not.toContain('Organization.manage');
    const productRead = entries.find((e) => e.module_code === 'Product' && e.operation_code === 'read');
    expect(productRead).toMatchObject({ conditions: null, fields: null, via_manage: true });
  });

  it('keeps what narrows a right, as stored permissions write it', async () => {
    const entries = (await builtIn(await systemRole(DEMO, 'team_manager'))).json() as Entry[];
    expect(entries).toContainEqual(
      expect.objectContaining({
        module_code: 'User',
        operation_code: 'update',
        conditions: { team: '${user.team}' },
        fields: ['role', 'is_active'],
        via_manage: false,
      }),
    );
    const user = (await builtIn(await systemRole(DEMO, 'user'))).json() as Entry[];
    expect(user).toContainEqual(
      expect.objectContaining({
        module_code: 'Order',
        operation_code: 'read',
        conditions: { created_by: '${user.id}' },
      }),
    );
  });

  it('a custom role has none (only what is granted to it)', async () => {
    const created = await t.api('POST', '/security/roles/', {
      as: 'admin@demo.local',
      body: { name: 'Auditors', code: 'auditors_builtin', level: 'team' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await builtIn(created.json().id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('reads need read on security; another organisation’s role is not found', async () => {
    const adminRole = await systemRole(DEMO, 'admin');
    expect((await builtIn(adminRole, 'manager@demo.local')).statusCode).toBe(200);
    const denied = await builtIn(adminRole, 'user@demo.local');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: "You don't have permission to read security" });
    expect((await builtIn(await systemRole(ACME, 'admin'))).statusCode).toBe(404);
    expect((await builtIn(await systemRole(ACME, 'admin'), 'superuser@demo.local')).statusCode).toBe(200);
    expect((await builtIn(999999)).statusCode).toBe(404);
  });
});
