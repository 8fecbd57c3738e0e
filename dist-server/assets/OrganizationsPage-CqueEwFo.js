import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as Pencil } from "./pencil-CvMiUQW_.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { o as ActiveBadge, s as ActiveFilter } from "./FlagSwitch-D8FZhfvO.js";
import { t as ConfirmDialog } from "./ConfirmDialog-CdXh4IeH.js";
import { r as useEditor } from "./changedFields-BqrFQatW.js";
import { n as notify } from "./notify-D1W_bruy.js";
import { r as ResourceListPage, t as useResourceList } from "./useResourceList-DSf_z7MJ.js";
import { t as useResourceMutations } from "./useResourceMutations-CzBkrCxw.js";
import { h as selectUser, i as useSession, r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { n as OrganizationDialog, r as useOrganizationMessage, t as OrganizationLogo } from "./OrganizationLogo-DmLV9jGc.js";
import { t as organizationResource } from "./organizationResource-19xV-k1w.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/power-off.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "power-off",
	size: 24,
	node: [
		["path", {
			d: "M18.36 6.64A9 9 0 0 1 20.77 15",
			key: "dxknvb"
		}],
		["path", {
			d: "M6.16 6.16a9 9 0 1 0 12.68 12.68",
			key: "1x7qb5"
		}],
		["path", {
			d: "M12 2v4",
			key: "3427ic"
		}],
		["path", {
			d: "m2 2 20 20",
			key: "1ooewy"
		}]
	]
};
__iconData$1.node;
var PowerOff = createLucideIcon(__iconData$1);
// ../../main/node_modules/lucide-react/dist/esm/icons/power.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "power",
	size: 24,
	node: [["path", {
		d: "M12 2v10",
		key: "mnfbl"
	}], ["path", {
		d: "M18.4 6.6a9 9 0 1 1-12.77.04",
		key: "obofu9"
	}]]
};
__iconData.node;
var Power = createLucideIcon(__iconData);
// src/features/admin/OrganizationsPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* /admin/organizations (read on AdminPanel and Organization): the organisations, searched and
* filtered by their active flag; those who manage organisations add, edit, deactivate and
* reactivate them (never their own organisation's deactivation: the server refuses it too).
*/
function OrganizationsPage() {
	const { t, i18n } = useTranslation();
	const text = useOrganizationMessage();
	const manages = useAppAbility()?.can("manage", "Organization") ?? false;
	const me = useSession(selectUser);
	const { list, query } = useResourceList(organizationResource);
	const { update } = useResourceMutations(organizationResource);
	const editor = useEditor();
	const [toggling, setToggling] = (0, import_react.useState)(null);
	const dates = (0, import_react.useMemo)(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }), [i18n.language]);
	const numbers = (0, import_react.useMemo)(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
	const columns = [
		{
			id: "name",
			header: "organizations.columns.organization",
			sortField: "name",
			cell: (o) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "3",
				minW: "12rem",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrganizationLogo, {
					organization: o,
					size: "9"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontWeight: "medium",
					children: o.name
				})]
			})
		},
		{
			id: "code",
			header: "organizations.columns.code",
			sortField: "code",
			cell: (o) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				fontFamily: "mono",
				fontSize: "xs",
				dir: "ltr",
				children: o.code
			})
		},
		{
			id: "users",
			header: "organizations.columns.users",
			textAlign: "end",
			hideBelow: "md",
			cell: (o) => numbers.format(o.users_count)
		},
		{
			id: "created",
			header: "organizations.columns.created",
			sortField: "created_at",
			hideBelow: "lg",
			cell: (o) => dates.format(new Date(o.created_at))
		},
		{
			id: "status",
			header: "organizations.columns.status",
			sortField: "is_active",
			cell: (o) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActiveBadge, { active: o.is_active })
		},
		...manages ? [{
			id: "actions",
			header: "organizations.columns.actions",
			textAlign: "end",
			cell: (o) => {
				const own = o.id === me?.id_organization;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: "1",
					justify: "flex-end",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "xs",
						variant: "ghost",
						"aria-label": t("organizations.actions.edit", { name: o.name }),
						onClick: () => editor.edit(o),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {})
					}), own && o.is_active ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						size: "xs",
						variant: "ghost",
						colorPalette: o.is_active ? "red" : "green",
						onClick: () => setToggling(o),
						"data-testid": `toggle-${o.code}`,
						children: [o.is_active ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PowerOff, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Power, {}), t(o.is_active ? "organizations.actions.deactivate" : "organizations.actions.reactivate")]
					})]
				});
			}
		}] : []
	];
	const deactivating = toggling?.is_active ?? false;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ResourceListPage, {
		resource: organizationResource,
		create: { onClick: editor.add },
		columns,
		rowKey: (o) => o.id,
		list,
		query,
		onRowClick: manages ? (o) => editor.edit(o) : void 0,
		filters: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActiveFilter, {
			value: list.state.filters.is_active,
			onChange: (value) => list.setFilter("is_active", value)
		}),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrganizationDialog, {
			organization: editor.row,
			dialog: editor.dialog
		}, editor.key), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
			open: toggling !== null,
			onOpenChange: (open) => !open && setToggling(null),
			title: t(deactivating ? "organizations.confirm.deactivateTitle" : "organizations.confirm.reactivateTitle", { name: toggling?.name ?? "" }),
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				gap: "2",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: t(deactivating ? "organizations.confirm.deactivateBody" : "organizations.confirm.reactivateBody") })
			}),
			confirmLabel: t(deactivating ? "organizations.actions.deactivate" : "organizations.actions.reactivate"),
			destructive: deactivating,
			errorText: text,
			onConfirm: async () => {
				if (!toggling) return;
				await update.mutateAsync({
					id: toggling.id,
					body: { is_active: !toggling.is_active }
				});
				notify.success(t(deactivating ? "organizations.confirm.deactivated" : "organizations.confirm.reactivated", { name: toggling.name }));
			}
		})]
	});
}
export { OrganizationsPage };

//# sourceMappingURL=OrganizationsPage-CqueEwFo.js.map