import type { AbilityRule } from './ability-rule';
import { ACTIONS } from './vocabulary';

const toArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

// Spec §6: CLIENT_ADMIN never touches Settings and may only look at the catalogue
// configuration (Category, Brand), whatever custom rules or flags say.
const FORBIDDEN = 'Settings';
const READ_ONLY = ['Category', 'Brand'];
const WRITE_ACTIONS = ['manage', 'create', 'update', 'delete'];
const NON_WRITE_ACTIONS = ACTIONS.filter((action) => !WRITE_ACTIONS.includes(action));

const touchesRestrictedSubject = (rule: AbilityRule) =>
  toArray(rule.subject).some((subject) => subject === FORBIDDEN || READ_ONLY.includes(subject));

/** Custom rules (security tables) may not grant anything on Settings, Category or Brand. */
export function withoutRestrictedCustomRules(customRules: readonly AbilityRule[]): AbilityRule[] {
  return customRules.filter((rule) => !touchesRestrictedSubject(rule));
}

// The rules that decide a non-write action on Category/Brand, cut down to those actions.
// 'manage' stands for the known non-write actions; write actions are dropped.
function nonWriteCatalogueRules(rules: readonly AbilityRule[]): AbilityRule[] {
  return rules.flatMap((rule) => {
    const subjects = toArray(rule.subject).flatMap((s) =>
      s === 'all' ? READ_ONLY : READ_ONLY.includes(s) ? [s] : [],
    );
    const actions = toArray(rule.action).flatMap((a) =>
      a === 'manage' ? NON_WRITE_ACTIONS : WRITE_ACTIONS.includes(a) ? [] : [a],
    );
    if (!subjects.length || !actions.length) return [];
    return [{ ...rule, action: [...new Set(actions)], subject: subjects }];
  });
}

/**
 * Appends the CLIENT_ADMIN denials after `rules` (CASL: a later rule wins).
 *
 * Why not simply `cannot(['create','update','delete'], Category)`: CASL indexes rules by
 * action, and a check of `can('manage', X)` only consults rules whose action is 'manage',
 * so a manage granted by a flag or a custom `manage all` would still answer true.
 * Why not simply `cannot('manage', Category)`: an inverted 'manage' matches every action,
 * read included, and would take away the read the role table grants.
 * So: deny 'manage' (every action), then replay, in their original order, the rules that
 * decide the non-write actions on Category/Brand. A read check then finds the replayed
 * rules first and gets exactly the answer it had before; a manage/create/update/delete
 * check only finds the denial. The replayed rules keep their conditions, so the server's
 * query scoping (rulesToAST) still sees e.g. `id_organization`.
 * Limit: an action outside ACTIONS granted only through 'manage' is denied on Category/Brand.
 */
export function applyClientAdminRestrictions(rules: readonly AbilityRule[]): AbilityRule[] {
  return [
    ...rules,
    { action: 'manage', subject: READ_ONLY, inverted: true },
    ...nonWriteCatalogueRules(rules),
    { action: ['create', 'update', 'delete'], subject: READ_ONLY, inverted: true },
    { action: 'manage', subject: FORBIDDEN, inverted: true },
  ];
}
