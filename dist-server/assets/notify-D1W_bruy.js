import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { s as chakra } from "./useTranslation-wIc4-0c8.js";
import { F as ensureProps, L as warn, M as createGuards, N as createMachine$1, P as setup, R as compact, f as raf, l as AnimationFrame, n as useMachine, p as addDomEvent, t as normalizeProps, z as mergeWithDefault } from "./normalize-props-Bwbrh0EN.js";
import { n as createContext$1, t as createAnatomy } from "./create-anatomy-Ca-Auh_-.js";
import { D as runIfFn, O as uuid, S as useEnvironmentContext, a as contains, b as mergeProps, n as __exportAll, r as ark } from "./create-split-props-D0rL9oRq.js";
import { r as dataAttr, t as MAX_Z_INDEX } from "./shared-DiO5qnp4.js";
import { n as trackDismissableBranch, t as Portal } from "./portal-ChPcd-_9.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
import { i as CloseIcon, o as WarningIcon, t as CheckCircleIcon } from "./icons-DBDSKIqj.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { lt as useLocaleContext } from "../render.js";
// ../../main/node_modules/@zag-js/utils/dist/chunk-MXGZDBDQ.mjs
var __defProp = Object.defineProperty;
var __typeError = (msg) => {
	throw TypeError(msg);
};
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);
var __accessCheck = (obj, member, msg) => member.has(obj) || __typeError("Cannot " + msg);
var __privateGet = (obj, member, getter) => (__accessCheck(obj, member, "read from private field"), getter ? getter.call(obj) : member.get(obj));
var __privateAdd = (obj, member, value) => member.has(obj) ? __typeError("Cannot add the same private member more than once") : member instanceof WeakSet ? member.add(obj) : member.set(obj, value);
// ../../main/node_modules/@zag-js/utils/dist/timers.mjs
var currentTime = () => performance.now();
var _tick;
var Timer = class {
	constructor(onTick) {
		__publicField(this, "onTick", onTick);
		__publicField(this, "frameId", null);
		__publicField(this, "pausedAtMs", null);
		__publicField(this, "context");
		__publicField(this, "cancelFrame", () => {
			if (this.frameId === null) return;
			cancelAnimationFrame(this.frameId);
			this.frameId = null;
		});
		__publicField(this, "setStartMs", (startMs) => {
			this.context.startMs = startMs;
		});
		__publicField(this, "start", () => {
			if (this.frameId !== null) return;
			const now = currentTime();
			if (this.pausedAtMs !== null) {
				this.context.startMs += now - this.pausedAtMs;
				this.pausedAtMs = null;
			} else this.context.startMs = now;
			this.frameId = requestAnimationFrame(__privateGet(this, _tick));
		});
		__publicField(this, "pause", () => {
			if (this.frameId === null) return;
			this.cancelFrame();
			this.pausedAtMs = currentTime();
		});
		__publicField(this, "stop", () => {
			if (this.frameId === null) return;
			this.cancelFrame();
			this.pausedAtMs = null;
		});
		__privateAdd(this, _tick, (now) => {
			this.context.now = now;
			this.context.deltaMs = now - this.context.startMs;
			if (this.onTick(this.context) === false) {
				this.stop();
				return;
			}
			this.frameId = requestAnimationFrame(__privateGet(this, _tick));
		});
		this.context = {
			now: 0,
			startMs: currentTime(),
			deltaMs: 0
		};
	}
	get elapsedMs() {
		if (this.pausedAtMs !== null) return this.pausedAtMs - this.context.startMs;
		return currentTime() - this.context.startMs;
	}
};
_tick = /* @__PURE__ */ new WeakMap();
function setRafTimeout(fn, delayMs) {
	const timer = new Timer(({ deltaMs }) => {
		if (deltaMs >= delayMs) {
			fn();
			return false;
		}
	});
	timer.start();
	return () => timer.stop();
}
var parts = createAnatomy("toast").parts("group", "root", "title", "description", "actionTrigger", "closeTrigger").build();
// ../../main/node_modules/@zag-js/toast/dist/toast.dom.mjs
var getRegionId = (placement) => `toast-group:${placement}`;
var getRegionEl = (ctx, placement) => ctx.getById(`toast-group:${placement}`);
var getRootId = (ctx) => `toast:${ctx.id}`;
var getRootEl = (ctx) => ctx.getById(getRootId(ctx));
var getTitleId = (ctx) => `toast:${ctx.id}:title`;
var getDescriptionId = (ctx) => `toast:${ctx.id}:description`;
var getCloseTriggerId = (ctx) => `toast${ctx.id}:close`;
// ../../main/node_modules/@zag-js/toast/dist/toast.utils.mjs
var defaultTimeouts = {
	info: 5e3,
	error: 5e3,
	success: 2e3,
	loading: Infinity,
	warning: 5e3,
	DEFAULT: 5e3
};
function getToastDuration(duration, type) {
	return duration ?? defaultTimeouts[type] ?? defaultTimeouts.DEFAULT;
}
var getOffsets = (offsets) => typeof offsets === "string" ? {
	left: offsets,
	right: offsets,
	bottom: offsets,
	top: offsets
} : offsets;
function getGroupPlacementStyle(service, placement) {
	const { prop, computed, context } = service;
	const { offsets, gap } = prop("store").attrs;
	const heights = context.get("heights");
	const computedOffset = getOffsets(offsets);
	const rtl = prop("dir") === "rtl";
	const computedPlacement = placement.replace("-start", rtl ? "-right" : "-left").replace("-end", rtl ? "-left" : "-right");
	const isRighty = computedPlacement.includes("right");
	const isLefty = computedPlacement.includes("left");
	const styles = {
		position: "fixed",
		pointerEvents: computed("count") > 0 ? void 0 : "none",
		display: "flex",
		flexDirection: "column",
		"--gap": `${gap}px`,
		"--first-height": `${heights[0]?.height || 0}px`,
		"--viewport-offset-left": computedOffset.left,
		"--viewport-offset-right": computedOffset.right,
		"--viewport-offset-top": computedOffset.top,
		"--viewport-offset-bottom": computedOffset.bottom,
		zIndex: MAX_Z_INDEX
	};
	let alignItems = "center";
	if (isRighty) alignItems = "flex-end";
	if (isLefty) alignItems = "flex-start";
	styles.alignItems = alignItems;
	if (computedPlacement.includes("top")) styles.top = `max(env(safe-area-inset-top, 0px), ${computedOffset.top})`;
	if (computedPlacement.includes("bottom")) styles.bottom = `max(env(safe-area-inset-bottom, 0px), ${computedOffset.bottom})`;
	if (!computedPlacement.includes("left")) styles.insetInlineEnd = `calc(env(safe-area-inset-right, 0px) + ${computedOffset.right})`;
	if (!computedPlacement.includes("right")) styles.insetInlineStart = `calc(env(safe-area-inset-left, 0px) + ${computedOffset.left})`;
	return styles;
}
function getPlacementStyle(service, visible) {
	const { prop, context, computed } = service;
	const parent = prop("parent");
	const placement = parent.computed("placement");
	const { gap } = parent.prop("store").attrs;
	const [side] = placement.split("-");
	const mounted = context.get("mounted");
	const remainingTime = context.get("remainingTime");
	const height = computed("height");
	const frontmost = computed("frontmost");
	const sibling = !frontmost;
	const overlap = !prop("stacked");
	const stacked = prop("stacked");
	const duration = prop("type") === "loading" ? Number.MAX_SAFE_INTEGER : remainingTime;
	const offset = computed("heightIndex") * gap + computed("heightBefore");
	const styles = {
		position: "absolute",
		pointerEvents: "auto",
		"--opacity": "0",
		"--remove-delay": `${prop("removeDelay")}ms`,
		"--duration": `${duration}ms`,
		"--initial-height": `${height}px`,
		"--offset": `${offset}px`,
		"--index": prop("index"),
		"--z-index": computed("zIndex"),
		"--lift-amount": "calc(var(--lift) * var(--gap))",
		"--y": "100%",
		"--x": "0"
	};
	const assign = (overrides) => Object.assign(styles, overrides);
	if (side === "top") assign({
		top: "0",
		"--sign": "-1",
		"--y": "-100%",
		"--lift": "1"
	});
	else if (side === "bottom") assign({
		bottom: "0",
		"--sign": "1",
		"--y": "100%",
		"--lift": "-1"
	});
	if (mounted) {
		assign({
			"--y": "0",
			"--opacity": "1"
		});
		if (stacked) assign({
			"--y": "calc(var(--lift) * var(--offset))",
			"--height": "var(--initial-height)"
		});
	}
	if (!visible) assign({
		"--opacity": "0",
		pointerEvents: "none"
	});
	if (sibling && overlap) {
		assign({
			"--base-scale": "var(--index) * 0.05 + 1",
			"--y": "calc(var(--lift-amount) * var(--index))",
			"--scale": "calc(-1 * var(--base-scale))",
			"--height": "var(--first-height)"
		});
		if (!visible) assign({ "--y": "calc(var(--sign) * 40%)" });
	}
	if (sibling && stacked && !visible) assign({ "--y": "calc(var(--lift) * var(--offset) + var(--lift) * -100%)" });
	if (frontmost && !visible) assign({ "--y": "calc(var(--lift) * -100%)" });
	return styles;
}
function getGhostBeforeStyle(service, visible) {
	const { computed } = service;
	const styles = {
		position: "absolute",
		inset: "0",
		scale: "1 2",
		pointerEvents: visible ? "none" : "auto"
	};
	const assign = (overrides) => Object.assign(styles, overrides);
	if (computed("frontmost") && !visible) assign({ height: "calc(var(--initial-height) + 80%)" });
	return styles;
}
function getGhostAfterStyle() {
	return {
		position: "absolute",
		left: "0",
		height: "calc(var(--gap) + 2px)",
		bottom: "100%",
		width: "100%"
	};
}
// ../../main/node_modules/@zag-js/toast/dist/toast-group.connect.mjs
function groupConnect(service, normalize) {
	const { context, prop, send, refs, computed } = service;
	return {
		getCount() {
			return context.get("toasts").length;
		},
		getToasts() {
			return context.get("toasts");
		},
		getGroupProps(options = {}) {
			const { label = "Notifications" } = options;
			const { hotkey } = prop("store").attrs;
			const hotkeyLabel = hotkey.join("+").replace(/Key/g, "").replace(/Digit/g, "");
			const placement = computed("placement");
			const [side, align = "center"] = placement.split("-");
			return normalize.element({
				...parts.group.attrs,
				dir: prop("dir"),
				tabIndex: -1,
				role: "region",
				"aria-label": `${label}, ${placement} (${hotkeyLabel})`,
				id: getRegionId(placement),
				"data-placement": placement,
				"data-side": side,
				"data-align": align,
				"aria-live": "polite",
				"aria-relevant": "additions text",
				"aria-atomic": "false",
				style: getGroupPlacementStyle(service, placement),
				onMouseEnter() {
					if (refs.get("ignoreMouseTimer").isActive()) return;
					send({
						type: "REGION.POINTER_ENTER",
						placement
					});
				},
				onMouseMove() {
					if (refs.get("ignoreMouseTimer").isActive()) return;
					send({
						type: "REGION.POINTER_ENTER",
						placement
					});
				},
				onMouseLeave() {
					if (refs.get("ignoreMouseTimer").isActive()) return;
					send({
						type: "REGION.POINTER_LEAVE",
						placement
					});
				},
				onFocus(event) {
					send({
						type: "REGION.FOCUS",
						target: event.relatedTarget
					});
				},
				onBlur(event) {
					if (refs.get("isFocusWithin") && !contains(event.currentTarget, event.relatedTarget)) queueMicrotask(() => send({ type: "REGION.BLUR" }));
				}
			});
		},
		subscribe(fn) {
			return prop("store").subscribe(() => fn(context.get("toasts")));
		}
	};
}
// ../../main/node_modules/@zag-js/toast/dist/toast-group.machine.mjs
var { guards, createMachine } = setup();
var { and } = guards;
var groupMachine = createMachine({
	props({ props }) {
		return {
			dir: "ltr",
			id: uuid(),
			...props,
			store: props.store
		};
	},
	initialState({ prop }) {
		return prop("store").attrs.overlap ? "overlap" : "stack";
	},
	refs() {
		return {
			lastFocusedEl: null,
			isFocusWithin: false,
			isPointerWithin: false,
			ignoreMouseTimer: AnimationFrame.create(),
			dismissableCleanup: void 0
		};
	},
	context({ bindable }) {
		return {
			toasts: bindable(() => ({
				defaultValue: [],
				sync: true,
				hash: (toasts) => toasts.map((t) => t.id).join(",")
			})),
			heights: bindable(() => ({
				defaultValue: [],
				sync: true
			}))
		};
	},
	computed: {
		count: ({ context }) => context.get("toasts").length,
		overlap: ({ prop }) => prop("store").attrs.overlap,
		placement: ({ prop }) => prop("store").attrs.placement
	},
	effects: [
		"subscribeToStore",
		"trackDocumentVisibility",
		"trackHotKeyPress"
	],
	watch({ track, context, action }) {
		track([() => context.hash("toasts")], () => {
			queueMicrotask(() => {
				action(["collapsedIfEmpty", "setDismissableBranch"]);
			});
		});
	},
	exit: [
		"clearDismissableBranch",
		"clearLastFocusedEl",
		"clearMouseEventTimer"
	],
	on: {
		"DOC.HOTKEY": { actions: ["focusRegionEl"] },
		"REGION.BLUR": [
			{
				guard: and("isOverlapping", "isPointerOut"),
				target: "overlap",
				actions: [
					"collapseToasts",
					"resumeToasts",
					"restoreFocusIfPointerOut"
				]
			},
			{
				guard: "isPointerOut",
				target: "stack",
				actions: ["resumeToasts", "restoreFocusIfPointerOut"]
			},
			{ actions: ["clearFocusWithin"] }
		],
		"TOAST.REMOVE": { actions: [
			"removeToast",
			"removeHeight",
			"ignoreMouseEventsTemporarily"
		] },
		"TOAST.PAUSE": { actions: ["pauseToasts"] }
	},
	states: {
		stack: { on: {
			"REGION.POINTER_LEAVE": [{
				guard: "isOverlapping",
				target: "overlap",
				actions: [
					"clearPointerWithin",
					"resumeToasts",
					"collapseToasts"
				]
			}, { actions: ["clearPointerWithin", "resumeToasts"] }],
			"REGION.OVERLAP": {
				target: "overlap",
				actions: ["collapseToasts"]
			},
			"REGION.FOCUS": { actions: ["setLastFocusedEl", "pauseToasts"] },
			"REGION.POINTER_ENTER": { actions: ["setPointerWithin", "pauseToasts"] }
		} },
		overlap: { on: {
			"REGION.STACK": {
				target: "stack",
				actions: ["expandToasts"]
			},
			"REGION.POINTER_ENTER": {
				target: "stack",
				actions: [
					"setPointerWithin",
					"pauseToasts",
					"expandToasts"
				]
			},
			"REGION.FOCUS": {
				target: "stack",
				actions: [
					"setLastFocusedEl",
					"pauseToasts",
					"expandToasts"
				]
			}
		} }
	},
	implementations: {
		guards: {
			isOverlapping: ({ computed }) => computed("overlap"),
			isPointerOut: ({ refs }) => !refs.get("isPointerWithin")
		},
		effects: {
			subscribeToStore({ context, prop }) {
				const store = prop("store");
				context.set("toasts", store.getVisibleToasts());
				return store.subscribe((toast) => {
					if (toast.dismiss) {
						context.set("toasts", (prev) => prev.filter((t) => t.id !== toast.id));
						return;
					}
					context.set("toasts", (prev) => {
						const index = prev.findIndex((t) => t.id === toast.id);
						if (index !== -1) return [
							...prev.slice(0, index),
							{
								...prev[index],
								...toast
							},
							...prev.slice(index + 1)
						];
						return [toast, ...prev];
					});
				});
			},
			trackHotKeyPress({ prop, send }) {
				const handleKeyDown = (event) => {
					const { hotkey } = prop("store").attrs;
					if (!hotkey.every((key) => event[key] || event.code === key)) return;
					send({ type: "DOC.HOTKEY" });
				};
				return addDomEvent(document, "keydown", handleKeyDown, { capture: true });
			},
			trackDocumentVisibility({ prop, send, scope }) {
				const { pauseOnPageIdle } = prop("store").attrs;
				if (!pauseOnPageIdle) return;
				const doc = scope.getDoc();
				return addDomEvent(doc, "visibilitychange", () => {
					send({ type: doc.visibilityState === "hidden" ? "PAUSE_ALL" : "RESUME_ALL" });
				});
			}
		},
		actions: {
			setDismissableBranch({ refs, context, computed, scope }) {
				const toasts = context.get("toasts");
				const placement = computed("placement");
				const hasToasts = toasts.length > 0;
				if (!hasToasts) {
					refs.get("dismissableCleanup")?.();
					return;
				}
				if (hasToasts && refs.get("dismissableCleanup")) return;
				const groupEl = () => getRegionEl(scope, placement);
				const cleanup = trackDismissableBranch(groupEl, { defer: true });
				refs.set("dismissableCleanup", cleanup);
			},
			clearDismissableBranch({ refs }) {
				refs.get("dismissableCleanup")?.();
			},
			focusRegionEl({ scope, computed }) {
				queueMicrotask(() => {
					getRegionEl(scope, computed("placement"))?.focus();
				});
			},
			pauseToasts({ prop }) {
				prop("store").pause();
			},
			resumeToasts({ prop }) {
				prop("store").resume();
			},
			expandToasts({ prop }) {
				prop("store").expand();
			},
			collapseToasts({ prop }) {
				prop("store").collapse();
			},
			removeToast({ prop, event }) {
				prop("store").remove(event.id);
			},
			removeHeight({ event, context }) {
				if (event?.id == null) return;
				queueMicrotask(() => {
					context.set("heights", (heights) => heights.filter((height) => height.id !== event.id));
				});
			},
			collapsedIfEmpty({ send, computed }) {
				if (!computed("overlap") || computed("count") > 1) return;
				send({ type: "REGION.OVERLAP" });
			},
			setLastFocusedEl({ refs, event }) {
				if (refs.get("isFocusWithin") || !event.target) return;
				refs.set("isFocusWithin", true);
				refs.set("lastFocusedEl", event.target);
			},
			restoreFocusIfPointerOut({ refs }) {
				if (!refs.get("lastFocusedEl") || refs.get("isPointerWithin")) return;
				refs.get("lastFocusedEl")?.focus({ preventScroll: true });
				refs.set("lastFocusedEl", null);
				refs.set("isFocusWithin", false);
			},
			setPointerWithin({ refs }) {
				refs.set("isPointerWithin", true);
			},
			clearPointerWithin({ refs }) {
				refs.set("isPointerWithin", false);
				if (refs.get("lastFocusedEl") && !refs.get("isFocusWithin")) {
					refs.get("lastFocusedEl")?.focus({ preventScroll: true });
					refs.set("lastFocusedEl", null);
				}
			},
			clearFocusWithin({ refs }) {
				refs.set("isFocusWithin", false);
			},
			clearLastFocusedEl({ refs }) {
				if (!refs.get("lastFocusedEl")) return;
				refs.get("lastFocusedEl")?.focus({ preventScroll: true });
				refs.set("lastFocusedEl", null);
				refs.set("isFocusWithin", false);
			},
			ignoreMouseEventsTemporarily({ refs }) {
				refs.get("ignoreMouseTimer").request();
			},
			clearMouseEventTimer({ refs }) {
				refs.get("ignoreMouseTimer").cancel();
			}
		}
	}
});
// ../../main/node_modules/@zag-js/toast/dist/toast.connect.mjs
var defaultTranslations = { closeTriggerLabel: "Dismiss notification" };
function connect(service, normalize) {
	const { state, send, prop, scope, context, computed } = service;
	const translations = mergeWithDefault(defaultTranslations, prop("translations"));
	const visible = state.hasTag("visible");
	const paused = state.hasTag("paused");
	const mounted = context.get("mounted");
	const frontmost = computed("frontmost");
	const placement = prop("parent").computed("placement");
	const type = prop("type");
	const stacked = prop("stacked");
	const title = prop("title");
	const description = prop("description");
	const action = prop("action");
	const [side, align = "center"] = placement.split("-");
	return {
		type,
		title,
		description,
		placement,
		visible,
		paused,
		closable: !!prop("closable"),
		pause() {
			send({ type: "PAUSE" });
		},
		resume() {
			send({ type: "RESUME" });
		},
		dismiss() {
			send({
				type: "DISMISS",
				src: "programmatic"
			});
		},
		getRootProps() {
			return normalize.element({
				...parts.root.attrs,
				dir: prop("dir"),
				id: getRootId(scope),
				"data-state": visible ? "open" : "closed",
				"data-type": type,
				"data-placement": placement,
				"data-align": align,
				"data-side": side,
				"data-mounted": dataAttr(mounted),
				"data-paused": dataAttr(paused),
				"data-first": dataAttr(frontmost),
				"data-sibling": dataAttr(!frontmost),
				"data-stack": dataAttr(stacked),
				"data-overlap": dataAttr(!stacked),
				role: "status",
				"aria-atomic": "true",
				"aria-describedby": description ? getDescriptionId(scope) : void 0,
				"aria-labelledby": title ? getTitleId(scope) : void 0,
				tabIndex: 0,
				style: getPlacementStyle(service, visible),
				onKeyDown(event) {
					if (event.defaultPrevented) return;
					if (event.key == "Escape") {
						send({
							type: "DISMISS",
							src: "keyboard"
						});
						event.preventDefault();
					}
				}
			});
		},
		getGhostBeforeProps() {
			return normalize.element({
				"data-ghost": "before",
				style: getGhostBeforeStyle(service, visible)
			});
		},
		getGhostAfterProps() {
			return normalize.element({
				"data-ghost": "after",
				style: getGhostAfterStyle()
			});
		},
		getTitleProps() {
			return normalize.element({
				...parts.title.attrs,
				id: getTitleId(scope)
			});
		},
		getDescriptionProps() {
			return normalize.element({
				...parts.description.attrs,
				id: getDescriptionId(scope)
			});
		},
		getActionTriggerProps() {
			return normalize.button({
				...parts.actionTrigger.attrs,
				type: "button",
				onClick(event) {
					if (event.defaultPrevented) return;
					action?.onClick?.();
					send({
						type: "DISMISS",
						src: "user"
					});
				}
			});
		},
		getCloseTriggerProps() {
			return normalize.button({
				id: getCloseTriggerId(scope),
				...parts.closeTrigger.attrs,
				type: "button",
				"aria-label": translations?.closeTriggerLabel,
				onClick(event) {
					if (event.defaultPrevented) return;
					send({
						type: "DISMISS",
						src: "user"
					});
				}
			});
		}
	};
}
// ../../main/node_modules/@zag-js/toast/dist/toast.machine.mjs
var { not } = createGuards();
var machine = createMachine$1({
	props({ props }) {
		ensureProps(props, [
			"id",
			"type",
			"parent",
			"removeDelay"
		], "toast");
		return {
			closable: true,
			...props,
			duration: getToastDuration(props.duration, props.type)
		};
	},
	initialState({ prop }) {
		return prop("type") === "loading" || prop("duration") === Infinity ? "visible:persist" : "visible";
	},
	context({ prop, bindable }) {
		return {
			remainingTime: bindable(() => ({ defaultValue: getToastDuration(prop("duration"), prop("type")) })),
			createdAt: bindable(() => ({ defaultValue: Date.now() })),
			mounted: bindable(() => ({ defaultValue: false })),
			initialHeight: bindable(() => ({ defaultValue: 0 }))
		};
	},
	refs() {
		return {
			closeTimerStartTime: Date.now(),
			lastCloseStartTimerStartTime: 0
		};
	},
	computed: {
		zIndex: ({ prop }) => {
			const toasts = prop("parent").context.get("toasts");
			const index = toasts.findIndex((toast) => toast.id === prop("id"));
			return toasts.length - index;
		},
		height: ({ prop }) => {
			return prop("parent").context.get("heights").find((height2) => height2.id === prop("id"))?.height ?? 0;
		},
		heightIndex: ({ prop }) => {
			return prop("parent").context.get("heights").findIndex((height) => height.id === prop("id"));
		},
		frontmost: ({ prop }) => prop("index") === 0,
		heightBefore: ({ prop }) => {
			const heights = prop("parent").context.get("heights");
			const heightIndex = heights.findIndex((height) => height.id === prop("id"));
			return heights.reduce((prev, curr, reducerIndex) => {
				if (reducerIndex >= heightIndex) return prev;
				return prev + curr.height;
			}, 0);
		},
		shouldPersist: ({ prop }) => prop("type") === "loading" || prop("duration") === Infinity
	},
	watch({ track, prop, send }) {
		track([() => prop("message")], () => {
			const message = prop("message");
			if (message) send({
				type: message,
				src: "programmatic"
			});
		});
		track([() => prop("type"), () => prop("duration")], () => {
			send({ type: "UPDATE" });
		});
	},
	on: {
		UPDATE: [{
			guard: "shouldPersist",
			target: "visible:persist",
			actions: ["resetCloseTimer"]
		}, {
			target: "visible:updating",
			actions: ["resetCloseTimer"]
		}],
		MEASURE: { actions: ["measureHeight"] }
	},
	entry: [
		"setMounted",
		"measureHeight",
		"invokeOnVisible"
	],
	effects: ["trackHeight"],
	states: {
		"visible:updating": {
			tags: ["visible", "updating"],
			effects: ["waitForNextTick"],
			on: { SHOW: { target: "visible" } }
		},
		"visible:persist": {
			tags: ["visible", "paused"],
			on: {
				RESUME: {
					guard: not("isLoadingType"),
					target: "visible",
					actions: ["setCloseTimer"]
				},
				DISMISS: { target: "dismissing" }
			}
		},
		visible: {
			tags: ["visible"],
			effects: ["waitForDuration"],
			on: {
				DISMISS: { target: "dismissing" },
				PAUSE: {
					target: "visible:persist",
					actions: ["syncRemainingTime"]
				}
			}
		},
		dismissing: {
			entry: ["invokeOnDismiss"],
			effects: ["waitForRemoveDelay"],
			on: { REMOVE: {
				target: "unmounted",
				actions: ["notifyParentToRemove"]
			} }
		},
		unmounted: { entry: ["invokeOnUnmount"] }
	},
	implementations: {
		effects: {
			waitForRemoveDelay({ prop, send }) {
				return setRafTimeout(() => {
					send({
						type: "REMOVE",
						src: "timer"
					});
				}, prop("removeDelay"));
			},
			waitForDuration({ send, context, computed }) {
				if (computed("shouldPersist")) return;
				return setRafTimeout(() => {
					send({
						type: "DISMISS",
						src: "timer"
					});
				}, context.get("remainingTime"));
			},
			waitForNextTick({ send }) {
				return setRafTimeout(() => {
					send({
						type: "SHOW",
						src: "timer"
					});
				}, 0);
			},
			trackHeight({ scope, prop }) {
				let cleanup;
				raf(() => {
					const rootEl = getRootEl(scope);
					if (!rootEl) return;
					const syncHeight = () => {
						const height = measureLayoutHeight(rootEl);
						const item = {
							id: prop("id"),
							height
						};
						setHeight(prop("parent"), item);
					};
					const observer = new (scope.getWin()).MutationObserver(syncHeight);
					observer.observe(rootEl, {
						childList: true,
						subtree: true,
						characterData: true
					});
					cleanup = () => observer.disconnect();
				});
				return () => cleanup?.();
			}
		},
		guards: {
			isLoadingType: ({ prop }) => prop("type") === "loading",
			shouldPersist: ({ computed }) => computed("shouldPersist")
		},
		actions: {
			setMounted({ context }) {
				raf(() => {
					context.set("mounted", true);
				});
			},
			measureHeight({ scope, prop, context }) {
				queueMicrotask(() => {
					const rootEl = getRootEl(scope);
					if (!rootEl) return;
					const height = measureLayoutHeight(rootEl);
					context.set("initialHeight", height);
					const item = {
						id: prop("id"),
						height
					};
					setHeight(prop("parent"), item);
				});
			},
			setCloseTimer({ refs }) {
				refs.set("closeTimerStartTime", Date.now());
			},
			resetCloseTimer({ context, refs, prop }) {
				refs.set("closeTimerStartTime", Date.now());
				context.set("remainingTime", getToastDuration(prop("duration"), prop("type")));
			},
			syncRemainingTime({ context, refs }) {
				context.set("remainingTime", (prev) => {
					const closeTimerStartTime = refs.get("closeTimerStartTime");
					const elapsedTime = Date.now() - closeTimerStartTime;
					refs.set("lastCloseStartTimerStartTime", Date.now());
					return prev - elapsedTime;
				});
			},
			notifyParentToRemove({ prop }) {
				prop("parent").send({
					type: "TOAST.REMOVE",
					id: prop("id")
				});
			},
			invokeOnDismiss({ prop, event }) {
				prop("onStatusChange")?.({
					status: "dismissing",
					src: event.src
				});
			},
			invokeOnUnmount({ prop }) {
				prop("onStatusChange")?.({ status: "unmounted" });
			},
			invokeOnVisible({ prop }) {
				prop("onStatusChange")?.({ status: "visible" });
			}
		}
	}
});
function measureLayoutHeight(el) {
	const prevHeight = el.style.height;
	el.style.height = "auto";
	const height = el.offsetHeight;
	el.style.height = prevHeight;
	return height;
}
function setHeight(parent, item) {
	const { id, height } = item;
	parent.context.set("heights", (prev) => {
		if (!prev.find((i) => i.id === id)) return [{
			id,
			height
		}, ...prev];
		else return prev.map((i) => i.id === id ? {
			...i,
			height
		} : i);
	});
}
// ../../main/node_modules/@zag-js/toast/dist/toast.store.mjs
var withDefaults = (options, defaults) => {
	return {
		...defaults,
		...compact(options)
	};
};
var priorities = {
	error: [1, 2],
	warning: [3, 6],
	loading: [4, 5],
	success: [5, 7],
	info: [6, 8]
};
var DEFAULT_TYPE = "info";
var getPriorityForType = (type, hasAction) => {
	const [actionable, nonActionable] = priorities[type ?? DEFAULT_TYPE];
	return hasAction ? actionable : nonActionable;
};
var sortToastsByPriority = (toastArray) => {
	return toastArray.sort((a, b) => {
		return (a.priority ?? getPriorityForType(a.type, !!a.action)) - (b.priority ?? getPriorityForType(b.type, !!b.action));
	});
};
function createToastStore(props = {}) {
	const attrs = withDefaults(props, {
		placement: "bottom",
		overlap: false,
		max: 24,
		gap: 16,
		offsets: "1rem",
		hotkey: ["altKey", "KeyT"],
		removeDelay: 200,
		pauseOnPageIdle: true
	});
	let subscribers = [];
	let toasts = [];
	let dismissedToasts = /* @__PURE__ */ new Set();
	let toastQueue = [];
	const subscribe = (subscriber) => {
		subscribers.push(subscriber);
		return () => {
			const index = subscribers.indexOf(subscriber);
			subscribers.splice(index, 1);
		};
	};
	const publish = (data) => {
		subscribers.forEach((subscriber) => subscriber(data));
		return data;
	};
	const addToast = (data) => {
		if (toasts.length >= attrs.max) {
			toastQueue.push(data);
			return;
		}
		publish(data);
		toasts.unshift(data);
	};
	const processQueue = () => {
		toastQueue = sortToastsByPriority(toastQueue);
		while (toastQueue.length > 0 && toasts.length < attrs.max) {
			const nextToast = toastQueue.shift();
			if (nextToast) {
				publish(nextToast);
				toasts.unshift(nextToast);
			}
		}
	};
	const create = (data) => {
		const id = data.id ?? `toast:${uuid()}`;
		const exists = toasts.find((toast) => toast.id === id);
		if (dismissedToasts.has(id)) dismissedToasts.delete(id);
		if (exists) toasts = toasts.map((toast) => {
			if (toast.id === id) return publish({
				...toast,
				...data,
				id
			});
			return toast;
		});
		else {
			const newToast = {
				id,
				duration: attrs.duration,
				removeDelay: attrs.removeDelay,
				type: DEFAULT_TYPE,
				...data,
				stacked: !attrs.overlap,
				gap: attrs.gap
			};
			const priority = newToast.priority ?? getPriorityForType(newToast.type, !!newToast.action);
			addToast({
				...newToast,
				priority
			});
		}
		return id;
	};
	const remove = (id) => {
		dismissedToasts.add(id);
		if (!id) {
			toasts.forEach((toast) => {
				subscribers.forEach((subscriber) => subscriber({
					id: toast.id,
					dismiss: true
				}));
			});
			toasts = [];
			toastQueue = [];
		} else {
			subscribers.forEach((subscriber) => subscriber({
				id,
				dismiss: true
			}));
			toasts = toasts.filter((toast) => toast.id !== id);
			processQueue();
		}
		return id;
	};
	const error = (data) => {
		return create({
			...data,
			type: "error"
		});
	};
	const success = (data) => {
		return create({
			...data,
			type: "success"
		});
	};
	const info = (data) => {
		return create({
			...data,
			type: "info"
		});
	};
	const warning = (data) => {
		return create({
			...data,
			type: "warning"
		});
	};
	const loading = (data) => {
		return create({
			...data,
			type: "loading"
		});
	};
	const getVisibleToasts = () => {
		return toasts.filter((toast) => !dismissedToasts.has(toast.id));
	};
	const getCount = () => {
		return toasts.length;
	};
	const promise = (promise2, options, shared = {}) => {
		if (!options || !options.loading) {
			warn("[zag-js > toast] toaster.promise() requires at least a 'loading' option to be specified");
			return;
		}
		const id = create({
			...shared,
			...options.loading,
			promise: promise2,
			type: "loading"
		});
		let removable = true;
		let result;
		const prom = runIfFn(promise2).then(async (response) => {
			result = ["resolve", response];
			if (isHttpResponse(response) && !response.ok) {
				removable = false;
				const errorOptions = runIfFn(options.error, `HTTP Error! status: ${response.status}`);
				create({
					...shared,
					...errorOptions,
					id,
					type: "error"
				});
			} else if (options.success !== void 0) {
				removable = false;
				const successOptions = runIfFn(options.success, response);
				create({
					...shared,
					...successOptions,
					id,
					type: successOptions.type ?? "success"
				});
			}
		}).catch(async (error2) => {
			result = ["reject", error2];
			if (options.error !== void 0) {
				removable = false;
				const errorOptions = runIfFn(options.error, error2);
				create({
					...shared,
					...errorOptions,
					id,
					type: "error"
				});
			}
		}).finally(() => {
			if (removable) remove(id);
			options.finally?.();
		});
		const unwrap = () => new Promise((resolve, reject) => prom.then(() => result[0] === "reject" ? reject(result[1]) : resolve(result[1])).catch(reject));
		return {
			id,
			unwrap
		};
	};
	const update = (id, data) => {
		return create({
			id,
			...data
		});
	};
	const pause = (id) => {
		if (id != null) toasts = toasts.map((toast) => {
			if (toast.id === id) return publish({
				...toast,
				message: "PAUSE"
			});
			return toast;
		});
		else toasts = toasts.map((toast) => publish({
			...toast,
			message: "PAUSE"
		}));
	};
	const resume = (id) => {
		if (id != null) toasts = toasts.map((toast) => {
			if (toast.id === id) return publish({
				...toast,
				message: "RESUME"
			});
			return toast;
		});
		else toasts = toasts.map((toast) => publish({
			...toast,
			message: "RESUME"
		}));
	};
	const dismiss = (id) => {
		if (id != null) toasts = toasts.map((toast) => {
			if (toast.id === id) return publish({
				...toast,
				message: "DISMISS"
			});
			return toast;
		});
		else toasts = toasts.map((toast) => publish({
			...toast,
			message: "DISMISS"
		}));
	};
	const isVisible = (id) => {
		return !dismissedToasts.has(id) && !!toasts.find((toast) => toast.id === id);
	};
	const isDismissed = (id) => {
		return dismissedToasts.has(id);
	};
	const expand = () => {
		toasts = toasts.map((toast) => publish({
			...toast,
			stacked: true
		}));
	};
	const collapse = () => {
		toasts = toasts.map((toast) => publish({
			...toast,
			stacked: false
		}));
	};
	return {
		attrs,
		subscribe,
		create,
		update,
		remove,
		dismiss,
		error,
		success,
		info,
		warning,
		loading,
		getVisibleToasts,
		getCount,
		promise,
		pause,
		resume,
		isVisible,
		isDismissed,
		expand,
		collapse
	};
}
var isHttpResponse = (data) => {
	return data && typeof data === "object" && "ok" in data && typeof data.ok === "boolean" && "status" in data && typeof data.status === "number";
};
// ../../main/node_modules/@zag-js/toast/dist/index.mjs
var group = {
	connect: groupConnect,
	machine: groupMachine
};
// ../../main/node_modules/@ark-ui/react/dist/components/toast/create-toaster.js
var createToaster = (props) => {
	return createToastStore(props);
};
// ../../main/node_modules/@ark-ui/react/dist/components/toast/use-toast-context.js
var [ToastProvider, useToastContext] = createContext$1({
	name: "ToastContext",
	hookName: "useToastContext",
	providerName: "<ToastProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/toast/toast-action-trigger.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var ToastActionTrigger$1 = (0, import_react.forwardRef)((props, ref) => {
	const toast = useToastContext();
	const mergedProps = mergeProps(toast.getActionTriggerProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.button, {
		...mergedProps,
		ref
	});
});
ToastActionTrigger$1.displayName = "ToastActionTrigger";
// ../../main/node_modules/@ark-ui/react/dist/components/toast/toast-close-trigger.js
var ToastCloseTrigger$1 = (0, import_react.forwardRef)((props, ref) => {
	const toast = useToastContext();
	const mergedProps = mergeProps(toast.getCloseTriggerProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.button, {
		...mergedProps,
		ref
	});
});
ToastCloseTrigger$1.displayName = "ToastCloseTrigger";
// ../../main/node_modules/@ark-ui/react/dist/components/toast/toast-context.js
var ToastContext = (props) => props.children(useToastContext());
// ../../main/node_modules/@ark-ui/react/dist/components/toast/toast-description.js
var ToastDescription$1 = (0, import_react.forwardRef)((props, ref) => {
	const toast = useToastContext();
	const mergedProps = mergeProps(toast.getDescriptionProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
ToastDescription$1.displayName = "ToastDescription";
// ../../main/node_modules/@ark-ui/react/dist/components/toast/toast-root.js
var ToastRoot$1 = (0, import_react.forwardRef)((props, ref) => {
	const toast = useToastContext();
	const mergedProps = mergeProps(toast.getRootProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		...mergedProps,
		ref,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { ...toast.getGhostBeforeProps() }),
			props.children,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { ...toast.getGhostAfterProps() })
		]
	});
});
ToastRoot$1.displayName = "ToastRoot";
// ../../main/node_modules/@ark-ui/react/dist/components/toast/toast-title.js
var ToastTitle$1 = (0, import_react.forwardRef)((props, ref) => {
	const toast = useToastContext();
	const mergedProps = mergeProps(toast.getTitleProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
ToastTitle$1.displayName = "ToastTitle";
// ../../main/node_modules/@ark-ui/react/dist/components/toast/toaster.js
var Toaster$1 = (0, import_react.forwardRef)((props, ref) => {
	const { toaster, children, ...localProps } = props;
	const locale = useLocaleContext();
	const env = useEnvironmentContext();
	const service = useMachine(group.machine, {
		store: toaster,
		id: (0, import_react.useId)(),
		dir: locale?.dir,
		getRootNode: env?.getRootNode
	});
	const api = group.connect(service, normalizeProps);
	const mergedProps = mergeProps(api.getGroupProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref,
		children: api.getToasts().map((toast, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToastActor, {
			value: toast,
			parent: service,
			index,
			children: (ctx) => children(ctx)
		}, toast.id))
	});
});
Toaster$1.displayName = "Toaster";
var ToastActor = (props) => {
	const env = useEnvironmentContext();
	const localProps = {
		...props.value,
		parent: props.parent,
		index: props.index,
		getRootNode: env.getRootNode
	};
	const api = connect(useMachine(machine, { ...localProps }), normalizeProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToastProvider, {
		value: api,
		children: props.children(props.value)
	});
};
ToastActor.displayName = "ToastActor";
// ../../main/node_modules/@ark-ui/react/dist/components/toast/toast.js
var toast_exports = /* @__PURE__ */ __exportAll({
	ActionTrigger: () => ToastActionTrigger$1,
	CloseTrigger: () => ToastCloseTrigger$1,
	Context: () => ToastContext,
	Description: () => ToastDescription$1,
	Root: () => ToastRoot$1,
	Title: () => ToastTitle$1
});
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/toast/toast.js
var { withProvider, withContext, useStyles: useToastStyles } = createSlotRecipeContext({ key: "toast" });
var Toaster$2 = chakra(Toaster$1, {}, { forwardAsChild: true });
var ToastRoot = withProvider(toast_exports.Root, "root", { forwardAsChild: true });
var ToastCloseTrigger = withContext(toast_exports.CloseTrigger, "closeTrigger", {
	forwardAsChild: true,
	defaultProps: { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseIcon, {}) }
});
var ToastTitle = withContext(toast_exports.Title, "title", { forwardAsChild: true });
var ToastDescription = withContext(toast_exports.Description, "description", { forwardAsChild: true });
withContext(toast_exports.ActionTrigger, "actionTrigger", { forwardAsChild: true });
var iconMap = {
	warning: WarningIcon,
	success: CheckCircleIcon,
	error: WarningIcon
};
var ToastIndicator = (0, import_react.forwardRef)(function ToastIndicator2(props, ref) {
	const { unstyled, ...restProps } = props;
	const api = useToastContext();
	const styles = useToastStyles();
	const Component = iconMap[api.type];
	if (!Component) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Component, {
		ref,
		...restProps,
		css: [!unstyled ? styles.indicator : void 0, props.css]
	});
});
// src/components/feedback/Toaster.tsx
/**
* The app's short notices ("Brand created successfully"): `toaster.create({ type, title })`
* from anywhere; the signed-in layout shows them (`<Toaster />`, mounted once). Success notices are
* read out politely; failures as alerts.
*/
var toaster = createToaster({
	placement: "bottom-end",
	pauseOnPageIdle: true,
	max: 4
});
function Toaster() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Portal, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toaster$2, {
		toaster,
		insetInline: { mdDown: "4" },
		children: (toast) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ToastRoot, {
			width: { md: "sm" },
			"data-testid": "toast",
			role: toast.type === "error" ? "alert" : "status",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToastIndicator, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "1",
					flex: "1",
					maxWidth: "100%",
					children: [toast.title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToastTitle, { children: toast.title }), toast.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToastDescription, { children: toast.description })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToastCloseTrigger, {})
			]
		})
	}) });
}
// src/components/feedback/notify.ts
/** What the change noticed is: one per row and verb ('brands update 12'); creating has no row yet. */
var changeId = (resource, verb, id) => id === void 0 ? `${resource} ${verb}` : `${resource} ${verb} ${id}`;
/**
* Notices of a change: 'Brand created successfully', 'Failed to create brand'… A notice about a
* change (`changeId`) takes the place of the earlier notice of the same change, so the success
* of a second attempt does not stand beside the failure of the first.
*/
var notify = {
	success: (title, change) => toaster.create({
		...about(change),
		type: "success",
		title,
		description: void 0,
		duration: 5e3,
		closable: false
	}),
	failure: (title, description, change) => toaster.create({
		...about(change),
		type: "error",
		title,
		description,
		duration: 8e3,
		closable: true
	})
};
var about = (change) => change === void 0 ? {} : { id: `change:${change}` };
/**
* Runs a change and notices how it went under its id: a failure is noticed and thrown on (the
* form shows the API's reasons), a success replaces the failure of an earlier attempt.
*/
async function withNotice(change, texts, run) {
	let result;
	try {
		result = await run();
	} catch (error) {
		notify.failure(texts.failure, void 0, change);
		throw error;
	}
	notify.success(typeof texts.success === "function" ? texts.success(result) : texts.success, change);
	return result;
}
export { Toaster as i, notify as n, withNotice as r, changeId as t };

//# sourceMappingURL=notify-D1W_bruy.js.map