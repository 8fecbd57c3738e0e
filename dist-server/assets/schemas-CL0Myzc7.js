import { f as strictObject, l as number, o as array, p as string, s as boolean, u as object } from "./schemas-DsdQ_yki.js";
import { t as AbilityRuleSchema } from "./access-BaChiTqq.js";
import { d as password, f as passwordsMatch, h as requiredString, i as email, o as existingPassword } from "./fields-De-4O6oE.js";
import { i as UserSchema } from "./schemas-BDv3OC7r.js";
// domain/auth/schemas.ts
var LoginRequestSchema = strictObject({
	email: email(),
	password: existingPassword()
}).meta({ id: "LoginRequest" });
/**
* The signed-in user as the auth endpoints answer it (login, sign-up, GET and PATCH /auth/user/):
* the user, the name of their organisation (null if it no longer exists) and, for those who
* manage organisations, the one they chose to work in (null: none chosen).
*/
var CurrentUserSchema = UserSchema.extend({
	organization_name: string().nullable(),
	working_organization: number().int().nullable()
}).meta({ id: "CurrentUser" });
object({
	user: CurrentUserSchema,
	access_token: string(),
	refresh_token: string(),
	userAbilityRules: array(AbilityRuleSchema),
	/** The organisation's inactivity limit (security policy); always sent by this server. */
	session_inactivity_minutes: number().int().optional()
}).meta({ id: "LoginResponse" });
strictObject({ refresh: requiredString(512) });
object({
	access: string(),
	refresh: string()
});
strictObject({ refresh: string().max(512).optional() }).nullish();
object({
	user: CurrentUserSchema,
	userAbilityRules: array(AbilityRuleSchema)
}).meta({ id: "WorkingOrganizationAnswer" });
object({
	userAbilityRules: array(AbilityRuleSchema),
	/** The organisation's inactivity limit (security policy), re-read with every ability refresh. */
	session_inactivity_minutes: number().int().optional()
});
var PasswordChangeSchema = strictObject({
	old_password: existingPassword(),
	new_password1: password(),
	new_password2: existingPassword()
}).superRefine(passwordsMatch("new_password1", "new_password2"));
var PasswordResetSchema = strictObject({ email: email() });
var PasswordResetConfirmSchema = strictObject({
	new_password1: password(),
	new_password2: existingPassword(),
	uid: requiredString(64),
	token: requiredString(256)
}).superRefine(passwordsMatch("new_password1", "new_password2"));
var SignupSchema = strictObject({
	email: email(),
	password1: password(),
	password2: existingPassword(),
	first_name: requiredString(150),
	last_name: requiredString(150)
}).superRefine(passwordsMatch("password1", "password2"));
object({ allow_signup: boolean() }).meta({ id: "AuthOptions" });
export { SignupSchema as a, PasswordResetSchema as i, PasswordChangeSchema as n, PasswordResetConfirmSchema as r, LoginRequestSchema as t };

//# sourceMappingURL=schemas-CL0Myzc7.js.map