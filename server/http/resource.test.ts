import { and } from 'drizzle-orm';
import { integer, PgDialect, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { filterWhere, pluralPath } from './resource';

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
});
