// Fixtures for the session tests. Not imported by the app.
import type { AbilityRule } from '../../domain/access';
import type { CurrentUser } from '../../domain/auth/schemas';
import type { LoginResponse, StoredSession } from './sessionMachine';

function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT whose payload carries `exp` (seconds) plus any extra claims. */
export function makeJwt(expiresAtMs: number, claims: Record<string, unknown> = {}): string {
  const payload = { sub: '7', exp: Math.floor(expiresAtMs / 1000), ...claims };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
}

export const testUser: CurrentUser = {
  id: 7,
  email: 'ada@example.com',
  role: 'user',
  id_organization: 1,
  is_staff: false,
  is_superuser: false,
  team: null,
  brand: null,
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone_number: '',
  birthday: null,
  department: '',
  is_active: true,
  date_joined: '2024-01-01T00:00:00.000Z',
  last_login: null,
  organization_name: 'Demo Group',
  working_organization: null,
};

export const loginRules: AbilityRule[] = [{ action: 'read', subject: 'User' }];
export const loadedRules: AbilityRule[] = [
  { action: 'read', subject: 'User' },
  { action: 'update', subject: 'User', conditions: { id: 7 } },
];

export function loginResponse(accessToken: string, refreshToken = 'refresh-1'): LoginResponse {
  return {
    user: testUser,
    access_token: accessToken,
    refresh_token: refreshToken,
    userAbilityRules: loginRules,
  };
}

export function storedSession(accessToken: string, refreshToken = 'refresh-1'): StoredSession {
  return { user: testUser, accessToken, refreshToken, abilityRules: loginRules };
}

/** A promise and its resolve/reject, to settle an actor's call when a test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
