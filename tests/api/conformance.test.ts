import { and, count, eq, gt, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '../../domain/common/pagination';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { resourcePath, type AnyResource } from '../../server/http/resource';
import { products, productStatuses } from '../../server/modules/catalogue/tables';
import { clients } from '../../server/modules/sales/tables';
import { users } from '../../server/db/tables/users';
import {
  ADMIN,
  ACME_ADMIN,
  CLIENT_ADMIN,
  MANAGER,
  SUPERUSER,
  USER,
  created,
  newCode,
} from './catalogue-support';
import { ACME_CLIENT_ADMIN, SUPPORT, clientOf, orgOfEmail } from './sales-support';

import { startTestApp, uniqueEmail, type TestApp } from './harness';
import { productOf } from './tracking-support';

/**
 * The API's conventions, run over every resource the app declares (server/http/resource.ts):
 * each supplies only a valid create body, a role that reads but may not write, and its unique
 * field. A resource registered without a fixture fails the first test.
 */
type Fixture = {
  /** A valid new row for the caller's organisation, different at each call. */
  body: (as: string) => Promise<Record<string, unknown>>;
  /**
   * Reads the rows, may not create them; none where the role table has no such role (invoices
   * are Sale's and client environments Environment's: whoever reads them may write them).
   */
  reader?: string;
  /** A field a unique index covers: the same value twice is a 400 on it. */
  unique?: string;
  /** A field of the body that `?search=` finds the row by (by default its code). */
  search?: string;
  /** Who lists, creates and changes the rows in these tests (by default the Demo admin). */
  writer?: string;
  /**
   * A row another organisation's caller made (`creates`) and one who must not reach it (`reads`):
   * by default Acme's admin and the Demo admin. For the organisations themselves, a new one and a
   * client administrator, who reaches only its own.
   */
  foreign?: { creates: string; reads: string };
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ email: ACME_HR, role: 'hr', org: 'ACME' });
  await t.createUser({ email: ACME_MANAGER, role: 'manager', org: 'ACME' });
  await t.createUser({ email: ACME_CLIENT_ADMIN, role: 'CLIENT_ADMIN', org: 'ACME' });
  await t.createUser({ email: ACME_SUPPORT, role: 'support', org: 'ACME' });
});
afterAll(() => t.close());

/** The first row of a list as `as` sees it. */
const firstId = async (path: string, as: string) =>
  (await t.api('GET', `${path}?page_size=5`, { as })).json().results[0].id as number;
const coded = (fields: Record<string, unknown>) => ({
  code: newCode('K'),
  name: `Conf ${newCode('N')}`,
  ...fields,
});
const product = async (as: string) =>
  coded({
    status: await firstId('/product-statuses/', as),
    product_type: await firstId('/product-types/', as),
    brand: await firstId('/brands/', as),
    priority: 'medium',
    cost_basis: 10,
    stock_quantity: 3,
  });

const orgOf = async (as: string) => (await t.login(as)).user.id_organization;
/** A client of the caller's organisation (the demo data has some in each). */
const orderClient = async (as: string) => {
  const [row] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id_organization, await orgOf(as)))
    .limit(1);
  return row!.id;
};
/** A product the caller's organisation may sell: a status that allows sales, a price, stock. */
const sellableProduct = async (as: string) => {
  const [row] = await t.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productStatuses, eq(productStatuses.id, products.status))
    .where(
      and(
        eq(products.id_organization, await orgOf(as)),
        eq(productStatuses.allows_sales, true),
        isNotNull(products.suggested_retail_price),
        gt(products.stock_quantity, 0),
      ),
    )
    .limit(1);
  return row!.id;
};

/** A row of `path` as `as` sees it, made from `name`'s fixture when there is none yet. */
const someRow = async (path: string, name: string, as: string) => {
  const [row] = (await t.api('GET', `${path}?page_size=5`, { as })).json().results as { id: number }[];
  if (row) return row.id;
  const res = await t.api('POST', path, { as, body: await FIXTURES[name]!.body(as) });
  expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
  return res.json().id as number;
};
// The organisation's structure: HR reads it (people are placed in it) and may not change it.
// Persons and employees are HR's to write; Acme's demo staff has no HR account (made below).
const HR = 'hr@demo.local';
const ACME_HR = 'hr@acme.conformance.local';
// Clients are the Customer right's: managers and sales write them, support reads them (and may
// change only their notes and status). Acme's demo staff has no manager (made below).
const SALES = 'sales@demo.local';
const ACME_MANAGER = 'manager@acme.conformance.local';
const CUSTOMER_WRITERS = { writer: MANAGER, foreign: { creates: ACME_MANAGER, reads: MANAGER } };
const ACME_USER = 'user@acme.local';
const ACME_SUPPORT = 'support@acme.conformance.local';

