import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages as m } from '../../domain/catalogue';
import { fieldMessages } from '../../domain/common/messages';
import { productCategories, products, productStatusHistory } from '../../server/modules/catalogue/tables';
import {
  ACME_ADMIN,
  ADMIN,
  BRAND_MANAGER,
  CLIENT_ADMIN,
  created,
  FAKE_PNG,
  GIF,
  lastAudit,
  newCode,
  PNG,
  SUPERUSER,
  upload,
  USER,
} from './catalogue-support';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
type Ref = { id: number; code: string };
let ref: {
  status: Record<string, number>;
  type: Record<string, number>;
  brand: Record<string, number>;
  category: Record<string, number>;
};
let acmeRef: typeof ref;

async function codes(path: string, as: string) {
  const body = (await t.api('GET', `${path}?page_size=100`, { as })).json() as { results: Ref[] };
  return Object.fromEntries(body.results.map((r) => [r.code, r.id]));
}
async function references(as: string) {
  return {
    status: await codes('/product-statuses/', as),
    type: await codes('/product-types/', as),
    brand: await codes('/brands/', as),
    category: await codes('/categories/', as),
  };
}

beforeAll(async () => {
  t = await startTestApp();
  ref = await references(ADMIN);
  acmeRef = await references(ACME_ADMIN);
});
afterAll(() => t.close());

type Product = {
  id: number;
  code: string;
  sku: string;
  slug: string;
  brand: number;
  status: number;
  categories: number[];
  duration_days: number | null;
  profit_margin: number | null;
  sale_blocker: string | null;
  images: { id: number; url: string; position: number }[];
  status_detail: { name: string };
  brand_detail: { name: string };
  owner_name: string | null;
};

const productBody = (fields: Record<string, unknown> = {}) => ({
  code: newCode('P'),
  name: 'Trail Lamp',
  status: ref.status.ACTIVE,
  product_type: ref.type.PHYSICAL,
  brand: ref.brand.TERRA,
  priority: 'medium',
  cost_basis: 40,
  suggested_retail_price: 100,
  stock_quantity: 5,
  ...fields,
});
const product = (fields: Record<string, unknown> = {}, as = ADMIN) =>
  created<Product>(t, '/products/', productBody(fields), as);

