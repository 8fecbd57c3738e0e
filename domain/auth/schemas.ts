import { z } from 'zod';
import { AbilityRuleSchema } from '../access';
import { email, existingPassword, password, passwordsMatch, requiredString } from '../common/fields';
import { UserSchema } from '../users/schemas';

export const LoginRequestSchema = z
  .strictObject({ email: email(), password: existingPassword() })
  .meta({ id: 'LoginRequest' });

/**
 * The signed-in user as the auth endpoints answer it (login, sign-up, GET and PATCH /auth/user/):
 * the user, the name of their organisation (null if it no longer exists) and, for those who
 * manage organisations, the one they chose to work in (null: none chosen).
 */
export const CurrentUserSchema = UserSchema.extend({
  organization_name: z.string().nullable(),
  working_organization: z.number().int().nullable(),
}).meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const LoginResponseSchema = z
  .object({
    user: CurrentUserSchema,
    access_token: z.string(),
    refresh_token: z.string(),
    userAbilityRules: z.array(AbilityRuleSchema),
    /** The organisation's inactivity limit (security policy); always sent by this server. */
    session_inactivity_minutes: z.number().int().optional(),
  })
  .meta({ id: 'LoginResponse' });

export const TokenRefreshRequestSchema = z.strictObject({ refresh: requiredString(512) });
export const TokenPairSchema = z.object({ access: z.string(), refresh: z.string() });

// Fastify hands a missing body to the validator as null, and a logout may carry no body at all.
export const LogoutRequestSchema = z.strictObject({ refresh: z.string().max(512).optional() }).nullish();

/** What choosing the organisation to work in answers: the user as it is now and their rules, fresh. */
export const WorkingOrganizationAnswerSchema = z
  .object({ user: CurrentUserSchema, userAbilityRules: z.array(AbilityRuleSchema) })
  .meta({ id: 'WorkingOrganizationAnswer' });

export const AbilitiesResponseSchema = z.object({
  userAbilityRules: z.array(AbilityRuleSchema),
  /** The organisation's inactivity limit (security policy), re-read with every ability refresh. */
  session_inactivity_minutes: z.number().int().optional(),
});

export const PasswordChangeSchema = z
  .strictObject({
    old_password: existingPassword(),
    new_password1: password(),
    new_password2: existingPassword(),
  })
  .superRefine(passwordsMatch('new_password1', 'new_password2'));

export const PasswordResetSchema = z.strictObject({ email: email() });

export const PasswordResetConfirmSchema = z
  .strictObject({
    new_password1: password(),
    new_password2: existingPassword(),
    uid: requiredString(64),
    token: requiredString(256),
  })
  .superRefine(passwordsMatch('new_password1', 'new_password2'));

export const SignupSchema = z
  .strictObject({
    email: email(),
    password1: password(),
    password2: existingPassword(),
    first_name: requiredString(150),
    last_name: requiredString(150),
  })
  .superRefine(passwordsMatch('password1', 'password2'));

/** What a visitor may do before signing in, as this server is configured (sign-up is off by default). */
export const AuthOptionsSchema = z.object({ allow_signup: z.boolean() }).meta({ id: 'AuthOptions' });
export type AuthOptions = z.infer<typeof AuthOptionsSchema>;
