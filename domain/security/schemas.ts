import { z } from 'zod';
import { AbilityRuleSchema } from '../access';
import { id, MAX_ID, optionalString, requiredString } from '../common/fields';
import { messages } from '../common/messages';
import { ListQuerySchema } from '../common/pagination';
import { isKnownPlaceholder, isPlaceholder } from './customRules';
import { securityMessages } from './messages';
import { POLICY_LIMITS, type PolicyName } from './policies';

// Spec §3 (security entities) and §7 (security calls). Field names are the spec's.

const timestamp = z.string();
const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const queryId = z.coerce.number({ error: 'Expected an integer.' }).int().positive().max(MAX_ID);

export const ROLE_LEVELS = ['system', 'organization', 'department', 'team'] as const;
export type RoleLevel = (typeof ROLE_LEVELS)[number];
export const OPERATION_TYPES = ['basic', 'system'] as const;
export const SECURITY_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
/** Spec §8: the events the SPA's security monitor logs. */
export const SECURITY_EVENT_TYPES = [
  'network_error',
  'token_refresh_failed',
  'rapid_requests',
  'xss_attempt',
  'sensitive_storage_access',
  'unhandled_rejection',
  'javascript_error',
] as const;

// ----- Catalogue: applications, modules, operations -------------------------------------

export const SecurityApplicationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    description: z.string(),
    icon: z.string(),
    sort_order: z.number().int(),
    is_active: z.boolean(),
    modules_count: z.number().int(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'SecurityApplication' });
export type SecurityApplication = z.infer<typeof SecurityApplicationSchema>;

export const SecurityModuleSchema = z
  .object({
    id: z.number().int(),
    /** The application's id. */
    application: z.number().int(),
    name: z.string(),
    /** The CASL subject its permissions grant. */
    code: z.string(),
    table_name: z.string(),
    description: z.string(),
    icon: z.string(),
    sort_order: z.number().int(),
    is_active: z.boolean(),
    permissions_count: z.number().int(),
  })
  .meta({ id: 'SecurityModule' });
export type SecurityModule = z.infer<typeof SecurityModuleSchema>;

export const SecurityOperationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The CASL action it grants (create, read, update, delete, export, manage, ...). */
    code: z.string(),
    operation_type: z.enum(OPERATION_TYPES),
    description: z.string(),
    icon: z.string(),
    sort_order: z.number().int(),
    is_dangerous: z.boolean(),
  })
  .meta({ id: 'SecurityOperation' });
export type SecurityOperation = z.infer<typeof SecurityOperationSchema>;

export const ApplicationListQuerySchema = ListQuerySchema.extend({ active_only: queryBoolean.optional() });
export const ModuleListQuerySchema = ListQuerySchema.extend({
  application: queryId.optional(),
  active_only: queryBoolean.optional(),
});
export const OperationListQuerySchema = ListQuerySchema;

// ----- Roles ------------------------------------------------------------------------------

export const SecurityRoleSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    description: z.string(),
    level: z.enum(ROLE_LEVELS),
    id_organization: z.number().int(),
    parent_role: z.number().int().nullable(),
    is_system_role: z.boolean(),
    is_active: z.boolean(),
    permissions_count: z.number().int(),
    /** Holders: users assigned the role, plus, for a system role, the users whose role it is. */
    users_count: z.number().int(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'SecurityRole' });
export type SecurityRole = z.infer<typeof SecurityRoleSchema>;

const roleCode = () =>
  requiredString(50)
    .min(2, 'Ensure this field has at least 2 characters.')
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Use letters, digits and underscores, starting with a letter.');
const roleName = () => requiredString(100);
const roleLevel = () => z.enum(ROLE_LEVELS, { error: `Level must be one of: ${ROLE_LEVELS.join(', ')}.` });

