import { t as Button } from "./button-DBWeJfr4.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { m as useNavigate, t as Link } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/pages/ErrorPages.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Whether this tab has a page to go back to (a tab opened at this page has none). */
var cameFromAnotherPage = () => window.history.length > 1;
function Message({ code, title, body, withBack = false }) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "4",
		align: "center",
		textAlign: "center",
		maxW: "md",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "5xl",
				fontWeight: "bold",
				color: "primary.fg",
				children: code
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				size: "xl",
				children: t(title)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.muted",
				children: t(body)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "3",
				wrap: "wrap",
				justify: "center",
				children: [withBack && cameFromAnotherPage() && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					onClick: () => void navigate(-1),
					children: t("errors.goBack")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					colorPalette: "primary",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: "/",
						children: t("errors.backHome")
					})
				})]
			})
		]
	});
}
/** Shown to a signed-in user denied a page: 403, the right is missing (401 would ask them to sign in). */
var NotAuthorizedPage = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Message, {
	code: "403",
	title: "errors.notAuthorizedTitle",
	body: "errors.notAuthorizedBody",
	withBack: true
});
var NotFoundPage = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Message, {
	code: "404",
	title: "errors.notFoundTitle",
	body: "errors.notFoundBody"
});
export { NotAuthorizedPage, NotFoundPage };

//# sourceMappingURL=ErrorPages-BFGtiBjA.js.map