import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { S as useEnvironmentContext, b as mergeProps, i as getComputedStyle, n as __exportAll, r as ark, s as getDocument, t as createSplitProps, u as getWindow, x as useComposedRefs } from "./create-split-props-D0rL9oRq.js";
import { n as createContext$1 } from "./create-anatomy-Ca-Auh_-.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { nt as parts } from "../render.js";
import { n as ariaAttr, r as dataAttr } from "./shared-DiO5qnp4.js";
// ../../main/node_modules/@zag-js/auto-resize/dist/autoresize-textarea.mjs
var autoresizeTextarea = (el) => {
	if (!el) return;
	const style = getComputedStyle(el);
	const win = getWindow(el);
	const doc = getDocument(el);
	const resize = () => {
		requestAnimationFrame(() => {
			el.style.height = "auto";
			let newHeight;
			if (style.boxSizing === "content-box") newHeight = el.scrollHeight - (parseFloat(style.paddingTop) + parseFloat(style.paddingBottom));
			else newHeight = el.scrollHeight + parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
			if (style.maxHeight !== "none" && newHeight > parseFloat(style.maxHeight)) {
				if (style.overflowY === "hidden") el.style.overflowY = "scroll";
				newHeight = parseFloat(style.maxHeight);
			} else if (style.overflowY !== "hidden") el.style.overflowY = "hidden";
			el.style.height = `${newHeight}px`;
		});
	};
	el.addEventListener("input", resize);
	el.form?.addEventListener("reset", resize);
	const ownDescriptor = Object.getOwnPropertyDescriptor(el, "value");
	const descriptor = ownDescriptor?.set ? ownDescriptor : Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value");
	if (descriptor?.set) Object.defineProperty(el, "value", {
		...descriptor,
		set(newValue) {
			descriptor.set?.call(this, newValue);
			resize();
		}
	});
	const resizeObserver = new win.ResizeObserver(() => {
		requestAnimationFrame(() => resize());
	});
	resizeObserver.observe(el);
	const attrObserver = new win.MutationObserver(() => resize());
	attrObserver.observe(el, {
		attributes: true,
		attributeFilter: ["rows", "placeholder"]
	});
	doc.fonts?.addEventListener("loadingdone", resize);
	return () => {
		el.removeEventListener("input", resize);
		el.form?.removeEventListener("reset", resize);
		doc.fonts?.removeEventListener("loadingdone", resize);
		resizeObserver.disconnect();
		attrObserver.disconnect();
	};
};
// ../../main/node_modules/@ark-ui/react/dist/utils/use-safe-layout-effect.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var useSafeLayoutEffect = typeof window !== "undefined" ? import_react.useLayoutEffect : import_react.useEffect;
// ../../main/node_modules/@ark-ui/react/dist/components/fieldset/use-fieldset-context.js
var [FieldsetProvider, useFieldsetContext] = createContext$1({
	name: "FieldsetContext",
	hookName: "useFieldsetContext",
	providerName: "<FieldsetProvider />",
	strict: false
});
// ../../main/node_modules/@ark-ui/react/dist/components/field/use-field-context.js
var [FieldProvider, useFieldContext] = createContext$1({
	name: "FieldContext",
	hookName: "useFieldContext",
	providerName: "<FieldProvider />",
	strict: false
});
// ../../main/node_modules/@ark-ui/react/dist/components/field/field-context.js
var FieldContext = (props) => props.children(useFieldContext());
// ../../main/node_modules/@ark-ui/react/dist/components/field/field-error-text.js
var FieldErrorText = (0, import_react.forwardRef)((props, ref) => {
	const field = useFieldContext();
	const mergedProps = mergeProps(field.getErrorTextProps(), props);
	if (field?.invalid) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.span, {
		...mergedProps,
		ref
	});
	return null;
});
FieldErrorText.displayName = "FieldErrorText";
// ../../main/node_modules/@ark-ui/react/dist/components/field/field-helper-text.js
var FieldHelperText = (0, import_react.forwardRef)((props, ref) => {
	const field = useFieldContext();
	const mergedProps = mergeProps(field?.getHelperTextProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.span, {
		...mergedProps,
		ref
	});
});
FieldHelperText.displayName = "FieldHelperText";
// ../../main/node_modules/@ark-ui/react/dist/components/field/field-input.js
var FieldInput = (0, import_react.forwardRef)((props, ref) => {
	const field = useFieldContext();
	const mergedProps = mergeProps(field?.getInputProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.input, {
		...mergedProps,
		ref
	});
});
FieldInput.displayName = "FieldInput";
// ../../main/node_modules/@ark-ui/react/dist/components/field/field-item.js
var FieldItem = (props) => {
	const { value, children } = props;
	const parentField = useFieldContext();
	const itemField = (0, import_react.useMemo)(() => {
		if (!parentField) throw new Error("Field.Item must be used within Field.Root");
		const controlId = `field::${parentField.ids.control}::item::${value}`;
		const labelId = `${controlId}::label`;
		const getControlProps = () => ({
			...parentField.getInputProps(),
			id: controlId
		});
		return {
			...parentField,
			ids: {
				...parentField.ids,
				control: controlId,
				label: labelId
			},
			getLabelProps: () => ({
				...parentField.getLabelProps(),
				id: labelId,
				htmlFor: controlId
			}),
			getInputProps: () => ({
				...getControlProps(),
				...parts.input.attrs
			}),
			getSelectProps: () => ({
				...getControlProps(),
				...parts.select.attrs
			}),
			getTextareaProps: () => ({
				...getControlProps(),
				...parts.textarea.attrs
			})
		};
	}, [parentField, value]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldProvider, {
		value: itemField,
		children
	});
};
FieldItem.displayName = "FieldItem";
// ../../main/node_modules/@ark-ui/react/dist/components/field/field-label.js
var FieldLabel = (0, import_react.forwardRef)((props, ref) => {
	const field = useFieldContext();
	const mergedProps = mergeProps(field?.getLabelProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.label, {
		...mergedProps,
		ref
	});
});
FieldLabel.displayName = "FieldLabel";
// ../../main/node_modules/@ark-ui/react/dist/components/field/field-required-indicator.js
var FieldRequiredIndicator = (0, import_react.forwardRef)(({ fallback, ...props }, ref) => {
	const field = useFieldContext();
	if (!field.required) return fallback;
	const mergedProps = mergeProps(field.getRequiredIndicatorProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.span, {
		...mergedProps,
		ref,
		children: props.children ?? "*"
	});
});
FieldRequiredIndicator.displayName = "FieldRequiredIndicator";
// ../../main/node_modules/@ark-ui/react/dist/components/field/use-field.js
var useField = (props = {}) => {
	const fieldset = useFieldsetContext();
	const env = useEnvironmentContext();
	const { ids, target, disabled = Boolean(fieldset?.disabled), invalid = false, readOnly = false, required = false } = props;
	const [hasErrorText, setHasErrorText] = (0, import_react.useState)(false);
	const [hasHelperText, setHasHelperText] = (0, import_react.useState)(false);
	const uid = (0, import_react.useId)();
	const id = props.id ?? uid;
	const rootRef = (0, import_react.useRef)(null);
	const rootId = ids?.control ?? `field::${id}`;
	const errorTextId = ids?.errorText ?? `field::${id}::error-text`;
	const helperTextId = ids?.helperText ?? `field::${id}::helper-text`;
	const labelId = ids?.label ?? `field::${id}::label`;
	useSafeLayoutEffect(() => {
		const rootNode = rootRef.current;
		if (!rootNode) return;
		const checkTextElements = () => {
			const docOrShadowRoot = env.getRootNode();
			setHasErrorText(!!docOrShadowRoot.getElementById(errorTextId));
			setHasHelperText(!!docOrShadowRoot.getElementById(helperTextId));
		};
		checkTextElements();
		const observer = new (env.getWindow()).MutationObserver(checkTextElements);
		observer.observe(rootNode, {
			childList: true,
			subtree: true
		});
		return () => observer.disconnect();
	}, [
		env,
		errorTextId,
		helperTextId
	]);
	const getRootProps = (0, import_react.useMemo)(() => () => ({
		...parts.root.attrs,
		id: rootId,
		ref: rootRef,
		role: "group",
		"data-disabled": dataAttr(disabled),
		"data-invalid": dataAttr(invalid),
		"data-readonly": dataAttr(readOnly)
	}), [
		disabled,
		invalid,
		readOnly,
		rootId
	]);
	const targetControlId = target ? `field::${id}::item::${target}` : void 0;
	const getLabelProps = (0, import_react.useMemo)(() => () => ({
		...parts.label.attrs,
		id: labelId,
		"data-disabled": dataAttr(disabled),
		"data-invalid": dataAttr(invalid),
		"data-readonly": dataAttr(readOnly),
		"data-required": dataAttr(required),
		htmlFor: targetControlId ?? id
	}), [
		disabled,
		invalid,
		readOnly,
		required,
		id,
		labelId,
		targetControlId
	]);
	const errorMessageId = hasErrorText && invalid ? errorTextId : void 0;
	const getControlProps = (0, import_react.useMemo)(() => () => ({
		"aria-describedby": hasHelperText ? helperTextId : void 0,
		"aria-errormessage": errorMessageId,
		"aria-invalid": ariaAttr(invalid),
		"data-invalid": dataAttr(invalid),
		"data-required": dataAttr(required),
		"data-readonly": dataAttr(readOnly),
		id,
		required,
		disabled,
		readOnly
	}), [
		hasHelperText,
		helperTextId,
		invalid,
		required,
		readOnly,
		id,
		errorMessageId,
		disabled
	]);
	const getInputProps = (0, import_react.useMemo)(() => () => ({
		...getControlProps(),
		...parts.input.attrs
	}), [getControlProps]);
	const getTextareaProps = (0, import_react.useMemo)(() => () => ({
		...getControlProps(),
		...parts.textarea.attrs
	}), [getControlProps]);
	const getSelectProps = (0, import_react.useMemo)(() => () => ({
		...getControlProps(),
		...parts.select.attrs
	}), [getControlProps]);
	const getHelperTextProps = (0, import_react.useMemo)(() => () => ({
		id: helperTextId,
		...parts.helperText.attrs,
		"data-disabled": dataAttr(disabled)
	}), [disabled, helperTextId]);
	const getErrorTextProps = (0, import_react.useMemo)(() => () => ({
		id: errorTextId,
		...parts.errorText.attrs,
		"aria-live": "polite"
	}), [errorTextId]);
	const getRequiredIndicatorProps = (0, import_react.useMemo)(() => () => ({
		"aria-hidden": true,
		...parts.requiredIndicator.attrs
	}), []);
	return {
		ariaDescribedby: hasHelperText ? helperTextId : void 0,
		ids: {
			root: rootId,
			control: id,
			label: labelId,
			errorText: errorTextId,
			helperText: helperTextId
		},
		refs: { rootRef },
		disabled,
		invalid,
		readOnly,
		required,
		getLabelProps,
		getRootProps,
		getInputProps,
		getTextareaProps,
		getSelectProps,
		getHelperTextProps,
		getErrorTextProps,
		getRequiredIndicatorProps
	};
};
// ../../main/node_modules/@ark-ui/react/dist/components/field/field-root.js
var splitRootProps = createSplitProps();
var FieldRoot = (0, import_react.forwardRef)((props, ref) => {
	const [useFieldProps, localProps] = splitRootProps(props, [
		"id",
		"ids",
		"disabled",
		"invalid",
		"readOnly",
		"required",
		"target"
	]);
	const field = useField(useFieldProps);
	const mergedProps = mergeProps(field.getRootProps(), localProps);
	const composedRefs = useComposedRefs(ref, field.refs.rootRef);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldProvider, {
		value: field,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref: composedRefs
		})
	});
});
FieldRoot.displayName = "FieldRoot";
// ../../main/node_modules/@ark-ui/react/dist/components/field/field-root-provider.js
var splitRootProviderProps = createSplitProps();
var FieldRootProvider = (0, import_react.forwardRef)((props, ref) => {
	const [{ value: field }, localProps] = splitRootProviderProps(props, ["value"]);
	const mergedProps = mergeProps(field.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldProvider, {
		value: field,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref
		})
	});
});
FieldRootProvider.displayName = "FieldRootProvider";
// ../../main/node_modules/@ark-ui/react/dist/components/field/field-select.js
var FieldSelect = (0, import_react.forwardRef)((props, ref) => {
	const field = useFieldContext();
	const mergedProps = mergeProps(field?.getSelectProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.select, {
		...mergedProps,
		ref
	});
});
FieldSelect.displayName = "FieldSelect";
// ../../main/node_modules/@ark-ui/react/dist/components/field/field-textarea.js
var FieldTextarea = (0, import_react.forwardRef)((props, ref) => {
	const { autoresize, ...textareaProps } = props;
	const textareaRef = (0, import_react.useRef)(null);
	const field = useFieldContext();
	const mergedProps = mergeProps(field?.getTextareaProps(), { style: { resize: autoresize ? "none" : void 0 } }, textareaProps);
	const composedRefs = useComposedRefs(ref, textareaRef);
	(0, import_react.useEffect)(() => {
		if (!autoresize) return;
		return autoresizeTextarea(textareaRef.current);
	}, [autoresize]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.textarea, {
		...mergedProps,
		ref: composedRefs
	});
});
FieldTextarea.displayName = "FieldTextarea";
// ../../main/node_modules/@ark-ui/react/dist/components/field/field.js
var field_exports = /* @__PURE__ */ __exportAll({
	Context: () => FieldContext,
	ErrorText: () => FieldErrorText,
	HelperText: () => FieldHelperText,
	Input: () => FieldInput,
	Item: () => FieldItem,
	Label: () => FieldLabel,
	RequiredIndicator: () => FieldRequiredIndicator,
	Root: () => FieldRoot,
	RootProvider: () => FieldRootProvider,
	Select: () => FieldSelect,
	Textarea: () => FieldTextarea
});
export { useFieldContext as n, useFieldsetContext as r, field_exports as t };

//# sourceMappingURL=field-2YzigrTE.js.map