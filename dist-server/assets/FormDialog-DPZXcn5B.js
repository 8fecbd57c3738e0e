import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as CloseButton } from "./close-button-DSH_3U-2.js";
import { t as Portal } from "./portal-ChPcd-_9.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { a as AlertTitle, i as AlertRoot, r as AlertIndicator } from "./alert-C01vb24l.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as u } from "./zod-B6VY3jP8.js";
import { a as DialogContent, c as DialogHeader, d as DialogTitle, i as DialogCloseTrigger, l as DialogPositioner, n as DialogBackdrop, o as DialogDescription, r as DialogBody, s as DialogFooter, t as DialogActionTrigger, u as DialogRoot } from "./dialog-Cf02MJtP.js";
import { c as useForm, f as FieldErrorText, g as FieldRoot, h as FieldRequiredIndicator, m as FieldLabel, p as FieldHelperText } from "./index.esm-Ie3RzZj5.js";
import { n as useValidationText } from "./validationText-f3QOVcd1.js";
import { n as otherMessages, r as putServerErrors } from "./serverErrors-VdG0gpH0.js";
import { t as ConfirmDialog } from "./ConfirmDialog-CdXh4IeH.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/components/data/FormDialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* A dialog with a react-hook-form form validated by a zod schema: Cancel and a submit button,
* the server's field errors on the fields and any other error above them. The form is mounted
* while the dialog is open, so each opening starts from `defaultValues`; only the fields it
* renders are submitted.
*/
function FormDialog(props) {
	const { open, onOpenChange, title, description, size = "md", dirtyClose } = props;
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogRoot, {
		open,
		onOpenChange: (e) => onOpenChange(e.open),
		size,
		lazyMount: true,
		unmountOnExit: true,
		closeOnInteractOutside: false,
		scrollBehavior: "inside",
		placement: "center",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Portal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBackdrop, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogPositioner, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogHeader, {
				flexDirection: "column",
				alignItems: "stretch",
				gap: "1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: title }), description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, {
					color: "fg.muted",
					fontSize: "sm",
					children: description
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogForm, { ...props }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogCloseTrigger, {
				asChild: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, { size: "sm" })
			})
		] }) })] })
	}), dirtyClose && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
		open: open && dirtyClose.asking,
		onOpenChange: (stay) => {
			if (!stay) dirtyClose.onCancel();
		},
		title: t("data.form.unsavedTitle"),
		body: t("data.form.unsavedChanges"),
		confirmLabel: t("data.form.discard"),
		destructive: true,
		onConfirm: async () => dirtyClose.onConfirm()
	})] });
}
function DialogForm({ schema, defaultValues, fields, onSubmit, onOpenChange, submitLabel, children, dirtyClose, changedOutside = false }) {
	const { t } = useTranslation();
	const text = useValidationText();
	const [general, setGeneral] = (0, import_react.useState)(null);
	const form = useForm({
		resolver: u(schema),
		defaultValues,
		shouldUnregister: true
	});
	const { isSubmitting, isDirty } = form.formState;
	const dirty = isDirty || changedOutside;
	const onDirtyChange = dirtyClose?.onDirtyChange;
	(0, import_react.useEffect)(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
	const submit = form.handleSubmit(async (values) => {
		setGeneral(null);
		try {
			await onSubmit(values);
			if (dirtyClose) dirtyClose.onSubmitted();
			else onOpenChange(false);
		} catch (error) {
			const rest = putServerErrors(error, form.setError, fields);
			const said = otherMessages(rest, text).join(" ");
			if (said || !rest.onFields) setGeneral(said || t(rest.retry ? "data.form.saveFailed" : "data.form.saveRefused"));
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.form, {
		onSubmit: submit,
		noValidate: true,
		display: "contents",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBody, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "4",
			children: [general && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
				status: "error",
				role: "alert",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: general })]
			}), children(form)]
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogFooter, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogActionTrigger, {
			asChild: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outline",
				disabled: isSubmitting,
				children: t("data.form.cancel")
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			type: "submit",
			colorPalette: "primary",
			loading: isSubmitting,
			children: submitLabel
		})] })]
	});
}
/** A labelled field of a form, with its error (in the reader's language) or a hint. */
function FormField({ label, error, helper, required, children }) {
	const text = useValidationText();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRoot, {
		invalid: !!error,
		required,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldLabel, { children: [label, required && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldRequiredIndicator, {})] }),
			children,
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldErrorText, { children: text(error) }) : helper && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldHelperText, { children: helper })
		]
	});
}
export { FormField as n, FormDialog as t };

//# sourceMappingURL=FormDialog-DPZXcn5B.js.map