import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { s as chakra } from "./useTranslation-wIc4-0c8.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/flex/flex.js
var import_jsx_runtime = require_jsx_runtime();
var Flex = (0, (/* @__PURE__ */ __toESM(require_react(), 1)).forwardRef)(function Flex2(props, ref) {
	const { direction, align, justify, wrap, basis, grow, shrink, inline, ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.div, {
		ref,
		...rest,
		css: {
			display: inline ? "inline-flex" : "flex",
			flexDirection: direction,
			alignItems: align,
			justifyContent: justify,
			flexWrap: wrap,
			flexBasis: basis,
			flexGrow: grow,
			flexShrink: shrink,
			...props.css
		}
	});
});
Flex.displayName = "Flex";
export { Flex as t };

//# sourceMappingURL=flex-Bw08oIkl.js.map