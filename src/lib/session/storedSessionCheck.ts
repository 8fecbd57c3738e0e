import type { AbilityRule } from '../../../domain/access/ability-rule';
import { isRole } from '../../../domain/access/vocabulary';
import type { CurrentUser } from '../../../domain/auth/schemas';
import { readJwtSubject, type StoredSession } from '../../../machines/session';

/** The stored parts as read from storage, each null when absent. */
export interface StoredSessionParts {
  user: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  abilityRules: string | null;
}

/** What is wrong with a stored session the app could not have written. */
export type TamperProblem = 'user_unreadable' | 'user_fields' | 'rules_unreadable' | 'token_subject';

export type StoredSessionVerdict =
  | { kind: 'none' }
  | { kind: 'intact'; session: StoredSession }
  | { kind: 'tampered'; problem: TamperProblem; accessToken: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
const isOptionalId = (value: unknown) => value === null || isId(value);
const isWords = (value: unknown) =>
  typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));

/** The fields the screens decide by: who the user is, their organisation and their standing. */
function hasUserFields(user: Record<string, unknown>): boolean {
  return (
    isId(user.id) &&
    typeof user.email === 'string' &&
    typeof user.role === 'string' &&
    isRole(user.role) &&
    isId(user.id_organization) &&
    typeof user.is_staff === 'boolean' &&
    typeof user.is_superuser === 'boolean' &&
    isOptionalId(user.team) &&
    isOptionalId(user.brand)
  );
}

const isRule = (rule: unknown) => isObject(rule) && isWords(rule.action) && isWords(rule.subject);

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Whether stored session data is what the app wrote. The app writes only what the server
 * answered, so a user or rules it cannot read, a field of the wrong kind, a role no one can hold
 * or an access token issued to someone else means the data was edited outside the app (by hand
 * in the developer tools, or by an injected script). The tokens themselves are the server's to
 * judge: it verifies their signature on the next request. What the server never sees again, the
 * stored user and rules the screens decide by, is what this check is for; the rules are replaced
 * by the server's anyway as soon as the session resumes.
 */
export function checkStoredSession(parts: StoredSessionParts): StoredSessionVerdict {
  const { accessToken, refreshToken } = parts;
  // The refresh token's cookie lives as long as the token: without it the session is over.
  if (!parts.user || !accessToken || !refreshToken) return { kind: 'none' };
  const tampered = (problem: TamperProblem): StoredSessionVerdict => ({
    kind: 'tampered',
    problem,
    accessToken,
  });
  const user = parse(parts.user);
  if (!isObject(user)) return tampered('user_unreadable');
  if (!hasUserFields(user)) return tampered('user_fields');
  const rules = parts.abilityRules === null ? [] : parse(parts.abilityRules);
  if (!Array.isArray(rules) || !rules.every(isRule)) return tampered('rules_unreadable');
  const subject = readJwtSubject(accessToken);
  if (subject !== null && subject !== String(user.id)) return tampered('token_subject');
  return {
    kind: 'intact',
    session: {
      user: user as CurrentUser,
      accessToken,
      refreshToken,
      abilityRules: rules as AbilityRule[],
    },
  };
}
