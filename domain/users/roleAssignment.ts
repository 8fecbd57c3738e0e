import type { AccessUser } from '../access';

const TOP_ROLES = new Set(['superuser', 'super_admin']);
const ADMIN_ROLES = new Set(['admin', 'CLIENT_ADMIN']);

const isTop = (actor: AccessUser) => actor.is_superuser || TOP_ROLES.has(actor.role);

/**
 * Guards against privilege escalation on top of the field rules: a right to change someone's
 * role (team_manager, hr) must not let the actor hand out a role above their own level.
 */
export function canAssignRole(actor: AccessUser, role: string): boolean {
  if (isTop(actor)) return true;
  if (TOP_ROLES.has(role)) return false;
  if (ADMIN_ROLES.has(role)) return actor.role === 'admin';
  return true;
}

/** is_superuser is granted only by a superuser; is_staff by a superuser or an admin. */
export function canSetFlag(actor: AccessUser, flag: 'is_superuser' | 'is_staff'): boolean {
  if (flag === 'is_superuser') return actor.is_superuser || actor.role === 'superuser';
  return isTop(actor) || actor.role === 'admin';
}
