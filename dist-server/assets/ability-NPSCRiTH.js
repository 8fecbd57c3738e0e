import { n as createAppAbility, t as buildUserRules } from "./user-rules-v9qaqKTl.js";
// src/lib/session/ability.ts
/**
* The signed-in user's CASL ability: from the stored rules, or, when those are empty, from the
* role rules of `domain/access` (spec §4). A module of its own: CASL loads with a session
* (`loadAbility` in SessionProvider), not with /login.
*/
function abilityFor(user, rules) {
	return createAppAbility(rules.length ? rules : buildUserRules({ ...user }));
}
export { abilityFor };

//# sourceMappingURL=ability-NPSCRiTH.js.map