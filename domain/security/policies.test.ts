import { describe, expect, it } from 'vitest';
import {
  effectivePolicies,
  POLICY_LIMITS,
  SecurityPoliciesUpdateSchema,
  type SecurityPolicyValues,
} from './policies';

const defaults: SecurityPolicyValues = {
  password_min_length: 8,
  session_inactivity_minutes: 30,
  access_token_lifetime_seconds: 900,
  refresh_token_lifetime_seconds: 604800,
  login_rate_limit: 10,
};

describe('effectivePolicies', () => {
  it('uses stored values and falls back to the defaults for null or missing ones', () => {
    expect(effectivePolicies(defaults, undefined)).toEqual(defaults);
    expect(
      effectivePolicies(defaults, {
        password_min_length: 12,
        session_inactivity_minutes: null,
        login_rate_limit: 3,
      }),
    ).toEqual({ ...defaults, password_min_length: 12, login_rate_limit: 3 });
  });
});

describe('SecurityPoliciesUpdateSchema', () => {
  it('never lets the password minimum go below the spec’s 8', () => {
    expect(POLICY_LIMITS.password_min_length.min).toBe(8);
    expect(SecurityPoliciesUpdateSchema.safeParse({ password_min_length: 7 }).success).toBe(false);
    expect(SecurityPoliciesUpdateSchema.safeParse({ password_min_length: 8 }).success).toBe(true);
  });

  it('accepts null (back to the default) and partial updates, rejects unknown keys', () => {
    expect(SecurityPoliciesUpdateSchema.parse({ login_rate_limit: null })).toEqual({
      login_rate_limit: null,
    });
    expect(SecurityPoliciesUpdateSchema.parse({})).toEqual({});
    expect(SecurityPoliciesUpdateSchema.safeParse({ lockout: 1 }).success).toBe(false);
  });
});
