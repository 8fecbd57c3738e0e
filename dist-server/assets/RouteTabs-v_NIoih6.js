import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { A as isSafari, P as setup, U as last, V as first, _ as getEventTarget, a as itemById, c as queryAll, f as raf, h as getEventKey, n as useMachine, o as nextById, s as prevById, t as normalizeProps, w as isOpeningInNewTab, y as isComposingEvent } from "./normalize-props-Bwbrh0EN.js";
import { t as isEqual } from "./equal-vkPAilgq.js";
import { n as createContext$1, t as createAnatomy } from "./create-anatomy-Ca-Auh_-.js";
import { C as callAll, S as useEnvironmentContext, a as contains, b as mergeProps, f as isAnchorElement, n as __exportAll, r as ark, t as createSplitProps, x as useComposedRefs } from "./create-split-props-D0rL9oRq.js";
import { r as toPx } from "./number-2dgIwefl.js";
import { i as getByOwnerId, r as dataAttr } from "./shared-DiO5qnp4.js";
import { o as getFocusables } from "./react-activity-odCUrC_d.js";
import { t as clickIfLink } from "./navigate-C7RwA3l_.js";
import { t as resizeObserverBorderBox } from "./resize-observer-72R4Rrrb.js";
import { i as usePresence, r as PresenceGate, t as PresenceProvider } from "./use-presence-context-cuiYbe0m.js";
import { n as splitRenderStrategyProps, r as useRenderStrategyPropsContext, t as RenderStrategyPropsProvider } from "./render-strategy-ZTJ-Msb1.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
import { f as useLocation, g as useParams, m as useNavigate, n as Navigate } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { lt as useLocaleContext } from "../render.js";
var parts = createAnatomy("tabs").parts("root", "list", "trigger", "content", "indicator").build();
// ../../main/node_modules/@zag-js/tabs/dist/tabs.dom.mjs
var getRootId = (ctx) => ctx.ids?.root ?? `tabs:${ctx.id}`;
var getListId = (ctx) => ctx.ids?.list ?? `tabs:${ctx.id}:list`;
var getContentId = (ctx, value) => ctx.ids?.content?.(value) ?? `tabs:${ctx.id}:content-${value}`;
var getTriggerId = (ctx, value) => ctx.ids?.trigger?.(value) ?? `tabs:${ctx.id}:trigger-${value}`;
var getIndicatorId = (ctx) => ctx.ids?.indicator ?? `tabs:${ctx.id}:indicator`;
var getListEl = (ctx) => ctx.getById(getListId(ctx));
var getContentEl = (ctx, value) => ctx.getById(getContentId(ctx, value));
var getTriggerEl = (ctx, value) => value != null ? ctx.getById(getTriggerId(ctx, value)) : null;
var getIndicatorEl = (ctx) => ctx.getById(getIndicatorId(ctx));
var getElements = (ctx) => {
	const selector = `[role=tab]${getByOwnerId(getListId(ctx))}:not([disabled])`;
	return queryAll(getListEl(ctx), selector);
};
var getFirstTriggerEl = (ctx) => first(getElements(ctx));
var getLastTriggerEl = (ctx) => last(getElements(ctx));
var getNextTriggerEl = (ctx, opts) => nextById(getElements(ctx), getTriggerId(ctx, opts.value), opts.loopFocus);
var getPrevTriggerEl = (ctx, opts) => prevById(getElements(ctx), getTriggerId(ctx, opts.value), opts.loopFocus);
var getOffsetRect = (el) => ({
	x: el?.offsetLeft ?? 0,
	y: el?.offsetTop ?? 0,
	width: el?.offsetWidth ?? 0,
	height: el?.offsetHeight ?? 0
});
var getRectByValue = (ctx, value) => {
	return getOffsetRect(itemById(getElements(ctx), getTriggerId(ctx, value)));
};
// ../../main/node_modules/@zag-js/tabs/dist/tabs.connect.mjs
function connect(service, normalize) {
	const { state, send, context, prop, scope } = service;
	const translations = prop("translations");
	const focused = state.matches("focused");
	const isVertical = prop("orientation") === "vertical";
	const isHorizontal = prop("orientation") === "horizontal";
	const composite = prop("composite");
	function getTriggerState(props) {
		return {
			selected: context.get("value") === props.value,
			focused: context.get("focusedValue") === props.value,
			disabled: !!props.disabled
		};
	}
	return {
		value: context.get("value"),
		focusedValue: context.get("focusedValue"),
		setValue(value) {
			send({
				type: "SET_VALUE",
				value
			});
		},
		clearValue() {
			send({ type: "CLEAR_VALUE" });
		},
		setIndicatorRect(value) {
			const id = getTriggerId(scope, value);
			send({
				type: "SET_INDICATOR_RECT",
				id
			});
		},
		syncTabIndex() {
			send({ type: "SYNC_TAB_INDEX" });
		},
		selectNext(fromValue) {
			send({
				type: "TAB_FOCUS",
				value: fromValue,
				src: "selectNext"
			});
			send({
				type: "ARROW_NEXT",
				src: "selectNext"
			});
		},
		selectPrev(fromValue) {
			send({
				type: "TAB_FOCUS",
				value: fromValue,
				src: "selectPrev"
			});
			send({
				type: "ARROW_PREV",
				src: "selectPrev"
			});
		},
		focus() {
			const value = context.get("value");
			if (!value) return;
			getTriggerEl(scope, value)?.focus();
		},
		getRootProps() {
			return normalize.element({
				...parts.root.attrs,
				id: getRootId(scope),
				"data-orientation": prop("orientation"),
				"data-focus": dataAttr(focused),
				dir: prop("dir")
			});
		},
		getListProps() {
			return normalize.element({
				...parts.list.attrs,
				id: getListId(scope),
				role: "tablist",
				dir: prop("dir"),
				"data-focus": dataAttr(focused),
				"aria-orientation": prop("orientation"),
				"data-orientation": prop("orientation"),
				"aria-label": translations?.listLabel,
				onKeyDown(event) {
					if (event.defaultPrevented) return;
					if (isComposingEvent(event)) return;
					if (!contains(event.currentTarget, getEventTarget(event))) return;
					const exec = {
						ArrowDown() {
							if (isHorizontal) return;
							send({
								type: "ARROW_NEXT",
								key: "ArrowDown"
							});
						},
						ArrowUp() {
							if (isHorizontal) return;
							send({
								type: "ARROW_PREV",
								key: "ArrowUp"
							});
						},
						ArrowLeft() {
							if (isVertical) return;
							send({
								type: "ARROW_PREV",
								key: "ArrowLeft"
							});
						},
						ArrowRight() {
							if (isVertical) return;
							send({
								type: "ARROW_NEXT",
								key: "ArrowRight"
							});
						},
						Home() {
							send({ type: "HOME" });
						},
						End() {
							send({ type: "END" });
						}
					}[getEventKey(event, {
						dir: prop("dir"),
						orientation: prop("orientation")
					})];
					if (exec) {
						event.preventDefault();
						exec(event);
						return;
					}
				}
			});
		},
		getTriggerState,
		getTriggerProps(props) {
			const { value, disabled } = props;
			const triggerState = getTriggerState(props);
			return normalize.button({
				...parts.trigger.attrs,
				role: "tab",
				type: "button",
				disabled,
				dir: prop("dir"),
				"data-orientation": prop("orientation"),
				"data-disabled": dataAttr(disabled),
				"aria-disabled": disabled,
				"data-value": value,
				"aria-selected": triggerState.selected,
				"data-selected": dataAttr(triggerState.selected),
				"data-focus": dataAttr(triggerState.focused),
				"aria-controls": triggerState.selected ? getContentId(scope, value) : void 0,
				"data-ownedby": getListId(scope),
				"data-ssr": dataAttr(context.get("ssr")),
				id: getTriggerId(scope, value),
				tabIndex: triggerState.selected && composite ? 0 : -1,
				onFocus() {
					send({
						type: "TAB_FOCUS",
						value
					});
				},
				onBlur(event) {
					if (event.relatedTarget?.getAttribute("role") !== "tab") send({ type: "TAB_BLUR" });
				},
				onClick(event) {
					if (event.defaultPrevented) return;
					if (isOpeningInNewTab(event)) return;
					if (disabled) return;
					if (isSafari()) event.currentTarget.focus();
					send({
						type: "TAB_CLICK",
						value
					});
				}
			});
		},
		getContentProps(props) {
			const { value } = props;
			const selected = context.get("value") === value;
			return normalize.element({
				...parts.content.attrs,
				dir: prop("dir"),
				id: getContentId(scope, value),
				tabIndex: composite ? 0 : -1,
				"aria-labelledby": getTriggerId(scope, value),
				role: "tabpanel",
				"data-ownedby": getListId(scope),
				"data-selected": dataAttr(selected),
				"data-orientation": prop("orientation"),
				hidden: !selected
			});
		},
		getIndicatorProps() {
			const rect = context.get("indicatorRect");
			const animateIndicator = context.get("animateIndicator");
			return normalize.element({
				id: getIndicatorId(scope),
				...parts.indicator.attrs,
				dir: prop("dir"),
				"data-orientation": prop("orientation"),
				hidden: isRectEmpty(rect),
				onTransitionEnd(event) {
					if (getEventTarget(event) !== event.currentTarget) return;
					send({ type: "INDICATOR_TRANSITION_END" });
				},
				style: {
					"--transition-property": "left, right, top, bottom, width, height",
					"--left": toPx(rect?.x),
					"--top": toPx(rect?.y),
					"--width": toPx(rect?.width),
					"--height": toPx(rect?.height),
					position: "absolute",
					willChange: animateIndicator ? "var(--transition-property)" : "auto",
					transitionProperty: animateIndicator ? "var(--transition-property)" : "none",
					transitionDuration: animateIndicator ? "var(--transition-duration, 150ms)" : "0ms",
					transitionTimingFunction: "var(--transition-timing-function)",
					[isHorizontal ? "left" : "top"]: isHorizontal ? "var(--left)" : "var(--top)"
				}
			});
		}
	};
}
var isRectEmpty = (rect) => rect == null || rect.width === 0 && rect.height === 0 && rect.x === 0 && rect.y === 0;
// ../../main/node_modules/@zag-js/tabs/dist/tabs.machine.mjs
var { createMachine } = setup();
var machine = createMachine({
	props({ props }) {
		return {
			dir: "ltr",
			orientation: "horizontal",
			activationMode: "automatic",
			loopFocus: true,
			composite: true,
			navigate(details) {
				clickIfLink(details.node);
			},
			defaultValue: null,
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
			focusedValue: bindable(() => ({
				defaultValue: prop("value") || prop("defaultValue"),
				sync: true,
				onChange(value) {
					prop("onFocusChange")?.({ focusedValue: value });
				}
			})),
			ssr: bindable(() => ({ defaultValue: true })),
			indicatorRect: bindable(() => ({ defaultValue: null })),
			animateIndicator: bindable(() => ({ defaultValue: false }))
		};
	},
	refs() {
		return {
			indicatorCleanup: null,
			prevValue: null
		};
	},
	watch({ context, prop, track, action }) {
		track([() => context.get("value")], () => {
			action([
				"syncIndicatorAnimation",
				"syncIndicatorRect",
				"syncTabIndex",
				"navigateIfNeeded"
			]);
		});
		track([() => prop("dir"), () => prop("orientation")], () => {
			action(["syncIndicatorRect"]);
		});
	},
	on: {
		SET_VALUE: { actions: ["setValue"] },
		CLEAR_VALUE: { actions: ["clearValue"] },
		SET_INDICATOR_RECT: { actions: ["setIndicatorRect"] },
		SYNC_TAB_INDEX: { actions: ["syncTabIndex"] },
		INDICATOR_TRANSITION_END: { actions: ["clearIndicatorAnimation"] }
	},
	entry: [
		"syncPrevValue",
		"syncIndicatorRect",
		"syncTabIndex",
		"syncSsr"
	],
	exit: ["cleanupObserver"],
	states: {
		idle: { on: {
			TAB_FOCUS: {
				target: "focused",
				actions: ["setFocusedValue"]
			},
			TAB_CLICK: {
				target: "focused",
				actions: ["setFocusedValue", "setValue"]
			}
		} },
		focused: { on: {
			TAB_CLICK: { actions: ["setFocusedValue", "setValue"] },
			ARROW_PREV: [{
				guard: "selectOnFocus",
				actions: ["focusPrevTab", "selectFocusedTab"]
			}, { actions: ["focusPrevTab"] }],
			ARROW_NEXT: [{
				guard: "selectOnFocus",
				actions: ["focusNextTab", "selectFocusedTab"]
			}, { actions: ["focusNextTab"] }],
			HOME: [{
				guard: "selectOnFocus",
				actions: ["focusFirstTab", "selectFocusedTab"]
			}, { actions: ["focusFirstTab"] }],
			END: [{
				guard: "selectOnFocus",
				actions: ["focusLastTab", "selectFocusedTab"]
			}, { actions: ["focusLastTab"] }],
			TAB_FOCUS: { actions: ["setFocusedValue"] },
			TAB_BLUR: {
				target: "idle",
				actions: ["clearFocusedValue"]
			}
		} }
	},
	implementations: {
		guards: { selectOnFocus: ({ prop }) => prop("activationMode") === "automatic" },
		actions: {
			selectFocusedTab({ context, prop }) {
				raf(() => {
					const focusedValue = context.get("focusedValue");
					if (!focusedValue) return;
					const value = prop("deselectable") && context.get("value") === focusedValue ? null : focusedValue;
					context.set("value", value);
				});
			},
			setFocusedValue({ context, event, flush }) {
				if (event.value == null) return;
				flush(() => {
					context.set("focusedValue", event.value);
				});
			},
			clearFocusedValue({ context }) {
				context.set("focusedValue", null);
			},
			setValue({ context, event, prop }) {
				const nullable = prop("deselectable") && context.get("value") === context.get("focusedValue");
				context.set("value", nullable ? null : event.value);
			},
			clearValue({ context }) {
				context.set("value", null);
			},
			focusFirstTab({ scope }) {
				raf(() => {
					getFirstTriggerEl(scope)?.focus();
				});
			},
			focusLastTab({ scope }) {
				raf(() => {
					getLastTriggerEl(scope)?.focus();
				});
			},
			focusNextTab({ context, prop, scope, event }) {
				const focusedValue = event.value ?? context.get("focusedValue");
				if (!focusedValue) return;
				const triggerEl = getNextTriggerEl(scope, {
					value: focusedValue,
					loopFocus: prop("loopFocus")
				});
				raf(() => {
					if (prop("composite")) triggerEl?.focus();
					else if (triggerEl?.dataset.value != null) context.set("focusedValue", triggerEl.dataset.value);
				});
			},
			focusPrevTab({ context, prop, scope, event }) {
				const focusedValue = event.value ?? context.get("focusedValue");
				if (!focusedValue) return;
				const triggerEl = getPrevTriggerEl(scope, {
					value: focusedValue,
					loopFocus: prop("loopFocus")
				});
				raf(() => {
					if (prop("composite")) triggerEl?.focus();
					else if (triggerEl?.dataset.value != null) context.set("focusedValue", triggerEl.dataset.value);
				});
			},
			syncTabIndex({ context, scope }) {
				raf(() => {
					const value = context.get("value");
					if (!value) return;
					const contentEl = getContentEl(scope, value);
					if (!contentEl) return;
					if (getFocusables(contentEl).length > 0) contentEl.removeAttribute("tabindex");
					else contentEl.setAttribute("tabindex", "0");
				});
			},
			cleanupObserver({ refs }) {
				const cleanup = refs.get("indicatorCleanup");
				if (cleanup) cleanup();
			},
			setIndicatorRect({ context, event, scope }) {
				const value = event.id ?? context.get("value");
				if (!getIndicatorEl(scope)) return;
				if (!value) return;
				if (!getTriggerEl(scope, value)) return;
				context.set("indicatorRect", getRectByValue(scope, value));
			},
			syncSsr({ context }) {
				context.set("ssr", false);
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
			syncIndicatorRect({ context, refs, scope }) {
				const cleanup = refs.get("indicatorCleanup");
				if (cleanup) cleanup();
				if (!getIndicatorEl(scope)) return;
				const exec = () => {
					const triggerEl = getTriggerEl(scope, context.get("value"));
					if (!triggerEl) return;
					const rect = getOffsetRect(triggerEl);
					context.set("indicatorRect", (prev) => isEqual(prev, rect) ? prev : rect);
				};
				exec();
				const triggerEls = getElements(scope);
				const listEl = getListEl(scope);
				const indicatorCleanup = callAll(...triggerEls.map((el) => resizeObserverBorderBox.observe(el, exec)), ...listEl ? [resizeObserverBorderBox.observe(listEl, exec)] : []);
				refs.set("indicatorCleanup", indicatorCleanup);
			},
			navigateIfNeeded({ context, prop, scope }) {
				const value = context.get("value");
				if (!value) return;
				const triggerEl = getTriggerEl(scope, value);
				if (isAnchorElement(triggerEl)) prop("navigate")?.({
					value,
					node: triggerEl,
					href: triggerEl.href
				});
			}
		}
	}
});
// ../../main/node_modules/@ark-ui/react/dist/components/tabs/use-tabs-context.js
var [TabsProvider, useTabsContext] = createContext$1({
	name: "TabsContext",
	hookName: "useTabsContext",
	providerName: "<TabsProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/tabs/tab-content.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var splitContentProps = createSplitProps();
var TabContent = (0, import_react.forwardRef)((props, ref) => {
	const [contentProps, localProps] = splitContentProps(props, ["value"]);
	const tabs = useTabsContext();
	const renderStrategyProps = useRenderStrategyPropsContext();
	const presence = usePresence({
		...renderStrategyProps,
		present: tabs.value === props.value,
		immediate: true
	});
	const mergedProps = mergeProps(tabs.getContentProps(contentProps), presence.getPresenceProps(), localProps);
	const composedRefs = useComposedRefs(presence.ref, ref);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PresenceProvider, {
		value: presence,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PresenceGate, {
			presence,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
				...mergedProps,
				ref: composedRefs
			})
		})
	});
});
TabContent.displayName = "TabContent";
// ../../main/node_modules/@ark-ui/react/dist/components/tabs/tab-indicator.js
var TabIndicator = (0, import_react.forwardRef)((props, ref) => {
	const tabs = useTabsContext();
	const mergedProps = mergeProps(tabs.getIndicatorProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
TabIndicator.displayName = "TabIndicator";
// ../../main/node_modules/@ark-ui/react/dist/components/tabs/tab-list.js
var TabList = (0, import_react.forwardRef)((props, ref) => {
	const tabs = useTabsContext();
	const mergedProps = mergeProps(tabs.getListProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
TabList.displayName = "TabList";
// ../../main/node_modules/@ark-ui/react/dist/components/tabs/tab-trigger.js
var splitTriggerProps = createSplitProps();
var TabTrigger = (0, import_react.forwardRef)((props, ref) => {
	const [tabProps, localProps] = splitTriggerProps(props, ["disabled", "value"]);
	const tabs = useTabsContext();
	const mergedProps = mergeProps(tabs.getTriggerProps(tabProps), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.button, {
		...mergedProps,
		ref
	});
});
TabTrigger.displayName = "TabTrigger";
// ../../main/node_modules/@ark-ui/react/dist/components/tabs/tabs-context.js
var TabsContext = (props) => props.children(useTabsContext());
// ../../main/node_modules/@ark-ui/react/dist/components/tabs/use-tabs.js
var useTabs = (props) => {
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
// ../../main/node_modules/@ark-ui/react/dist/components/tabs/tabs-root.js
var splitRootProps = createSplitProps();
var TabsRoot$1 = (0, import_react.forwardRef)((props, ref) => {
	const [renderStrategyProps, tabsProps] = splitRenderStrategyProps(props);
	const [useTabsProps, localProps] = splitRootProps(tabsProps, [
		"activationMode",
		"composite",
		"defaultValue",
		"deselectable",
		"id",
		"ids",
		"loopFocus",
		"navigate",
		"onFocusChange",
		"onValueChange",
		"orientation",
		"translations",
		"value"
	]);
	const tabs = useTabs(useTabsProps);
	const mergedProps = mergeProps(tabs.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsProvider, {
		value: tabs,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RenderStrategyPropsProvider, {
			value: renderStrategyProps,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
				...mergedProps,
				ref
			})
		})
	});
});
TabsRoot$1.displayName = "TabsRoot";
// ../../main/node_modules/@ark-ui/react/dist/components/tabs/tabs-root-provider.js
var splitRootProviderProps = createSplitProps();
var TabsRootProvider$1 = (0, import_react.forwardRef)((props, ref) => {
	const [renderStrategyProps, tabsProps] = splitRenderStrategyProps(props);
	const [{ value: tabs }, localProps] = splitRootProviderProps(tabsProps, ["value"]);
	const mergedProps = mergeProps(tabs.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsProvider, {
		value: tabs,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RenderStrategyPropsProvider, {
			value: renderStrategyProps,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
				...mergedProps,
				ref
			})
		})
	});
});
TabsRootProvider$1.displayName = "TabsRootProvider";
// ../../main/node_modules/@ark-ui/react/dist/components/tabs/tabs.js
var tabs_exports = /* @__PURE__ */ __exportAll({
	Content: () => TabContent,
	Context: () => TabsContext,
	Indicator: () => TabIndicator,
	List: () => TabList,
	Root: () => TabsRoot$1,
	RootProvider: () => TabsRootProvider$1,
	Trigger: () => TabTrigger
});
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/tabs/tabs.js
var { withProvider, withContext, useStyles: useTabsStyles, PropsProvider } = createSlotRecipeContext({ key: "tabs" });
withProvider(tabs_exports.RootProvider, "root", { forwardAsChild: true });
var TabsRoot = withProvider(tabs_exports.Root, "root", { forwardAsChild: true });
var TabsTrigger = withContext(tabs_exports.Trigger, "trigger", { forwardAsChild: true });
var TabsContent = withContext(tabs_exports.Content, "content", { forwardAsChild: true });
withContext("div", "contentGroup");
var TabsList = withContext(tabs_exports.List, "list", { forwardAsChild: true });
withContext(tabs_exports.Indicator, "indicator", { forwardAsChild: true });
// src/components/resource/RouteTabs.tsx
/**
* Tabs that are routes (`<base>/:tab`): the URL says which tab is open (a link or a reload opens
* it again), and a missing or unknown tab is replaced by the first one.
*/
function RouteTabs({ base, tabs }) {
	const { tab } = useParams();
	const { search } = useLocation();
	const navigate = useNavigate();
	const current = tabs.find((t) => t.value === tab);
	if (!current) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: {
			pathname: `${base}/${tabs[0].value}`,
			search
		},
		replace: true
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TabsRoot, {
		value: current.value,
		onValueChange: ({ value }) => void navigate(`${base}/${value}`),
		variant: "line",
		colorPalette: "primary",
		lazyMount: true,
		unmountOnExit: true,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsList, { children: tabs.map((t) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsTrigger, {
			value: t.value,
			children: t.label
		}, t.value)) }), tabs.map((t) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsContent, {
			value: t.value,
			pt: "6",
			children: t.content
		}, t.value))]
	});
}
export { RouteTabs as t };

//# sourceMappingURL=RouteTabs-v_NIoih6.js.map