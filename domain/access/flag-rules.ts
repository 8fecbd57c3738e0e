import type { AbilityRule } from './ability-rule';
import type { AccessUser } from './access-user';

/** Rights that come from the user's is_staff / is_superuser flags, whatever the role. */
export function flagRules(user: AccessUser): AbilityRule[] {
  const rules: AbilityRule[] = [];
  if (user.is_staff) rules.push({ action: 'read', subject: ['AdminPanel', 'Analytics', 'Report'] });
  if (user.is_superuser) rules.push({ action: 'manage', subject: 'all' });
  return rules;
}
