// Organisations administered: created ready to use (built-in roles, policies, a first
// administrator invited by email), edited, deactivated (their users signed out for good until
// reactivated), a client administrator's own profile, and the organisation a manager of
// organisations works in.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/access';
import { organizationMessages } from '../../domain/organizations/messages';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { organizations } from '../../server/db/tables/organizations';
import { users } from '../../server/db/tables/users';
import { securityPolicies, securityRoles } from '../../server/modules/security/tables';
import { ACME_ADMIN, ADMIN, CLIENT_ADMIN, newCode, PNG, SUPERUSER, upload, USER } from './catalogue-support';
import { startTestApp, uniqueEmail, type TestApp } from './harness';

let t: TestApp;
let DEMO: number;
let ACME: number;
beforeAll(async () => {
  t = await startTestApp();
  DEMO = await t.orgId('DEMO');
  ACME = await t.orgId('ACME');
});
afterAll(() => t.close());

const SUPER_ADMIN = 'super_admin@demo.local';
const BAD_CREDENTIALS = { non_field_errors: ['Unable to log in with provided credentials.'] };

type Org = {
  id: number;
  code: string;
  name: string;
  is_active: boolean;
  logo: string | null;
  users_count: number;
};
type Page<T> = { count: number; results: T[] };

const createOrg = (body: Record<string, unknown>, as = SUPERUSER) =>
  t.api('POST', '/organizations/', { as, body });
const patchOrg = (id: number, body: Record<string, unknown>, as = SUPERUSER) =>
  t.api('PATCH', `/organizations/${id}/`, { as, body });
const list = async (path: string, as = SUPERUSER) => {
  const res = await t.api('GET', path, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<Org>;
};
const rolesOf = async (orgId: number) =>
  (await t.db.select({ n: count() }).from(securityRoles).where(eq(securityRoles.id_organization, orgId)))[0]!
    .n;
const auditActions = async (orgId: number) =>
  (
    await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.id_organization, orgId))
  ).map((r) => r.action);
const linkIn = (body: string) => {
  const match = /\/reset-password\?uid=([\w-]+)&token=([\w-]+)/.exec(body);
  if (!match) throw new Error(`no reset link in: ${body}`);
  return { uid: match[1]!, token: match[2]! };
};

describe('GET /api/organizations/', () => {
  it('pages, searches and filters by the active flag for whoever manages organisations', async () => {
    const all = await list('/organizations/?page_size=100');
    expect(all.results.map((o) => o.code)).toEqual(expect.arrayContaining(['DEMO', 'ACME']));
    const demo = all.results.find((o) => o.code === 'DEMO')!;
    expect(demo.users_count).toBeGreaterThan(5);

    const one = await list('/organizations/?page_size=5&search=acm');
    expect(one.results.map((o) => o.code)).toEqual(['ACME']);
    const dormant = newCode('ORG');
    expect((await createOrg({ code: dormant, name: 'Dormant Ltd', is_active: false })).statusCode).toBe(201);
    const inactive = await list('/organizations/?is_active=false&page_size=100');
    expect(inactive.results.map((o) => o.code)).toContain(dormant);
    expect(inactive.results).toAllSatisfy((o: Org) => !o.is_active);
  });

  it('shows an organisation’s administrators their own organisation only, and nobody else without the right', async () => {
    // Both administer their organisation's structure, the organisation's own row with it (0008).
    for (const admin of [CLIENT_ADMIN, ADMIN]) {
      const own = await list('/organizations/', admin);
      expect(own.results.map((o) => o.id)).toEqual([DEMO]);
    }
    expect((await t.api('GET', '/organizations/', { as: USER })).statusCode).toBe(403);
  });
});

