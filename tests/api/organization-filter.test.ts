import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let DEMO: number;
let ACME: number;
beforeAll(async () => {
  t = await startTestApp();
  DEMO = await t.orgId('DEMO');
  ACME = await t.orgId('ACME');
});
afterAll(() => t.close());

const SUPERUSER = 'superuser@demo.local';
const ADMIN = 'admin@demo.local';

type Page = { count: number; results: { id: number; id_organization: number }[] };

async function page(as: string, path: string): Promise<Page> {
  const res = await t.api('GET', path, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}
const organizationsOf = (rows: { id_organization: number }[]) =>
  [...new Set(rows.map((r) => r.id_organization))].sort((a, b) => a - b);

// Every organisation-owned list on the resource layer takes the same `?organization=`.
const LISTS = ['/users/', '/security/roles/', '/brands/', '/categories/', '/products/'];

describe('?organization= on every resource list', () => {
  it.each(LISTS)('%s: a superuser sees both organisations, and one when filtering', async (path) => {
    const all = await page(SUPERUSER, `${path}?page_size=100`);
    expect(organizationsOf(all.results)).toEqual([DEMO, ACME].sort((a, b) => a - b));

    const acme = await page(SUPERUSER, `${path}?page_size=100&organization=${ACME}`);
    expect(acme.count).toBeGreaterThan(0);
    expect(organizationsOf(acme.results)).toEqual([ACME]);
    const demo = await page(SUPERUSER, `${path}?page_size=100&organization=${DEMO}`);
    expect(acme.count + demo.count).toBe(all.count);
  });

  it.each(LISTS)('%s: an organisation admin cannot widen to another organisation', async (path) => {
    const own = await page(ADMIN, `${path}?page_size=100`);
    expect(organizationsOf(own.results)).toEqual([DEMO]);
    expect((await page(ADMIN, `${path}?organization=${ACME}`)).count).toBe(0);
    expect((await page(ADMIN, `${path}?page_size=100&organization=${DEMO}`)).count).toBe(own.count);
  });

  it('refuses an organisation that is not an id', async () => {
    const res = await t.api('GET', '/brands/?organization=acme', { as: SUPERUSER });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('organization');
  });
});

describe('GET /api/organizations/', () => {
  const names = async (as: string) =>
    ((await page(as, '/organizations/')).results as unknown as { name: string; code: string }[]).map(
      (o) => o.code,
    );

  it('lists every organisation, by name, to whoever manages everything', async () => {
    expect(await names(SUPERUSER)).toEqual(['ACME', 'DEMO']);
    expect(await names('super_admin@demo.local')).toEqual(['ACME', 'DEMO']);
  });

  it('lists only their own to a CLIENT_ADMIN, who reads their organisation', async () => {
    expect(await names('client_admin@demo.local')).toEqual(['DEMO']);
  });

  it('refuses whoever may not read organisations', async () => {
    expect((await t.api('GET', '/organizations/', { as: 'manager@demo.local' })).statusCode).toBe(403);
    expect((await t.api('GET', '/organizations/')).statusCode).toBe(401);
  });
});

describe('aggregates name their organisation', () => {
  type Counted = { name: string; id_organization: number };

  it('catalogue analytics: combined rows name their organisation; ?organization= keeps one', async () => {
    const combined = (await t.api('GET', '/products/analytics/', { as: SUPERUSER })).json();
    expect(organizationsOf(combined.by_status as Counted[])).toEqual([DEMO, ACME].sort((a, b) => a - b));
    const acme = (await t.api('GET', `/products/analytics/?organization=${ACME}`, { as: SUPERUSER })).json();
    expect(organizationsOf(acme.by_status as Counted[])).toEqual([ACME]);
    expect(acme.totals.products).toBeLessThan(combined.totals.products);
  });

  it('catalogue analytics: an organisation admin naming another organisation gets nothing of it', async () => {
    const res = await t.api('GET', `/products/analytics/?organization=${ACME}`, { as: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json().totals.products).toBe(0);
    expect(res.json().by_status).toEqual([]);
  });

  it('security dashboard: each role of the combined distribution names its organisation', async () => {
    const all = (await t.api('GET', '/security/dashboard/', { as: SUPERUSER })).json();
    expect(organizationsOf(all.role_distribution as Counted[])).toEqual([DEMO, ACME].sort((a, b) => a - b));
    const own = (await t.api('GET', '/security/dashboard/', { as: ADMIN })).json();
    expect(organizationsOf(own.role_distribution as Counted[])).toEqual([DEMO]);
  });
});
