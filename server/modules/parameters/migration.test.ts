import { rmSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from '../../../domain/parameters/applicationParameters';
import { createPglite } from '../../db/client';
import { migrationsBefore, migrationsFolder } from '../../db/migrationsBefore';
import { parametersOf } from './parameters';

/**
 * Migration 0019 on a database whose organisations saved catalogue settings: they become the
 * application parameters' sales and catalogue values, nothing lost; an organisation that never
 * saved any keeps the defaults; the catalogue settings are gone.
 */
describe('migration 0019: the catalogue settings become application parameters', () => {
  let client: PGlite;
  let before: string;
  const ids = { saved: 0, never: 0 };
  const savedAt = new Date('2026-03-04T05:06:07Z');

  beforeAll(async () => {
    client = await createPglite(undefined);
    before = migrationsBefore('0019_application_parameters');
    await migrate(drizzle({ client }), { migrationsFolder: before });
    const org = async (code: string) =>
      (
        await client.query<{ id: number }>(
          `insert into organizations (code, name) values ($1, $1) returning id`,
          [code],
        )
      ).rows[0]!.id;
    ids.saved = await org('SAVED');
    ids.never = await org('NEVER');
    await client.query(
      `insert into catalogue_settings (id_organization, currency, low_stock_threshold, default_priority,
         default_minimum_order_quantity, updated_at) values ($1, 'JPY', 42, 'critical', 12, $2)`,
      [ids.saved, savedAt.toISOString()],
    );
    await migrate(drizzle({ client }), { migrationsFolder });
  });

  afterAll(async () => {
    await client?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  it('keeps each saved setting in its tab, the new parameters at their defaults', async () => {
    expect(await parametersOf(drizzle({ client }), ids.saved)).toEqual({
      general: DEFAULT_PARAMETERS.general,
      sales: { ...DEFAULT_PARAMETERS.sales, currency: 'JPY' },
      catalogue: {
        low_stock_threshold: 42,
        default_priority: 'critical',
        default_minimum_order_quantity: 12,
      },
      notifications: DEFAULT_PARAMETERS.notifications,
      updated_at: savedAt.toISOString(),
    });
  });

  it('leaves an organisation that never saved any with the defaults', async () => {
    expect(await parametersOf(drizzle({ client }), ids.never)).toEqual({
      ...DEFAULT_PARAMETERS,
      updated_at: null,
    });
  });

  it('drops the catalogue settings and announces changes of the parameters', async () => {
    const tables = await client.query(
      `select 1 from information_schema.tables where table_name = 'catalogue_settings'`,
    );
    expect(tables.rows).toEqual([]);
    const triggers = await client.query<{ tgname: string }>(
      `select tgname from pg_trigger where tgrelid = 'application_parameters'::regclass and not tgisinternal`,
    );
    expect(triggers.rows.map((r) => r.tgname)).toEqual(['application_parameters_changed']);
  });
});
