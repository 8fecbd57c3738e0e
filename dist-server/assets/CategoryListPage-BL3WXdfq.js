import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { ut as Box } from "../render.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Link } from "./link-hOxVZrXS.js";
import { t as Spinner } from "./spinner-DpWqCLdu.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { a as TableRoot, i as TableHeader, n as TableCell, o as TableRow, r as TableColumnHeader, s as TableScrollArea, t as TableBody } from "./table-CCDj0owk.js";
import { t as Link$1 } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as LoadFailed } from "./LoadFailed-mOh-pJsA.js";
import { t as useAllCategories } from "./useAllCategories-DDNN4und.js";
import { t as PageHeading } from "./PageHeading-Be-vr0dP.js";
import { r as categoryRows, s as productListByCategory } from "./engagement-DYIea30m.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/corner-down-right.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "corner-down-right",
	size: 24,
	node: [["path", {
		d: "m15 10 5 5-5 5",
		key: "qqa56n"
	}], ["path", {
		d: "M4 4v7a4 4 0 0 0 4 4h12",
		key: "z08zvw"
	}]]
};
__iconData$1.node;
var CornerDownRight = createLucideIcon(__iconData$1);
// ../../main/node_modules/lucide-react/dist/esm/icons/folder.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "folder",
	size: 24,
	node: [["path", {
		d: "M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z",
		key: "1kt360"
	}]]
};
__iconData.node;
var Folder = createLucideIcon(__iconData);
// src/features/catalogue/engagement/CategoryListPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* /apps/product-management/product/category-list (read on Product): every category (all pages,
* ordered by path) as an indented tree with its products, each leading to the product list
* filtered by it.
*/
function CategoryListPage() {
	const { t, i18n } = useTranslation();
	const query = useAllCategories();
	const number = (0, import_react.useMemo)(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
	const rows = (0, import_react.useMemo)(() => query.data ? categoryRows(query.data) : [], [query.data]);
	const names = (0, import_react.useMemo)(() => new Map(query.data?.map((c) => [c.id, c.name])), [query.data]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, {
			title: t("catalogueEngagement.categories.title"),
			subtitle: t("catalogueEngagement.categories.subtitle")
		}), query.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadFailed, {
			message: t("catalogueEngagement.categories.loadFailed"),
			onRetry: () => void query.refetch(),
			retrying: query.isFetching
		}) : !query.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			py: "10",
			textAlign: "center",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
				size: "md",
				color: "primary.fg",
				"aria-label": t("catalogueEngagement.common.loading")
			})
		}) : rows.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			color: "fg.muted",
			py: "10",
			textAlign: "center",
			borderWidth: "1px",
			rounded: "lg",
			children: t("catalogueEngagement.categories.empty")
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableScrollArea, {
			borderWidth: "1px",
			rounded: "lg",
			bg: "bg",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRoot, {
				size: "sm",
				"aria-label": t("catalogueEngagement.categories.tableLabel"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
					bg: "bg.subtle",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
							scope: "col",
							children: t("catalogueEngagement.categories.columns.category")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
							scope: "col",
							hideBelow: "md",
							children: t("catalogueEngagement.categories.columns.code")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
							scope: "col",
							textAlign: "end",
							children: t("catalogueEngagement.categories.columns.products")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
							scope: "col",
							textAlign: "end",
							hideBelow: "sm",
							children: t("catalogueEngagement.categories.columns.subcategories")
						})
					]
				}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: rows.map(({ category, depth }) => {
					const parent = category.parent === null ? void 0 : names.get(category.parent);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
						"data-testid": "category-row",
						"data-path": category.path,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
								gap: "2",
								ps: `${depth * 1.5}rem`,
								minW: "14rem",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
										as: "span",
										color: "fg.subtle",
										display: "inline-flex",
										_rtl: { transform: "scaleX(-1)" },
										children: depth > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CornerDownRight, {
											size: 14,
											"aria-hidden": true
										}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Folder, {
											size: 14,
											"aria-hidden": true
										})
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
										asChild: true,
										color: "primary.fg",
										fontWeight: depth === 0 ? "semibold" : "medium",
										focusRing: "outside",
										children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
											to: productListByCategory(category.id),
											children: category.name
										})
									}),
									parent && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
										as: "span",
										srOnly: true,
										children: t("catalogueEngagement.categories.inParent", { parent })
									}),
									!category.is_active && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
										variant: "subtle",
										colorPalette: "gray",
										size: "sm",
										children: t("catalogueEngagement.categories.inactive")
									})
								]
							}) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								hideBelow: "md",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									as: "span",
									fontFamily: "mono",
									fontSize: "xs",
									color: "fg.muted",
									dir: "ltr",
									children: category.code
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								textAlign: "end",
								"data-testid": "category-products",
								children: number.format(category.products_count)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								textAlign: "end",
								hideBelow: "sm",
								color: "fg.muted",
								children: number.format(category.children_count)
							})
						]
					}, category.id);
				}) })]
			})
		})]
	});
}
export { CategoryListPage };

//# sourceMappingURL=CategoryListPage-BL3WXdfq.js.map