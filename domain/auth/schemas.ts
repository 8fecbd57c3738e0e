import { z } from 'zod';
import { AbilityRuleSchema } from '../access';
import { email, existingPassword, password, passwordsMatch, requiredString } from '../common/fields';
import { UserSchema } from '../users/schemas';

export const LoginRequestSchema = z
  .strictObject({ email: email(), password: existingPassword() })
  .meta({ id: 'LoginRequest' });

export const LoginResponseSchema = z
  .object({
    user: UserSchema,
    access_token: z.string(),
    refresh_token: z.string(),
    userAbilityRules: z.array(AbilityRuleSchema),
  })
  .meta({ id: 'LoginResponse' });

export const TokenRefreshRequestSchema = z.strictObject({ refresh: requiredString(512) });
export const TokenPairSchema = z.object({ access: z.string(), refresh: z.string() });

// Fastify hands a missing body to the validator as null, and a logout may carry no body at all.
export const LogoutRequestSchema = z.strictObject({ refresh: z.string().max(512).optional() }).nullish();

export const AbilitiesResponseSchema = z.object({ userAbilityRules: z.array(AbilityRuleSchema) });

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
