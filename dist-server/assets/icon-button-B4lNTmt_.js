import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Button } from "./button-DBWeJfr4.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/button/icon-button.js
var import_jsx_runtime = require_jsx_runtime();
var IconButton = (0, (/* @__PURE__ */ __toESM(require_react(), 1)).forwardRef)(function IconButton2(props, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		px: "0",
		py: "0",
		_icon: { fontSize: "1.2em" },
		ref,
		...props
	});
});
IconButton.displayName = "IconButton";
export { IconButton as t };

//# sourceMappingURL=icon-button-B4lNTmt_.js.map