import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACME_ADMIN,
  ADMIN,
  BRAND_MANAGER,
  created,
  lastAudit,
  MANAGER,
  newCode,
  USER,
} from './catalogue-support';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let products: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp();
  const list = (await t.api('GET', '/products/?page_size=100', { as: ADMIN })).json() as {
    results: { id: number; code: string }[];
  };
  products = Object.fromEntries(list.results.map((p) => [p.code, p.id]));
});
afterAll(() => t.close());

type Review = {
  id: number;
  product: number;
  product_name: string;
  status: string;
  moderated_by: number | null;
  moderated_at: string | null;
};

describe('product reviews (manage-review)', () => {
  it('lists the seeded reviews with filters, moderates one and audits it', async () => {
    const pending = (await t.api('GET', '/product-reviews/?status=pending', { as: ADMIN })).json();
    expect(pending.count).toBe(2);
    const review = pending.results[0] as Review;
    const res = await t.api('PATCH', `/product-reviews/${review.id}/`, {
      as: ADMIN,
      body: { status: 'approved' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const admin = (await t.login(ADMIN)).user.id;
    expect(res.json()).toMatchObject({ status: 'approved', moderated_by: admin });
    expect(res.json().moderated_at).not.toBeNull();
    expect(await lastAudit(t, 'ProductReview', review.id)).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    const edit = await t.api('PATCH', `/product-reviews/${review.id}/`, {
      as: ADMIN,
      body: { comment: 'rewritten' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ comment: ['Unknown field.'] });
    const fiveStars = (await t.api('GET', '/product-reviews/?rating=5', { as: ADMIN })).json();
    expect(fiveStars.results).toAllSatisfy((r: { rating: number }) => r.rating === 5);
  });

  it('checks ratings and e-mail, and keeps reviews within their product’s reach', async () => {
    const bad = await t.api('POST', '/product-reviews/', {
      as: ADMIN,
      body: { product: products.NOVA_X1, author_name: 'A', author_email: 'nope', rating: 6 },
    });
    expect(bad.json()).toEqual({
      author_email: ['Enter a valid email address.'],
      rating: ['A rating is from 1 to 5.'],
    });
    const r = await created<Review>(t, '/product-reviews/', {
      product: products.TERRA_TENT,
      author_name: 'Kim',
      author_email: 'kim@example.com',
      rating: 4,
    });
    expect(r.product_name).toBe('Terra Tent 2P');
    // A brand manager (Nova) does not reach a Terra product's reviews; a user reads, never moderates.
    expect((await t.api('GET', `/product-reviews/${r.id}/`, { as: BRAND_MANAGER })).statusCode).toBe(404);
    expect((await t.api('GET', `/product-reviews/${r.id}/`, { as: USER })).statusCode).toBe(200);
    expect(
      (await t.api('PATCH', `/product-reviews/${r.id}/`, { as: USER, body: { status: 'rejected' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.api('GET', `/product-reviews/${r.id}/`, { as: ACME_ADMIN })).statusCode).toBe(404);
    expect((await t.api('GET', '/product-reviews/', { as: MANAGER })).statusCode).toBe(403);
  });
});

describe('referrals', () => {
  it('creates, edits and deletes, with unique codes and the product’s organisation checked', async () => {
    const code = newCode('REF');
    const r = await created<{ id: number; product_name: string | null }>(t, '/referrals/', {
      code,
      referrer_name: 'Ana',
      referrer_email: 'ana@example.com',
      referred_email: 'bo@example.com',
      product: products.NOVA_BUDS,
      commission_rate: 4.5,
    });
    expect(r.product_name).toBe('Nova Buds');
    const dupe = await t.api('POST', '/referrals/', {
      as: ADMIN,
      body: {
        code,
        referrer_name: 'B',
        referrer_email: 'b@example.com',
        referred_email: 'c@example.com',
        commission_rate: 1,
      },
    });
    expect(dupe.json()).toEqual({ code: ['This code is already in use'] });
    const acmeProduct = (await t.api('GET', '/products/?page_size=5', { as: ACME_ADMIN })).json().results[0]
      .id;
    const cross = await t.api('PATCH', `/referrals/${r.id}/`, { as: ADMIN, body: { product: acmeProduct } });
    expect(cross.json()).toEqual({ product: ['Not found in this organisation.'] });
    const paid = await t.api('PATCH', `/referrals/${r.id}/`, {
      as: ADMIN,
      body: { status: 'paid', commission_rate: 101 },
    });
    expect(paid.json()).toEqual({ commission_rate: ['A commission is from 0 to 100 %.'] });
    expect(
      (await t.api('PATCH', `/referrals/${r.id}/`, { as: ADMIN, body: { status: 'paid' } })).json().status,
    ).toBe('paid');
    expect((await t.api('GET', `/referrals/${r.id}/`, { as: ACME_ADMIN })).statusCode).toBe(404);
    expect((await t.api('DELETE', `/referrals/${r.id}/`, { as: USER })).statusCode).toBe(403);
    expect((await t.api('DELETE', `/referrals/${r.id}/`, { as: ADMIN })).statusCode).toBe(204);
  });
});
