import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { organizations } from '../../server/db/tables/organizations';
import type { UserRow } from '../../server/db/tables/users';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SELF = 'You cannot change this field on your own account.';
const NOT_ALLOWED = "You don't have permission to change this field.";

const patchMe = (email: string, body: Record<string, unknown>) =>
  t.api('PATCH', '/auth/user/', { as: email, body });
/** Everything the API may change, to compare before and after a rejected request. */
const snapshot = (row: UserRow | undefined) => {
  const { updated_at: _u, last_login: _l, ...rest } = row!;
  return rest;
};

describe('GET /api/auth/user/', () => {
  it('answers the signed-in user, without secrets', async () => {
    const session = await t.login('team_manager@demo.local');
    const res = await t.api('GET', '/auth/user/', { token: session.access_token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(session.user);
    expect(res.json()).toMatchObject({
      email: 'team_manager@demo.local',
      role: 'team_manager',
      team: await t.team(1),
      brand: null,
    });
    expect(res.body).not.toMatch(/password/);
  });

  it.each([
    ['admin@demo.local', 'DEMO', 'Demo Group'],
    ['admin@acme.local', 'ACME', 'Acme'],
  ] as const)("names %s's organisation, as the login does", async (email, code, name) => {
    const session = await t.login(email);
    expect(session.user).toMatchObject({ id_organization: await t.orgId(code), organization_name: name });
    const res = await t.api('GET', '/auth/user/', { token: session.access_token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id_organization: session.user.id_organization,
      organization_name: name,
    });
  });

  it("reads the name from the user's organisation", async () => {
    const [org] = await t.db
      .insert(organizations)
      .values({ code: `ORG-${Date.now()}`, name: 'Compagnie Générale' })
      .returning();
    const user = await t.createUser({ id_organization: org!.id });
    const res = await t.api('GET', '/auth/user/', { as: user.email });
    expect(res.json()).toMatchObject({ id_organization: org!.id, organization_name: 'Compagnie Générale' });
  });
});

describe('PATCH /api/auth/user/ as role user', () => {
  it('changes first_name, last_name, phone_number and birthday, and answers the stored user', async () => {
    const user = await t.createUser({ role: 'user' });
    const res = await patchMe(user.email, {
      first_name: '  Zoé ',
      last_name: 'Durand',
      phone_number: '+33 1 23 45 67 89',
      birthday: '1990-02-28',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'user',
      organization_name: 'Demo Group',
      first_name: 'Zoé',
      last_name: 'Durand',
      phone_number: '+33 1 23 45 67 89',
      birthday: '1990-02-28',
    });
    const me = await t.api('GET', '/auth/user/', { as: user.email });
    expect(me.json()).toEqual(res.json());
    expect(await t.userRow(user.id)).toMatchObject({ first_name: 'Zoé', birthday: '1990-02-28' });

    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.update'), eq(auditLogs.object_id, String(user.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: user.id,
      before: { first_name: 'Test' },
      after: { first_name: 'Zoé' },
    });
  });

  it('may clear the birthday and the phone number', async () => {
    const user = await t.createUser({ role: 'user', birthday: '2000-01-01', phone_number: '123' });
    const res = await patchMe(user.email, { birthday: null, phone_number: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ birthday: null, phone_number: '' });
  });

  it('accepts protected fields sent back unchanged (a whole form)', async () => {
    const team = await t.team(3);
    const user = await t.createUser({ role: 'user', team });
    const res = await patchMe(user.email, {
      email: user.email,
      role: 'user',
      is_staff: false,
      is_superuser: false,
      is_active: true,
      id_organization: user.id_organization,
      team,
      brand: null,
      first_name: 'Same-form',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().first_name).toBe('Same-form');
  });

  it.each([
    ['email', 'new@demo.local', SELF],
    ['role', 'admin', SELF],
    ['is_staff', true, SELF],
    ['is_superuser', true, SELF],
    ['id_organization', 999, SELF],
    ['is_active', false, SELF],
    ['team', 2, SELF],
    ['brand', 1, SELF],
    ['department', 'Finance', NOT_ALLOWED],
  ])('rejects a change of %s with 400 naming it, and applies nothing', async (field, value, message) => {
    const user = await t.createUser({ role: 'user', team: await t.team(1) });
    const before = snapshot(await t.userRow(user.id));
    const res = await patchMe(user.email, { first_name: 'Sneaky', [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
    expect(snapshot(await t.userRow(user.id))).toEqual(before);
  });

  it('names every rejected field at once', async () => {
    const user = await t.createUser({ role: 'user' });
    const res = await patchMe(user.email, {
      role: 'superuser',
      is_superuser: true,
      email: 'x@y.io',
      last_name: 'Ok',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ role: [SELF], is_superuser: [SELF], email: [SELF] });
  });

  it.each([
    [
      'first_name too long',
      { first_name: 'a'.repeat(151) },
      { first_name: ['Ensure this field has no more than 150 characters.'] },
    ],
    [
      'last_name too long',
      { last_name: 'a'.repeat(151) },
      { last_name: ['Ensure this field has no more than 150 characters.'] },
    ],
    [
      'phone_number too long',
      { phone_number: '1'.repeat(33) },
      { phone_number: ['Ensure this field has no more than 32 characters.'] },
    ],
    [
      'department too long',
      { department: 'd'.repeat(101) },
      { department: ['Ensure this field has no more than 100 characters.'] },
    ],
    ['an invalid birthday', { birthday: '1990-13-45' }, { birthday: ['Enter a valid date (YYYY-MM-DD).'] }],
    [
      'a birthday that is not a date',
      { birthday: 'yesterday' },
      { birthday: ['Enter a valid date (YYYY-MM-DD).'] },
    ],
    ['a number as first_name', { first_name: 5 }, { first_name: ['Expected a string.'] }],
    ['an invalid email', { email: 'nope' }, { email: ['Enter a valid email address.'] }],
    [
      'an unknown role',
      { role: 'king' },
      { role: [expect.stringMatching(/^Role must be one of: superuser, .*user/)] },
    ],
    ['a string as is_staff', { is_staff: 'yes' }, { is_staff: ['Enter true or false.'] }],
    ['an unknown field', { nickname: 'Bob' }, { nickname: ['Unknown field.'] }],
    ['a password', { password: 'newpassword' }, { password: ['Unknown field.'] }],
  ])('rejects %s with 400 before any rule applies', async (_name, body, expected) => {
    const user = await t.createUser({ role: 'user' });
    const before = snapshot(await t.userRow(user.id));
    const res = await patchMe(user.email, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(snapshot(await t.userRow(user.id))).toEqual(before);
  });
});

describe('PATCH /api/auth/user/ for other roles', () => {
  it('an admin may edit their own name but never their own role, email or organisation', async () => {
    const admin = await t.createUser({ role: 'admin', is_staff: true });
    expect((await patchMe(admin.email, { first_name: 'Renamed' })).statusCode).toBe(200);
    for (const [field, value] of [
      ['role', 'superuser'],
      ['email', 'other@demo.local'],
      ['id_organization', await t.orgId('ACME')],
      ['is_staff', false],
    ] as const) {
      const res = await patchMe(admin.email, { [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({ [field]: [SELF] });
    }
    expect(await t.userRow(admin.id)).toMatchObject({
      role: 'admin',
      email: admin.email,
      is_staff: true,
      first_name: 'Renamed',
    });
  });

  it('a team_manager may not change their own role or deactivate themselves', async () => {
    const manager = await t.createUser({ role: 'team_manager', team: await t.team(5) });
    for (const [field, value] of [
      ['role', 'admin'],
      ['is_active', false],
    ] as const) {
      const res = await patchMe(manager.email, { [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [field]: [SELF] });
    }
    expect(await t.userRow(manager.id)).toMatchObject({ role: 'team_manager', is_active: true });
  });

  it('a superuser cannot drop their own superuser flag through their profile', async () => {
    const res = await patchMe('superuser@demo.local', { is_superuser: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ is_superuser: [SELF] });
  });

  it('answers 401 without a token', async () => {
    const res = await t.api('PATCH', '/auth/user/', { body: { first_name: 'X' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_not_valid');
  });
});

describe('GET /api/auth/abilities/', () => {
  it.each(DEMO_ACCOUNTS)('answers the same rules as the login for $email', async ({ email }) => {
    const session = await t.login(email);
    const res = await t.api('GET', '/auth/abilities/', { token: session.access_token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userAbilityRules: session.userAbilityRules,
      session_inactivity_minutes: session.session_inactivity_minutes,
    });
  });

  it("carries each role's characteristic rules", async () => {
    const rulesOf = async (email: string) =>
      (await t.api('GET', '/auth/abilities/', { as: email })).json().userAbilityRules;
    const user = (await t.login('user@demo.local')).user;
    expect(await rulesOf('user@demo.local')).toContainEqual({
      action: 'update',
      subject: 'User',
      conditions: { id: user.id },
      fields: ['first_name', 'last_name', 'phone_number', 'birthday'],
    });
    expect(await rulesOf('superuser@demo.local')).toContainEqual({ action: 'manage', subject: 'all' });
    const demo = await t.orgId('DEMO');
    expect(await rulesOf('team_manager@demo.local')).toContainEqual({
      action: 'update',
      subject: 'User',
      conditions: { id_organization: demo, team: await t.team(1) },
      fields: ['role', 'is_active'],
    });
    expect(await rulesOf('hr@demo.local')).toContainEqual({
      action: 'update',
      subject: 'User',
      conditions: { id_organization: demo },
      fields: ['role', 'team', 'department'],
    });
  });

  it('follows a role change made by someone else on the next request', async () => {
    const user = await t.createUser({ role: 'user' });
    const before = (await t.api('GET', '/auth/abilities/', { as: user.email })).json().userAbilityRules;
    expect(before).not.toContainEqual(expect.objectContaining({ subject: 'HR' }));
    const res = await t.api('PATCH', `/users/${user.id}/`, { as: 'hr@demo.local', body: { role: 'hr' } });
    expect(res.statusCode).toBe(200);
    const after = (await t.api('GET', '/auth/abilities/', { as: user.email })).json().userAbilityRules;
    expect(after).toContainEqual(expect.objectContaining({ action: 'manage', subject: 'HR' }));
    expect((await t.api('GET', '/auth/user/', { as: user.email })).json().role).toBe('hr');
  });

  it('answers 401 without a token', async () => {
    const res = await t.api('GET', '/auth/abilities/');
    expect(res.statusCode).toBe(401);
  });
});
