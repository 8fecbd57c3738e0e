import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityRoles } from '../../server/modules/security/tables';
import { users } from '../../server/db/tables/users';
import { expectNoLeak, startTestApp, type TestApp } from './harness';

// Who may call what in the security area (issue 4 §1, Access; spec §2): reads need read on
// `security`, changes need manage on `security`, and nobody but a superuser reaches another
// organisation's roles, users or settings.

let t: TestApp;
let DEMO: number;
let ACME: number;
/** A custom role of each organisation, and their system role `user`. */
const role = { demo: 0, acme: 0, demoSystem: 0, acmeSystem: 0 };
const userId: Record<string, number> = {};

const DEMO_ADMIN = 'admin@demo.local';
const ACME_ADMIN = 'admin@acme.local';
const MANAGER = 'manager@demo.local';
const USER = 'user@demo.local';
const SUPERUSER = 'superuser@demo.local';

const READ_DENIED = { detail: "You don't have permission to read security" };
const MANAGE_DENIED = { detail: "You don't have permission to manage security" };
const NOT_FOUND = { detail: 'Not found.' };

async function systemRole(org: number, code: string) {
  const [row] = await t.db
    .select({ id: securityRoles.id })
    .from(securityRoles)
    .where(and(eq(securityRoles.id_organization, org), eq(securityRoles.code, code)));
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  DEMO = await t.orgId('DEMO');
  ACME = await t.orgId('ACME');
  for (const row of await t.db.select({ id: users.id, email: users.email }).from(users))
    userId[row.email] = row.id;
  const [demo] = await t.db
    .insert(securityRoles)
    .values({ code: 'auditors', name: 'Auditors', level: 'organization', id_organization: DEMO })
    .returning();
  const [acme] = await t.db
    .insert(securityRoles)
    .values({ code: 'auditors', name: 'Auditors', level: 'organization', id_organization: ACME })
    .returning();
  role.demo = demo!.id;
  role.acme = acme!.id;
  role.demoSystem = await systemRole(DEMO, 'user');
  role.acmeSystem = await systemRole(ACME, 'user');
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: () => string; body?: () => unknown };

/** Reads: need read on security. */
const READS: Record<string, Call> = {
  applications: { method: 'GET', path: () => '/security/applications/' },
  modules: { method: 'GET', path: () => '/security/modules/' },
  operations: { method: 'GET', path: () => '/security/operations/' },
  roles: { method: 'GET', path: () => '/security/roles/' },
  role: { method: 'GET', path: () => `/security/roles/${role.demo}/` },
  'role permissions': { method: 'GET', path: () => `/security/roles/${role.demo}/permissions/` },
  'role export': { method: 'GET', path: () => `/security/roles/${role.demo}/export/?format=csv` },
  dashboard: { method: 'GET', path: () => '/security/dashboard/' },
  'audit logs': { method: 'GET', path: () => '/security/audit-logs/' },
  policies: { method: 'GET', path: () => '/security/policies/' },
  "a user's security roles": { method: 'GET', path: () => `/users/${userId[USER]}/security-roles/` },
};

/** Changes: need manage on security. Each is harmless to repeat (no-op or validation-free). */
const CHANGES: Record<string, Call> = {
  'create role': {
    method: 'POST',
    path: () => '/security/roles/',
    body: () => ({ name: 'X', code: `x_${Math.random().toString(36).slice(2, 8)}`, level: 'team' }),
  },
  'update role': {
    method: 'PATCH',
    path: () => `/security/roles/${role.demo}/`,
    body: () => ({ name: 'Auditors' }),
  },
  'delete role': { method: 'DELETE', path: () => `/security/roles/999999/` },
  'bulk permissions': {
    method: 'POST',
    path: () => '/security/bulk-permissions/',
    body: () => ({ updates: [{ role: role.demo, module: 1, operation: 1, action: 'revoke' }] }),
  },
  'update policies': { method: 'PUT', path: () => '/security/policies/', body: () => ({}) },
  "assign a user's security roles": {
    method: 'PUT',
    path: () => `/users/${userId[USER]}/security-roles/`,
    body: () => ({ roles: [] }),
  },
};

