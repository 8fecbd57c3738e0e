import { ut as Box } from "../render.js";
import { t as Link } from "./link-hOxVZrXS.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { t as Link$1 } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/arrow-left.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "arrow-left",
	size: 24,
	node: [["path", {
		d: "m12 19-7-7 7-7",
		key: "1l729n"
	}], ["path", {
		d: "M19 12H5",
		key: "x3x0zl"
	}]]
};
__iconData.node;
var ArrowLeft = createLucideIcon(__iconData);
// src/components/BackLink.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The link back to a list (or the row a form edits), its arrow turned in right-to-left languages. */
function BackLink({ to, label }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		asChild: true,
		alignSelf: "flex-start",
		fontSize: "sm",
		color: "fg.muted",
		focusRing: "outside",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
			to,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				as: "span",
				_rtl: { transform: "scaleX(-1)" },
				display: "inline-flex",
				"aria-hidden": true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, { size: 16 })
			}), label]
		})
	});
}
export { ArrowLeft as n, BackLink as t };

//# sourceMappingURL=BackLink-B74zbL2u.js.map