import { f as strictObject, i as _enum, l as number, p as string, s as boolean, u as object } from "./schemas-DsdQ_yki.js";
import "./access-BaChiTqq.js";
import { b as number$1, c as isoDate, d as password, i as email, s as id, t as MAX_ID, u as optionalString } from "./fields-De-4O6oE.js";
import { r as ROLES } from "../render.js";
import { n as messages } from "./messages-CVJXF2Mj.js";
// domain/users/schemas.ts
var RoleSchema = _enum(ROLES, { error: `Role must be one of: ${ROLES.join(", ")}.` });
var UserSchema = object({
	id: number().int(),
	email: string(),
	role: string(),
	id_organization: number().int(),
	is_staff: boolean(),
	is_superuser: boolean(),
	team: number().int().nullable(),
	brand: number().int().nullable(),
	first_name: string(),
	last_name: string(),
	phone_number: string(),
	birthday: string().nullable(),
	department: string(),
	is_active: boolean(),
	date_joined: string(),
	last_login: string().nullable()
}).meta({ id: "User" });
var profileFields = {
	first_name: optionalString(150),
	last_name: optionalString(150),
	phone_number: optionalString(32),
	birthday: isoDate().nullable(),
	department: optionalString(100)
};
var adminFields = {
	email: email(),
	role: RoleSchema,
	team: id().nullable(),
	brand: id().nullable(),
	is_active: boolean(),
	is_staff: boolean(),
	is_superuser: boolean(),
	id_organization: id()
};
var RESET_LINK_OR_PASSWORD = "Give either a password or send_reset_link, not both.";
/**
* A new account starts either with an initial password or with no password and an emailed
* reset link (`send_reset_link: true`): exactly one of the two.
*/
var UserCreateSchema = strictObject(profileFields).partial().extend({
	email: email(),
	password: password().optional(),
	send_reset_link: boolean().optional(),
	role: RoleSchema.default("user"),
	team: adminFields.team.optional(),
	brand: adminFields.brand.optional(),
	is_active: boolean().default(true),
	is_staff: boolean().default(false),
	id_organization: id().optional()
}).superRefine((value, ctx) => {
	const withLink = value.send_reset_link === true;
	if (withLink && value.password !== void 0) ctx.addIssue({
		code: "custom",
		path: ["send_reset_link"],
		message: RESET_LINK_OR_PASSWORD
	});
	else if (!withLink && value.password === void 0) ctx.addIssue({
		code: "custom",
		path: ["password"],
		message: messages.required
	});
}, { when: ({ issues, value }) => typeof value === "object" && value !== null && !Array.isArray(value) && !issues.some((issue) => issue.path?.[0] === "password" || issue.path?.[0] === "send_reset_link") }).meta({ id: "UserCreate" });
/** Every field someone may be allowed to change; who may change which is decided by abilities. */
var UserUpdateSchema = strictObject({
	...profileFields,
	...adminFields
}).partial().meta({ id: "UserUpdate" });
/** Fields a person can never change on their own account, whatever their role. */
var SELF_PROTECTED_FIELDS = [
	"email",
	"role",
	"is_staff",
	"is_superuser",
	"id_organization",
	"is_active",
	"team",
	"brand"
];
var UserListQueryFields = {
	role: string().max(50).optional(),
	is_active: _enum(["true", "false"]).optional(),
	team: number$1().int().positive().max(MAX_ID).optional()
};
export { UserUpdateSchema as a, UserSchema as i, UserCreateSchema as n, UserListQueryFields as r, SELF_PROTECTED_FIELDS as t };

//# sourceMappingURL=schemas-BDv3OC7r.js.map