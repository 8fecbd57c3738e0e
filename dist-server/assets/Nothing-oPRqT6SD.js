import { ut as Box } from "../render.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/components/data/Nothing.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A dash for "nothing", read out as "none". */
function Nothing() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		as: "span",
		color: "fg.muted",
		"aria-hidden": true,
		children: "—"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		as: "span",
		srOnly: true,
		children: t("data.none")
	})] });
}
export { Nothing as t };

//# sourceMappingURL=Nothing-oPRqT6SD.js.map