const FIXTURES: Record<string, Fixture> = {
  Group: { body: async () => coded({}), reader: HR, unique: 'code' },
  Company: { body: async () => coded({}), reader: HR, unique: 'code' },
  Establishment: {
    body: async (as) => coded({ company_id: await someRow('/companies/', 'Company', as) }),
    reader: HR,
    unique: 'code',
  },
  Service: {
    body: async (as) => coded({ establishment_id: await someRow('/establishments/', 'Establishment', as) }),
    reader: HR,
    unique: 'code',
  },
  Team: { body: async () => coded({}), reader: HR, unique: 'code' },
  Workplace: { body: async () => coded({}), reader: HR, unique: 'code' },
  Niveau: { body: async () => coded({ level: 3 }), reader: HR, unique: 'code' },
  UnitStatus: { body: async () => coded({}), reader: HR, unique: 'code' },
  UnitType: { body: async () => coded({}), reader: HR, unique: 'code' },
  // Under each unit kind and the organisation (one declaration, seven parents).
  UnitAddress: {
    body: async () => ({ address: `${newCode('A')} Harbour Road`, city: 'Lyon' }),
    reader: HR,
    search: 'address',
  },
  UnitContact: {
    body: async () => ({ contact_name: `Desk ${newCode('D')}`, email: uniqueEmail('desk') }),
    reader: HR,
    search: 'contact_name',
  },
  Brand: { body: async () => coded({}), reader: USER, unique: 'code' },
  // A sales rep reads their own seller profile and adds no seller.
  Seller: { body: async () => coded({ start_date: '2024-01-01' }), reader: SALES, unique: 'code' },
  Client: {
    body: async () => coded({ kind: 'company' }),
    reader: SUPPORT,
    unique: 'code',
    ...CUSTOMER_WRITERS,
  },
  ClientContact: {
    body: async () => ({ name: `Buyer ${newCode('P')}`, email: uniqueEmail('portal') }),
    reader: SUPPORT,
    unique: 'email',
    search: 'name',
    ...CUSTOMER_WRITERS,
  },
  Category: { body: async () => coded({}), reader: USER, unique: 'code' },
  ProductType: { body: async () => coded({}), reader: USER, unique: 'code' },
  ProductStatus: { body: async () => coded({}), reader: USER, unique: 'code' },
  Product: { body: product, reader: USER, unique: 'code' },
  ProductLaunch: {
    body: async (as) =>
      coded({ product: await firstId('/products/', as), planned_launch_date: '2027-03-01' }),
    reader: USER,
    unique: 'code',
  },
  ProductReview: {
    body: async (as) => ({
      product: await firstId('/products/', as),
      author_name: `Ada ${newCode('A')}`,
      author_email: uniqueEmail('review'),
      rating: 4,
    }),
    reader: USER,
    search: 'author_name',
  },
  Referral: {
    body: async () => ({
      code: newCode('R'),
      referrer_name: 'Ada',
      referrer_email: uniqueEmail('referrer'),
      referred_email: uniqueEmail('referred'),
      commission_rate: 5,
    }),
    reader: USER,
    unique: 'code',
  },
  SecurityRole: {
    body: async () => ({ name: 'Conformance', code: newCode('role').toLowerCase(), level: 'team' }),
    reader: MANAGER,
    unique: 'code',
  },
  User: {
    body: async () => ({ email: uniqueEmail('conf'), password: 'conform-passw0rd' }),
    reader: MANAGER,
    unique: 'email',
    search: 'email',
  },
  Organization: {
    body: async () => coded({}),
    reader: CLIENT_ADMIN,
    unique: 'code',
    writer: SUPERUSER,
    foreign: { creates: SUPERUSER, reads: CLIENT_ADMIN },
  },
  Person: {
    body: async () => ({ full_name: `Conf ${newCode('P')}`, national_id: newCode('NID') }),
    reader: ADMIN,
    unique: 'national_id',
    search: 'full_name',
    writer: HR,
    foreign: { creates: ACME_HR, reads: HR },
  },
  // Orders are numbered by the server (no unique field to send); support reads them and may not place one.
  Order: {
    body: async (as) => ({
      client: await orderClient(as),
      lines: [{ product: await sellableProduct(as), quantity: 1 }],
      notes: `Conf ${newCode('O')}`,
    }),
    reader: 'support@demo.local',
    search: 'notes',
  },
  Employee: {
    body: async (as) => ({
      person_id: (await created<{ id: number }>(t, '/persons/', { full_name: 'Conf Employee' }, as)).id,
      team_id: await t.team(1, as === ACME_HR ? 'ACME' : 'DEMO'),
      position: `Conf ${newCode('E')}`,
      start_date: '2025-01-01',
    }),
    reader: ADMIN,
    search: 'position',
    writer: HR,
    foreign: { creates: ACME_HR, reads: HR },
  },
  // The search by number or client name is tested in tests/api/invoices.test.ts.
  Invoice: {
    body: async (as) => ({
      client: await clientOf(t, orgOfEmail(as)),
      lines: [{ description: `Conf ${newCode('L')}`, quantity: 2, unit_price: '12.50', tax_rate: '20' }],
    }),
  },
  Environment: {
    body: async (as) => ({
      client: await clientOf(t, orgOfEmail(as)),
      name: `Conf ${newCode('E')}`,
      kind: 'staging',
      url: 'https://staging.harbour.example',
    }),
    unique: 'name',
    search: 'name',
    writer: CLIENT_ADMIN,
    foreign: { creates: ACME_CLIENT_ADMIN, reads: CLIENT_ADMIN },
  },
  // Only a client's administrator (and the superusers) reach tracking: no role reads without writing.
  Batch: {
    body: async (as) => ({
      lot_number: newCode('LOT').replace(/_/g, '-'),
      product: await productOf(t, orgOfEmail(as)),
      quantity: 10,
      notes: `Conf ${newCode('B')}`,
    }),
    unique: 'lot_number',
    search: 'lot_number',
    writer: CLIENT_ADMIN,
    foreign: { creates: ACME_CLIENT_ADMIN, reads: CLIENT_ADMIN },
  },
  TrackedProduct: {
    body: async (as) => ({
      serial_number: newCode('SN').replace(/_/g, '-'),
      product: await productOf(t, orgOfEmail(as)),
      location: 'Conformance shelf',
    }),
    unique: 'serial_number',
    search: 'serial_number',
    writer: CLIENT_ADMIN,
    foreign: { creates: ACME_CLIENT_ADMIN, reads: CLIENT_ADMIN },
  },
  // Support manages tickets (no role reads them without writing them); Acme's demo staff has no support account (made below).
  SupportTicket: {
    body: async (as) => ({ client: await clientOf(t, orgOfEmail(as)), subject: `Conf ${newCode('S')}` }),
    search: 'subject',
    writer: SUPPORT,
    foreign: { creates: ACME_SUPPORT, reads: SUPPORT },
  },
  // HR writes reviews; a user reads the reviews they are part of (none here) and may not create one.
  PerformanceReview: {
    body: async (as) => {
      const [employee, reviewer] = as === ACME_HR ? [ACME_USER, ACME_ADMIN] : [USER, ADMIN];
      return {
        employee_id: await userId(employee),
        reviewer_id: await userId(reviewer),
        period_start: '2025-01-01',
        period_end: '2025-12-31',
      };
    },
    reader: USER,
    writer: HR,
    foreign: { creates: ACME_HR, reads: HR },
  },
};

