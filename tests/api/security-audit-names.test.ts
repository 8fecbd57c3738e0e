import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDITED, type AuditLog, type AuditLogChoices } from '../../domain/security';
import { auditActionOf } from '../../server/http/resource';
import { ACME_ADMIN, ADMIN, created, newCode, SUPERUSER } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';

// The audit log names each object as it was called when the action was done, and its filters
// offer every action and object type its entries hold (catalogue ones too, not only security's).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Page = { count: number; results: AuditLog[] };
const entries = async (query: string, as = ADMIN) => {
  const res = await t.api('GET', `/security/audit-logs/?page_size=100&${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Page).results;
};
const choices = async (as = ADMIN, query = '') => {
  const res = await t.api('GET', `/security/audit-logs/choices/${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditLogChoices;
};
/** The entries of one object, oldest first. */
const historyOf = async (objectType: string, id: number) =>
  (await entries(`object_type=${objectType}&object_id=${id}&ordering=id`)).map((e) => ({
    action: e.action,
    object_name: e.object_name,
  }));

describe('audit entries name their object', () => {
  it('a brand: by its name at each action, kept after a rename and after the delete', async () => {
    const brand = await created<{ id: number }>(t, '/brands/', { name: 'Lumen Works', code: newCode('B') });
    const renamed = await t.api('PATCH', `/brands/${brand.id}/`, {
      as: ADMIN,
      body: { name: 'Lumen Studio' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const removed = await t.api('DELETE', `/brands/${brand.id}/`, { as: ADMIN });
    expect(removed.statusCode, removed.body).toBe(204);

    expect(await historyOf('Brand', brand.id)).toEqual([
      { action: 'brand.create', object_name: 'Lumen Works' },
      { action: 'brand.update', object_name: 'Lumen Studio' },
      { action: 'brand.delete', object_name: 'Lumen Studio' },
    ]);
  });

  it('a product, and the log is searched by that name', async () => {
    const [sample] = (
      (await t.api('GET', '/products/?page_size=5', { as: ADMIN })).json() as {
        results: Record<string, number>[];
      }
    ).results;
    const name = `Audit Named Lamp ${newCode()}`;
    const product = await created<{ id: number }>(t, '/products/', {
      code: newCode('P'),
      name,
      status: sample!.status,
      product_type: sample!.product_type,
      brand: sample!.brand,
      priority: 'low',
      cost_basis: 10,
      stock_quantity: 1,
    });
    expect(await historyOf('Product', product.id)).toEqual([{ action: 'product.create', object_name: name }]);
    const found = await entries(`search=${encodeURIComponent(name)}`);
    expect(found.map((e) => e.object_id)).toEqual([String(product.id)]);
  });

  it('a role permission by its role, a security role by its name', async () => {
    const role = await created<{ id: number }>(t, '/security/roles/', {
      name: 'Audit Named Role',
      code: `audit_named_${process.pid}`,
      level: 'team',
    });
    const catalogue = async (path: string) =>
      (
        (await t.api('GET', `${path}?page_size=100`, { as: ADMIN })).json() as {
          results: { id: number; code: string }[];
        }
      ).results;
    const module = (await catalogue('/security/modules/')).find((m) => m.code === 'Product')!;
    const operation = (await catalogue('/security/operations/')).find((o) => o.code === 'read')!;
    const granted = await t.api('POST', '/security/bulk-permissions/', {
      as: ADMIN,
      body: { updates: [{ role: role.id, module: module.id, operation: operation.id, action: 'grant' }] },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(await historyOf('SecurityRole', role.id)).toEqual([
      { action: 'role.create', object_name: 'Audit Named Role' },
    ]);
    expect(await historyOf('RolePermission', role.id)).toEqual([
      { action: 'permission.grant', object_name: 'Audit Named Role' },
    ]);
  });
});

describe('GET /api/security/audit-logs/choices/', () => {
  it('offers every action and object type of the organisation’s entries, catalogue ones included', async () => {
    await created(t, '/brands/', { name: 'Choice Brand', code: newCode('B') });
    const demo = await choices();
    expect(demo.actions).toEqual(expect.arrayContaining(['brand.create', 'product.create', 'role.create']));
    expect(demo.object_types).toEqual(expect.arrayContaining(['Brand', 'Product', 'SecurityRole']));
    expect(demo.actions).toEqual([...demo.actions].sort());
    // Each one offered finds entries.
    for (const action of demo.actions)
      expect((await entries(`action=${action}`)).length, action).toBeGreaterThan(0);
  });

  it('offers only what the caller’s organisation holds; a superuser gets all, or the one named', async () => {
    // Only Demo Group deletes a brand; Acme has written nothing yet.
    const brand = await created<{ id: number }>(t, '/brands/', { name: 'Short-lived', code: newCode('B') });
    expect((await t.api('DELETE', `/brands/${brand.id}/`, { as: ADMIN })).statusCode).toBe(204);
    expect((await choices()).actions).toContain('brand.delete');
    const acme = await choices(ACME_ADMIN);
    expect(acme.actions).not.toContain('brand.delete');
    await created(t, '/brands/', { name: 'Acme Choice', code: newCode('B') }, ACME_ADMIN);
    expect((await choices(ACME_ADMIN)).actions).toEqual(['brand.create']);

    expect((await choices(SUPERUSER)).actions).toEqual(
      expect.arrayContaining(['brand.delete', 'brand.create']),
    );
    const acmeId = await t.orgId('ACME');
    expect(await choices(SUPERUSER, `?id_organization=${acmeId}`)).toEqual({
      actions: ['brand.create'],
      object_types: ['Brand'],
    });
    const other = await t.api('GET', `/security/audit-logs/choices/?id_organization=${acmeId}`, {
      as: ADMIN,
    });
    expect(other.statusCode).toBe(404);
  });

  it('needs read on security', async () => {
    const res = await t.api('GET', '/security/audit-logs/choices/', { as: 'user@demo.local' });
    expect(res.statusCode).toBe(403);
  });
});

describe('the resources the app registers', () => {
  it('write only object types and actions of the audit registry (so each has its words on screen)', () => {
    expect(t.services.resources.length).toBeGreaterThan(5);
    for (const r of t.services.resources) {
      const registered: readonly string[] = AUDITED[r.name as keyof typeof AUDITED] ?? [];
      expect(registered.length, `${r.name} in domain/security/audited.ts`).toBeGreaterThan(0);
      const writes = r.deletable === false ? ['create', 'update'] : ['create', 'update', 'delete'];
      for (const write of writes) expect(registered, r.name).toContain(auditActionOf(r, write));
    }
  });
});
