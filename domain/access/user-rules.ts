import type { AbilityRule } from './ability-rule';
import type { AccessUser } from './access-user';
import { applyClientAdminRestrictions, withoutRestrictedCustomRules } from './client-admin-restrictions';
import { flagRules } from './flag-rules';
import { roleRules } from './role-rules';

/**
 * The user's full rule list, the one the server enforces and sends as `userAbilityRules`:
 * role table, then flags, then custom rules from the security tables (later rules win in
 * CASL, so custom inverted rules can narrow the role's rights).
 */
export function buildUserRules(user: AccessUser, customRules: AbilityRule[] = []): AbilityRule[] {
  if (user.role !== 'CLIENT_ADMIN') return [...roleRules(user), ...flagRules(user), ...customRules];
  return applyClientAdminRestrictions([
    ...roleRules(user),
    ...flagRules(user),
    ...withoutRestrictedCustomRules(customRules),
  ]);
}
