import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { A as isSafari, M as createGuards, N as createMachine, S as isLeftClick, _ as getEventTarget, c as queryAll, n as useMachine, t as normalizeProps } from "./normalize-props-Bwbrh0EN.js";
import { n as createContext$1 } from "./create-anatomy-Ca-Auh_-.js";
import { S as useEnvironmentContext, b as mergeProps, n as __exportAll, r as ark, t as createSplitProps } from "./create-split-props-D0rL9oRq.js";
import { r as toPx } from "./number-2dgIwefl.js";
import { i as getByOwnerId, r as dataAttr } from "./shared-DiO5qnp4.js";
import { a as trackFormControl, n as dispatchInputCheckedEvent, t as visuallyHiddenStyle } from "./visually-hidden-Dr9AIQVp.js";
import { t as resizeObserverBorderBox } from "./resize-observer-72R4Rrrb.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
import { i as trackFocusVisible, n as isFocusVisible } from "./dist-DdA2ddMU.js";
import { $ as parts, Q as parts$1, lt as useLocaleContext } from "../render.js";
// ../../main/node_modules/@zag-js/radio-group/dist/radio-group.dom.mjs
var getRootId = (ctx) => ctx.ids?.root ?? `radio-group:${ctx.id}`;
var getLabelId = (ctx) => ctx.ids?.label ?? `radio-group:${ctx.id}:label`;
var getItemId = (ctx, value) => ctx.ids?.item?.(value) ?? `radio-group:${ctx.id}:radio:${value}`;
var getItemHiddenInputId = (ctx, value) => ctx.ids?.itemHiddenInput?.(value) ?? `radio-group:${ctx.id}:radio:input:${value}`;
var getItemControlId = (ctx, value) => ctx.ids?.itemControl?.(value) ?? `radio-group:${ctx.id}:radio:control:${value}`;
var getItemLabelId = (ctx, value) => ctx.ids?.itemLabel?.(value) ?? `radio-group:${ctx.id}:radio:label:${value}`;
var getIndicatorId = (ctx) => ctx.ids?.indicator ?? `radio-group:${ctx.id}:indicator`;
var getRootEl = (ctx) => ctx.getById(getRootId(ctx));
var getItemHiddenInputEl = (ctx, value) => ctx.getById(getItemHiddenInputId(ctx, value));
var getIndicatorEl = (ctx) => ctx.getById(getIndicatorId(ctx));
var getFirstEnabledInputEl = (ctx) => getRootEl(ctx)?.querySelector("input:not(:disabled)");
var getFirstEnabledAndCheckedInputEl = (ctx) => getRootEl(ctx)?.querySelector("input:not(:disabled):checked");
var getInputEls = (ctx) => {
	const selector = `input[type=radio]${getByOwnerId(getRootId(ctx))}:not([disabled])`;
	return queryAll(getRootEl(ctx), selector);
};
var getRadioEl = (ctx, value) => {
	if (!value) return;
	return ctx.getById(getItemId(ctx, value));
};
var getOffsetRect = (el) => ({
	x: el?.offsetLeft ?? 0,
	y: el?.offsetTop ?? 0,
	width: el?.offsetWidth ?? 0,
	height: el?.offsetHeight ?? 0
});
// ../../main/node_modules/@zag-js/radio-group/dist/radio-group.connect.mjs
function connect(service, normalize) {
	const { context, send, computed, prop, scope } = service;
	const groupDisabled = computed("isDisabled");
	const groupInvalid = prop("invalid");
	const readOnly = prop("readOnly");
	function getItemState(props) {
		return {
			value: props.value,
			invalid: !!props.invalid || !!groupInvalid,
			disabled: !!props.disabled || groupDisabled,
			checked: context.get("value") === props.value,
			focused: context.get("focusedValue") === props.value,
			focusVisible: context.get("focusVisibleValue") === props.value,
			hovered: context.get("hoveredValue") === props.value,
			active: context.get("activeValue") === props.value
		};
	}
	function getItemDataAttrs(props) {
		const itemState = getItemState(props);
		return {
			"data-focus": dataAttr(itemState.focused),
			"data-focus-visible": dataAttr(itemState.focusVisible),
			"data-disabled": dataAttr(itemState.disabled),
			"data-readonly": dataAttr(readOnly),
			"data-state": itemState.checked ? "checked" : "unchecked",
			"data-hover": dataAttr(itemState.hovered),
			"data-invalid": dataAttr(itemState.invalid),
			"data-orientation": prop("orientation"),
			"data-ssr": dataAttr(context.get("ssr"))
		};
	}
	const focus = () => {
		(getFirstEnabledAndCheckedInputEl(scope) ?? getFirstEnabledInputEl(scope))?.focus();
	};
	return {
		focus,
		value: context.get("value"),
		setValue(value) {
			send({
				type: "SET_VALUE",
				value,
				isTrusted: false
			});
		},
		clearValue() {
			send({
				type: "SET_VALUE",
				value: null,
				isTrusted: false
			});
		},
		getRootProps() {
			return normalize.element({
				...parts.root.attrs,
				role: "radiogroup",
				id: getRootId(scope),
				"aria-labelledby": getLabelId(scope),
				"aria-required": prop("required") || void 0,
				"aria-disabled": groupDisabled || void 0,
				"aria-readonly": readOnly || void 0,
				"data-orientation": prop("orientation"),
				"data-disabled": dataAttr(groupDisabled),
				"data-invalid": dataAttr(groupInvalid),
				"data-required": dataAttr(prop("required")),
				"aria-orientation": prop("orientation"),
				dir: prop("dir"),
				style: { position: "relative" }
			});
		},
		getLabelProps() {
			return normalize.element({
				...parts.label.attrs,
				dir: prop("dir"),
				"data-orientation": prop("orientation"),
				"data-disabled": dataAttr(groupDisabled),
				"data-invalid": dataAttr(groupInvalid),
				"data-required": dataAttr(prop("required")),
				id: getLabelId(scope),
				onClick: focus
			});
		},
		getItemState,
		getItemProps(props) {
			const itemState = getItemState(props);
			return normalize.label({
				...parts.item.attrs,
				dir: prop("dir"),
				id: getItemId(scope, props.value),
				htmlFor: getItemHiddenInputId(scope, props.value),
				...getItemDataAttrs(props),
				onPointerMove() {
					if (itemState.disabled) return;
					if (itemState.hovered) return;
					send({
						type: "SET_HOVERED",
						value: props.value,
						hovered: true
					});
				},
				onPointerLeave() {
					if (itemState.disabled) return;
					send({
						type: "SET_HOVERED",
						value: null
					});
				},
				onPointerDown(event) {
					if (itemState.disabled) return;
					if (!isLeftClick(event)) return;
					if (itemState.focused && event.pointerType === "mouse") event.preventDefault();
					send({
						type: "SET_ACTIVE",
						value: props.value,
						active: true
					});
				},
				onPointerUp() {
					if (itemState.disabled) return;
					send({
						type: "SET_ACTIVE",
						value: null
					});
				},
				onClick() {
					if (!itemState.disabled && isSafari()) getItemHiddenInputEl(scope, props.value)?.focus();
				}
			});
		},
		getItemTextProps(props) {
			return normalize.element({
				...parts.itemText.attrs,
				dir: prop("dir"),
				id: getItemLabelId(scope, props.value),
				...getItemDataAttrs(props)
			});
		},
		getItemControlProps(props) {
			const itemState = getItemState(props);
			return normalize.element({
				...parts.itemControl.attrs,
				dir: prop("dir"),
				id: getItemControlId(scope, props.value),
				"data-active": dataAttr(itemState.active),
				"aria-hidden": true,
				...getItemDataAttrs(props)
			});
		},
		getItemHiddenInputProps(props) {
			const itemState = getItemState(props);
			return normalize.input({
				"data-ownedby": getRootId(scope),
				id: getItemHiddenInputId(scope, props.value),
				type: "radio",
				name: prop("name") || prop("id"),
				form: prop("form"),
				value: props.value,
				required: prop("required"),
				"aria-labelledby": getItemLabelId(scope, props.value),
				"aria-invalid": itemState.invalid || void 0,
				onClick(event) {
					if (readOnly) {
						event.preventDefault();
						return;
					}
					if (event.currentTarget.checked) send({
						type: "SET_VALUE",
						value: props.value,
						isTrusted: true
					});
				},
				onBlur() {
					send({
						type: "SET_FOCUSED",
						value: null,
						focused: false,
						focusVisible: false
					});
				},
				onFocus() {
					const focusVisible = isFocusVisible();
					send({
						type: "SET_FOCUSED",
						value: props.value,
						focused: true,
						focusVisible
					});
				},
				onKeyDown(event) {
					if (event.defaultPrevented) return;
					if (event.key === " ") send({
						type: "SET_ACTIVE",
						value: props.value,
						active: true
					});
				},
				onKeyUp(event) {
					if (event.defaultPrevented) return;
					if (event.key === " ") send({
						type: "SET_ACTIVE",
						value: null
					});
				},
				disabled: itemState.disabled || readOnly,
				defaultChecked: itemState.checked,
				style: visuallyHiddenStyle
			});
		},
		getIndicatorProps() {
			const rect = context.get("indicatorRect");
			const animateIndicator = context.get("animateIndicator");
			return normalize.element({
				id: getIndicatorId(scope),
				...parts.indicator.attrs,
				dir: prop("dir"),
				hidden: context.get("value") == null || isRectEmpty(rect),
				"data-disabled": dataAttr(groupDisabled),
				"data-orientation": prop("orientation"),
				onTransitionEnd(event) {
					if (getEventTarget(event) !== event.currentTarget) return;
					send({ type: "INDICATOR_TRANSITION_END" });
				},
				style: {
					"--transition-property": "left, top, width, height",
					"--left": toPx(rect?.x),
					"--top": toPx(rect?.y),
					"--width": toPx(rect?.width),
					"--height": toPx(rect?.height),
					position: "absolute",
					willChange: animateIndicator ? "var(--transition-property)" : "auto",
					transitionProperty: animateIndicator ? "var(--transition-property)" : "none",
					transitionDuration: animateIndicator ? "var(--transition-duration, 150ms)" : "0ms",
					transitionTimingFunction: "var(--transition-timing-function)",
					[prop("orientation") === "horizontal" ? "left" : "top"]: prop("orientation") === "horizontal" ? "var(--left)" : "var(--top)"
				}
			});
		}
	};
}
var isRectEmpty = (rect) => rect == null || rect.width === 0 && rect.height === 0 && rect.x === 0 && rect.y === 0;
// ../../main/node_modules/@zag-js/radio-group/dist/radio-group.machine.mjs
var { not } = createGuards();
var machine = createMachine({
	props({ props }) {
		return {
			orientation: "vertical",
			...props
		};
	},
	initialState() {
		return "idle";
	},
	context({ prop, bindable }) {
		return {
			value: bindable(() => ({
				defaultValue: prop("defaultValue"),
				value: prop("value"),
				onChange(value) {
					prop("onValueChange")?.({ value });
				}
			})),
			activeValue: bindable(() => ({ defaultValue: null })),
			focusedValue: bindable(() => ({ defaultValue: null })),
			focusVisibleValue: bindable(() => ({ defaultValue: null })),
			hoveredValue: bindable(() => ({ defaultValue: null })),
			indicatorRect: bindable(() => ({ defaultValue: null })),
			animateIndicator: bindable(() => ({ defaultValue: false })),
			fieldsetDisabled: bindable(() => ({ defaultValue: false })),
			ssr: bindable(() => ({ defaultValue: true }))
		};
	},
	refs() {
		return {
			indicatorCleanup: null,
			focusVisibleValue: null,
			prevValue: null
		};
	},
	computed: { isDisabled: ({ prop, context }) => !!prop("disabled") || context.get("fieldsetDisabled") },
	entry: [
		"syncPrevValue",
		"syncIndicatorRect",
		"syncSsr"
	],
	exit: ["cleanupObserver"],
	effects: ["trackFormControlState", "trackFocusVisible"],
	watch({ track, action, context }) {
		track([() => context.get("value")], () => {
			action([
				"syncIndicatorAnimation",
				"syncIndicatorRect",
				"syncInputElements"
			]);
		});
	},
	on: {
		SET_VALUE: [{
			guard: not("isTrusted"),
			actions: ["setValue", "dispatchChangeEvent"]
		}, { actions: ["setValue"] }],
		SET_HOVERED: { actions: ["setHovered"] },
		SET_ACTIVE: { actions: ["setActive"] },
		SET_FOCUSED: { actions: ["setFocused"] },
		INDICATOR_TRANSITION_END: { actions: ["clearIndicatorAnimation"] }
	},
	states: { idle: {} },
	implementations: {
		guards: { isTrusted: ({ event }) => !!event.isTrusted },
		effects: {
			trackFormControlState({ context, scope }) {
				return trackFormControl(getRootEl(scope), {
					onFieldsetDisabledChange(disabled) {
						context.set("fieldsetDisabled", disabled);
					},
					onFormReset() {
						context.set("value", context.initial("value"));
					}
				});
			},
			trackFocusVisible({ scope }) {
				return trackFocusVisible({ root: scope.getRootNode?.() });
			}
		},
		actions: {
			setValue({ context, event }) {
				context.set("value", event.value);
			},
			setHovered({ context, event }) {
				context.set("hoveredValue", event.value);
			},
			setActive({ context, event }) {
				context.set("activeValue", event.value);
			},
			setFocused({ context, event }) {
				context.set("focusedValue", event.value);
				const focusVisibleValue = event.value != null && event.focusVisible ? event.value : null;
				context.set("focusVisibleValue", focusVisibleValue);
			},
			syncPrevValue({ context, refs }) {
				refs.set("prevValue", context.get("value"));
			},
			syncIndicatorAnimation({ context, refs }) {
				const prevValue = refs.get("prevValue");
				const nextValue = context.get("value");
				const animate = prevValue != null && nextValue != null && prevValue !== nextValue;
				context.set("animateIndicator", animate);
				refs.set("prevValue", nextValue);
			},
			clearIndicatorAnimation({ context }) {
				context.set("animateIndicator", false);
			},
			syncInputElements({ context, scope }) {
				getInputEls(scope).forEach((input) => {
					input.checked = input.value === context.get("value");
				});
			},
			cleanupObserver({ refs }) {
				refs.get("indicatorCleanup")?.();
			},
			syncSsr({ context }) {
				context.set("ssr", false);
			},
			syncIndicatorRect({ context, scope, refs }) {
				refs.get("indicatorCleanup")?.();
				if (!getIndicatorEl(scope)) return;
				const value = context.get("value");
				const radioEl = getRadioEl(scope, value);
				if (value == null || !radioEl) {
					context.set("indicatorRect", null);
					return;
				}
				const exec = () => {
					context.set("indicatorRect", getOffsetRect(radioEl));
				};
				exec();
				const indicatorCleanup = resizeObserverBorderBox.observe(radioEl, exec);
				refs.set("indicatorCleanup", indicatorCleanup);
			},
			dispatchChangeEvent({ context, scope }) {
				getInputEls(scope).forEach((inputEl) => {
					const checked = inputEl.value === context.get("value");
					if (checked === inputEl.checked) return;
					dispatchInputCheckedEvent(inputEl, { checked });
				});
			}
		}
	}
});
// ../../main/node_modules/@ark-ui/react/dist/components/segment-group/use-segment-group-context.js
var [SegmentGroupProvider, useSegmentGroupContext] = createContext$1({
	name: "SegmentGroupContext",
	hookName: "useSegmentGroupContext",
	providerName: "<SegmentGroupProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/segment-group/segment-group-context.js
var SegmentGroupContext$1 = (props) => props.children(useSegmentGroupContext());
// ../../main/node_modules/@ark-ui/react/dist/components/segment-group/segment-group-indicator.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var SegmentGroupIndicator$1 = (0, import_react.forwardRef)((props, ref) => {
	const segmentGroup = useSegmentGroupContext();
	const mergedProps = mergeProps(segmentGroup.getIndicatorProps(), parts$1.indicator.attrs, props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
SegmentGroupIndicator$1.displayName = "SegmentGroupIndicator";
// ../../main/node_modules/@ark-ui/react/dist/components/segment-group/use-segment-group-item-context.js
var [SegmentGroupItemProvider, useSegmentGroupItemContext] = createContext$1({
	name: "SegmentGroupItemContext",
	hookName: "useSegmentGroupItemContext",
	providerName: "<SegmentGroupItemProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/segment-group/use-segment-group-item-props-context.js
var [SegmentGroupItemPropsProvider, useSegmentGroupItemPropsContext] = createContext$1({
	name: "SegmentGroupItemPropsContext",
	hookName: "useSegmentGroupItemPropsContext",
	providerName: "<SegmentGroupItemPropsProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/segment-group/segment-group-item.js
var splitItemProps = createSplitProps();
var SegmentGroupItem$1 = (0, import_react.forwardRef)((props, ref) => {
	const [itemProps, localProps] = splitItemProps(props, [
		"value",
		"disabled",
		"invalid"
	]);
	const segmentGroup = useSegmentGroupContext();
	const mergedProps = mergeProps(segmentGroup.getItemProps(itemProps), parts$1.item.attrs, localProps);
	const itemState = segmentGroup.getItemState(itemProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentGroupItemPropsProvider, {
		value: itemProps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentGroupItemProvider, {
			value: itemState,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.label, {
				...mergedProps,
				ref
			})
		})
	});
});
SegmentGroupItem$1.displayName = "SegmentGroupItem";
// ../../main/node_modules/@ark-ui/react/dist/components/segment-group/segment-group-item-context.js
var SegmentGroupItemContext$1 = (props) => props.children(useSegmentGroupItemContext());
// ../../main/node_modules/@ark-ui/react/dist/components/segment-group/segment-group-item-control.js
var SegmentGroupItemControl = (0, import_react.forwardRef)((props, ref) => {
	const segmentGroup = useSegmentGroupContext();
	const itemProps = useSegmentGroupItemPropsContext();
	const mergedProps = mergeProps(segmentGroup.getItemControlProps(itemProps), parts$1.itemControl.attrs, props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
SegmentGroupItemControl.displayName = "SegmentGroupItemControl";
// ../../main/node_modules/@ark-ui/react/dist/components/segment-group/segment-group-item-hidden-input.js
var SegmentGroupItemHiddenInput$1 = (0, import_react.forwardRef)((props, ref) => {
	const segmentGroup = useSegmentGroupContext();
	const itemProps = useSegmentGroupItemPropsContext();
	const mergedProps = mergeProps(segmentGroup.getItemHiddenInputProps(itemProps), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.input, {
		...mergedProps,
		ref
	});
});
SegmentGroupItemHiddenInput$1.displayName = "SegmentGroupItemHiddenInput";
// ../../main/node_modules/@ark-ui/react/dist/components/segment-group/segment-group-item-text.js
var SegmentGroupItemText$1 = (0, import_react.forwardRef)((props, ref) => {
	const segmentGroup = useSegmentGroupContext();
	const itemProps = useSegmentGroupItemPropsContext();
	const mergedProps = mergeProps(segmentGroup.getItemTextProps(itemProps), parts$1.itemText.attrs, props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.span, {
		...mergedProps,
		ref
	});
});
SegmentGroupItemText$1.displayName = "SegmentGroupItemText";
// ../../main/node_modules/@ark-ui/react/dist/components/segment-group/segment-group-label.js
var SegmentGroupLabel = (0, import_react.forwardRef)((props, ref) => {
	const segmentGroup = useSegmentGroupContext();
	const mergedProps = mergeProps(segmentGroup.getLabelProps(), parts$1.label.attrs, props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.span, {
		...mergedProps,
		ref
	});
});
SegmentGroupLabel.displayName = "SegmentGroupLabel";
// ../../main/node_modules/@ark-ui/react/dist/components/segment-group/use-segment-group.js
var useSegmentGroup = (props) => {
	const id = (0, import_react.useId)();
	const { getRootNode } = useEnvironmentContext();
	const { dir } = useLocaleContext();
	const machineProps = {
		id,
		dir,
		getRootNode,
		...props
	};
	return connect(useMachine(machine, machineProps), normalizeProps);
};
// ../../main/node_modules/@ark-ui/react/dist/components/segment-group/segment-group-root.js
var splitRootProps = createSplitProps();
var SegmentGroupRoot$1 = (0, import_react.forwardRef)((props, ref) => {
	const [useSegmentGroupProps, localProps] = splitRootProps(props, [
		"defaultValue",
		"disabled",
		"form",
		"id",
		"ids",
		"invalid",
		"name",
		"onValueChange",
		"orientation",
		"readOnly",
		"required",
		"value"
	]);
	const segmentGroup = useSegmentGroup(useSegmentGroupProps);
	const mergedProps = mergeProps(segmentGroup.getRootProps(), parts$1.root.attrs, localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentGroupProvider, {
		value: segmentGroup,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref
		})
	});
});
SegmentGroupRoot$1.displayName = "SegmentGroupRoot";
// ../../main/node_modules/@ark-ui/react/dist/components/segment-group/segment-group-root-provider.js
var splitRootProviderProps = createSplitProps();
var SegmentGroupRootProvider$1 = (0, import_react.forwardRef)((props, ref) => {
	const [{ value: segmentGroup }, localProps] = splitRootProviderProps(props, ["value"]);
	const mergedProps = mergeProps(segmentGroup.getRootProps(), parts$1.root.attrs, localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentGroupProvider, {
		value: segmentGroup,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref
		})
	});
});
SegmentGroupRootProvider$1.displayName = "SegmentGroupRootProvider";
// ../../main/node_modules/@ark-ui/react/dist/components/segment-group/segment-group.js
var segment_group_exports = /* @__PURE__ */ __exportAll({
	Context: () => SegmentGroupContext$1,
	Indicator: () => SegmentGroupIndicator$1,
	Item: () => SegmentGroupItem$1,
	ItemContext: () => SegmentGroupItemContext$1,
	ItemControl: () => SegmentGroupItemControl,
	ItemHiddenInput: () => SegmentGroupItemHiddenInput$1,
	ItemText: () => SegmentGroupItemText$1,
	Label: () => SegmentGroupLabel,
	Root: () => SegmentGroupRoot$1,
	RootProvider: () => SegmentGroupRootProvider$1
});
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/for/for.js
function For(props) {
	const { each, fallback, children } = props;
	if (each?.length === 0) return fallback || null;
	return each?.map(children);
}
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/segment-group/segment-group.js
var { withProvider, withContext, useStyles: useSegmentGroupStyles, PropsProvider } = createSlotRecipeContext({ key: "segmentGroup" });
withProvider(segment_group_exports.RootProvider, "root", { forwardAsChild: true });
var SegmentGroupRoot = withProvider(segment_group_exports.Root, "root", {
	forwardAsChild: true,
	forwardProps: ["orientation"],
	defaultProps: { orientation: "horizontal" }
});
var SegmentGroupItem = withContext(segment_group_exports.Item, "item", { forwardAsChild: true });
var SegmentGroupItemText = withContext(segment_group_exports.ItemText, "itemText", { forwardAsChild: true });
var SegmentGroupIndicator = withContext(segment_group_exports.Indicator, "indicator", { forwardAsChild: true });
function normalize(items) {
	return items.map((item) => {
		if (typeof item === "string") return {
			value: item,
			label: item
		};
		return item;
	});
}
var SegmentGroupItems = (props) => {
	const { items, ...rest } = props;
	const data = (0, import_react.useMemo)(() => normalize(items), [items]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(For, {
		each: data,
		children: (item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SegmentGroupItem, {
			value: item.value,
			disabled: item.disabled,
			...rest,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentGroupItemText, { children: item.label }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentGroupItemHiddenInput, {})]
		}, item.value)
	});
};
var SegmentGroupItemHiddenInput = segment_group_exports.ItemHiddenInput;
segment_group_exports.Context;
segment_group_exports.ItemContext;
export { SegmentGroupItems as n, SegmentGroupRoot as r, SegmentGroupIndicator as t };

//# sourceMappingURL=segment-group-KA8MA6N-.js.map