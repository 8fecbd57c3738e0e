import { t as Flex } from "./flex-Bw08oIkl.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { r as Outlet } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { n as Preferences } from "./Preferences-h-2bt7rU.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/app/layouts/BlankLayout.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Public and sign-in pages: no navigation, just the page centred. */
function BlankLayout() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
		minH: "100vh",
		direction: "column",
		bg: "bg.subtle",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
			as: "header",
			px: "6",
			py: "3",
			gap: "3",
			align: "center",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				size: "md",
				flex: "1",
				children: t("app.title")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Preferences, {})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Flex, {
			as: "main",
			flex: "1",
			align: "center",
			justify: "center",
			p: "6",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})
		})]
	});
}
export { BlankLayout };

//# sourceMappingURL=BlankLayout-DlLAa_o_.js.map