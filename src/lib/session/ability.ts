import { createAppAbility, type AppAbility } from '../../../domain/access/app-ability';
import { buildUserRules } from '../../../domain/access/user-rules';
import type { SessionContext } from '../../../machines/session';

/**
 * The signed-in user's CASL ability: from the stored rules, or, when those are empty, from the
 * role rules of `domain/access` (spec §4). A module of its own: CASL loads with a session
 * (`loadAbility` in SessionProvider), not with /login.
 */
export function abilityFor(
  user: NonNullable<SessionContext['user']>,
  rules: SessionContext['abilityRules'],
): AppAbility {
  return createAppAbility(rules.length ? rules : buildUserRules({ ...user }));
}
