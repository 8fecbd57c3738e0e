import type { AppAbility } from '../access/app-ability';

/** A rule's conditions that name one record by id (`{ id: 10 }`): the own-account rule. */
const namesOneRecord = (conditions: unknown) =>
  typeof conditions === 'object' &&
  conditions !== null &&
  Object.keys(conditions).length === 1 &&
  'id' in conditions &&
  typeof (conditions as { id: unknown }).id !== 'object';

/**
 * Whether the ability reads users beyond one named record. Every role may read its own account
 * (`read User {id: me}`), so `can('read', 'User')` holds for everyone; the user directory
 * (spec §2 `user/list`, `user/view/{id}`, menu and guard "read User") is for those who may read
 * others: a whole organisation, a team, or everyone.
 */
export function canListUsers(ability: AppAbility | null): boolean {
  if (!ability?.can('read', 'User')) return false;
  return ability.rulesFor('read', 'User').some((rule) => !rule.inverted && !namesOneRecord(rule.conditions));
}
