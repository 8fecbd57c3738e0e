import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as ALL_PAGE_SIZE } from "./allPages-DVI8vi4q.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
// src/lib/organizations.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Organisations change rarely: one read serves every screen of a sign-in for a while. */
var ORGANIZATIONS_STALE_TIME = 3e5;
/**
* The organisations the signed-in user may read (`GET /api/organizations/`), asked only of those
* whose ability reads organisations at all: a superuser gets every tenant, a CLIENT_ADMIN their
* own, anyone else none (they see one organisation, their own).
*/
function useOrganizations() {
	const readsOrganizations = useAppAbility()?.can("read", "Organization") ?? false;
	const { data } = useApi().useQuery("get", "/api/organizations/", { params: { query: { page_size: ALL_PAGE_SIZE } } }, {
		enabled: readsOrganizations,
		staleTime: ORGANIZATIONS_STALE_TIME
	});
	const list = (0, import_react.useMemo)(() => readsOrganizations ? data?.results ?? [] : [], [readsOrganizations, data]);
	return (0, import_react.useMemo)(() => {
		const names = new Map(list.map((o) => [o.id, o.name]));
		return {
			list,
			several: list.length > 1,
			nameOf: (id) => names.get(id)
		};
	}, [list]);
}
export { useOrganizations as t };

//# sourceMappingURL=organizations-DZO6FPIX.js.map