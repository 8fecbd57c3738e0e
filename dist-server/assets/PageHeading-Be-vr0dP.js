import { t as Flex } from "./flex-Bw08oIkl.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/components/PageHeading.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A screen's title (its h1), its one-line explanation and its actions (Add…). */
function PageHeading({ title, subtitle, actions }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
		gap: "4",
		wrap: "wrap",
		align: "flex-end",
		justify: "space-between",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "1",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				as: "h1",
				size: "2xl",
				children: title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.muted",
				children: subtitle
			})]
		}), actions && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
			gap: "2",
			children: actions
		})]
	});
}
export { PageHeading as t };

//# sourceMappingURL=PageHeading-Be-vr0dP.js.map