import type { AccessUser } from '../access';

const TOP_ROLES = new Set(['superuser', 'super_admin']);
const ADMIN_ROLES = new Set(['admin', 'CLIENT_ADMIN']);
const HR_ROLES = new Set(['hr', 'human_resources']);
// Roles with rights over a team or the whole organisation: only admins and HR hand them out.
const MANAGING_ROLES = new Set(['manager', 'brand_manager', 'team_manager', 'hr', 'human_resources']);

const isTop = (actor: AccessUser) => actor.is_superuser || TOP_ROLES.has(actor.role);

/**
 * Guards against privilege escalation on top of the field rules: a right to change someone's
 * role (team_manager, hr) must not let the actor hand out a role above their own level.
 */
export function canAssignRole(actor: AccessUser, role: string): boolean {
  if (isTop(actor)) return true;
  if (TOP_ROLES.has(role)) return false;
  if (ADMIN_ROLES.has(role)) return actor.role === 'admin';
  if (MANAGING_ROLES.has(role)) return actor.role === 'admin' || HR_ROLES.has(actor.role);
  return true;
}

/**
 * Whether the actor may edit someone else at all: only a person whose role and superuser flag
 * they could have granted. A right to change a user's email or role must not reach an account
 * above the actor's own level.
 */
export function canManageUser(actor: AccessUser, target: { role: string; is_superuser: boolean }): boolean {
  return canAssignRole(actor, target.role) && (!target.is_superuser || canSetFlag(actor, 'is_superuser'));
}

/** is_superuser is granted only by a superuser; is_staff by a superuser or an admin. */
export function canSetFlag(actor: AccessUser, flag: 'is_superuser' | 'is_staff'): boolean {
  if (flag === 'is_superuser') return actor.is_superuser || actor.role === 'superuser';
  return isTop(actor) || actor.role === 'admin';
}
