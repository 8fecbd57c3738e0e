import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs } from '../../server/db/tables/auditLogs';
import {
  rolePermissions,
  securityModules,
  securityOperations,
  securityRoles,
} from '../../server/modules/security/tables';
import { users } from '../../server/db/tables/users';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let DEMO: number;
let ACME: number;
const ADMIN = 'admin@demo.local';
const ACME_ADMIN = 'admin@acme.local';
const SUPERUSER = 'superuser@demo.local';
const module: Record<string, number> = {};
const operation: Record<string, number> = {};
const userId: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  DEMO = await t.orgId('DEMO');
  ACME = await t.orgId('ACME');
  for (const m of await t.db.select().from(securityModules)) module[m.code] = m.id;
  for (const o of await t.db.select().from(securityOperations)) operation[o.code] = o.id;
  for (const u of await t.db.select({ id: users.id, email: users.email }).from(users)) userId[u.email] = u.id;
});
afterAll(() => t.close());

type Update = {
  role: number;
  module: number;
  operation: number;
  action: 'grant' | 'revoke';
  conditions?: Record<string, unknown> | null;
  fields?: string[] | null;
};
const bulk = (updates: unknown[], as = ADMIN) =>
  t.api('POST', '/security/bulk-permissions/', { as, body: { updates } as Record<string, unknown> });
const grant = (role: number, subject: string, action: string, extra: Partial<Update> = {}): Update => ({
  role,
  module: module[subject]!,
  operation: operation[action]!,
  action: 'grant',
  ...extra,
});
const revoke = (role: number, subject: string, action: string): Update => ({
  ...grant(role, subject, action),
  action: 'revoke',
});

