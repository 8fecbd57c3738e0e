import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { d as keepPreviousData } from "./utils-CmJOKuiF.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { t as Link } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { n as useAllPages } from "./allPages-DVI8vi4q.js";
import { i as useApiClient, r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { t as useVocabulary } from "./vocabularyText-BwJiDHc1.js";
import { n as DataTable, t as useListState } from "./useListState-Divt4-HW.js";
import { t as FilterSelect } from "./FilterSelect-BqPgLEhN.js";
import { t as useFormats } from "./format-BEahoWuA.js";
import "../render.js";
import { i as useRefreshAction, r as useCanManageSecurity, t as RefreshButton } from "./SecurityPage-tX-Y2ieu.js";
import { t as apiListQuery } from "./listQuery-MBe2Ag4L.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as RoleList } from "./RoleList-DbHQh3gB.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/grid-3x3.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "grid-3x3",
	size: 24,
	node: [
		["rect", {
			width: "18",
			height: "18",
			x: "3",
			y: "3",
			rx: "2",
			key: "afitv7"
		}],
		["path", {
			d: "M3 9h18",
			key: "1pudct"
		}],
		["path", {
			d: "M3 15h18",
			key: "5xshup"
		}],
		["path", {
			d: "M9 3v18",
			key: "fh3hqa"
		}],
		["path", {
			d: "M15 3v18",
			key: "14nvp0"
		}]
	],
	aliases: ["grid", "grid-3-x-3"]
};
__iconData.node;
var Grid3x3 = createLucideIcon(__iconData);
// src/features/security/ModulePermissionList.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var FILTERS = ["application"];
/**
* The permission catalogue as a list: each module (the subject a permission grants), its
* application and how many role permissions grant it; the matrix link for those who manage.
*/
function ModulePermissionList() {
	const { t } = useTranslation();
	const f = useFormats();
	const words = useVocabulary();
	const api = useApi();
	const canManage = useCanManageSecurity();
	const list = useListState({
		filters: FILTERS,
		defaultOrdering: "application,sort_order"
	});
	const { filters } = list.state;
	const application = /^\d{1,9}$/.test(filters.application ?? "") ? Number(filters.application) : void 0;
	const client = useApiClient();
	const applications = useAllPages(["get", "/api/security/applications/"], (page, page_size) => client.GET("/api/security/applications/", { params: { query: {
		page,
		page_size
	} } }));
	const query = api.useQuery("get", "/api/security/modules/", { params: { query: {
		...apiListQuery(list.state),
		...application && { application }
	} } }, { placeholderData: keepPreviousData });
	const refresh = useRefreshAction([query, applications]);
	const appName = (0, import_react.useMemo)(() => {
		const names = new Map((applications.data ?? []).map((a) => [a.id, words.application(a)]));
		return (id) => names.get(id) ?? "";
	}, [applications.data, words]);
	const columns = (0, import_react.useMemo)(() => [
		{
			id: "name",
			header: "security.permissions.columns.module",
			sortField: "name",
			cell: (m) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "0",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontWeight: "medium",
					children: words.module(m)
				}), m.code.toLowerCase() !== m.name.toLowerCase() && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "xs",
					color: "fg.muted",
					children: m.code
				})]
			})
		},
		{
			id: "application",
			header: "security.permissions.columns.application",
			sortField: "application",
			cell: (m) => appName(m.application)
		},
		{
			id: "count",
			header: "security.permissions.columns.granted",
			textAlign: "end",
			cell: (m) => f.number(m.permissions_count)
		},
		{
			id: "status",
			header: "security.permissions.columns.status",
			hideBelow: "sm",
			cell: (m) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
				colorPalette: m.is_active ? "green" : "gray",
				variant: "subtle",
				children: t(m.is_active ? "security.roles.active" : "security.roles.inactive")
			})
		}
	], [
		t,
		f,
		words,
		appName
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
		label: t("security.permissions.tableLabel"),
		columns,
		rowKey: (m) => m.id,
		list,
		query,
		searchLabel: t("security.permissions.search"),
		errorText: t(refresh.failed ? "security.errors.refreshPermissions" : "security.errors.loadPermissions"),
		filters: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
			label: t("security.permissions.columns.application"),
			allLabel: t("security.permissions.allApplications"),
			value: application ? String(application) : "",
			options: (applications.data ?? []).map((a) => ({
				value: String(a.id),
				label: words.application(a)
			})),
			onChange: (value) => list.setFilter("application", value)
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
			gap: "2",
			ms: "auto",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RefreshButton, {
				onClick: refresh.refresh,
				loading: refresh.loading
			}), canManage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				variant: "outline",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: "/security/permission-matrix",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid3x3, { "aria-hidden": true }), t("security.permissions.openMatrix")]
				})
			})]
		})] })
	});
}
// src/features/security/AppsListPages.tsx
function ListPage({ title, subtitle, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		maxW: "7xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "1",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				as: "h1",
				size: "2xl",
				children: title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.muted",
				children: subtitle
			})]
		}), children]
	});
}
/** /apps/roles: the security roles in the template's list form (the same list as role management). */
function AppsRolesPage() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListPage, {
		title: t("security.apps.rolesTitle"),
		subtitle: t("security.apps.rolesSubtitle"),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoleList, {})
	});
}
/** /apps/permissions and /apps/settings/permissions: the permission catalogue as a list. */
function AppsPermissionsPage() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListPage, {
		title: t("security.apps.permissionsTitle"),
		subtitle: t("security.apps.permissionsSubtitle"),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModulePermissionList, {})
	});
}
export { AppsPermissionsPage, AppsRolesPage };

//# sourceMappingURL=AppsListPages-DwsNqlzo.js.map