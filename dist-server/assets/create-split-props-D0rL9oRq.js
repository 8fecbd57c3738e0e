import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { n as createContext$1, s as isString } from "./create-anatomy-Ca-Auh_-.js";
import { a as isObject } from "./shared-DiO5qnp4.js";
// ../../main/node_modules/@zag-js/utils/dist/functions.mjs
var runIfFn = (v, ...a) => {
	return (typeof v === "function" ? v(...a) : v) ?? void 0;
};
var cast = (v) => v;
var identity = (v) => v();
var noop = () => {};
var callAll = (...fns) => (...a) => {
	fns.forEach(function(fn) {
		fn?.(...a);
	});
};
var uuid = /* @__PURE__ */ (() => {
	let id = 0;
	return () => {
		id++;
		return id.toString(36);
	};
})();
// ../../main/node_modules/@ark-ui/react/dist/providers/environment/use-environment-context.js
var [EnvironmentContextProvider, useEnvironmentContext] = createContext$1({
	name: "EnvironmentContext",
	hookName: "useEnvironmentContext",
	providerName: "<EnvironmentProvider />",
	strict: false,
	defaultValue: {
		getRootNode: () => document,
		getDocument: () => document,
		getWindow: () => window
	}
});
// ../../main/node_modules/@ark-ui/react/dist/utils/compose-refs.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function composeRefs(...refs) {
	return (node) => {
		const cleanUps = [];
		let hasCustomCleanUp = false;
		for (const ref of refs) if (typeof ref === "function") {
			const cb = ref(node);
			if (typeof cb === "function") {
				hasCustomCleanUp = true;
				cleanUps.push(cb);
			} else cleanUps.push(() => ref(null));
		} else if (ref) {
			ref.current = node;
			cleanUps.push(() => {
				ref.current = null;
			});
		}
		if (hasCustomCleanUp) return () => {
			for (const cleanUp of cleanUps) cleanUp();
		};
	};
}
function useComposedRefs(...refs) {
	return (0, import_react.useCallback)(composeRefs(...refs), refs);
}
// ../../main/node_modules/@zag-js/core/dist/merge-props.mjs
var clsx = (...args) => args.map((str) => str?.trim?.()).filter(Boolean).join(" ");
var ownedBy = (...args) => Array.from(new Set(clsx(...args).split(/\s+/).filter(Boolean))).join(" ");
var CSS_REGEX = /((?:--)?(?:\w+-?)+)\s*:\s*([^;]*)/g;
var serialize = (style) => {
	const res = {};
	let match;
	while (match = CSS_REGEX.exec(style)) res[match[1]] = match[2];
	return res;
};
var css = (a, b) => {
	if (isString(a)) {
		if (isString(b)) return `${a};${b}`;
		a = serialize(a);
	} else if (isString(b)) b = serialize(b);
	return Object.assign({}, a ?? {}, b ?? {});
};
function mergeProps(...args) {
	let result = {};
	for (let props of args) {
		if (!props) continue;
		for (let key in result) {
			if (key.startsWith("on") && typeof result[key] === "function" && typeof props[key] === "function") {
				result[key] = callAll(props[key], result[key]);
				continue;
			}
			if (key === "className" || key === "class") {
				result[key] = clsx(result[key], props[key]);
				continue;
			}
			if (key === "style") {
				result[key] = css(result[key], props[key]);
				continue;
			}
			if (key === "data-ownedby") {
				result[key] = ownedBy(result[key], props[key]);
				continue;
			}
			result[key] = props[key] !== void 0 ? props[key] : result[key];
		}
		for (let key in props) if (result[key] === void 0) result[key] = props[key];
		const symbols = Object.getOwnPropertySymbols(props);
		for (let symbol of symbols) result[symbol] = props[symbol];
	}
	return result;
}
// ../../main/node_modules/@zag-js/dom-query/dist/node.mjs
var ELEMENT_NODE = 1;
var DOCUMENT_NODE = 9;
var DOCUMENT_FRAGMENT_NODE = 11;
var isHTMLElement = (el) => isObject(el) && el.nodeType === ELEMENT_NODE && typeof el.nodeName === "string";
var isDocument = (el) => isObject(el) && el.nodeType === DOCUMENT_NODE;
var isWindow = (el) => isObject(el) && el === el.window;
var getNodeName = (node) => {
	if (isHTMLElement(node)) return node.localName || "";
	return "#document";
};
function isRootElement(node) {
	return [
		"html",
		"body",
		"#document"
	].includes(getNodeName(node));
}
var isNode = (el) => isObject(el) && el.nodeType !== void 0;
var isShadowRoot = (el) => isNode(el) && el.nodeType === DOCUMENT_FRAGMENT_NODE && "host" in el;
var isInputElement = (el) => isHTMLElement(el) && el.localName === "input";
var isAnchorElement = (el) => !!el?.matches("a[href]");
var isElementVisible = (el) => {
	if (!isHTMLElement(el)) return false;
	return el.offsetWidth > 0 || el.offsetHeight > 0 || el.getClientRects().length > 0;
};
function isActiveElement(element) {
	if (!element) return false;
	return getActiveElement(element.getRootNode()) === element;
}
var TEXTAREA_SELECT_REGEX = /(textarea|select)/;
function isEditableElement(el) {
	if (el == null || !isHTMLElement(el)) return false;
	try {
		return isInputElement(el) && el.selectionStart != null || TEXTAREA_SELECT_REGEX.test(el.localName) || el.isContentEditable || el.getAttribute("contenteditable") === "true" || el.getAttribute("contenteditable") === "";
	} catch {
		return false;
	}
}
function contains(parent, child) {
	if (!parent || !child) return false;
	if (!isHTMLElement(parent) || !isNode(child)) return false;
	if (isHTMLElement(child) && parent === child) return true;
	if (parent.contains(child)) return true;
	const rootNode = child.getRootNode?.();
	if (rootNode && isShadowRoot(rootNode)) {
		let next = child;
		while (next) {
			if (parent === next) return true;
			next = next.parentNode || next.host;
		}
	}
	return false;
}
function getDocument(el) {
	if (isDocument(el)) return el;
	if (isWindow(el)) return el.document;
	return el?.ownerDocument ?? document;
}
function getDocumentElement(el) {
	return getDocument(el).documentElement;
}
function getWindow(el) {
	if (isShadowRoot(el)) return getWindow(el.host);
	if (isDocument(el)) return el.defaultView ?? window;
	if (isHTMLElement(el)) return el.ownerDocument?.defaultView ?? window;
	return window;
}
function getActiveElement(rootNode) {
	let activeElement = rootNode.activeElement;
	while (activeElement?.shadowRoot) {
		const el = activeElement.shadowRoot.activeElement;
		if (!el || el === activeElement) break;
		else activeElement = el;
	}
	return activeElement;
}
function getParentNode(node) {
	if (getNodeName(node) === "html") return node;
	const result = node.assignedSlot || node.parentNode || isShadowRoot(node) && node.host || getDocumentElement(node);
	return isShadowRoot(result) ? result.host : result;
}
function getRootNode(node) {
	let result;
	try {
		result = node.getRootNode({ composed: true });
		if (isDocument(result) || isShadowRoot(result)) return result;
	} catch {}
	return node.ownerDocument ?? document;
}
// ../../main/node_modules/@zag-js/dom-query/dist/computed-style.mjs
var styleCache = /* @__PURE__ */ new WeakMap();
function getComputedStyle(el) {
	if (!styleCache.has(el)) styleCache.set(el, getWindow(el).getComputedStyle(el));
	return styleCache.get(el);
}
// ../../main/node_modules/@ark-ui/react/dist/components/factory.js
function getRef(element) {
	let getter = Object.getOwnPropertyDescriptor(element.props, "ref")?.get;
	let mayWarn = getter && "isReactWarning" in getter && getter.isReactWarning;
	if (mayWarn) return element.ref;
	getter = Object.getOwnPropertyDescriptor(element, "ref")?.get;
	mayWarn = getter && "isReactWarning" in getter && getter.isReactWarning;
	if (mayWarn) return element.props.ref;
	return element.props.ref || element.ref;
}
var REACT_LAZY_TYPE = Symbol.for("react.lazy");
function isLazyElement(children) {
	return typeof children === "object" && children !== null && "$$typeof" in children && children.$$typeof === REACT_LAZY_TYPE;
}
function getAsChild(children) {
	if ((0, import_react.isValidElement)(children)) return children;
	if (isLazyElement(children)) return import_react.Children.toArray(children).find(import_react.isValidElement);
}
var withAsChild = (Component) => {
	const Comp = (0, import_react.memo)((0, import_react.forwardRef)((props, ref) => {
		const { asChild, children, ...restProps } = props;
		const onlyChild = asChild ? getAsChild(children) : void 0;
		const childRef = onlyChild ? getRef(onlyChild) : void 0;
		const composedRef = useComposedRefs(ref, childRef);
		if (!asChild) return (0, import_react.createElement)(Component, {
			...restProps,
			ref
		}, children);
		if (!onlyChild) return null;
		return (0, import_react.cloneElement)(onlyChild, {
			...mergeProps(restProps, onlyChild.props),
			ref: ref ? composedRef : childRef
		});
	}));
	Comp.displayName = Component.displayName || Component.name;
	return Comp;
};
var jsxFactory = () => {
	const cache = /* @__PURE__ */ new Map();
	return new Proxy(withAsChild, {
		apply(_target, _thisArg, argArray) {
			return withAsChild(argArray[0]);
		},
		get(_, element) {
			const asElement = element;
			if (!cache.has(asElement)) cache.set(asElement, withAsChild(asElement));
			return cache.get(asElement);
		}
	});
};
var ark = jsxFactory();
// ../../main/node_modules/@ark-ui/react/dist/_virtual/_rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// ../../main/node_modules/@ark-ui/react/dist/utils/create-split-props.js
var createSplitProps = () => (props, keys) => keys.reduce((previousValue, currentValue) => {
	const [target, source] = previousValue;
	const key = currentValue;
	if (source[key] !== void 0) target[key] = source[key];
	delete source[key];
	return [target, source];
}, [{}, { ...props }]);
export { callAll as C, runIfFn as D, noop as E, uuid as O, useEnvironmentContext as S, identity as T, isInputElement as _, contains as a, mergeProps as b, getParentNode as c, isActiveElement as d, isAnchorElement as f, isHTMLElement as g, isElementVisible as h, getComputedStyle as i, getRootNode as l, isEditableElement as m, __exportAll as n, getActiveElement as o, isDocument as p, ark as r, getDocument as s, createSplitProps as t, getWindow as u, isRootElement as v, cast as w, useComposedRefs as x, isShadowRoot as y };

//# sourceMappingURL=create-split-props-D0rL9oRq.js.map