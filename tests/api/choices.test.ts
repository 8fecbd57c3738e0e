import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CLIENT_ADMIN, created, MANAGER, newCode } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';
import { orderFixtures } from './orders-support';
import { ACME_CLIENT_ADMIN, SALES, SALES_REP, SUPPORT, clientOf } from './sales-support';
import { productOf, serialisedProduct } from './tracking-support';

// The pickers' lists over HTTP: searched a page at a time, one row by `?id=`, and exactly the
// rows the form they serve may name. They exist because a writer may name what they may not
// read (an administrator invoices a client without reading clients): who may ask each, and what
// another organisation's caller gets (nothing), is what these prove.

let t: TestApp;
let fixtures: ReturnType<typeof orderFixtures>;
let client: number;
beforeAll(async () => {
  t = await startTestApp();
  fixtures = orderFixtures(t);
  await t.createUser({ email: ACME_CLIENT_ADMIN, role: 'CLIENT_ADMIN', org: 'ACME' });
  client = await clientOf(t, 'DEMO', 'Quillfeather Picking Co');
});
afterAll(() => t.close());

type Page<R> = { count: number; results: R[] };
async function page<R = { id: number; name: string }>(path: string, as: string) {
  const res = await t.api('GET', path, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<R>;
}
const ids = (p: Page<{ id: number }>) => p.results.map((row) => row.id);

describe('the clients an invoice may name', () => {
  it('are searched by name for a writer who may not read clients, a page at a time', async () => {
    // The administrator manages sales but reads no clients: the picker is its only way to name one.
    expect((await t.api('GET', '/clients/', { as: ADMIN })).statusCode).toBe(403);
    const found = await page<{ id: number; name: string; code: string }>(
      '/invoices/choices/clients/?search=quillfeather&page_size=20',
      ADMIN,
    );
    expect(found.results).toEqual([
      { id: client, name: 'Quillfeather Picking Co', code: expect.any(String) },
    ]);
    expect(found.count).toBe(1);
    // A page is at most the API's largest: the old 500-row answer is gone.
    const tooMany = await t.api('GET', '/invoices/choices/clients/?page_size=500', { as: ADMIN });
    expect(tooMany.statusCode).toBe(400);
  });

  it('give the one row a saved choice names, by id', async () => {
    expect(ids(await page(`/invoices/choices/clients/?id=${client}`, ADMIN))).toEqual([client]);
  });

  it('are refused to a role that reads no sales, and empty for another organisation', async () => {
    // Support reads clients but not sales: it writes no invoice, so it names no client on one.
    expect((await t.api('GET', '/invoices/choices/clients/', { as: SUPPORT })).statusCode).toBe(403);
    const acme = 'admin@acme.local';
    expect((await page(`/invoices/choices/clients/?id=${client}`, acme)).results).toEqual([]);
    expect((await page('/invoices/choices/clients/?search=quillfeather', acme)).results).toEqual([]);
  });
});

describe('the orders an invoice may be drafted from', () => {
  it('are those the caller reads, not cancelled, found by number or client', async () => {
    const product = await fixtures.product();
    const own = await fixtures.order(SALES, [{ product, quantity: 1 }]);
    const cancelled = await fixtures.order(SALES, [{ product, quantity: 1 }]);
    expect((await fixtures.send(SALES, cancelled.id, 'CANCEL')).statusCode).toBe(200);

    const byNumber = await page<{ id: number; client_name: string }>(
      `/invoices/choices/orders/?search=${own.number}`,
      SALES,
    );
    expect(ids(byNumber)).toContain(own.id);
    expect(byNumber.results.find((o) => o.id === own.id)?.client_name).toBe(own.client_name);
    expect(ids(await page(`/invoices/choices/orders/?id=${cancelled.id}`, SALES))).toEqual([]);
    // A sales rep sees only their own orders, here as everywhere; the manager sees them all.
    expect(ids(await page(`/invoices/choices/orders/?id=${own.id}`, SALES_REP))).toEqual([]);
    expect(ids(await page(`/invoices/choices/orders/?id=${own.id}`, MANAGER))).toEqual([own.id]);
    expect(ids(await page(`/invoices/choices/orders/?id=${own.id}`, 'admin@acme.local'))).toEqual([]);
    expect((await t.api('GET', '/invoices/choices/orders/', { as: SUPPORT })).statusCode).toBe(403);
  });
});

describe('the products an order line may name', () => {
  it('are the organisation’s, for whoever places orders, with their price and why one cannot be sold', async () => {
    const fine = await fixtures.product({ price: '12.50' });
    const empty = await fixtures.product({ stock: 0 });
    const retired = await fixtures.product({ status: 'DISCONTINUED' });
    // The manager places orders without reading the catalogue.
    expect((await t.api('GET', '/products/', { as: MANAGER })).statusCode).toBe(403);
    for (const [id, price, blocker] of [
      [fine, '12.50', null],
      [empty, '10.00', 'out_of_stock'],
      [retired, '10.00', 'not_for_sale'],
    ] as const) {
      const found = await page(`/orders/choices/products/?id=${id}`, MANAGER);
      expect(found.results).toEqual([expect.objectContaining({ id, price, sale_blocker: blocker })]);
    }
    const { sku } = (await page<{ sku: string }>(`/orders/choices/products/?id=${fine}`, SALES)).results[0]!;
    expect(ids(await page(`/orders/choices/products/?search=${sku.toLowerCase()}`, SALES))).toEqual([fine]);
  });

  it('are refused to who places no orders, and empty for another organisation', async () => {
    const fine = await fixtures.product();
    // Support moves orders along but writes none.
    expect((await t.api('GET', '/orders/choices/products/', { as: SUPPORT })).statusCode).toBe(403);
    expect((await page(`/orders/choices/products/?id=${fine}`, 'admin@acme.local')).results).toEqual([]);
  });
});

describe('the clients an environment may belong to', () => {
  it('are for who reads environments, in their own organisation only', async () => {
    expect(ids(await page('/environments/choices/clients/?search=quillfeather', CLIENT_ADMIN))).toEqual([
      client,
    ]);
    // The manager runs sales but not environments.
    expect((await t.api('GET', '/environments/choices/clients/', { as: MANAGER })).statusCode).toBe(403);
    expect((await page(`/environments/choices/clients/?id=${client}`, ACME_CLIENT_ADMIN)).results).toEqual(
      [],
    );
  });
});

describe('what the tracking forms choose from', () => {
  it('finds products by SKU with whether they ask serials, and batches of one product', async () => {
    const serialised = await serialisedProduct(t);
    const { sku } = (
      await page<{ sku: string }>(`/tracking/choices/products/?id=${serialised}`, CLIENT_ADMIN)
    ).results[0]!;
    const found = await page<{ id: number; requires_serial_numbers: boolean }>(
      `/tracking/choices/products/?search=${sku}`,
      CLIENT_ADMIN,
    );
    expect(found.results).toEqual([
      expect.objectContaining({ id: serialised, requires_serial_numbers: true }),
    ]);

    const phone = await productOf(t, 'DEMO', 'NOVA_X1');
    const lot = newCode('LOT').replace(/_/g, '-');
    const batch = await created<{ id: number }>(
      t,
      '/batches/',
      { lot_number: lot, product: phone, quantity: 3 },
      CLIENT_ADMIN,
    );
    expect(
      ids(await page(`/tracking/choices/batches/?product=${phone}&search=${lot}`, CLIENT_ADMIN)),
    ).toEqual([batch.id]);
    expect(
      ids(await page(`/tracking/choices/batches/?product=${serialised}&search=${lot}`, CLIENT_ADMIN)),
    ).toEqual([]);
  });

  it('are refused to a role that tracks nothing, and empty for another organisation', async () => {
    for (const list of ['products', 'establishments', 'batches', 'orders']) {
      expect((await t.api('GET', `/tracking/choices/${list}/`, { as: SALES })).statusCode, list).toBe(403);
    }
    const phone = await productOf(t, 'DEMO', 'NOVA_X1');
    expect((await page(`/tracking/choices/products/?id=${phone}`, ACME_CLIENT_ADMIN)).results).toEqual([]);
    const demoEstablishments = await page('/tracking/choices/establishments/', CLIENT_ADMIN);
    expect(demoEstablishments.count).toBeGreaterThan(0);
    const first = demoEstablishments.results[0]!;
    expect(
      (await page(`/tracking/choices/establishments/?id=${first.id}`, ACME_CLIENT_ADMIN)).results,
    ).toEqual([]);
  });
});
