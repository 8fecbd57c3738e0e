import { createMongoAbility, type MongoAbility, type Subject } from '@casl/ability';
import type { AbilityRule } from './ability-rule';

// Actions and subjects stay strings: custom rules may name operation codes and modules
// this build does not list, and the server checks with values taken from routes.
export type AppAbility = MongoAbility;

/** The one way both the server (per request) and the SPA (from the session) build an ability. */
export function createAppAbility(rules: readonly AbilityRule[]): AppAbility {
  // Conditions are plain equality objects on the wire; CASL types them as MongoQuery.
  return createMongoAbility(rules as Parameters<typeof createMongoAbility>[0]);
}

/** The 403 text (spec §6, §8), or the reason the deciding rule carries. */
export function denialMessage(ability: AppAbility, action: string, subject: Subject, field?: string): string {
  const reason = ability.relevantRuleFor(action, subject, field)?.reason;
  if (reason) return reason;
  return `You don't have permission to ${action} ${String(ability.detectSubjectType(subject))}`;
}