export const RoleCreateSchema = z
  .strictObject({
    name: roleName(),
    code: roleCode(),
    description: optionalString(500).default(''),
    level: roleLevel(),
    /** Defaults to the caller's organisation; only a superuser may name another. */
    id_organization: id().optional(),
    parent_role: id().nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .meta({ id: 'SecurityRoleCreate' });
export type RoleCreate = z.infer<typeof RoleCreateSchema>;

/** Every field is optional: a PUT may send the whole form or only what changed. */
export const RoleUpdateSchema = z
  .strictObject({
    name: roleName(),
    code: roleCode(),
    description: optionalString(500),
    level: roleLevel(),
    /** Accepted only when unchanged: a role stays in its organisation. */
    id_organization: id(),
    parent_role: id().nullable(),
    is_active: z.boolean(),
  })
  .partial()
  .meta({ id: 'SecurityRoleUpdate' });
export type RoleUpdate = z.infer<typeof RoleUpdateSchema>;

export const RoleListQuerySchema = ListQuerySchema.extend({
  id_organization: queryId.optional(),
  active_only: queryBoolean.optional(),
  level: roleLevel().optional(),
});

// ----- Permissions ------------------------------------------------------------------------

const conditionKey = /^[a-z][a-z0-9_]{0,49}$/;
const conditionValue = z.union(
  [z.string().max(100, messages.maxLength(100)), z.number().finite(), z.boolean(), z.null()],
  { error: securityMessages.conditionValue },
);

/**
 * CASL equality conditions; a value may be a placeholder for the holder's attribute
 * ("${user.team}"). No operators: what the conditions editor offers, nothing an
 * administrator could use to widen a rule.
 */
export const PermissionConditionsSchema = z
  .record(z.string(), conditionValue)
  .superRefine((conditions, ctx) => {
    const keys = Object.keys(conditions);
    if (keys.length > 10) ctx.addIssue({ code: 'custom', message: 'At most 10 conditions.' });
    for (const key of keys) {
      if (!conditionKey.test(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: securityMessages.conditionKey });
      }
      const value = conditions[key];
      if (isPlaceholder(value) && !isKnownPlaceholder(value)) {
        ctx.addIssue({ code: 'custom', path: [key], message: securityMessages.placeholder });
      }
    }
  });

export const PermissionFieldsSchema = z
  .array(z.string().regex(conditionKey, securityMessages.fieldName))
  .max(50, 'At most 50 fields.');

export const RolePermissionSchema = z
  .object({
    id: z.number().int(),
    role: z.number().int(),
    module: z.number().int(),
    module_code: z.string(),
    application: z.number().int(),
    operation: z.number().int(),
    operation_code: z.string(),
    conditions: z.record(z.string(), z.unknown()).nullable(),
    fields: z.array(z.string()).nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'RolePermission' });
export type RolePermission = z.infer<typeof RolePermissionSchema>;

/**
 * A right a system role has from the role table (spec §6), not from a stored permission: one
 * per (module, operation, rule). Read-only: it changes with the product, not in the matrix.
 * Conditions use the placeholders of stored permissions ("${user.team}"); the confinement to
 * the holder's organisation, which every right has, is left out. `via_manage`: the cell is
 * covered by a 'manage' rule (every action) rather than by a rule naming its operation.
 */
export const BuiltInPermissionSchema = z
  .object({
    module: z.number().int(),
    module_code: z.string(),
    application: z.number().int(),
    operation: z.number().int(),
    operation_code: z.string(),
    conditions: z.record(z.string(), z.unknown()).nullable(),
    fields: z.array(z.string()).nullable(),
    via_manage: z.boolean(),
  })
  .meta({ id: 'BuiltInPermission' });
export type BuiltInPermission = z.infer<typeof BuiltInPermissionSchema>;

export const PermissionUpdateSchema = z.strictObject({
  role: id(),
  module: id(),
  operation: id(),
  /** grant: adds the permission, or replaces its conditions and fields; revoke: removes it. */
  action: z.enum(['grant', 'revoke'], { error: 'Action must be grant or revoke.' }),
  conditions: PermissionConditionsSchema.nullable().optional(),
  fields: PermissionFieldsSchema.nullable().optional(),
});
export type PermissionUpdate = z.infer<typeof PermissionUpdateSchema>;

export const BULK_PERMISSIONS_MAX = 1000;
export const BulkPermissionsSchema = z
  .strictObject({
    updates: z
      .array(PermissionUpdateSchema)
      .min(1, 'Send at least one update.')
      .max(BULK_PERMISSIONS_MAX, `At most ${BULK_PERMISSIONS_MAX} updates at once.`),
  })
  .meta({ id: 'BulkPermissions' });

export const BulkPermissionsResultSchema = z.object({
  granted: z.number().int(),
  updated: z.number().int(),
  revoked: z.number().int(),
  unchanged: z.number().int(),
});

// ----- Checks and abilities ---------------------------------------------------------------

export const CheckPermissionSchema = z
  .strictObject({
    action: requiredString(50),
    subject: requiredString(50),
    resource_id: z
      .union([id(), z.string().max(64)])
      .nullable()
      .optional(),
    id_organization: id().nullable().optional(),
  })
  .meta({ id: 'CheckPermission' });

export const CheckPermissionResultSchema = z.object({
  is_allowed: z.boolean(),
  reason: z.string().optional(),
});

export const UserAbilitiesQuerySchema = z.strictObject({ id_organization: queryId.optional() });
export const UserAbilitiesSchema = z
  .object({
    user_id: z.number().int(),
    id_organization: z.number().int(),
    role: z.string(),
    abilities: z.array(AbilityRuleSchema),
    security_roles: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  })
  .meta({ id: 'UserAbilities' });

export const InvalidateCacheResultSchema = z.object({
  detail: z.string(),
  scope: z.enum(['user', 'organization', 'all']),
  invalidated_users: z.number().int().nullable(),
});

// ----- Dashboard --------------------------------------------------------------------------

export const OrganizationQuerySchema = z.strictObject({ id_organization: queryId.optional() });

export const AuditLogSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int().nullable(),
    actor: z.number().int().nullable(),
    actor_email: z.string().nullable(),
    action: z.string(),
    object_type: z.string(),
    object_id: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string().nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'AuditLog' });
