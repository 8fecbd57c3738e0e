import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Portal } from "./portal-ChPcd-_9.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { a as AlertTitle, i as AlertRoot, r as AlertIndicator } from "./alert-C01vb24l.js";
import { t as submitFailure } from "./submitFailure-59KjBMqB.js";
import { a as DialogContent, c as DialogHeader, d as DialogTitle, l as DialogPositioner, n as DialogBackdrop, o as DialogDescription, r as DialogBody, s as DialogFooter, t as DialogActionTrigger, u as DialogRoot } from "./dialog-Cf02MJtP.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/components/data/ConfirmDialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* Asks before an action with consequences (an `alertdialog`: Cancel has the focus first). The
* action's failure is shown in the dialog, which stays open; success closes it.
*/
function ConfirmDialog({ open, onOpenChange, title, body, confirmLabel, destructive = false, onConfirm, errorText }) {
	const { t } = useTranslation();
	const [pending, setPending] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)(null);
	const confirm = async () => {
		setPending(true);
		setError(null);
		try {
			await onConfirm();
			onOpenChange(false);
		} catch (failure) {
			const { general: reason, retry } = submitFailure(failure, []);
			setError(reason && (errorText?.(reason) ?? reason) || t(retry ? "data.form.saveFailed" : "data.form.saveRefused"));
		} finally {
			setPending(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogRoot, {
		role: "alertdialog",
		open,
		onOpenChange: (e) => {
			if (!pending) onOpenChange(e.open);
			if (!e.open) setError(null);
		},
		placement: "center",
		lazyMount: true,
		unmountOnExit: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Portal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBackdrop, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogPositioner, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: title }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBody, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, {
					asChild: true,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: body })
				}), error && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
					status: "error",
					role: "alert",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: error })]
				})]
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogFooter, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogActionTrigger, {
				asChild: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					disabled: pending,
					children: t("data.form.cancel")
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				colorPalette: destructive ? "red" : "primary",
				loading: pending,
				onClick: () => void confirm(),
				children: confirmLabel
			})] })
		] }) })] })
	});
}
export { ConfirmDialog as t };

//# sourceMappingURL=ConfirmDialog-CdXh4IeH.js.map