import {
  RoleCreateSchema,
  type RoleCreate,
  type RoleUpdate,
  type SecurityRole,
} from '../../../domain/security';

/** The role dialog's schema: the API's own, without the organisation (always the caller's). */
export const RoleFormSchema = RoleCreateSchema.omit({ id_organization: true });
export type RoleFormValues = Omit<RoleCreate, 'id_organization'>;
export const ROLE_FORM_FIELDS = ['name', 'code', 'description', 'level', 'parent_role', 'is_active'] as const;

/** The form's starting values: the role's, or a new active organisation role. */
export function roleFormDefaults(role: SecurityRole | null) {
  return role
    ? {
        name: role.name,
        code: role.code,
        description: role.description,
        level: role.level,
        parent_role: role.parent_role,
        is_active: role.is_active,
      }
    : {
        name: '',
        code: '',
        description: '',
        level: 'organization' as const,
        parent_role: null,
        is_active: true,
      };
}

/**
 * What an edit sends: only the fields that changed (a PATCH sends a part), so a system role's
 * untouched code and level are never sent back.
 */
export function changedFields(role: SecurityRole, values: RoleFormValues): RoleUpdate {
  const out: Record<string, unknown> = {};
  for (const field of ROLE_FORM_FIELDS) {
    if (values[field] !== role[field]) out[field] = values[field];
  }
  return out as RoleUpdate;
}

/** A select's value for a nullable id ('' for none) and back. */
export const idToOption = (id: number | null | undefined) => (id == null ? '' : String(id));
export const optionToId = (value: unknown) => (value === '' || value == null ? null : Number(value));
