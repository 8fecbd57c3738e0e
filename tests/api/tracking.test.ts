import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/access/vocabulary';
import type { Batch, BatchRecall, RecallUnit } from '../../domain/tracking/batch';
import { trackingMessages as m } from '../../domain/tracking/messages';
import type { TrackedProduct, UnitEvent } from '../../domain/tracking/trackedProduct';
import { orders } from '../../server/modules/sales/tables';
import { trackedProductEvents } from '../../server/modules/tracking/tables';
import { ADMIN, CLIENT_ADMIN, created, lastAudit, newCode, SUPERUSER } from './catalogue-support';
import { startTestApp, uniqueEmail, type TestApp } from './harness';
import { ACME_CLIENT_ADMIN } from './sales-support';
import { productOf, serialisedProduct } from './tracking-support';

// Tracking over HTTP: batches and their lot numbers, units and their serials, the events that
// move a unit (and the ones refused), the bulk registration of a batch's serials (all or
// nothing, every bad line named), the recall view, and who may do any of it.

let t: TestApp;
let phone: number;
beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ email: ACME_CLIENT_ADMIN, role: 'CLIENT_ADMIN', org: 'ACME' });
  phone = await productOf(t, 'DEMO', 'NOVA_X1');
});
afterAll(() => t.close());

const batch = (fields: Record<string, unknown> = {}, as = CLIENT_ADMIN) =>
  created<Batch>(
    t,
    '/batches/',
    { lot_number: newCode('LOT').replace(/_/g, '-'), product: phone, quantity: 30, ...fields },
    as,
  );
const unit = (fields: Record<string, unknown> = {}) =>
  created<TrackedProduct>(
    t,
    '/tracked-products/',
    { product: phone, serial_number: newCode('SN'), ...fields },
    CLIENT_ADMIN,
  );
const post = (id: number, body: Record<string, unknown>, as = CLIENT_ADMIN) =>
  t.api('POST', `/tracked-products/${id}/events/`, { as, body });
const register = (id: number, serials: string[], as = CLIENT_ADMIN) =>
  t.api('POST', `/batches/${id}/serials/`, { as, body: { serials, location: 'Dock 4' } });
const anOrder = async () =>
  (
    await t.db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(eq(orders.id_organization, await t.orgId('DEMO')))
      .limit(1)
  )[0]!;

describe('batches', () => {
  it('keeps a lot number once per organisation, and lets another organisation use it', async () => {
    const first = await batch({
      lot_number: 'LOT-SHARED-1',
      production_date: '2026-01-01',
      expiry_date: '2027-01-01',
    });
    expect(first).toMatchObject({
      product: phone,
      product_name: 'Nova X1 Phone',
      units: 0,
      status: 'active',
    });
    const again = await t.api('POST', '/batches/', {
      as: CLIENT_ADMIN,
      body: { lot_number: 'LOT-SHARED-1', product: phone, quantity: 3 },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ lot_number: [m.lotNumberTaken] });
    await batch({ lot_number: 'LOT-SHARED-1', product: await productOf(t, 'ACME') }, ACME_CLIENT_ADMIN);
  });

  it('refuses an expiry before production, another organisation’s product, and a quantity below its units', async () => {
    const early = await t.api('POST', '/batches/', {
      as: CLIENT_ADMIN,
      body: {
        lot_number: 'LOT-EARLY',
        product: phone,
        quantity: 3,
        production_date: '2026-02-01',
        expiry_date: '2026-01-01',
      },
    });
    expect(early.json()).toEqual({ expiry_date: [m.expiryBeforeProduction] });
    const theirs = await t.api('POST', '/batches/', {
      as: CLIENT_ADMIN,
      body: { lot_number: 'LOT-THEIRS', product: await productOf(t, 'ACME'), quantity: 3 },
    });
    expect(theirs.statusCode).toBe(400);
    expect(Object.keys(theirs.json())).toEqual(['product']);
    const small = await batch({ quantity: 2 });
    expect((await register(small.id, ['Q-1', 'Q-2'])).statusCode).toBe(201);
    const shrink = await t.api('PATCH', `/batches/${small.id}/`, { as: CLIENT_ADMIN, body: { quantity: 1 } });
    expect(shrink.json()).toEqual({ quantity: [m.quantityBelowUnits] });
    const deleted = await t.api('DELETE', `/batches/${small.id}/`, { as: CLIENT_ADMIN });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({ detail: m.batchHasUnits });
  });
});

