import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { a as AlertTitle, i as AlertRoot, r as AlertIndicator } from "./alert-C01vb24l.js";
import { N as LAUNCH_LIST_PATH } from "../render.js";
import { t as BackLink } from "./BackLink-B74zbL2u.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/catalogue/launches/LaunchNotFound.tsx
var import_jsx_runtime = require_jsx_runtime();
var isNotFound = (error) => typeof error === "object" && error !== null && error.detail === "Not found.";
/** A launch id that does not exist here (or in another organisation: the API says 404 alike). */
function LaunchNotFound() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		maxW: "5xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackLink, {
			to: LAUNCH_LIST_PATH,
			label: t("launches.view.back")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
			status: "warning",
			role: "alert",
			"data-testid": "launch-not-found",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: t("launches.view.notFound") })]
		})]
	});
}
export { isNotFound as n, LaunchNotFound as t };

//# sourceMappingURL=LaunchNotFound-BOH6vrN2.js.map