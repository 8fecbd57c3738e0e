import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
// src/lib/roleLabel.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* A role's label in the reader's language (`hr` → "HR", `superuser` → "Superuser"), from
* locales/<language>/roles.json; for a role this build does not know (an organisation's own),
* `otherwise`: its stored name where the screen has it, else the code. Every screen that shows a
* role shows this, never the code.
*/
var roleLabel = (t, role, otherwise = role) => t(`roles.${role}`, { defaultValue: otherwise });
/** `roleLabel` with the reader's language. */
function useRoleLabel() {
	const { t } = useTranslation();
	return (0, import_react.useCallback)((role, otherwise) => roleLabel(t, role, otherwise), [t]);
}
/**
* A security role's name for the reader: a system role (seeded in English with a built-in code)
* by its label in the reader's language, an organisation's own role by the name it was given.
*/
var securityRoleName = (t, role) => role.is_system_role ? roleLabel(t, role.code, role.name) : role.name;
export { useRoleLabel as n, securityRoleName as t };

//# sourceMappingURL=roleLabel-BoPcF1uS.js.map