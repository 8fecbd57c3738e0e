import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { ut as Box } from "../render.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/components/charts/barPercent.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** A bar's length in percent of the largest value (at least a sliver when not zero). */
function barPercent(value, max) {
	if (max <= 0 || value <= 0) return 0;
	return Math.max(2, Math.round(value / max * 100));
}
// src/components/charts/BarList.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A bar chart drawn with boxes: a list of names and values (what a screen reader reads), each
* with a bar whose length is its share of the largest value (decoration). Numbers in the
* reader's language.
*/
function BarList({ label, items, emptyText, palette, testId }) {
	const { i18n } = useTranslation();
	const number = (0, import_react.useMemo)(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
	if (items.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		color: "fg.muted",
		children: emptyText
	});
	const max = Math.max(...items.map((i) => i.value));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
		as: "ul",
		"aria-label": label,
		listStyleType: "none",
		gap: "2.5",
		"data-testid": testId,
		children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			as: "li",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				justify: "space-between",
				fontSize: "sm",
				mb: "1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					as: "span",
					truncate: true,
					children: [item.name, item.detail && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						as: "span",
						color: "fg.muted",
						children: [" · ", item.detail]
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					as: "span",
					fontWeight: "medium",
					"data-value": item.value,
					children: number.format(item.value)
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-hidden": true,
				h: "2",
				rounded: "full",
				bg: "bg.muted",
				overflow: "hidden",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					h: "full",
					rounded: "full",
					colorPalette: palette,
					bg: "colorPalette.solid",
					width: `${barPercent(item.value, max)}%`
				})
			})]
		}, item.key))
	});
}
export { barPercent as n, BarList as t };

//# sourceMappingURL=BarList-CwsegInm.js.map