let codeCounter = 0;
async function newRole(as = ADMIN): Promise<number> {
  const res = await t.api('POST', '/security/roles/', {
    as,
    body: { name: 'Custom', code: `custom_${++codeCounter}`, level: 'team' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
async function systemRole(code: string, org = DEMO) {
  const [row] = await t.db
    .select()
    .from(securityRoles)
    .where(and(eq(securityRoles.id_organization, org), eq(securityRoles.code, code)));
  return row!.id;
}
const permissionRows = (roleId: number) =>
  t.db.select().from(rolePermissions).where(eq(rolePermissions.role_id, roleId));
const auditCount = async () => (await t.db.select({ id: auditLogs.id }).from(auditLogs)).length;

/** A fresh user signed in once: their principal is cached before the change under test. */
async function signedIn(fields: Parameters<TestApp['createUser']>[0] = {}) {
  const user = await t.createUser(fields);
  const session = await t.login(user.email);
  return { user, token: session.access_token };
}
const abilitiesOf = async (token: string) =>
  (await t.api('GET', '/auth/abilities/', { token })).json().userAbilityRules as {
    action: string;
    subject: string;
    conditions?: Record<string, unknown>;
  }[];

describe('POST /api/security/bulk-permissions/', () => {
  it('grants, updates and revokes, reporting what changed', async () => {
    const role = await newRole();
    const first = await bulk([grant(role, 'Product', 'read'), grant(role, 'Product', 'update')]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ granted: 2, updated: 0, revoked: 0, unchanged: 0 });
    const second = await bulk([
      grant(role, 'Product', 'read'),
      grant(role, 'Product', 'update', { conditions: { brand: '${user.brand}' } }),
      revoke(role, 'Order', 'read'),
    ]);
    expect(second.json()).toEqual({ granted: 0, updated: 1, revoked: 0, unchanged: 2 });
    const third = await bulk([revoke(role, 'Product', 'read')]);
    expect(third.json()).toEqual({ granted: 0, updated: 0, revoked: 1, unchanged: 0 });

    const list = await t.api('GET', `/security/roles/${role}/permissions/`, { as: 'manager@demo.local' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        role,
        module: module.Product,
        module_code: 'Product',
        operation: operation.update,
        operation_code: 'update',
        conditions: { brand: '${user.brand}' },
        fields: null,
      }),
    ]);
  });

  it('keeps conditions when a grant omits them, clears them with null', async () => {
    const role = await newRole();
    await bulk([
      grant(role, 'Order', 'read', { conditions: { created_by: '${user.id}' }, fields: ['status'] }),
    ]);
    await bulk([grant(role, 'Order', 'read')]);
    expect((await permissionRows(role))[0]).toMatchObject({
      conditions: { created_by: '${user.id}' },
      fields: ['status'],
    });
    await bulk([grant(role, 'Order', 'read', { conditions: null, fields: [] })]);
    expect((await permissionRows(role))[0]).toMatchObject({ conditions: null, fields: null });
  });

  it('audits each change with before and after', async () => {
    const role = await newRole();
    await bulk([grant(role, 'Customer', 'read')]);
    await bulk([grant(role, 'Customer', 'read', { conditions: { team: '${user.team}' } })]);
    await bulk([revoke(role, 'Customer', 'read')]);
    const entries = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.object_type, 'RolePermission'), eq(auditLogs.object_id, String(role))))
      .orderBy(auditLogs.id);
    const granted = {
      role,
      module: module.Customer,
      module_code: 'Customer',
      operation: operation.read,
      operation_code: 'read',
      fields: null,
    };
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['permission.grant', null, { ...granted, role_code: expect.any(String), conditions: null }],
      [
        'permission.update',
        { ...granted, role_code: expect.any(String), conditions: null },
        { ...granted, role_code: expect.any(String), conditions: { team: '${user.team}' } },
      ],
      [
        'permission.revoke',
        { ...granted, role_code: expect.any(String), conditions: { team: '${user.team}' } },
        null,
      ],
    ]);
    expect(entries).toAllSatisfy((e) => e.actor_id === userId[ADMIN] && e.id_organization === DEMO);
  });

  describe('all or nothing', () => {
    it('one unknown module: 400 naming the item by index, nothing applied, nothing audited', async () => {
      const role = await newRole();
      const audits = await auditCount();
      const res = await bulk([
        grant(role, 'Product', 'read'),
        grant(role, 'Product', 'create'),
        { ...grant(role, 'Product', 'delete'), module: 999999 },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ 'updates.2.module': ['Module not found.'] });
      expect(await permissionRows(role)).toEqual([]);
      expect(await auditCount()).toBe(audits);
    });

    it('an unknown operation or role, a repeated item: each named', async () => {
      const role = await newRole();
      await bulk([grant(role, 'Sale', 'read')]);
      const res = await bulk([
        revoke(role, 'Sale', 'read'),
        { ...grant(role, 'Sale', 'create'), operation: 999999 },
        { ...grant(role, 'Sale', 'update'), role: 999999 },
        grant(role, 'Sale', 'read'),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        'updates.1.operation': ['Operation not found.'],
        'updates.2.role': ['Role not found.'],
        'updates.3.non_field_errors': ['Same role, module and operation as item 0.'],
      });
      // The revoke of item 0 did not happen either.
      expect(await permissionRows(role)).toHaveLength(1);
    });

    it('malformed items are named by the validator the same way', async () => {
      const role = await newRole();
      const res = await bulk([
        grant(role, 'Sale', 'read'),
        { ...grant(role, 'Sale', 'read'), action: 'toggle' },
        grant(role, 'Sale', 'update', { conditions: { 'Bad-Key': 1 } }),
        grant(role, 'Sale', 'delete', { conditions: { team: '${user.password}' } }),
        grant(role, 'Sale', 'create', { conditions: { team: { $ne: 1 } } }),
      ]);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual([
        'updates.1.action',
        'updates.2.conditions.Bad-Key',
        'updates.3.conditions.team',
        'updates.4.conditions.team',
      ]);
      expect(body['updates.3.conditions.team']).toEqual([
        'Unknown placeholder: use ${user.id}, ${user.id_organization}, ${user.team} or ${user.brand}.',
      ]);
      expect(await permissionRows(role)).toEqual([]);
    });

    it('an empty list or too many items: 400 on updates', async () => {
      expect((await bulk([])).json()).toEqual({ updates: ['Send at least one update.'] });
      const role = await newRole();
      const many = Array.from({ length: 1001 }, () => grant(role, 'Sale', 'read'));
      expect((await bulk(many)).json()).toEqual({ updates: ['At most 1000 updates at once.'] });
    });
  });
});

