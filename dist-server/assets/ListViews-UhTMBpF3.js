import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { n as notify } from "./notify-D1W_bruy.js";
import { n as SegmentGroupItems, r as SegmentGroupRoot, t as SegmentGroupIndicator } from "./segment-group-KA8MA6N-.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { _ as useSearchParams } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { n as LogoRefused } from "./saveWithLogo-0FyfdJw7.js";
import { t as useCatalogueMessage } from "./catalogueMessages-BSnCCs2Q.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/table-2.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "table-2",
	size: 24,
	node: [
		["path", {
			d: "M3 9h18",
			key: "1pudct"
		}],
		["path", {
			d: "M9 3v18",
			key: "fh3hqa"
		}],
		["rect", {
			x: "3",
			y: "3",
			width: "18",
			height: "18",
			rx: "2",
			key: "h1oib"
		}]
	]
};
__iconData.node;
var Table2 = createLucideIcon(__iconData);
// src/features/catalogue/config/useLogoFailure.ts
/** The row was saved but its logo was not: a notice with the server's reason. */
function useLogoFailure() {
	const { t } = useTranslation();
	const text = useCatalogueMessage();
	return (error) => notify.failure(t("catalogueConfig.logo.failed"), error instanceof LogoRefused ? text(error.reason) : void 0);
}
// src/components/data/ListViews.tsx
var import_jsx_runtime = require_jsx_runtime();
/** How a list is shown (table, grid, tree), kept in the URL (`?view=`) like the rest of its state. */
function useView(views) {
	const [params, setParams] = useSearchParams();
	const wanted = params.get("view");
	const view = wanted && views.includes(wanted) ? wanted : views[0];
	const setView = (next) => setParams((current) => {
		const out = new URLSearchParams(current);
		if (next === views[0]) out.delete("view");
		else out.set("view", next);
		return out;
	}, { replace: true });
	return [view, setView];
}
/** The choice between a list's views: a labelled group of radio buttons. */
function ViewToggle({ value, onChange, options }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SegmentGroupRoot, {
		size: "sm",
		"aria-label": t("catalogueConfig.common.view"),
		value,
		onValueChange: (e) => e.value && onChange(e.value),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentGroupIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentGroupItems, { items: options.map((o) => ({
			value: o.value,
			label: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "1.5",
				children: [o.icon, o.label]
			})
		})) })]
	});
}
export { Table2 as i, useView as n, useLogoFailure as r, ViewToggle as t };

//# sourceMappingURL=ListViews-UhTMBpF3.js.map