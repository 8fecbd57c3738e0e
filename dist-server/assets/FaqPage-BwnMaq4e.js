import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { ct as parts, it as parts$1, lt as useLocaleContext, ut as Box } from "../render.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as PageIntro } from "./PageIntro-DzHbV01E.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { i as getByOwnerId, r as dataAttr } from "./shared-DiO5qnp4.js";
import { A as isSafari, B as add, K as remove, L as warn, M as createGuards, N as createMachine, U as last, V as first, _ as getEventTarget, c as queryAll, f as raf, h as getEventKey, n as useMachine, o as nextById, s as prevById, t as normalizeProps, u as nextTick } from "./normalize-props-Bwbrh0EN.js";
import { r as toPx } from "./number-2dgIwefl.js";
import { S as useEnvironmentContext, b as mergeProps, i as getComputedStyle, n as __exportAll, r as ark, t as createSplitProps } from "./create-split-props-D0rL9oRq.js";
import { i as setStyle, l as getTabbables, n as supportsActivity, r as setAttribute, t as Activity } from "./react-activity-odCUrC_d.js";
import { n as observeChildren } from "./mutation-observer-C191kA_A.js";
import { n as createContext$1 } from "./create-anatomy-Ca-Auh_-.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { n as splitRenderStrategyProps, r as useRenderStrategyPropsContext, t as RenderStrategyPropsProvider } from "./render-strategy-ZTJ-Msb1.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
import { r as ChevronDownIcon } from "./icons-DBDSKIqj.js";
// ../../main/node_modules/@zag-js/accordion/dist/accordion.dom.mjs
var getRootId$1 = (ctx) => ctx.ids?.root ?? `accordion:${ctx.id}`;
var getItemId = (ctx, value) => ctx.ids?.item?.(value) ?? `accordion:${ctx.id}:item:${value}`;
var getItemContentId = (ctx, value) => ctx.ids?.itemContent?.(value) ?? `accordion:${ctx.id}:content:${value}`;
var getItemTriggerId = (ctx, value) => ctx.ids?.itemTrigger?.(value) ?? `accordion:${ctx.id}:trigger:${value}`;
var getRootEl = (ctx) => ctx.getById(getRootId$1(ctx));
var getTriggerEls = (ctx) => {
	const selector = `[data-controls]${getByOwnerId(getRootId$1(ctx))}:not([disabled])`;
	return queryAll(getRootEl(ctx), selector);
};
var getFirstTriggerEl = (ctx) => first(getTriggerEls(ctx));
var getLastTriggerEl = (ctx) => last(getTriggerEls(ctx));
var getNextTriggerEl = (ctx, id) => nextById(getTriggerEls(ctx), getItemTriggerId(ctx, id));
var getPrevTriggerEl = (ctx, id) => prevById(getTriggerEls(ctx), getItemTriggerId(ctx, id));
// ../../main/node_modules/@zag-js/accordion/dist/accordion.connect.mjs
function connect$1(service, normalize) {
	const { send, context, prop, scope, computed } = service;
	const focusedValue = context.get("focusedValue");
	const value = context.get("value");
	const multiple = prop("multiple");
	function setValue(value2) {
		let nextValue = value2;
		if (!multiple && nextValue.length > 1) nextValue = [nextValue[0]];
		send({
			type: "VALUE.SET",
			value: nextValue
		});
	}
	function getItemState(props) {
		return {
			expanded: value.includes(props.value),
			focused: focusedValue === props.value,
			disabled: Boolean(props.disabled ?? prop("disabled"))
		};
	}
	return {
		focusedValue,
		value,
		setValue,
		getItemState,
		getRootProps() {
			return normalize.element({
				...parts.root.attrs,
				dir: prop("dir"),
				id: getRootId$1(scope),
				"data-orientation": prop("orientation")
			});
		},
		getItemProps(props) {
			const itemState = getItemState(props);
			return normalize.element({
				...parts.item.attrs,
				dir: prop("dir"),
				id: getItemId(scope, props.value),
				"data-state": itemState.expanded ? "open" : "closed",
				"data-focus": dataAttr(itemState.focused),
				"data-disabled": dataAttr(itemState.disabled),
				"data-orientation": prop("orientation")
			});
		},
		getItemContentProps(props) {
			const itemState = getItemState(props);
			return normalize.element({
				...parts.itemContent.attrs,
				dir: prop("dir"),
				role: "region",
				id: getItemContentId(scope, props.value),
				"aria-labelledby": getItemTriggerId(scope, props.value),
				hidden: !itemState.expanded,
				"data-state": itemState.expanded ? "open" : "closed",
				"data-disabled": dataAttr(itemState.disabled),
				"data-focus": dataAttr(itemState.focused),
				"data-orientation": prop("orientation")
			});
		},
		getItemIndicatorProps(props) {
			const itemState = getItemState(props);
			return normalize.element({
				...parts.itemIndicator.attrs,
				dir: prop("dir"),
				"aria-hidden": true,
				"data-state": itemState.expanded ? "open" : "closed",
				"data-disabled": dataAttr(itemState.disabled),
				"data-focus": dataAttr(itemState.focused),
				"data-orientation": prop("orientation")
			});
		},
		getItemTriggerProps(props) {
			const { value: value2 } = props;
			const itemState = getItemState(props);
			return normalize.button({
				...parts.itemTrigger.attrs,
				type: "button",
				dir: prop("dir"),
				id: getItemTriggerId(scope, value2),
				"aria-controls": getItemContentId(scope, value2),
				"data-controls": getItemContentId(scope, value2),
				"aria-expanded": itemState.expanded,
				disabled: itemState.disabled,
				"data-orientation": prop("orientation"),
				"data-state": itemState.expanded ? "open" : "closed",
				"data-focus": dataAttr(itemState.focused),
				"data-ownedby": getRootId$1(scope),
				onFocus() {
					if (itemState.disabled) return;
					send({
						type: "TRIGGER.FOCUS",
						value: value2
					});
				},
				onBlur() {
					if (itemState.disabled) return;
					send({ type: "TRIGGER.BLUR" });
				},
				onClick(event) {
					if (itemState.disabled) return;
					if (isSafari()) event.currentTarget.focus();
					send({
						type: "TRIGGER.CLICK",
						value: value2
					});
				},
				onKeyDown(event) {
					if (event.defaultPrevented) return;
					if (itemState.disabled) return;
					const exec = {
						ArrowDown() {
							if (computed("isHorizontal")) return;
							send({
								type: "GOTO.NEXT",
								value: value2
							});
						},
						ArrowUp() {
							if (computed("isHorizontal")) return;
							send({
								type: "GOTO.PREV",
								value: value2
							});
						},
						ArrowRight() {
							if (!computed("isHorizontal")) return;
							send({
								type: "GOTO.NEXT",
								value: value2
							});
						},
						ArrowLeft() {
							if (!computed("isHorizontal")) return;
							send({
								type: "GOTO.PREV",
								value: value2
							});
						},
						Home() {
							send({
								type: "GOTO.FIRST",
								value: value2
							});
						},
						End() {
							send({
								type: "GOTO.LAST",
								value: value2
							});
						}
					}[getEventKey(event, {
						dir: prop("dir"),
						orientation: prop("orientation")
					})];
					if (exec) {
						exec(event);
						event.preventDefault();
					}
				}
			});
		}
	};
}
// ../../main/node_modules/@zag-js/accordion/dist/accordion.machine.mjs
var { and, not } = createGuards();
var machine$1 = createMachine({
	props({ props }) {
		return {
			collapsible: false,
			multiple: false,
			orientation: "vertical",
			defaultValue: [],
			...props
		};
	},
	initialState() {
		return "idle";
	},
	context({ prop, bindable }) {
		return {
			focusedValue: bindable(() => ({
				defaultValue: null,
				sync: true,
				onChange(value) {
					prop("onFocusChange")?.({ value });
				}
			})),
			value: bindable(() => ({
				defaultValue: prop("defaultValue"),
				value: prop("value"),
				onChange(value) {
					prop("onValueChange")?.({ value });
				}
			}))
		};
	},
	computed: { isHorizontal: ({ prop }) => prop("orientation") === "horizontal" },
	on: { "VALUE.SET": { actions: ["setValue"] } },
	states: {
		idle: { on: { "TRIGGER.FOCUS": {
			target: "focused",
			actions: ["setFocusedValue"]
		} } },
		focused: { on: {
			"GOTO.NEXT": { actions: ["focusNextTrigger"] },
			"GOTO.PREV": { actions: ["focusPrevTrigger"] },
			"TRIGGER.CLICK": [{
				guard: and("isExpanded", "canToggle"),
				actions: ["collapse"]
			}, {
				guard: not("isExpanded"),
				actions: ["expand"]
			}],
			"GOTO.FIRST": { actions: ["focusFirstTrigger"] },
			"GOTO.LAST": { actions: ["focusLastTrigger"] },
			"TRIGGER.BLUR": {
				target: "idle",
				actions: ["clearFocusedValue"]
			}
		} }
	},
	implementations: {
		guards: {
			canToggle: ({ prop }) => !!prop("collapsible") || !!prop("multiple"),
			isExpanded: ({ context, event }) => context.get("value").includes(event.value)
		},
		actions: {
			collapse({ context, prop, event }) {
				const next = prop("multiple") ? remove(context.get("value"), event.value) : [];
				context.set("value", next);
			},
			expand({ context, prop, event }) {
				const next = prop("multiple") ? add(context.get("value"), event.value) : [event.value];
				context.set("value", next);
			},
			focusFirstTrigger({ scope }) {
				getFirstTriggerEl(scope)?.focus();
			},
			focusLastTrigger({ scope }) {
				getLastTriggerEl(scope)?.focus();
			},
			focusNextTrigger({ context, scope }) {
				const focusedValue = context.get("focusedValue");
				if (!focusedValue) return;
				getNextTriggerEl(scope, focusedValue)?.focus();
			},
			focusPrevTrigger({ context, scope }) {
				const focusedValue = context.get("focusedValue");
				if (!focusedValue) return;
				getPrevTriggerEl(scope, focusedValue)?.focus();
			},
			setFocusedValue({ context, event }) {
				context.set("focusedValue", event.value);
			},
			clearFocusedValue({ context }) {
				context.set("focusedValue", null);
			},
			setValue({ context, event }) {
				context.set("value", event.value);
			},
			coarseValue({ context, prop }) {
				if (!prop("multiple") && context.get("value").length > 1) {
					warn(`The value of accordion should be a single value when multiple is false.`);
					context.set("value", [context.get("value")[0]]);
				}
			}
		}
	}
});
// ../../main/node_modules/@zag-js/collapsible/dist/collapsible.dom.mjs
var getRootId = (ctx) => ctx.ids?.root ?? `collapsible:${ctx.id}`;
var getContentId = (ctx) => ctx.ids?.content ?? `collapsible:${ctx.id}:content`;
var getTriggerId = (ctx) => ctx.ids?.trigger ?? `collapsible:${ctx.id}:trigger`;
var getContentEl = (ctx) => ctx.getById(getContentId(ctx));
// ../../main/node_modules/@zag-js/collapsible/dist/collapsible.connect.mjs
function connect(service, normalize) {
	const { state, send, context, scope, prop } = service;
	const visible = state.matches("open") || state.matches("closing");
	const open = state.matches("open");
	const closed = state.matches("closed");
	const { width, height } = context.get("size");
	const disabled = !!prop("disabled");
	const collapsedHeight = prop("collapsedHeight");
	const collapsedWidth = prop("collapsedWidth");
	const hasCollapsedHeight = collapsedHeight != null;
	const hasCollapsedWidth = collapsedWidth != null;
	const hasCollapsedSize = hasCollapsedHeight || hasCollapsedWidth;
	const skip = !context.get("initial") && open;
	return {
		disabled,
		visible,
		open,
		measureSize() {
			send({ type: "size.measure" });
		},
		setOpen(nextOpen) {
			if (state.matches("open") === nextOpen) return;
			send({ type: nextOpen ? "open" : "close" });
		},
		getRootProps() {
			return normalize.element({
				...parts$1.root.attrs,
				"data-state": open ? "open" : "closed",
				dir: prop("dir"),
				id: getRootId(scope)
			});
		},
		getContentProps() {
			return normalize.element({
				...parts$1.content.attrs,
				id: getContentId(scope),
				"data-collapsible": "",
				"data-state": skip ? void 0 : open ? "open" : "closed",
				"data-disabled": dataAttr(disabled),
				"data-has-collapsed-size": dataAttr(hasCollapsedSize),
				hidden: !visible && !hasCollapsedSize,
				dir: prop("dir"),
				style: {
					"--height": toPx(height),
					"--width": toPx(width),
					"--collapsed-height": toPx(collapsedHeight),
					"--collapsed-width": toPx(collapsedWidth),
					...closed && hasCollapsedHeight && {
						overflow: "hidden",
						minHeight: toPx(collapsedHeight),
						maxHeight: toPx(collapsedHeight)
					},
					...closed && hasCollapsedWidth && {
						overflow: "hidden",
						minWidth: toPx(collapsedWidth),
						maxWidth: toPx(collapsedWidth)
					}
				}
			});
		},
		getTriggerProps() {
			return normalize.element({
				...parts$1.trigger.attrs,
				id: getTriggerId(scope),
				dir: prop("dir"),
				type: "button",
				"data-state": open ? "open" : "closed",
				"data-disabled": dataAttr(disabled),
				"aria-controls": getContentId(scope),
				"aria-expanded": visible || false,
				onClick(event) {
					if (event.defaultPrevented) return;
					if (disabled) return;
					send({ type: open ? "close" : "open" });
				}
			});
		},
		getIndicatorProps() {
			return normalize.element({
				...parts$1.indicator.attrs,
				dir: prop("dir"),
				"data-state": open ? "open" : "closed",
				"data-disabled": dataAttr(disabled)
			});
		}
	};
}
// ../../main/node_modules/@zag-js/collapsible/dist/collapsible.machine.mjs
var machine = createMachine({
	initialState({ prop }) {
		return prop("open") || prop("defaultOpen") ? "open" : "closed";
	},
	context({ bindable }) {
		return {
			size: bindable(() => ({
				defaultValue: {
					height: 0,
					width: 0
				},
				sync: true
			})),
			initial: bindable(() => ({ defaultValue: false }))
		};
	},
	refs() {
		return {
			cleanup: void 0,
			stylesRef: void 0
		};
	},
	watch({ track, prop, action }) {
		track([() => prop("open")], () => {
			action([
				"setInitial",
				"computeSize",
				"toggleVisibility"
			]);
		});
	},
	exit: ["cleanupNode"],
	states: {
		closed: {
			effects: ["trackTabbableElements"],
			on: {
				"controlled.open": { target: "open" },
				open: [{
					guard: "isOpenControlled",
					actions: ["invokeOnOpen"]
				}, {
					target: "open",
					actions: [
						"setInitial",
						"computeSize",
						"invokeOnOpen"
					]
				}]
			}
		},
		closing: {
			effects: ["trackExitAnimation"],
			on: {
				"controlled.close": { target: "closed" },
				"controlled.open": { target: "open" },
				open: [{
					guard: "isOpenControlled",
					actions: ["invokeOnOpen"]
				}, {
					target: "open",
					actions: ["setInitial", "invokeOnOpen"]
				}],
				close: [{
					guard: "isOpenControlled",
					actions: ["invokeOnExitComplete"]
				}, {
					target: "closed",
					actions: [
						"setInitial",
						"computeSize",
						"invokeOnExitComplete"
					]
				}],
				"animation.end": {
					target: "closed",
					actions: ["invokeOnExitComplete", "clearInitial"]
				}
			}
		},
		open: {
			effects: ["trackEnterAnimation"],
			on: {
				"controlled.close": { target: "closing" },
				close: [{
					guard: "isOpenControlled",
					actions: ["invokeOnClose"]
				}, {
					target: "closing",
					actions: [
						"setInitial",
						"computeSize",
						"invokeOnClose"
					]
				}],
				"size.measure": { actions: ["measureSize"] },
				"animation.end": { actions: ["clearInitial"] }
			}
		}
	},
	implementations: {
		guards: { isOpenControlled: ({ prop }) => prop("open") != void 0 },
		effects: {
			trackEnterAnimation: ({ send, scope }) => {
				let cleanup;
				const rafCleanup = raf(() => {
					const contentEl = getContentEl(scope);
					if (!contentEl) return;
					const animationName = getComputedStyle(contentEl).animationName;
					if (!animationName || animationName === "none") {
						send({ type: "animation.end" });
						return;
					}
					const onEnd = (event) => {
						if (getEventTarget(event) === contentEl) send({ type: "animation.end" });
					};
					contentEl.addEventListener("animationend", onEnd);
					cleanup = () => {
						contentEl.removeEventListener("animationend", onEnd);
					};
				});
				return () => {
					rafCleanup();
					cleanup?.();
				};
			},
			trackExitAnimation: ({ send, scope }) => {
				let cleanup;
				const rafCleanup = raf(() => {
					const contentEl = getContentEl(scope);
					if (!contentEl) return;
					const animationName = getComputedStyle(contentEl).animationName;
					if (!animationName || animationName === "none") {
						send({ type: "animation.end" });
						return;
					}
					const onEnd = (event) => {
						if (getEventTarget(event) === contentEl) send({ type: "animation.end" });
					};
					contentEl.addEventListener("animationend", onEnd);
					const restoreStyles = setStyle(contentEl, { animationFillMode: "forwards" });
					cleanup = () => {
						contentEl.removeEventListener("animationend", onEnd);
						nextTick(() => restoreStyles());
					};
				});
				return () => {
					rafCleanup();
					cleanup?.();
				};
			},
			trackTabbableElements: ({ scope, prop }) => {
				if (!prop("collapsedHeight") && !prop("collapsedWidth")) return;
				const contentEl = getContentEl(scope);
				if (!contentEl) return;
				const applyInertToTabbables = () => {
					const restoreAttrs = getTabbables(contentEl).map((tabbable) => setAttribute(tabbable, "inert", ""));
					return () => {
						restoreAttrs.forEach((attr) => attr());
					};
				};
				let restoreInert = applyInertToTabbables();
				const observerCleanup = observeChildren(contentEl, { callback() {
					restoreInert();
					restoreInert = applyInertToTabbables();
				} });
				return () => {
					restoreInert();
					observerCleanup();
				};
			}
		},
		actions: {
			setInitial: ({ context, flush }) => {
				flush(() => {
					context.set("initial", true);
				});
			},
			clearInitial: ({ context }) => {
				context.set("initial", false);
			},
			cleanupNode: ({ refs }) => {
				refs.set("stylesRef", null);
			},
			measureSize: ({ context, scope }) => {
				const contentEl = getContentEl(scope);
				if (!contentEl) return;
				const { height, width } = contentEl.getBoundingClientRect();
				context.set("size", {
					height,
					width
				});
			},
			computeSize: ({ refs, scope, context }) => {
				refs.get("cleanup")?.();
				const rafCleanup = raf(() => {
					const contentEl = getContentEl(scope);
					if (!contentEl) return;
					const hidden = contentEl.hidden;
					contentEl.style.animationName = "none";
					contentEl.style.animationDuration = "0s";
					contentEl.hidden = false;
					const rect = contentEl.getBoundingClientRect();
					context.set("size", {
						height: rect.height,
						width: rect.width
					});
					if (context.get("initial")) {
						contentEl.style.animationName = "";
						contentEl.style.animationDuration = "";
					}
					contentEl.hidden = hidden;
				});
				refs.set("cleanup", rafCleanup);
			},
			invokeOnOpen: ({ prop }) => {
				prop("onOpenChange")?.({ open: true });
			},
			invokeOnClose: ({ prop }) => {
				prop("onOpenChange")?.({ open: false });
			},
			invokeOnExitComplete: ({ prop }) => {
				prop("onExitComplete")?.();
			},
			toggleVisibility: ({ prop, send }) => {
				send({ type: prop("open") ? "controlled.open" : "controlled.close" });
			}
		}
	}
});
// ../../main/node_modules/@ark-ui/react/dist/components/accordion/use-accordion-context.js
var [AccordionProvider, useAccordionContext] = createContext$1({
	name: "AccordionContext",
	hookName: "useAccordionContext",
	providerName: "<AccordionProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/accordion/accordion-context.js
var AccordionContext$1 = (props) => props.children(useAccordionContext());
// ../../main/node_modules/@ark-ui/react/dist/components/accordion/use-accordion-item-context.js
var [AccordionItemProvider, useAccordionItemContext] = createContext$1({
	name: "AccordionItemContext",
	hookName: "useAccordionItemContext",
	providerName: "<AccordionItemProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/accordion/use-accordion-item-props-context.js
var [AccordionItemPropsProvider, useAccordionItemPropsContext] = createContext$1({
	name: "AccordionItemPropsContext",
	hookName: "useAccordionItemPropsContext",
	providerName: "<AccordionItemPropsProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/collapsible/use-collapsible-context.js
var [CollapsibleProvider, useCollapsibleContext] = createContext$1({
	name: "CollapsibleContext",
	hookName: "useCollapsibleContext",
	providerName: "<CollapsibleProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/collapsible/split-collapsible-props.js
var splitCollapsibleProps = (props) => createSplitProps()(props, [
	"collapsedHeight",
	"collapsedWidth",
	"defaultOpen",
	"disabled",
	"hideMode",
	"id",
	"ids",
	"lazyMount",
	"onExitComplete",
	"onOpenChange",
	"open",
	"unmountOnExit"
]);
// ../../main/node_modules/@ark-ui/react/dist/components/collapsible/use-collapsible.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var useCollapsible = (props = {}) => {
	const { lazyMount, unmountOnExit, hideMode = "display-none", ...collapsibleProps } = props;
	const id = (0, import_react.useId)();
	const wasVisible = (0, import_react.useRef)(false);
	const { dir } = useLocaleContext();
	const { getRootNode } = useEnvironmentContext();
	const machineProps = {
		id,
		dir,
		getRootNode,
		...collapsibleProps
	};
	const api = connect(useMachine(machine, machineProps), normalizeProps);
	if (api.visible) wasVisible.current = true;
	const isUnmounted = !api.visible && !wasVisible.current && lazyMount || unmountOnExit && !api.visible && wasVisible.current;
	const resolvedHideMode = hideMode === "activity" && supportsActivity ? "activity" : "display-none";
	return {
		...api,
		isUnmounted,
		hideMode: resolvedHideMode
	};
};
// ../../main/node_modules/@ark-ui/react/dist/components/collapsible/collapsible-root.js
var import_jsx_runtime = require_jsx_runtime();
var CollapsibleRoot = (0, import_react.forwardRef)((props, ref) => {
	const [useCollapsibleProps, localProps] = splitCollapsibleProps(props);
	const collapsible = useCollapsible(useCollapsibleProps);
	const mergedProps = mergeProps(collapsible.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CollapsibleProvider, {
		value: collapsible,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref
		})
	});
});
CollapsibleRoot.displayName = "CollapsibleRoot";
// ../../main/node_modules/@ark-ui/react/dist/components/accordion/accordion-item.js
var splitItemProps = createSplitProps();
var AccordionItem$1 = (0, import_react.forwardRef)((props, ref) => {
	const [itemProps, localProps] = splitItemProps(props, ["value", "disabled"]);
	const accordion = useAccordionContext();
	const renderStrategy = useRenderStrategyPropsContext();
	const mergedProps = mergeProps(accordion.getItemProps(itemProps), localProps);
	const item = accordion.getItemState(itemProps);
	const itemContentProps = accordion.getItemContentProps(itemProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionItemPropsProvider, {
		value: itemProps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionItemProvider, {
			value: item,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CollapsibleRoot, {
				ref,
				open: item.expanded,
				ids: { content: itemContentProps.id },
				...renderStrategy,
				...mergedProps
			})
		})
	});
});
AccordionItem$1.displayName = "AccordionItem";
// ../../main/node_modules/@ark-ui/react/dist/components/collapsible/collapsible-gate.js
var CollapsibleGate = (props) => {
	const { collapsible, children } = props;
	if (collapsible.isUnmounted) return null;
	if (collapsible.hideMode === "activity" && Activity) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Activity, {
		mode: collapsible.visible ? "visible" : "hidden",
		children
	});
	return children;
};
// ../../main/node_modules/@ark-ui/react/dist/components/collapsible/collapsible-content.js
var CollapsibleContent = (0, import_react.forwardRef)((props, ref) => {
	const collapsible = useCollapsibleContext();
	const mergedProps = mergeProps(collapsible.getContentProps(), collapsible.hideMode === "activity" ? { hidden: false } : {}, props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CollapsibleGate, {
		collapsible,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref
		})
	});
});
CollapsibleContent.displayName = "CollapsibleContent";
// ../../main/node_modules/@ark-ui/react/dist/components/accordion/accordion-item-content.js
var splitVisibilityProps = createSplitProps();
var AccordionItemContent$1 = (0, import_react.forwardRef)((props, ref) => {
	const accordion = useAccordionContext();
	const itemProps = useAccordionItemPropsContext();
	const [, itemContentProps] = splitVisibilityProps(accordion.getItemContentProps(itemProps), ["hidden", "data-state"]);
	const mergedProps = mergeProps(itemContentProps, props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CollapsibleContent, {
		ref,
		...mergedProps
	});
});
AccordionItemContent$1.displayName = "AccordionItemContent";
// ../../main/node_modules/@ark-ui/react/dist/components/accordion/accordion-item-context.js
var AccordionItemContext$1 = (props) => props.children(useAccordionItemContext());
// ../../main/node_modules/@ark-ui/react/dist/components/accordion/accordion-item-indicator.js
var AccordionItemIndicator$1 = (0, import_react.forwardRef)((props, ref) => {
	const accordion = useAccordionContext();
	const itemProps = useAccordionItemPropsContext();
	const mergedProps = mergeProps(accordion.getItemIndicatorProps(itemProps), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
AccordionItemIndicator$1.displayName = "AccordionItemIndicator";
// ../../main/node_modules/@ark-ui/react/dist/components/accordion/accordion-item-trigger.js
var AccordionItemTrigger$1 = (0, import_react.forwardRef)((props, ref) => {
	const accordion = useAccordionContext();
	const itemProps = useAccordionItemPropsContext();
	const collapsible = useCollapsibleContext();
	const triggerProps = accordion.getItemTriggerProps(itemProps);
	const mergedProps = mergeProps({
		...triggerProps,
		"aria-controls": collapsible.isUnmounted ? void 0 : triggerProps["aria-controls"]
	}, props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.button, {
		...mergedProps,
		ref
	});
});
AccordionItemTrigger$1.displayName = "AccordionItemTrigger";
// ../../main/node_modules/@ark-ui/react/dist/components/accordion/use-accordion.js
var useAccordion = (props) => {
	const id = (0, import_react.useId)();
	const { getRootNode } = useEnvironmentContext();
	const { dir } = useLocaleContext();
	const machineProps = {
		id,
		dir,
		getRootNode,
		...props
	};
	return connect$1(useMachine(machine$1, machineProps), normalizeProps);
};
// ../../main/node_modules/@ark-ui/react/dist/components/accordion/accordion-root.js
var splitRootProps = createSplitProps();
var AccordionRoot$1 = (0, import_react.forwardRef)((props, ref) => {
	const [renderStrategyProps, accordionProps] = splitRenderStrategyProps(props);
	const [useAccordionProps, localProps] = splitRootProps(accordionProps, [
		"collapsible",
		"defaultValue",
		"disabled",
		"id",
		"ids",
		"multiple",
		"onFocusChange",
		"onValueChange",
		"orientation",
		"value"
	]);
	const accordion = useAccordion(useAccordionProps);
	const mergedProps = mergeProps(accordion.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionProvider, {
		value: accordion,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RenderStrategyPropsProvider, {
			value: renderStrategyProps,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
				...mergedProps,
				ref
			})
		})
	});
});
AccordionRoot$1.displayName = "AccordionRoot";
// ../../main/node_modules/@ark-ui/react/dist/components/accordion/accordion-root-provider.js
var splitRootProviderProps = createSplitProps();
var AccordionRootProvider$1 = (0, import_react.forwardRef)((props, ref) => {
	const [renderStrategyProps, accordionProps] = splitRenderStrategyProps(props);
	const [{ value: accordion }, localProps] = splitRootProviderProps(accordionProps, ["value"]);
	const mergedProps = mergeProps(accordion.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionProvider, {
		value: accordion,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RenderStrategyPropsProvider, {
			value: renderStrategyProps,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
				...mergedProps,
				ref
			})
		})
	});
});
AccordionRootProvider$1.displayName = "AccordionRootProvider";
// ../../main/node_modules/@ark-ui/react/dist/components/accordion/accordion.js
var accordion_exports = /* @__PURE__ */ __exportAll({
	Context: () => AccordionContext$1,
	Item: () => AccordionItem$1,
	ItemContent: () => AccordionItemContent$1,
	ItemContext: () => AccordionItemContext$1,
	ItemIndicator: () => AccordionItemIndicator$1,
	ItemTrigger: () => AccordionItemTrigger$1,
	Root: () => AccordionRoot$1,
	RootProvider: () => AccordionRootProvider$1
});
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/accordion/accordion.js
var { withProvider, withContext, useStyles: useAccordionStyles, PropsProvider } = createSlotRecipeContext({ key: "accordion" });
withProvider(accordion_exports.RootProvider, "root", { forwardAsChild: true });
var AccordionRoot = withProvider(accordion_exports.Root, "root", { forwardAsChild: true });
var AccordionItem = withContext(accordion_exports.Item, "item", { forwardAsChild: true });
var AccordionItemContent = withContext(accordion_exports.ItemContent, "itemContent", { forwardAsChild: true });
var AccordionItemBody = withContext("div", "itemBody");
var AccordionItemTrigger = withContext(accordion_exports.ItemTrigger, "itemTrigger", { forwardAsChild: true });
var AccordionItemIndicator = withContext(accordion_exports.ItemIndicator, "itemIndicator", {
	forwardAsChild: true,
	defaultProps: { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDownIcon, {}) }
});
accordion_exports.Context;
accordion_exports.ItemContext;
// src/features/pages/FaqPage.tsx
var QUESTIONS = [
	"signIn",
	"account",
	"forgot",
	"expired",
	"password",
	"signedOut",
	"language"
];
/** /pages/faq: signing in, passwords and languages. */
function FaqPage() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "8",
		w: "full",
		maxW: "3xl",
		py: "4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageIntro, {
			title: t("pages.faq.title"),
			children: t("pages.faq.subtitle")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			bg: "bg",
			borderWidth: "1px",
			rounded: "lg",
			px: "6",
			py: "2",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionRoot, {
				collapsible: true,
				defaultValue: [QUESTIONS[0]],
				children: QUESTIONS.map((id) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AccordionItem, {
					value: id,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AccordionItemTrigger, {
						py: "4",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							flex: "1",
							fontWeight: "medium",
							textAlign: "start",
							children: t(`pages.faq.items.${id}.question`)
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionItemIndicator, {})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionItemContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionItemBody, {
						color: "fg.muted",
						pt: "0",
						children: t(`pages.faq.items.${id}.answer`)
					}) })]
				}, id))
			})
		})]
	});
}
export { FaqPage };

//# sourceMappingURL=FaqPage-BwnMaq4e.js.map