describe('custom permissions reach the holders on their next request', () => {
  it('granted through an assigned role: enforced and listed in userAbilityRules, then revoked', async () => {
    const role = await newRole();
    const { user, token } = await signedIn();
    expect((await t.api('GET', '/security/roles/', { token })).statusCode).toBe(403);
    const assign = await t.api('PUT', `/users/${user.id}/security-roles/`, {
      as: ADMIN,
      body: { roles: [role] },
    });
    expect(assign.statusCode).toBe(200);
    // Holding a role without permissions changes nothing yet.
    expect((await t.api('GET', '/security/roles/', { token })).statusCode).toBe(403);

    expect((await bulk([grant(role, 'security', 'read')])).statusCode).toBe(200);
    const allowed = await t.api('GET', '/security/roles/', { token });
    expect(allowed.statusCode).toBe(200);
    expect(await abilitiesOf(token)).toContainEqual({
      action: 'read',
      subject: 'security',
      conditions: { id_organization: DEMO },
    });
    // Read is not manage.
    expect(
      (
        await t.api('POST', '/security/roles/', { token, body: { name: 'x', code: 'xx', level: 'team' } })
      ).json(),
    ).toEqual({ detail: "You don't have permission to manage security" });

    await bulk([revoke(role, 'security', 'read')]);
    expect((await t.api('GET', '/security/roles/', { token })).statusCode).toBe(403);
    expect((await abilitiesOf(token)).some((r) => r.subject === 'security')).toBe(false);
  });

  it('granted to a system role: reaches every user whose role it is, in that organisation only', async () => {
    const demoSales = await systemRole('sales');
    const seller = await signedIn({ role: 'sales', team: await t.team(1) });
    const acmeSeller = await signedIn({ role: 'sales', org: 'ACME' });
    expect((await t.api('GET', '/security/audit-logs/', { token: seller.token })).statusCode).toBe(403);

    await bulk([grant(demoSales, 'security', 'read')]);
    expect((await t.api('GET', '/security/audit-logs/', { token: seller.token })).statusCode).toBe(200);
    expect((await t.api('GET', '/security/audit-logs/', { token: acmeSeller.token })).statusCode).toBe(403);
    const held = (await t.api('GET', '/security/user-abilities/', { token: seller.token })).json();
    expect(held.security_roles).toEqual([{ id: demoSales, code: 'sales', name: expect.any(String) }]);

    await bulk([revoke(demoSales, 'security', 'read')]);
    expect((await t.api('GET', '/security/audit-logs/', { token: seller.token })).statusCode).toBe(403);
  });

  it('a deactivated role grants nothing; reactivating it restores its permissions', async () => {
    const role = await newRole();
    const { user, token } = await signedIn();
    await t.api('PUT', `/users/${user.id}/security-roles/`, { as: ADMIN, body: { roles: [role] } });
    await bulk([grant(role, 'security', 'read')]);
    expect((await t.api('GET', '/security/operations/', { token })).statusCode).toBe(200);
    await t.api('PATCH', `/security/roles/${role}/`, { as: ADMIN, body: { is_active: false } });
    expect((await t.api('GET', '/security/operations/', { token })).statusCode).toBe(403);
    await t.api('PATCH', `/security/roles/${role}/`, { as: ADMIN, body: { is_active: true } });
    expect((await t.api('GET', '/security/operations/', { token })).statusCode).toBe(200);
  });

  it('a custom rule never reaches another organisation, even granted without conditions', async () => {
    const acmeUserRole = await systemRole('user', ACME);
    const res = await bulk([grant(acmeUserRole, 'User', 'read')], ACME_ADMIN);
    expect(res.statusCode).toBe(200);
    const list = await t.api('GET', '/users/?page_size=100', { as: 'user@acme.local' });
    expect(list.statusCode).toBe(200);
    const orgs = new Set(
      (list.json().results as { id_organization: number }[]).map((u) => u.id_organization),
    );
    expect(orgs).toEqual(new Set([ACME]));
    expect(list.json().count).toBeGreaterThan(1);
    const other = await t.api('GET', `/users/${userId[ADMIN]}/`, { as: 'user@acme.local' });
    expect(other.statusCode).toBe(404);
    await bulk([revoke(acmeUserRole, 'User', 'read')], ACME_ADMIN);
  });

  it('a placeholder the holder has no value for grants nothing', async () => {
    const role = await newRole();
    const { user, token } = await signedIn({ team: null });
    await t.api('PUT', `/users/${user.id}/security-roles/`, { as: ADMIN, body: { roles: [role] } });
    await bulk([grant(role, 'Kanban', 'read', { conditions: { team: '${user.team}' } })]);
    expect((await abilitiesOf(token)).some((r) => r.subject === 'Kanban')).toBe(false);
    const team4 = await t.team(4);
    const withTeam = await signedIn({ team: team4 });
    await t.api('PUT', `/users/${withTeam.user.id}/security-roles/`, { as: ADMIN, body: { roles: [role] } });
    expect(await abilitiesOf(withTeam.token)).toContainEqual({
      action: 'read',
      subject: 'Kanban',
      conditions: { team: team4, id_organization: DEMO },
    });
  });

  it("CLIENT_ADMIN's denials are re-applied over any custom permission", async () => {
    const clientAdmin = await systemRole('CLIENT_ADMIN');
    const { token } = await signedIn({ role: 'CLIENT_ADMIN' });
    const res = await bulk([
      grant(clientAdmin, 'Category', 'manage'),
      grant(clientAdmin, 'Brand', 'update'),
      grant(clientAdmin, 'Settings', 'read'),
      grant(clientAdmin, 'Product', 'export'),
    ]);
    expect(res.statusCode).toBe(200);
    const rules = await abilitiesOf(token);
    expect(rules).toContainEqual({
      action: 'export',
      subject: 'Product',
      conditions: { id_organization: DEMO },
    });
    expect(rules).not.toContainEqual(expect.objectContaining({ subject: 'Settings', inverted: undefined }));
    expect(rules.at(-1)).toEqual({ action: 'manage', subject: 'Settings', inverted: true });
    const check = async (action: string, subject: string) =>
      (
        await t.api('POST', '/security/check-permission/', {
          token,
          body: { action, subject, id_organization: DEMO },
        })
      ).json();
    expect(await check('manage', 'Category')).toMatchObject({ is_allowed: false });
    expect(await check('update', 'Brand')).toMatchObject({ is_allowed: false });
    expect(await check('read', 'Settings')).toMatchObject({ is_allowed: false });
    expect(await check('read', 'Category')).toEqual({ is_allowed: true });
    expect(await check('export', 'Product')).toEqual({ is_allowed: true });
    // The same answer where the server enforces it: still no security management.
    expect((await t.api('PUT', '/security/policies/', { token, body: {} })).statusCode).toBe(403);
    await bulk([
      revoke(clientAdmin, 'Category', 'manage'),
      revoke(clientAdmin, 'Brand', 'update'),
      revoke(clientAdmin, 'Settings', 'read'),
      revoke(clientAdmin, 'Product', 'export'),
    ]);
  });
});

