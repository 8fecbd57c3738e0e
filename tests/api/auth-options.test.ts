import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

/** What GET /api/auth/options/ answers a visitor without a token. */
async function optionsOf(t: TestApp) {
  const res = await t.api('GET', '/auth/options/');
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/auth/options/ by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('tells a visitor that sign-up is off, as POST /auth/signup/ refuses it', async () => {
    expect(await optionsOf(t)).toEqual({ allow_signup: false });
    const password = 'options-passw0rd';
    const body = { email: 'options@example.com', password1: password, password2: password };
    const signup = await t.api('POST', '/auth/signup/', {
      body: { ...body, first_name: 'Olive', last_name: 'Options' },
    });
    expect(signup.statusCode).toBe(403);
  });
});

describe('GET /api/auth/options/ with ALLOW_SIGNUP=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ALLOW_SIGNUP: 'true' });
  });
  afterAll(() => t.close());

  it('tells a visitor that sign-up is open', async () => {
    expect(await optionsOf(t)).toEqual({ allow_signup: true });
  });
});
