import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as RouteTabs } from "./RouteTabs-v_NIoih6.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/components/TabbedPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A page with a heading whose tabs are routes (`<base>/:tab`, see `RouteTabs`). */
function TabbedPage({ base, title, subtitle, header, tabs }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		maxW: "5xl",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					as: "h1",
					size: "2xl",
					children: title
				}), subtitle && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					color: "fg.muted",
					children: subtitle
				})]
			}),
			header,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteTabs, {
				base,
				tabs
			})
		]
	});
}
export { TabbedPage as t };

//# sourceMappingURL=TabbedPage-CpSlBlj-.js.map