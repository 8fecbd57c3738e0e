import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { N as createMachine, O as isIos, R as compact, _ as getEventTarget, c as queryAll, f as raf$1, n as useMachine, p as addDomEvent, t as normalizeProps } from "./normalize-props-Bwbrh0EN.js";
import { i as isFunction, n as createContext$1 } from "./create-anatomy-Ca-Auh_-.js";
import { S as useEnvironmentContext, a as contains, b as mergeProps, g as isHTMLElement, i as getComputedStyle, n as __exportAll, o as getActiveElement, p as isDocument, r as ark, s as getDocument, t as createSplitProps, x as useComposedRefs } from "./create-split-props-D0rL9oRq.js";
import { i as getByOwnerId, r as dataAttr } from "./shared-DiO5qnp4.js";
import { a as isOverflowElement, c as findControlledElements, d as isControlledByExpandedController, f as isControlledElement, i as splitPresenceProps, l as getControlledElements, o as getInitialFocus, r as trackDismissableElement, u as hasControllerElements } from "./portal-ChPcd-_9.js";
import { a as setStyleProperty, d as isTabbable, i as setStyle, l as getTabbables, o as getFocusables, s as getTabIndex, u as isFocusable } from "./react-activity-odCUrC_d.js";
import { i as usePresence, n as usePresenceContext, r as PresenceGate, t as PresenceProvider } from "./use-presence-context-cuiYbe0m.js";
import { n as splitRenderStrategyProps, r as useRenderStrategyPropsContext, t as RenderStrategyPropsProvider } from "./render-strategy-ZTJ-Msb1.js";
import { lt as useLocaleContext, rt as parts } from "../render.js";
// ../../main/node_modules/@zag-js/aria-hidden/dist/walk-tree-outside.mjs
var counterMap = /* @__PURE__ */ new WeakMap();
var uncontrolledNodes = /* @__PURE__ */ new WeakMap();
var markerMap = {};
var lockCount = 0;
var unwrapHost = (node) => node && (node.host || unwrapHost(node.parentNode));
var correctTargets = (parent, targets) => targets.map((target) => {
	if (parent.contains(target)) return target;
	const correctedTarget = unwrapHost(target);
	if (correctedTarget && parent.contains(correctedTarget)) return correctedTarget;
	console.error("[zag-js > ariaHidden] target", target, "in not contained inside", parent, ". Doing nothing");
	return null;
}).filter((x) => Boolean(x));
var ignoreableNodes = /* @__PURE__ */ new Set([
	"script",
	"output",
	"status",
	"next-route-announcer"
]);
var isIgnoredNode = (node) => {
	if (ignoreableNodes.has(node.localName)) return true;
	if (node.role === "status") return true;
	if (node.hasAttribute("aria-live")) return true;
	return node.matches("[data-live-announcer]");
};
var walkTreeOutside = (originalTarget, props) => {
	const { parentNode, markerName, controlAttribute, explicitBooleanValue, followControlledElements = true } = props;
	const targets = correctTargets(parentNode, Array.isArray(originalTarget) ? originalTarget : [originalTarget]);
	markerMap[markerName] || (markerMap[markerName] = /* @__PURE__ */ new WeakMap());
	const markerCounter = markerMap[markerName];
	const hiddenNodes = [];
	const elementsToKeep = /* @__PURE__ */ new Set();
	const elementsToStop = new Set(targets);
	const keep = (el) => {
		if (!el || elementsToKeep.has(el)) return;
		elementsToKeep.add(el);
		keep(el.parentNode);
	};
	targets.forEach((target) => {
		keep(target);
		if (followControlledElements && isHTMLElement(target)) findControlledElements(target, (controlledElement) => {
			keep(controlledElement);
		});
	});
	const deep = (parent) => {
		if (!parent || elementsToStop.has(parent)) return;
		Array.prototype.forEach.call(parent.children, (node) => {
			if (elementsToKeep.has(node)) deep(node);
			else try {
				if (isIgnoredNode(node)) return;
				const attr = node.getAttribute(controlAttribute);
				const alreadyHidden = explicitBooleanValue ? attr === "true" : attr !== null && attr !== "false";
				const counterValue = (counterMap.get(node) || 0) + 1;
				const markerValue = (markerCounter.get(node) || 0) + 1;
				counterMap.set(node, counterValue);
				markerCounter.set(node, markerValue);
				hiddenNodes.push(node);
				if (counterValue === 1 && alreadyHidden) uncontrolledNodes.set(node, true);
				if (markerValue === 1) node.setAttribute(markerName, "");
				if (!alreadyHidden) node.setAttribute(controlAttribute, explicitBooleanValue ? "true" : "");
			} catch (e) {
				console.error("[zag-js > ariaHidden] cannot operate on ", node, e);
			}
		});
	};
	deep(parentNode);
	elementsToKeep.clear();
	lockCount++;
	return () => {
		hiddenNodes.forEach((node) => {
			const counterValue = counterMap.get(node) - 1;
			const markerValue = markerCounter.get(node) - 1;
			counterMap.set(node, counterValue);
			markerCounter.set(node, markerValue);
			if (!counterValue) {
				if (!uncontrolledNodes.has(node)) node.removeAttribute(controlAttribute);
				uncontrolledNodes.delete(node);
			}
			if (!markerValue) node.removeAttribute(markerName);
		});
		lockCount--;
		if (!lockCount) {
			counterMap = /* @__PURE__ */ new WeakMap();
			counterMap = /* @__PURE__ */ new WeakMap();
			uncontrolledNodes = /* @__PURE__ */ new WeakMap();
			markerMap = {};
		}
	};
};
// ../../main/node_modules/@zag-js/aria-hidden/dist/aria-hidden.mjs
var getParentNode = (originalTarget) => {
	return (Array.isArray(originalTarget) ? originalTarget[0] : originalTarget).ownerDocument.body;
};
var hideOthers = (originalTarget, parentNode = getParentNode(originalTarget), markerName = "data-aria-hidden", followControlledElements = true) => {
	if (!parentNode) return;
	return walkTreeOutside(originalTarget, {
		parentNode,
		markerName,
		controlAttribute: "aria-hidden",
		explicitBooleanValue: true,
		followControlledElements
	});
};
// ../../main/node_modules/@zag-js/aria-hidden/dist/index.mjs
var raf = (fn) => {
	const frameId = requestAnimationFrame(() => fn());
	return () => cancelAnimationFrame(frameId);
};
function ariaHidden(targetsOrFn, options = {}) {
	const { defer = true } = options;
	const func = defer ? raf : (v) => v();
	const cleanups = [];
	cleanups.push(func(() => {
		const elements = (typeof targetsOrFn === "function" ? targetsOrFn() : targetsOrFn).filter(Boolean);
		if (elements.length === 0) return;
		cleanups.push(hideOthers(elements));
	}));
	return () => {
		cleanups.forEach((fn) => fn?.());
	};
}
// ../../main/node_modules/@zag-js/focus-trap/dist/chunk-QZ7TP4HQ.mjs
var __defProp = Object.defineProperty;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);
// ../../main/node_modules/@zag-js/focus-trap/dist/focus-trap.mjs
var activeFocusTraps = {
	activateTrap(trapStack, trap) {
		if (trapStack.length > 0) {
			const activeTrap = trapStack[trapStack.length - 1];
			if (activeTrap !== trap) activeTrap.pause();
		}
		const trapIndex = trapStack.indexOf(trap);
		if (trapIndex === -1) trapStack.push(trap);
		else {
			trapStack.splice(trapIndex, 1);
			trapStack.push(trap);
		}
	},
	deactivateTrap(trapStack, trap) {
		const trapIndex = trapStack.indexOf(trap);
		if (trapIndex !== -1) trapStack.splice(trapIndex, 1);
		if (trapStack.length > 0) trapStack[trapStack.length - 1].unpause();
	}
};
var sharedTrapStack = [];
var FocusTrap = class {
	constructor(elements, options) {
		__publicField(this, "trapStack");
		__publicField(this, "config");
		__publicField(this, "doc");
		__publicField(this, "state", {
			containers: [],
			containerGroups: [],
			tabbableGroups: [],
			nodeFocusedBeforeActivation: null,
			mostRecentlyFocusedNode: null,
			active: false,
			paused: false,
			delayInitialFocusTimer: void 0,
			recentNavEvent: void 0
		});
		__publicField(this, "lastInteractionType", "keyboard");
		__publicField(this, "portalContainers", /* @__PURE__ */ new Set());
		__publicField(this, "listenerCleanups", []);
		__publicField(this, "handleFocus", (event) => {
			const target = getEventTarget(event);
			const targetContained = this.findContainerIndex(target, event) >= 0;
			if (targetContained || isDocument(target)) {
				if (targetContained) this.state.mostRecentlyFocusedNode = target;
			} else {
				event.stopImmediatePropagation();
				let nextNode;
				let navAcrossContainers = true;
				if (this.state.mostRecentlyFocusedNode) {
					if (getTabIndex(this.state.mostRecentlyFocusedNode) > 0) {
						const mruContainerIdx = this.findContainerIndex(this.state.mostRecentlyFocusedNode);
						const { tabbableNodes } = this.state.containerGroups[mruContainerIdx];
						if (tabbableNodes.length > 0) {
							const mruTabIdx = tabbableNodes.findIndex((node) => node === this.state.mostRecentlyFocusedNode);
							if (mruTabIdx >= 0) {
								if (this.config.isKeyForward(this.state.recentNavEvent)) {
									if (mruTabIdx + 1 < tabbableNodes.length) {
										nextNode = tabbableNodes[mruTabIdx + 1];
										navAcrossContainers = false;
									}
								} else if (mruTabIdx - 1 >= 0) {
									nextNode = tabbableNodes[mruTabIdx - 1];
									navAcrossContainers = false;
								}
							}
						}
					} else if (!this.state.containerGroups.some((g) => g.tabbableNodes.some((n) => getTabIndex(n) > 0))) navAcrossContainers = false;
				} else navAcrossContainers = false;
				if (navAcrossContainers) nextNode = this.findNextNavNode({
					target: this.state.mostRecentlyFocusedNode,
					isBackward: this.config.isKeyBackward(this.state.recentNavEvent)
				});
				if (nextNode) this.tryFocus(nextNode);
				else this.tryFocus(this.state.mostRecentlyFocusedNode || this.getInitialFocusNode());
			}
			this.state.recentNavEvent = void 0;
		});
		__publicField(this, "handlePointerDown", (event) => {
			this.lastInteractionType = "pointer";
			const target = getEventTarget(event);
			if (this.findContainerIndex(target, event) >= 0) return;
			if (valueOrHandler(this.config.clickOutsideDeactivates, event)) {
				this.deactivate({ returnFocus: this.config.returnFocusOnDeactivate });
				return;
			}
			if (valueOrHandler(this.config.allowOutsideClick, event)) return;
			event.preventDefault();
		});
		__publicField(this, "handleClick", (event) => {
			const target = getEventTarget(event);
			if (this.findContainerIndex(target, event) >= 0) return;
			if (valueOrHandler(this.config.clickOutsideDeactivates, event)) return;
			if (valueOrHandler(this.config.allowOutsideClick, event)) return;
			event.preventDefault();
			event.stopImmediatePropagation();
		});
		__publicField(this, "handleTabKey", (event) => {
			this.lastInteractionType = "keyboard";
			if (this.config.isKeyForward(event) || this.config.isKeyBackward(event)) {
				this.state.recentNavEvent = event;
				const isBackward = this.config.isKeyBackward(event);
				const destinationNode = this.findNextNavNode({
					event,
					isBackward
				});
				if (!destinationNode) return;
				if (isTabEvent(event)) event.preventDefault();
				this.tryFocus(destinationNode);
			}
		});
		__publicField(this, "handleEscapeKey", (event) => {
			if (isEscapeEvent(event) && valueOrHandler(this.config.escapeDeactivates, event) !== false) {
				event.preventDefault();
				this.deactivate();
			}
		});
		__publicField(this, "_mutationObserver");
		__publicField(this, "setupMutationObserver", () => {
			const win = this.doc.defaultView || window;
			this._mutationObserver = new win.MutationObserver((mutations) => {
				if (mutations.some((mutation) => {
					return Array.from(mutation.removedNodes).some((node) => node === this.state.mostRecentlyFocusedNode);
				})) this.tryFocus(this.getInitialFocusNode());
				if (mutations.some((mutation) => {
					if (mutation.type === "attributes" && (mutation.attributeName === "aria-controls" || mutation.attributeName === "aria-expanded")) return true;
					if (mutation.type === "childList" && mutation.addedNodes.length > 0) return Array.from(mutation.addedNodes).some((node) => {
						if (node.nodeType !== Node.ELEMENT_NODE) return false;
						const element = node;
						if (hasControllerElements(element)) return true;
						if (element.id && !this.state.containers.some((c) => c.contains(element))) return isControlledByExpandedController(element);
						return false;
					});
					return false;
				}) && this.state.active && !this.state.paused) {
					this.updateTabbableNodes();
					this.updatePortalContainers();
				}
			});
		});
		__publicField(this, "updateObservedNodes", () => {
			this._mutationObserver?.disconnect();
			if (this.state.active && !this.state.paused) {
				this.state.containers.map((container) => {
					this._mutationObserver?.observe(container, {
						subtree: true,
						childList: true,
						attributes: true,
						attributeFilter: ["aria-controls", "aria-expanded"]
					});
				});
				this.portalContainers.forEach((portalContainer) => {
					this.observePortalContainer(portalContainer);
				});
			}
		});
		__publicField(this, "getInitialFocusNode", () => {
			let node = this.getNodeForOption("initialFocus", { hasFallback: true });
			if (node === false) return false;
			if (node === void 0 || node && !isFocusable(node)) {
				const activeElement = getActiveElement(this.doc);
				if (activeElement && this.findContainerIndex(activeElement) >= 0) node = activeElement;
				else {
					const firstTabbableGroup = this.state.tabbableGroups[0];
					node = firstTabbableGroup && firstTabbableGroup.firstTabbableNode || this.getNodeForOption("fallbackFocus");
				}
			} else if (node === null) node = this.getNodeForOption("fallbackFocus");
			if (!node) throw new Error("Your focus-trap needs to have at least one focusable element");
			if (!node.isConnected) node = this.getNodeForOption("fallbackFocus");
			if (!node || !node.isConnected) throw new Error("Your focus-trap needs to have at least one focusable element");
			return node;
		});
		__publicField(this, "tryFocus", (node, focusOptions) => {
			if (node === false) return;
			if (node === getActiveElement(this.doc)) return;
			if (!node || !node.focus) {
				this.tryFocus(this.getInitialFocusNode());
				return;
			}
			node.focus({
				preventScroll: !!this.config.preventScroll,
				...focusOptions
			});
			this.state.mostRecentlyFocusedNode = node;
			if (isSelectableInput(node)) node.select();
		});
		__publicField(this, "deactivate", (deactivateOptions) => {
			if (!this.state.active) return this;
			const options = {
				onDeactivate: this.config.onDeactivate,
				onPostDeactivate: this.config.onPostDeactivate,
				checkCanReturnFocus: this.config.checkCanReturnFocus,
				...deactivateOptions
			};
			clearTimeout(this.state.delayInitialFocusTimer);
			this.state.delayInitialFocusTimer = void 0;
			this.removeListeners();
			this.state.active = false;
			this.state.paused = false;
			this.updateObservedNodes();
			activeFocusTraps.deactivateTrap(this.trapStack, this);
			this.portalContainers.clear();
			const onDeactivate = this.getOption(options, "onDeactivate");
			const onPostDeactivate = this.getOption(options, "onPostDeactivate");
			const checkCanReturnFocus = this.getOption(options, "checkCanReturnFocus");
			const returnFocus = this.getOption(options, "returnFocus", "returnFocusOnDeactivate");
			onDeactivate?.();
			const finishDeactivation = () => {
				delay(() => {
					if (returnFocus && this.isSafeToOverrideFocus()) {
						const returnFocusNode = this.getReturnFocusNode(this.state.nodeFocusedBeforeActivation);
						const focusOptions = this.lastInteractionType === "keyboard" ? { focusVisible: true } : void 0;
						this.tryFocus(returnFocusNode, focusOptions);
					}
					onPostDeactivate?.();
				});
			};
			if (returnFocus && checkCanReturnFocus) {
				checkCanReturnFocus(this.getReturnFocusNode(this.state.nodeFocusedBeforeActivation)).then(finishDeactivation, finishDeactivation);
				return this;
			}
			finishDeactivation();
			return this;
		});
		__publicField(this, "pause", (pauseOptions) => {
			if (this.state.paused || !this.state.active) return this;
			const onPause = this.getOption(pauseOptions, "onPause");
			const onPostPause = this.getOption(pauseOptions, "onPostPause");
			this.state.paused = true;
			onPause?.();
			this.removeListeners();
			this.updateObservedNodes();
			onPostPause?.();
			return this;
		});
		__publicField(this, "unpause", (unpauseOptions) => {
			if (!this.state.paused || !this.state.active) return this;
			const onUnpause = this.getOption(unpauseOptions, "onUnpause");
			const onPostUnpause = this.getOption(unpauseOptions, "onPostUnpause");
			this.state.paused = false;
			onUnpause?.();
			try {
				this.updateTabbableNodes();
			} catch {}
			this.attachListeners();
			try {
				this.commitInitialFocus();
			} catch {}
			this.updateObservedNodes();
			onPostUnpause?.();
			return this;
		});
		__publicField(this, "updateContainerElements", (containerElements) => {
			this.state.containers = Array.isArray(containerElements) ? containerElements.filter(Boolean) : [containerElements].filter(Boolean);
			if (this.state.active) this.updateTabbableNodes();
			this.updateObservedNodes();
			return this;
		});
		__publicField(this, "getReturnFocusNode", (previousActiveElement) => {
			const node = this.getNodeForOption("setReturnFocus", { params: [previousActiveElement] });
			return node ? node : node === false ? false : previousActiveElement;
		});
		__publicField(this, "getOption", (configOverrideOptions, optionName, configOptionName) => {
			return configOverrideOptions && configOverrideOptions[optionName] !== void 0 ? configOverrideOptions[optionName] : this.config[configOptionName || optionName];
		});
		__publicField(this, "getNodeForOption", (optionName, { hasFallback = false, params = [] } = {}) => {
			let optionValue = this.config[optionName];
			if (typeof optionValue === "function") optionValue = optionValue(...params);
			if (optionValue === true) optionValue = void 0;
			if (!optionValue) {
				if (optionValue === void 0 || optionValue === false) return optionValue;
				throw new Error(`\`${optionName}\` was specified but was not a node, or did not return a node`);
			}
			let node = optionValue;
			if (typeof optionValue === "string") {
				try {
					node = this.doc.querySelector(optionValue);
				} catch (err) {
					throw new Error(`\`${optionName}\` appears to be an invalid selector; error="${err.message}"`);
				}
				if (!node) {
					if (!hasFallback) throw new Error(`\`${optionName}\` as selector refers to no known node`);
				}
			}
			return node;
		});
		__publicField(this, "findNextNavNode", (opts) => {
			const { event, isBackward = false } = opts;
			const target = opts.target || getEventTarget(event);
			this.updateTabbableNodes();
			let destinationNode = null;
			if (this.state.tabbableGroups.length > 0) {
				const containerIndex = this.findContainerIndex(target, event);
				const containerGroup = containerIndex >= 0 ? this.state.containerGroups[containerIndex] : void 0;
				if (containerIndex < 0) {
					if (isBackward) destinationNode = this.state.tabbableGroups[this.state.tabbableGroups.length - 1].lastTabbableNode;
					else destinationNode = this.state.tabbableGroups[0].firstTabbableNode;
				} else if (isBackward) {
					let startOfGroupIndex = this.state.tabbableGroups.findIndex(({ firstTabbableNode }) => target === firstTabbableNode);
					if (startOfGroupIndex < 0 && (containerGroup?.container === target || isFocusable(target) && !isTabbable(target) && !containerGroup?.nextTabbableNode(target, false))) startOfGroupIndex = containerIndex;
					if (startOfGroupIndex >= 0) {
						const destinationGroupIndex = startOfGroupIndex === 0 ? this.state.tabbableGroups.length - 1 : startOfGroupIndex - 1;
						const destinationGroup = this.state.tabbableGroups[destinationGroupIndex];
						destinationNode = getTabIndex(target) >= 0 ? destinationGroup.lastTabbableNode : destinationGroup.lastDomTabbableNode;
					} else if (!isTabEvent(event)) destinationNode = containerGroup?.nextTabbableNode(target, false);
				} else {
					let lastOfGroupIndex = this.state.tabbableGroups.findIndex(({ lastTabbableNode }) => target === lastTabbableNode);
					if (lastOfGroupIndex < 0 && (containerGroup?.container === target || isFocusable(target) && !isTabbable(target) && !containerGroup?.nextTabbableNode(target))) lastOfGroupIndex = containerIndex;
					if (lastOfGroupIndex >= 0) {
						const destinationGroupIndex = lastOfGroupIndex === this.state.tabbableGroups.length - 1 ? 0 : lastOfGroupIndex + 1;
						const destinationGroup = this.state.tabbableGroups[destinationGroupIndex];
						destinationNode = getTabIndex(target) >= 0 ? destinationGroup.firstTabbableNode : destinationGroup.firstDomTabbableNode;
					} else if (!isTabEvent(event)) destinationNode = containerGroup?.nextTabbableNode(target);
				}
			} else destinationNode = this.getNodeForOption("fallbackFocus");
			return destinationNode;
		});
		this.trapStack = options.trapStack || sharedTrapStack;
		const config = {
			returnFocusOnDeactivate: true,
			escapeDeactivates: true,
			delayInitialFocus: true,
			followControlledElements: true,
			isKeyForward,
			isKeyBackward,
			...options
		};
		this.doc = config.document || getDocument(Array.isArray(elements) ? elements[0] : elements);
		this.config = config;
		this.updateContainerElements(elements);
		this.setupMutationObserver();
	}
	addPortalContainer(controlledElement) {
		const portalContainer = controlledElement.parentElement;
		if (portalContainer && !this.portalContainers.has(portalContainer)) {
			this.portalContainers.add(portalContainer);
			if (this.state.active && !this.state.paused) this.observePortalContainer(portalContainer);
		}
	}
	observePortalContainer(portalContainer) {
		this._mutationObserver?.observe(portalContainer, {
			subtree: true,
			childList: true,
			attributes: true,
			attributeFilter: ["aria-controls", "aria-expanded"]
		});
	}
	updatePortalContainers() {
		if (!this.config.followControlledElements) return;
		this.state.containers.forEach((container) => {
			getControlledElements(container).forEach((controlledElement) => {
				this.addPortalContainer(controlledElement);
			});
		});
	}
	get active() {
		return this.state.active;
	}
	get paused() {
		return this.state.paused;
	}
	findContainerIndex(element, event) {
		const composedPath = typeof event?.composedPath === "function" ? event.composedPath() : void 0;
		return this.state.containerGroups.findIndex(({ container, tabbableNodes }) => container.contains(element) || composedPath?.includes(container) || tabbableNodes.find((node) => node === element) || this.isControlledElement(container, element) || this.isPersistentElement(element, event));
	}
	isControlledElement(container, element) {
		if (!this.config.followControlledElements) return false;
		return isControlledElement(container, element);
	}
	isPersistentElement(element, event) {
		const persistentElements = this.config.persistentElements;
		if (!persistentElements || persistentElements.length === 0) return false;
		const composedPath = typeof event?.composedPath === "function" ? event.composedPath() : void 0;
		return persistentElements.some((getEl) => {
			const el = getEl();
			return contains(el, element) || el != null && composedPath?.includes(el);
		});
	}
	updateTabbableNodes() {
		this.state.containerGroups = this.state.containers.map((container) => {
			const tabbableNodes = getTabbables(container, { getShadowRoot: this.config.getShadowRoot });
			const focusableNodes = getFocusables(container, { getShadowRoot: this.config.getShadowRoot });
			const firstTabbableNode = tabbableNodes[0];
			const lastTabbableNode = tabbableNodes[tabbableNodes.length - 1];
			const firstDomTabbableNode = firstTabbableNode;
			const lastDomTabbableNode = lastTabbableNode;
			let posTabIndexesFound = false;
			for (let i = 0; i < tabbableNodes.length; i++) if (getTabIndex(tabbableNodes[i]) > 0) {
				posTabIndexesFound = true;
				break;
			}
			function nextTabbableNode(node, forward = true) {
				const nodeIdx = tabbableNodes.indexOf(node);
				if (nodeIdx >= 0) return tabbableNodes[nodeIdx + (forward ? 1 : -1)];
				const focusableIdx = focusableNodes.indexOf(node);
				if (focusableIdx < 0) return void 0;
				if (forward) {
					for (let i = focusableIdx + 1; i < focusableNodes.length; i++) if (isTabbable(focusableNodes[i])) return focusableNodes[i];
				} else for (let i = focusableIdx - 1; i >= 0; i--) if (isTabbable(focusableNodes[i])) return focusableNodes[i];
			}
			return {
				container,
				tabbableNodes,
				focusableNodes,
				posTabIndexesFound,
				firstTabbableNode,
				lastTabbableNode,
				firstDomTabbableNode,
				lastDomTabbableNode,
				nextTabbableNode
			};
		});
		this.state.tabbableGroups = this.state.containerGroups.filter((group) => group.tabbableNodes.length > 0);
		if (this.state.tabbableGroups.length <= 0 && !this.getNodeForOption("fallbackFocus")) throw new Error("Your focus-trap must have at least one container with at least one tabbable node in it at all times");
		if (this.state.containerGroups.find((g) => g.posTabIndexesFound) && this.state.containerGroups.length > 1) throw new Error("At least one node with a positive tabindex was found in one of your focus-trap's multiple containers. Positive tabindexes are only supported in single-container focus-traps.");
	}
	attachListeners() {
		if (!this.state.active) return;
		activeFocusTraps.activateTrap(this.trapStack, this);
		this.listenerCleanups.push(addDomEvent(this.doc, "focusin", this.handleFocus, true), addDomEvent(this.doc, "mousedown", this.handlePointerDown, {
			capture: true,
			passive: false
		}), addDomEvent(this.doc, "touchstart", this.handlePointerDown, {
			capture: true,
			passive: false
		}), addDomEvent(this.doc, "click", this.handleClick, {
			capture: true,
			passive: false
		}), addDomEvent(this.doc, "keydown", this.handleTabKey, {
			capture: true,
			passive: false
		}), addDomEvent(this.doc, "keydown", this.handleEscapeKey));
		return this;
	}
	commitInitialFocus() {
		this.state.delayInitialFocusTimer = this.config.delayInitialFocus ? delay(() => {
			this.tryFocus(this.getInitialFocusNode());
		}) : this.tryFocus(this.getInitialFocusNode());
		return this;
	}
	addListeners() {
		if (!this.state.active) return;
		this.attachListeners();
		this.commitInitialFocus();
		return this;
	}
	removeListeners() {
		if (!this.state.active) return;
		this.listenerCleanups.forEach((cleanup) => cleanup());
		this.listenerCleanups = [];
		return this;
	}
	containsElement(element) {
		return this.state.containers.some((container) => contains(container, element));
	}
	isSafeToOverrideFocus() {
		const activeEl = getActiveElement(this.doc);
		if (!activeEl || activeEl === this.doc.body) return true;
		if (this.containsElement(activeEl)) return true;
		return this.trapStack.some((trap) => trap !== this && trap.containsElement(activeEl));
	}
	activate(activateOptions) {
		if (this.state.active) return this;
		const onActivate = this.getOption(activateOptions, "onActivate");
		const onPostActivate = this.getOption(activateOptions, "onPostActivate");
		const checkCanFocusTrap = this.getOption(activateOptions, "checkCanFocusTrap");
		if (!checkCanFocusTrap) this.updateTabbableNodes();
		this.state.active = true;
		this.state.paused = false;
		this.state.nodeFocusedBeforeActivation = getActiveElement(this.doc);
		onActivate?.();
		const finishActivation = () => {
			if (checkCanFocusTrap) this.updateTabbableNodes();
			this.addListeners();
			this.updateObservedNodes();
			onPostActivate?.();
		};
		if (checkCanFocusTrap) {
			checkCanFocusTrap(this.state.containers.concat()).then(finishActivation, finishActivation);
			return this;
		}
		finishActivation();
		return this;
	}
};
var isKeyboardEvent = (event) => event?.type === "keydown";
var isTabEvent = (event) => isKeyboardEvent(event) && event?.key === "Tab";
var isKeyForward = (e) => isKeyboardEvent(e) && e.key === "Tab" && !e?.shiftKey;
var isKeyBackward = (e) => isKeyboardEvent(e) && e.key === "Tab" && e?.shiftKey;
var valueOrHandler = (value, ...params) => typeof value === "function" ? value(...params) : value;
var isEscapeEvent = (event) => !event.isComposing && event.key === "Escape";
var delay = (fn) => setTimeout(fn, 0);
var isSelectableInput = (node) => node.localName === "input" && "select" in node && typeof node.select === "function";
// ../../main/node_modules/@zag-js/focus-trap/dist/index.mjs
function trapFocus(el, options = {}) {
	let trap;
	const cleanup = raf$1(() => {
		const resolvedElements = (Array.isArray(el) ? el : [el]).map((e) => typeof e === "function" ? e() : e).filter((e) => e != null);
		if (resolvedElements.length === 0) return;
		const primaryEl = resolvedElements[0];
		trap = new FocusTrap(resolvedElements, {
			escapeDeactivates: false,
			allowOutsideClick: true,
			preventScroll: true,
			returnFocusOnDeactivate: true,
			delayInitialFocus: false,
			fallbackFocus: primaryEl,
			...options,
			document: getDocument(primaryEl)
		});
		try {
			trap.activate();
		} catch {}
	});
	return function destroy() {
		trap?.deactivate();
		cleanup();
	};
}
// ../../main/node_modules/@zag-js/remove-scroll/dist/index.mjs
var LOCK_CLASSNAME = "data-scroll-lock";
var lockMap = /* @__PURE__ */ new WeakMap();
function getPaddingProperty(documentElement) {
	const documentLeft = documentElement.getBoundingClientRect().left;
	return Math.round(documentLeft) + documentElement.scrollLeft ? "paddingLeft" : "paddingRight";
}
function hasStableScrollbarGutter(element) {
	const scrollbarGutter = getComputedStyle(element)?.scrollbarGutter;
	return scrollbarGutter === "stable" || scrollbarGutter?.startsWith("stable ") === true;
}
function getScrollContainer(doc) {
	const { documentElement, body } = doc;
	return isOverflowElement(documentElement) ? documentElement : body;
}
function applyLock(doc) {
	const win = doc.defaultView ?? window;
	const { documentElement, body } = doc;
	const scroller = getScrollContainer(doc);
	const hasStableGutter = hasStableScrollbarGutter(documentElement) || hasStableScrollbarGutter(body);
	const scrollbarWidth = win.innerWidth - documentElement.clientWidth;
	body.setAttribute(LOCK_CLASSNAME, "");
	const setScrollbarWidthProperty = () => setStyleProperty(documentElement, "--scrollbar-width", `${scrollbarWidth}px`);
	const paddingProperty = getPaddingProperty(documentElement);
	const setScrollerStyle = () => {
		const styles = { overflow: "hidden" };
		if (!hasStableGutter && scrollbarWidth > 0) styles[paddingProperty] = `${scrollbarWidth}px`;
		return setStyle(scroller, styles);
	};
	const setBodyStyleIOS = () => {
		const { scrollX, scrollY, visualViewport } = win;
		const offsetLeft = visualViewport?.offsetLeft ?? 0;
		const offsetTop = visualViewport?.offsetTop ?? 0;
		const styles = {
			position: "fixed",
			overflow: "hidden",
			top: `${-(scrollY - Math.floor(offsetTop))}px`,
			left: `${-(scrollX - Math.floor(offsetLeft))}px`,
			right: "0"
		};
		if (!hasStableGutter && scrollbarWidth > 0) styles[paddingProperty] = `${scrollbarWidth}px`;
		const restoreStyle = setStyle(body, styles);
		return () => {
			restoreStyle?.();
			win.scrollTo({
				left: scrollX,
				top: scrollY,
				behavior: "instant"
			});
		};
	};
	const cleanups = [setScrollbarWidthProperty(), isIos() ? setBodyStyleIOS() : setScrollerStyle()];
	return () => {
		cleanups.forEach((fn) => fn?.());
		body.removeAttribute(LOCK_CLASSNAME);
	};
}
function preventBodyScroll(_document) {
	const doc = _document ?? document;
	let state = lockMap.get(doc);
	if (!state) {
		state = {
			count: 0,
			cleanup: applyLock(doc)
		};
		lockMap.set(doc, state);
	}
	state.count++;
	const lockState = state;
	let released = false;
	return () => {
		if (released) return;
		released = true;
		lockState.count--;
		if (lockState.count === 0) {
			lockState.cleanup();
			lockMap.delete(doc);
		}
	};
}
// ../../main/node_modules/@zag-js/dialog/dist/dialog.dom.mjs
var getPositionerId = (ctx) => ctx.ids?.positioner ?? `dialog:${ctx.id}:positioner`;
var getBackdropId = (ctx) => ctx.ids?.backdrop ?? `dialog:${ctx.id}:backdrop`;
var getContentId = (ctx) => ctx.ids?.content ?? `dialog:${ctx.id}:content`;
var getTriggerId = (ctx, value) => {
	const customId = ctx.ids?.trigger;
	if (customId != null) return isFunction(customId) ? customId(value) : customId;
	return value ? `dialog:${ctx.id}:trigger:${value}` : `dialog:${ctx.id}:trigger`;
};
var getTitleId = (ctx) => ctx.ids?.title ?? `dialog:${ctx.id}:title`;
var getDescriptionId = (ctx) => ctx.ids?.description ?? `dialog:${ctx.id}:description`;
var getCloseTriggerId = (ctx) => ctx.ids?.closeTrigger ?? `dialog:${ctx.id}:close`;
var getContentEl = (ctx) => ctx.getById(getContentId(ctx));
var getPositionerEl = (ctx) => ctx.getById(getPositionerId(ctx));
var getBackdropEl = (ctx) => ctx.getById(getBackdropId(ctx));
var getTriggerEl = (ctx) => ctx.getById(getTriggerId(ctx));
var getTitleEl = (ctx) => ctx.getById(getTitleId(ctx));
var getDescriptionEl = (ctx) => ctx.getById(getDescriptionId(ctx));
var getCloseTriggerEl = (ctx) => ctx.getById(getCloseTriggerId(ctx));
var getTriggerEls = (ctx) => queryAll(ctx.getRootNode(), `[data-scope="dialog"][data-part="trigger"]${getByOwnerId(ctx.id)}`);
var getActiveTriggerEl = (ctx, value) => {
	if (value == null) return getTriggerEl(ctx) ?? getTriggerEls(ctx)[0];
	return ctx.getById(getTriggerId(ctx, value));
};
// ../../main/node_modules/@zag-js/dialog/dist/dialog.connect.mjs
function connect(service, normalize) {
	const { state, send, context, prop, scope } = service;
	const ariaLabel = prop("aria-label");
	const open = state.matches("open");
	const triggerValue = context.get("triggerValue");
	return {
		open,
		setOpen(nextOpen) {
			if (state.matches("open") === nextOpen) return;
			send({ type: nextOpen ? "OPEN" : "CLOSE" });
		},
		triggerValue,
		setTriggerValue(value) {
			send({
				type: "TRIGGER_VALUE.SET",
				value
			});
		},
		getTriggerProps(props = {}) {
			const { value } = props;
			const current = value == null ? false : triggerValue === value;
			return normalize.button({
				...parts.trigger.attrs,
				dir: prop("dir"),
				id: getTriggerId(scope, value),
				"data-ownedby": scope.id,
				"data-value": value,
				"aria-haspopup": "dialog",
				type: "button",
				"aria-expanded": value == null ? open : open && current,
				"data-state": open ? "open" : "closed",
				"aria-controls": getContentId(scope),
				"data-current": dataAttr(current),
				onClick(event) {
					if (event.defaultPrevented) return;
					send({
						type: open && value != null && !current ? "TRIGGER_VALUE.SET" : "TOGGLE",
						value
					});
				}
			});
		},
		getBackdropProps() {
			return normalize.element({
				...parts.backdrop.attrs,
				dir: prop("dir"),
				hidden: !open,
				id: getBackdropId(scope),
				"data-state": open ? "open" : "closed"
			});
		},
		getPositionerProps() {
			return normalize.element({
				...parts.positioner.attrs,
				dir: prop("dir"),
				id: getPositionerId(scope),
				style: compact({ pointerEvents: !open || !prop("modal") ? "none" : void 0 })
			});
		},
		getContentProps() {
			const rendered = context.get("rendered");
			return normalize.element({
				...parts.content.attrs,
				dir: prop("dir"),
				role: prop("role"),
				hidden: !open,
				id: getContentId(scope),
				tabIndex: -1,
				"data-state": open ? "open" : "closed",
				"aria-modal": prop("modal"),
				"aria-label": ariaLabel || void 0,
				"aria-labelledby": ariaLabel || !rendered.title ? void 0 : getTitleId(scope),
				"aria-describedby": rendered.description ? getDescriptionId(scope) : void 0,
				style: compact({ pointerEvents: prop("modal") ? void 0 : "auto" })
			});
		},
		getTitleProps() {
			return normalize.element({
				...parts.title.attrs,
				dir: prop("dir"),
				id: getTitleId(scope)
			});
		},
		getDescriptionProps() {
			return normalize.element({
				...parts.description.attrs,
				dir: prop("dir"),
				id: getDescriptionId(scope)
			});
		},
		getCloseTriggerProps() {
			return normalize.button({
				...parts.closeTrigger.attrs,
				dir: prop("dir"),
				id: getCloseTriggerId(scope),
				type: "button",
				onClick(event) {
					if (event.defaultPrevented) return;
					event.stopPropagation();
					send({ type: "CLOSE" });
				}
			});
		}
	};
}
// ../../main/node_modules/@zag-js/dialog/dist/dialog.machine.mjs
var machine = createMachine({
	props({ props, scope }) {
		const alertDialog = props.role === "alertdialog";
		const initialFocusEl = alertDialog ? () => getCloseTriggerEl(scope) : void 0;
		const modal = typeof props.modal === "boolean" ? props.modal : true;
		return {
			role: "dialog",
			modal,
			trapFocus: modal,
			preventScroll: modal,
			closeOnInteractOutside: modal && !alertDialog,
			closeOnEscape: true,
			restoreFocus: true,
			initialFocusEl,
			...props
		};
	},
	initialState({ prop }) {
		return prop("open") || prop("defaultOpen") ? "open" : "closed";
	},
	context({ bindable, prop, scope }) {
		return {
			rendered: bindable(() => ({ defaultValue: {
				title: true,
				description: true
			} })),
			triggerValue: bindable(() => ({
				defaultValue: prop("defaultTriggerValue") ?? null,
				value: prop("triggerValue"),
				onChange(value) {
					const onTriggerValueChange = prop("onTriggerValueChange");
					if (!onTriggerValueChange) return;
					onTriggerValueChange({
						value,
						triggerElement: getActiveTriggerEl(scope, value)
					});
				}
			}))
		};
	},
	watch({ track, action, prop }) {
		track([() => prop("open")], () => {
			action(["toggleVisibility"]);
		});
	},
	states: {
		open: {
			entry: ["checkRenderedElements", "setInitialFocus"],
			effects: [
				"trackDismissableElement",
				"trapFocus",
				"preventScroll",
				"hideContentBelow"
			],
			on: {
				"CONTROLLED.CLOSE": { target: "closed" },
				CLOSE: [{
					guard: "isOpenControlled",
					actions: ["invokeOnClose"]
				}, {
					target: "closed",
					actions: ["invokeOnClose"]
				}],
				TOGGLE: [{
					guard: "isOpenControlled",
					actions: ["invokeOnClose"]
				}, {
					target: "closed",
					actions: ["invokeOnClose"]
				}],
				"TRIGGER_VALUE.SET": { actions: ["setTriggerValue"] }
			}
		},
		closed: { on: {
			"CONTROLLED.OPEN": { target: "open" },
			OPEN: [{
				guard: "isOpenControlled",
				actions: ["invokeOnOpen", "setTriggerValue"]
			}, {
				target: "open",
				actions: ["invokeOnOpen", "setTriggerValue"]
			}],
			TOGGLE: [{
				guard: "isOpenControlled",
				actions: ["invokeOnOpen", "setTriggerValue"]
			}, {
				target: "open",
				actions: ["invokeOnOpen", "setTriggerValue"]
			}],
			"TRIGGER_VALUE.SET": { actions: ["setTriggerValue"] }
		} }
	},
	implementations: {
		guards: { isOpenControlled: ({ prop }) => prop("open") != void 0 },
		effects: {
			trackDismissableElement({ scope, send, prop }) {
				const getContentEl2 = () => getContentEl(scope);
				return trackDismissableElement(getContentEl2, {
					type: "dialog",
					defer: true,
					pointerBlocking: prop("modal"),
					layerStyleTargets: [() => getBackdropEl(scope), () => getPositionerEl(scope)],
					exclude: [getTriggerEl(scope), ...getTriggerEls(scope)].filter(Boolean),
					onInteractOutside(event) {
						prop("onInteractOutside")?.(event);
						if (!prop("closeOnInteractOutside")) event.preventDefault();
					},
					persistentElements: prop("persistentElements"),
					onFocusOutside: prop("onFocusOutside"),
					onPointerDownOutside: prop("onPointerDownOutside"),
					onRequestDismiss: prop("onRequestDismiss"),
					onEscapeKeyDown(event) {
						prop("onEscapeKeyDown")?.(event);
						if (!prop("closeOnEscape")) event.preventDefault();
					},
					onDismiss() {
						send({
							type: "CLOSE",
							src: "interact-outside"
						});
					}
				});
			},
			preventScroll({ scope, prop }) {
				if (!prop("preventScroll")) return;
				return preventBodyScroll(scope.getDoc());
			},
			trapFocus({ scope, prop, context }) {
				if (!prop("trapFocus")) return;
				const contentEl = () => getContentEl(scope);
				return trapFocus(contentEl, {
					preventScroll: true,
					returnFocusOnDeactivate: !!prop("restoreFocus"),
					initialFocus: () => getInitialFocus({
						root: getContentEl(scope),
						getInitialEl: prop("initialFocusEl")
					}),
					setReturnFocus: (el) => {
						const finalFocusEl = prop("finalFocusEl")?.();
						if (finalFocusEl) return finalFocusEl;
						const triggerValue = context.get("triggerValue");
						if (triggerValue) {
							const activeTriggerEl = getActiveTriggerEl(scope, triggerValue);
							if (activeTriggerEl) return activeTriggerEl;
						}
						const fallbackTrigger = getTriggerEls(scope)[0];
						if (fallbackTrigger) return fallbackTrigger;
						return el;
					},
					getShadowRoot: true
				});
			},
			hideContentBelow({ scope, prop }) {
				if (!prop("modal")) return;
				const getElements = () => [getContentEl(scope)];
				return ariaHidden(getElements, { defer: true });
			}
		},
		actions: {
			setInitialFocus({ prop, scope }) {
				if (prop("trapFocus")) return;
				raf$1(() => {
					getInitialFocus({
						root: getContentEl(scope),
						getInitialEl: prop("initialFocusEl")
					})?.focus({ preventScroll: true });
				});
			},
			checkRenderedElements({ context, scope }) {
				raf$1(() => {
					context.set("rendered", {
						title: !!getTitleEl(scope),
						description: !!getDescriptionEl(scope)
					});
				});
			},
			invokeOnClose({ prop }) {
				prop("onOpenChange")?.({ open: false });
			},
			invokeOnOpen({ prop }) {
				prop("onOpenChange")?.({ open: true });
			},
			setTriggerValue({ context, event }) {
				if (event.value === void 0) return;
				context.set("triggerValue", event.value);
			},
			toggleVisibility({ prop, send, event }) {
				send({
					type: prop("open") ? "CONTROLLED.OPEN" : "CONTROLLED.CLOSE",
					previousEvent: event
				});
			}
		}
	}
});
// ../../main/node_modules/@ark-ui/react/dist/components/dialog/use-dialog-context.js
var [DialogProvider, useDialogContext] = createContext$1({
	name: "DialogContext",
	hookName: "useDialogContext",
	providerName: "<DialogProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/dialog/dialog-backdrop.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var DialogBackdrop = (0, import_react.forwardRef)((props, ref) => {
	const dialog = useDialogContext();
	const renderStrategyProps = useRenderStrategyPropsContext();
	const presence = usePresence({
		...renderStrategyProps,
		present: dialog.open
	});
	const mergedProps = mergeProps(dialog.getBackdropProps(), presence.getPresenceProps(), props);
	const composedRefs = useComposedRefs(presence.ref, ref);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PresenceGate, {
		presence,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref: composedRefs
		})
	});
});
DialogBackdrop.displayName = "DialogBackdrop";
// ../../main/node_modules/@ark-ui/react/dist/components/dialog/dialog-close-trigger.js
var DialogCloseTrigger = (0, import_react.forwardRef)((props, ref) => {
	const dialog = useDialogContext();
	const mergedProps = mergeProps(dialog.getCloseTriggerProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.button, {
		...mergedProps,
		ref
	});
});
DialogCloseTrigger.displayName = "DialogCloseTrigger";
// ../../main/node_modules/@ark-ui/react/dist/components/dialog/dialog-content.js
var DialogContent = (0, import_react.forwardRef)((props, ref) => {
	const dialog = useDialogContext();
	const presence = usePresenceContext();
	const mergedProps = mergeProps(dialog.getContentProps(), presence.getPresenceProps(), props);
	const composedRefs = useComposedRefs(presence.ref, ref);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PresenceGate, {
		presence,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref: composedRefs
		})
	});
});
DialogContent.displayName = "DialogContent";
// ../../main/node_modules/@ark-ui/react/dist/components/dialog/dialog-context.js
var DialogContext = (props) => props.children(useDialogContext());
// ../../main/node_modules/@ark-ui/react/dist/components/dialog/dialog-description.js
var DialogDescription = (0, import_react.forwardRef)((props, ref) => {
	const dialog = useDialogContext();
	const mergedProps = mergeProps(dialog.getDescriptionProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
DialogDescription.displayName = "DialogDescription";
// ../../main/node_modules/@ark-ui/react/dist/components/dialog/dialog-positioner.js
var DialogPositioner = (0, import_react.forwardRef)((props, ref) => {
	const dialog = useDialogContext();
	const mergedProps = mergeProps(dialog.getPositionerProps(), props);
	if (usePresenceContext().unmounted) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
DialogPositioner.displayName = "DialogPositioner";
// ../../main/node_modules/@ark-ui/react/dist/components/dialog/use-dialog.js
var useDialog = (props) => {
	const id = (0, import_react.useId)();
	const { getRootNode } = useEnvironmentContext();
	const { dir } = useLocaleContext();
	const machineProps = {
		id,
		getRootNode,
		dir,
		...props
	};
	return connect(useMachine(machine, machineProps), normalizeProps);
};
// ../../main/node_modules/@ark-ui/react/dist/components/dialog/dialog-root.js
var DialogRoot = (props) => {
	const [presenceProps, { children, ...localProps }] = splitPresenceProps(props);
	const [renderStrategyProps] = splitRenderStrategyProps(presenceProps);
	const dialog = useDialog(localProps);
	const presence = usePresence(mergeProps({ present: dialog.open }, presenceProps));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogProvider, {
		value: dialog,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RenderStrategyPropsProvider, {
			value: renderStrategyProps,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PresenceProvider, {
				value: presence,
				children
			})
		})
	});
};
// ../../main/node_modules/@ark-ui/react/dist/components/dialog/dialog-root-provider.js
var DialogRootProvider = (props) => {
	const [presenceProps, { value: dialog, children }] = splitPresenceProps(props);
	const [renderStrategyProps] = splitRenderStrategyProps(presenceProps);
	const presence = usePresence(mergeProps({ present: dialog.open }, presenceProps));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogProvider, {
		value: dialog,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RenderStrategyPropsProvider, {
			value: renderStrategyProps,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PresenceProvider, {
				value: presence,
				children
			})
		})
	});
};
// ../../main/node_modules/@ark-ui/react/dist/components/dialog/dialog-title.js
var DialogTitle = (0, import_react.forwardRef)((props, ref) => {
	const dialog = useDialogContext();
	const mergedProps = mergeProps(dialog.getTitleProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.h2, {
		...mergedProps,
		ref
	});
});
DialogTitle.displayName = "DialogTitle";
// ../../main/node_modules/@ark-ui/react/dist/components/dialog/dialog-trigger.js
var splitTriggerProps = createSplitProps();
var DialogTrigger = (0, import_react.forwardRef)((props, ref) => {
	const [triggerProps, localProps] = splitTriggerProps(props, ["value"]);
	const dialog = useDialogContext();
	const presence = usePresenceContext();
	const triggerPropsRaw = dialog.getTriggerProps(triggerProps);
	const mergedProps = mergeProps({
		...triggerPropsRaw,
		"aria-controls": presence.unmounted ? void 0 : triggerPropsRaw["aria-controls"]
	}, localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.button, {
		...mergedProps,
		ref
	});
});
DialogTrigger.displayName = "DialogTrigger";
// ../../main/node_modules/@ark-ui/react/dist/components/dialog/dialog.js
var dialog_exports = /* @__PURE__ */ __exportAll({
	Backdrop: () => DialogBackdrop,
	CloseTrigger: () => DialogCloseTrigger,
	Content: () => DialogContent,
	Context: () => DialogContext,
	Description: () => DialogDescription,
	Positioner: () => DialogPositioner,
	Root: () => DialogRoot,
	RootProvider: () => DialogRootProvider,
	Title: () => DialogTitle,
	Trigger: () => DialogTrigger
});
export { useDialogContext as n, dialog_exports as t };

//# sourceMappingURL=dialog-B2AYDHhP.js.map