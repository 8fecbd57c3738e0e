import { CONDITION_PRESETS } from '../../../domain/security/customRules';

/** The conditions editor's choices (issue 4 §3), in the order shown. */
export const PRESETS = ['own_organization', 'own_team', 'own_brand', 'own_records'] as const;
export type Preset = (typeof PRESETS)[number];

export type Conditions = Record<string, unknown>;

/**
 * The presets a stored permission's conditions amount to, and whatever else they hold (a
 * condition written through the API, kept as it is).
 */
export function presetsOf(conditions: Conditions | null | undefined): {
  presets: Preset[];
  other: Conditions;
} {
  const other: Conditions = { ...conditions };
  const presets: Preset[] = [];
  for (const preset of PRESETS) {
    const entries = Object.entries(CONDITION_PRESETS[preset]);
    if (entries.every(([key, value]) => other[key] === value)) {
      presets.push(preset);
      for (const [key] of entries) delete other[key];
    }
  }
  return { presets, other };
}

/**
 * The conditions to store for the chosen presets plus the other conditions kept; null when there
 * are none (the permission applies to every row of the holder's organisation).
 */
export function conditionsFor(presets: readonly Preset[], other: Conditions = {}): Conditions | null {
  const out: Conditions = { ...other };
  for (const preset of PRESETS) if (presets.includes(preset)) Object.assign(out, CONDITION_PRESETS[preset]);
  return Object.keys(out).length ? out : null;
}

export const hasConditions = (conditions: Conditions | null | undefined) =>
  !!conditions && Object.keys(conditions).length > 0;
