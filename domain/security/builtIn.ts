import { roleRules, type AbilityRule, type AccessUser } from '../access';
import { PLACEHOLDER_ATTRIBUTES } from './customRules';
import type { SecurityModule, SecurityOperation } from './applications';
import type { BuiltInPermission } from './permissions';

type Attribute = (typeof PLACEHOLDER_ATTRIBUTES)[number];

// A holder nobody is: each attribute a value no real row has, so that where the role table puts
// the holder's id, organisation, team or brand into a condition it can be told apart and written
// back as the placeholder stored permissions use ("${user.team}").
const SENTINEL: Record<Attribute, number> = { id: -9001, id_organization: -9002, team: -9003, brand: -9004 };
const PLACEHOLDER_OF = new Map<unknown, string>(
  PLACEHOLDER_ATTRIBUTES.map((attribute) => [SENTINEL[attribute], `\${user.${attribute}}`]),
);
const OWN_ORGANIZATION = '${user.id_organization}';

const toArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

function withPlaceholders(value: unknown): unknown {
  if (PLACEHOLDER_OF.has(value)) return PLACEHOLDER_OF.get(value);
  if (Array.isArray(value)) return value.map(withPlaceholders);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPlaceholders(v)]));
  return value;
}

/**
 * The rules a system role with this code gets from the role table (spec §6, `roleRules`, the
 * very function the server enforces), written for any holder: the holder's attributes appear as
 * placeholders. Flags (is_staff, is_superuser) belong to a person, not to a role, and are not
 * included; a code the table does not know gets the table's rules for unknown roles.
 */
export function builtInRoleRules(roleCode: string): AbilityRule[] {
  const holder: AccessUser = {
    ...SENTINEL,
    role: roleCode,
    is_staff: false,
    is_superuser: false,
  };
  return roleRules(holder).map((rule) =>
    rule.conditions
      ? { ...rule, conditions: withPlaceholders(rule.conditions) as Record<string, unknown> }
      : rule,
  );
}

/**
 * A rule's conditions without the confinement to the holder's organisation (every right has it,
 * custom ones included): null when nothing else is left.
 */
function beyondOrganization(subject: string, conditions: Record<string, unknown> | undefined) {
  const rest = { ...conditions };
  if (rest.id_organization === OWN_ORGANIZATION) delete rest.id_organization;
  if (subject === 'Organization' && rest.id === OWN_ORGANIZATION) delete rest.id;
  return Object.keys(rest).length ? rest : null;
}

/**
 * Rules laid onto the matrix: one entry per (module, operation) a rule grants, in the order of
 * the rules. A module's code is the subject ('all' is every module), an operation's code the
 * action ('manage' is every operation). Inverted rules take nothing away here: the role table
 * has none. Subjects or actions the catalogue has no module or operation for are left out, and
 * an entry repeating an earlier one (same cell, conditions and fields) is dropped.
 */
export function builtInPermissions(
  rules: readonly AbilityRule[],
  modules: readonly Pick<SecurityModule, 'id' | 'code' | 'application'>[],
  operations: readonly Pick<SecurityOperation, 'id' | 'code'>[],
): BuiltInPermission[] {
  const out: BuiltInPermission[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    if (rule.inverted) continue;
    for (const subject of toArray(rule.subject)) {
      const targets = subject === 'all' ? modules : modules.filter((m) => m.code === subject);
      for (const action of toArray(rule.action)) {
        const viaManage = action === 'manage';
        const ops = viaManage ? operations : operations.filter((o) => o.code === action);
        for (const module of targets) {
          const conditions = beyondOrganization(module.code, rule.conditions);
          const fields = rule.fields?.length ? [...rule.fields] : null;
          for (const operation of ops) {
            const entry: BuiltInPermission = {
              module: module.id,
              module_code: module.code,
              application: module.application,
              operation: operation.id,
              operation_code: operation.code,
              conditions,
              fields,
              via_manage: viaManage && operation.code !== 'manage',
            };
            const key = JSON.stringify([module.id, operation.id, conditions, fields]);
            if (seen.has(key)) continue;
            seen.add(key);
            out.push(entry);
          }
        }
      }
    }
  }
  return out;
}
