import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { brands } from '../catalogue/tables';
import { checkReferences } from '../catalogue/rules';
import { detailError } from '../../http/errors';
import { UNIT_TABLES, niveaux, unitStatuses, unitTypes } from './tables';

type OrgTable = PgTable & { id: PgColumn; id_organization: PgColumn };

/**
 * Every reference a unit may hold, by field: its parent (a typed column, so the kind is right
 * by construction), its status and type, a service's manager (a user) and niveau, a team's brand.
 * Each must name a row of the unit's own organisation.
 */
export const UNIT_REFERENCES: Record<string, OrgTable> = {
  status_id: unitStatuses,
  type_id: unitTypes,
  group_id: UNIT_TABLES.group,
  company_id: UNIT_TABLES.company,
  establishment_id: UNIT_TABLES.establishment,
  service_id: UNIT_TABLES.service,
  manager_id: users,
  niveau_id: niveaux,
  brand: brands,
};

/** 400 on each field of `values` that names a row outside organisation `orgId` (or none at all). */
export function checkUnitReferences(tx: DbOrTx, orgId: number, values: Record<string, unknown>) {
  return checkReferences(
    tx,
    orgId,
    Object.entries(values)
      .filter(([field, value]) => UNIT_REFERENCES[field] && typeof value === 'number')
      .map(([field, value]) => ({ field, table: UNIT_REFERENCES[field]!, ids: [value as number] })),
  );
}

/** How many rows point to `id` through `column`. */
export async function countWhere(tx: DbOrTx, column: PgColumn, id: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(column.table as PgTable)
    .where(eq(column, id));
  return Number(row?.n ?? 0);
}

/** 409 with `message(n)` while `columns` still point to `id` (n summed over them). */
export async function refuseWhileHeld(
  tx: DbOrTx,
  columns: PgColumn[],
  id: number,
  message: (n: number) => string,
) {
  let n = 0;
  for (const column of columns) n += await countWhere(tx, column, id);
  if (n > 0) throw detailError(409, message(n));
}
