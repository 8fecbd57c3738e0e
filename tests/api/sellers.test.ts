import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '../../domain/common/messages';
import { salesMessages } from '../../domain/sales/messages';
import { sellers } from '../../server/modules/sales/tables';
import { ACME_ADMIN, ADMIN, MANAGER, created, newCode } from './catalogue-support';
import { startTestApp, uniqueEmail, type TestApp } from './harness';

// Sellers (subject Sale): dates, website and account rules, the spec's not-found text, and what
// a sales rep may do on their own profile.

const SALES = 'sales@demo.local';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Seller = { id: number; user_id: number | null; clients_count: number } & Record<string, unknown>;
const newSeller = (fields: Record<string, unknown> = {}, as = ADMIN) =>
  created<Seller>(
    t,
    '/sellers/',
    { code: newCode('S'), name: `Seller ${newCode('N')}`, start_date: '2024-01-01', ...fields },
    as,
  );
const ownSeller = async (email: string) => {
  const { user } = await t.login(email);
  return (
    await t.db
      .select()
      .from(sellers)
      .where(eq(sellers.user_id, user.id as number))
  )[0]!;
};

describe('a seller', () => {
  it('by an id the caller cannot read is "Seller not found."', async () => {
    const theirs = await newSeller({}, ACME_ADMIN);
    for (const id of [theirs.id, 2_000_000_000]) {
      const res = await t.api('GET', `/sellers/${id}/`, { as: ADMIN });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: salesMessages.sellerNotFound });
    }
  });

  it('has a website of http or https only, and ends after it starts', async () => {
    const ftp = await t.api('POST', '/sellers/', {
      as: ADMIN,
      body: {
        code: newCode('S'),
        name: 'Ftp seller',
        start_date: '2024-01-01',
        website: 'ftp://x.example.com',
      },
    });
    expect(ftp.json()).toEqual({ website: [fieldMessages.website] });
    const backwards = await t.api('POST', '/sellers/', {
      as: ADMIN,
      body: { code: newCode('S'), name: 'Backwards', start_date: '2024-01-01', end_date: '2023-12-31' },
    });
    expect(backwards.json()).toEqual({ end_date: [fieldMessages.endBeforeStart] });
    // On a change, judged with the row's other date.
    const seller = await newSeller({ website: 'https://sales.example.com' });
    const res = await t.api('PATCH', `/sellers/${seller.id}/`, {
      as: ADMIN,
      body: { end_date: '2023-06-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ end_date: [fieldMessages.endBeforeStart] });
  });

  it('has at most one user account, of its own organisation', async () => {
    const user = await t.createUser({ email: uniqueEmail('seller'), role: 'sales' });
    const seller = await newSeller({ user_id: user.id });
    expect(seller.user_id).toBe(user.id);
    const second = await t.api('POST', '/sellers/', {
      as: ADMIN,
      body: { code: newCode('S'), name: 'Twice', start_date: '2024-01-01', user_id: user.id },
    });
    expect(second.json()).toEqual({ user_id: [salesMessages.userIsSeller] });
    const acmeUser = await t.createUser({ email: uniqueEmail('acme'), role: 'user', org: 'ACME' });
    const foreign = await t.api('POST', '/sellers/', {
      as: ADMIN,
      body: { code: newCode('S'), name: 'Foreign account', start_date: '2024-01-01', user_id: acmeUser.id },
    });
    expect(foreign.json()).toEqual({ user_id: [fieldMessages.referenceNotFound] });
  });

  it('is listed by level and counts its clients', async () => {
    const seller = await newSeller({ level: 'lead' });
    await created(
      t,
      '/clients/',
      { code: newCode('C'), name: 'Looked after', kind: 'person', seller_id: seller.id },
      MANAGER,
    );
    const res = await t.api('GET', '/sellers/?level=lead&page_size=100', { as: ADMIN });
    const found = (res.json().results as Seller[]).find((s) => s.id === seller.id);
    expect(found?.clients_count).toBe(1);
    const juniors = await t.api('GET', '/sellers/?level=junior&page_size=100', { as: ADMIN });
    expect((juniors.json().results as Seller[]).map((s) => s.id)).not.toContain(seller.id);
    const overview = (await t.api('GET', `/sellers/${seller.id}/overview/`, { as: MANAGER })).json();
    expect(overview).toMatchObject({ orders_count: 0, clients_count: 1, last_order: null, revenue: [] });
  });

  it('is kept while a client names it (409), deleted once free', async () => {
    const seller = await newSeller();
    const client = await created<{ id: number }>(
      t,
      '/clients/',
      { code: newCode('C'), name: 'Assigned', kind: 'person', seller_id: seller.id },
      MANAGER,
    );
    const kept = await t.api('DELETE', `/sellers/${seller.id}/`, { as: ADMIN });
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toEqual({ detail: salesMessages.sellerInUse(1) });
    await t.api('PATCH', `/clients/${client.id}/`, { as: MANAGER, body: { seller_id: null } });
    expect((await t.api('DELETE', `/sellers/${seller.id}/`, { as: ADMIN })).statusCode).toBe(204);
  });
});

describe('a sales rep', () => {
  it('sees their own seller profile only', async () => {
    const own = await ownSeller(SALES);
    const list = (await t.api('GET', '/sellers/?page_size=100', { as: SALES })).json();
    expect((list.results as Seller[]).map((s) => s.id)).toEqual([own.id]);
    const other = await newSeller();
    const res = await t.api('GET', `/sellers/${other.id}/`, { as: SALES });
    expect(res.json()).toEqual({ detail: salesMessages.sellerNotFound });
  });

  it('changes their contact details and bio, not their level, dates, code or account', async () => {
    const own = await ownSeller(SALES);
    const ok = await t.api('PATCH', `/sellers/${own.id}/`, {
      as: SALES,
      body: {
        phone: '+33 1 23 45 67 89',
        notes: 'Paris corporate accounts.',
        website: 'https://me.example.com',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await t.api('PATCH', `/sellers/${own.id}/`, {
      as: SALES,
      body: { level: 'lead', end_date: '2030-01-01', phone: '+33 1 00 00 00 00' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      level: [salesMessages.sellerOwnProfileOnly],
      end_date: [salesMessages.sellerOwnProfileOnly],
    });
  });

  it('adds no seller, not even themselves, and does not delete their own', async () => {
    const { user } = await t.login(SALES);
    const add = await t.api('POST', '/sellers/', {
      as: SALES,
      body: { code: newCode('S'), name: 'Me again', start_date: '2024-01-01', user_id: user.id },
    });
    expect(add.statusCode).toBe(403);
    const own = await ownSeller(SALES);
    expect((await t.api('DELETE', `/sellers/${own.id}/`, { as: SALES })).statusCode).toBe(403);
  });
});
