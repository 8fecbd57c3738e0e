import { describe, expect, it } from 'vitest';
import { loginRules, makeJwt, testUser } from '../../../machines/session/test-support';
import { checkStoredSession, type StoredSessionParts } from './storedSessionCheck';

// testUser has id 7, and makeJwt's tokens are issued to sub "7".
const access = makeJwt(Date.parse('2030-01-01T00:00:00Z'));
const parts = (overrides: Partial<StoredSessionParts> = {}): StoredSessionParts => ({
  user: JSON.stringify(testUser),
  accessToken: access,
  refreshToken: 'refresh-1',
  abilityRules: JSON.stringify(loginRules),
  ...overrides,
});
const withUser = (changes: Record<string, unknown>) =>
  parts({ user: JSON.stringify({ ...testUser, ...changes }) });

describe('checkStoredSession', () => {
  it('takes what the app wrote', () => {
    expect(checkStoredSession(parts())).toEqual({
      kind: 'intact',
      session: { user: testUser, accessToken: access, refreshToken: 'refresh-1', abilityRules: loginRules },
    });
    expect(checkStoredSession(parts({ abilityRules: null }))).toMatchObject({
      kind: 'intact',
      session: { abilityRules: [] },
    });
  });

  it.each([
    ['no user', { user: null }],
    ['no access token', { accessToken: null }],
    ['no refresh token (its cookie outlived)', { refreshToken: null }],
  ])('finds no session with %s', (_, overrides) => {
    expect(checkStoredSession(parts(overrides))).toEqual({ kind: 'none' });
  });

  it.each([
    ['a user that is not JSON', parts({ user: '{"id":7,' }), 'user_unreadable'],
    ['a user that is a list', parts({ user: '[]' }), 'user_unreadable'],
    ['a role no one can hold', withUser({ role: 'god' }), 'user_fields'],
    ['a superuser flag as text', withUser({ is_superuser: 'true' }), 'user_fields'],
    ['an organisation that is not an id', withUser({ id_organization: '1 OR 1=1' }), 'user_fields'],
    ['no id', withUser({ id: undefined }), 'user_fields'],
    ['rules that are not JSON', parts({ abilityRules: 'manage all' }), 'rules_unreadable'],
    ['a rule without a subject', parts({ abilityRules: '[{"action":"manage"}]' }), 'rules_unreadable'],
    ['a user the token was not issued to', withUser({ id: 1 }), 'token_subject'],
  ])('calls %s tampered, keeping its token to report with', (_, stored, problem) => {
    expect(checkStoredSession(stored)).toEqual({ kind: 'tampered', problem, accessToken: access });
  });

  it('leaves an unreadable token to the server, which verifies every token it is sent', () => {
    expect(checkStoredSession(parts({ accessToken: 'not.a.token' }))).toMatchObject({ kind: 'intact' });
  });
});
