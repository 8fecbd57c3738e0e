import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { o as useStyleClasses } from "../render.js";
import { l as saleBadge } from "./productText-DHPUdmiI.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/catalogue/products/ProductBadges.tsx
var import_jsx_runtime = require_jsx_runtime();
var badge = (system, variant) => system.getRecipeFn("badge")({ variant });
var SALE_STYLES = (system) => {
	const subtle = badge(system, "subtle");
	const styles = {};
	for (const palette of [
		"green",
		"orange",
		"red"
	]) {
		styles[palette] = [subtle, {
			colorPalette: palette,
			whiteSpace: "nowrap"
		}];
		styles[`${palette}Wrap`] = [subtle, {
			colorPalette: palette,
			whiteSpace: "normal",
			textWrap: "balance",
			alignItems: "baseline",
			py: "0.5"
		}];
	}
	return styles;
};
var PRIORITY_PALETTE = {
	low: "gray",
	medium: "blue",
	high: "orange",
	critical: "red"
};
var PRIORITY_STYLES = (system) => {
	const outline = badge(system, "outline");
	return Object.fromEntries(Object.entries(PRIORITY_PALETTE).map(([priority, palette]) => [priority, [outline, { colorPalette: palette }]]));
};
/**
* Whether the product can be sold (spec §4), in words as well as colour. `wrap` lets its text go
* onto more lines where its column is narrow (a table), rather than widening the column.
*/
function SaleBadge({ blocker, testId, wrap = false }) {
	const { t } = useTranslation();
	const classes = useStyleClasses(SALE_STYLES);
	const { key, palette } = saleBadge(blocker);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: `chakra-badge ${classes[wrap ? `${palette}Wrap` : palette]}`,
		"data-testid": testId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": true,
			children: blocker ? "○" : "●"
		}), t(key)]
	});
}
function PriorityBadge({ priority }) {
	const { t } = useTranslation();
	const classes = useStyleClasses(PRIORITY_STYLES);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		className: `chakra-badge ${classes[priority]}`,
		children: t(`products.priority.${priority}`)
	});
}
export { SaleBadge as n, PriorityBadge as t };

//# sourceMappingURL=ProductBadges-5xT4Qdf5.js.map