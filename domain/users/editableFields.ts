import { subject } from '@casl/ability';
import type { AccessUser } from '../access/access-user';
import type { AppAbility } from '../access/app-ability';
import { ROLES, type Role } from '../access/vocabulary';
import { canAssignRole, canManageUser, canSetFlag } from './roleAssignment';
import { SELF_PROTECTED_FIELDS, type User } from './schemas';

/** The fields of UserUpdateSchema an edit form may show (is_active has its own action). */
export const EDITABLE_USER_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'phone_number',
  'birthday',
  'department',
  'role',
  'team',
  'brand',
  'id_organization',
  'is_staff',
  'is_superuser',
  'is_active',
] as const;
export type EditableUserField = (typeof EDITABLE_USER_FIELDS)[number];

/**
 * The fields of `target` the actor may change, by the rules the server applies on PATCH
 * /users/{id}/ (server/modules/users/service.ts): the ability's field rules on that row, no
 * protected field on one's own account, nobody above the actor's own level, the flags only for
 * those who may grant them, and the organisation only for those whose rights reach beyond one. The server checks again; this only decides what a form shows.
 */
export function editableUserFields(
  ability: AppAbility | null,
  actor: AccessUser,
  target: User,
): EditableUserField[] {
  if (!ability) return [];
  const self = target.id === actor.id;
  if (!self && !canManageUser(actor, target)) return [];
  const row = subject('User', { ...target });
  return EDITABLE_USER_FIELDS.filter((field) => {
    if (self && (SELF_PROTECTED_FIELDS as readonly string[]).includes(field)) return false;
    if (!ability.can('update', row, field)) return false;
    if (field === 'is_superuser' || field === 'is_staff') return canSetFlag(actor, field);
    // The row after the change must still be one the actor may update: an admin's rights end at
    // their organisation, so moving someone out is not theirs to offer (-1 names no organisation).
    if (field === 'id_organization')
      return ability.can('update', subject('User', { ...target, id_organization: -1 }));
    return true;
  });
}

/** The roles the actor may hand out (create, or change a role), in the vocabulary's order. */
export function assignableRoles(actor: AccessUser): Role[] {
  return ROLES.filter((role) => canAssignRole(actor, role));
}
