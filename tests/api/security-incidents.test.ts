import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_REUSED_CODE, type SecurityDashboard } from '../../domain/security';
import { securityEvents } from '../../server/modules/security/tables';
import { startTestApp, type TestApp } from './harness';

// The incidents the security dashboard shows: what clients report (script-like input, a tampered
// stored session) and what the server detects itself (a refresh token used twice), each only
// to the organisation it happened in.

let t: TestApp;
let DEMO: number;
let ACME: number;
const ADMIN = 'admin@demo.local';
const ACME_ADMIN = 'admin@acme.local';
const SUPERUSER = 'superuser@demo.local';

beforeAll(async () => {
  t = await startTestApp();
  DEMO = await t.orgId('DEMO');
  ACME = await t.orgId('ACME');
});
afterAll(() => t.close());

type Incident = SecurityDashboard['recent_incidents'][number];

const dashboard = async (as: string, query = ''): Promise<SecurityDashboard> => {
  const res = await t.api('GET', `/security/dashboard/${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const incident = (d: SecurityDashboard, eventId: string): Incident | undefined =>
  d.recent_incidents.find((i) => i.event_id === eventId);

let sequence = 0;
/** An event as the SPA's monitor sends it for script-like input in a form. */
const xssEvent = (
  details: Record<string, unknown> = { field: 'first_name', sample: '‹script›alert(1)' },
) => ({
  id: `xss-${++sequence}-${Date.now()}`,
  timestamp: new Date().toISOString(),
  type: 'xss_attempt',
  details,
  severity: 'critical',
  userAgent: 'Mozilla/5.0 (incidents test)',
  url: 'http://localhost/account-settings',
});

describe('client events on the security dashboard', () => {
  it('an xss_attempt names its field and who typed it, in their organisation only', async () => {
    const body = xssEvent();
    const sent = await t.api('POST', '/security/events/', { as: 'user@demo.local', body });
    expect(sent.statusCode, sent.body).toBe(201);

    const demo = await dashboard(ADMIN);
    expect(incident(demo, body.id)).toMatchObject({
      type: 'xss_attempt',
      severity: 'critical',
      user_email: 'user@demo.local',
      id_organization: DEMO,
      field: 'first_name',
      reason: null,
      url: body.url,
    });
    expect(demo.recent_incidents.length).toBeGreaterThan(0);
    expect(demo.recent_incidents).toAllSatisfy((i: Incident) => i.id_organization === DEMO);

    // Another organisation's administrator neither counts nor lists it; naming Demo finds nothing.
    const acme = await dashboard(ACME_ADMIN);
    expect(incident(acme, body.id)).toBeUndefined();
    const named = await t.api('GET', `/security/dashboard/?id_organization=${DEMO}`, { as: ACME_ADMIN });
    expect(named.statusCode).toBe(404);

    // A superuser sees it among all organisations and in Demo's own view, not in Acme's.
    expect(incident(await dashboard(SUPERUSER), body.id)).toBeDefined();
    expect(incident(await dashboard(SUPERUSER, `?id_organization=${DEMO}`), body.id)).toBeDefined();
    expect(incident(await dashboard(SUPERUSER, `?id_organization=${ACME}`), body.id)).toBeUndefined();
  });

  it('counts it among the incidents; roles without read on security are refused', async () => {
    const before = (await dashboard(ADMIN)).security_incidents;
    await t.api('POST', '/security/events/', { as: 'sales@demo.local', body: xssEvent() });
    expect((await dashboard(ADMIN)).security_incidents).toBe(before + 1);
    expect((await t.api('GET', '/security/dashboard/', { as: 'user@demo.local' })).statusCode).toBe(403);
  });

  it('shows only a short text of the client’s details, and nothing that is not text', async () => {
    const long = xssEvent({ field: 'x'.repeat(300), reason: { nested: '<b>' } });
    await t.api('POST', '/security/events/', { as: 'user@demo.local', body: long });
    const shown = incident(await dashboard(ADMIN), long.id)!;
    expect(shown.field).toBe('x'.repeat(100));
    expect(shown.reason).toBeNull();
  });
});

describe('a refresh token presented twice', () => {
  it('is refused with its own code and recorded by the server as a critical incident of the user’s organisation', async () => {
    const user = await t.createUser({ org: 'ACME', role: 'user' });
    const session = await t.login(user.email);
    const rotated = await t.api('POST', '/auth/token/refresh/', { body: { refresh: session.refresh_token } });
    expect(rotated.statusCode).toBe(200);

    const reuse = await t.api('POST', '/auth/token/refresh/', {
      body: { refresh: session.refresh_token },
      headers: { 'user-agent': 'Stolen/1.0' },
      remoteAddress: '203.0.113.9',
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe(REFRESH_TOKEN_REUSED_CODE);

    const rows = await t.db.select().from(securityEvents).where(eq(securityEvents.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'token_refresh_failed',
      severity: 'critical',
      id_organization: ACME,
      ip: '203.0.113.9',
      user_agent: 'Stolen/1.0',
      details: { reason: 'refresh_token_reused', detected_by: 'server' },
    });

    const acme = await dashboard(ACME_ADMIN);
    expect(incident(acme, rows[0]!.event_id)).toMatchObject({
      type: 'token_refresh_failed',
      reason: 'refresh_token_reused',
      user_email: user.email,
    });
    expect(incident(await dashboard(ADMIN), rows[0]!.event_id)).toBeUndefined();
  });

  it('records nothing for a token that is merely unknown', async () => {
    const before = (await t.db.select().from(securityEvents)).length;
    const res = await t.api('POST', '/auth/token/refresh/', { body: { refresh: 'not-a-token-we-issued' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_not_valid');
    expect(await t.db.select().from(securityEvents)).toHaveLength(before);
  });
});

describe('the security events list', () => {
  type Page = { count: number; results: Incident[] };
  const list = async (as: string, query = '') => {
    const res = await t.api('GET', `/security/events/${query}`, { as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  it('lists an organisation’s events newest first, by type, severity, incident and date preset', async () => {
    const sent = xssEvent();
    expect((await t.api('POST', '/security/events/', { as: ADMIN, body: sent })).statusCode).toBe(201);
    const low = { ...xssEvent(), type: 'network_error', severity: 'low' };
    expect((await t.api('POST', '/security/events/', { as: ADMIN, body: low })).statusCode).toBe(201);
    const refused = await t.api('POST', '/auth/login/', {
      body: { email: ADMIN, password: 'wrong-password' },
    });
    expect(refused.statusCode).toBe(400);

    const rows = await t.db.select().from(securityEvents).where(eq(securityEvents.id_organization, DEMO));
    const all = await list(ADMIN, '?page_size=100');
    expect(all.count).toBe(rows.length);
    expect(all.results[0]!.created_at >= all.results.at(-1)!.created_at).toBe(true);
    expect(all.results.find((e) => e.event_id === sent.id)).toMatchObject({
      type: 'xss_attempt',
      user_email: ADMIN,
      field: 'first_name',
    });

    const count = async (query: string, keep: (row: (typeof rows)[number]) => boolean) =>
      expect((await list(ADMIN, `?page_size=5&${query}`)).count, query).toBe(rows.filter(keep).length);
    await count('type=sign_in_failed', (r) => r.type === 'sign_in_failed');
    await count('severity=low', (r) => r.severity === 'low');
    await count('incident=true', (r) => r.severity === 'high' || r.severity === 'critical');
    await count('incident=false', (r) => r.severity === 'low' || r.severity === 'medium');
    await count('date_preset=7&type=xss_attempt', (r) => r.type === 'xss_attempt');
    expect((await list(ADMIN, '?type=sign_in_failed')).count).toBeGreaterThan(0);
  });

  it('keeps each organisation to its own events; a superuser names one; others are refused', async () => {
    const acme = await list(ACME_ADMIN, '?page_size=100');
    expect(acme.count).toBeGreaterThan(0);
    expect(acme.results).toAllSatisfy((e: Incident) => e.id_organization === ACME);
    const named = await list(SUPERUSER, `?id_organization=${ACME}&page_size=100`);
    expect(named.count).toBe(acme.count);
    expect(
      (await t.api('GET', `/security/events/?id_organization=${DEMO}`, { as: ACME_ADMIN })).statusCode,
    ).toBe(404);
    expect((await t.api('GET', '/security/events/', { as: 'user@demo.local' })).statusCode).toBe(403);
    expect((await t.api('GET', '/security/events/')).statusCode).toBe(401);
  });

  it('refuses an unknown severity or date preset with the field named', async () => {
    const severity = await t.api('GET', '/security/events/?severity=huge', { as: ADMIN });
    expect(severity.statusCode).toBe(400);
    expect(Object.keys(severity.json())).toContain('severity');
    const preset = await t.api('GET', '/security/events/?date_preset=3', { as: ADMIN });
    expect(preset.statusCode).toBe(400);
  });
});