const call = (as: string, c: Call) =>
  t.api(c.method, c.path(), { as, ...(c.body ? { body: c.body() as Record<string, unknown> } : {}) });

describe('reads need read on security', () => {
  it.each(Object.entries(READS))('%s: admin, manager, superuser allowed', async (_, c) => {
    for (const as of [DEMO_ADMIN, MANAGER, SUPERUSER, 'client_admin@demo.local']) {
      const res = await call(as, c);
      expect(res.statusCode, `${as}: ${res.body}`).toBe(200);
    }
  });

  it.each(Object.entries(READS))('%s: a user is denied with the spec text', async (_, c) => {
    for (const as of [USER, 'sales@demo.local', 'user@acme.local']) {
      const res = await call(as, c);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(READ_DENIED);
      expectNoLeak(res);
    }
  });

  it.each(Object.entries(READS))('%s: 401 without a token', async (_, c) => {
    const res = await t.api(c.method, c.path());
    expect(res.statusCode).toBe(401);
  });
});

describe('changes need manage on security', () => {
  it.each(Object.entries(CHANGES))('%s: a manager (read only) is denied', async (_, c) => {
    for (const as of [MANAGER, 'client_admin@demo.local']) {
      const res = await call(as, c);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(MANAGE_DENIED);
    }
  });

  it.each(Object.entries(CHANGES))('%s: a user is denied', async (_, c) => {
    const res = await call(USER, c);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(MANAGE_DENIED);
  });

  it.each(Object.entries(CHANGES))('%s: the admins and the superuser get past the check', async (_, c) => {
    for (const as of [DEMO_ADMIN, SUPERUSER]) {
      const res = await call(as, c);
      expect([200, 201, 404], `${as}: ${res.body}`).toContain(res.statusCode);
    }
  });
});

