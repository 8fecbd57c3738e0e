import { z } from 'zod';
import { id, queryId } from '../common/fields';
import { UNIT_KINDS, UNIT_PARENT, type UnitKind } from './kinds';

// The hierarchy of an organisation as one answer (`GET /units/tree/`), and a move of a unit
// under another parent (`POST /units/move/`), for the tree screen's drag and drop.

const Kind = z.enum(UNIT_KINDS);

/**
 * One unit of the tree. `parent_kind`/`parent_id` name a node of the same answer, or are null
 * for a root (a group, a company in no group, a unit not placed yet, or one whose parent the
 * caller may not read).
 */
export const UnitNodeSchema = z
  .object({
    kind: Kind,
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    status_id: z.number().int().nullable(),
    parent_kind: Kind.nullable(),
    parent_id: z.number().int().nullable(),
    /** Its children in this answer. */
    children: z.number().int(),
    /** False for an ancestor kept only because something under it matches the search. */
    match: z.boolean(),
  })
  .meta({ id: 'UnitNode' });
export type UnitNode = z.infer<typeof UnitNodeSchema>;

export const UnitTreeSchema = z
  .object({
    /** How many units of each kind the caller reads in the organisation (the search aside). */
    counts: z.object(
      Object.fromEntries(UNIT_KINDS.map((k) => [k, z.number().int()])) as Record<UnitKind, z.ZodNumber>,
    ),
    /** Parents before their children; siblings by name. */
    nodes: z.array(UnitNodeSchema),
  })
  .meta({ id: 'UnitTree' });
export type UnitTree = z.infer<typeof UnitTreeSchema>;

export const UnitTreeQuerySchema = z.object({
  /** Units whose code or name holds it, with their ancestors. */
  search: z.string().trim().max(100).optional(),
  /** Whose hierarchy (a caller who reads several organisations); by default the caller's. */
  organization: queryId.optional(),
});

export const UnitMoveSchema = z
  .strictObject({
    kind: Kind,
    id: id(),
    /** The new parent; null leaves a company, team or work place unplaced. */
    parent: z.strictObject({ kind: Kind, id: id() }).nullable(),
  })
  .meta({ id: 'UnitMove' });
export type UnitMove = z.infer<typeof UnitMoveSchema>;

/** The kinds that may hang, directly or not, under `kind`. */
export function descendantKindsOf(kind: UnitKind): UnitKind[] {
  return UNIT_KINDS.filter((k) => {
    for (let up: UnitKind | null = UNIT_PARENT[k]; up; up = UNIT_PARENT[up]) if (up === kind) return true;
    return false;
  });
}