/** A user's id by their email (the reviews' people are users of the organisation). */
const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const writerOf = (r: AnyResource) => FIXTURES[r.name]!.writer ?? ADMIN;

const pathOf = (r: AnyResource) => resourcePath(r);
/**
 * Where `as` reaches the resource's rows: a sub-resource's under a parent of theirs (the first
 * they read, or one made from the parent's fixture; the organisation itself for its profile's).
 */
const pathFor = async (r: AnyResource, as: string) => {
  if (!r.under) return pathOf(r);
  const { parentPath } = r.under;
  const parent = t.services.resources.find((p) => pathOf(p) === parentPath);
  const id = parent
    ? await someRow(parentPath, parent.name, as)
    : ((await t.api('GET', `${parentPath}?page_size=5`, { as })).json().results[0].id as number);
  return pathOf(r).replace(':parent', String(id));
};
const rowsIn = async (table: PgTable) => Number((await t.db.select({ n: count() }).from(table))[0]!.n);
const create = async (r: AnyResource, as: string, body?: Record<string, unknown>) => {
  const res = await t.api('POST', await pathFor(r, as), {
    as,
    body: body ?? (await FIXTURES[r.name]!.body(as)),
  });
  expect(res.statusCode, `${r.name}: ${res.body}`).toBe(201);
  return res.json() as Record<string, unknown> & { id: number };
};

