import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Flex } from "./flex-Bw08oIkl.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { t as SectionNav } from "./SectionNav-DtWzSiM6.js";
import { C as SECURITY_DASHBOARD_PATH, S as ROLE_MANAGEMENT_PATH, b as PERMISSION_MATRIX_PATH, x as POLICIES_PATH, y as AUDIT_LOGS_PATH } from "../render.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/refresh-cw.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "refresh-cw",
	size: 24,
	node: [
		["path", {
			d: "M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8",
			key: "v9h5vc"
		}],
		["path", {
			d: "M21 3v5h-5",
			key: "1q7to0"
		}],
		["path", {
			d: "M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16",
			key: "3uifl3"
		}],
		["path", {
			d: "M8 16H3v5",
			key: "1cv678"
		}]
	]
};
__iconData.node;
var RefreshCw = createLucideIcon(__iconData);
// src/features/security/SecurityPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var SECTIONS = [
	{
		path: SECURITY_DASHBOARD_PATH,
		label: "security.nav.dashboard",
		action: "read"
	},
	{
		path: PERMISSION_MATRIX_PATH,
		label: "security.nav.matrix",
		action: "manage"
	},
	{
		path: ROLE_MANAGEMENT_PATH,
		label: "security.nav.roles",
		action: "read"
	},
	{
		path: AUDIT_LOGS_PATH,
		label: "security.nav.auditLogs",
		action: "read"
	},
	{
		path: POLICIES_PATH,
		label: "security.nav.policies",
		action: "manage"
	}
];
/** Whether the signed-in user may change the security area (manage on security, spec §2). */
function useCanManageSecurity() {
	return useAppAbility()?.can("manage", "security") ?? false;
}
/** A screen of the security area: its title, the area's sections the user may open, and the content. */
function SecurityPage({ title, subtitle, actions, children }) {
	const { t } = useTranslation();
	const ability = useAppAbility();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		maxW: "7xl",
		h: "full",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionNav, {
				label: t("security.nav.label"),
				items: SECTIONS.filter((s) => ability?.can(s.action, "security")).map((section) => ({
					path: section.path,
					label: t(section.label)
				}))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				gap: "4",
				wrap: "wrap",
				align: "flex-end",
				justify: "space-between",
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
				}), actions && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
					gap: "2",
					children: actions
				})]
			}),
			children
		]
	});
}
/**
* The Refresh action of a screen: reads its queries again. `failed` says the failure showing is
* that refresh's ('Failed to refresh permissions'), not a first load's: no query has read
* anything since the refresh was asked for.
*/
function useRefreshAction(queries) {
	const [askedAt, setAskedAt] = (0, import_react.useState)(null);
	const [loading, setLoading] = (0, import_react.useState)(false);
	return {
		refresh: () => {
			setAskedAt(Date.now());
			setLoading(true);
			Promise.allSettled(queries.map((q) => q.refetch())).then(() => setLoading(false));
		},
		failed: askedAt !== null && queries.some((q) => q.isError && q.dataUpdatedAt < askedAt),
		/** While the refresh asked for runs (not whenever something else loads). */
		loading
	};
}
/**
* Reads the screen's roles and permissions again (someone else may have changed them). A failure
* shows 'Failed to refresh permissions' (spec §8) with Retry, where the data was.
*/
function RefreshButton({ onClick, loading }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		variant: "outline",
		onClick,
		loading,
		loadingText: t("security.refresh"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RefreshCw, { "aria-hidden": true }), t("security.refresh")]
	});
}
export { useRefreshAction as i, SecurityPage as n, useCanManageSecurity as r, RefreshButton as t };

//# sourceMappingURL=SecurityPage-tX-Y2ieu.js.map