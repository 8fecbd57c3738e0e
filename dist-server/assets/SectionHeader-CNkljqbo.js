import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/components/SectionHeader.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A section's title with its one-line explanation under it. */
function SectionHeader({ title, subtitle, level = "h2" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "1",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
			as: level,
			size: level === "h2" ? "lg" : "md",
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			color: "fg.muted",
			fontSize: "sm",
			children: subtitle
		})]
	});
}
export { SectionHeader as t };

//# sourceMappingURL=SectionHeader-CNkljqbo.js.map