describe('POST /api/security/check-permission/', () => {
  const check = (as: string, body: Record<string, unknown>) =>
    t.api('POST', '/security/check-permission/', { as, body });

  it('answers with the ability the server enforces, with the spec text as reason', async () => {
    expect((await check(ADMIN, { action: 'manage', subject: 'security' })).json()).toEqual({
      is_allowed: true,
    });
    expect((await check('manager@demo.local', { action: 'manage', subject: 'security' })).json()).toEqual({
      is_allowed: false,
      reason: "You don't have permission to manage security",
    });
  });

  it('decides on the real user row when given one', async () => {
    const update = (as: string, id: number) =>
      check(as, { action: 'update', subject: 'User', resource_id: id });
    expect((await update(ADMIN, userId['user@demo.local']!)).json()).toEqual({ is_allowed: true });
    expect((await update(ADMIN, userId['user@acme.local']!)).json()).toEqual({
      is_allowed: false,
      reason: "You don't have permission to update User",
    });
    expect((await update(ADMIN, 999999)).json()).toMatchObject({ is_allowed: false });
    expect((await update(SUPERUSER, userId['user@acme.local']!)).json()).toEqual({ is_allowed: true });
    expect((await update('team_manager@demo.local', userId['support@demo.local']!)).json()).toMatchObject({
      is_allowed: false,
    });
  });

  it('checks within an organisation when one is named', async () => {
    const product = (org: number) =>
      check(ADMIN, { action: 'update', subject: 'Product', id_organization: org });
    expect((await product(DEMO)).json()).toEqual({ is_allowed: true });
    expect((await product(ACME)).json()).toMatchObject({ is_allowed: false });
  });

  it('400 naming a missing field', async () => {
    const res = await check(ADMIN, { subject: 'User' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ action: ['This field is required.'] });
  });
});