describe('products', () => {
  it('creates with derived SKU, slug, duration and margin, categories and a first status in the history', async () => {
    const p = await product({
      categories: [ref.category.CAMPING, ref.category.SPORTS],
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      owner: (await t.login(ADMIN)).user.id,
    });
    expect(p).toMatchObject({
      sku: `SKU-${p.code}`,
      slug: 'trail-lamp',
      duration_days: 30,
      profit_margin: 60,
      sale_blocker: null,
      status_detail: { name: 'Active' },
      brand_detail: { name: 'Terra Outdoor' },
      owner_name: 'Adam Demo',
    });
    expect([...p.categories].sort()).toEqual([ref.category.CAMPING, ref.category.SPORTS].sort());
    const history = await t.db
      .select()
      .from(productStatusHistory)
      .where(eq(productStatusHistory.product_id, p.id));
    expect(history).toMatchObject([{ from_status: null, to_status: ref.status.ACTIVE }]);
  });

  it('answers the wizard rules with their messages', async () => {
    const res = await t.api('POST', '/products/', { as: ADMIN, body: {} });
    expect(res.statusCode).toBe(400);
    for (const field of [
      'code',
      'name',
      'status',
      'product_type',
      'brand',
      'priority',
      'cost_basis',
      'stock_quantity',
    ]) {
      expect(res.json()[field], field).toEqual(['This field is required.']);
    }
    const negative = await t.api('POST', '/products/', {
      as: ADMIN,
      body: productBody({ cost_basis: -1, suggested_retail_price: 0, stock_quantity: 0 }),
    });
    expect(negative.json()).toMatchObject({
      cost_basis: [fieldMessages.positive],
      suggested_retail_price: [fieldMessages.positive],
      stock_quantity: [fieldMessages.positive],
    });
    const dates = await t.api('POST', '/products/', {
      as: ADMIN,
      body: productBody({ start_date: '2026-02-01', end_date: '2026-01-01' }),
    });
    expect(dates.json()).toEqual({ end_date: [fieldMessages.endBeforeStart] });
  });

  it('refuses references of another organisation, naming each field', async () => {
    const res = await t.api('POST', '/products/', {
      as: ADMIN,
      body: productBody({
        brand: acmeRef.brand.ROADRUNNER,
        status: acmeRef.status.ACTIVE,
        categories: [acmeRef.category.TOOLS],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: [fieldMessages.referenceNotFound],
      brand: [fieldMessages.referenceNotFound],
      categories: [fieldMessages.referenceNotFound],
    });
  });

  it('keeps codes unique per organisation, one winner in a race', async () => {
    const code = newCode('RACE');
    const results = await Promise.all(
      [1, 2].map(() => t.api('POST', '/products/', { as: ADMIN, body: productBody({ code }) })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json()).toEqual({ code: [fieldMessages.codeTaken] });
    // Codes are unique per organisation, not globally.
    await product(
      {
        code,
        status: acmeRef.status.ACTIVE,
        product_type: acmeRef.type.PHYSICAL,
        brand: acmeRef.brand.ROADRUNNER,
      },
      ACME_ADMIN,
    );
  });

  it('updates, records each status change and audits before/after', async () => {
    const p = await product();
    const res = await t.api('PATCH', `/products/${p.id}/`, {
      as: ADMIN,
      body: { status: ref.status.DISCONTINUED, stock_quantity: 0, code: newCode('P2') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Product;
    expect(body.sale_blocker).toBe('not_for_sale');
    expect(body.sku).toBe(`SKU-${body.code}`);
    const history = await t.db
      .select()
      .from(productStatusHistory)
      .where(eq(productStatusHistory.product_id, p.id));
    expect(history.map((h) => [h.from_status, h.to_status])).toEqual([
      [null, ref.status.ACTIVE],
      [ref.status.ACTIVE, ref.status.DISCONTINUED],
    ]);
    expect(await lastAudit(t, 'Product', p.id)).toMatchObject({
      action: 'product.update',
      before: { status: ref.status.ACTIVE, stock_quantity: 5 },
      after: { status: ref.status.DISCONTINUED, stock_quantity: 0 },
    });
    const outOfStock = await t.api('PATCH', `/products/${p.id}/`, {
      as: ADMIN,
      body: { status: ref.status.ACTIVE },
    });
    expect(outOfStock.json().sale_blocker).toBe('out_of_stock');
  });

  it('rolls a multi-row write back whole when a step fails', async () => {
    const p = await product({ categories: [ref.category.HOME] });
    // The category link is written after the row: a missing category makes the link fail.
    await t.db.execute(
      `create or replace function fail_links() returns trigger as $$ begin raise exception 'planted failure'; end $$ language plpgsql` as never,
    );
    await t.db.execute(
      `create trigger fail_links before insert on product_categories for each row execute function fail_links()` as never,
    );
    try {
      const res = await t.api('PATCH', `/products/${p.id}/`, {
        as: ADMIN,
        body: { name: 'Renamed', categories: [ref.category.SPORTS] },
      });
      expect(res.statusCode).toBe(500);
      const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
      expect(row!.name).toBe('Trail Lamp');
      const links = await t.db.select().from(productCategories).where(eq(productCategories.product_id, p.id));
      expect(links.map((l) => l.category_id)).toEqual([ref.category.HOME]);
    } finally {
      await t.db.execute(`drop trigger fail_links on product_categories` as never);
    }
  });

  it('lists with filters, search, ordering and page sizes', async () => {
    const marker = newCode('FIND');
    await product({
      name: `Findable ${marker}`,
      brand: ref.brand.AURA,
      priority: 'critical',
      categories: [ref.category.HOME],
    });
    const q = async (query: string) => (await t.api('GET', `/products/?${query}`, { as: ADMIN })).json();
    expect((await q(`search=${marker.toLowerCase()}`)).count).toBe(1);
    const byBrand = await q(
      `brand=${ref.brand.AURA}&priority=critical&category=${ref.category.HOME}&page_size=100`,
    );
    expect(byBrand.results.length).toBeGreaterThanOrEqual(1);
    expect(byBrand.results).toAllSatisfy((p: Product) => p.brand === ref.brand.AURA);
    const page = await q(`page_size=5&ordering=name&status=${ref.status.ACTIVE}`);
    expect(page.results).toHaveLength(5);
    expect(page.next).toContain('page=2');
    const names = page.results.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('shows a brand manager only their brand’s products, in lists, details, counts and writes', async () => {
    const list = (await t.api('GET', '/products/?page_size=100', { as: BRAND_MANAGER })).json();
    expect(list.results.length).toBeGreaterThan(0);
    expect(list.results).toAllSatisfy((p: Product) => p.brand === ref.brand.NOVA);
    expect(list.count).toBe(list.results.length);
    const brands = (await t.api('GET', '/brands/?page_size=100', { as: BRAND_MANAGER })).json().results as {
      code: string;
      products_count: number;
    }[];
    expect(brands.find((b) => b.code === 'TERRA')!.products_count).toBe(0);
    const terra = await product();
    expect((await t.api('GET', `/products/${terra.id}/`, { as: BRAND_MANAGER })).statusCode).toBe(404);
    const own = await product({ brand: ref.brand.NOVA }, BRAND_MANAGER);
    const handOver = await t.api('PATCH', `/products/${own.id}/`, {
      as: BRAND_MANAGER,
      body: { brand: ref.brand.TERRA },
    });
    expect(handOver.statusCode).toBe(403);
    const foreign = await t.api('POST', '/products/', {
      as: BRAND_MANAGER,
      body: productBody({ brand: ref.brand.AURA }),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().detail).toBe("You don't have permission to create Product");
  });

  it('lets a user read only, CLIENT_ADMIN manage, and keeps other organisations out (404)', async () => {
    const p = await product();
    expect((await t.api('GET', `/products/${p.id}/`, { as: USER })).statusCode).toBe(200);
    expect((await t.api('PATCH', `/products/${p.id}/`, { as: USER, body: { name: 'No' } })).statusCode).toBe(
      403,
    );
    expect((await t.api('DELETE', `/products/${p.id}/`, { as: USER })).statusCode).toBe(403);
    expect((await upload(t, 'POST', `/products/${p.id}/images/`, PNG, USER)).statusCode).toBe(403);
    const mine = await product({}, CLIENT_ADMIN);
    expect(
      (await t.api('PATCH', `/products/${mine.id}/`, { as: CLIENT_ADMIN, body: { name: 'Client renamed' } }))
        .statusCode,
    ).toBe(200);
    for (const [method, path] of [
      ['GET', `/products/${p.id}/`],
      ['PATCH', `/products/${p.id}/`],
      ['DELETE', `/products/${p.id}/`],
      ['POST', `/products/${p.id}/images/`],
    ] as const) {
      const res = await t.api(method, path, {
        as: ACME_ADMIN,
        ...(method === 'PATCH' && { body: { name: 'x' } }),
        ...(method === 'POST' && { body: PNG, headers: { 'content-type': 'image/png' } }),
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await t.api('GET', `/products/${p.id}/`, { as: SUPERUSER })).statusCode).toBe(200);
  });

  it('uploads, reorders and deletes images, checked by content', async () => {
    const p = await product();
    const first = await upload(t, 'POST', `/products/${p.id}/images/?alt=Front`, PNG);
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(
      t,
      'POST',
      `/products/${p.id}/images/`,
      GIF,
      ADMIN,
      'application/octet-stream',
    );
    expect(second.json()).toMatchObject({ content_type: 'image/gif', position: 1 });
    const fake = await upload(t, 'POST', `/products/${p.id}/images/`, FAKE_PNG);
    expect(fake.json()).toEqual({ file: [fieldMessages.fileType] });
    const order = [second.json().id, first.json().id];
    const reordered = await t.api('PUT', `/products/${p.id}/images/order/`, { as: ADMIN, body: { order } });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((reordered.json() as Product).images.map((i) => i.id)).toEqual(order);
    const partial = await t.api('PUT', `/products/${p.id}/images/order/`, {
      as: ADMIN,
      body: { order: [order[0]] },
    });
    expect(partial.statusCode).toBe(400);
    const del = await t.api('DELETE', `/products/${p.id}/images/${first.json().id}/`, { as: ADMIN });
    expect(del.statusCode).toBe(204);
    expect((await t.api('GET', first.json().url.replace(/^\/api/, ''), { as: ADMIN })).statusCode).toBe(404);
    expect(
      (await t.api('DELETE', `/products/${p.id}/images/${first.json().id}/`, { as: ADMIN })).statusCode,
    ).toBe(404);
    expect(await lastAudit(t, 'Product', p.id)).toMatchObject({ action: 'product.image.delete' });
  });
});

describe('launches', () => {
  type Launch = {
    id: number;
    product: number;
    code: string;
    team: { user: number; role: string; name: string }[];
    manager_name: string | null;
  };
  const launchBody = (productId: number, fields: Record<string, unknown> = {}) => ({
    product: productId,
    code: newCode('L'),
    name: 'Spring launch',
    planned_launch_date: '2027-03-01',
    ...fields,
  });

  it('creates with a team, lists by product, and updates the team', async () => {
    const p = await product();
    const admin = (await t.login(ADMIN)).user.id;
    const user = (await t.login(USER)).user.id;
    const launch = await created<Launch>(
      t,
      '/product-launches/',
      launchBody(p.id, { manager: admin, team: [{ user, role: 'marketing' }] }),
    );
    expect(launch).toMatchObject({
      product: p.id,
      manager_name: 'Adam Demo',
      team: [{ user, role: 'marketing', name: 'Ugo User' }],
    });
    const list = (await t.api('GET', `/product-launches/?product=${p.id}`, { as: ADMIN })).json();
    expect(list.results.map((l: Launch) => l.id)).toEqual([launch.id]);
    const patched = await t.api('PATCH', `/product-launches/${launch.id}/`, {
      as: ADMIN,
      body: { team: [], status: 'scheduled' },
    });
    expect(patched.json()).toMatchObject({ team: [], status: 'scheduled' });
  });

  it('filters by progress against today and by the caller’s team', async () => {
    const p = await product();
    const user = (await t.login(USER)).user.id;
    const today = new Date().toISOString().slice(0, 10);
    const body = (code: string, planned_launch_date: string, status: string, team = [] as object[]) =>
      launchBody(p.id, { code, name: code, planned_launch_date, status, team });
    const [past, soon, done] = await Promise.all([
      created<Launch>(
        t,
        '/product-launches/',
        body('LCH_PAST', '2020-01-01', 'scheduled', [{ user, role: 'sales' }]),
      ),
      created<Launch>(t, '/product-launches/', body('LCH_SOON', today, 'planning')),
      created<Launch>(
        t,
        '/product-launches/',
        body('LCH_DONE', '2020-01-01', 'cancelled', [{ user, role: 'lead' }]),
      ),
    ]);
    // The three were created concurrently, so their ids follow no order: compare as sets.
    const ids = async (query: string, as = ADMIN) =>
      new Set(
        (
          (await t.api('GET', `/product-launches/?product=${p.id}&${query}`, { as })).json()
            .results as Launch[]
        ).map((l) => l.id),
      );
    expect(await ids('progress=open')).toEqual(new Set([past.id, soon.id]));
    expect(await ids('progress=upcoming')).toEqual(new Set([soon.id]));
    expect(await ids('progress=overdue')).toEqual(new Set([past.id]));
    expect(await ids('progress=done')).toEqual(new Set([done.id]));
    expect(await ids('mine=true', USER)).toEqual(new Set([past.id, done.id]));
    expect(await ids('mine=true&progress=open', USER)).toEqual(new Set([past.id]));
    expect(await ids('mine=true')).toEqual(new Set());
    const bad = await t.api('GET', '/product-launches/?progress=later', { as: ADMIN });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a launch for a product whose status does not allow one, or without code and name', async () => {
    const draft = await product({ status: ref.status.DRAFT });
    const res = await t.api('POST', '/product-launches/', { as: ADMIN, body: launchBody(draft.id) });
    expect(res.json()).toEqual({ product: [m.launchNotAllowed] });
    const missing = await t.api('POST', '/product-launches/', { as: ADMIN, body: { product: draft.id } });
    expect(missing.json()).toMatchObject({
      code: ['This field is required.'],
      name: ['This field is required.'],
    });
  });

  it('follows its product’s access: brand manager, user, other organisation', async () => {
    const terra = await product();
    const launch = await created<Launch>(t, '/product-launches/', launchBody(terra.id));
    expect((await t.api('GET', `/product-launches/${launch.id}/`, { as: BRAND_MANAGER })).statusCode).toBe(
      404,
    );
    const bmList = (await t.api('GET', '/product-launches/?page_size=100', { as: BRAND_MANAGER })).json();
    expect(bmList.results.some((l: Launch) => l.id === launch.id)).toBe(false);
    expect(
      (await t.api('POST', '/product-launches/', { as: BRAND_MANAGER, body: launchBody(terra.id) }))
        .statusCode,
    ).toBe(403);
    expect((await t.api('GET', `/product-launches/${launch.id}/`, { as: USER })).statusCode).toBe(200);
    expect(
      (await t.api('PATCH', `/product-launches/${launch.id}/`, { as: USER, body: { name: 'x' } })).statusCode,
    ).toBe(403);
    expect((await t.api('GET', `/product-launches/${launch.id}/`, { as: ACME_ADMIN })).statusCode).toBe(404);
    const acmeProduct = (await t.api('GET', '/products/?page_size=5', { as: ACME_ADMIN })).json().results[0];
    const cross = await t.api('POST', '/product-launches/', { as: ADMIN, body: launchBody(acmeProduct.id) });
    expect(cross.statusCode).toBe(400);
    expect((await t.api('DELETE', `/product-launches/${launch.id}/`, { as: ADMIN })).statusCode).toBe(204);
  });
});

describe('analytics', () => {
  it('counts from real rows, scoped like the product list, with the status transition flow', async () => {
    const res = await t.api('GET', '/products/analytics/', { as: ADMIN });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    const total = (await t.api('GET', '/products/?page_size=5', { as: ADMIN })).json().count;
    expect(a.totals.products).toBe(total);
    expect(a.by_brand.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(total);
    expect(a.status_transitions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          from: expect.objectContaining({ name: 'Draft' }),
          to: expect.objectContaining({ name: 'Pre-launch' }),
        }),
      ]),
    );
    expect(a.upcoming_launches).toAllSatisfy(
      (l: { planned_launch_date: string }) => l.planned_launch_date >= new Date().toISOString().slice(0, 10),
    );
    const bm = (await t.api('GET', '/products/analytics/', { as: BRAND_MANAGER })).json();
    expect(bm.by_brand.map((b: { name: string }) => b.name)).toEqual(['Nova']);
    const denied = await t.api('GET', '/products/analytics/', { as: USER });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe("You don't have permission to read Analytics");
    const acme = (await t.api('GET', '/products/analytics/', { as: ACME_ADMIN })).json();
    expect(acme.by_brand.map((b: { name: string }) => b.name)).toEqual(['Roadrunner']);
  });
});
