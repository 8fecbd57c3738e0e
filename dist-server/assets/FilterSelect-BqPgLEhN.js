import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { ut as Box } from "../render.js";
import { s as chakra } from "./useTranslation-wIc4-0c8.js";
import { n as NativeSelectIndicator, r as NativeSelectRoot, t as NativeSelectField } from "./native-select-BgIksthK.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/components/data/FilterSelect.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A labelled list filter: one choice among `options`, '' for "all" (`allLabel`). */
function FilterSelect({ label, allLabel, value, options, onChange }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		minW: "10rem",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.label, {
			htmlFor: id,
			display: "block",
			fontSize: "sm",
			fontWeight: "medium",
			mb: "1.5",
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
			id,
			value,
			onChange: (e) => onChange(e.target.value),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
				value: "",
				children: allLabel
			}), options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
				value: option.value,
				children: option.label
			}, option.value))]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })]
	});
}
export { FilterSelect as t };

//# sourceMappingURL=FilterSelect-BqPgLEhN.js.map