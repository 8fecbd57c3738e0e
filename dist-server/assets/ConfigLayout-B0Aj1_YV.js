import { t as Stack } from "./stack-CXOt7F4e.js";
import { r as Outlet } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { A as CONFIG_STATUSES_PATH, H as CATALOGUE_SUBJECT, O as CONFIG_BRANDS_PATH, j as CONFIG_TYPES_PATH, k as CONFIG_CATEGORIES_PATH } from "../render.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { t as SectionNav } from "./SectionNav-DtWzSiM6.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/catalogue/config/ConfigLayout.tsx
var import_jsx_runtime = require_jsx_runtime();
var SECTIONS = [
	{
		path: CONFIG_BRANDS_PATH,
		label: "catalogueConfig.nav.brands",
		subject: CATALOGUE_SUBJECT.brand
	},
	{
		path: CONFIG_CATEGORIES_PATH,
		label: "catalogueConfig.nav.categories",
		subject: CATALOGUE_SUBJECT.category
	},
	{
		path: CONFIG_STATUSES_PATH,
		label: "catalogueConfig.nav.statuses",
		subject: CATALOGUE_SUBJECT.productStatus
	},
	{
		path: CONFIG_TYPES_PATH,
		label: "catalogueConfig.nav.types",
		subject: CATALOGUE_SUBJECT.productType
	}
];
/** The four configuration screens of the catalogue, with links between those the user may read. */
function ConfigLayout() {
	const { t } = useTranslation();
	const ability = useAppAbility();
	const items = SECTIONS.filter((s) => !ability || ability.can("read", s.subject)).map((s) => ({
		path: s.path,
		label: t(s.label)
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionNav, {
			label: t("catalogueConfig.nav.label"),
			items
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})]
	});
}
export { ConfigLayout };

//# sourceMappingURL=ConfigLayout-B0Aj1_YV.js.map