describe('bulk registration of a batch’s serials', () => {
  it('writes every serial, each received in stock where the list says', async () => {
    const lot = await batch({ quantity: 20 });
    const serials = Array.from({ length: 20 }, (_, i) => `BULK-${lot.id}-${i + 1}`);
    const res = await register(lot.id, serials);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().created).toBe(20);
    const got = (await t.api('GET', `/batches/${lot.id}/`, { as: CLIENT_ADMIN })).json() as Batch;
    expect(got.units).toBe(20);
    const first = (res.json().results as TrackedProduct[])[0]!;
    expect(first).toMatchObject({
      status: 'in_stock',
      location: 'Dock 4',
      batch: lot.id,
      batch_lot_number: lot.lot_number,
    });
    const history = (
      await t.api('GET', `/tracked-products/${first.id}/events/`, { as: CLIENT_ADMIN })
    ).json() as UnitEvent[];
    expect(history.map((e) => e.type)).toEqual(['received']);
    expect((await lastAudit(t, 'Batch', lot.id))?.action).toBe('batch.serials');
  });

  it('names every bad line (repeated, malformed, already registered) and writes none', async () => {
    const lot = await batch({ quantity: 10 });
    const existing = await unit({ serial_number: `TAKEN-${lot.id}` });
    const res = await register(lot.id, [
      `OK-${lot.id}`,
      'bad serial',
      `OK-${lot.id}`,
      existing.serial_number!,
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'serials.1': [m.serialFormat],
      'serials.2': [m.serialRepeated],
      'serials.3': [m.serialTaken],
    });
    expect(((await t.api('GET', `/batches/${lot.id}/`, { as: CLIENT_ADMIN })).json() as Batch).units).toBe(0);
  });

  it('refuses more units than the batch holds, and an empty list', async () => {
    const lot = await batch({ quantity: 2 });
    const full = await register(
      lot.id,
      ['F-1', 'F-2', 'F-3'].map((s) => `${s}-${lot.id}`),
    );
    expect(full.json()).toEqual({ serials: [m.batchFull] });
    expect((await register(lot.id, [])).json()).toEqual({ serials: [m.serialsEmpty] });
  });
});

