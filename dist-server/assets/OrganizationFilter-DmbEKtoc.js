import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Flex } from "./flex-Bw08oIkl.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { _ as useSearchParams } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as useOrganizationLabel } from "./organizationLabel-CszNSqeZ.js";
import { t as useOrganizations } from "./organizations-DZO6FPIX.js";
import { t as FilterSelect } from "./FilterSelect-BqPgLEhN.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/components/data/OrganizationFilter.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* "Organisation: All organisations / Acme / Demo Group": narrows a list or a set of figures to
* one organisation, for whoever may read several. `value` is the organisation's id as a string,
* '' for all of them.
*/
function OrganizationFilter({ organizations, value, onChange }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
		label: t("data.organization.filter"),
		allLabel: t("data.organization.all"),
		value,
		onChange,
		options: organizations.list.map((o) => ({
			value: String(o.id),
			label: o.name
		}))
	});
}
/** The id of the column `organizationColumn` makes. */
var ORGANIZATION_COLUMN = "organization";
/**
* A column naming each row's organisation (rows carry `id_organization`; `useOrganizationLabel`
* names it), placed after the first column (the row's own name), for a list that shows several
* organisations' rows.
*/
function withOrganizationColumn(columns, organizationLabel) {
	const column = {
		id: ORGANIZATION_COLUMN,
		header: "data.organization.column",
		hideBelow: "sm",
		cell: (row) => {
			const id = row.id_organization;
			return id === void 0 || id === null ? null : organizationLabel(id);
		}
	};
	return [
		...columns.slice(0, 1),
		column,
		...columns.slice(1)
	];
}
/**
* The organisation a screen of figures shows, kept in the URL (`?organization=<id>`): one the
* signed-in user may read, or none for all of theirs combined. Only for whoever reads several.
*/
function useChosenOrganization(organizations) {
	const [params, setParams] = useSearchParams();
	const raw = params.get(ORGANIZATION_PARAM);
	const chosen = raw && organizations.nameOf(Number(raw)) !== void 0 ? Number(raw) : void 0;
	const choose = (value) => {
		const next = new URLSearchParams(params);
		if (value) next.set(ORGANIZATION_PARAM, value);
		else next.delete(ORGANIZATION_PARAM);
		setParams(next);
	};
	return {
		chosen,
		choose
	};
}
var ORGANIZATION_PARAM = "organization";
/**
* Above figures that may cover several organisations: the choice of one, and a line saying
* whether the figures are that organisation's alone or every readable one's combined.
*/
function OrganizationScope({ organizations, chosen, onChange }) {
	const { t } = useTranslation();
	if (!organizations.several) return null;
	const name = chosen === void 0 ? void 0 : organizations.nameOf(chosen);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
		gap: "4",
		wrap: "wrap",
		align: "flex-end",
		"data-testid": "organization-scope",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrganizationFilter, {
			organizations,
			value: chosen === void 0 ? "" : String(chosen),
			onChange
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			color: "fg.muted",
			fontSize: "sm",
			pb: "2",
			role: "status",
			children: name ? t("data.organization.one", { name }) : t("data.organization.combined")
		})]
	});
}
/**
* A list of several organisations' rows, for whoever may read several: its columns with the
* organisation's (`withOrganizationColumn`) and the filter by organisation (`value`, `onChange`:
* the list's organisation filter). For anyone else, the columns as they are and no filter.
*/
function useOrganizationListing(columns, value, onChange) {
	const organizations = useOrganizations();
	const organizationLabel = useOrganizationLabel();
	const { several } = organizations;
	return {
		columns: (0, import_react.useMemo)(() => several ? withOrganizationColumn(columns, organizationLabel) : columns, [
			several,
			columns,
			organizationLabel
		]),
		filter: several ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrganizationFilter, {
			organizations,
			value,
			onChange
		}) : null,
		several
	};
}
export { useChosenOrganization as n, useOrganizationListing as r, OrganizationScope as t };

//# sourceMappingURL=OrganizationFilter-DmbEKtoc.js.map