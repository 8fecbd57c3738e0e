import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleNames } from '../../server/modules/security/organizationSecurity';
import { DEMO_CATALOGUES } from '../../server/modules/catalogue/seed';
import { ACME_ADMIN, ADMIN } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';

// The demo organisations' reference rows are their own data, named in the language they are seeded
// in (SEED_LANGUAGE), so the screens never show English statuses beside French priorities.

type Named = { code: string; name: string };

async function namesOf(t: TestApp, path: string, as: string) {
  const res = await t.api('GET', `${path}?page_size=100`, { as });
  expect(res.statusCode, path).toBe(200);
  return Object.fromEntries((res.json().results as Named[]).map((row) => [row.code, row.name]));
}

describe.each([
  { language: 'fr', draft: 'Brouillon', physical: 'Bien physique', hr: 'RH' },
  { language: 'en', draft: 'Draft', physical: 'Physical good', hr: 'HR' },
] as const)('a demo seeded in $language', ({ language, draft, physical, hr }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_LANGUAGE: language });
  });
  afterAll(() => t.close());

  it('names its product statuses, types and categories in that language', async () => {
    const { DEMO } = DEMO_CATALOGUES;
    const statuses = await namesOf(t, '/product-statuses/', ADMIN);
    expect(statuses.DRAFT).toBe(draft);
    expect(statuses).toEqual(Object.fromEntries(DEMO.statuses.map((s) => [s.code, s.name[language]])));
    const types = await namesOf(t, '/product-types/', ADMIN);
    expect(types.PHYSICAL).toBe(physical);
    expect(types).toEqual(Object.fromEntries(DEMO.types.map((s) => [s.code, s.name[language]])));
    expect(await namesOf(t, '/categories/', ADMIN)).toEqual(
      Object.fromEntries(DEMO.categories.map((c) => [c.code, c.name[language]])),
    );
    // The other demo organisation too.
    expect((await namesOf(t, '/product-types/', ACME_ADMIN)).PHYSICAL).toBe(physical);
  });

  it('names its built-in roles with the labels the screens show for them', async () => {
    const roles = await namesOf(t, '/security/roles/', ADMIN);
    expect(roles.hr).toBe(hr);
    expect(roles).toMatchObject(roleNames(language));
  });

  it('gives the products that use them those names', async () => {
    const res = await t.api('GET', '/products/?search=NOVA_X1', { as: ADMIN });
    const [product] = res.json().results as { status_detail: { name: string } }[];
    const active = DEMO_CATALOGUES.DEMO.statuses.find((s) => s.code === 'ACTIVE')!;
    expect(product!.status_detail.name).toBe(active.name[language]);
  });
});
