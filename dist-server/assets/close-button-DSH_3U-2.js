import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { i as CloseIcon } from "./icons-DBDSKIqj.js";
import { t as IconButton } from "./icon-button-B4lNTmt_.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/button/close-button.js
var import_jsx_runtime = require_jsx_runtime();
var CloseButton = (/* @__PURE__ */ __toESM(require_react(), 1)).forwardRef(function CloseButton2(props, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		variant: "ghost",
		"aria-label": "Close",
		ref,
		...props,
		children: props.children ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseIcon, {})
	});
});
CloseButton.displayName = "CloseButton";
export { CloseButton as t };

//# sourceMappingURL=close-button-DSH_3U-2.js.map