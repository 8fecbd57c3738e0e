import { and, count, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { IN_USE_SUBJECTS, catalogueMessages as m, type InUseSubject } from '../../../domain/catalogue';
import { fieldMessages } from '../../../domain/common/messages';
import type { DbOrTx } from '../../db/client';
import { badRequest, detailError, fieldError, type FieldErrors } from '../../http/errors';

/** Catalogue configuration rows are scoped by organisation only. */
export const orgColumns = (table: { id: PgColumn; id_organization: PgColumn }) => ({
  id: table.id,
  id_organization: table.id_organization,
});

type Dated = { start_date?: string | null; end_date?: string | null };

/** End after start, judged on the row as it would be after the change. */
export function checkDates(row: Dated, changes: Dated) {
  const start = changes.start_date !== undefined ? changes.start_date : row.start_date;
  const end = changes.end_date !== undefined ? changes.end_date : row.end_date;
  if (start && end && end <= start) throw fieldError('end_date', fieldMessages.endBeforeStart);
}

/** 409 while products still point to the row through `column`. */
export async function refuseWhileUsed(tx: DbOrTx, column: PgColumn, id: number, what: InUseSubject) {
  const [row] = await tx
    .select({ n: count() })
    .from(column.table as PgTable)
    .where(eq(column, id));
  const n = Number(row?.n ?? 0);
  if (n > 0) throw detailError(409, m.inUse(IN_USE_SUBJECTS[what], n));
}

/**
 * Checks that each referenced id names a row of the organisation (another organisation's id is
 * reported like a missing one); collects every bad field before failing.
 */
export async function checkReferences(
  tx: DbOrTx,
  orgId: number,
  refs: { field: string; table: PgTable & { id: PgColumn; id_organization: PgColumn }; ids: number[] }[],
) {
  const errors: FieldErrors = {};
  for (const { field, table, ids } of refs) {
    const wanted = [...new Set(ids)];
    if (!wanted.length) continue;
    const found = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(inArray(table.id, wanted), eq(table.id_organization, orgId)));
    if (found.length !== wanted.length) errors[field] = [fieldMessages.referenceNotFound];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}
