import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { h as selectUser, i as useSession } from "./SessionProvider-Bi_teUN2.js";
import { t as useOrganizations } from "./organizations-DZO6FPIX.js";
// src/lib/organizationLabel.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* An organisation as people know it: by its name when it is the signed-in user's own (the one
* name the session carries) or one they may read (`useOrganizations`), else by its number
* ("Organisation 7"), never as a bare id.
*/
function useOrganizationLabel() {
	const { t } = useTranslation();
	const me = useSession(selectUser);
	const { nameOf } = useOrganizations();
	return (0, import_react.useCallback)((id) => id === me?.id_organization && me.organization_name || nameOf(id) || t("data.organizationNumber", { id }), [
		t,
		me,
		nameOf
	]);
}
export { useOrganizationLabel as t };

//# sourceMappingURL=organizationLabel-CszNSqeZ.js.map