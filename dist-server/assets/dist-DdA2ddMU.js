import { o as getActiveElement, s as getDocument, u as getWindow } from "./create-split-props-D0rL9oRq.js";
import { E as isVirtualClick, _ as getEventTarget, k as isMac } from "./normalize-props-Bwbrh0EN.js";
// ../../main/node_modules/@zag-js/focus-visible/dist/index.mjs
function isValidKey(e) {
	return !(e.metaKey || !isMac() && e.altKey || e.ctrlKey || e.key === "Control" || e.key === "Shift" || e.key === "Meta");
}
var nonTextInputTypes = /* @__PURE__ */ new Set([
	"checkbox",
	"radio",
	"range",
	"color",
	"file",
	"image",
	"button",
	"submit",
	"reset"
]);
var interactiveContentSelector = [
	"a[href]",
	"audio[controls]",
	"button",
	"details",
	"embed",
	"iframe",
	"img[controls]",
	"img[usemap]",
	"input",
	"select",
	"textarea",
	"video[controls]"
].join(",");
function isKeyboardFocusEvent(isTextInput, modality, e) {
	const eventTarget = e ? getEventTarget(e) : null;
	const doc = getDocument(eventTarget);
	const win = getWindow(eventTarget);
	const activeElement = getActiveElement(doc);
	isTextInput = isTextInput || activeElement instanceof win.HTMLInputElement && !nonTextInputTypes.has(activeElement?.type) || activeElement instanceof win.HTMLTextAreaElement || activeElement instanceof win.HTMLElement && activeElement.isContentEditable;
	return !(isTextInput && modality === "keyboard" && e instanceof win.KeyboardEvent && !Reflect.has(FOCUS_VISIBLE_INPUT_KEYS, e.key));
}
var currentModality = null;
var changeHandlers = /* @__PURE__ */ new Set();
var listenerMap = /* @__PURE__ */ new Map();
var hasEventBeforeFocus = false;
var pendingLabelControl = null;
var hasBlurredWindowRecently = false;
var lastPointerPosition = null;
var FOCUS_VISIBLE_INPUT_KEYS = {
	Tab: true,
	Escape: true
};
function triggerChangeHandlers(modality, e) {
	for (let handler of changeHandlers) handler(modality, e);
}
function handleKeyboardEvent(e) {
	pendingLabelControl = null;
	hasEventBeforeFocus = true;
	if (isValidKey(e)) {
		currentModality = "keyboard";
		triggerChangeHandlers("keyboard", e);
	}
}
function handlePointerEvent(e) {
	if ((e.type === "pointermove" || e.type === "mousemove") && lastPointerPosition?.x === e.clientX && lastPointerPosition?.y === e.clientY) return;
	lastPointerPosition = {
		x: e.clientX,
		y: e.clientY
	};
	currentModality = "pointer";
	if (e.type === "mousedown" || e.type === "pointerdown") {
		pendingLabelControl = null;
		hasEventBeforeFocus = true;
		triggerChangeHandlers("pointer", e);
	}
}
function handleClickEvent(e) {
	if (isVirtualClick(e)) {
		pendingLabelControl = null;
		hasEventBeforeFocus = true;
		currentModality = "virtual";
		return;
	}
	pendingLabelControl = null;
	const target = getEventTarget(e);
	const label = target?.closest("label");
	const control = label?.control;
	if (!label || !control || control.matches(":disabled")) return;
	const interactive = target?.closest(interactiveContentSelector);
	if (interactive && label.contains(interactive) && interactive !== control) return;
	if (control !== getActiveElement(label.ownerDocument)) pendingLabelControl = control;
}
function handleFocusEvent(e) {
	const target = getEventTarget(e);
	const isLabelActivationFocus = target === pendingLabelControl;
	if (target === getWindow(target) || target === getDocument(target) || !e.isTrusted) return;
	if (!hasEventBeforeFocus && !isLabelActivationFocus && !hasBlurredWindowRecently) {
		currentModality = "virtual";
		triggerChangeHandlers("virtual", e);
	}
	hasEventBeforeFocus = false;
	pendingLabelControl = null;
	hasBlurredWindowRecently = false;
}
function handleWindowBlur() {
	hasEventBeforeFocus = false;
	pendingLabelControl = null;
	hasBlurredWindowRecently = true;
}
function setupGlobalFocusEvents(root) {
	if (typeof window === "undefined" || listenerMap.get(getWindow(root))) return;
	const win = getWindow(root);
	const doc = getDocument(root);
	let focus = win.HTMLElement.prototype.focus;
	function patchedFocus() {
		hasEventBeforeFocus = true;
		focus.apply(this, arguments);
	}
	try {
		Object.defineProperty(win.HTMLElement.prototype, "focus", {
			configurable: true,
			value: patchedFocus
		});
	} catch {}
	doc.addEventListener("keydown", handleKeyboardEvent, true);
	doc.addEventListener("keyup", handleKeyboardEvent, true);
	doc.addEventListener("click", handleClickEvent, true);
	win.addEventListener("focus", handleFocusEvent, true);
	win.addEventListener("blur", handleWindowBlur, false);
	if (typeof win.PointerEvent !== "undefined") {
		doc.addEventListener("pointerdown", handlePointerEvent, true);
		doc.addEventListener("pointermove", handlePointerEvent, true);
		doc.addEventListener("pointerup", handlePointerEvent, true);
	} else {
		doc.addEventListener("mousedown", handlePointerEvent, true);
		doc.addEventListener("mousemove", handlePointerEvent, true);
		doc.addEventListener("mouseup", handlePointerEvent, true);
	}
	win.addEventListener("beforeunload", () => {
		tearDownWindowFocusTracking(root);
	}, { once: true });
	listenerMap.set(win, { focus });
}
var tearDownWindowFocusTracking = (root, loadListener) => {
	const win = getWindow(root);
	const doc = getDocument(root);
	if (loadListener) doc.removeEventListener("DOMContentLoaded", loadListener);
	const listenerData = listenerMap.get(win);
	if (!listenerData) return;
	try {
		Object.defineProperty(win.HTMLElement.prototype, "focus", {
			configurable: true,
			value: listenerData.focus
		});
	} catch {}
	doc.removeEventListener("keydown", handleKeyboardEvent, true);
	doc.removeEventListener("keyup", handleKeyboardEvent, true);
	doc.removeEventListener("click", handleClickEvent, true);
	win.removeEventListener("focus", handleFocusEvent, true);
	win.removeEventListener("blur", handleWindowBlur, false);
	if (typeof win.PointerEvent !== "undefined") {
		doc.removeEventListener("pointerdown", handlePointerEvent, true);
		doc.removeEventListener("pointermove", handlePointerEvent, true);
		doc.removeEventListener("pointerup", handlePointerEvent, true);
	} else {
		doc.removeEventListener("mousedown", handlePointerEvent, true);
		doc.removeEventListener("mousemove", handlePointerEvent, true);
		doc.removeEventListener("mouseup", handlePointerEvent, true);
	}
	listenerMap.delete(win);
};
function getInteractionModality() {
	return currentModality;
}
function setInteractionModality(modality) {
	currentModality = modality;
	triggerChangeHandlers(modality, null);
}
function isFocusVisible() {
	return currentModality === "keyboard" || currentModality === "virtual";
}
function trackFocusVisible(props = {}) {
	const { isTextInput, autoFocus, onChange, root } = props;
	setupGlobalFocusEvents(root);
	onChange?.({
		isFocusVisible: autoFocus || isFocusVisible(),
		modality: currentModality
	});
	const handler = (modality, e) => {
		if (!isKeyboardFocusEvent(!!isTextInput, modality, e)) return;
		onChange?.({
			isFocusVisible: isFocusVisible(),
			modality
		});
	};
	changeHandlers.add(handler);
	return () => {
		changeHandlers.delete(handler);
	};
}
export { trackFocusVisible as i, isFocusVisible as n, setInteractionModality as r, getInteractionModality as t };

//# sourceMappingURL=dist-DdA2ddMU.js.map