describe('POST /api/organizations/', () => {
  it('makes an organisation ready at once: built-in roles, policies, a first admin invited by email, audited', async () => {
    const code = newCode('ORG');
    const email = uniqueEmail('first-admin');
    const res = await createOrg({
      code,
      name: 'Globex Corporation',
      admin: { email, first_name: 'Hank', last_name: 'Scorpio', role: 'CLIENT_ADMIN' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const org = res.json() as Org;
    expect(org).toMatchObject({
      code,
      name: 'Globex Corporation',
      is_active: true,
      logo: null,
      users_count: 1,
    });

    expect(await rolesOf(org.id)).toBe(ROLES.length);
    const [policies] = await t.db
      .select()
      .from(securityPolicies)
      .where(eq(securityPolicies.id_organization, org.id));
    expect(policies).toMatchObject({ password_min_length: null, updated_at: null });

    const [admin] = await t.db.select().from(users).where(eq(users.email, email));
    expect(admin).toMatchObject({ id_organization: org.id, role: 'CLIENT_ADMIN', first_name: 'Hank' });
    expect(await auditActions(org.id)).toEqual(
      expect.arrayContaining(['organization.create', 'user.create']),
    );

    // The link lets them choose a password, and they sign in to their new organisation.
    const mail = await t.lastEmailTo(email);
    const { uid, token } = linkIn(mail!.body);
    const confirmed = await t.api('POST', `/auth/password/reset/confirm/${uid}/${token}/`, {
      body: { uid, token, new_password1: 'globex-pass-1', new_password2: 'globex-pass-1' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const login = await t.login(email, 'globex-pass-1');
    expect(login.user).toMatchObject({ id_organization: org.id, organization_name: 'Globex Corporation' });
  });

  it('makes nothing when the first admin cannot be made: one transaction', async () => {
    const code = newCode('ORG');
    const res = await createOrg({ code, name: 'Initech', admin: { email: 'admin@acme.local' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'admin.email': [organizationMessages.adminEmailTaken] });
    expect(await t.db.select().from(organizations).where(eq(organizations.code, code))).toEqual([]);
  });

  it('needs manage on Organization, and a code of its own', async () => {
    expect((await createOrg({ code: newCode('ORG'), name: 'Nope' }, CLIENT_ADMIN)).statusCode).toBe(403);
    const clash = await createOrg({ code: 'ACME', name: 'Another Acme' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ code: [organizationMessages.organizationCodeTaken] });
  });

  it('works without a first admin', async () => {
    const res = await createOrg({ code: newCode('ORG'), name: 'Umbrella' }, SUPER_ADMIN);
    expect(res.statusCode, res.body).toBe(201);
    expect(await rolesOf((res.json() as Org).id)).toBe(ROLES.length);
  });
});

describe('the demo organisations', () => {
  it('got their policies from the same function as a new one', async () => {
    const rows = await t.db.select().from(securityPolicies);
    expect(rows.map((r) => r.id_organization)).toEqual(expect.arrayContaining([DEMO, ACME]));
  });
});

describe('a client administrator’s own organisation', () => {
  it('reads and renames its own, never another’s (404)', async () => {
    expect((await t.api('GET', `/organizations/${DEMO}/`, { as: CLIENT_ADMIN })).statusCode).toBe(200);
    expect((await t.api('GET', `/organizations/${ACME}/`, { as: CLIENT_ADMIN })).statusCode).toBe(404);
    expect((await patchOrg(ACME, { name: 'Taken Over' }, CLIENT_ADMIN)).statusCode).toBe(404);

    const renamed = await patchOrg(DEMO, { name: 'Demo Group International' }, CLIENT_ADMIN);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Demo Group International' });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'organization.update'), eq(auditLogs.id_organization, DEMO)));
    expect(audit).toMatchObject({
      before: { name: 'Demo Group' },
      after: { name: 'Demo Group International' },
    });
    await patchOrg(DEMO, { name: 'Demo Group' });
  });

  it('leaves the code and the active flag to those who manage organisations', async () => {
    const res = await patchOrg(DEMO, { code: 'MINE', is_active: false }, CLIENT_ADMIN);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: [organizationMessages.managersOnly],
      is_active: [organizationMessages.managersOnly],
    });
  });

  it('uploads its logo like a brand’s, readable by its members only', async () => {
    const res = await upload(t, 'PUT', `/organizations/${DEMO}/logo/`, PNG, CLIENT_ADMIN);
    expect(res.statusCode, res.body).toBe(200);
    const logo = (res.json() as Org).logo!;
    expect(logo).toMatch(/^\/api\/files\/[0-9a-f]{32}\/$/);
    expect((await t.api('GET', logo.slice('/api'.length), { as: CLIENT_ADMIN })).statusCode).toBe(200);
    expect((await t.api('GET', logo.slice('/api'.length), { as: ACME_ADMIN })).statusCode).toBe(404);
    expect((await upload(t, 'PUT', `/organizations/${ACME}/logo/`, PNG, CLIENT_ADMIN)).statusCode).toBe(404);
    const removed = await t.api('DELETE', `/organizations/${DEMO}/logo/`, { as: CLIENT_ADMIN });
    expect(removed.json()).toMatchObject({ logo: null });
    expect(await auditActions(DEMO)).toContain('organization.logo');
  });
});

describe('deactivating an organisation', () => {
  it('signs its users out for good and refuses their sign-in until it is reactivated', async () => {
    const session = await t.login('user@acme.local');
    const bearer = { authorization: `Bearer ${session.access_token}` };
    expect((await t.api('GET', '/auth/user/', { headers: bearer })).statusCode).toBe(200);

    const off = await patchOrg(ACME, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await t.api('GET', '/auth/user/', { headers: bearer })).statusCode).toBe(401);
    const refresh = await t.api('POST', '/auth/token/refresh/', { body: { refresh: session.refresh_token } });
    expect(refresh.statusCode).toBe(401);
    const login = await t.api('POST', '/auth/login/', {
      body: { email: 'user@acme.local', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(BAD_CREDENTIALS);

    expect((await patchOrg(ACME, { is_active: true })).statusCode).toBe(200);
    // The old token stays refused; a new sign-in works.
    expect((await t.api('GET', '/auth/user/', { headers: bearer })).statusCode).toBe(401);
    expect((await t.login('user@acme.local')).user.id_organization).toBe(ACME);
  });

  it('is refused for the organisation one belongs to', async () => {
    const res = await patchOrg(DEMO, { is_active: false }, SUPER_ADMIN);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ is_active: [organizationMessages.ownOrganization] });
  });
});

describe('PUT /api/auth/working-organization/', () => {
  const choose = (organization: number | null, as = SUPER_ADMIN) =>
    t.api('PUT', '/auth/working-organization/', { as, body: { organization } });
  const brandOrganizations = async () => {
    const res = await t.api('GET', '/brands/?page_size=100', { as: SUPER_ADMIN });
    return [
      ...new Set((res.json() as Page<{ id_organization: number }>).results.map((b) => b.id_organization)),
    ];
  };

  it('narrows every list to the chosen organisation and puts new rows in it, until unset', async () => {
    expect((await brandOrganizations()).sort()).toEqual([DEMO, ACME].sort());
    const res = await choose(ACME);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user: { working_organization: ACME, id_organization: DEMO } });
    expect(res.json().userAbilityRules.length).toBeGreaterThan(0);

    expect(await brandOrganizations()).toEqual([ACME]);
    const users = await t.api('GET', '/users/?page_size=100', { as: SUPER_ADMIN });
    expect(
      new Set((users.json() as Page<{ id_organization: number }>).results.map((u) => u.id_organization)),
    ).toEqual(new Set([ACME]));
    const brand = await t.api('POST', '/brands/', {
      as: SUPER_ADMIN,
      body: { name: 'Acme Rockets', code: newCode('B') },
    });
    expect(brand.json()).toMatchObject({ id_organization: ACME });
    // Naming another organisation still reads that one; the organisations themselves are all listed.
    expect(
      (await t.api('GET', `/brands/?organization=${DEMO}`, { as: SUPER_ADMIN })).json().count,
    ).toBeGreaterThan(0);
    expect((await list('/organizations/?page_size=100', SUPER_ADMIN)).count).toBeGreaterThan(1);

    expect((await choose(null)).json()).toMatchObject({ user: { working_organization: null } });
    expect((await brandOrganizations()).sort()).toEqual([DEMO, ACME].sort());
  });

  it('is for those who manage organisations, and only to an organisation that exists', async () => {
    expect((await choose(ACME, ADMIN)).statusCode).toBe(403);
    expect((await choose(ACME, CLIENT_ADMIN)).statusCode).toBe(403);
    expect((await choose(999_999)).statusCode).toBe(404);
  });
});
