import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { ut as Box } from "../render.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/square/index.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var Square = (0, import_react.forwardRef)(function Square2(props, ref) {
	const { size, ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...rest,
		ref,
		boxSize: size,
		css: {
			display: "flex",
			alignItems: "center",
			justifyContent: "center",
			flexShrink: 0,
			flexGrow: 0,
			...props.css
		}
	});
});
Square.displayName = "Square";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/circle/index.js
var Circle = (0, import_react.forwardRef)(function Circle2(props, ref) {
	const { size, ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Square, {
		size,
		ref,
		borderRadius: "9999px",
		...rest
	});
});
Circle.displayName = "Circle";
export { Circle as t };

//# sourceMappingURL=circle-BPcQlVfl.js.map