import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { a as AlertTitle, i as AlertRoot, r as AlertIndicator } from "./alert-C01vb24l.js";
// src/components/feedback/Notice.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A one-line message of a screen (not found, failed to load, saved), with an optional action. */
function Notice({ status, text, action }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
		status,
		role: status === "success" || status === "info" ? "status" : "alert",
		alignItems: "center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, {
				flex: "1",
				children: text
			}),
			action
		]
	});
}
// src/features/catalogue/products/queryKeys.ts
/** Query-key prefixes (openapi-react-query: [method, path, init]) to invalidate after changes. */
var PRODUCTS_KEY = ["get", "/api/products/"];
var PRODUCT_KEY = ["get", "/api/products/{id}/"];
var LAUNCHES_KEY = ["get", "/api/product-launches/"];
export { Notice as i, PRODUCTS_KEY as n, PRODUCT_KEY as r, LAUNCHES_KEY as t };

//# sourceMappingURL=queryKeys-1qc3rbTB.js.map