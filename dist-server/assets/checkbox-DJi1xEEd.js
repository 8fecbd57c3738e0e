import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { s as chakra } from "./useTranslation-wIc4-0c8.js";
import { i as EMPTY_STYLES, n as useRecipe } from "./create-recipe-context-Cd-MI85O.js";
import { M as createGuards, N as createMachine, _ as getEventTarget, n as useMachine, t as normalizeProps } from "./normalize-props-Bwbrh0EN.js";
import { n as createContext$1 } from "./create-anatomy-Ca-Auh_-.js";
import { S as useEnvironmentContext, b as mergeProps, n as __exportAll, r as ark, t as createSplitProps } from "./create-split-props-D0rL9oRq.js";
import { r as dataAttr } from "./shared-DiO5qnp4.js";
import { a as trackFormControl, i as setElementChecked, n as dispatchInputCheckedEvent, t as visuallyHiddenStyle } from "./visually-hidden-Dr9AIQVp.js";
import { t as trackPress } from "./press-lidh87Tb.js";
import { a as useEvent } from "./use-presence-context-cuiYbe0m.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
import { i as trackFocusVisible, n as isFocusVisible } from "./dist-DdA2ddMU.js";
import { n as useFieldContext, r as useFieldsetContext } from "./field-2YzigrTE.js";
import { at as checkboxAnatomy, lt as useLocaleContext, ot as parts } from "../render.js";
// ../../main/node_modules/@zag-js/checkbox/dist/checkbox.dom.mjs
var getRootId = (ctx) => ctx.ids?.root ?? `checkbox:${ctx.id}`;
var getLabelId = (ctx) => ctx.ids?.label ?? `checkbox:${ctx.id}:label`;
var getControlId = (ctx) => ctx.ids?.control ?? `checkbox:${ctx.id}:control`;
var getHiddenInputId = (ctx) => ctx.ids?.hiddenInput ?? `checkbox:${ctx.id}:input`;
var getRootEl = (ctx) => ctx.getById(getRootId(ctx));
var getHiddenInputEl = (ctx) => ctx.getById(getHiddenInputId(ctx));
// ../../main/node_modules/@zag-js/checkbox/dist/checkbox.connect.mjs
function connect(service, normalize) {
	const { send, context, prop, computed, scope } = service;
	const disabled = !!prop("disabled");
	const readOnly = !!prop("readOnly");
	const required = !!prop("required");
	const invalid = !!prop("invalid");
	const focused = !disabled && context.get("focused");
	const focusVisible = !disabled && context.get("focusVisible");
	const checked = computed("checked");
	const indeterminate = computed("indeterminate");
	const checkedState = context.get("checked");
	const dataAttrs = {
		"data-active": dataAttr(context.get("active")),
		"data-focus": dataAttr(focused),
		"data-focus-visible": dataAttr(focusVisible),
		"data-readonly": dataAttr(readOnly),
		"data-hover": dataAttr(context.get("hovered")),
		"data-disabled": dataAttr(disabled),
		"data-state": indeterminate ? "indeterminate" : checked ? "checked" : "unchecked",
		"data-invalid": dataAttr(invalid),
		"data-required": dataAttr(required)
	};
	return {
		checked,
		disabled,
		indeterminate,
		focused,
		checkedState,
		setChecked(checked2) {
			send({
				type: "CHECKED.SET",
				checked: checked2,
				isTrusted: false
			});
		},
		toggleChecked() {
			send({
				type: "CHECKED.TOGGLE",
				checked,
				isTrusted: false
			});
		},
		getRootProps() {
			return normalize.label({
				...parts.root.attrs,
				...dataAttrs,
				dir: prop("dir"),
				id: getRootId(scope),
				htmlFor: getHiddenInputId(scope),
				onPointerMove() {
					if (disabled) return;
					send({
						type: "CONTEXT.SET",
						context: { hovered: true }
					});
				},
				onPointerLeave() {
					if (disabled) return;
					send({
						type: "CONTEXT.SET",
						context: { hovered: false }
					});
				},
				onClick(event) {
					if (getEventTarget(event) === getHiddenInputEl(scope)) event.stopPropagation();
				}
			});
		},
		getLabelProps() {
			return normalize.element({
				...parts.label.attrs,
				...dataAttrs,
				dir: prop("dir"),
				id: getLabelId(scope)
			});
		},
		getControlProps() {
			return normalize.element({
				...parts.control.attrs,
				...dataAttrs,
				dir: prop("dir"),
				id: getControlId(scope),
				"aria-hidden": true
			});
		},
		getIndicatorProps() {
			return normalize.element({
				...parts.indicator.attrs,
				...dataAttrs,
				dir: prop("dir"),
				hidden: !indeterminate && !checked
			});
		},
		getHiddenInputProps() {
			return normalize.input({
				id: getHiddenInputId(scope),
				type: "checkbox",
				required: prop("required"),
				defaultChecked: checked,
				disabled,
				"aria-labelledby": getLabelId(scope),
				"aria-invalid": invalid,
				name: prop("name"),
				form: prop("form"),
				value: prop("value"),
				style: visuallyHiddenStyle,
				onFocus() {
					const focusVisible2 = isFocusVisible();
					send({
						type: "CONTEXT.SET",
						context: {
							focused: true,
							focusVisible: focusVisible2
						}
					});
				},
				onBlur() {
					send({
						type: "CONTEXT.SET",
						context: {
							focused: false,
							focusVisible: false
						}
					});
				},
				onClick(event) {
					if (readOnly) {
						event.preventDefault();
						return;
					}
					const checked2 = event.currentTarget.checked;
					send({
						type: "CHECKED.SET",
						checked: checked2,
						isTrusted: true
					});
				}
			});
		}
	};
}
// ../../main/node_modules/@zag-js/checkbox/dist/checkbox.machine.mjs
var { not } = createGuards();
var machine = createMachine({
	props({ props }) {
		return {
			value: "on",
			...props,
			defaultChecked: props.defaultChecked ?? false
		};
	},
	initialState() {
		return "ready";
	},
	context({ prop, bindable }) {
		return {
			checked: bindable(() => ({
				defaultValue: prop("defaultChecked"),
				value: prop("checked"),
				onChange(checked) {
					prop("onCheckedChange")?.({ checked });
				}
			})),
			fieldsetDisabled: bindable(() => ({ defaultValue: false })),
			focusVisible: bindable(() => ({ defaultValue: false })),
			active: bindable(() => ({ defaultValue: false })),
			focused: bindable(() => ({ defaultValue: false })),
			hovered: bindable(() => ({ defaultValue: false }))
		};
	},
	watch({ track, context, prop, action }) {
		track([() => prop("disabled")], () => {
			action(["removeFocusIfNeeded"]);
		});
		track([() => context.get("checked")], () => {
			action(["syncInputElement"]);
		});
	},
	effects: [
		"trackFormControlState",
		"trackPressEvent",
		"trackFocusVisible"
	],
	on: {
		"CHECKED.TOGGLE": [{
			guard: not("isTrusted"),
			actions: ["toggleChecked", "dispatchChangeEvent"]
		}, { actions: ["toggleChecked"] }],
		"CHECKED.SET": [{
			guard: not("isTrusted"),
			actions: ["setChecked", "dispatchChangeEvent"]
		}, { actions: ["setChecked"] }],
		"CONTEXT.SET": { actions: ["setContext"] }
	},
	computed: {
		indeterminate: ({ context }) => isIndeterminate(context.get("checked")),
		checked: ({ context }) => isChecked(context.get("checked")),
		disabled: ({ context, prop }) => !!prop("disabled") || context.get("fieldsetDisabled")
	},
	states: { ready: {} },
	implementations: {
		guards: { isTrusted: ({ event }) => !!event.isTrusted },
		effects: {
			trackPressEvent({ context, computed, scope }) {
				if (computed("disabled")) return;
				return trackPress({
					pointerNode: getRootEl(scope),
					keyboardNode: getHiddenInputEl(scope),
					isValidKey: (event) => event.key === " ",
					onPress: () => context.set("active", false),
					onPressStart: () => context.set("active", true),
					onPressEnd: () => context.set("active", false)
				});
			},
			trackFocusVisible({ computed, scope }) {
				if (computed("disabled")) return;
				return trackFocusVisible({ root: scope.getRootNode?.() });
			},
			trackFormControlState({ context, scope }) {
				return trackFormControl(getHiddenInputEl(scope), {
					onFieldsetDisabledChange(disabled) {
						context.set("fieldsetDisabled", disabled);
					},
					onFormReset() {
						context.set("checked", context.initial("checked"));
					}
				});
			}
		},
		actions: {
			setContext({ context, event }) {
				for (const key in event.context) context.set(key, event.context[key]);
			},
			syncInputElement({ context, computed, scope }) {
				const inputEl = getHiddenInputEl(scope);
				if (!inputEl) return;
				setElementChecked(inputEl, computed("checked"));
				inputEl.indeterminate = isIndeterminate(context.get("checked"));
			},
			removeFocusIfNeeded({ context, prop }) {
				if (prop("disabled") && context.get("focused")) {
					context.set("focused", false);
					context.set("focusVisible", false);
				}
			},
			setChecked({ context, event }) {
				context.set("checked", event.checked);
			},
			toggleChecked({ context, computed }) {
				const checked = isIndeterminate(computed("checked")) ? true : !computed("checked");
				context.set("checked", checked);
			},
			dispatchChangeEvent({ computed, scope }) {
				queueMicrotask(() => {
					const inputEl = getHiddenInputEl(scope);
					dispatchInputCheckedEvent(inputEl, { checked: computed("checked") });
				});
			}
		}
	}
});
function isIndeterminate(checked) {
	return checked === "indeterminate";
}
function isChecked(checked) {
	return isIndeterminate(checked) ? false : !!checked;
}
// ../../main/node_modules/@ark-ui/react/dist/components/checkbox/use-checkbox-context.js
var [CheckboxProvider, useCheckboxContext] = createContext$1({
	name: "CheckboxContext",
	hookName: "useCheckboxContext",
	providerName: "<CheckboxProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/checkbox/checkbox-context.js
var CheckboxContext$1 = (props) => props.children(useCheckboxContext());
// ../../main/node_modules/@ark-ui/react/dist/components/checkbox/checkbox-control.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var CheckboxControl$1 = (0, import_react.forwardRef)((props, ref) => {
	const checkbox = useCheckboxContext();
	const mergedProps = mergeProps(checkbox.getControlProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
CheckboxControl$1.displayName = "CheckboxControl";
// ../../main/node_modules/@ark-ui/react/dist/utils/use-controllable-state.js
function useControllableState(props) {
	const { value, onChange, defaultValue } = props;
	const [uncontrolledValue, setUncontrolledValue] = (0, import_react.useState)(defaultValue);
	const controlled = value !== void 0;
	return [controlled ? value : uncontrolledValue, (0, import_react.useCallback)((value) => {
		if (controlled) return onChange?.(value);
		setUncontrolledValue(value);
		return onChange?.(value);
	}, [controlled, onChange])];
}
// ../../main/node_modules/@ark-ui/react/dist/components/checkbox/use-checkbox-group.js
function useCheckboxGroup(props = {}) {
	const fieldset = useFieldsetContext();
	const { defaultValue, value: controlledValue, onValueChange, disabled = fieldset?.disabled, readOnly, name, invalid = fieldset?.invalid, maxSelectedValues } = props;
	const interactive = !(disabled || readOnly);
	const onChangeProp = useEvent(onValueChange, { sync: true });
	const [value, setValue] = useControllableState({
		value: controlledValue,
		defaultValue: defaultValue || [],
		onChange: onChangeProp
	});
	const isChecked = (val) => {
		return value.some((v) => String(v) === String(val));
	};
	const toggleValue = (val) => {
		isChecked(val) ? removeValue(val) : addValue(val);
	};
	const isAtMax = maxSelectedValues != null && value.length >= maxSelectedValues;
	const addValue = (val) => {
		if (!interactive) return;
		if (isChecked(val)) return;
		if (isAtMax) return;
		setValue(value.concat(val));
	};
	const removeValue = (val) => {
		if (!interactive) return;
		setValue(value.filter((v) => String(v) !== String(val)));
	};
	const getItemProps = (props) => {
		const checked = props.value != null ? isChecked(props.value) : void 0;
		return {
			checked,
			onCheckedChange() {
				if (props.value != null) toggleValue(props.value);
			},
			name,
			disabled: disabled || isAtMax && !checked,
			readOnly,
			invalid
		};
	};
	return {
		isChecked,
		value,
		name,
		disabled: !!disabled,
		readOnly: !!readOnly,
		invalid: !!invalid,
		setValue,
		addValue,
		toggleValue,
		getItemProps
	};
}
// ../../main/node_modules/@ark-ui/react/dist/components/checkbox/use-checkbox-group-context.js
var [CheckboxGroupContextProvider, useCheckboxGroupContext] = createContext$1({
	name: "CheckboxGroupContext",
	hookName: "useCheckboxGroupContext",
	providerName: "<CheckboxGroupProvider />",
	strict: false
});
// ../../main/node_modules/@ark-ui/react/dist/components/checkbox/checkbox-group.js
var splitGroupProps = createSplitProps();
var CheckboxGroup$1 = (0, import_react.forwardRef)((props, ref) => {
	const [checkboxGroupProps, localProps] = splitGroupProps(props, [
		"defaultValue",
		"value",
		"onValueChange",
		"disabled",
		"invalid",
		"readOnly",
		"name",
		"maxSelectedValues"
	]);
	const checkboxGroup = useCheckboxGroup(checkboxGroupProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxGroupContextProvider, {
		value: checkboxGroup,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			ref,
			role: "group",
			...localProps,
			...checkboxAnatomy.build().group.attrs
		})
	});
});
CheckboxGroup$1.displayName = "CheckboxGroup";
// ../../main/node_modules/@ark-ui/react/dist/components/checkbox/checkbox-group-provider.js
var splitProviderProps = createSplitProps();
var CheckboxGroupProvider = (0, import_react.forwardRef)((props, ref) => {
	const [localProps, restProps] = splitProviderProps(props, ["value"]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxGroupContextProvider, {
		value: localProps.value,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			ref,
			role: "group",
			...restProps,
			...checkboxAnatomy.build().group.attrs
		})
	});
});
CheckboxGroupProvider.displayName = "CheckboxGroupProvider";
// ../../main/node_modules/@ark-ui/react/dist/components/checkbox/checkbox-hidden-input.js
var CheckboxHiddenInput$1 = (0, import_react.forwardRef)((props, ref) => {
	const checkbox = useCheckboxContext();
	const mergedProps = mergeProps(checkbox.getHiddenInputProps(), props);
	const field = useFieldContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.input, {
		"aria-describedby": field?.ariaDescribedby,
		...mergedProps,
		ref
	});
});
CheckboxHiddenInput$1.displayName = "CheckboxHiddenInput";
// ../../main/node_modules/@ark-ui/react/dist/components/checkbox/checkbox-indicator.js
var CheckboxIndicator$1 = (0, import_react.forwardRef)((props, ref) => {
	const { indeterminate, ...rest } = props;
	const checkbox = useCheckboxContext();
	const mergedProps = mergeProps(checkbox.getIndicatorProps(), rest);
	const isVisible = indeterminate ? checkbox.indeterminate : checkbox.checked;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		hidden: !isVisible,
		ref
	});
});
CheckboxIndicator$1.displayName = "CheckboxIndicator";
// ../../main/node_modules/@ark-ui/react/dist/components/checkbox/checkbox-label.js
var CheckboxLabel$1 = (0, import_react.forwardRef)((props, ref) => {
	const checkbox = useCheckboxContext();
	const mergedProps = mergeProps(checkbox.getLabelProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.span, {
		...mergedProps,
		ref
	});
});
CheckboxLabel$1.displayName = "CheckboxLabel";
// ../../main/node_modules/@ark-ui/react/dist/components/checkbox/use-checkbox.js
var useCheckbox = (ownProps = {}) => {
	const checkboxGroup = useCheckboxGroupContext();
	const field = useFieldContext();
	const props = (0, import_react.useMemo)(() => {
		return mergeProps(checkboxGroup?.getItemProps({ value: ownProps.value }) ?? {}, ownProps);
	}, [ownProps, checkboxGroup]);
	const id = (0, import_react.useId)();
	const { getRootNode } = useEnvironmentContext();
	const { dir } = useLocaleContext();
	const machineProps = {
		id,
		ids: {
			label: field?.ids.label,
			hiddenInput: field?.ids.control
		},
		dir,
		disabled: field?.disabled,
		readOnly: field?.readOnly,
		invalid: field?.invalid,
		required: field?.required,
		getRootNode,
		...props
	};
	return connect(useMachine(machine, machineProps), normalizeProps);
};
// ../../main/node_modules/@ark-ui/react/dist/components/checkbox/checkbox-root.js
var splitRootProps = createSplitProps();
var CheckboxRoot$1 = (0, import_react.forwardRef)((props, ref) => {
	const [useCheckboxProps, localProps] = splitRootProps(props, [
		"checked",
		"defaultChecked",
		"disabled",
		"form",
		"id",
		"ids",
		"invalid",
		"name",
		"onCheckedChange",
		"readOnly",
		"required",
		"value"
	]);
	const checkbox = useCheckbox(useCheckboxProps);
	const mergedProps = mergeProps(checkbox.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxProvider, {
		value: checkbox,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.label, {
			...mergedProps,
			ref
		})
	});
});
CheckboxRoot$1.displayName = "CheckboxRoot";
// ../../main/node_modules/@ark-ui/react/dist/components/checkbox/checkbox-root-provider.js
var splitRootProviderProps = createSplitProps();
var CheckboxRootProvider$1 = (0, import_react.forwardRef)((props, ref) => {
	const [{ value: checkbox }, localProps] = splitRootProviderProps(props, ["value"]);
	const mergedProps = mergeProps(checkbox.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxProvider, {
		value: checkbox,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.label, {
			...mergedProps,
			ref
		})
	});
});
CheckboxRootProvider$1.displayName = "CheckboxRootProvider";
// ../../main/node_modules/@ark-ui/react/dist/components/checkbox/checkbox.js
var checkbox_exports = /* @__PURE__ */ __exportAll({
	Context: () => CheckboxContext$1,
	Control: () => CheckboxControl$1,
	Group: () => CheckboxGroup$1,
	GroupProvider: () => CheckboxGroupProvider,
	HiddenInput: () => CheckboxHiddenInput$1,
	Indicator: () => CheckboxIndicator$1,
	Label: () => CheckboxLabel$1,
	Root: () => CheckboxRoot$1,
	RootProvider: () => CheckboxRootProvider$1
});
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/checkmark/checkmark.js
var Checkmark = (0, import_react.forwardRef)(function Checkmark2(props, ref) {
	const recipe = useRecipe({
		key: "checkmark",
		recipe: props.recipe
	});
	const [variantProps, restProps] = recipe.splitVariantProps(props);
	const { checked, indeterminate, disabled, unstyled, children, css, ...rest } = restProps;
	const styles = unstyled ? EMPTY_STYLES : recipe(variantProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
		ref,
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "3px",
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"data-state": indeterminate ? "indeterminate" : checked ? "checked" : "unchecked",
		"data-disabled": dataAttr(disabled),
		css: [styles, css],
		...rest,
		children: indeterminate ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M5 12h14" }) : checked ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("polyline", { points: "20 6 9 17 4 12" }) : null
	});
});
Checkmark.displayName = "Checkmark";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/checkbox/checkbox.js
var { withProvider, withContext, useStyles: useCheckboxStyles, PropsProvider } = createSlotRecipeContext({ key: "checkbox" });
withProvider(checkbox_exports.RootProvider, "root", { forwardAsChild: true });
var CheckboxRoot = withProvider(checkbox_exports.Root, "root", { forwardAsChild: true });
var CheckboxLabel = withContext(checkbox_exports.Label, "label", { forwardAsChild: true });
var CheckboxIndicator = (0, import_react.forwardRef)(function CheckboxIndicator2(props, ref) {
	const { checked, indeterminate, ...rest } = props;
	const api = useCheckboxContext();
	const styles = useCheckboxStyles();
	if (checked && api.checked) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
		ref,
		asChild: true,
		...rest,
		css: [styles.indicator, props.css],
		children: checked
	});
	if (indeterminate && api.indeterminate) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
		ref,
		asChild: true,
		...rest,
		css: [styles.indicator, props.css],
		children: indeterminate
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkmark, {
		ref,
		checked: api.checked,
		indeterminate: api.indeterminate,
		disabled: api.disabled,
		unstyled: true,
		...rest,
		css: [styles.indicator, props.css]
	});
});
var CheckboxControl = withContext(checkbox_exports.Control, "control", {
	forwardAsChild: true,
	defaultProps: { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxIndicator, {}) }
});
chakra(checkbox_exports.Group, { base: {
	display: "flex",
	flexDirection: "column",
	gap: "1.5"
} }, { forwardAsChild: true });
checkbox_exports.Context;
var CheckboxHiddenInput = checkbox_exports.HiddenInput;
export { CheckboxRoot as i, CheckboxHiddenInput as n, CheckboxLabel as r, CheckboxControl as t };

//# sourceMappingURL=checkbox-DJi1xEEd.js.map