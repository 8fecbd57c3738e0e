import { PASSWORD_MIN_LENGTH } from '../common/messages';

/** What the server enforces per organisation (issue 4 §1, Policies). */
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

/** Spec §9: 30 minutes of inactivity end the session. */
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
