import type { AbilityRule, AccessUser } from '../access';

/** The holder attributes a stored condition may refer to, written "${user.team}". */
export const PLACEHOLDER_ATTRIBUTES = ['id', 'id_organization', 'team', 'brand'] as const;
const PLACEHOLDER = /^\$\{user\.([a-z_]+)\}$/;

export const isPlaceholder = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('${');

export const isKnownPlaceholder = (value: string) => {
  const match = PLACEHOLDER.exec(value);
  return !!match && (PLACEHOLDER_ATTRIBUTES as readonly string[]).includes(match[1]!);
};

/** The conditions editor's presets (issue 4 §3): own organisation, team, brand, records. */
export const CONDITION_PRESETS = {
  own_organization: { id_organization: '${user.id_organization}' },
  own_team: { team: '${user.team}' },
  own_brand: { brand: '${user.brand}' },
  own_records: { created_by: '${user.id}' },
} as const;

/** One row of role_permissions joined with its module (subject) and operation (action). */
export type StoredPermission = {
  action: string;
  subject: string;
  conditions: Record<string, unknown> | null;
  fields: string[] | null;
};

/**
 * The CASL rule a stored permission grants `user`, or null when it grants nothing.
 *
 * - Placeholders are filled in with the holder's attributes. One whose attribute is empty
 *   (no team, no brand) drops the rule: `{team: null}` would match every row without a team.
 * - The rule is always confined to the holder's organisation (roles belong to one, DESIGN.md
 *   Tenancy): `id_organization` is forced to the holder's, or `id` for Organization rows. So a
 *   permission stored without conditions never reaches another tenant's rows, whatever an
 *   administrator typed. Subjects that are screens (security, Dashboard) have no rows and are
 *   checked on the type, where CASL ignores conditions.
 */
export function customRuleFor(permission: StoredPermission, user: AccessUser): AbilityRule | null {
  const conditions: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(permission.conditions ?? {})) {
    if (!isPlaceholder(value)) {
      conditions[key] = value;
      continue;
    }
    const match = PLACEHOLDER.exec(value);
    const attribute = match?.[1] as (typeof PLACEHOLDER_ATTRIBUTES)[number] | undefined;
    if (!attribute || !PLACEHOLDER_ATTRIBUTES.includes(attribute)) return null;
    const resolved = user[attribute];
    if (resolved === null || resolved === undefined) return null;
    conditions[key] = resolved;
  }
  if (permission.subject === 'Organization') conditions.id = user.id_organization;
  else conditions.id_organization = user.id_organization;
  return {
    action: permission.action,
    subject: permission.subject,
    conditions,
    ...(permission.fields?.length ? { fields: [...permission.fields] } : {}),
  };
}

export function customRulesFor(permissions: readonly StoredPermission[], user: AccessUser): AbilityRule[] {
  return permissions.flatMap((p) => {
    const rule = customRuleFor(p, user);
    return rule ? [rule] : [];
  });
}
