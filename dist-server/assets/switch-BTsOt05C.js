import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { s as chakra } from "./useTranslation-wIc4-0c8.js";
import { A as isSafari, M as createGuards, N as createMachine, _ as getEventTarget, n as useMachine, t as normalizeProps } from "./normalize-props-Bwbrh0EN.js";
import { n as createContext$1 } from "./create-anatomy-Ca-Auh_-.js";
import { S as useEnvironmentContext, b as mergeProps, n as __exportAll, r as ark, t as createSplitProps } from "./create-split-props-D0rL9oRq.js";
import { r as dataAttr } from "./shared-DiO5qnp4.js";
import { a as trackFormControl, i as setElementChecked, n as dispatchInputCheckedEvent, t as visuallyHiddenStyle } from "./visually-hidden-Dr9AIQVp.js";
import { t as trackPress } from "./press-lidh87Tb.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
import { i as trackFocusVisible, n as isFocusVisible } from "./dist-DdA2ddMU.js";
import { n as useFieldContext } from "./field-2YzigrTE.js";
import { Z as parts, lt as useLocaleContext } from "../render.js";
// ../../main/node_modules/@zag-js/switch/dist/switch.dom.mjs
var getRootId = (ctx) => ctx.ids?.root ?? `switch:${ctx.id}`;
var getLabelId = (ctx) => ctx.ids?.label ?? `switch:${ctx.id}:label`;
var getThumbId = (ctx) => ctx.ids?.thumb ?? `switch:${ctx.id}:thumb`;
var getControlId = (ctx) => ctx.ids?.control ?? `switch:${ctx.id}:control`;
var getHiddenInputId = (ctx) => ctx.ids?.hiddenInput ?? `switch:${ctx.id}:input`;
var getRootEl = (ctx) => ctx.getById(getRootId(ctx));
var getHiddenInputEl = (ctx) => ctx.getById(getHiddenInputId(ctx));
// ../../main/node_modules/@zag-js/switch/dist/switch.connect.mjs
function connect(service, normalize) {
	const { context, send, prop, scope } = service;
	const disabled = !!prop("disabled");
	const readOnly = !!prop("readOnly");
	const required = !!prop("required");
	const checked = !!context.get("checked");
	const focused = !disabled && context.get("focused");
	const focusVisible = !disabled && context.get("focusVisible");
	const active = !disabled && context.get("active");
	const dataAttrs = {
		"data-active": dataAttr(active),
		"data-focus": dataAttr(focused),
		"data-focus-visible": dataAttr(focusVisible),
		"data-readonly": dataAttr(readOnly),
		"data-hover": dataAttr(context.get("hovered")),
		"data-disabled": dataAttr(disabled),
		"data-state": checked ? "checked" : "unchecked",
		"data-invalid": dataAttr(prop("invalid")),
		"data-required": dataAttr(required)
	};
	return {
		checked,
		disabled,
		focused,
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
					if (disabled) return;
					if (getEventTarget(event) === getHiddenInputEl(scope)) event.stopPropagation();
					if (isSafari()) getHiddenInputEl(scope)?.focus();
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
		getThumbProps() {
			return normalize.element({
				...parts.thumb.attrs,
				...dataAttrs,
				dir: prop("dir"),
				id: getThumbId(scope),
				"aria-hidden": true
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
		getHiddenInputProps() {
			return normalize.input({
				id: getHiddenInputId(scope),
				type: "checkbox",
				required: prop("required"),
				defaultChecked: checked,
				disabled,
				"aria-labelledby": getLabelId(scope),
				"aria-invalid": prop("invalid"),
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
// ../../main/node_modules/@zag-js/switch/dist/switch.machine.mjs
var { not } = createGuards();
var machine = createMachine({
	props({ props }) {
		return {
			defaultChecked: false,
			label: "switch",
			value: "on",
			...props
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
				onChange(value) {
					prop("onCheckedChange")?.({ checked: value });
				}
			})),
			fieldsetDisabled: bindable(() => ({ defaultValue: false })),
			focusVisible: bindable(() => ({ defaultValue: false })),
			active: bindable(() => ({ defaultValue: false })),
			focused: bindable(() => ({ defaultValue: false })),
			hovered: bindable(() => ({ defaultValue: false }))
		};
	},
	computed: { isDisabled: ({ context, prop }) => prop("disabled") || context.get("fieldsetDisabled") },
	watch({ track, prop, context, action }) {
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
	states: { ready: {} },
	implementations: {
		guards: { isTrusted: ({ event }) => !!event.isTrusted },
		effects: {
			trackPressEvent({ computed, scope, context }) {
				if (computed("isDisabled")) return;
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
				if (computed("isDisabled")) return;
				return trackFocusVisible({ root: scope.getRootNode() });
			},
			trackFormControlState({ context, send, scope }) {
				return trackFormControl(getHiddenInputEl(scope), {
					onFieldsetDisabledChange(disabled) {
						context.set("fieldsetDisabled", disabled);
					},
					onFormReset() {
						send({
							type: "CHECKED.SET",
							checked: !!context.initial("checked"),
							src: "form-reset"
						});
					}
				});
			}
		},
		actions: {
			setContext({ context, event }) {
				for (const key in event.context) context.set(key, event.context[key]);
			},
			syncInputElement({ context, scope }) {
				const inputEl = getHiddenInputEl(scope);
				if (!inputEl) return;
				setElementChecked(inputEl, !!context.get("checked"));
			},
			removeFocusIfNeeded({ context, prop }) {
				if (prop("disabled")) context.set("focused", false);
			},
			setChecked({ context, event }) {
				context.set("checked", event.checked);
			},
			toggleChecked({ context }) {
				context.set("checked", !context.get("checked"));
			},
			dispatchChangeEvent({ context, scope }) {
				queueMicrotask(() => {
					const inputEl = getHiddenInputEl(scope);
					dispatchInputCheckedEvent(inputEl, { checked: context.get("checked") });
				});
			}
		}
	}
});
// ../../main/node_modules/@ark-ui/react/dist/components/switch/use-switch-context.js
var [SwitchProvider, useSwitchContext] = createContext$1({
	name: "SwitchContext",
	hookName: "useSwitchContext",
	providerName: "<SwitchProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/switch/switch-context.js
var SwitchContext$1 = (props) => props.children(useSwitchContext());
// ../../main/node_modules/@ark-ui/react/dist/components/switch/switch-control.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var SwitchControl$1 = (0, import_react.forwardRef)((props, ref) => {
	const switchContext = useSwitchContext();
	const mergedProps = mergeProps(switchContext.getControlProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.span, {
		...mergedProps,
		ref
	});
});
SwitchControl$1.displayName = "SwitchControl";
// ../../main/node_modules/@ark-ui/react/dist/components/switch/switch-hidden-input.js
var SwitchHiddenInput$1 = (0, import_react.forwardRef)((props, ref) => {
	const switchContext = useSwitchContext();
	const mergedProps = mergeProps(switchContext.getHiddenInputProps(), props);
	const field = useFieldContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.input, {
		"aria-describedby": field?.ariaDescribedby,
		...mergedProps,
		ref
	});
});
SwitchHiddenInput$1.displayName = "SwitchHiddenInput";
// ../../main/node_modules/@ark-ui/react/dist/components/switch/switch-label.js
var SwitchLabel$1 = (0, import_react.forwardRef)((props, ref) => {
	const switchContext = useSwitchContext();
	const mergedProps = mergeProps(switchContext.getLabelProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.span, {
		...mergedProps,
		ref
	});
});
SwitchLabel$1.displayName = "SwitchLabel";
// ../../main/node_modules/@ark-ui/react/dist/components/switch/use-switch.js
var useSwitch = (props) => {
	const id = (0, import_react.useId)();
	const { getRootNode } = useEnvironmentContext();
	const { dir } = useLocaleContext();
	const field = useFieldContext();
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
// ../../main/node_modules/@ark-ui/react/dist/components/switch/switch-root.js
var splitRootProps = createSplitProps();
var SwitchRoot$1 = (0, import_react.forwardRef)((props, ref) => {
	const [useSwitchProps, localProps] = splitRootProps(props, [
		"checked",
		"defaultChecked",
		"disabled",
		"form",
		"id",
		"ids",
		"invalid",
		"label",
		"name",
		"onCheckedChange",
		"readOnly",
		"required",
		"value"
	]);
	const switchContext = useSwitch(useSwitchProps);
	const mergedProps = mergeProps(switchContext.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchProvider, {
		value: switchContext,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.label, {
			...mergedProps,
			ref
		})
	});
});
SwitchRoot$1.displayName = "SwitchRoot";
// ../../main/node_modules/@ark-ui/react/dist/components/switch/switch-root-provider.js
var splitRootProviderProps = createSplitProps();
var SwitchRootProvider$1 = (0, import_react.forwardRef)((props, ref) => {
	const [{ value: api }, localProps] = splitRootProviderProps(props, ["value"]);
	const mergedProps = mergeProps(api.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchProvider, {
		value: api,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.label, {
			...mergedProps,
			ref
		})
	});
});
SwitchRootProvider$1.displayName = "SwitchRootProvider";
// ../../main/node_modules/@ark-ui/react/dist/components/switch/switch-thumb.js
var SwitchThumb$1 = (0, import_react.forwardRef)((props, ref) => {
	const switchContext = useSwitchContext();
	const mergedProps = mergeProps(switchContext.getThumbProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.span, {
		...mergedProps,
		ref
	});
});
SwitchThumb$1.displayName = "SwitchThumb";
// ../../main/node_modules/@ark-ui/react/dist/components/switch/switch.js
var switch_exports = /* @__PURE__ */ __exportAll({
	Context: () => SwitchContext$1,
	Control: () => SwitchControl$1,
	HiddenInput: () => SwitchHiddenInput$1,
	Label: () => SwitchLabel$1,
	Root: () => SwitchRoot$1,
	RootProvider: () => SwitchRootProvider$1,
	Thumb: () => SwitchThumb$1
});
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/switch/switch.js
var { withProvider, withContext, useStyles: useSwitchStyles, PropsProvider } = createSlotRecipeContext({ key: "switch" });
withProvider(switch_exports.RootProvider, "root", { forwardAsChild: true });
var SwitchRoot = withProvider(switch_exports.Root, "root", { forwardAsChild: true });
var SwitchLabel = withContext(switch_exports.Label, "label", { forwardAsChild: true });
var SwitchThumb = withContext(switch_exports.Thumb, "thumb", { forwardAsChild: true });
var SwitchControl = withContext(switch_exports.Control, "control", {
	forwardAsChild: true,
	defaultProps: { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchThumb, {}) }
});
(0, import_react.forwardRef)(function SwitchIndicator2(props, ref) {
	const api = useSwitchContext();
	const styles = useSwitchStyles();
	const { fallback, children, unstyled, ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
		ref,
		"data-checked": dataAttr(api.checked),
		...rest,
		css: [!unstyled ? styles.indicator : void 0, props.css],
		children: api.checked ? children : fallback
	});
});
(0, import_react.forwardRef)(function SwitchThumbIndicator2(props, ref) {
	const api = useSwitchContext();
	const { fallback, children, ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
		ref,
		"data-checked": dataAttr(api.checked),
		...rest,
		children: api.checked ? children : fallback
	});
});
switch_exports.Context;
var SwitchHiddenInput = switch_exports.HiddenInput;
export { SwitchRoot as i, SwitchHiddenInput as n, SwitchLabel as r, SwitchControl as t };

//# sourceMappingURL=switch-BTsOt05C.js.map