describe('tracked units', () => {
  it('refuses a unit without serial for a product whose type requires one, takes one without otherwise', async () => {
    const serialised = await serialisedProduct(t);
    const none = await t.api('POST', '/tracked-products/', {
      as: CLIENT_ADMIN,
      body: { product: serialised, serial_number: '' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ serial_number: [m.serialRequired] });
    const plain = await unit({ serial_number: null });
    expect(plain.serial_number).toBeNull();
    const cleared = await t.api('PATCH', `/tracked-products/${(await unit({ product: serialised })).id}/`, {
      as: CLIENT_ADMIN,
      body: { serial_number: null },
    });
    expect(cleared.json()).toEqual({ serial_number: [m.serialRequired] });
  });

  it('keeps a serial once per product, and refuses a batch of another product', async () => {
    const first = await unit();
    const again = await t.api('POST', '/tracked-products/', {
      as: CLIENT_ADMIN,
      body: { product: phone, serial_number: first.serial_number },
    });
    expect(again.json()).toEqual({ serial_number: [m.serialTaken] });
    const other = await productOf(t, 'DEMO', 'TERRA_TENT');
    await unit({ product: other, serial_number: first.serial_number });
    const tents = await batch({ product: other });
    const mixed = await t.api('POST', '/tracked-products/', {
      as: CLIENT_ADMIN,
      body: { product: phone, batch: tents.id, serial_number: newCode('X') },
    });
    expect(mixed.json()).toEqual({ batch: [m.batchOtherProduct] });
  });

  it('moves by events: moved, reserved and sold on an order, returned, then scrapped; the history keeps each', async () => {
    const order = await anOrder();
    const u = await unit({ location: 'Shelf 1' });
    expect(u.events).toEqual(['moved', 'reserved', 'sold', 'scrapped']);
    const moved = await post(u.id, { type: 'moved', location: 'Store' });
    expect(moved.json()).toMatchObject({ status: 'in_stock', location: 'Store' });
    expect((await post(u.id, { type: 'reserved', order: order.id })).json()).toMatchObject({
      status: 'reserved',
      order: order.id,
    });
    const sold = await post(u.id, { type: 'sold', order: order.id, note: 'Paid at the till' });
    expect(sold.json()).toMatchObject({
      status: 'sold',
      order: order.id,
      order_number: order.number,
      events: ['returned'],
    });
    expect((await post(u.id, { type: 'returned', location: 'Returns' })).json()).toMatchObject({
      status: 'returned',
      location: 'Returns',
    });
    expect((await post(u.id, { type: 'scrapped' })).json()).toMatchObject({ status: 'scrapped', events: [] });
    const history = (
      await t.api('GET', `/tracked-products/${u.id}/events/`, { as: CLIENT_ADMIN })
    ).json() as UnitEvent[];
    expect(history.map((e) => [e.type, e.from_status, e.to_status])).toEqual([
      ['received', null, 'in_stock'],
      ['moved', 'in_stock', 'in_stock'],
      ['reserved', 'in_stock', 'reserved'],
      ['sold', 'reserved', 'sold'],
      ['returned', 'sold', 'returned'],
      ['scrapped', 'returned', 'scrapped'],
    ]);
    expect(history[3]).toMatchObject({
      order: order.id,
      order_number: order.number,
      note: 'Paid at the till',
      from_location: 'Store',
    });
    expect((await lastAudit(t, 'TrackedProduct', u.id))?.action).toBe('trackedproduct.event');
  });

  it('refuses a second sale and anything after scrapping with 409 naming status and event, and writes nothing', async () => {
    const u = await unit();
    await post(u.id, { type: 'sold' });
    const twice = await post(u.id, { type: 'sold' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: m.wrongStatus('sold', 'sold') });
    const scrap = await unit();
    await post(scrap.id, { type: 'scrapped' });
    const after = await post(scrap.id, { type: 'moved', location: 'Anywhere' });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ detail: 'A unit that is scrapped cannot be moved.' });
    const events = await t.db
      .select()
      .from(trackedProductEvents)
      .where(eq(trackedProductEvents.tracked_product_id, scrap.id));
    expect(events).toHaveLength(2);
  });

  it('asks a move for its place, and an order only of a reservation or sale, of the organisation', async () => {
    const u = await unit();
    expect((await post(u.id, { type: 'moved' })).json()).toEqual({ location: [m.locationRequired] });
    const order = await anOrder();
    expect((await post(u.id, { type: 'moved', location: 'X', order: order.id })).json()).toEqual({
      order: [m.orderOnlyWhenSold],
    });
    const acmeOrder = (
      await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id_organization, await t.orgId('ACME')))
        .limit(1)
    )[0];
    if (acmeOrder) expect((await post(u.id, { type: 'sold', order: acmeOrder.id })).statusCode).toBe(400);
  });

  it('keeps a unit with a history beyond its receipt', async () => {
    const fresh = await unit();
    expect((await t.api('DELETE', `/tracked-products/${fresh.id}/`, { as: CLIENT_ADMIN })).statusCode).toBe(
      204,
    );
    const used = await unit();
    await post(used.id, { type: 'moved', location: 'Elsewhere' });
    const refused = await t.api('DELETE', `/tracked-products/${used.id}/`, { as: CLIENT_ADMIN });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: m.unitHasHistory });
  });
});

describe('the recall view', () => {
  it('lists every unit of a batch with its status, place, order and latest event', async () => {
    const order = await anOrder();
    const lot = await batch({ quantity: 5 });
    const res = await register(
      lot.id,
      ['R-1', 'R-2', 'R-3'].map((s) => `${s}-${lot.id}`),
    );
    const [a, b] = res.json().results as TrackedProduct[];
    await post(a!.id, { type: 'moved', location: 'Store' });
    await post(a!.id, { type: 'sold', order: order.id });
    await post(b!.id, { type: 'scrapped' });
    const recall = (
      await t.api('GET', `/batches/${lot.id}/recall/`, { as: CLIENT_ADMIN })
    ).json() as BatchRecall;
    expect(recall.counts).toEqual({ in_stock: 1, reserved: 0, sold: 1, returned: 0, scrapped: 1 });
    expect(recall.units.find((u) => u.id === a!.id)).toMatchObject({
      status: 'sold',
      location: 'Store',
      order: order.id,
      order_number: order.number,
      last_event: 'sold',
    });
    expect(recall.units.find((u) => u.id === b!.id)).toMatchObject({
      status: 'scrapped',
      last_event: 'scrapped',
    });
  });
});

