import { and } from 'drizzle-orm';
import { integer, PgDialect, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAppAbility } from '../../domain/access';
import { organizationPart } from '../../domain/units/access';
import type { Principal } from '../access/principals';
import type { Services } from '../services';
import { filterWhere, pluralPath, resourcePath, resourceService } from './resource';

const items = pgTable('items', {
  id: serial('id').primaryKey(),
  status: text('status'),
  price: integer('price'),
});
const filters = {
  status: items.status,
  price_min: { column: items.price, bound: 'min' as const },
  price_max: { column: items.price, bound: 'max' as const },
};
const asSql = (query: Record<string, unknown>) => {
  const { sql, params } = new PgDialect().sqlToQuery(and(...filterWhere(filters, query))!);
  return { sql, params };
};

describe('declared list filters', () => {
  it('compare each parameter the query names with its column: equality or a bound', () => {
    expect(asSql({ status: 'active', price_min: 5, price_max: 9 })).toEqual({
      sql: '("items"."status" = $1 and "items"."price" >= $2 and "items"."price" <= $3)',
      params: ['active', 5, 9],
    });
  });

  it('leave out the parameters the query does not name', () => {
    expect(filterWhere(filters, { price_max: 9, search: 'lamp' }).filter(Boolean)).toHaveLength(1);
  });
});

describe('resource names', () => {
  it.each([
    ['Brand', 'brands'],
    ['Category', 'categories'],
    ['ProductLaunch', 'product-launches'],
    ['ProductStatus', 'product-statuses'],
    ['User', 'users'],
  ])('%s lives at /%s/', (name, path) => {
    expect(pluralPath(name)).toBe(path);
  });

  it('takes the plural a resource gives where English makes it otherwise (a niveau: niveaux)', () => {
    expect(resourcePath({ name: 'Niveau', plural: 'niveaux' })).toBe('/niveaux/');
    expect(resourcePath({ name: 'Niveau' })).toBe('/niveaus/');
    expect(resourcePath({ name: 'SecurityRole', path: '/security/roles/' })).toBe('/security/roles/');
  });
});

describe('a row judged as its subject', () => {
  // CLIENT_ADMIN reads and updates its own Organization: `{ id: <its organisation> }`.
  const ability = createAppAbility([
    { action: ['read', 'update'], subject: 'Organization', conditions: { id: 1 } },
  ]);
  const principal = { ability } as Principal;
  const table = pgTable('parts', {
    id: serial('id').primaryKey(),
    id_organization: integer('id_organization').notNull(),
  });
  const declare = (asSubject?: (row: Record<string, unknown>) => Record<string, unknown>) =>
    resourceService({ database: { db: {} } } as unknown as Services, {
      name: 'Part',
      subject: 'Organization',
      writeAction: 'update',
      table,
      accessColumns: { id: table.id_organization },
      ...(asSubject && { asSubject }),
      schemas: { item: z.any(), create: z.any(), update: z.any(), listQuery: z.object({}) },
      list: { orderable: {}, defaultOrdering: 'id', searchable: [], tieBreaker: table.id },
      unique: {},
    });
  // Row 7 of organisation 1: its own id is not its organisation's.
  const row = { id: 7, id_organization: 1 };

  it('maps the row before the ability judges it', async () => {
    const parts = declare(organizationPart);
    expect(await parts.instance({} as never, row)).toEqual({ id: 1, id_organization: 1 });
    const mapped = await parts.instance({} as never, row);
    expect(() => parts.allowed(principal, 'delete', mapped)).not.toThrow();
    const theirs = await parts.instance({} as never, { id: 1, id_organization: 2 });
    expect(() => parts.allowed(principal, 'update', theirs)).toThrow();
  });

  it('without the mapping, the row is judged by its own id (which is why parts need it)', async () => {
    const parts = declare();
    const judged = await parts.instance({} as never, row);
    expect(judged).toBe(row);
    expect(() => parts.allowed(principal, 'update', judged)).toThrow();
  });
});
