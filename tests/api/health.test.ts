import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/health/', () => {
  it('reports the database as ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers 404 in the API error shape for unknown API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('sends security headers with a CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