export type AuditLog = z.infer<typeof AuditLogSchema>;

export const SecurityIncidentSchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  type: z.string(),
  severity: z.enum(SECURITY_SEVERITIES),
  user: z.number().int().nullable(),
  url: z.string(),
  ip: z.string().nullable(),
  timestamp: timestamp,
  created_at: timestamp,
});

export const SecurityDashboardSchema = z
  .object({
    /** null: every organisation (a superuser who named none). */
    id_organization: z.number().int().nullable(),
    total_users: z.number().int(),
    active_users: z.number().int(),
    total_roles: z.number().int(),
    total_permissions: z.number().int(),
    /** Permission changes audited within the last 7 days. */
    recent_permission_changes: z.number().int(),
    /** Client security events of severity high or critical within the last 30 days. */
    security_incidents: z.number().int(),
    recent_incidents: z.array(SecurityIncidentSchema),
    recent_logs: z.array(AuditLogSchema),
    /** Granted permissions per module (subject). */
    permission_distribution: z.array(
      z.object({ module: z.number().int(), code: z.string(), name: z.string(), count: z.number().int() }),
    ),
    /** Holders per role. */
    role_distribution: z.array(
      z.object({ role: z.number().int(), code: z.string(), name: z.string(), users_count: z.number().int() }),
    ),
  })
  .meta({ id: 'SecurityDashboard' });
export type SecurityDashboard = z.infer<typeof SecurityDashboardSchema>;

export const RECENT_PERMISSION_CHANGES_DAYS = 7;
export const SECURITY_INCIDENT_DAYS = 30;

// ----- Export ------------------------------------------------------------------------------

export const RoleExportSchema = z
  .object({
    exported_at: timestamp,
    role: SecurityRoleSchema,
    permissions: z.array(
      z.object({
        application: z.string(),
        module: z.string(),
        operation: z.string(),
        conditions: z.record(z.string(), z.unknown()).nullable(),
        fields: z.array(z.string()).nullable(),
      }),
    ),
  })
  .meta({ id: 'SecurityRoleExport' });

export const RoleExportQuerySchema = z.strictObject({
  format: z.enum(['csv', 'json'], { error: 'Format must be csv or json.' }).default('json'),
});

// ----- Client security events ---------------------------------------------------------------

/** Bytes a single event may take on the wire. */
export const SECURITY_EVENT_MAX_BYTES = 16 * 1024;
/** Events one user may send per window (a monitor gone wild must not fill the table). */
export const SECURITY_EVENT_RATE = { limit: 60, windowSeconds: 60 };