describe('GET /api/security/user-abilities/', () => {
  it('gives the caller’s rules and held roles in their organisation', async () => {
    const res = await t.api('GET', `/security/user-abilities/?id_organization=${DEMO}`, { as: ADMIN });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ user_id: userId[ADMIN], id_organization: DEMO, role: 'admin' });
    expect(body.security_roles).toContainEqual(expect.objectContaining({ code: 'admin' }));
    const session = await t.api('GET', '/auth/abilities/', { as: ADMIN });
    expect(body.abilities).toEqual(session.json().userAbilityRules);
  });

  it('another organisation: 404, but a superuser may ask', async () => {
    expect(
      (await t.api('GET', `/security/user-abilities/?id_organization=${ACME}`, { as: ADMIN })).statusCode,
    ).toBe(404);
    const su = await t.api('GET', `/security/user-abilities/?id_organization=${ACME}`, { as: SUPERUSER });
    expect(su.statusCode).toBe(200);
    expect(su.json()).toMatchObject({ id_organization: ACME, security_roles: [] });
    expect(su.json().abilities).toContainEqual({ action: 'manage', subject: 'all' });
  });
});

describe('POST /api/security/invalidate-cache/', () => {
  it('hears a change made straight into the tables (another instance, a script) at once', async () => {
    const role = await newRole();
    const { user, token } = await signedIn();
    await t.api('PUT', `/users/${user.id}/security-roles/`, { as: ADMIN, body: { roles: [role] } });
    expect((await t.api('GET', '/security/applications/', { token })).statusCode).toBe(403);
    // Straight into the table: the database announces it and the cached principal is dropped.
    await t.db
      .insert(rolePermissions)
      .values({ role_id: role, module_id: module.security!, operation_id: operation.read! });
    // A PostgreSQL server delivers the announcement on another connection, a moment later.
    await vi.waitFor(
      async () => expect((await t.api('GET', '/security/applications/', { token })).statusCode).toBe(200),
      { timeout: 2_000, interval: 20 },
    );
  });

  it('drops cached abilities of the organisation on request', async () => {
    const res = await t.api('POST', '/security/invalidate-cache/', { as: ADMIN });
    expect(res.statusCode).toBe(200);
    const demoUsers = await t.db.select({ id: users.id }).from(users).where(eq(users.id_organization, DEMO));
    expect(res.json()).toEqual({
      detail: 'Cached abilities dropped for your organisation.',
      scope: 'organization',
      invalidated_users: demoUsers.length,
    });
  });

  it('a user drops only their own; a superuser drops all', async () => {
    expect((await t.api('POST', '/security/invalidate-cache/', { as: 'user@demo.local' })).json()).toEqual({
      detail: 'Your cached abilities were dropped.',
      scope: 'user',
      invalidated_users: 1,
    });
    expect(
      (await t.api('POST', '/security/invalidate-cache/', { as: SUPERUSER, body: {} })).json(),
    ).toMatchObject({
      scope: 'all',
    });
  });
});

