import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { teams } from './tables';

/**
 * The team that stands for team number `n`, as migration 0009 made them from the users' former
 * numbers (its SQL writes the same three texts; server/modules/units/migration.test.ts holds them together).
 */
export const numberedTeam = (n: number) => ({
  code: `T${n}`,
  name: `Team ${n}`,
  description: `Made from team number ${n}, which its members had before teams existed.`,
});

/**
 * The ids of the numbered teams of an organisation, each created if missing (in ascending
 * order, as the migration does), so a fresh seed gives the shape a migrated database has.
 */
export async function numberedTeams(
  tx: DbOrTx,
  orgId: number,
  numbers: number[],
): Promise<Map<number, number>> {
  const wanted = [...new Set(numbers)].sort((a, b) => a - b);
  if (!wanted.length) return new Map();
  await tx
    .insert(teams)
    .values(wanted.map((n) => ({ id_organization: orgId, ...numberedTeam(n) })))
    .onConflictDoNothing();
  const codes = wanted.map((n) => numberedTeam(n).code);
  const rows = await tx
    .select({ id: teams.id, code: teams.code })
    .from(teams)
    .where(and(eq(teams.id_organization, orgId), inArray(teams.code, codes)));
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  return new Map(wanted.map((n) => [n, byCode.get(numberedTeam(n).code)!]));
}
