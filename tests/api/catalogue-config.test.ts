import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages as m } from '../../domain/catalogue';
import { MAX_IMAGE_BYTES } from '../../domain/common/images';
import { fieldMessages } from '../../domain/common/messages';
import {
  ACME_ADMIN,
  ADMIN,
  BRAND_MANAGER,
  CLIENT_ADMIN,
  created,
  FAKE_PNG,
  GIF,
  JPEG,
  lastAudit,
  MANAGER,
  newCode,
  PNG,
  SUPERUSER,
  SVG,
  upload,
  USER,
  WEBP,
} from './catalogue-support';
import { expectNoLeak, startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Brand = {
  id: number;
  name: string;
  code: string;
  logo: string | null;
  products_count: number;
  id_organization: number;
};
type Category = {
  id: number;
  code: string;
  name: string;
  parent: number | null;
  path: string;
  level: number;
};

const brand = (fields: Record<string, unknown> = {}, as = ADMIN) =>
  created<Brand>(
    t,
    '/brands/',
    { name: `Brand ${newCode('N')}`.replaceAll('_', ' '), code: newCode('B'), ...fields },
    as,
  );
const category = (fields: Record<string, unknown> = {}, as = ADMIN) =>
  created<Category>(
    t,
    '/categories/',
    { name: `Cat ${newCode('N')}`.replaceAll('_', ' '), code: newCode('K'), ...fields },
    as,
  );

describe('brands', () => {
  it('lists the demo brands of the caller’s organisation only, with product counts', async () => {
    const res = await t.api('GET', '/brands/?page_size=100', { as: ADMIN });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; results: Brand[] };
    const codes = body.results.map((b) => b.code);
    expect(codes).toEqual(expect.arrayContaining(['NOVA', 'AURA', 'TERRA']));
    expect(codes).not.toContain('ROADRUNNER');
    expect(body.results.find((b) => b.code === 'NOVA')!.products_count).toBe(4);
  });

  it('creates, updates and deletes, auditing each change with before and after', async () => {
    const b = await brand({
      website: 'https://example.com',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    expect(await lastAudit(t, 'Brand', b.id)).toMatchObject({ action: 'brand.create', before: null });
    const res = await t.api('PATCH', `/brands/${b.id}/`, { as: ADMIN, body: { description: 'New text' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastAudit(t, 'Brand', b.id)).toMatchObject({
      action: 'brand.update',
      before: { description: '' },
      after: { description: 'New text' },
    });
    expect((await t.api('DELETE', `/brands/${b.id}/`, { as: ADMIN })).statusCode).toBe(204);
    expect((await t.api('GET', `/brands/${b.id}/`, { as: ADMIN })).statusCode).toBe(404);
    expect(await lastAudit(t, 'Brand', b.id)).toMatchObject({ action: 'brand.delete', after: null });
  });

  it('answers every rule of spec §5 with its message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'A' }, 'name', fieldMessages.nameMin],
      [{ name: 'x'.repeat(100) }, 'name', fieldMessages.nameMax],
      [{ name: 'Bad <script>' }, 'name', fieldMessages.nameInvalid],
      [{ code: 'A' }, 'code', fieldMessages.codeMin],
      [{ code: 'A'.repeat(50) }, 'code', fieldMessages.codeMax],
      [{ code: 'lower-case' }, 'code', fieldMessages.codeFormat],
      [{ description: 'd'.repeat(500) }, 'description', fieldMessages.descriptionMax],
      [{ website: 'ftp://example.com' }, 'website', fieldMessages.website],
      [{ website: 'not a url' }, 'website', fieldMessages.website],
      [{ start_date: '2026-05-01', end_date: '2026-04-01' }, 'end_date', fieldMessages.endBeforeStart],
      [{ start_date: '2026-13-01' }, 'start_date', 'Enter a valid date (YYYY-MM-DD).'],
    ];
    for (const [fields, field, message] of cases) {
      const res = await t.api('POST', '/brands/', {
        as: ADMIN,
        body: { name: 'Valid name', code: newCode('B'), ...fields },
      });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()[field], JSON.stringify(fields)).toContain(message);
      expectNoLeak(res);
    }
    const missing = await t.api('POST', '/brands/', { as: ADMIN, body: {} });
    expect(missing.json()).toMatchObject({
      name: ['This field is required.'],
      code: ['This field is required.'],
    });
  });

  it('refuses a duplicate name (any case) or code in the organisation, but not in another', async () => {
    const b = await brand();
    const sameName = await t.api('POST', '/brands/', {
      as: ADMIN,
      body: { name: b.name.toUpperCase(), code: newCode('B') },
    });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json()).toEqual({ name: [m.brandNameTaken] });
    const sameCode = await t.api('POST', '/brands/', {
      as: ADMIN,
      body: { name: 'Other name', code: b.code },
    });
    expect(sameCode.json()).toEqual({ code: [m.brandCodeTaken] });
    await brand({ name: b.name, code: b.code }, ACME_ADMIN);
  });

  it('lets exactly one of two concurrent creates of the same code win', async () => {
    const code = newCode('RACE');
    const results = await Promise.all(
      [1, 2].map((i) => t.api('POST', '/brands/', { as: ADMIN, body: { name: `Race ${i} brand`, code } })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json()).toEqual({ code: [m.brandCodeTaken] });
  });

  it('refuses to delete a brand that products use (409)', async () => {
    const nova = (await t.api('GET', '/brands/?search=NOVA', { as: ADMIN })).json().results[0] as Brand;
    const res = await t.api('DELETE', `/brands/${nova.id}/`, { as: ADMIN });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(m.inUse('brand', 4));
  });

  it('keeps another organisation’s brand out of reach (404), for reads and writes', async () => {
    const acme = await brand({}, ACME_ADMIN);
    for (const [method, path] of [
      ['GET', `/brands/${acme.id}/`],
      ['PATCH', `/brands/${acme.id}/`],
      ['DELETE', `/brands/${acme.id}/`],
    ] as const) {
      const res = await t.api(method, path, {
        as: ADMIN,
        ...(method === 'PATCH' && { body: { name: 'Taken over' } }),
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await t.api('GET', `/brands/${acme.id}/`, { as: SUPERUSER })).statusCode).toBe(200);
  });

  it('lets CLIENT_ADMIN read brands but never create, change or delete them (403)', async () => {
    const b = await brand();
    expect((await t.api('GET', '/brands/', { as: CLIENT_ADMIN })).statusCode).toBe(200);
    const create = await t.api('POST', '/brands/', {
      as: CLIENT_ADMIN,
      body: { name: 'Client brand', code: newCode('B') },
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().detail).toBe("You don't have permission to create Brand");
    expect(
      (await t.api('PATCH', `/brands/${b.id}/`, { as: CLIENT_ADMIN, body: { name: 'Changed' } })).statusCode,
    ).toBe(403);
    expect((await t.api('DELETE', `/brands/${b.id}/`, { as: CLIENT_ADMIN })).statusCode).toBe(403);
    expect((await upload(t, 'PUT', `/brands/${b.id}/logo/`, PNG, CLIENT_ADMIN)).statusCode).toBe(403);
  });

  it('lets a user read brands only, and a manager (no product right) not at all', async () => {
    expect((await t.api('GET', '/brands/', { as: USER })).statusCode).toBe(200);
    expect(
      (await t.api('POST', '/brands/', { as: USER, body: { name: 'User brand', code: newCode('B') } }))
        .statusCode,
    ).toBe(403);
    const denied = await t.api('GET', '/brands/', { as: MANAGER });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe("You don't have permission to read Brand");
    expect((await t.api('GET', '/brands/', { as: BRAND_MANAGER })).statusCode).toBe(200);
  });

  it('filters, searches, orders and pages', async () => {
    const inactive = await brand({ is_active: false });
    const list = (await t.api('GET', '/brands/?is_active=false&page_size=100', { as: ADMIN })).json();
    expect(list.results.map((b: Brand) => b.id)).toContain(inactive.id);
    expect(list.results).toAllSatisfy((b: { is_active: boolean }) => !b.is_active);
    const ordered = (await t.api('GET', '/brands/?ordering=-code&page_size=5', { as: ADMIN })).json();
    const codes = ordered.results.map((b: Brand) => b.code);
    expect(codes).toEqual([...codes].sort().reverse());
    expect((await t.api('GET', '/brands/?page_size=7', { as: ADMIN })).statusCode).toBe(400);
    expect((await t.api('GET', '/brands/?ordering=secret', { as: ADMIN })).statusCode).toBe(400);
  });
});

describe('logos (content-checked uploads)', () => {
  it('accepts each allowed image type by its content and serves it to the organisation only', async () => {
    const b = await brand();
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [GIF, 'image/gif'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
      [SVG, 'image/svg+xml'],
    ] as const) {
      // The declared type is ignored: the bytes decide.
      const res = await upload(t, 'PUT', `/brands/${b.id}/logo/`, bytes, ADMIN, 'application/octet-stream');
      expect(res.statusCode, `${type} ${res.body}`).toBe(200);
      const logo = res.json().logo as string;
      const file = await t.api('GET', logo.replace(/^\/api/, ''), { as: ADMIN });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-security-policy']).toContain('sandbox');
      if (type === 'image/svg+xml') expect(file.headers['content-disposition']).toMatch(/^attachment/);
      expect(Buffer.compare(file.rawPayload, bytes)).toBe(0);
      expect((await t.api('GET', logo.replace(/^\/api/, ''), { as: ACME_ADMIN })).statusCode).toBe(404);
      expect((await t.api('GET', logo.replace(/^\/api/, ''))).statusCode).toBe(401);
    }
  });

  it('replaces the old file and removes the logo on DELETE', async () => {
    const b = await brand();
    const first = (await upload(t, 'PUT', `/brands/${b.id}/logo/`, PNG)).json().logo as string;
    const second = (await upload(t, 'PUT', `/brands/${b.id}/logo/`, GIF)).json().logo as string;
    expect(second).not.toBe(first);
    expect((await t.api('GET', first.replace(/^\/api/, ''), { as: ADMIN })).statusCode).toBe(404);
    const removed = await t.api('DELETE', `/brands/${b.id}/logo/`, { as: ADMIN });
    expect(removed.json().logo).toBeNull();
    expect((await t.api('GET', second.replace(/^\/api/, ''), { as: ADMIN })).statusCode).toBe(404);
  });

  it('refuses a file that only claims to be an image, an empty one and one over 5 MB', async () => {
    const b = await brand();
    const fake = await upload(t, 'PUT', `/brands/${b.id}/logo/`, FAKE_PNG);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ file: [fieldMessages.fileType] });
    expect((await upload(t, 'PUT', `/brands/${b.id}/logo/`, Buffer.alloc(0))).statusCode).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const tooBig = await upload(t, 'PUT', `/brands/${b.id}/logo/`, big);
    expect(tooBig.json()).toEqual({ file: [fieldMessages.fileSize] });
    const huge = await upload(t, 'PUT', `/brands/${b.id}/logo/`, Buffer.concat([big, Buffer.alloc(100_000)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toBe(fieldMessages.fileSize);
    expect((await t.api('GET', `/brands/${b.id}/`, { as: ADMIN })).json().logo).toBeNull();
  });
});

describe('categories', () => {
  it('derives path and level, and keeps a subtree’s paths on a move', async () => {
    const root = await category();
    const child = await category({ parent: root.id });
    const grandchild = await category({ parent: child.id });
    expect(child.path).toBe(`${root.code}/${child.code}`);
    expect(grandchild).toMatchObject({ path: `${root.code}/${child.code}/${grandchild.code}`, level: 2 });
    const other = await category();
    const moved = await t.api('PATCH', `/categories/${child.id}/`, { as: ADMIN, body: { parent: other.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await t.api('GET', `/categories/${grandchild.id}/`, { as: ADMIN })).json();
    expect(after).toMatchObject({ path: `${other.code}/${child.code}/${grandchild.code}`, level: 2 });
    const toRoot = await t.api('PATCH', `/categories/${child.id}/`, {
      as: ADMIN,
      body: { parent: null, code: newCode('R') },
    });
    const newCodeValue = toRoot.json().code;
    const again = (await t.api('GET', `/categories/${grandchild.id}/`, { as: ADMIN })).json();
    expect(again).toMatchObject({ path: `${newCodeValue}/${grandchild.code}`, level: 1 });
  });

  it('refuses a circular move: under itself or a descendant', async () => {
    const root = await category();
    const child = await category({ parent: root.id });
    const grandchild = await category({ parent: child.id });
    for (const parent of [root.id, grandchild.id]) {
      const res = await t.api('PATCH', `/categories/${root.id}/`, { as: ADMIN, body: { parent } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ parent: [m.circularReference] });
    }
    expect((await t.api('GET', `/categories/${root.id}/`, { as: ADMIN })).json().parent).toBeNull();
  });

  it('keeps names unique under the same parent only', async () => {
    const a = await category();
    const b = await category();
    await category({ name: 'Shared name', parent: a.id });
    await category({ name: 'Shared name', parent: b.id });
    const clash = await t.api('POST', '/categories/', {
      as: ADMIN,
      body: { name: 'shared NAME', code: newCode('K'), parent: a.id },
    });
    expect(clash.json()).toEqual({ name: [m.categoryNameTaken] });
  });

  it('checks meta lengths and the parent’s organisation', async () => {
    const long = await t.api('POST', '/categories/', {
      as: ADMIN,
      body: {
        name: 'Meta cat',
        code: newCode('K'),
        meta_title: 't'.repeat(200),
        meta_description: 'd'.repeat(500),
      },
    });
    expect(long.json()).toEqual({ meta_title: [m.metaTitleMax], meta_description: [m.metaDescriptionMax] });
    const acme = await category({}, ACME_ADMIN);
    const foreign = await t.api('POST', '/categories/', {
      as: ADMIN,
      body: { name: 'Foreign parent', code: newCode('K'), parent: acme.id },
    });
    expect(foreign.json()).toEqual({ parent: [m.parentNotFound] });
  });

  it('refuses to delete a category with sub-categories (409) and lets CLIENT_ADMIN only read', async () => {
    const root = await category();
    await category({ parent: root.id });
    const res = await t.api('DELETE', `/categories/${root.id}/`, { as: ADMIN });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(m.hasChildren(1));
    expect((await t.api('GET', `/categories/${root.id}/`, { as: CLIENT_ADMIN })).statusCode).toBe(200);
    expect(
      (await t.api('PATCH', `/categories/${root.id}/`, { as: CLIENT_ADMIN, body: { name: 'Nope' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.api('POST', '/categories/', {
          as: CLIENT_ADMIN,
          body: { name: 'Nope cat', code: newCode('K') },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists roots and children, by path', async () => {
    const root = await category();
    const child = await category({ parent: root.id });
    const children = (await t.api('GET', `/categories/?parent=${root.id}`, { as: ADMIN })).json();
    expect(children.results.map((c: Category) => c.id)).toEqual([child.id]);
    const roots = (await t.api('GET', '/categories/?root=true&page_size=100', { as: ADMIN })).json();
    expect(roots.results).toAllSatisfy((c: Category) => c.parent === null);
  });
});

describe('product types and statuses', () => {
  it('creates and edits each with its flags; CLIENT_ADMIN and users read only', async () => {
    const type = await created<{ id: number; tracks_inventory: boolean }>(t, '/product-types/', {
      name: 'Subscription',
      code: newCode('T'),
      tracks_inventory: true,
    });
    expect(type.tracks_inventory).toBe(true);
    const status = await created<{ id: number; allows_sales: boolean }>(t, '/product-statuses/', {
      name: 'On sale',
      code: newCode('S'),
      allows_sales: true,
    });
    const patched = await t.api('PATCH', `/product-statuses/${status.id}/`, {
      as: ADMIN,
      body: { allows_launch: true },
    });
    expect(patched.json()).toMatchObject({ allows_sales: true, allows_launch: true });
    for (const as of [CLIENT_ADMIN, USER]) {
      expect((await t.api('GET', '/product-types/', { as })).statusCode).toBe(200);
      expect(
        (await t.api('POST', '/product-types/', { as, body: { name: 'X type', code: newCode('T') } }))
          .statusCode,
      ).toBe(403);
    }
    const dupe = await t.api('POST', '/product-statuses/', {
      as: ADMIN,
      body: { name: 'on SALE', code: newCode('S') },
    });
    expect(dupe.json()).toEqual({ name: ['A product status with this name already exists'] });
  });

  it('refuses to delete a status in use', async () => {
    const active = (await t.api('GET', '/product-statuses/?search=ACTIVE', { as: ADMIN })).json().results[0];
    const res = await t.api('DELETE', `/product-statuses/${active.id}/`, { as: ADMIN });
    expect(res.statusCode).toBe(409);
  });
});

describe('choices for product forms and filters', () => {
  it('gives the organisation’s statuses, types, brands and categories in one answer', async () => {
    const res = await t.api('GET', '/catalogue/choices/', { as: USER });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Record<string, { code: string }[]>;
    expect(body.statuses!.map((s) => s.code)).toEqual(expect.arrayContaining(['ACTIVE', 'DRAFT']));
    expect(body.brands!.map((b) => b.code)).toEqual(expect.arrayContaining(['NOVA', 'TERRA']));
    expect(body.categories!.find((c) => c.code === 'PHONES')).toMatchObject({
      path: 'ELECTRONICS/PHONES',
      level: 1,
    });
    expect(JSON.stringify(body)).not.toContain('ROADRUNNER');
    const acme = (await t.api('GET', '/catalogue/choices/', { as: ACME_ADMIN })).json() as typeof body;
    expect(acme.brands!.map((b) => b.code)).toContain('ROADRUNNER');
    expect(acme.brands!.map((b) => b.code)).not.toContain('NOVA');
    expect((await t.api('GET', '/catalogue/choices/', { as: CLIENT_ADMIN })).statusCode).toBe(200);
    const denied = await t.api('GET', '/catalogue/choices/', { as: MANAGER });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe("You don't have permission to read Product");
  });
});
