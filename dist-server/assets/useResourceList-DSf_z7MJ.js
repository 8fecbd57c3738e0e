import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as listQueryOptions } from "./listQueryOptions-BhsKHlM0.js";
import { t as Link } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { J as useQuery } from "../render.js";
import { n as DataTable, t as useListState } from "./useListState-Divt4-HW.js";
import { t as Plus } from "./plus-BK_pqN1k.js";
import { a as listOptions, n as ORGANIZATION_FILTER } from "./resource-Cli98FiI.js";
import { t as PageHeading } from "./PageHeading-Be-vr0dP.js";
import { r as useOrganizationListing } from "./OrganizationFilter-DmbEKtoc.js";
// src/components/resource/ResourceListPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A resource's table with its texts (`<texts>.tableLabel`, `.search`, `.empty`, `.loadFailed`):
* search, filters, ordering, paging, and the loading, empty and error (with Retry) states. To
* whoever may read more than one organisation it also names each row's organisation and offers
* to filter by it (every resource list takes `?organization=`).
*/
function ResourceTable({ resource, errorText, columns, filters, list, ...table }) {
	const { t } = useTranslation();
	const listing = useOrganizationListing(columns, list.state.filters.organization ?? "", (value) => list.setFilter(ORGANIZATION_FILTER, value));
	const organization = resource.tenants ? {
		columns,
		filter: null
	} : listing;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
		...table,
		list,
		columns: organization.columns,
		filters: organization.filter ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [organization.filter, filters] }) : filters,
		label: t(`${resource.texts}.tableLabel`),
		searchLabel: t(`${resource.texts}.search`),
		emptyText: t(`${resource.texts}.empty`),
		errorText: errorText ?? t(`${resource.texts}.loadFailed`)
	});
}
/** The Add button (`<texts>.add`, test id `add-<name>`), for those whose ability lets them create one. */
function ResourceCreateButton({ resource, create }) {
	const { t } = useTranslation();
	if (!(useAppAbility()?.can("create", resource.subject) ?? false)) return null;
	const label = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, { "aria-hidden": true }), t(`${resource.texts}.add`)] });
	const testId = `add-${resource.name}`;
	return "to" in create ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		asChild: true,
		colorPalette: "primary",
		"data-testid": testId,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			to: create.to,
			children: label
		})
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		colorPalette: "primary",
		onClick: create.onClick,
		"data-testid": testId,
		children: label
	});
}
/**
* A resource's list screen: its heading (`<texts>.title`, `.subtitle`) with the Add button, and
* its table. `children`: the screen's dialogs.
*/
function ResourceListPage({ create, children, ...table }) {
	const { t } = useTranslation();
	const { resource } = table;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		maxW: "7xl",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, {
				title: t(`${resource.texts}.title`),
				subtitle: t(`${resource.texts}.subtitle`),
				actions: create && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceCreateButton, {
					resource,
					create
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceTable, { ...table }),
			children
		]
	});
}
// src/components/resource/useResourceList.ts
/**
* A resource's list as its page shows it: the page, ordering, search and filters in the URL, and
* the query of those rows (the one its route's loader may already have started).
*/
function useResourceList(resource, { enabled = true } = {}) {
	const list = useListState(listOptions(resource));
	return {
		list,
		query: useQuery({
			...listQueryOptions(useApi(), resource, list.state),
			enabled
		})
	};
}
export { ResourceTable as i, ResourceCreateButton as n, ResourceListPage as r, useResourceList as t };

//# sourceMappingURL=useResourceList-DSf_z7MJ.js.map