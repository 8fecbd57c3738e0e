import { and, eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ListQuerySchema } from '../../domain/common/pagination';
import { authenticate } from '../../server/auth/authenticate';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { resourceRoutes } from '../../server/http/resource';
import { subResourceRoutes } from '../../server/http/subResource';
import type { App } from '../../server/http/types';
import { startTestApp, type TestApp } from './harness';

// A parent and its children that exist only in this suite: shelves (as reachable as brands) and
// the labels on each shelf.
const shelves = pgTable('test_shelves', {
  id: serial('id').primaryKey(),
  id_organization: integer('id_organization').notNull(),
  name: text('name').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const labels = pgTable(
  'test_labels',
  {
    id: serial('id').primaryKey(),
    id_organization: integer('id_organization').notNull(),
    shelf_id: integer('shelf_id').notNull(),
    text: text('text').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_labels_shelf_text_unique').on(t.shelf_id, t.text)],
);

const Item = z.object({
  id: z.number(),
  id_organization: z.number(),
  shelf_id: z.number().optional(),
  name: z.string().optional(),
  text: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
const plainList = {
  orderable: { id: labels.id },
  defaultOrdering: 'id',
  searchable: [],
  tieBreaker: labels.id,
};

function shelfRoutes(app: App, services: Parameters<typeof resourceRoutes>[1]) {
  void app.register(
    async (api) => {
      api.addHook('onRequest', authenticate(services));
      const scope = api as unknown as App;
      const shelf = resourceRoutes(scope, services, {
        name: 'Shelf',
        path: '/shelves/',
        subject: 'Brand',
        table: shelves,
        accessColumns: { id_organization: shelves.id_organization },
        schemas: {
          item: Item,
          create: z.strictObject({ name: z.string() }),
          update: z.strictObject({ name: z.string() }).partial(),
          listQuery: ListQuerySchema,
        },
        list: {
          orderable: { id: shelves.id },
          defaultOrdering: 'id',
          searchable: [],
          tieBreaker: shelves.id,
        },
        unique: {},
      });
      subResourceRoutes(scope, services, shelf, {
        name: 'Label',
        table: labels,
        parentColumn: labels.shelf_id,
        schemas: {
          item: Item,
          create: z.strictObject({ text: z.string() }),
          update: z.strictObject({ text: z.string() }).partial(),
          listQuery: ListQuerySchema,
        },
        list: { ...plainList, searchable: [labels.text] },
        unique: { test_labels_shelf_text_unique: ['text', 'This shelf already has that label.'] },
      });
    },
    { prefix: '/api' },
  );
}

let t: TestApp;
let shelf: number;
let otherShelf: number;
let acmeShelf: number;
beforeAll(async () => {
  t = await startTestApp({}, { extraRoutes: shelfRoutes });
  await t.db.execute(sql`create table test_shelves (id serial primary key, id_organization integer not null,
    name text not null, created_at timestamptz not null default now(), updated_at timestamptz not null default now())`);
  await t.db.execute(sql`create table test_labels (id serial primary key, id_organization integer not null,
    shelf_id integer not null references test_shelves(id) on delete cascade, text text not null,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now())`);
  await t.db.execute(sql`create unique index test_labels_shelf_text_unique on test_labels (shelf_id, text)`);
  const create = async (as: string) =>
    (await t.api('POST', '/shelves/', { as, body: { name: 'Top' } })).json().id as number;
  shelf = await create('admin@demo.local');
  otherShelf = await create('admin@demo.local');
  acmeShelf = await create('admin@acme.local');
});
afterAll(() => t.close());

const labelsOf = (id: number) => `/shelves/${id}/labels/`;

describe('a sub-resource declared on a parent', () => {
  it('creates rows under the parent, in its organisation, and audits them', async () => {
    const res = await t.api('POST', labelsOf(shelf), { as: 'admin@demo.local', body: { text: 'Fragile' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      shelf_id: shelf,
      text: 'Fragile',
      id_organization: await t.orgId('DEMO'),
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'label.create'), eq(auditLogs.object_id, String(res.json().id))));
    expect(audit).toMatchObject({ object_type: 'Label', before: null });
  });

  it('lists, reads, updates and deletes only the rows of that parent', async () => {
    const mine = (
      await t.api('POST', labelsOf(shelf), { as: 'admin@demo.local', body: { text: 'Mine' } })
    ).json();
    const theirs = (
      await t.api('POST', labelsOf(otherShelf), { as: 'admin@demo.local', body: { text: 'Theirs' } })
    ).json();
    const list = (await t.api('GET', labelsOf(shelf), { as: 'admin@demo.local' })).json();
    expect(list.results.map((l: { shelf_id: number }) => l.shelf_id)).toEqual(list.results.map(() => shelf));
    expect(list.results.map((l: { id: number }) => l.id)).toContain(mine.id);
    // Another parent's row through this parent's path is not found, for every action.
    for (const [method, body] of [['GET'], ['PATCH', { text: 'x' }], ['DELETE']] as const) {
      const res = await t.api(method, `${labelsOf(shelf)}${theirs.id}/`, { as: 'admin@demo.local', body });
      expect(res.statusCode, method).toBe(404);
    }
    const renamed = await t.api('PATCH', `${labelsOf(shelf)}${mine.id}/`, {
      as: 'admin@demo.local',
      body: { text: 'Renamed' },
    });
    expect(renamed.json()).toMatchObject({ id: mine.id, text: 'Renamed' });
    expect(
      (await t.api('DELETE', `${labelsOf(shelf)}${mine.id}/`, { as: 'admin@demo.local' })).statusCode,
    ).toBe(204);
    expect((await t.api('GET', `${labelsOf(shelf)}${mine.id}/`, { as: 'admin@demo.local' })).statusCode).toBe(
      404,
    );
  });

  it("another organisation's parent is not found, its rows neither", async () => {
    for (const [method, body] of [['GET'], ['POST', { text: 'Intruder' }]] as const) {
      const res = await t.api(method, labelsOf(acmeShelf), { as: 'admin@demo.local', body });
      expect(res.statusCode, method).toBe(404);
    }
    const count = await t.db.select().from(labels).where(eq(labels.shelf_id, acmeShelf));
    expect(count).toEqual([]);
  });

  it('who may read the parent reads its rows; changing them takes updating the parent (403)', async () => {
    await t.api('POST', labelsOf(shelf), { as: 'admin@demo.local', body: { text: 'Readable' } });
    expect((await t.api('GET', labelsOf(shelf), { as: 'user@demo.local' })).statusCode).toBe(200);
    const res = await t.api('POST', labelsOf(shelf), { as: 'user@demo.local', body: { text: 'Nope' } });
    expect(res.statusCode).toBe(403);
    expect((await t.db.select().from(labels).where(eq(labels.text, 'Nope'))).length).toBe(0);
  });

  it('a unique clash is a field error', async () => {
    await t.api('POST', labelsOf(shelf), { as: 'admin@demo.local', body: { text: 'Twice' } });
    const res = await t.api('POST', labelsOf(shelf), { as: 'admin@demo.local', body: { text: 'Twice' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ text: ['This shelf already has that label.'] });
  });
});