describe('who may do what', () => {
  it('gives another organisation’s batches, units, histories and recalls as 404', async () => {
    const lot = await batch();
    const u = await unit({ batch: lot.id });
    for (const path of [
      `/batches/${lot.id}/`,
      `/batches/${lot.id}/recall/`,
      `/tracked-products/${u.id}/`,
      `/tracked-products/${u.id}/events/`,
    ])
      expect((await t.api('GET', path, { as: ACME_CLIENT_ADMIN })).statusCode, path).toBe(404);
    expect((await post(u.id, { type: 'moved', location: 'Theirs' }, ACME_CLIENT_ADMIN)).statusCode).toBe(404);
    expect((await register(lot.id, ['FOREIGN-1'], ACME_CLIENT_ADMIN)).statusCode).toBe(404);
    expect(
      (await t.api('PATCH', `/batches/${lot.id}/`, { as: ACME_CLIENT_ADMIN, body: { notes: 'x' } }))
        .statusCode,
    ).toBe(404);
    const theirs = (await t.api('GET', '/batches/?page_size=100', { as: ACME_CLIENT_ADMIN })).json()
      .results as Batch[];
    expect(theirs.some((b) => b.id === lot.id)).toBe(false);
  });

  // The role table: superusers and a client's administrator manage tracking; nobody else reaches it.
  const MANAGING = new Set(['superuser', 'super_admin', 'CLIENT_ADMIN']);
  it.each(ROLES)('%s: reads and writes batches and units only when the role manages them', async (role) => {
    const email = uniqueEmail(role.toLowerCase());
    await t.createUser({ email, role, team: await t.team(1), org: 'DEMO' });
    const lot = await batch();
    const u = await unit();
    const calls = [
      await t.api('GET', '/batches/', { as: email }),
      await t.api('GET', `/tracked-products/${u.id}/`, { as: email }),
      await t.api('GET', `/batches/${lot.id}/recall/`, { as: email }),
      await t.api('POST', '/batches/', {
        as: email,
        body: { lot_number: newCode('L').replace(/_/g, '-'), product: phone, quantity: 1 },
      }),
      await t.api('POST', `/tracked-products/${u.id}/events/`, {
        as: email,
        body: { type: 'moved', location: 'Role test' },
      }),
    ];
    const expected = MANAGING.has(role) ? [200, 200, 200, 201, 200] : [403, 403, 403, 403, 403];
    expect(calls.map((c) => c.statusCode)).toEqual(expected);
  });

  it('lets the superuser read every organisation’s batches', async () => {
    const theirs = await batch({ product: await productOf(t, 'ACME') }, ACME_CLIENT_ADMIN);
    expect((await t.api('GET', `/batches/${theirs.id}/`, { as: SUPERUSER })).statusCode).toBe(200);
    expect((await t.api('GET', `/batches/${theirs.id}/`, { as: ADMIN })).statusCode).toBe(403);
  });
});

describe('the demo data', () => {
  it('has batches with serialised units and their histories', async () => {
    const lots = (await t.api('GET', '/batches/?search=LOT-NX1', { as: CLIENT_ADMIN })).json()
      .results as Batch[];
    expect(lots[0]).toMatchObject({ lot_number: 'LOT-NX1-2026-01', units: 16 });
    const recall = (
      await t.api('GET', `/batches/${lots[0]!.id}/recall/`, { as: CLIENT_ADMIN })
    ).json() as BatchRecall;
    expect(recall.counts.sold).toBeGreaterThan(0);
    expect(recall.counts.scrapped).toBeGreaterThan(0);
    expect(recall.units.filter((u) => u.status === 'sold')).toAllSatisfy(
      (u: RecallUnit) => u.order_number !== null,
    );
  });
});
