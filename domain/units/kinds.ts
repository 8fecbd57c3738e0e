/** The kinds of organisation unit (business spec §3), each a table of its own. */
export const UNIT_KINDS = ['group', 'company', 'establishment', 'service', 'team', 'workplace'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** What may own addresses and contacts: every unit, and the organisation itself (its profile). */
export const UNIT_OWNER_KINDS = ['organization', ...UNIT_KINDS] as const;
export type UnitOwnerKind = (typeof UNIT_OWNER_KINDS)[number];

/**
 * Each kind's parent kind (spec §3: company → group, establishment → company, service →
 * establishment, team → service; a workplace sits in an establishment). The parent is a typed
 * reference, so no move can make a cycle.
 */
export const UNIT_PARENT = {
  group: null,
  company: 'group',
  establishment: 'company',
  service: 'establishment',
  team: 'service',
  workplace: 'establishment',
} as const satisfies Record<UnitKind, UnitKind | null>;

/** The column of a kind that points to its parent. */
export const UNIT_PARENT_FIELD = {
  group: null,
  company: 'group_id',
  establishment: 'company_id',
  service: 'establishment_id',
  team: 'service_id',
  workplace: 'establishment_id',
} as const satisfies Record<UnitKind, string | null>;

/** The kinds whose parent may be left empty: a standalone company, a team or workplace not placed yet. */
export const OPTIONAL_PARENT: ReadonlySet<UnitKind> = new Set(['company', 'team', 'workplace']);

/** The kinds directly under `kind`. */
export const childKindsOf = (kind: UnitKind): UnitKind[] => UNIT_KINDS.filter((k) => UNIT_PARENT[k] === kind);

export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
