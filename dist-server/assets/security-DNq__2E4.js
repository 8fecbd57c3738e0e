import { t as AbilityRuleSchema } from "./access-BaChiTqq.js";
import { a as _null, d as record, f as strictObject, h as unknown, i as _enum, l as number, m as union, o as array, p as string, s as boolean, u as object } from "./schemas-DsdQ_yki.js";
import { S as datetime, h as requiredString, m as queryId, s as id, x as date } from "./fields-De-4O6oE.js";
import { t as ListQuerySchema } from "./pagination-BhqLAp65.js";
import { a as timestamp, i as queryBoolean, t as ROLE_LEVELS } from "./roles-GSzf-AGc.js";
import "./audited-Bask-g29.js";
import { n as messages } from "./messages-CVJXF2Mj.js";
import { x as SECURITY_SEVERITIES } from "./SessionProvider-Bi_teUN2.js";
import { i as isPlaceholder, n as PLACEHOLDER_ATTRIBUTES, r as isKnownPlaceholder } from "./customRules-BbloVyKw.js";
strictObject({
	action: requiredString(50),
	subject: requiredString(50),
	resource_id: union([id(), string().max(64)]).nullable().optional(),
	id_organization: id().nullable().optional()
}).meta({ id: "CheckPermission" });
object({
	is_allowed: boolean(),
	reason: string().optional()
});
strictObject({ id_organization: queryId.optional() });
object({
	user_id: number().int(),
	id_organization: number().int(),
	role: string(),
	abilities: array(AbilityRuleSchema),
	security_roles: array(object({
		id: number().int(),
		code: string(),
		name: string()
	}))
}).meta({ id: "UserAbilities" });
object({
	detail: string(),
	scope: _enum([
		"user",
		"organization",
		"all"
	]),
	invalidated_users: number().int().nullable()
});
// domain/security/applications.ts
var OPERATION_TYPES = ["basic", "system"];
object({
	id: number().int(),
	name: string(),
	code: string(),
	description: string(),
	icon: string(),
	sort_order: number().int(),
	is_active: boolean(),
	modules_count: number().int(),
	created_at: timestamp,
	updated_at: timestamp
}).meta({ id: "SecurityApplication" });
object({
	id: number().int(),
	/** The application's id. */
	application: number().int(),
	name: string(),
	/** The CASL subject its permissions grant. */
	code: string(),
	table_name: string(),
	description: string(),
	icon: string(),
	sort_order: number().int(),
	is_active: boolean(),
	permissions_count: number().int()
}).meta({ id: "SecurityModule" });
object({
	id: number().int(),
	name: string(),
	/** The CASL action it grants (create, read, update, delete, export, manage, ...). */
	code: string(),
	operation_type: _enum(OPERATION_TYPES),
	description: string(),
	icon: string(),
	sort_order: number().int(),
	is_dangerous: boolean()
}).meta({ id: "SecurityOperation" });
ListQuerySchema.extend({ active_only: queryBoolean.optional() });
ListQuerySchema.extend({
	application: queryId.optional(),
	active_only: queryBoolean.optional()
});
// domain/security/assignments.ts
var SecurityRoleRefSchema = object({
	id: number().int(),
	code: string(),
	name: string(),
	level: _enum(ROLE_LEVELS),
	is_system_role: boolean(),
	is_active: boolean()
});
object({
	user: number().int(),
	/** The organisation's system role matching the user's role: held implicitly. */
	system_role: SecurityRoleRefSchema.nullable(),
	/** Roles assigned explicitly (user_roles). */
	roles: array(SecurityRoleRefSchema)
}).meta({ id: "UserSecurityRoles" });
strictObject({ roles: array(id()).max(50, "At most 50 roles.") }).meta({ id: "UserSecurityRolesUpdate" });
// domain/security/auditLogs.ts
var AuditLogSchema = object({
	id: number().int(),
	id_organization: number().int().nullable(),
	actor: number().int().nullable(),
	actor_email: string().nullable(),
	action: string(),
	object_type: string(),
	object_id: string().nullable(),
	/** The object's name when the action was done (null in entries older than the name). */
	object_name: string().nullable(),
	before: unknown(),
	after: unknown(),
	ip: string().nullable(),
	created_at: timestamp
}).meta({ id: "AuditLog" });
var dateOrDateTime = union([date(), datetime({ offset: true })], { error: "Enter a valid date (YYYY-MM-DD) or ISO 8601 date and time." });
ListQuerySchema.extend({
	actor: queryId.optional(),
	action: string().max(100).optional(),
	object_type: string().max(100).optional(),
	object_id: string().max(100).optional(),
	/** Inclusive; a date alone means from the start of that day (UTC). */
	date_from: dateOrDateTime.optional(),
	/** Inclusive; a date alone means up to the end of that day (UTC). */
	date_to: dateOrDateTime.optional(),
	id_organization: queryId.optional()
});
object({
	actions: array(string()),
	object_types: array(string())
}).meta({ id: "AuditLogChoices" });
object({
	id: requiredString(100),
	timestamp: datetime({
		offset: true,
		error: "Enter a valid ISO 8601 date and time."
	}),
	type: string().max(50, messages.maxLength(50)).regex(/^[a-z][a-z0-9_]*$/, "Event types are lower-case letters, digits and underscores."),
	details: record(string(), unknown()).default({}),
	severity: _enum(SECURITY_SEVERITIES, { error: `Severity must be one of: ${SECURITY_SEVERITIES.join(", ")}.` }),
	userAgent: string().max(512, messages.maxLength(512)).default(""),
	url: string().max(2048, messages.maxLength(2048)).default("")
}).meta({ id: "SecurityEvent" });
strictObject({ id_organization: queryId.optional() });
var SecurityIncidentSchema = object({
	id: number().int(),
	event_id: string(),
	type: string(),
	severity: _enum(SECURITY_SEVERITIES),
	/** Null once the user is deleted, or for an event nobody was signed in for. */
	user: number().int().nullable(),
	user_email: string().nullable(),
	id_organization: number().int().nullable(),
	/** The form field a script-like value was typed into (`xss_attempt`). */
	field: string().nullable(),
	/** One of SECURITY_EVENT_REASONS when the event gave one its type does not say. */
	reason: string().nullable(),
	url: string(),
	ip: string().nullable(),
	timestamp,
	created_at: timestamp
});
object({
	/** null: every organisation (a superuser who named none). */
	id_organization: number().int().nullable(),
	total_users: number().int(),
	active_users: number().int(),
	total_roles: number().int(),
	total_permissions: number().int(),
	/** Permission changes audited within the last 7 days. */
	recent_permission_changes: number().int(),
	/** Client security events of severity high or critical within the last 30 days. */
	security_incidents: number().int(),
	recent_incidents: array(SecurityIncidentSchema),
	recent_logs: array(AuditLogSchema),
	/** Granted permissions per module (subject). */
	permission_distribution: array(object({
		module: number().int(),
		code: string(),
		name: string(),
		count: number().int()
	})),
	/** Holders per role; each role names its organisation, as all of them may be listed together. */
	role_distribution: array(object({
		role: number().int(),
		code: string(),
		name: string(),
		id_organization: number().int(),
		users_count: number().int()
	}))
}).meta({ id: "SecurityDashboard" });
// domain/security/messages.ts
/** Texts of the security area: the API's error details and the screens' messages (spec §8). */
var securityMessages = {
	roleNotFound: "Role not found.",
	parentNotFound: "Parent role not found.",
	parentCycle: "This parent role would create a cycle: a role cannot be its own ancestor.",
	codeTaken: "A role with this code already exists in this organisation.",
	systemLevelReserved: "Only a superuser can give a role the system level.",
	systemRoleDelete: "System roles cannot be deleted.",
	systemRoleCode: "The code of a system role cannot be changed.",
	systemRoleLevel: "The level of a system role cannot be changed.",
	systemRoleAssignment: "System roles follow the user's role: change the user's role instead.",
	roleHasUsers: (n) => `This role is assigned to ${n} user${n === 1 ? "" : "s"}. Reassign ${n === 1 ? "them" : "them all"} to another role before deleting it.`,
	roleHasChildren: (n) => `This role is the parent of ${n} other role${n === 1 ? "" : "s"}. Change their parent before deleting it.`,
	roleOrganizationFixed: "A role cannot move to another organisation.",
	organizationNotFound: "Organisation not found.",
	moduleNotFound: "Module not found.",
	operationNotFound: "Operation not found.",
	duplicateUpdate: (index) => `Same role, module and operation as item ${index}.`,
	concurrentChange: "These permissions were changed at the same time by someone else. Reload and try again.",
	duplicateRole: "Each role may be listed only once.",
	conditionKey: "Condition names are lower-case letters, digits and underscores.",
	conditionValue: "A condition value is a string, a number, true, false or null.",
	placeholder: "Unknown placeholder: use ${user.id}, ${user.id_organization}, ${user.team} or ${user.brand}.",
	fieldName: "Field names are lower-case letters, digits and underscores.",
	refreshNotLonger: "The refresh token lifetime must be longer than the access token lifetime.",
	dateOrder: "The start date must not be after the end date.",
	eventsTooLarge: (limit) => `Security event is too large (limit ${limit} bytes).`
};
// domain/security/permissions.ts
var conditionKey = /^[a-z][a-z0-9_]{0,49}$/;
var conditionValue = union([
	string().max(100, messages.maxLength(100)),
	number().finite(),
	boolean(),
	_null()
], { error: securityMessages.conditionValue });
/**
* CASL equality conditions; a value may be a placeholder for the holder's attribute
* ("${user.team}"). No operators: what the conditions editor offers, nothing an
* administrator could use to widen a rule.
*/
var PermissionConditionsSchema = record(string(), conditionValue).superRefine((conditions, ctx) => {
	const keys = Object.keys(conditions);
	if (keys.length > 10) ctx.addIssue({
		code: "custom",
		message: "At most 10 conditions."
	});
	for (const key of keys) {
		if (!conditionKey.test(key)) ctx.addIssue({
			code: "custom",
			path: [key],
			message: securityMessages.conditionKey
		});
		const value = conditions[key];
		if (isPlaceholder(value) && !isKnownPlaceholder(value)) ctx.addIssue({
			code: "custom",
			path: [key],
			message: securityMessages.placeholder
		});
	}
});
var PermissionFieldsSchema = array(string().regex(conditionKey, securityMessages.fieldName)).max(50, "At most 50 fields.");
object({
	id: number().int(),
	role: number().int(),
	module: number().int(),
	module_code: string(),
	application: number().int(),
	operation: number().int(),
	operation_code: string(),
	conditions: record(string(), unknown()).nullable(),
	fields: array(string()).nullable(),
	created_at: timestamp
}).meta({ id: "RolePermission" });
object({
	module: number().int(),
	module_code: string(),
	application: number().int(),
	operation: number().int(),
	operation_code: string(),
	conditions: record(string(), unknown()).nullable(),
	fields: array(string()).nullable(),
	via_manage: boolean()
}).meta({ id: "BuiltInPermission" });
var PermissionUpdateSchema = strictObject({
	role: id(),
	module: id(),
	operation: id(),
	/** grant: adds the permission, or replaces its conditions and fields; revoke: removes it. */
	action: _enum(["grant", "revoke"], { error: "Action must be grant or revoke." }),
	conditions: PermissionConditionsSchema.nullable().optional(),
	fields: PermissionFieldsSchema.nullable().optional()
});
var BULK_PERMISSIONS_MAX = 1e3;
strictObject({ updates: array(PermissionUpdateSchema).min(1, "Send at least one update.").max(BULK_PERMISSIONS_MAX, `At most ${BULK_PERMISSIONS_MAX} updates at once.`) }).meta({ id: "BulkPermissions" });
object({
	granted: number().int(),
	updated: number().int(),
	revoked: number().int(),
	unchanged: number().int()
});
// domain/security/policies.ts
/** Bounds of each policy: a policy can tighten the product's rules, never go below them. */
var POLICY_LIMITS = {
	password_min_length: {
		min: 8,
		max: 128
	},
	session_inactivity_minutes: {
		min: 1,
		max: 1440
	},
	access_token_lifetime_seconds: {
		min: 60,
		max: 86400
	},
	refresh_token_lifetime_seconds: {
		min: 3600,
		max: 7776e3
	},
	login_rate_limit: {
		min: 1,
		max: 1e3
	}
};
var policyNumber = (name) => number({ error: "Expected an integer." }).int("Expected an integer.").min(POLICY_LIMITS[name].min, `Ensure this value is at least ${POLICY_LIMITS[name].min}.`).max(POLICY_LIMITS[name].max, `Ensure this value is at most ${POLICY_LIMITS[name].max}.`);
var policyValues = {
	password_min_length: number().int(),
	session_inactivity_minutes: number().int(),
	access_token_lifetime_seconds: number().int(),
	refresh_token_lifetime_seconds: number().int(),
	login_rate_limit: number().int()
};
object({
	id_organization: number().int(),
	...policyValues,
	/** Read only: the window the login rate limit counts in (server configuration). */
	login_rate_window_seconds: number().int(),
	/** What each policy falls back to when not set (server configuration). */
	defaults: object(policyValues),
	updated_at: string().nullable(),
	updated_by: number().int().nullable()
}).meta({ id: "SecurityPolicies" });
/** Partial; null puts a policy back to its default. */
var SecurityPoliciesUpdateSchema = strictObject({
	password_min_length: policyNumber("password_min_length").nullable(),
	session_inactivity_minutes: policyNumber("session_inactivity_minutes").nullable(),
	access_token_lifetime_seconds: policyNumber("access_token_lifetime_seconds").nullable(),
	refresh_token_lifetime_seconds: policyNumber("refresh_token_lifetime_seconds").nullable(),
	login_rate_limit: policyNumber("login_rate_limit").nullable()
}).partial().meta({ id: "SecurityPoliciesUpdate" });
// domain/security/builtIn.ts
var SENTINEL = {
	id: -9001,
	id_organization: -9002,
	team: -9003,
	brand: -9004
};
new Map(PLACEHOLDER_ATTRIBUTES.map((attribute) => [SENTINEL[attribute], `\${user.${attribute}}`]));
export { SecurityPoliciesUpdateSchema as n, POLICY_LIMITS as t };

//# sourceMappingURL=security-DNq__2E4.js.map