/** Spec §3 "Security event", as the SPA's monitor sends it. Unknown keys are dropped. */
export const SecurityEventSchema = z
  .object({
    id: requiredString(100),
    timestamp: z.iso.datetime({ offset: true, error: 'Enter a valid ISO 8601 date and time.' }),
    type: z
      .string()
      .max(50, messages.maxLength(50))
      .regex(/^[a-z][a-z0-9_]*$/, 'Event types are lower-case letters, digits and underscores.'),
    details: z.record(z.string(), z.unknown()).default({}),
    severity: z.enum(SECURITY_SEVERITIES, {
      error: `Severity must be one of: ${SECURITY_SEVERITIES.join(', ')}.`,
    }),
    userAgent: z.string().max(512, messages.maxLength(512)).default(''),
    url: z.string().max(2048, messages.maxLength(2048)).default(''),
  })
  .meta({ id: 'SecurityEvent' });

// ----- Audit logs ---------------------------------------------------------------------------

const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Enter a valid date (YYYY-MM-DD) or ISO 8601 date and time.',
});

export const AuditLogQuerySchema = ListQuerySchema.extend({
  actor: queryId.optional(),
  action: z.string().max(100).optional(),
  object_type: z.string().max(100).optional(),
  object_id: z.string().max(100).optional(),
  /** Inclusive; a date alone means from the start of that day (UTC). */
  date_from: dateOrDateTime.optional(),
  /** Inclusive; a date alone means up to the end of that day (UTC). */
  date_to: dateOrDateTime.optional(),
  id_organization: queryId.optional(),
});

// ----- Policies -----------------------------------------------------------------------------

const policyNumber = (name: PolicyName) =>
  z
    .number({ error: 'Expected an integer.' })
    .int('Expected an integer.')
    .min(POLICY_LIMITS[name].min, `Ensure this value is at least ${POLICY_LIMITS[name].min}.`)
    .max(POLICY_LIMITS[name].max, `Ensure this value is at most ${POLICY_LIMITS[name].max}.`);

const policyValues = {
  password_min_length: z.number().int(),
  session_inactivity_minutes: z.number().int(),
  access_token_lifetime_seconds: z.number().int(),
  refresh_token_lifetime_seconds: z.number().int(),
  login_rate_limit: z.number().int(),
};

export const SecurityPoliciesSchema = z
  .object({
    id_organization: z.number().int(),
    ...policyValues,
    /** Read only: the window the login rate limit counts in (server configuration). */
    login_rate_window_seconds: z.number().int(),
    /** What each policy falls back to when not set (server configuration). */
    defaults: z.object(policyValues),
    updated_at: z.string().nullable(),
    updated_by: z.number().int().nullable(),
  })
  .meta({ id: 'SecurityPolicies' });
export type SecurityPolicies = z.infer<typeof SecurityPoliciesSchema>;

/** Partial; null puts a policy back to its default. */
export const SecurityPoliciesUpdateSchema = z
  .strictObject({
    password_min_length: policyNumber('password_min_length').nullable(),
    session_inactivity_minutes: policyNumber('session_inactivity_minutes').nullable(),
    access_token_lifetime_seconds: policyNumber('access_token_lifetime_seconds').nullable(),
    refresh_token_lifetime_seconds: policyNumber('refresh_token_lifetime_seconds').nullable(),
    login_rate_limit: policyNumber('login_rate_limit').nullable(),
  })
  .partial()
  .meta({ id: 'SecurityPoliciesUpdate' });
export type SecurityPoliciesUpdate = z.infer<typeof SecurityPoliciesUpdateSchema>;

// ----- A user's security roles --------------------------------------------------------------

export const SecurityRoleRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  level: z.enum(ROLE_LEVELS),
  is_system_role: z.boolean(),
  is_active: z.boolean(),
});

export const UserSecurityRolesSchema = z
  .object({
    user: z.number().int(),
    /** The organisation's system role matching the user's role: held implicitly. */
    system_role: SecurityRoleRefSchema.nullable(),
    /** Roles assigned explicitly (user_roles). */
    roles: z.array(SecurityRoleRefSchema),
  })
  .meta({ id: 'UserSecurityRoles' });

export const UserSecurityRolesUpdateSchema = z
  .strictObject({ roles: z.array(id()).max(50, 'At most 50 roles.') })
  .meta({ id: 'UserSecurityRolesUpdate' });
