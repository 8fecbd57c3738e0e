import { f as strictObject, i as _enum, l as number, o as array, p as string, u as object } from "./schemas-DsdQ_yki.js";
import { g as resourceCode, l as optionalDate, m as queryId, r as description, s as id, x as date } from "./fields-De-4O6oE.js";
import { n as messages } from "./messages-CVJXF2Mj.js";
import { t as ListQuerySchema } from "./pagination-BhqLAp65.js";
import { c as QUANTITY_MAX, t as MONEY_MAX } from "./product-B5-VMoo4.js";
// domain/catalogue/launch.ts
var LAUNCH_TYPES = [
	"new_product",
	"relaunch",
	"line_extension",
	"seasonal",
	"limited_edition"
];
var LAUNCH_STATUSES = [
	"planning",
	"scheduled",
	"in_progress",
	"launched",
	"postponed",
	"cancelled"
];
var MARKET_SCOPES = [
	"local",
	"regional",
	"national",
	"international",
	"global"
];
var LAUNCH_TEAM_ROLES = [
	"lead",
	"marketing",
	"sales",
	"product",
	"support",
	"logistics"
];
var memberSchema = object({
	user: id(),
	role: _enum(LAUNCH_TEAM_ROLES)
});
object({
	id: number().int(),
	id_organization: number().int(),
	product: number().int(),
	product_name: string(),
	code: string(),
	name: string(),
	description: string(),
	launch_type: _enum(LAUNCH_TYPES),
	status: _enum(LAUNCH_STATUSES),
	market_scope: _enum(MARKET_SCOPES),
	manager: number().int().nullable(),
	manager_name: string().nullable(),
	planned_launch_date: string(),
	actual_launch_date: string().nullable(),
	target_revenue: number().nullable(),
	target_units: number().int().nullable(),
	team: array(memberSchema.extend({ name: string() })),
	created_at: string(),
	updated_at: string()
}).meta({ id: "ProductLaunch" });
var launchFields = {
	product: id(),
	code: resourceCode(),
	name: string({ error: messages.required }).trim().min(1, messages.required).max(200, messages.maxLength(200)),
	description: description(),
	launch_type: _enum(LAUNCH_TYPES),
	status: _enum(LAUNCH_STATUSES),
	market_scope: _enum(MARKET_SCOPES),
	manager: id().nullable(),
	planned_launch_date: date({ error: (i) => i.input === void 0 || i.input === null ? messages.required : messages.date }),
	actual_launch_date: optionalDate(),
	target_revenue: number().min(0).max(MONEY_MAX).nullable(),
	target_units: number().int().min(0).max(QUANTITY_MAX).nullable(),
	team: array(memberSchema).max(50).refine((m) => new Set(m.map((x) => x.user)).size === m.length, "Each person once.")
};
var LaunchCreateSchema = strictObject({
	...launchFields,
	description: launchFields.description.default(""),
	launch_type: launchFields.launch_type.default("new_product"),
	status: launchFields.status.default("planning"),
	market_scope: launchFields.market_scope.default("national"),
	manager: launchFields.manager.default(null),
	actual_launch_date: launchFields.actual_launch_date.default(null),
	target_revenue: launchFields.target_revenue.default(null),
	target_units: launchFields.target_units.default(null),
	team: launchFields.team.default([])
}).meta({ id: "ProductLaunchCreate" });
var { product: _product, ...updatable } = launchFields;
var LaunchUpdateSchema = strictObject(updatable).partial().meta({ id: "ProductLaunchUpdate" });
ListQuerySchema.extend({
	product: queryId.optional(),
	status: _enum(LAUNCH_STATUSES).optional()
});
/** A launch code for the "Generate" button: LCH, the date and four random characters. */
function generateLaunchCode(today, random = Math.random) {
	const date = today.toISOString().slice(0, 10).replaceAll("-", "");
	const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
	return `LCH_${date}_${Array.from({ length: 4 }, () => alphabet[Math.floor(random() * 32)]).join("")}`;
}
export { LaunchUpdateSchema as a, LaunchCreateSchema as i, LAUNCH_TEAM_ROLES as n, MARKET_SCOPES as o, LAUNCH_TYPES as r, generateLaunchCode as s, LAUNCH_STATUSES as t };

//# sourceMappingURL=launch-OaGJoAFL.js.map