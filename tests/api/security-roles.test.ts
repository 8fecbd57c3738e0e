import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { rolePermissions, securityRoles, userRoles } from '../../server/modules/security/tables';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let DEMO: number;
let ACME: number;
const ADMIN = 'admin@demo.local';
const ACME_ADMIN = 'admin@acme.local';
const SUPERUSER = 'superuser@demo.local';

type Role = {
  id: number;
  code: string;
  name: string;
  level: string;
  id_organization: number;
  parent_role: number | null;
  is_system_role: boolean;
  is_active: boolean;
  users_count: number;
  permissions_count: number;
};

beforeAll(async () => {
  t = await startTestApp();
  DEMO = await t.orgId('DEMO');
  ACME = await t.orgId('ACME');
});
afterAll(() => t.close());

let codeCounter = 0;
const newCode = (prefix = 'role') => `${prefix}_${++codeCounter}`;

async function createRole(fields: Record<string, unknown> = {}, as = ADMIN): Promise<Role> {
  const res = await t.api('POST', '/security/roles/', {
    as,
    body: { name: 'Role', code: newCode(), level: 'team', ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const getRole = async (id: number, as = ADMIN): Promise<Role> =>
  (await t.api('GET', `/security/roles/${id}/`, { as })).json();
const systemRole = async (code: string, org = DEMO) =>
  (
    await t.db
      .select()
      .from(securityRoles)
      .where(and(eq(securityRoles.id_organization, org), eq(securityRoles.code, code)))
  )[0]!;
const lastAudit = async (objectType: string, objectId: number) =>
  (
    await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.object_type, objectType), eq(auditLogs.object_id, String(objectId))))
      .orderBy(desc(auditLogs.id))
      .limit(1)
  )[0];

describe('POST /api/security/roles/', () => {
  it('creates a role in the caller’s organisation, audited with its after state', async () => {
    const role = await createRole({ name: 'Warehouse leads', code: 'warehouse_leads', description: 'Leads' });
    expect(role).toMatchObject({
      name: 'Warehouse leads',
      code: 'warehouse_leads',
      description: 'Leads',
      level: 'team',
      id_organization: DEMO,
      parent_role: null,
      is_system_role: false,
      is_active: true,
      users_count: 0,
      permissions_count: 0,
    });
    const audit = await lastAudit('SecurityRole', role.id);
    expect(audit).toMatchObject({ action: 'role.create', before: null, id_organization: DEMO });
    expect(audit!.after).toMatchObject({ code: 'warehouse_leads', level: 'team', id_organization: DEMO });
    expect(audit!.actor_id).not.toBeNull();
  });

  it('accepts each level but system, which only a superuser gives', async () => {
    for (const level of ['organization', 'department', 'team']) await createRole({ level });
    const res = await t.api('POST', '/security/roles/', {
      as: ADMIN,
      body: { name: 'Sys', code: newCode(), level: 'system' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ level: ['Only a superuser can give a role the system level.'] });
    await createRole({ level: 'system' }, SUPERUSER);
  });

  it.each([
    [{ level: 'global' }, 'level'],
    [{ code: 'a' }, 'code'],
    [{ code: '1abc' }, 'code'],
    [{ code: 'has space' }, 'code'],
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ is_system_role: true }, 'is_system_role'],
    [{ parent_role: 'x' }, 'parent_role'],
  ])('400 naming the field for %o', async (fields, field) => {
    const res = await t.api('POST', '/security/roles/', {
      as: ADMIN,
      body: { name: 'Role', code: newCode(), level: 'team', ...fields },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual([field]);
  });

  it('codes are unique per organisation, not globally', async () => {
    await createRole({ code: 'shared_code' });
    const again = await t.api('POST', '/security/roles/', {
      as: ADMIN,
      body: { name: 'Again', code: 'shared_code', level: 'team' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: ['A role with this code already exists in this organisation.'] });
    const acme = await createRole({ code: 'shared_code' }, ACME_ADMIN);
    expect(acme.id_organization).toBe(ACME);
  });

  it('a superuser may create a role in another organisation', async () => {
    const role = await createRole({ id_organization: ACME }, SUPERUSER);
    expect(role.id_organization).toBe(ACME);
  });

  it('a parent must be a role of the same organisation', async () => {
    const acmeRole = await createRole({}, ACME_ADMIN);
    const res = await t.api('POST', '/security/roles/', {
      as: ADMIN,
      body: { name: 'Child', code: newCode(), level: 'team', parent_role: acmeRole.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ parent_role: ['Parent role not found.'] });
    const parent = await createRole({ level: 'department' });
    const child = await createRole({ parent_role: parent.id });
    expect(child.parent_role).toBe(parent.id);
  });
});

describe('PATCH /api/security/roles/{id}/', () => {
  it('updates the given fields and audits them before and after', async () => {
    const role = await createRole({ name: 'Before', description: 'old' });
    const res = await t.api('PATCH', `/security/roles/${role.id}/`, {
      as: ADMIN,
      body: { name: 'After', description: 'new', level: 'department', is_active: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'After',
      description: 'new',
      level: 'department',
      is_active: false,
    });
    const audit = await lastAudit('SecurityRole', role.id);
    expect(audit).toMatchObject({
      action: 'role.update',
      before: { name: 'Before', description: 'old', level: 'team', is_active: true },
      after: { name: 'After', description: 'new', level: 'department', is_active: false },
    });
  });

  it('accepts the whole form back, organisation included, but never moves a role', async () => {
    const role = await createRole();
    const same = await t.api('PATCH', `/security/roles/${role.id}/`, {
      as: ADMIN,
      body: { name: role.name, code: role.code, level: role.level, id_organization: DEMO, parent_role: null },
    });
    expect(same.statusCode).toBe(200);
    const moved = await t.api('PATCH', `/security/roles/${role.id}/`, {
      as: SUPERUSER,
      body: { id_organization: ACME },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ id_organization: ['A role cannot move to another organisation.'] });
  });

  it('rejects a parent that would create a cycle, direct or indirect, and changes nothing', async () => {
    const a = await createRole({ level: 'organization' });
    const b = await createRole({ level: 'department', parent_role: a.id });
    const c = await createRole({ level: 'team', parent_role: b.id });
    const cycle = {
      parent_role: ['This parent role would create a cycle: a role cannot be its own ancestor.'],
    };
    for (const [id, parent] of [
      [a.id, c.id],
      [a.id, b.id],
      [b.id, c.id],
      [c.id, c.id],
    ]) {
      const res = await t.api('PATCH', `/security/roles/${id}/`, {
        as: ADMIN,
        body: { parent_role: parent },
      });
      expect(res.statusCode, `${id} → ${parent}`).toBe(400);
      expect(res.json()).toEqual(cycle);
    }
    expect((await getRole(a.id)).parent_role).toBeNull();
    // Moving a branch elsewhere is fine.
    const ok = await t.api('PATCH', `/security/roles/${c.id}/`, { as: ADMIN, body: { parent_role: a.id } });
    expect(ok.json().parent_role).toBe(a.id);
  });

  it('system roles keep their code and level (409), other fields may change', async () => {
    const sales = await systemRole('sales');
    const code = await t.api('PATCH', `/security/roles/${sales.id}/`, {
      as: ADMIN,
      body: { code: 'sellers' },
    });
    expect(code.statusCode).toBe(409);
    expect(code.json()).toEqual({ detail: 'The code of a system role cannot be changed.' });
    const level = await t.api('PATCH', `/security/roles/${sales.id}/`, {
      as: SUPERUSER,
      body: { level: 'team' },
    });
    expect(level.statusCode).toBe(409);
    expect(level.json()).toEqual({ detail: 'The level of a system role cannot be changed.' });
    const name = await t.api('PATCH', `/security/roles/${sales.id}/`, {
      as: ADMIN,
      body: { code: 'sales', name: 'Sales people' },
    });
    expect(name.statusCode).toBe(200);
    expect(name.json()).toMatchObject({ code: 'sales', name: 'Sales people', is_system_role: true });
  });

  it('404 for a role that does not exist', async () => {
    const res = await t.api('PATCH', '/security/roles/999999/', { as: ADMIN, body: { name: 'x' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/security/roles/{id}/', () => {
  it('deletes a custom role and its permissions, audited with the before state', async () => {
    const role = await createRole({ name: 'Temporary' });
    const grant = await t.api('POST', '/security/bulk-permissions/', {
      as: ADMIN,
      body: { updates: [{ role: role.id, module: 1, operation: 2, action: 'grant' }] },
    });
    expect(grant.statusCode).toBe(200);
    const res = await t.api('DELETE', `/security/roles/${role.id}/`, { as: ADMIN });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await t.db.select().from(securityRoles).where(eq(securityRoles.id, role.id))).toEqual([]);
    expect(await t.db.select().from(rolePermissions).where(eq(rolePermissions.role_id, role.id))).toEqual([]);
    const audit = await lastAudit('SecurityRole', role.id);
    expect(audit).toMatchObject({ action: 'role.delete', after: null });
    expect(audit!.before).toMatchObject({ name: 'Temporary', permissions: [{ module: 1, operation: 2 }] });
    expect((await t.api('GET', `/security/roles/${role.id}/`, { as: ADMIN })).statusCode).toBe(404);
  });

  it('refuses to delete a system role (409), even for a superuser', async () => {
    const admin = await systemRole('admin');
    for (const as of [ADMIN, SUPERUSER]) {
      const res = await t.api('DELETE', `/security/roles/${admin.id}/`, { as });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: 'System roles cannot be deleted.' });
    }
    expect(await systemRole('admin')).toBeDefined();
  });

  it('refuses to delete a role that users hold until they are reassigned (409)', async () => {
    const role = await createRole();
    const holder = await t.createUser();
    const assign = await t.api('PUT', `/users/${holder.id}/security-roles/`, {
      as: ADMIN,
      body: { roles: [role.id] },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    const res = await t.api('DELETE', `/security/roles/${role.id}/`, { as: ADMIN });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'This role is assigned to 1 user. Reassign them to another role before deleting it.',
    });
    await t.api('PUT', `/users/${holder.id}/security-roles/`, { as: ADMIN, body: { roles: [] } });
    expect((await t.api('DELETE', `/security/roles/${role.id}/`, { as: ADMIN })).statusCode).toBe(204);
  });

  it('refuses to delete a parent of other roles (409)', async () => {
    const parent = await createRole();
    await createRole({ parent_role: parent.id });
    const res = await t.api('DELETE', `/security/roles/${parent.id}/`, { as: ADMIN });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/parent of 1 other role/);
  });
});

describe('GET /api/security/roles/', () => {
  it('counts real holders and permissions', async () => {
    const role = await createRole();
    const [u1, u2] = [await t.createUser(), await t.createUser()];
    for (const u of [u1, u2]) {
      await t.api('PUT', `/users/${u.id}/security-roles/`, { as: ADMIN, body: { roles: [role.id] } });
    }
    await t.api('POST', '/security/bulk-permissions/', {
      as: ADMIN,
      body: {
        updates: [1, 2, 3].map((operation) => ({ role: role.id, module: 1, operation, action: 'grant' })),
      },
    });
    const page = (await t.api('GET', `/security/roles/?search=${role.code}`, { as: ADMIN })).json();
    expect(page.results).toEqual([
      expect.objectContaining({ id: role.id, users_count: 2, permissions_count: 3 }),
    ]);
    const rows = await t.db.select().from(userRoles).where(eq(userRoles.role_id, role.id));
    expect(rows).toHaveLength(2);
  });

  it('counts the users whose role is a system role as its holders', async () => {
    const before = (await getRole((await systemRole('support')).id)).users_count;
    await t.createUser({ role: 'support' });
    await t.createUser({ role: 'support', org: 'ACME' });
    expect((await getRole((await systemRole('support')).id)).users_count).toBe(before + 1);
  });

  it('filters by active_only and level, paginates and orders', async () => {
    const inactive = await createRole({ is_active: false, name: 'zz inactive' });
    const active = (
      await t.api('GET', '/security/roles/?active_only=true&page_size=100', { as: ADMIN })
    ).json();
    expect(active.results.map((r: Role) => r.id)).not.toContain(inactive.id);
    expect(active.results).toAllSatisfy((r: Role) => r.is_active);
    const system = (await t.api('GET', '/security/roles/?level=system&page_size=100', { as: ADMIN })).json();
    expect(system.results).toAllSatisfy((r: Role) => r.level === 'system');
    const first = (await t.api('GET', '/security/roles/?page_size=5&ordering=-name', { as: ADMIN })).json();
    expect(first.results).toHaveLength(5);
    expect(first.next).toContain('page=2');
    const names = first.results.map((r: Role) => r.name);
    expect(names).toEqual([...names].sort().reverse());
    const bad = await t.api('GET', '/security/roles/?ordering=password', { as: ADMIN });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['ordering']);
  });
});

describe('GET /api/security/roles/{id}/export/', () => {
  it('downloads csv with a header and one row per permission', async () => {
    const role = await createRole({ code: 'exporters', name: 'Exporters, "the" team' });
    await t.api('POST', '/security/bulk-permissions/', {
      as: ADMIN,
      body: {
        updates: [
          { role: role.id, module: 1, operation: 2, action: 'grant' },
          { role: role.id, module: 2, operation: 3, action: 'grant', conditions: { team: '${user.team}' } },
        ],
      },
    });
    const res = await t.api('GET', `/security/roles/${role.id}/export/?format=csv`, {
      as: 'manager@demo.local',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="role-exporters-${role.id}.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'role_code,role_name,level,id_organization,application,module,operation,conditions,fields',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`exporters,"Exporters, ""the"" team",team,${DEMO},platform,Dashboard,read,,`);
    expect(lines[2]).toContain('"{""team"":""${user.team}""}"');
  });

  it('downloads json with the role and its permissions (the default format)', async () => {
    const role = await createRole({ code: 'json_export' });
    await t.api('POST', '/security/bulk-permissions/', {
      as: ADMIN,
      body: { updates: [{ role: role.id, module: 1, operation: 2, action: 'grant', fields: ['name'] }] },
    });
    const res = await t.api('GET', `/security/roles/${role.id}/export/`, { as: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="role-json_export-${role.id}.json"`,
    );
    const body = JSON.parse(res.body);
    expect(body.role).toMatchObject({ id: role.id, code: 'json_export', permissions_count: 1 });
    expect(body.permissions).toEqual([
      { application: 'platform', module: 'Dashboard', operation: 'read', conditions: null, fields: ['name'] },
    ]);
  });

  it('400 for another format', async () => {
    const role = await createRole();
    const res = await t.api('GET', `/security/roles/${role.id}/export/?format=xml`, { as: ADMIN });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ format: ['Format must be csv or json.'] });
  });
});
