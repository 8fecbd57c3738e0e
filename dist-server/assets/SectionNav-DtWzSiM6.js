import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { s as chakra } from "./useTranslation-wIc4-0c8.js";
import { f as useLocation, t as Link } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { n as currentSection, t as ariaCurrent } from "./currentSection-BbZWFwCx.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/components/SectionNav.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Links between the screens of one area, as a row of tabs; the current one (one at most, see
* `currentSection`) is marked, with `aria-current`. `label` names the navigation for assistive
* technology.
*/
function SectionNav({ label, items }) {
	const { pathname } = useLocation();
	const current = currentSection(items, pathname);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.nav, {
		"aria-label": label,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
			as: "ul",
			listStyleType: "none",
			gap: "1",
			wrap: "wrap",
			borderBottomWidth: "1px",
			pb: "2",
			children: items.map((item) => {
				const isActive = item === current;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: item.path,
					"aria-current": ariaCurrent(item, current, pathname),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						as: "span",
						display: "inline-block",
						px: "3",
						py: "1.5",
						rounded: "md",
						fontSize: "sm",
						fontWeight: "medium",
						bg: isActive ? "primary.subtle" : void 0,
						color: isActive ? "primary.fg" : "fg.muted",
						_hover: isActive ? void 0 : {
							bg: "bg.muted",
							color: "fg"
						},
						children: item.label
					})
				}) }, item.path);
			})
		})
	});
}
export { SectionNav as t };

//# sourceMappingURL=SectionNav-DtWzSiM6.js.map