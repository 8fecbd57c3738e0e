import { d as record, f as strictObject, h as unknown, i as _enum, l as number, o as array, p as string, s as boolean, u as object } from "./schemas-DsdQ_yki.js";
import { h as requiredString, m as queryId, s as id, u as optionalString } from "./fields-De-4O6oE.js";
import { t as ListQuerySchema } from "./pagination-BhqLAp65.js";
// domain/security/fields.ts
/** Timestamps as the API writes them (ISO 8601). */
var timestamp = string();
/** Query-string booleans of the security calls, which also take 1 and 0. */
var queryBoolean = _enum([
	"true",
	"false",
	"1",
	"0"
]).transform((v) => v === "true" || v === "1");
// domain/security/roles.ts
var ROLE_LEVELS = [
	"system",
	"organization",
	"department",
	"team"
];
var SecurityRoleSchema = object({
	id: number().int(),
	name: string(),
	code: string(),
	description: string(),
	level: _enum(ROLE_LEVELS),
	id_organization: number().int(),
	parent_role: number().int().nullable(),
	is_system_role: boolean(),
	is_active: boolean(),
	permissions_count: number().int(),
	/** Holders: users assigned the role, plus, for a system role, the users whose role it is. */
	users_count: number().int(),
	created_at: timestamp,
	updated_at: timestamp
}).meta({ id: "SecurityRole" });
var roleCode = () => requiredString(50).min(2, "Ensure this field has at least 2 characters.").regex(/^[A-Za-z][A-Za-z0-9_]*$/, "Use letters, digits and underscores, starting with a letter.");
var roleName = () => requiredString(100);
var roleLevel = () => _enum(ROLE_LEVELS, { error: `Level must be one of: ${ROLE_LEVELS.join(", ")}.` });
var RoleCreateSchema = strictObject({
	name: roleName(),
	code: roleCode(),
	description: optionalString(500).default(""),
	level: roleLevel(),
	/** Defaults to the caller's organisation; only a superuser may name another. */
	id_organization: id().optional(),
	parent_role: id().nullable().default(null),
	is_active: boolean().default(true)
}).meta({ id: "SecurityRoleCreate" });
strictObject({
	name: roleName(),
	code: roleCode(),
	description: optionalString(500),
	level: roleLevel(),
	/** Accepted only when unchanged: a role stays in its organisation. */
	id_organization: id(),
	parent_role: id().nullable(),
	is_active: boolean()
}).partial().meta({ id: "SecurityRoleUpdate" });
var RoleListQuerySchema = ListQuerySchema.extend({
	id_organization: queryId.optional(),
	active_only: queryBoolean.optional(),
	level: roleLevel().optional()
});
object({
	exported_at: timestamp,
	role: SecurityRoleSchema,
	permissions: array(object({
		application: string(),
		module: string(),
		operation: string(),
		conditions: record(string(), unknown()).nullable(),
		fields: array(string()).nullable()
	}))
}).meta({ id: "SecurityRoleExport" });
strictObject({ format: _enum(["csv", "json"], { error: "Format must be csv or json." }).default("json") });
export { timestamp as a, queryBoolean as i, RoleCreateSchema as n, RoleListQuerySchema as r, ROLE_LEVELS as t };

//# sourceMappingURL=roles-GSzf-AGc.js.map