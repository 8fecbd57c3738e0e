import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../server/auth/tokens';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { expectNoLeak, startTestApp, type TestApp } from './harness';

const SECRET = 'db-down-suite-secret-0123456789abcdef';
const UNAVAILABLE = { detail: 'The database is unavailable. Please try again shortly.' };

let t: TestApp;
let uncachedToken: string;
let cachedToken: string;

beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET: SECRET });
  cachedToken = (await t.login('admin@demo.local')).access_token;
  // A valid token of a user this process has not loaded yet: authenticating it needs the database.
  uncachedToken = await new TokenService(SECRET, 60, 60).signAccess((await t.createUser()).id);
  expect((await t.api('GET', '/health/')).statusCode).toBe(200);
  await t.services.database.close();
});
// The app's own onClose closes the database a second time; that failure is expected here.
afterAll(() => t.close().catch(() => undefined));

describe('with the database closed', () => {
  it('GET /api/health/ → 503', async () => {
    const res = await t.api('GET', '/health/');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
  });

  it.each([
    ['a protected list', 'GET', '/users/', () => cachedToken, undefined],
    ['authenticating an unseen user', 'GET', '/auth/user/', () => uncachedToken, undefined],
    ['kanban users', 'GET', '/kanban/users/', () => cachedToken, undefined],
    ['a write', 'POST', '/users/', () => cachedToken, { email: 'down@demo.local', password: 'long-enough' }],
    [
      'a sign-in',
      'POST',
      '/auth/login/',
      () => undefined,
      { email: 'admin@demo.local', password: DEMO_PASSWORD },
    ],
    ['a refresh', 'POST', '/auth/token/refresh/', () => undefined, { refresh: 'some-token' }],
    ['a reset request', 'POST', '/auth/password/reset/', () => undefined, { email: 'admin@demo.local' }],
  ])('%s (%s %s) → 503 {detail}, not 500', async (_name, method, path, token, body) => {
    const bearer = token();
    const res = await t.api(method as 'GET', path, {
      ...(bearer ? { token: bearer } : {}),
      ...(body ? { body } : {}),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expectNoLeak(res);
  });

  it('checks that need no database still answer: a missing token is 401', async () => {
    const res = await t.api('GET', '/users/');
    expect(res.statusCode).toBe(401);
  });
});
