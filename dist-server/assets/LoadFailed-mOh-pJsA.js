import { t as Button } from "./button-DBWeJfr4.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { a as AlertTitle, i as AlertRoot, r as AlertIndicator } from "./alert-C01vb24l.js";
// src/components/feedback/LoadFailed.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* What a screen shows where data it could not load would be: the failure in words and a Retry
* that reads again. Never sample data in its place (decision 0004).
*/
function LoadFailed({ message, onRetry, retrying = false, testId }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
		status: "error",
		role: "alert",
		alignItems: "center",
		"data-testid": testId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, {
				flex: "1",
				children: message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "sm",
				variant: "outline",
				onClick: onRetry,
				loading: retrying,
				children: t("data.table.retry")
			})
		]
	});
}
export { LoadFailed as t };

//# sourceMappingURL=LoadFailed-mOh-pJsA.js.map