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

/** The server's answer for a field the caller may not set (400, under the field's name). */
export const USER_FIELD_MESSAGES = {
  selfProtected: 'You cannot change this field on your own account.',
  notAllowed: "You don't have permission to change this field.",
} as const;
export type UserFieldRefusal = keyof typeof USER_FIELD_MESSAGES;

const isSelfProtected = (field: string) => (SELF_PROTECTED_FIELDS as readonly string[]).includes(field);

/**
 * Why the actor may not give `field` of `target` a value, or null when they may. The one rule for
 * both the server (PATCH and POST /users/, with the value sent) and the forms (value omitted:
 * "some value", the choices being narrowed elsewhere, e.g. `assignableRoles`): no protected field
 * on one's own account, the ability's field rules on that row, no role above the actor's
 * own level, the flags only for those who may grant them.
 */
export function userFieldRefusal(
  ability: AppAbility,
  actor: AccessUser,
  change: { action: 'create' | 'update'; target: Record<string, unknown>; field: string; value?: unknown },
): UserFieldRefusal | null {
  const { action, target, field, value } = change;
  if (target.id === actor.id && action === 'update' && isSelfProtected(field)) return 'selfProtected';
  if (!ability.can(action, subject('User', { ...target }), field)) return 'notAllowed';
  if (field === 'role' && value !== undefined && !canAssignRole(actor, String(value))) return 'notAllowed';
  if ((field === 'is_superuser' || field === 'is_staff') && !canSetFlag(actor, field)) return 'notAllowed';
  return null;
}

/**
 * The row as it would be after the change must still be one the actor may update: an admin's
 * rights end at their organisation, so moving someone out is not theirs to do.
 */
export const staysUpdatable = (ability: AppAbility, target: Record<string, unknown>, changes: object) =>
  ability.can('update', subject('User', { ...target, ...changes }));

/**
 * The server's field errors for a change (400 `{field: [message]}`): each field sent with a new
 * value, by `userFieldRefusal`. A value sent back as it is in `baseline` (a whole form) is no
 * attempt to change it.
 */
export function userFieldErrors(
  ability: AppAbility,
  actor: AccessUser,
  action: 'create' | 'update',
  target: Record<string, unknown>,
  changes: Record<string, unknown>,
  baseline: Record<string, unknown>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined || value === baseline[field]) continue;
    const refusal = userFieldRefusal(ability, actor, { action, target, field, value });
    if (refusal) errors[field] = [USER_FIELD_MESSAGES[refusal]];
  }
  return errors;
}

/**
 * The fields of `target` the actor may change, by the rules the server applies on PATCH
 * /users/{id}/ (`userFieldRefusal`, `staysUpdatable`; `canManageUser` for anyone but oneself):
 * this only decides what a form shows, the server checks again. The organisation is offered only
 * to those whose rights reach beyond one (-1 names no organisation).
 */
export function editableUserFields(
  ability: AppAbility | null,
  actor: AccessUser,
  target: User,
): EditableUserField[] {
  if (!ability) return [];
  if (target.id !== actor.id && !canManageUser(actor, target)) return [];
  return EDITABLE_USER_FIELDS.filter(
    (field) =>
      !userFieldRefusal(ability, actor, { action: 'update', target, field }) &&
      (field !== 'id_organization' || staysUpdatable(ability, target, { id_organization: -1 })),
  );
}

/** The roles the actor may hand out (create, or change a role), in the vocabulary's order. */
export function assignableRoles(actor: AccessUser): Role[] {
  return ROLES.filter((role) => canAssignRole(actor, role));
}
