import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { Y as defineStyle } from "../render.js";
import { p as cx, s as chakra } from "./useTranslation-wIc4-0c8.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/wrap/wrap.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var Wrap = (0, import_react.forwardRef)(function Wrap2(props, ref) {
	const { gap = "0.5rem", justify, direction, align, ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.div, {
		ref,
		display: "flex",
		flexWrap: "wrap",
		justifyContent: justify,
		alignItems: align,
		flexDirection: direction,
		gap,
		...rest,
		className: cx("chakra-wrap", props.className)
	});
});
Wrap.displayName = "Wrap";
var itemStyle = defineStyle({
	display: "flex",
	alignItems: "flex-start"
});
(0, import_react.forwardRef)(function WrapItem2(props, ref) {
	const { css, ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.div, {
		ref,
		css: [itemStyle, css],
		...rest,
		className: cx("chakra-wrap__listitem", props.className)
	});
});
export { Wrap as t };

//# sourceMappingURL=wrap-Ypz9DG_o.js.map