import { t as Stack } from "./stack-CXOt7F4e.js";
import { r as Outlet } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { D as CATEGORY_LIST_PATH, E as CATALOGUE_SETTINGS_PATH, H as CATALOGUE_SUBJECT, I as PRODUCT_LIST_PATH, L as REFERRALS_PATH, N as LAUNCH_LIST_PATH, O as CONFIG_BRANDS_PATH, P as MANAGE_REVIEW_PATH, T as ANALYTICS_PATH } from "../render.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { t as SectionNav } from "./SectionNav-DtWzSiM6.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/catalogue/CatalogueLayout.tsx
var import_jsx_runtime = require_jsx_runtime();
var configPath = CONFIG_BRANDS_PATH.replace(/\/brands$/, "");
var productPages = PRODUCT_LIST_PATH.replace(/\/list$/, "");
/** The product management screens (spec §2), each shown to those its route lets in. */
var SECTIONS = [
	{
		path: PRODUCT_LIST_PATH,
		section: productPages,
		label: "catalogue.nav.products",
		allowed: (a) => a.can("read", "Product")
	},
	{
		path: LAUNCH_LIST_PATH,
		label: "catalogue.nav.launches",
		allowed: (a) => a.can("read", "Product")
	},
	{
		path: ANALYTICS_PATH,
		label: "catalogue.nav.analytics",
		allowed: (a) => a.can("read", "Analytics")
	},
	{
		path: MANAGE_REVIEW_PATH,
		label: "catalogue.nav.reviews",
		allowed: (a) => a.can("read", "Product")
	},
	{
		path: REFERRALS_PATH,
		label: "catalogue.nav.referrals",
		allowed: (a) => a.can("read", "Product")
	},
	{
		path: CATEGORY_LIST_PATH,
		label: "catalogue.nav.categories",
		allowed: (a) => a.can("read", "Product")
	},
	{
		path: configPath,
		label: "catalogue.nav.configuration",
		allowed: (a) => a.can("read", CATALOGUE_SUBJECT.brand) || a.can("read", CATALOGUE_SUBJECT.category)
	},
	{
		path: CATALOGUE_SETTINGS_PATH,
		label: "catalogue.nav.settings",
		allowed: (a) => a.can("read", "Product")
	}
];
/** Every product management screen under one navigation of the area. */
function CatalogueLayout() {
	const { t } = useTranslation();
	const ability = useAppAbility();
	const items = SECTIONS.filter((s) => !ability || s.allowed(ability)).map((s) => ({
		path: s.path,
		section: s.section,
		label: t(s.label)
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		maxW: "7xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionNav, {
			label: t("catalogue.nav.label"),
			items
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})]
	});
}
export { CatalogueLayout };

//# sourceMappingURL=CatalogueLayout-BBKm7T2C.js.map