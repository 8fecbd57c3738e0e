import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { L as warn, _ as getEventTarget, b as isContextMenuEvent, f as raf, j as isTouchDevice, p as addDomEvent, u as nextTick } from "./normalize-props-Bwbrh0EN.js";
import { C as callAll, S as useEnvironmentContext, a as contains, c as getParentNode, d as isActiveElement, g as isHTMLElement, i as getComputedStyle, l as getRootNode, s as getDocument, t as createSplitProps, u as getWindow, v as isRootElement, y as isShadowRoot } from "./create-split-props-D0rL9oRq.js";
import { c as getTabbableEdges, i as setStyle, l as getTabbables, u as isFocusable } from "./react-activity-odCUrC_d.js";
import { dt as require_react_dom } from "../render.js";
// ../../main/node_modules/@zag-js/dom-query/dist/controller.mjs
var INTERACTIVE_CONTAINER_ROLE = /* @__PURE__ */ new Set([
	"menu",
	"listbox",
	"dialog",
	"grid",
	"tree",
	"region",
	"application"
]);
var isInteractiveContainerRole = (role) => INTERACTIVE_CONTAINER_ROLE.has(role);
var getAriaControls = (element) => element.getAttribute("aria-controls")?.split(" ") || [];
function isControlledElement(container, element) {
	const visitedIds = /* @__PURE__ */ new Set();
	const rootNode = getRootNode(container);
	const checkElement = (searchRoot) => {
		const controllingElements = searchRoot.querySelectorAll("[aria-controls]");
		for (const controller of controllingElements) {
			if (controller.getAttribute("aria-expanded") !== "true") continue;
			const controlledIds = getAriaControls(controller);
			for (const id of controlledIds) {
				if (!id || visitedIds.has(id)) continue;
				visitedIds.add(id);
				const controlledElement = rootNode.getElementById(id);
				if (controlledElement) {
					const role = controlledElement.getAttribute("role");
					const modal = controlledElement.getAttribute("aria-modal") === "true";
					if (role && isInteractiveContainerRole(role) && !modal) {
						if (controlledElement === element || controlledElement.contains(element)) return true;
						if (checkElement(controlledElement)) return true;
					}
				}
			}
		}
		return false;
	};
	return checkElement(container);
}
function findControlledElements(searchRoot, callback) {
	const rootNode = getRootNode(searchRoot);
	const visitedIds = /* @__PURE__ */ new Set();
	const findRecursive = (root) => {
		const controllingElements = root.querySelectorAll("[aria-controls]");
		for (const controller of controllingElements) {
			if (controller.getAttribute("aria-expanded") !== "true") continue;
			const controlledIds = getAriaControls(controller);
			for (const id of controlledIds) {
				if (!id || visitedIds.has(id)) continue;
				visitedIds.add(id);
				const controlledElement = rootNode.getElementById(id);
				if (controlledElement) {
					const role = controlledElement.getAttribute("role");
					const modal = controlledElement.getAttribute("aria-modal") === "true";
					if (role && INTERACTIVE_CONTAINER_ROLE.has(role) && !modal) {
						callback(controlledElement);
						findRecursive(controlledElement);
					}
				}
			}
		}
	};
	findRecursive(searchRoot);
}
function getControlledElements(container) {
	const controlledElements = /* @__PURE__ */ new Set();
	findControlledElements(container, (controlledElement) => {
		if (!container.contains(controlledElement)) controlledElements.add(controlledElement);
	});
	return Array.from(controlledElements);
}
function isInteractiveContainerElement(element) {
	const role = element.getAttribute("role");
	return Boolean(role && INTERACTIVE_CONTAINER_ROLE.has(role));
}
function isControllerElement(element) {
	return element.hasAttribute("aria-controls") && element.getAttribute("aria-expanded") === "true";
}
function hasControllerElements(element) {
	if (isControllerElement(element)) return true;
	return Boolean(element.querySelector?.("[aria-controls][aria-expanded=\"true\"]"));
}
function isControlledByExpandedController(element) {
	if (!element.id) return false;
	const rootNode = getRootNode(element);
	const escapedId = CSS.escape(element.id);
	const selector = `[aria-controls~="${escapedId}"][aria-expanded="true"], [aria-controls="${escapedId}"][aria-expanded="true"]`;
	const controller = rootNode.querySelector(selector);
	return Boolean(controller && isInteractiveContainerElement(element));
}
// ../../main/node_modules/@zag-js/dom-query/dist/initial-focus.mjs
function getInitialFocus(options) {
	const { root, getInitialEl, filter, enabled = true } = options;
	if (!enabled) return;
	let node = typeof getInitialEl === "function" ? getInitialEl() : getInitialEl;
	node || (node = root?.querySelector("[data-autofocus],[autofocus]"));
	if (!node) node = getTabbables(root).filter((el) => filter ? filter(el) : true).find((el) => !el.hasAttribute("data-no-autofocus"));
	return node || root || void 0;
}
function isValidTabEvent(event) {
	const container = event.currentTarget;
	if (!container) return false;
	const [firstTabbable, lastTabbable] = getTabbableEdges(container);
	if (isActiveElement(firstTabbable) && event.shiftKey) return false;
	if (isActiveElement(lastTabbable) && !event.shiftKey) return false;
	if (!firstTabbable && !lastTabbable) return false;
	return true;
}
// ../../main/node_modules/@zag-js/dom-query/dist/overflow.mjs
function getNearestOverflowAncestor(el) {
	const parentNode = getParentNode(el);
	if (isRootElement(parentNode)) return getDocument(parentNode).body;
	if (isHTMLElement(parentNode) && isOverflowElement(parentNode)) return parentNode;
	return getNearestOverflowAncestor(parentNode);
}
var OVERFLOW_RE = /auto|scroll|overlay|hidden|clip/;
var nonOverflowValues = /* @__PURE__ */ new Set(["inline", "contents"]);
function isOverflowElement(el) {
	const { overflow, overflowX, overflowY, display } = getWindow(el).getComputedStyle(el);
	return OVERFLOW_RE.test(overflow + overflowY + overflowX) && !nonOverflowValues.has(display);
}
// ../../main/node_modules/@zag-js/dom-query/dist/wait-for.mjs
function waitForPromise(promise, controller, timeout) {
	const { signal } = controller;
	const wrappedPromise = new Promise((resolve, reject) => {
		const timeoutId = setTimeout(() => {
			reject(/* @__PURE__ */ new Error(`Timeout of ${timeout}ms exceeded`));
		}, timeout);
		signal.addEventListener("abort", () => {
			clearTimeout(timeoutId);
			reject(new DOMException("Promise aborted", "AbortError"));
		});
		promise.then((result) => {
			if (!signal.aborted) {
				clearTimeout(timeoutId);
				resolve(result);
			}
		}).catch((error) => {
			if (!signal.aborted) {
				clearTimeout(timeoutId);
				reject(error);
			}
		});
	});
	const abort = () => controller.abort();
	return [wrappedPromise, abort];
}
function waitForElement(target, options) {
	const { timeout, rootNode } = options;
	const win = getWindow(rootNode);
	const doc = getDocument(rootNode);
	const controller = new win.AbortController();
	return waitForPromise(new Promise((resolve) => {
		const el = target();
		if (el) {
			resolve(el);
			return;
		}
		const observer = new win.MutationObserver(() => {
			const el2 = target();
			if (el2 && el2.isConnected) {
				observer.disconnect();
				resolve(el2);
			}
		});
		observer.observe(doc.body, {
			childList: true,
			subtree: true
		});
	}), controller, timeout);
}
// ../../main/node_modules/@zag-js/dom-query/dist/when-node.mjs
function whenNode(nodeOrFn, fn, options = {}) {
	const { defer, onMissing } = options;
	const getNode = () => typeof nodeOrFn === "function" ? nodeOrFn() : nodeOrFn;
	const cleanups = [];
	const setup = (node2) => {
		if (!node2) return onMissing?.();
		cleanups.push(fn(node2));
	};
	const node = getNode();
	if (!defer || node) setup(node);
	else {
		let cancelled = false;
		cleanups.push(() => {
			cancelled = true;
		});
		queueMicrotask(() => {
			if (cancelled) return;
			const committed = getNode();
			if (committed) {
				setup(committed);
				return;
			}
			cleanups.push(raf(() => {
				if (cancelled) return;
				setup(getNode());
			}));
		});
	}
	return () => {
		cleanups.forEach((fn2) => fn2?.());
	};
}
// ../../main/node_modules/@ark-ui/react/dist/components/presence/split-presence-props.js
var splitPresenceProps = (props) => createSplitProps()(props, [
	"hideMode",
	"immediate",
	"lazyMount",
	"onEnterComplete",
	"onExitComplete",
	"present",
	"skipAnimationOnMount",
	"unmountOnExit"
]);
// ../../main/node_modules/@zag-js/interact-outside/dist/frame-utils.mjs
function getWindowFrames(win) {
	const frames = {
		each(cb) {
			for (let i = 0; i < win.frames?.length; i += 1) {
				const frame = win.frames[i];
				if (frame) cb(frame);
			}
		},
		addEventListener(event, listener, options) {
			frames.each((frame) => {
				try {
					frame.document.addEventListener(event, listener, options);
				} catch {}
			});
			return () => {
				try {
					frames.removeEventListener(event, listener, options);
				} catch {}
			};
		},
		removeEventListener(event, listener, options) {
			frames.each((frame) => {
				try {
					frame.document.removeEventListener(event, listener, options);
				} catch {}
			});
		}
	};
	return frames;
}
function getParentWindow(win) {
	const parent = win.frameElement != null ? win.parent : null;
	return {
		addEventListener: (event, listener, options) => {
			try {
				parent?.addEventListener(event, listener, options);
			} catch {}
			return () => {
				try {
					parent?.removeEventListener(event, listener, options);
				} catch {}
			};
		},
		removeEventListener: (event, listener, options) => {
			try {
				parent?.removeEventListener(event, listener, options);
			} catch {}
		}
	};
}
// ../../main/node_modules/@zag-js/interact-outside/dist/index.mjs
var POINTER_OUTSIDE_EVENT = "pointerdown.outside";
var FOCUS_OUTSIDE_EVENT = "focus.outside";
function isComposedPathFocusable(composedPath) {
	for (const node of composedPath) if (isHTMLElement(node) && isFocusable(node)) return true;
	return false;
}
var isPointerEvent = (event) => "clientY" in event;
function isEventPointWithin(node, event) {
	if (!isPointerEvent(event) || !node) return false;
	const rect = node.getBoundingClientRect();
	if (rect.width === 0 || rect.height === 0) return false;
	return rect.top <= event.clientY && event.clientY <= rect.top + rect.height && rect.left <= event.clientX && event.clientX <= rect.left + rect.width;
}
function isPointInRect(rect, point) {
	return rect.y <= point.y && point.y <= rect.y + rect.height && rect.x <= point.x && point.x <= rect.x + rect.width;
}
function isEventWithinScrollbar(event, ancestor) {
	if (!ancestor || !isPointerEvent(event)) return false;
	const isScrollableY = ancestor.scrollHeight > ancestor.clientHeight;
	const onScrollbarY = isScrollableY && event.clientX > ancestor.offsetLeft + ancestor.clientWidth;
	const isScrollableX = ancestor.scrollWidth > ancestor.clientWidth;
	const onScrollbarX = isScrollableX && event.clientY > ancestor.offsetTop + ancestor.clientHeight;
	if (!isPointInRect({
		x: ancestor.offsetLeft,
		y: ancestor.offsetTop,
		width: ancestor.clientWidth + (isScrollableY ? 16 : 0),
		height: ancestor.clientHeight + (isScrollableX ? 16 : 0)
	}, {
		x: event.clientX,
		y: event.clientY
	})) return false;
	return onScrollbarY || onScrollbarX;
}
function trackInteractOutsideImpl(node, options) {
	const { exclude, onFocusOutside, onPointerDownOutside, onInteractOutside, defer, followControlledElements = true } = options;
	if (!node) return;
	const doc = getDocument(node);
	const win = getWindow(node);
	const frames = getWindowFrames(win);
	const parentWin = getParentWindow(win);
	function isEventOutside(event, target) {
		if (!isHTMLElement(target)) return false;
		if (!target.isConnected) return false;
		if (contains(node, target)) return false;
		if (isEventPointWithin(node, event)) return false;
		if (followControlledElements && isControlledElement(node, target)) return false;
		const triggerEl = doc.querySelector(`[aria-controls="${node.id}"]`);
		if (triggerEl) {
			if (isEventWithinScrollbar(event, getNearestOverflowAncestor(triggerEl))) return false;
		}
		if (isEventWithinScrollbar(event, getNearestOverflowAncestor(node))) return false;
		return !exclude?.(target);
	}
	const pointerdownCleanups = /* @__PURE__ */ new Set();
	const isInShadowRoot = isShadowRoot(node?.getRootNode());
	let isPointerDown = false;
	function onPointerDown(event) {
		isPointerDown = true;
		const onPointerUp = () => {
			isPointerDown = false;
		};
		doc.addEventListener("pointerup", onPointerUp, { once: true });
		win.addEventListener("pointerup", onPointerUp, { once: true });
		function handler(clickEvent) {
			const func = defer && !isTouchDevice() ? raf : (v) => v();
			const evt = clickEvent ?? event;
			const composedPath = evt?.composedPath?.() ?? [evt?.target];
			func(() => {
				const target = isInShadowRoot ? composedPath[0] : getEventTarget(event);
				if (!node || !isEventOutside(event, target)) return;
				if (onPointerDownOutside || onInteractOutside) {
					const handler2 = callAll(onPointerDownOutside, onInteractOutside);
					node.addEventListener(POINTER_OUTSIDE_EVENT, handler2, { once: true });
				}
				fireCustomEvent$1(node, POINTER_OUTSIDE_EVENT, {
					bubbles: false,
					cancelable: true,
					detail: {
						originalEvent: evt,
						contextmenu: isContextMenuEvent(evt),
						focusable: isComposedPathFocusable(composedPath),
						target
					}
				});
			});
		}
		if (event.pointerType === "touch") {
			pointerdownCleanups.forEach((fn) => fn());
			pointerdownCleanups.add(addDomEvent(doc, "click", handler, { once: true }));
			pointerdownCleanups.add(parentWin.addEventListener("click", handler, { once: true }));
			pointerdownCleanups.add(frames.addEventListener("click", handler, { once: true }));
		} else handler();
	}
	const cleanups = /* @__PURE__ */ new Set();
	const timer = setTimeout(() => {
		cleanups.add(addDomEvent(doc, "pointerdown", onPointerDown, true));
		cleanups.add(parentWin.addEventListener("pointerdown", onPointerDown, true));
		cleanups.add(frames.addEventListener("pointerdown", onPointerDown, true));
	}, 0);
	function onFocusin(event) {
		if (isPointerDown) return;
		(defer ? raf : (v) => v())(() => {
			const composedPath = event?.composedPath?.() ?? [event?.target];
			const target = isInShadowRoot ? composedPath[0] : getEventTarget(event);
			if (!node || !isEventOutside(event, target)) return;
			if (onFocusOutside || onInteractOutside) {
				const handler = callAll(onFocusOutside, onInteractOutside);
				node.addEventListener(FOCUS_OUTSIDE_EVENT, handler, { once: true });
			}
			fireCustomEvent$1(node, FOCUS_OUTSIDE_EVENT, {
				bubbles: false,
				cancelable: true,
				detail: {
					originalEvent: event,
					contextmenu: false,
					focusable: isFocusable(target),
					target
				}
			});
		});
	}
	if (!isTouchDevice()) {
		cleanups.add(addDomEvent(doc, "focusin", onFocusin, true));
		cleanups.add(parentWin.addEventListener("focusin", onFocusin, true));
		cleanups.add(frames.addEventListener("focusin", onFocusin, true));
	}
	return () => {
		clearTimeout(timer);
		pointerdownCleanups.forEach((fn) => fn());
		cleanups.forEach((fn) => fn());
	};
}
function trackInteractOutside(nodeOrFn, options) {
	const { defer } = options;
	const func = defer ? raf : (v) => v();
	const cleanups = [];
	cleanups.push(func(() => {
		const node = typeof nodeOrFn === "function" ? nodeOrFn() : nodeOrFn;
		cleanups.push(trackInteractOutsideImpl(node, options));
	}));
	return () => {
		cleanups.forEach((fn) => fn?.());
	};
}
function fireCustomEvent$1(el, type, init) {
	const event = new (el.ownerDocument.defaultView || window).CustomEvent(type, init);
	return el.dispatchEvent(event);
}
// ../../main/node_modules/@zag-js/dismissable/dist/escape-keydown.mjs
function trackEscapeKeydown(node, fn) {
	const handleKeyDown = (event) => {
		if (event.key !== "Escape") return;
		if (event.isComposing) return;
		fn?.(event);
	};
	return addDomEvent(getDocument(node), "keydown", handleKeyDown, { capture: true });
}
// ../../main/node_modules/@zag-js/dismissable/dist/layer-stack.mjs
var LAYER_REQUEST_DISMISS_EVENT = "layer:request-dismiss";
var layerStack = {
	layers: [],
	branches: [],
	recentlyRemoved: /* @__PURE__ */ new Set(),
	count() {
		return this.layers.length;
	},
	pointerBlockingLayers() {
		return this.layers.filter((layer) => layer.pointerBlocking);
	},
	topMostPointerBlockingLayer() {
		return [...this.pointerBlockingLayers()].slice(-1)[0];
	},
	hasPointerBlockingLayer() {
		return this.pointerBlockingLayers().length > 0;
	},
	isBelowPointerBlockingLayer(node) {
		return this.indexOf(node) < (this.topMostPointerBlockingLayer() ? this.indexOf(this.topMostPointerBlockingLayer()?.node) : -1);
	},
	isTopMost(node) {
		return this.layers[this.count() - 1]?.node === node;
	},
	getNestedLayers(node) {
		return Array.from(this.layers).slice(this.indexOf(node) + 1);
	},
	getLayersByType(type) {
		return this.layers.filter((layer) => layer.type === type);
	},
	getNestedLayersByType(node, type) {
		const index = this.indexOf(node);
		if (index === -1) return [];
		return this.layers.slice(index + 1).filter((layer) => layer.type === type);
	},
	getParentLayerOfType(node, type) {
		const index = this.indexOf(node);
		if (index <= 0) return void 0;
		return this.layers.slice(0, index).reverse().find((layer) => layer.type === type);
	},
	countNestedLayersOfType(node, type) {
		return this.getNestedLayersByType(node, type).length;
	},
	isInNestedLayer(node, target) {
		if (this.getNestedLayers(node).some((layer) => contains(layer.node, target))) return true;
		if (this.recentlyRemoved.size > 0) return true;
		return false;
	},
	isInBranch(target) {
		return Array.from(this.branches).some((branch) => contains(branch, target));
	},
	add(layer) {
		const existingIndex = this.indexOf(layer.node);
		if (existingIndex !== -1) this.layers.splice(existingIndex, 1);
		this.layers.push(layer);
		this.syncLayers();
	},
	addBranch(node) {
		this.branches.push(node);
	},
	remove(node) {
		const index = this.indexOf(node);
		if (index < 0) return;
		this.layers[index].styleTargets?.forEach((getTarget) => {
			const target = getTarget();
			if (target) clearLayerStyleMirror(target);
		});
		this.recentlyRemoved.add(node);
		nextTick(() => this.recentlyRemoved.delete(node));
		if (index < this.count() - 1) this.getNestedLayers(node).forEach((layer2) => layerStack.dismiss(layer2.node, node));
		this.layers.splice(index, 1);
		this.syncLayers();
	},
	removeBranch(node) {
		const index = this.branches.indexOf(node);
		if (index >= 0) this.branches.splice(index, 1);
	},
	syncLayers() {
		this.layers.forEach((layer, index) => {
			applyLayerStackMetadata(layer, index, layer.node);
			layer.styleTargets?.forEach((getTarget) => {
				const target = getTarget();
				if (!target || target === layer.node) return;
				applyLayerStackMetadata(layer, index, target);
				const { zIndex } = getComputedStyle(layer.node);
				target.style.setProperty("--z-index", zIndex);
			});
		});
	},
	indexOf(node) {
		return this.layers.findIndex((layer) => layer.node === node);
	},
	dismiss(node, parent) {
		const index = this.indexOf(node);
		if (index === -1) return;
		const layer = this.layers[index];
		addListenerOnce(node, LAYER_REQUEST_DISMISS_EVENT, (event) => {
			layer.requestDismiss?.(event);
			if (!event.defaultPrevented) layer?.dismiss();
		});
		fireCustomEvent(node, LAYER_REQUEST_DISMISS_EVENT, {
			originalLayer: node,
			targetLayer: parent,
			originalIndex: index,
			targetIndex: parent ? this.indexOf(parent) : -1
		});
		this.syncLayers();
	},
	clear() {
		this.remove(this.layers[0].node);
	}
};
function applyLayerStackMetadata(layer, index, el) {
	el.style.setProperty("--layer-index", `${index}`);
	el.removeAttribute("data-nested");
	el.removeAttribute("data-has-nested");
	if (layerStack.getParentLayerOfType(layer.node, layer.type)) el.setAttribute("data-nested", layer.type);
	const nestedCount = layerStack.countNestedLayersOfType(layer.node, layer.type);
	if (nestedCount > 0) el.setAttribute("data-has-nested", layer.type);
	el.style.setProperty("--nested-layer-count", `${nestedCount}`);
}
function clearLayerStyleMirror(el) {
	el.style.removeProperty("--layer-index");
	el.style.removeProperty("--nested-layer-count");
	el.style.removeProperty("--z-index");
	el.removeAttribute("data-nested");
	el.removeAttribute("data-has-nested");
}
function fireCustomEvent(el, type, detail) {
	const event = new (el.ownerDocument.defaultView || window).CustomEvent(type, {
		cancelable: true,
		bubbles: true,
		detail
	});
	return el.dispatchEvent(event);
}
function addListenerOnce(el, type, callback) {
	el.addEventListener(type, callback, { once: true });
}
// ../../main/node_modules/@zag-js/dismissable/dist/pointer-event-outside.mjs
var originalBodyPointerEvents = /* @__PURE__ */ new WeakMap();
var layerObservers = /* @__PURE__ */ new WeakMap();
function getDesiredPointerEvents(node) {
	return layerStack.isBelowPointerBlockingLayer(node) ? "none" : "auto";
}
function applyPointerEvents(node) {
	const desired = getDesiredPointerEvents(node);
	if (node.style.pointerEvents !== desired) node.style.pointerEvents = desired;
}
function ensurePointerEventsObserver(node) {
	if (layerObservers.has(node)) return;
	const win = getWindow(node);
	if (typeof win.MutationObserver === "undefined") return;
	const observer = new win.MutationObserver(() => {
		if (!layerObservers.has(node)) return;
		applyPointerEvents(node);
	});
	observer.observe(node, {
		attributes: true,
		attributeFilter: ["style"]
	});
	layerObservers.set(node, observer);
}
function assignPointerEventToLayers() {
	layerStack.layers.forEach(({ node }) => {
		applyPointerEvents(node);
		ensurePointerEventsObserver(node);
	});
}
function clearPointerEvent(node) {
	const observer = layerObservers.get(node);
	if (observer) {
		observer.disconnect();
		layerObservers.delete(node);
	}
	node.style.pointerEvents = "";
}
function disablePointerEventsOutside(node, persistentElements) {
	const doc = getDocument(node);
	const cleanups = [];
	if (layerStack.hasPointerBlockingLayer() && !doc.body.hasAttribute("data-inert")) {
		originalBodyPointerEvents.set(doc.body, doc.body.style.pointerEvents);
		queueMicrotask(() => {
			const body = doc.body;
			if (!body) return;
			body.style.pointerEvents = "none";
			body.setAttribute("data-inert", "");
		});
	}
	persistentElements?.forEach((el) => {
		const [promise, abort] = waitForElement(() => {
			const node2 = el();
			return isHTMLElement(node2) ? node2 : null;
		}, { timeout: 1e3 });
		promise.then((el2) => cleanups.push(setStyle(el2, { pointerEvents: "auto" })));
		cleanups.push(abort);
	});
	return () => {
		if (layerStack.hasPointerBlockingLayer()) return;
		queueMicrotask(() => {
			const body = doc.body;
			if (!body) return;
			const original = originalBodyPointerEvents.get(body);
			if (original !== void 0) {
				body.style.pointerEvents = original;
				originalBodyPointerEvents.delete(body);
			}
			body.removeAttribute("data-inert");
			if (body.style.length === 0) body.removeAttribute("style");
		});
		cleanups.forEach((fn) => fn());
	};
}
// ../../main/node_modules/@zag-js/dismissable/dist/dismissable-layer.mjs
function trackDismissableElementImpl(node, options) {
	const { onDismiss, onRequestDismiss, pointerBlocking, exclude: excludeContainers, debug, type = "dialog", layerStyleTargets } = options;
	const layer = {
		dismiss: onDismiss,
		node,
		type,
		pointerBlocking,
		requestDismiss: onRequestDismiss,
		styleTargets: layerStyleTargets
	};
	layerStack.add(layer);
	assignPointerEventToLayers();
	function onPointerDownOutside(event) {
		const target = getEventTarget(event.detail.originalEvent);
		if (layerStack.isBelowPointerBlockingLayer(node) || layerStack.isInBranch(target)) return;
		options.onPointerDownOutside?.(event);
		options.onInteractOutside?.(event);
		if (event.defaultPrevented) return;
		if (debug) console.log("onPointerDownOutside:", event.detail.originalEvent);
		onDismiss?.();
	}
	function onFocusOutside(event) {
		const target = getEventTarget(event.detail.originalEvent);
		if (layerStack.isInBranch(target)) return;
		options.onFocusOutside?.(event);
		options.onInteractOutside?.(event);
		if (event.defaultPrevented) return;
		if (debug) console.log("onFocusOutside:", event.detail.originalEvent);
		onDismiss?.();
	}
	function onEscapeKeyDown(event) {
		if (!layerStack.isTopMost(node)) return;
		options.onEscapeKeyDown?.(event);
		if (!event.defaultPrevented && onDismiss) {
			event.preventDefault();
			onDismiss();
		}
	}
	function exclude(target) {
		const containers = typeof excludeContainers === "function" ? excludeContainers() : excludeContainers;
		const _containers = Array.isArray(containers) ? containers : [containers];
		const persistentElements = options.persistentElements?.map((fn) => fn()).filter(isHTMLElement);
		if (persistentElements) _containers.push(...persistentElements);
		return _containers.some((node2) => contains(node2, target)) || layerStack.isInNestedLayer(node, target);
	}
	const cleanups = [
		pointerBlocking ? disablePointerEventsOutside(node, options.persistentElements) : void 0,
		trackEscapeKeydown(node, onEscapeKeyDown),
		trackInteractOutside(node, {
			exclude,
			onFocusOutside,
			onPointerDownOutside,
			defer: options.defer
		})
	];
	return () => {
		layerStack.remove(node);
		assignPointerEventToLayers();
		clearPointerEvent(node);
		cleanups.forEach((fn) => fn?.());
	};
}
function trackDismissableElement(nodeOrFn, options) {
	const { warnOnMissingNode = true } = options;
	return whenNode(nodeOrFn, (node) => trackDismissableElementImpl(node, options), {
		defer: options.defer,
		onMissing: warnOnMissingNode ? () => warn("[@zag-js/dismissable] node is `null` or `undefined`") : void 0
	});
}
function trackDismissableBranch(nodeOrFn, options = {}) {
	return whenNode(nodeOrFn, (node) => {
		layerStack.addBranch(node);
		return () => {
			layerStack.removeBranch(node);
		};
	}, {
		defer: options.defer,
		onMissing: () => warn("[@zag-js/dismissable] branch node is `null` or `undefined`")
	});
}
// ../../main/node_modules/@ark-ui/react/dist/components/portal/portal.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var import_react_dom = require_react_dom();
var Portal = (props) => {
	const { children, disabled } = props;
	const [container, setContainer] = (0, import_react.useState)(props.container?.current);
	const isServer = (0, import_react.useSyncExternalStore)(subscribe, () => false, () => true);
	const { getRootNode } = useEnvironmentContext();
	(0, import_react.useEffect)(() => {
		setContainer(() => props.container?.current);
	}, [props.container]);
	if (isServer || disabled) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children });
	const mountNode = container ?? getPortalNode(getRootNode);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: import_react.Children.map(children, (child) => (0, import_react_dom.createPortal)(child, mountNode)) });
};
var getPortalNode = (cb) => {
	const node = cb?.();
	const rootNode = node.getRootNode();
	if (isShadowRoot(rootNode)) return rootNode;
	return getDocument(node).body;
};
var subscribe = () => () => {};
export { isOverflowElement as a, findControlledElements as c, isControlledByExpandedController as d, isControlledElement as f, splitPresenceProps as i, getControlledElements as l, trackDismissableBranch as n, getInitialFocus as o, trackDismissableElement as r, isValidTabEvent as s, Portal as t, hasControllerElements as u };

//# sourceMappingURL=portal-ChPcd-_9.js.map