import { SUBJECTS, ACTIONS, type Action, type AppAbility, type SubjectName } from '../../../domain/access';

/** The matrix columns, in reading order; every one is a word of the shared vocabulary. */
export const MATRIX_ACTIONS = (['read', 'create', 'update', 'delete', 'manage'] as const).filter((a) =>
  (ACTIONS as readonly string[]).includes(a),
) satisfies Action[];
export type MatrixAction = (typeof MATRIX_ACTIONS)[number];

/** The matrix rows: the spec's subjects (§6); CASL's wildcard `all` is not a subject of its own. */
export const MATRIX_SUBJECTS = SUBJECTS.filter((s): s is Exclude<SubjectName, 'all'> => s !== 'all');

/**
 * `allowed`: on every record and field; `limited`: only under conditions (own records,
 * organisation, team, brand), on some fields, or with exceptions; `denied`: not at all.
 */
export type AccessLevel = 'allowed' | 'limited' | 'denied';

export function accessLevel(ability: AppAbility | null, action: string, subject: string): AccessLevel {
  if (!ability?.can(action, subject)) return 'denied';
  // Highest priority first, as CASL decides: the first rule that covers every record settles it.
  for (const rule of ability.rulesFor(action, subject)) {
    if (rule.inverted) return 'limited';
    if (!rule.conditions && !rule.fields) return 'allowed';
  }
  return 'limited';
}

/** The reason the deciding rule gives for a denial, if it gives one (spec §6). */
export function denialReason(
  ability: AppAbility | null,
  action: string,
  subject: string,
): string | undefined {
  return ability?.relevantRuleFor(action, subject)?.reason;
}