describe('/api/users/{id}/security-roles/', () => {
  it('lists the implicit system role and the assigned roles; replaces them, audited', async () => {
    const [a, b] = [await newRole(), await newRole()];
    const target = await t.createUser({ role: 'sales', team: await t.team(1) });
    const put = (roles: number[]) =>
      t.api('PUT', `/users/${target.id}/security-roles/`, { as: ADMIN, body: { roles } });
    expect((await put([a, b])).statusCode).toBe(200);
    const res = await put([b]);
    expect(res.json()).toEqual({
      user: target.id,
      system_role: expect.objectContaining({
        id: await systemRole('sales'),
        code: 'sales',
        is_system_role: true,
      }),
      roles: [expect.objectContaining({ id: b, is_system_role: false })],
    });
    const read = await t.api('GET', `/users/${target.id}/security-roles/`, { as: 'manager@demo.local' });
    expect(read.json()).toEqual(res.json());

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.object_type, 'UserRole'), eq(auditLogs.object_id, String(target.id))))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'user.security_roles',
      actor_id: userId[ADMIN],
      before: {
        user: target.id,
        roles: [expect.objectContaining({ id: a }), expect.objectContaining({ id: b })],
      },
      after: { user: target.id, roles: [expect.objectContaining({ id: b })] },
    });
  });

  it('400 naming each bad role: another organisation’s, a system role, a repeat', async () => {
    const mine = await newRole();
    const acmeRole = await newRole(ACME_ADMIN);
    const target = await t.createUser();
    const res = await t.api('PUT', `/users/${target.id}/security-roles/`, {
      as: ADMIN,
      body: { roles: [mine, acmeRole, await systemRole('admin'), mine] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'roles.1': ['Role not found.'],
      'roles.2': ["System roles follow the user's role: change the user's role instead."],
      'roles.3': ['Each role may be listed only once.'],
    });
    const read = await t.api('GET', `/users/${target.id}/security-roles/`, { as: ADMIN });
    expect(read.json().roles).toEqual([]);
  });

  it('an admin cannot change the roles of someone above their level', async () => {
    const res = await t.api('PUT', `/users/${userId['super_admin@demo.local']}/security-roles/`, {
      as: ADMIN,
      body: { roles: [] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: "You don't have permission to update User" });
  });

  it('a superuser assigns in any organisation', async () => {
    const acmeRole = await newRole(ACME_ADMIN);
    const res = await t.api('PUT', `/users/${userId['user@acme.local']}/security-roles/`, {
      as: SUPERUSER,
      body: { roles: [acmeRole] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual([expect.objectContaining({ id: acmeRole })]);
    await t.api('PUT', `/users/${userId['user@acme.local']}/security-roles/`, {
      as: SUPERUSER,
      body: { roles: [] },
    });
  });

  it('module and application counts follow the rows, per organisation', async () => {
    const role = await newRole();
    const before = async (as: string) =>
      (
        (await t.api('GET', '/security/modules/?page_size=100', { as })).json().results as {
          id: number;
          permissions_count: number;
        }[]
      ).find((m) => m.id === module.Environment)!.permissions_count;
    const [demoBefore, acmeBefore, allBefore] = [
      await before(ADMIN),
      await before(ACME_ADMIN),
      await before(SUPERUSER),
    ];
    await bulk([grant(role, 'Environment', 'read'), grant(role, 'Environment', 'update')]);
    expect(await before(ADMIN)).toBe(demoBefore + 2);
    expect(await before(ACME_ADMIN)).toBe(acmeBefore);
    expect(await before(SUPERUSER)).toBe(allBefore + 2);

    const apps = (await t.api('GET', '/security/applications/', { as: ADMIN })).json().results as {
      id: number;
      modules_count: number;
    }[];
    const modules = await t.db.select().from(securityModules);
    for (const app of apps) {
      expect(app.modules_count).toBe(modules.filter((m) => m.application_id === app.id).length);
    }
    await t.db
      .update(securityModules)
      .set({ is_active: false })
      .where(eq(securityModules.id, module.Environment!));
    const active = (
      await t.api('GET', '/security/modules/?active_only=true&page_size=100', { as: ADMIN })
    ).json();
    expect(active.results.map((m: { id: number }) => m.id)).not.toContain(module.Environment);
    await t.db
      .update(securityModules)
      .set({ is_active: true })
      .where(eq(securityModules.id, module.Environment!));
    const platform = (
      await t.api('GET', `/security/modules/?application=${apps[0]!.id}&page_size=100`, { as: ADMIN })
    ).json().results as { application: number }[];
    expect(platform).toAllSatisfy((m) => m.application === apps[0]!.id);
    const ops = (await t.api('GET', '/security/operations/', { as: ADMIN })).json().results as {
      code: string;
      is_dangerous: boolean;
    }[];
    expect(ops.map((o) => o.code)).toEqual(
      expect.arrayContaining(['create', 'read', 'update', 'delete', 'export', 'manage']),
    );
    expect(ops.find((o) => o.code === 'delete')!.is_dangerous).toBe(true);
    const rows = await t.db
      .select()
      .from(rolePermissions)
      .where(inArray(rolePermissions.role_id, [role]));
    expect(rows).toHaveLength(2);
  });
});
