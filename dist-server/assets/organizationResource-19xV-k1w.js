import { n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
import { f as strictObject, i as _enum, l as number, p as string, s as boolean, u as object } from "./schemas-DsdQ_yki.js";
import { _ as resourceName, g as resourceCode, i as email, p as queryBoolean, s as id, u as optionalString } from "./fields-De-4O6oE.js";
import { t as ListQuerySchema } from "./pagination-BhqLAp65.js";
import { r as defineResource } from "./resource-Cli98FiI.js";
// domain/organizations/messages.ts
/**
* Texts of the organisations' administration in English: the API's error details and the forms'
* rules. The SPA maps each to an i18n key (`organizations.messages.<name>`).
*/
var organizationMessages = {
	organizationCodeTaken: "An organisation with this code already exists.",
	ownOrganization: "You cannot deactivate your own organisation.",
	adminEmailTaken: "A user with that email already exists.",
	adminRole: "The first administrator is an admin or a client administrator.",
	/** Fields only those who manage organisations may set (a client administrator keeps its name and logo). */
	managersOnly: "Only those who manage organisations may change this."
};
object({
	id: number().int(),
	code: string(),
	name: string(),
	is_active: boolean(),
	/** URL of the uploaded logo, or null. */
	logo: string().nullable(),
	/** Its users, active or not. */
	users_count: number().int(),
	created_at: string(),
	updated_at: string()
}).meta({ id: "Organization" });
/** The roles a new organisation's first administrator may be given. */
var FIRST_ADMIN_ROLES = ["admin", "CLIENT_ADMIN"];
/**
* The first administrator of a new organisation: an account without a password, sent a link to
* choose one.
*/
var FirstAdminSchema = strictObject({
	email: email(),
	first_name: optionalString(150).default(""),
	last_name: optionalString(150).default(""),
	role: _enum(FIRST_ADMIN_ROLES, { error: organizationMessages.adminRole }).default("admin")
}).meta({ id: "OrganizationFirstAdmin" });
var OrganizationCreateSchema = strictObject({
	code: resourceCode(),
	name: resourceName(),
	is_active: boolean().default(true),
	/** Optional: created in the same transaction, with an emailed set-password link. */
	admin: FirstAdminSchema.optional()
}).meta({ id: "OrganizationCreate" });
/** The name and (for those who manage organisations) the code and the active flag. */
var OrganizationUpdateSchema = strictObject({
	code: resourceCode(),
	name: resourceName(),
	is_active: boolean()
}).partial().meta({ id: "OrganizationUpdate" });
var OrganizationListQuerySchema = ListQuerySchema.extend({ is_active: queryBoolean.optional() });
strictObject({ organization: id().nullable() }).meta({ id: "WorkingOrganization" });
// src/features/admin/organizationResource.ts
var organizationResource_exports = /* @__PURE__ */ __exportAll({ organizationResource: () => organizationResource });
/** Organisations (tenants): read under Organization, created and deactivated by those who manage it. */
var organizationResource = defineResource({
	path: "/api/organizations/",
	name: "organization",
	subject: "Organization",
	texts: "organizations.list",
	listQuery: OrganizationListQuerySchema,
	filters: ["is_active"],
	defaultOrdering: "name",
	tenants: true
});
export { OrganizationUpdateSchema as a, OrganizationCreateSchema as i, organizationResource_exports as n, organizationMessages as o, FIRST_ADMIN_ROLES as r, organizationResource as t };

//# sourceMappingURL=organizationResource-19xV-k1w.js.map