import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { i as isFunction, o as isPlainObject, s as isString } from "./create-anatomy-Ca-Auh_-.js";
import { C as callAll, T as identity, d as isActiveElement, o as getActiveElement, s as getDocument } from "./create-split-props-D0rL9oRq.js";
import { dt as require_react_dom } from "../render.js";
// ../../main/node_modules/@zag-js/utils/dist/array.mjs
function toArray(v) {
	if (v == null) return [];
	return Array.isArray(v) ? v : [v];
}
var fromLength = (length) => Array.from(Array(length).keys());
var first = (v) => v[0];
var last = (v) => v[v.length - 1];
var add = (v, ...items) => v.concat(items);
var remove = (v, ...items) => v.filter((t) => !items.includes(t));
function nextIndex(v, idx, opts = {}) {
	const { step = 1, loop = true } = opts;
	const next2 = idx + step;
	const len = v.length;
	const last2 = len - 1;
	if (idx === -1) return step > 0 ? 0 : last2;
	if (next2 < 0) return loop ? last2 : 0;
	if (next2 >= len) return loop ? 0 : idx > len ? len : idx;
	return next2;
}
function next(v, idx, opts = {}) {
	return v[nextIndex(v, idx, opts)];
}
function prevIndex(v, idx, opts = {}) {
	const { step = 1, loop = true } = opts;
	return nextIndex(v, idx, {
		step: -step,
		loop
	});
}
function prev(v, index, opts = {}) {
	return v[prevIndex(v, index, opts)];
}
// ../../main/node_modules/@zag-js/utils/dist/object.mjs
function compact(obj) {
	if (!isPlainObject(obj) || obj === void 0) return obj;
	const keys2 = Reflect.ownKeys(obj).filter((key) => typeof key === "string");
	const filtered = {};
	for (const key of keys2) {
		const value = obj[key];
		if (value !== void 0) filtered[key] = compact(value);
	}
	return filtered;
}
function mergeWithDefault(defaults, overrides) {
	if (!overrides) return defaults;
	const result = { ...defaults };
	const source = overrides;
	for (const key in source) {
		const value = source[key];
		if (value !== void 0) result[key] = value;
	}
	return result;
}
// ../../main/node_modules/@zag-js/utils/dist/warning.mjs
function warn(...a) {
	a.length === 1 ? a[0] : a[1];
	a.length === 2 && a[0];
}
function invariant(...a) {
	a.length === 1 ? a[0] : a[1];
	a.length === 2 && a[0];
}
function ensure(c, m) {
	if (c == null) throw new Error(m());
}
function ensureProps(props, keys, scope) {
	let missingKeys = [];
	for (const key of keys) if (props[key] == null) missingKeys.push(key);
	if (missingKeys.length > 0) throw new Error(`[zag-js${scope ? ` > ${scope}` : ""}] missing required props: ${missingKeys.join(", ")}`);
}
// ../../main/node_modules/@zag-js/core/dist/state.mjs
var STATE_DELIMITER = ".";
var ABSOLUTE_PREFIX = "#";
var stateIndexCache = /* @__PURE__ */ new WeakMap();
var stateIdIndexCache = /* @__PURE__ */ new WeakMap();
function joinStatePath(parts) {
	return parts.join(STATE_DELIMITER);
}
function isAbsoluteStatePath(value) {
	return value.includes(STATE_DELIMITER);
}
function isExplicitAbsoluteStatePath(value) {
	return value.startsWith(ABSOLUTE_PREFIX);
}
function isChildTarget(value) {
	return value.startsWith(STATE_DELIMITER);
}
function stripAbsolutePrefix(value) {
	return isExplicitAbsoluteStatePath(value) ? value.slice(ABSOLUTE_PREFIX.length) : value;
}
function appendStatePath(base, segment) {
	return base ? `${base}${STATE_DELIMITER}${segment}` : segment;
}
function buildStateIndex(machine) {
	const index = /* @__PURE__ */ new Map();
	const idIndex = /* @__PURE__ */ new Map();
	const visit = (basePath, state) => {
		index.set(basePath, state);
		const stateId = state.id;
		if (stateId) {
			if (idIndex.has(stateId)) invariant(`[zag-js] Duplicate state id: "${stateId}"`);
			idIndex.set(stateId, basePath);
		}
		const childStates = state.states;
		if (!childStates) return;
		ensure(state.initial, () => `[zag-js] Compound state "${basePath}" has child states but no "initial" property`);
		if (!(state.initial in childStates)) invariant(`[zag-js] Compound state "${basePath}" has initial "${String(state.initial)}" which is not a child state`);
		for (const [childKey, childState] of Object.entries(childStates)) {
			if (!childState) continue;
			const childPath = appendStatePath(basePath, childKey);
			visit(childPath, childState);
		}
	};
	for (const [topKey, topState] of Object.entries(machine.states)) {
		if (!topState) continue;
		visit(topKey, topState);
	}
	return {
		index,
		idIndex
	};
}
function ensureStateIndex(machine) {
	const cached = stateIndexCache.get(machine);
	if (cached) return cached;
	const { index, idIndex } = buildStateIndex(machine);
	stateIndexCache.set(machine, index);
	stateIdIndexCache.set(machine, idIndex);
	return index;
}
function getStatePathById(machine, stateId) {
	ensureStateIndex(machine);
	return stateIdIndexCache.get(machine)?.get(stateId);
}
function toSegments(value) {
	if (!value) return [];
	return String(value).split(STATE_DELIMITER).filter(Boolean);
}
function getStateChain(machine, state) {
	if (!state) return [];
	const stateIndex = ensureStateIndex(machine);
	const segments = toSegments(state);
	const chain = [];
	const statePath = [];
	for (const segment of segments) {
		statePath.push(segment);
		const path = joinStatePath(statePath);
		const current = stateIndex.get(path);
		if (!current) break;
		chain.push({
			path,
			state: current
		});
	}
	return chain;
}
function resolveAbsoluteStateValue(machine, value) {
	const stateIndex = ensureStateIndex(machine);
	const segments = toSegments(value);
	if (!segments.length) return value;
	const resolved = [];
	for (const segment of segments) {
		resolved.push(segment);
		const path = joinStatePath(resolved);
		if (!stateIndex.has(path)) return value;
	}
	let resolvedPath = joinStatePath(resolved);
	let current = stateIndex.get(resolvedPath);
	while (current?.initial) {
		const nextPath = `${resolvedPath}${STATE_DELIMITER}${current.initial}`;
		const nextState = stateIndex.get(nextPath);
		if (!nextState) break;
		resolvedPath = nextPath;
		current = nextState;
	}
	return resolvedPath;
}
function hasStatePath(machine, value) {
	return ensureStateIndex(machine).has(value);
}
function resolveStateValue(machine, value, source) {
	const stateValue = String(value);
	if (isExplicitAbsoluteStatePath(stateValue)) {
		const stateId = stripAbsolutePrefix(stateValue);
		const statePath = getStatePathById(machine, stateId);
		ensure(statePath, () => `[zag-js] Unknown state id: "${stateId}"`);
		return resolveAbsoluteStateValue(machine, statePath);
	}
	if (isChildTarget(stateValue) && source) return resolveAbsoluteStateValue(machine, appendStatePath(source, stateValue.slice(1)));
	if (!isAbsoluteStatePath(stateValue) && source) {
		const sourceSegments = toSegments(source);
		for (let index = sourceSegments.length - 1; index >= 1; index--) {
			const candidate = appendStatePath(sourceSegments.slice(0, index).join(STATE_DELIMITER), stateValue);
			if (hasStatePath(machine, candidate)) return resolveAbsoluteStateValue(machine, candidate);
		}
		if (hasStatePath(machine, stateValue)) return resolveAbsoluteStateValue(machine, stateValue);
	}
	return resolveAbsoluteStateValue(machine, stateValue);
}
function findTransition(machine, state, eventType) {
	const chain = getStateChain(machine, state);
	for (let index = chain.length - 1; index >= 0; index--) {
		const transition = (chain[index]?.state.on)?.[eventType];
		if (transition) return {
			transitions: transition,
			source: chain[index]?.path
		};
	}
	return {
		transitions: machine.on?.[eventType],
		source: void 0
	};
}
function getExitEnterStates(machine, prevState, nextState, reenter) {
	const prevChain = prevState ? getStateChain(machine, prevState) : [];
	const nextChain = getStateChain(machine, nextState);
	let commonIndex = 0;
	while (commonIndex < prevChain.length && commonIndex < nextChain.length && prevChain[commonIndex]?.path === nextChain[commonIndex]?.path) commonIndex += 1;
	let exiting = prevChain.slice(commonIndex).reverse();
	let entering = nextChain.slice(commonIndex);
	const sameLeaf = prevChain[prevChain.length - 1]?.path === nextChain[nextChain.length - 1]?.path;
	if (reenter && sameLeaf) {
		exiting = prevChain.slice().reverse();
		entering = nextChain;
	}
	return {
		exiting,
		entering
	};
}
function matchesState(current, value) {
	if (!current) return false;
	return current === value || current.startsWith(`${value}${STATE_DELIMITER}`);
}
function hasTag(machine, state, tag) {
	return getStateChain(machine, state).some((item) => item.state.tags?.includes(tag));
}
// ../../main/node_modules/@zag-js/core/dist/create-machine.mjs
function createGuards() {
	return {
		and: (...guards) => {
			return function andGuard(params) {
				return guards.every((str) => params.guard(str));
			};
		},
		or: (...guards) => {
			return function orGuard(params) {
				return guards.some((str) => params.guard(str));
			};
		},
		not: (guard) => {
			return function notGuard(params) {
				return !params.guard(guard);
			};
		}
	};
}
function createMachine(config) {
	ensureStateIndex(config);
	return config;
}
function setup() {
	return {
		guards: createGuards(),
		createMachine: (config) => {
			return createMachine(config);
		},
		choose: (transitions) => {
			return function chooseFn({ choose }) {
				return choose(transitions)?.actions;
			};
		}
	};
}
// ../../main/node_modules/@zag-js/core/dist/types.mjs
var MachineStatus = /* @__PURE__ */ ((MachineStatus2) => {
	MachineStatus2["NotStarted"] = "Not Started";
	MachineStatus2["Started"] = "Started";
	MachineStatus2["Stopped"] = "Stopped";
	return MachineStatus2;
})(MachineStatus || {});
var INIT_STATE = "__init__";
// ../../main/node_modules/@zag-js/dom-query/dist/chunk-QZ7TP4HQ.mjs
var __defProp = Object.defineProperty;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);
// ../../main/node_modules/@zag-js/dom-query/dist/platform.mjs
var isDom = () => typeof document !== "undefined";
function getPlatform() {
	return navigator.userAgentData?.platform ?? navigator.platform;
}
function getUserAgent() {
	const ua2 = navigator.userAgentData;
	if (ua2 && Array.isArray(ua2.brands)) return ua2.brands.map(({ brand, version }) => `${brand}/${version}`).join(" ");
	return navigator.userAgent;
}
var pt = (v) => isDom() && v.test(getPlatform());
var ua = (v) => isDom() && v.test(getUserAgent());
var vn = (v) => isDom() && v.test(navigator.vendor);
var IPHONE_REGEX = /^iPhone/i;
var IPAD_REGEX = /^iPad/i;
var MAC_REGEX = /^Mac/i;
var APPLE_VENDOR_REGEX = /apple/i;
var FIREFOX_REGEX = /Firefox/i;
var ANDROID_REGEX = /Android/i;
var isTouchDevice = () => isDom() && !!navigator.maxTouchPoints;
var isIPhone = () => pt(IPHONE_REGEX);
var isIPad = () => pt(IPAD_REGEX) || isMac() && navigator.maxTouchPoints > 1;
var isIos = () => isIPhone() || isIPad();
var isApple = () => isMac() || isIos();
var isMac = () => pt(MAC_REGEX);
var isSafari = () => isApple() && vn(APPLE_VENDOR_REGEX);
var isFirefox = () => ua(FIREFOX_REGEX);
var isAndroid = () => ua(ANDROID_REGEX);
// ../../main/node_modules/@zag-js/dom-query/dist/event.mjs
function getBeforeInputValue(event) {
	const { selectionStart, selectionEnd, value } = event.currentTarget;
	const data = event.data;
	return value.slice(0, selectionStart) + (data ?? "") + value.slice(selectionEnd);
}
function getComposedPath(event) {
	return event.composedPath?.() ?? event.nativeEvent?.composedPath?.();
}
function getEventTarget(event) {
	return getComposedPath(event)?.[0] ?? event.target;
}
function isOpeningInNewTab(event) {
	const element = event.currentTarget;
	if (!element) return false;
	if (!element.matches("a[href], button[type='submit'], input[type='submit']")) return false;
	const isMiddleClick = event.button === 1;
	const isModKeyClick = isCtrlOrMetaKey(event);
	return isMiddleClick || isModKeyClick;
}
function isDownloadingEvent(event) {
	const element = event.currentTarget;
	if (!element) return false;
	const localName = element.localName;
	if (!event.altKey) return false;
	if (localName === "a") return true;
	if (localName === "button" && element.type === "submit") return true;
	if (localName === "input" && element.type === "submit") return true;
	return false;
}
function isComposingEvent(event) {
	return getNativeEvent(event).isComposing || event.keyCode === 229;
}
function isCtrlOrMetaKey(e) {
	if (isMac()) return e.metaKey;
	return e.ctrlKey;
}
function isPrintableKey(e) {
	return e.key.length === 1 && !e.ctrlKey && !e.metaKey;
}
function isVirtualClick(e) {
	if (e.pointerType === "" && e.isTrusted) return true;
	if (isAndroid() && e.pointerType) return e.type === "click" && e.buttons === 1;
	return e.detail === 0 && !e.pointerType;
}
var isLeftClick = (e) => e.button === 0;
var isContextMenuEvent = (e) => {
	return e.button === 2 || isMac() && e.ctrlKey && e.button === 0;
};
var isModifierKey = (e) => e.ctrlKey || e.altKey || e.metaKey;
var isTouchEvent = (event) => "touches" in event && event.touches.length > 0;
var keyMap = {
	Up: "ArrowUp",
	Down: "ArrowDown",
	Esc: "Escape",
	" ": "Space",
	",": "Comma",
	Left: "ArrowLeft",
	Right: "ArrowRight"
};
var rtlKeyMap = {
	ArrowLeft: "ArrowRight",
	ArrowRight: "ArrowLeft"
};
function getEventKey(event, options = {}) {
	const { dir = "ltr", orientation = "horizontal" } = options;
	let key = event.key;
	key = keyMap[key] ?? key;
	if (dir === "rtl" && orientation === "horizontal" && key in rtlKeyMap) key = rtlKeyMap[key];
	return key;
}
function getNativeEvent(event) {
	return event.nativeEvent ?? event;
}
function getEventPoint(event, type = "client") {
	const point = isTouchEvent(event) ? event.touches[0] || event.changedTouches[0] : event;
	return {
		x: point[`${type}X`],
		y: point[`${type}Y`]
	};
}
var addDomEvent = (target, eventName, handler, options) => {
	const node = typeof target === "function" ? target() : target;
	node?.addEventListener(eventName, handler, options);
	return () => {
		node?.removeEventListener(eventName, handler, options);
	};
};
// ../../main/node_modules/@zag-js/dom-query/dist/raf.mjs
var AnimationFrame = class _AnimationFrame {
	constructor() {
		__publicField(this, "id", null);
		__publicField(this, "fn_cleanup");
		__publicField(this, "cleanup", () => {
			this.cancel();
		});
	}
	static create() {
		return new _AnimationFrame();
	}
	request(fn) {
		this.cancel();
		this.id = globalThis.requestAnimationFrame(() => {
			this.id = null;
			this.fn_cleanup = fn?.();
		});
	}
	cancel() {
		if (this.id !== null) {
			globalThis.cancelAnimationFrame(this.id);
			this.id = null;
		}
		this.fn_cleanup?.();
		this.fn_cleanup = void 0;
	}
	isActive() {
		return this.id !== null;
	}
};
function raf(fn) {
	const frame = AnimationFrame.create();
	frame.request(fn);
	return frame.cleanup;
}
function nextTick(fn) {
	const set = /* @__PURE__ */ new Set();
	function raf2(fn2) {
		const id = globalThis.requestAnimationFrame(fn2);
		set.add(() => globalThis.cancelAnimationFrame(id));
	}
	raf2(() => raf2(fn));
	return function cleanup() {
		set.forEach((fn2) => fn2());
	};
}
function queueBeforeEvent(el, type, cb) {
	const cancelTimer = raf(() => {
		el.removeEventListener(type, exec, true);
		cb();
	});
	const exec = () => {
		cancelTimer();
		cb();
	};
	el.addEventListener(type, exec, {
		once: true,
		capture: true
	});
	return cancelTimer;
}
// ../../main/node_modules/@zag-js/dom-query/dist/query.mjs
function queryAll(root, selector) {
	return Array.from(root?.querySelectorAll(selector) ?? []);
}
var defaultItemToId = (v) => v.id;
function itemById(v, id, itemToId = defaultItemToId) {
	return v.find((item) => itemToId(item) === id);
}
function indexOfId(v, id, itemToId = defaultItemToId) {
	const item = itemById(v, id, itemToId);
	return item ? v.indexOf(item) : -1;
}
function nextById(v, id, loop = true) {
	let idx = indexOfId(v, id);
	idx = loop ? (idx + 1) % v.length : Math.min(idx + 1, v.length - 1);
	return v[idx];
}
function prevById(v, id, loop = true) {
	let idx = indexOfId(v, id);
	if (idx === -1) return loop ? v[v.length - 1] : null;
	idx = loop ? (idx - 1 + v.length) % v.length : Math.max(0, idx - 1);
	return v[idx];
}
// ../../main/node_modules/@zag-js/core/dist/scope.mjs
function createScope(props) {
	const getRootNode = () => props.getRootNode?.() ?? document;
	const getDoc = () => getDocument(getRootNode());
	const getWin = () => getDoc().defaultView ?? window;
	const getActiveElementFn = () => getActiveElement(getRootNode());
	const getById = (id) => getRootNode().getElementById(id);
	return {
		...props,
		getRootNode,
		getDoc,
		getWin,
		getActiveElement: getActiveElementFn,
		isActiveElement,
		getById
	};
}
// ../../main/node_modules/@zag-js/react/dist/use-layout-effect.mjs
var import_react_dom = require_react_dom();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var useSafeLayoutEffect = typeof globalThis.document !== "undefined" ? import_react.useLayoutEffect : import_react.useEffect;
// ../../main/node_modules/@zag-js/react/dist/bindable.mjs
function useBindable(props) {
	const initial = props().value ?? props().defaultValue;
	const eq = props().isEqual ?? Object.is;
	const [initialValue] = (0, import_react.useState)(initial);
	const [value, setValue] = (0, import_react.useState)(initialValue);
	const controlled = props().value !== void 0;
	const valueRef = (0, import_react.useRef)(value);
	valueRef.current = controlled ? props().value : value;
	const prevValue = (0, import_react.useRef)(valueRef.current);
	useSafeLayoutEffect(() => {
		prevValue.current = valueRef.current;
	}, [value, props().value]);
	const setFn = (value2) => {
		const prev = prevValue.current;
		const next = isFunction(value2) ? value2(prev) : value2;
		if (props().debug) console.log(`[bindable > ${props().debug}] setValue`, {
			next,
			prev
		});
		if (!controlled) setValue(next);
		if (!eq(next, prev)) props().onChange?.(next, prev);
	};
	function get() {
		return controlled ? props().value : value;
	}
	return {
		initial: initialValue,
		ref: valueRef,
		get,
		set(value2) {
			(props().sync ? import_react_dom.flushSync : identity)(() => setFn(value2));
		},
		invoke(nextValue, prevValue2) {
			props().onChange?.(nextValue, prevValue2);
		},
		hash(value2) {
			return props().hash?.(value2) ?? String(value2);
		}
	};
}
useBindable.cleanup = (fn) => {
	(0, import_react.useEffect)(() => fn, []);
};
useBindable.ref = (defaultValue) => {
	const value = (0, import_react.useRef)(defaultValue);
	return {
		get: () => value.current,
		set: (next) => {
			value.current = next;
		}
	};
};
// ../../main/node_modules/@zag-js/react/dist/stable.mjs
function useConst(factory) {
	const ref = (0, import_react.useRef)(void 0);
	if (ref.current === void 0) ref.current = factory();
	return ref.current;
}
function useStableFn(fn) {
	const ref = (0, import_react.useRef)(fn);
	ref.current = fn;
	return (0, import_react.useMemo)(() => {
		return ((...args) => ref.current(...args));
	}, []);
}
// ../../main/node_modules/@zag-js/react/dist/refs.mjs
function useRefs(refs) {
	const ref = (0, import_react.useRef)(refs);
	return useConst(() => ({
		get(key) {
			return ref.current[key];
		},
		set(key, value) {
			ref.current[key] = value;
		}
	}));
}
// ../../main/node_modules/@zag-js/react/dist/track.mjs
var useTrack = (deps, effect) => {
	const render = (0, import_react.useRef)(false);
	const called = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		if (render.current && called.current) return effect();
		called.current = true;
	}, [...(deps ?? []).map((d) => typeof d === "function" ? d() : d)]);
	(0, import_react.useEffect)(() => {
		render.current = true;
		return () => {
			render.current = false;
		};
	}, []);
};
// ../../main/node_modules/@zag-js/react/dist/machine.mjs
function useMachine(machine, userProps = {}) {
	const scope = (0, import_react.useMemo)(() => {
		const { id, ids, getRootNode } = userProps;
		return createScope({
			id,
			ids,
			getRootNode
		});
	}, [userProps]);
	const debug = (...args) => {
		if (machine.debug) console.log(...args);
	};
	const prop = useProp(machine.props?.({
		props: compact(userProps),
		scope
	}) ?? userProps);
	const context = machine.context?.({
		prop,
		bindable: useBindable,
		scope,
		flush,
		getContext() {
			return ctx;
		},
		getComputed() {
			return computed;
		},
		getRefs() {
			return refs;
		},
		getEvent() {
			return getEvent();
		}
	});
	const contextRef = useLiveRef(context);
	const ctx = useConst(() => ({
		get(key) {
			return contextRef.current?.[key].ref.current;
		},
		set(key, value) {
			contextRef.current?.[key].set(value);
		},
		initial(key) {
			return contextRef.current?.[key].initial;
		},
		hash(key) {
			const current = contextRef.current?.[key].get();
			return contextRef.current?.[key].hash(current);
		}
	}));
	const effects = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const transitionRef = (0, import_react.useRef)(null);
	const previousEventRef = (0, import_react.useRef)(null);
	const eventRef = (0, import_react.useRef)({ type: "" });
	const getEvent = () => ({
		...eventRef.current,
		current() {
			return eventRef.current;
		},
		previous() {
			return previousEventRef.current;
		}
	});
	const getState = () => ({
		...state,
		matches(...values) {
			return values.some((value) => matchesState(state.ref.current, value));
		},
		hasTag(tag) {
			return hasTag(machine, state.ref.current, tag);
		}
	});
	const refs = useRefs(machine.refs?.({
		prop,
		context: ctx
	}) ?? {});
	const send = useStableFn((event) => {
		queueMicrotask(() => {
			if (statusRef.current !== MachineStatus.Started) return;
			previousEventRef.current = eventRef.current;
			eventRef.current = event;
			const currentState = getCurrentState();
			const { transitions, source } = findTransition(machine, currentState, event.type);
			const transition = choose(transitions);
			if (!transition) return;
			transitionRef.current = transition;
			const target = resolveStateValue(machine, transition.target ?? currentState, source);
			debug("transition", event.type, transition.target || currentState, `(${transition.actions})`);
			if (target !== currentState) (0, import_react_dom.flushSync)(() => state.set(target));
			else if (transition.reenter) state.invoke(currentState, currentState);
			else action(transition.actions ?? []);
		});
	});
	const computed = useStableFn((key) => {
		ensure(machine.computed, () => `[zag-js] No computed object found on machine`);
		const fn = machine.computed[key];
		return fn({
			context: ctx,
			event: getEvent(),
			prop,
			refs,
			scope,
			computed
		});
	});
	const getParams = () => ({
		state: getState(),
		context: ctx,
		event: getEvent(),
		prop,
		send,
		action,
		guard,
		track: useTrack,
		refs,
		computed,
		flush,
		scope,
		choose
	});
	const action = (keys) => {
		const strs = isFunction(keys) ? keys(getParams()) : keys;
		if (!strs) return;
		const fns = strs.map((s) => {
			const fn = machine.implementations?.actions?.[s];
			if (!fn) warn(`[zag-js] No implementation found for action "${JSON.stringify(s)}"`);
			return fn;
		});
		for (const fn of fns) fn?.(getParams());
	};
	const guard = (str) => {
		if (isFunction(str)) return str(getParams());
		const fn = machine.implementations?.guards?.[str];
		if (!fn) warn(`[zag-js] No implementation found for guard "${JSON.stringify(str)}"`);
		return fn?.(getParams());
	};
	const effect = (keys) => {
		const strs = isFunction(keys) ? keys(getParams()) : keys;
		if (!strs) return;
		const fns = strs.map((s) => {
			const fn = machine.implementations?.effects?.[s];
			if (!fn) warn(`[zag-js] No implementation found for effect "${JSON.stringify(s)}"`);
			return fn;
		});
		const cleanups = [];
		for (const fn of fns) {
			const cleanup = fn?.(getParams());
			if (cleanup) cleanups.push(cleanup);
		}
		return () => cleanups.forEach((fn) => fn?.());
	};
	const choose = (transitions) => {
		return toArray(transitions).find((t) => {
			let result = !t.guard;
			if (isString(t.guard)) result = !!guard(t.guard);
			else if (isFunction(t.guard)) result = t.guard(getParams());
			return result;
		});
	};
	const state = useBindable(() => ({
		defaultValue: resolveStateValue(machine, machine.initialState({ prop })),
		onChange(nextState, prevState) {
			const { exiting, entering } = getExitEnterStates(machine, prevState, nextState, transitionRef.current?.reenter);
			exiting.forEach((item) => {
				effects.current.get(item.path)?.();
				effects.current.delete(item.path);
			});
			exiting.forEach((item) => {
				action(item.state?.exit);
			});
			action(transitionRef.current?.actions);
			entering.forEach((item) => {
				const cleanup = effect(item.state?.effects);
				if (cleanup) {
					const existing = effects.current.get(item.path);
					effects.current.set(item.path, existing ? callAll(existing, cleanup) : cleanup);
				}
			});
			if (prevState === "__init__") {
				action(machine.entry);
				const cleanup = effect(machine.effects);
				if (cleanup) {
					const existing = effects.current.get(INIT_STATE);
					effects.current.set(INIT_STATE, existing ? callAll(existing, cleanup) : cleanup);
				}
			}
			entering.forEach((item) => {
				action(item.state?.entry);
			});
		}
	}));
	const hydratedStateRef = (0, import_react.useRef)(void 0);
	const statusRef = (0, import_react.useRef)(MachineStatus.NotStarted);
	const getStatus = useStableFn(() => statusRef.current);
	useSafeLayoutEffect(() => {
		queueMicrotask(() => {
			const started = statusRef.current === MachineStatus.Started;
			statusRef.current = MachineStatus.Started;
			debug(started ? "rehydrating..." : "initializing...");
			const initialState = hydratedStateRef.current ?? state.initial;
			state.invoke(initialState, started ? state.get() : INIT_STATE);
		});
		const fns = effects.current;
		return () => {
			const currentState = getCurrentState();
			debug("unmounting...");
			hydratedStateRef.current = currentState;
			statusRef.current = MachineStatus.Stopped;
			fns.forEach((fn) => fn?.());
			effects.current = /* @__PURE__ */ new Map();
			transitionRef.current = null;
			queueMicrotask(() => {
				action(machine.exit);
				statusRef.current = MachineStatus.Stopped;
			});
		};
	}, []);
	const getCurrentState = () => {
		if ("ref" in state) return state.ref.current;
		return state.get();
	};
	machine.watch?.(getParams());
	return {
		state: getState(),
		send,
		context: ctx,
		prop,
		scope,
		refs,
		computed,
		event: getEvent(),
		getStatus
	};
}
function useLiveRef(value) {
	const ref = (0, import_react.useRef)(value);
	ref.current = value;
	return ref;
}
function useProp(value) {
	const ref = useLiveRef(value);
	return useStableFn(function get(key) {
		return ref.current[key];
	});
}
function flush(fn) {
	queueMicrotask(() => {
		(0, import_react_dom.flushSync)(() => fn());
	});
}
// ../../main/node_modules/@zag-js/types/dist/prop-types.mjs
function createNormalizer(fn) {
	return new Proxy({}, { get(_target, key) {
		if (key === "style") return (props) => {
			return fn({ style: props }).style;
		};
		return fn;
	} });
}
// ../../main/node_modules/@zag-js/react/dist/normalize-props.mjs
var normalizeProps = createNormalizer((v) => v);
export { isSafari as A, add as B, isModifierKey as C, isFirefox as D, isVirtualClick as E, ensureProps as F, prev as G, fromLength as H, invariant as I, remove as K, warn as L, createGuards as M, createMachine as N, isIos as O, setup as P, compact as R, isLeftClick as S, isPrintableKey as T, last as U, first as V, next as W, getEventTarget as _, itemById as a, isContextMenuEvent as b, queryAll as c, queueBeforeEvent as d, raf as f, getEventPoint as g, getEventKey as h, indexOfId as i, isTouchDevice as j, isMac as k, AnimationFrame as l, getBeforeInputValue as m, useMachine as n, nextById as o, addDomEvent as p, defaultItemToId as r, prevById as s, normalizeProps as t, nextTick as u, getNativeEvent as v, isOpeningInNewTab as w, isDownloadingEvent as x, isComposingEvent as y, mergeWithDefault as z };

//# sourceMappingURL=normalize-props-Bwbrh0EN.js.map