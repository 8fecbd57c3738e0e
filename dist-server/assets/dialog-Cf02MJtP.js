import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { n as useDialogContext, t as dialog_exports } from "./dialog-B2AYDHhP.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
import { s as chakra } from "./useTranslation-wIc4-0c8.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/dialog/dialog.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var { withRootProvider, withContext, useStyles: useDialogStyles, PropsProvider } = createSlotRecipeContext({ key: "dialog" });
withRootProvider(dialog_exports.RootProvider, { defaultProps: {
	unmountOnExit: true,
	lazyMount: true
} });
var DialogRoot = withRootProvider(dialog_exports.Root, { defaultProps: {
	unmountOnExit: true,
	lazyMount: true
} });
withContext(dialog_exports.Trigger, "trigger", { forwardAsChild: true });
var DialogPositioner = withContext(dialog_exports.Positioner, "positioner", { forwardAsChild: true });
var DialogContent = withContext(dialog_exports.Content, "content", { forwardAsChild: true });
var DialogDescription = withContext(dialog_exports.Description, "description", { forwardAsChild: true });
var DialogTitle = withContext(dialog_exports.Title, "title", { forwardAsChild: true });
var DialogCloseTrigger = withContext(dialog_exports.CloseTrigger, "closeTrigger", { forwardAsChild: true });
var DialogActionTrigger = (0, import_react.forwardRef)(function DialogActionTrigger2(props, ref) {
	const dialog = useDialogContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.button, {
		type: "button",
		...props,
		ref,
		onClick: (event) => {
			props.onClick?.(event);
			dialog.setOpen(false);
		}
	});
});
var DialogBackdrop = withContext(dialog_exports.Backdrop, "backdrop", { forwardAsChild: true });
var DialogBody = withContext("div", "body");
var DialogFooter = withContext("div", "footer");
var DialogHeader = withContext("div", "header");
dialog_exports.Context;
export { DialogContent as a, DialogHeader as c, DialogTitle as d, DialogCloseTrigger as i, DialogPositioner as l, DialogBackdrop as n, DialogDescription as o, DialogBody as r, DialogFooter as s, DialogActionTrigger as t, DialogRoot as u };

//# sourceMappingURL=dialog-Cf02MJtP.js.map