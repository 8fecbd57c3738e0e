import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/pages/PageIntro.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The centred title and lead line that open a public page. */
function PageIntro({ title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "2",
		textAlign: "center",
		align: "center",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
			as: "h1",
			size: "3xl",
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			color: "fg.muted",
			maxW: "xl",
			children
		})]
	});
}
export { PageIntro as t };

//# sourceMappingURL=PageIntro-DzHbV01E.js.map