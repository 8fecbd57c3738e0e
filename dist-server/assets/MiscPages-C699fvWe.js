import { t as Button } from "./button-DBWeJfr4.js";
import { t as Circle } from "./circle-BPcQlVfl.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as Link } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/pages/MiscPages.tsx
var import_jsx_runtime = require_jsx_runtime();
function Notice({ icon, title, body }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "4",
		align: "center",
		textAlign: "center",
		maxW: "md",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Circle, {
				size: "16",
				bg: "primary.subtle",
				color: "primary.fg",
				"aria-hidden": true,
				children: icon
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				as: "h1",
				size: "2xl",
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.muted",
				children: body
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				colorPalette: "primary",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: "/",
					children: t("pages.backHome")
				})
			})
		]
	});
}
var Svg = ({ children }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
	viewBox: "0 0 24 24",
	width: "30",
	height: "30",
	fill: "none",
	stroke: "currentColor",
	strokeWidth: "1.8",
	strokeLinecap: "round",
	strokeLinejoin: "round",
	children
});
function ComingSoonPage() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Svg, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			cx: "12",
			cy: "12",
			r: "9"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M12 7v5l3 2" })] }),
		title: t("pages.comingSoon.title"),
		body: t("pages.comingSoon.body")
	});
}
function UnderMaintenancePage() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M14.7 6.3a4 4 0 0 0-5.4 5.4L4 17l3 3 5.3-5.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z" }) }),
		title: t("pages.maintenance.title"),
		body: t("pages.maintenance.body")
	});
}
export { ComingSoonPage, UnderMaintenancePage };

//# sourceMappingURL=MiscPages-C699fvWe.js.map