import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { CHANGE_CHANNEL } from '../../server/db/changeFeed';
import { DEMO_PASSWORD } from '../../server/db/seed';
import type { App } from '../../server/http/types';
import { products } from '../../server/modules/catalogue/tables';
import { createServices } from '../../server/services';
import { ACME_ADMIN, ADMIN, BRAND_MANAGER, USER, created, newCode } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';

type Page = {
  count: number;
  results: { id: number; code: string; name: string; brand: number; brand_detail: { name: string } }[];
};

let t: TestApp;
/** A second instance of the server on the same database, with caches of its own. */
let other: App;
let otherToken: string;

beforeAll(async () => {
  t = await startTestApp();
  other = await buildApp({ services: createServices(t.services.config, t.services.database, null) });
  await other.ready();
  const login = await other.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: ADMIN, password: DEMO_PASSWORD },
  });
  otherToken = login.json<{ access_token: string }>().access_token;
});
// `other` shares the suite's database, which `t.close()` closes.
afterAll(() => t.close());

const page = async (query = 'page_size=100&ordering=code', as = ADMIN) => {
  const res = await t.api('GET', `/products/?${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const otherPage = async (query = 'page_size=100&ordering=code') =>
  (
    await other.inject({
      method: 'GET',
      url: `/api/products/?${query}`,
      headers: { authorization: `Bearer ${otherToken}` },
    })
  ).json<Page>();
/**
 * Resolves once the feed has heard every change committed so far: announcements arrive in commit
 * order, so hearing one sent now means the earlier ones are in.
 */
async function settled() {
  const marker = `settled-${Math.random()}`;
  const heard = new Promise<void>((resolve) => {
    const stop = t.services.database.changes().subscribe((table) => {
      if (table !== marker) return;
      stop();
      resolve();
    });
  });
  await t.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${marker})`);
  await heard;
}
/** A PostgreSQL server announces a change on another connection, a moment after the commit. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2_000, interval: 20 });

describe('product list pages kept between requests', () => {
  it('serves a repeated page as it was until something changes, then the change at once', async () => {
    const first = await page();
    expect(await page()).toEqual(first);
    const product = first.results[0]!;
    const renamed = `Renamed ${newCode()}`;
    const patch = await t.api('PATCH', `/products/${product.id}/`, { as: ADMIN, body: { name: renamed } });
    expect(patch.statusCode, patch.body).toBe(200);
    // This instance's own write shows in its very next read.
    expect((await page()).results.find((p) => p.id === product.id)!.name).toBe(renamed);
  });

  it('counts anew after a product is added (the count is kept per filter)', async () => {
    const before = await page('page_size=5');
    const { results } = before;
    const sample = results[0]! as unknown as Record<string, number>;
    await created(t, '/products/', {
      code: newCode('P'),
      name: 'Cache count check',
      status: sample.status,
      product_type: sample.product_type,
      brand: sample.brand,
      priority: 'low',
      cost_basis: 10,
      stock_quantity: 3,
    });
    expect((await page('page_size=5')).count).toBe(before.count + 1);
  });

  it('hears changes made outside this instance: another server, or straight into the database', async () => {
    const cached = await page();
    const product = cached.results[1]!;
    await t.db.update(products).set({ name: 'Changed behind the API' }).where(eq(products.id, product.id));
    await eventually(async () => {
      expect((await page()).results.find((p) => p.id === product.id)!.name).toBe('Changed behind the API');
    });

    expect((await otherPage()).results.find((p) => p.id === product.id)!.name).toBe('Changed behind the API');
    const brand = product.brand;
    const renamed = `Brand ${newCode()}`;
    const res = await t.api('PATCH', `/brands/${brand}/`, { as: ADMIN, body: { name: renamed } });
    expect(res.statusCode, res.body).toBe(200);
    // The other instance had the page with the old brand name; the database tells it.
    await eventually(async () => {
      expect((await otherPage()).results.find((p) => p.id === product.id)!.brand_detail.name).toBe(renamed);
    });
  });

  it('is kept through sign-ins and permission checks, and dropped by any other write', async () => {
    await settled();
    const changed = vi.spyOn(t.services.readCache, 'changed');
    try {
      await t.login(USER);
      const check = await t.api('POST', '/security/check-permission/', {
        as: USER,
        body: { action: 'read', subject: 'Product' },
      });
      expect(check.statusCode, check.body).toBe(200);
      expect(changed).not.toHaveBeenCalled();
      const { results } = await page('page_size=5');
      await t.api('PATCH', `/products/${results[0]!.id}/`, { as: ADMIN, body: { stock_quantity: 7 } });
      expect(changed).toHaveBeenCalled();
    } finally {
      changed.mockRestore();
    }
  });

  it('never hands one caller’s page to a caller with another scope', async () => {
    const all = await page('page_size=100');
    const mine = await page('page_size=100', BRAND_MANAGER);
    const brands = new Set(mine.results.map((p) => p.brand));
    expect(brands.size).toBe(1);
    expect(mine.count).toBeLessThan(all.count);
    expect(new Set(all.results.map((p) => p.brand)).size).toBeGreaterThan(1);
    // Another organisation's admin asks for the very same URL: none of these products.
    const theirs = await page('page_size=100', ACME_ADMIN);
    const ours = new Set(all.results.map((p) => p.id));
    expect(theirs.results.some((p) => ours.has(p.id))).toBe(false);
  });
});
