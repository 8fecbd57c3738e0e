import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../common/messages';

/** What the server enforces per organisation. */
export type SecurityPolicyValues = {
  password_min_length: number;
  session_inactivity_minutes: number;
  access_token_lifetime_seconds: number;
  refresh_token_lifetime_seconds: number;
  /** Sign-in attempts per account within `login_rate_window_seconds`. */
  login_rate_limit: number;
};
export type PolicyName = keyof SecurityPolicyValues;

/** Bounds of each policy: a policy can tighten the product's rules, never go below them. */
export const POLICY_LIMITS: Record<PolicyName, { min: number; max: number }> = {
  password_min_length: { min: PASSWORD_MIN_LENGTH, max: 128 },
  session_inactivity_minutes: { min: 1, max: 24 * 60 },
  access_token_lifetime_seconds: { min: 60, max: 24 * 3600 },
  refresh_token_lifetime_seconds: { min: 3600, max: 90 * 24 * 3600 },
  login_rate_limit: { min: 1, max: 1000 },
};

/** 30 minutes of inactivity end the session. */
export const DEFAULT_SESSION_INACTIVITY_MINUTES = 30;

/** Stored values override the defaults; a null stored value means "use the default". */
export function effectivePolicies(
  defaults: SecurityPolicyValues,
  stored: Partial<Record<PolicyName, number | null>> | undefined,
): SecurityPolicyValues {
  const out = { ...defaults };
  for (const name of Object.keys(defaults) as PolicyName[]) {
    const value = stored?.[name];
    if (typeof value === 'number') out[name] = value;
  }
  return out;
}

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