describe('every registered resource', () => {
  it('has a conformance fixture', () => {
    expect(t.services.resources.map((r) => r.name).filter((name) => !FIXTURES[name])).toEqual([]);
  });

  it('pages with each allowed page size, and refuses another', async () => {
    for (const r of t.services.resources) {
      for (const size of PAGE_SIZES) {
        const res = await t.api('GET', `${await pathFor(r, writerOf(r))}?page_size=${size}`, {
          as: writerOf(r),
        });
        expect(res.statusCode, `${r.name} ${size}`).toBe(200);
        expect(res.json().results.length).toBeLessThanOrEqual(size);
      }
      const odd = await t.api('GET', `${await pathFor(r, writerOf(r))}?page_size=7`, { as: writerOf(r) });
      expect(odd.statusCode, r.name).toBe(400);
      expect(Object.keys(odd.json())).toEqual(['page_size']);
    }
  });

  it('orders by each declared field, both ways, and refuses another', async () => {
    for (const r of t.services.resources) {
      for (const field of Object.keys(r.list.orderable)) {
        for (const ordering of [field, `-${field}`]) {
          const res = await t.api('GET', `${await pathFor(r, writerOf(r))}?ordering=${ordering}`, {
            as: writerOf(r),
          });
          expect(res.statusCode, `${r.name} ${ordering}`).toBe(200);
        }
      }
      const nope = await t.api('GET', `${await pathFor(r, writerOf(r))}?ordering=nope`, { as: writerOf(r) });
      expect(nope.statusCode, r.name).toBe(400);
    }
  });

  it('finds a new row by searching one of its words', async () => {
    for (const r of t.services.resources.filter((r) => r.list.searchable.length)) {
      const body = await FIXTURES[r.name]!.body(writerOf(r));
      const row = await create(r, writerOf(r), body);
      const term = String(body[FIXTURES[r.name]!.search ?? 'code']);
      const res = await t.api(
        'GET',
        `${await pathFor(r, writerOf(r))}?search=${encodeURIComponent(term)}&page_size=100`,
        {
          as: writerOf(r),
        },
      );
      expect(res.statusCode, r.name).toBe(200);
      expect(
        res.json().results.map((x: { id: number }) => x.id),
        r.name,
      ).toContain(row.id);
    }
  });

  it("answers 404 for another organisation's row, for reads and writes", async () => {
    for (const r of t.services.resources) {
      const foreign = FIXTURES[r.name]!.foreign ?? { creates: ACME_ADMIN, reads: ADMIN };
      const theirs = await create(r, foreign.creates);
      // An update body is validated before the row is looked for: PATCH where `{}` is a valid one.
      const methods = [
        'GET',
        ...(r.schemas.update.safeParse({}).success ? ['PATCH'] : []),
        ...(r.deletable === false ? [] : ['DELETE']),
      ] as const;
      for (const method of methods) {
        const res = await t.api(method, `${await pathFor(r, foreign.reads)}${theirs.id}/`, {
          as: foreign.reads,
          ...(method === 'PATCH' && { body: {} }),
        });
        expect(res.statusCode, `${r.name} ${method}`).toBe(404);
      }
    }
  });

  it('lets a reader read but not write (403), writing nothing', async () => {
    const withReader = t.services.resources.filter((r) => FIXTURES[r.name]!.reader);
    // Without one: invoices, client environments, batches, tracked products and support tickets
    // (whoever reads them writes them).
    expect(withReader.length).toBeGreaterThan(t.services.resources.length - 6);
    for (const r of withReader) {
      const reader = FIXTURES[r.name]!.reader!;
      const path = await pathFor(r, reader);
      expect((await t.api('GET', path, { as: reader })).statusCode, r.name).toBe(200);
      const before = await rowsIn(r.table);
      const res = await t.api('POST', path, {
        as: reader,
        body: await FIXTURES[r.name]!.body(writerOf(r)),
      });
      expect(res.statusCode, `${r.name}: ${res.body}`).toBe(403);
      expect(await rowsIn(r.table)).toBe(before);
    }
  });

  it('reports a unique clash as a 400 on the field', async () => {
    for (const r of t.services.resources.filter((r) => FIXTURES[r.name]!.unique)) {
      const field = FIXTURES[r.name]!.unique!;
      const first = await FIXTURES[r.name]!.body(writerOf(r));
      await create(r, writerOf(r), first);
      const again = { ...(await FIXTURES[r.name]!.body(writerOf(r))), [field]: first[field] };
      const res = await t.api('POST', await pathFor(r, writerOf(r)), { as: writerOf(r), body: again });
      expect(res.statusCode, r.name).toBe(400);
      expect(Object.keys(res.json()), r.name).toEqual([field]);
    }
  });

  it('writes an audit row with each create', async () => {
    for (const r of t.services.resources) {
      const row = await create(r, writerOf(r));
      const [audit] = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.object_type, r.name), eq(auditLogs.object_id, String(row.id))));
      expect(audit, r.name).toMatchObject({ before: null });
    }
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    for (const r of t.services.resources) {
      const before = await rowsIn(r.table);
      const res = await t.api('POST', await pathFor(r, writerOf(r)), {
        as: writerOf(r),
        body: { unknown_field: true },
      });
      expect(res.statusCode, r.name).toBe(400);
      expect(await rowsIn(r.table)).toBe(before);
    }
  });
});
