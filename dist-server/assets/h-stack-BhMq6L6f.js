import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/stack/h-stack.js
var import_jsx_runtime = require_jsx_runtime();
var HStack = (0, (/* @__PURE__ */ __toESM(require_react(), 1)).forwardRef)(function HStack2(props, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
		align: "center",
		...props,
		direction: "row",
		ref
	});
});
HStack.displayName = "HStack";
export { HStack as t };

//# sourceMappingURL=h-stack-BhMq6L6f.js.map