describe("another organisation's rows are not found", () => {
  const ACME_ROLE_CALLS: Record<string, Call> = {
    role: { method: 'GET', path: () => `/security/roles/${role.acme}/` },
    'role permissions': { method: 'GET', path: () => `/security/roles/${role.acme}/permissions/` },
    'role export': { method: 'GET', path: () => `/security/roles/${role.acme}/export/?format=json` },
    'update role': {
      method: 'PATCH',
      path: () => `/security/roles/${role.acme}/`,
      body: () => ({ name: 'Mine' }),
    },
    'delete role': { method: 'DELETE', path: () => `/security/roles/${role.acme}/` },
    "a user's security roles": {
      method: 'GET',
      path: () => `/users/${userId['user@acme.local']}/security-roles/`,
    },
    "assign a user's security roles": {
      method: 'PUT',
      path: () => `/users/${userId['user@acme.local']}/security-roles/`,
      body: () => ({ roles: [] }),
    },
    'roles of the organisation': { method: 'GET', path: () => `/security/roles/?id_organization=${ACME}` },
    'dashboard of the organisation': {
      method: 'GET',
      path: () => `/security/dashboard/?id_organization=${ACME}`,
    },
    'audit of the organisation': {
      method: 'GET',
      path: () => `/security/audit-logs/?id_organization=${ACME}`,
    },
    'policies of the organisation': {
      method: 'GET',
      path: () => `/security/policies/?id_organization=${ACME}`,
    },
    'change policies of the organisation': {
      method: 'PUT',
      path: () => `/security/policies/?id_organization=${ACME}`,
      body: () => ({ password_min_length: 20 }),
    },
    'abilities in the organisation': {
      method: 'GET',
      path: () => `/security/user-abilities/?id_organization=${ACME}`,
    },
  };

  it.each(Object.entries(ACME_ROLE_CALLS))('%s: 404 for the Demo Group admin', async (_, c) => {
    const res = await call(DEMO_ADMIN, c);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it('and the other way round for the Acme admin', async () => {
    for (const path of [
      `/security/roles/${role.demo}/`,
      `/security/roles/${role.demoSystem}/permissions/`,
      `/users/${userId[USER]}/security-roles/`,
      `/security/policies/?id_organization=${DEMO}`,
    ]) {
      const res = await t.api('GET', path, { as: ACME_ADMIN });
      expect(res.statusCode, path).toBe(404);
    }
    const del = await t.api('DELETE', `/security/roles/${role.demo}/`, { as: ACME_ADMIN });
    expect(del.statusCode).toBe(404);
    const [still] = await t.db.select().from(securityRoles).where(eq(securityRoles.id, role.demo));
    expect(still).toBeDefined();
  });

  it('a nonexistent organisation is not found either, even for the superuser', async () => {
    const res = await t.api('GET', '/security/roles/?id_organization=999999', { as: SUPERUSER });
    expect(res.statusCode).toBe(404);
  });

  it.each(Object.entries(ACME_ROLE_CALLS))('%s: reachable by the superuser', async (_, c) => {
    if (c.method === 'DELETE') return; // deleting the role is covered in security-roles
    const res = await call(SUPERUSER, c);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lists show only the own organisation; the superuser sees all or the one named', async () => {
    const orgsOf = async (as: string, query = '') => {
      const res = await t.api('GET', `/security/roles/?page_size=100${query}`, { as });
      expect(res.statusCode).toBe(200);
      return new Set((res.json().results as { id_organization: number }[]).map((r) => r.id_organization));
    };
    expect(await orgsOf(DEMO_ADMIN)).toEqual(new Set([DEMO]));
    expect(await orgsOf(ACME_ADMIN)).toEqual(new Set([ACME]));
    expect(await orgsOf(MANAGER)).toEqual(new Set([DEMO]));
    expect(await orgsOf(SUPERUSER)).toEqual(new Set([DEMO, ACME]));
    expect(await orgsOf(SUPERUSER, `&id_organization=${ACME}`)).toEqual(new Set([ACME]));
    expect(await orgsOf(DEMO_ADMIN, `&id_organization=${DEMO}`)).toEqual(new Set([DEMO]));
  });

  it('the Acme admin cannot grant on a Demo role through bulk-permissions (400 naming the item)', async () => {
    const res = await t.api('POST', '/security/bulk-permissions/', {
      as: ACME_ADMIN,
      body: { updates: [{ role: role.demoSystem, module: 1, operation: 1, action: 'grant' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'updates.0.role': ['Role not found.'] });
  });

  it('the Acme admin cannot create a role in Demo Group', async () => {
    const res = await t.api('POST', '/security/roles/', {
      as: ACME_ADMIN,
      body: { name: 'Spy', code: 'spy', level: 'team', id_organization: DEMO },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ id_organization: ['Organisation not found.'] });
  });
});

describe('own abilities need only a sign-in', () => {
  it.each([USER, MANAGER, DEMO_ADMIN, SUPERUSER])(
    '%s checks a permission and reads their abilities',
    async (as) => {
      const check = await t.api('POST', '/security/check-permission/', {
        as,
        body: { action: 'read', subject: 'Dashboard' },
      });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ is_allowed: true });
      const abilities = await t.api('GET', '/security/user-abilities/', { as });
      expect(abilities.statusCode).toBe(200);
      expect(abilities.json().user_id).toBe(userId[as]);
    },
  );

  it('401 without a token', async () => {
    for (const [method, path] of [
      ['POST', '/security/check-permission/'],
      ['GET', '/security/user-abilities/'],
      ['POST', '/security/invalidate-cache/'],
      ['POST', '/security/events/'],
    ] as const) {
      const res = await t.api(method, path, { body: {} });
      expect(res.statusCode, path).toBe(401);
      expect(res.json().code).toBe('token_not_valid');
    }
  });
});
