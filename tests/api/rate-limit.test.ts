import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { expectNoLeak, startTestApp, uniqueEmail, type TestApp } from './harness';

// A one-hour window: a test never straddles two windows, so counts cannot reset mid-test.
const WINDOW = 3600;
const PER_EMAIL = 3;
const PER_IP = 5;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    LOGIN_RATE_LIMIT_EMAIL: String(PER_EMAIL),
    LOGIN_RATE_LIMIT_IP: String(PER_IP),
    LOGIN_RATE_WINDOW: String(WINDOW),
  });
});
afterAll(() => t.close());

let ipCounter = 0;
/** A client address no other test uses. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const login = (
  email: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => t.api('POST', '/auth/login/', { body: { email, password }, remoteAddress, headers });

function expectLimited(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW);
  expect(res.json()).toEqual({ detail: `Too many attempts. Try again in ${retryAfter} seconds.` });
  expectNoLeak(res);
}

describe('login rate limit per email', () => {
  it(`allows ${PER_EMAIL} attempts for one email, then 429 even with the right password and from new addresses`, async () => {
    const user = await t.createUser();
    for (let i = 0; i < PER_EMAIL; i++) {
      const res = await login(user.email, 'wrong-password', freshIp());
      expect(res.statusCode).toBe(400);
    }
    expectLimited(await login(user.email, DEMO_PASSWORD, freshIp()));
    expectLimited(await login(user.email.toUpperCase(), DEMO_PASSWORD, freshIp()));
  });

  it('counts successful sign-ins too, and leaves other emails alone', async () => {
    const [a, b] = [await t.createUser(), await t.createUser()];
    const ip = freshIp();
    for (let i = 0; i < PER_EMAIL; i++)
      expect((await login(a.email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    expectLimited(await login(a.email, DEMO_PASSWORD, ip));
    expect((await login(b.email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('limits unknown emails the same way (no enumeration through the limiter)', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < PER_EMAIL; i++) expect((await login(ghost, 'x', freshIp())).statusCode).toBe(400);
    expectLimited(await login(ghost, 'x', freshIp()));
  });
});

describe('login rate limit per IP', () => {
  it(`allows ${PER_IP} attempts from one address, whatever the email, then 429`, async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      expect((await login(uniqueEmail('ip'), 'x', ip)).statusCode).toBe(400);
    }
    const user = await t.createUser();
    expectLimited(await login(user.email, DEMO_PASSWORD, ip));
    // The same account from another address is fine: its own email count is 1.
    expect((await login(user.email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('a forged X-Forwarded-For does not escape the limit (TRUST_PROXY is off)', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++)
      await login(uniqueEmail('xff'), 'x', ip, { 'x-forwarded-for': `192.0.2.${i + 1}` });
    expectLimited(await login(uniqueEmail('xff'), 'x', ip, { 'x-forwarded-for': '198.51.100.7' }));
  });
});

describe('password reset rate limit per IP', () => {
  it(`allows ${PER_IP} reset requests from one address, then 429 and no email`, async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_IP; i++) {
      const res = await t.api('POST', '/auth/password/reset/', {
        body: { email: uniqueEmail('reset') },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
    const user = await t.createUser();
    const res = await t.api('POST', '/auth/password/reset/', {
      body: { email: user.email },
      remoteAddress: ip,
    });
    expectLimited(res);
    expect(await t.lastEmailTo(user.email)).toBeUndefined();
  });
});
