import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { F as PRODUCT_CREATE_PATH, V as productViewPath, o as useStyleClasses, ut as Box } from "../render.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { m as useNavigate, t as Link } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { n as PRIORITIES } from "./product-B5-VMoo4.js";
import { t as AuthImage } from "./AuthImage-xoywtXIz.js";
import { t as FilterSelect } from "./FilterSelect-BqPgLEhN.js";
import { r as ResourceListPage, t as useResourceList } from "./useResourceList-DSf_z7MJ.js";
import { n as SaleBadge, t as PriorityBadge } from "./ProductBadges-5xT4Qdf5.js";
import { productResource } from "./productResource-DnCC_GKO.js";
import { t as useProductFormat } from "./productText-DHPUdmiI.js";
import { t as useReferenceData } from "./useReferenceData-CEmO22kU.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/catalogue/products/ProductListPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var productKey = (product) => product.id;
var CELL_STYLES = (system) => ({
	product: {
		display: "flex",
		alignItems: "center",
		flexDirection: "row",
		gap: "3",
		minW: "12rem"
	},
	image: {
		boxSize: "10",
		rounded: "md",
		flexShrink: 0,
		borderWidth: "1px"
	},
	names: {
		display: "flex",
		flexDirection: "column",
		gap: "0",
		minW: "0"
	},
	link: [system.getRecipeFn("link")({}), {
		fontWeight: "medium",
		color: "fg",
		focusRing: "outside"
	}],
	categories: {
		fontSize: "xs",
		color: "fg.muted",
		truncate: true
	},
	sku: {
		fontFamily: "mono",
		fontSize: "xs"
	}
});
/**
* The product list (read on Product; a brand manager sees their brand's products only, the
* server scopes it): server-side pages, ordering, search and filters kept in the URL. The rows
* come from one call; the filters' choices load beside it, never before it.
*/
function ProductListPage() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const format = useProductFormat();
	const { list, query } = useResourceList(productResource);
	const reference = useReferenceData({ owners: false });
	const choices = reference.data;
	const classes = useStyleClasses(CELL_STYLES);
	const columns = (0, import_react.useMemo)(() => [
		{
			id: "product",
			header: "products.columns.product",
			sortField: "name",
			cell: (product) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: `chakra-stack ${classes.product}`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthImage, {
					src: product.images[0]?.url,
					alt: "",
					className: classes.image
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: `chakra-stack ${classes.names}`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: productViewPath(product.id),
						className: `chakra-link ${classes.link}`,
						children: product.name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: classes.categories,
						children: product.category_details.map((c) => c.name).join(", ") || product.product_type_detail.name
					})]
				})]
			})
		},
		{
			id: "sku",
			header: "products.columns.sku",
			sortField: "code",
			cell: (product) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: classes.sku,
				dir: "ltr",
				children: product.sku
			})
		},
		{
			id: "brand",
			header: "products.columns.brand",
			hideBelow: "md",
			cell: (p) => p.brand_detail.name
		},
		{
			id: "status",
			header: "products.columns.status",
			cell: (p) => p.status_detail.name
		},
		{
			id: "priority",
			header: "products.columns.priority",
			sortField: "priority",
			hideBelow: "lg",
			cell: (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriorityBadge, { priority: p.priority })
		},
		{
			id: "stock",
			header: "products.columns.stock",
			sortField: "stock_quantity",
			textAlign: "end",
			cell: (p) => format.number(p.stock_quantity)
		},
		{
			id: "price",
			header: "products.columns.price",
			sortField: "suggested_retail_price",
			textAlign: "end",
			cell: (p) => format.money(p.suggested_retail_price)
		},
		{
			id: "margin",
			header: "products.columns.margin",
			textAlign: "end",
			hideBelow: "lg",
			cell: (p) => format.percent(p.profit_margin)
		},
		{
			id: "sale",
			header: "products.columns.sale",
			cell: (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SaleBadge, {
				blocker: p.sale_blocker,
				wrap: true
			})
		}
	], [format, classes]);
	const filter = (name, label, all, options) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
		label,
		allLabel: all,
		value: list.state.filters[name] ?? "",
		onChange: (value) => list.setFilter(name, value),
		options
	});
	const byId = (rows) => (rows ?? []).map((row) => ({
		value: String(row.id),
		label: row.name
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceListPage, {
		resource: productResource,
		create: { to: PRODUCT_CREATE_PATH },
		columns,
		rowKey: productKey,
		list,
		query,
		onRowClick: (product) => navigate(productViewPath(product.id)),
		filters: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			filter("status", t("products.filters.status"), t("products.filters.allStatuses"), byId(choices?.statuses)),
			filter("product_type", t("products.filters.type"), t("products.filters.allTypes"), byId(choices?.types)),
			filter("brand", t("products.filters.brand"), t("products.filters.allBrands"), byId(choices?.brands)),
			filter("category", t("products.filters.category"), t("products.filters.allCategories"), (choices?.categories ?? []).map((c) => ({
				value: String(c.id),
				label: `${"\xA0\xA0".repeat(Math.max(0, c.level))}${c.name}`
			}))),
			filter("priority", t("products.filters.priority"), t("products.filters.allPriorities"), PRIORITIES.map((p) => ({
				value: p,
				label: format.priority(p)
			}))),
			reference.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				alignSelf: "center",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					size: "sm",
					variant: "outline",
					onClick: () => void reference.retry(),
					children: [
						t("catalogue.messages.loadReferenceData"),
						" ",
						t("products.actions.retry")
					]
				})
			})
		] })
	});
}
export { ProductListPage };

//# sourceMappingURL=ProductListPage-Cstja68M.js.map