import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { C as isModifierKey, G as prev, M as createGuards, N as createMachine, R as compact, T as isPrintableKey, U as last, V as first, W as next, _ as getEventTarget, b as isContextMenuEvent, c as queryAll, f as raf, g as getEventPoint, h as getEventKey, i as indexOfId, n as useMachine, p as addDomEvent, r as defaultItemToId, t as normalizeProps, w as isOpeningInNewTab, x as isDownloadingEvent } from "./normalize-props-Bwbrh0EN.js";
import { t as isEqual } from "./equal-vkPAilgq.js";
import { a as isNull, i as isFunction, n as createContext$1, r as hasProp } from "./create-anatomy-Ca-Auh_-.js";
import { E as noop, S as useEnvironmentContext, a as contains, b as mergeProps, f as isAnchorElement, g as isHTMLElement$1, i as getComputedStyle$2, m as isEditableElement, n as __exportAll, r as ark, t as createSplitProps, u as getWindow$1, w as cast, x as useComposedRefs } from "./create-split-props-D0rL9oRq.js";
import { i as getByOwnerId, l as wrap, n as ariaAttr, r as dataAttr } from "./shared-DiO5qnp4.js";
import { a as isOverflowElement$1, i as splitPresenceProps, o as getInitialFocus, r as trackDismissableElement, s as isValidTabEvent } from "./portal-ChPcd-_9.js";
import { t as observeAttributes } from "./mutation-observer-C191kA_A.js";
import { t as clickIfLink } from "./navigate-C7RwA3l_.js";
import { i as usePresence, n as usePresenceContext, r as PresenceGate, t as PresenceProvider } from "./use-presence-context-cuiYbe0m.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
import { i as trackFocusVisible, r as setInteractionModality, t as getInteractionModality } from "./dist-DdA2ddMU.js";
import { n as CheckIcon } from "./icons-DBDSKIqj.js";
import { lt as useLocaleContext, tt as parts } from "../render.js";
// ../../main/node_modules/@zag-js/dom-query/dist/scroll.mjs
function isScrollable(el) {
	return el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth;
}
function scrollIntoView(el, options) {
	const { rootEl, ...scrollOptions } = options || {};
	if (!el || !rootEl) return;
	if (!isOverflowElement$1(rootEl) || !isScrollable(rootEl)) return;
	el.scrollIntoView(scrollOptions);
}
// ../../main/node_modules/@zag-js/dom-query/dist/searchable.mjs
var sanitize = (str) => str.split("").map((char) => {
	const code = char.charCodeAt(0);
	if (code > 0 && code < 128) return char;
	if (code >= 128 && code <= 255) return `/x${code.toString(16)}`.replace("/", "\\");
	return "";
}).join("").trim();
var getValueText = (el) => {
	return sanitize(el.dataset?.valuetext ?? el.textContent ?? "");
};
var match = (valueText, query) => {
	return valueText.trim().toLowerCase().startsWith(query.toLowerCase());
};
function getByText(v, text, currentId, itemToId = defaultItemToId) {
	const index = currentId ? indexOfId(v, currentId, itemToId) : -1;
	let items = currentId ? wrap(v, index) : v;
	if (text.length === 1) items = items.filter((item) => itemToId(item) !== currentId);
	return items.find((item) => match(getValueText(item), text));
}
// ../../main/node_modules/@zag-js/dom-query/dist/typeahead.mjs
function getByTypeaheadImpl(baseItems, options) {
	const { state, activeId, key, timeout = 350, itemToId } = options;
	const search = state.keysSoFar + key;
	const query = search.length > 1 && Array.from(search).every((char) => char === search[0]) ? search[0] : search;
	const next = getByText(baseItems.slice(), query, activeId, itemToId);
	function cleanup() {
		clearTimeout(state.timer);
		state.timer = -1;
	}
	function update(value) {
		state.keysSoFar = value;
		cleanup();
		if (value !== "") state.timer = +setTimeout(() => {
			update("");
			cleanup();
		}, timeout);
	}
	update(search);
	return next;
}
var getByTypeahead = /* @__PURE__ */ Object.assign(getByTypeaheadImpl, {
	defaultOptions: {
		keysSoFar: "",
		timer: -1
	},
	isValidEvent: isValidTypeaheadEvent
});
function isValidTypeaheadEvent(event) {
	return event.key.length === 1 && !event.ctrlKey && !event.metaKey;
}
// ../../main/node_modules/@zag-js/rect-utils/dist/rect.mjs
var createPoint = (x, y) => ({
	x,
	y
});
function createRect(r) {
	const { x, y, width, height } = r;
	const midX = x + width / 2;
	const midY = y + height / 2;
	return {
		x,
		y,
		width,
		height,
		minX: x,
		minY: y,
		maxX: x + width,
		maxY: y + height,
		midX,
		midY,
		center: createPoint(midX, midY)
	};
}
function getRectCorners(v) {
	return {
		top: createPoint(v.minX, v.minY),
		right: createPoint(v.maxX, v.minY),
		bottom: createPoint(v.maxX, v.maxY),
		left: createPoint(v.minX, v.maxY)
	};
}
// ../../main/node_modules/@zag-js/rect-utils/dist/polygon.mjs
function getElementPolygon(rectValue, placement) {
	const { top, right, left, bottom } = getRectCorners(createRect(rectValue));
	const [base] = placement.split("-");
	return {
		top: [
			left,
			top,
			right,
			bottom
		],
		right: [
			top,
			right,
			bottom,
			left
		],
		bottom: [
			top,
			left,
			bottom,
			right
		],
		left: [
			right,
			top,
			left,
			bottom
		]
	}[base];
}
function isPointInPolygon(polygon, point) {
	const { x, y } = point;
	let c = false;
	for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
		const xi = polygon[i].x;
		const yi = polygon[i].y;
		const xj = polygon[j].x;
		const yj = polygon[j].y;
		if (yi > y !== yj > y && x < (xj - xi) * (y - yi) / (yj - yi) + xi) c = !c;
	}
	return c;
}
// ../../main/node_modules/@floating-ui/utils/dist/floating-ui.utils.mjs
/**
* Custom positioning reference element.
* @see https://floating-ui.com/docs/virtual-elements
*/
var sides = [
	"top",
	"right",
	"bottom",
	"left"
];
var min = Math.min;
var max = Math.max;
var round = Math.round;
var floor = Math.floor;
var createCoords = (v) => ({
	x: v,
	y: v
});
var oppositeSideMap = {
	left: "right",
	right: "left",
	bottom: "top",
	top: "bottom"
};
function clamp(start, value, end) {
	return max(start, min(value, end));
}
function evaluate(value, param) {
	return typeof value === "function" ? value(param) : value;
}
function getSide(placement) {
	return placement.split("-")[0];
}
function getAlignment(placement) {
	return placement.split("-")[1];
}
function getOppositeAxis(axis) {
	return axis === "x" ? "y" : "x";
}
function getAxisLength(axis) {
	return axis === "y" ? "height" : "width";
}
function getSideAxis$1(placement) {
	const firstChar = placement[0];
	return firstChar === "t" || firstChar === "b" ? "y" : "x";
}
function getAlignmentAxis(placement) {
	return getOppositeAxis(getSideAxis$1(placement));
}
function getAlignmentSides(placement, rects, rtl) {
	if (rtl === void 0) rtl = false;
	const alignment = getAlignment(placement);
	const alignmentAxis = getAlignmentAxis(placement);
	const length = getAxisLength(alignmentAxis);
	let mainAlignmentSide = alignmentAxis === "x" ? alignment === (rtl ? "end" : "start") ? "right" : "left" : alignment === "start" ? "bottom" : "top";
	if (rects.reference[length] > rects.floating[length]) mainAlignmentSide = getOppositePlacement(mainAlignmentSide);
	return [mainAlignmentSide, getOppositePlacement(mainAlignmentSide)];
}
function getExpandedPlacements(placement) {
	const oppositePlacement = getOppositePlacement(placement);
	return [
		getOppositeAlignmentPlacement(placement),
		oppositePlacement,
		getOppositeAlignmentPlacement(oppositePlacement)
	];
}
function getOppositeAlignmentPlacement(placement) {
	return placement.includes("start") ? placement.replace("start", "end") : placement.replace("end", "start");
}
var lrPlacement = ["left", "right"];
var rlPlacement = ["right", "left"];
var tbPlacement = ["top", "bottom"];
var btPlacement = ["bottom", "top"];
function getSideList(side, isStart, rtl) {
	switch (side) {
		case "top":
		case "bottom":
			if (rtl) return isStart ? rlPlacement : lrPlacement;
			return isStart ? lrPlacement : rlPlacement;
		case "left":
		case "right": return isStart ? tbPlacement : btPlacement;
		default: return [];
	}
}
function getOppositeAxisPlacements(placement, flipAlignment, direction, rtl) {
	const alignment = getAlignment(placement);
	let list = getSideList(getSide(placement), direction === "start", rtl);
	if (alignment) {
		list = list.map((side) => side + "-" + alignment);
		if (flipAlignment) list = list.concat(list.map(getOppositeAlignmentPlacement));
	}
	return list;
}
function getOppositePlacement(placement) {
	const side = getSide(placement);
	return oppositeSideMap[side] + placement.slice(side.length);
}
function expandPaddingObject(padding) {
	var _padding$top, _padding$right, _padding$bottom, _padding$left;
	return {
		top: (_padding$top = padding.top) != null ? _padding$top : 0,
		right: (_padding$right = padding.right) != null ? _padding$right : 0,
		bottom: (_padding$bottom = padding.bottom) != null ? _padding$bottom : 0,
		left: (_padding$left = padding.left) != null ? _padding$left : 0
	};
}
function getPaddingObject(padding) {
	return typeof padding !== "number" ? expandPaddingObject(padding) : {
		top: padding,
		right: padding,
		bottom: padding,
		left: padding
	};
}
function rectToClientRect(rect) {
	const { x, y, width, height } = rect;
	return {
		width,
		height,
		top: y,
		left: x,
		right: x + width,
		bottom: y + height,
		x,
		y
	};
}
// ../../main/node_modules/@floating-ui/core/dist/floating-ui.core.mjs
function computeCoordsFromPlacement(_ref, placement, rtl) {
	let { reference, floating } = _ref;
	const sideAxis = getSideAxis$1(placement);
	const alignmentAxis = getAlignmentAxis(placement);
	const alignLength = getAxisLength(alignmentAxis);
	const side = getSide(placement);
	const isVertical = sideAxis === "y";
	const commonX = reference.x + reference.width / 2 - floating.width / 2;
	const commonY = reference.y + reference.height / 2 - floating.height / 2;
	const commonAlign = reference[alignLength] / 2 - floating[alignLength] / 2;
	let coords;
	switch (side) {
		case "top":
			coords = {
				x: commonX,
				y: reference.y - floating.height
			};
			break;
		case "bottom":
			coords = {
				x: commonX,
				y: reference.y + reference.height
			};
			break;
		case "right":
			coords = {
				x: reference.x + reference.width,
				y: commonY
			};
			break;
		case "left":
			coords = {
				x: reference.x - floating.width,
				y: commonY
			};
			break;
		default: coords = {
			x: reference.x,
			y: reference.y
		};
	}
	const alignment = getAlignment(placement);
	if (alignment) coords[alignmentAxis] += commonAlign * (alignment === "end" ? 1 : -1) * (rtl && isVertical ? -1 : 1);
	return coords;
}
/**
* Resolves with an object of overflow side offsets that determine how much the
* element is overflowing a given clipping boundary on each side.
* - positive = overflowing the boundary by that number of pixels
* - negative = how many pixels left before it will overflow
* - 0 = lies flush with the boundary
* @see https://floating-ui.com/docs/detectOverflow
*/
async function detectOverflow(state, options) {
	var _await$platform$isEle;
	if (options === void 0) options = {};
	const { x, y, platform, rects, elements, strategy } = state;
	const { boundary = "clippingAncestors", rootBoundary = "viewport", elementContext = "floating", altBoundary = false, padding = 0 } = evaluate(options, state);
	const paddingObject = getPaddingObject(padding);
	const element = elements[altBoundary ? elementContext === "floating" ? "reference" : "floating" : elementContext];
	const clippingClientRect = rectToClientRect(await platform.getClippingRect({
		element: ((_await$platform$isEle = await (platform.isElement == null ? void 0 : platform.isElement(element))) != null ? _await$platform$isEle : true) ? element : element.contextElement || await (platform.getDocumentElement == null ? void 0 : platform.getDocumentElement(elements.floating)),
		boundary,
		rootBoundary,
		strategy
	}));
	const rect = elementContext === "floating" ? {
		x,
		y,
		width: rects.floating.width,
		height: rects.floating.height
	} : rects.reference;
	const offsetParent = await (platform.getOffsetParent == null ? void 0 : platform.getOffsetParent(elements.floating));
	const offsetScale = await (platform.isElement == null ? void 0 : platform.isElement(offsetParent)) && await (platform.getScale == null ? void 0 : platform.getScale(offsetParent)) || {
		x: 1,
		y: 1
	};
	const elementClientRect = rectToClientRect(platform.convertOffsetParentRelativeRectToViewportRelativeRect ? await platform.convertOffsetParentRelativeRectToViewportRelativeRect({
		elements,
		rect,
		offsetParent,
		strategy
	}) : rect);
	return {
		top: (clippingClientRect.top - elementClientRect.top + paddingObject.top) / offsetScale.y,
		bottom: (elementClientRect.bottom - clippingClientRect.bottom + paddingObject.bottom) / offsetScale.y,
		left: (clippingClientRect.left - elementClientRect.left + paddingObject.left) / offsetScale.x,
		right: (elementClientRect.right - clippingClientRect.right + paddingObject.right) / offsetScale.x
	};
}
var MAX_RESET_COUNT = 50;
/**
* Computes the `x` and `y` coordinates that will place the floating element
* next to a given reference element.
*
* This export does not have any `platform` interface logic. You will need to
* write one for the platform you are using Floating UI with.
*/
var computePosition$1 = async (reference, floating, config) => {
	const { placement = "bottom", strategy = "absolute", middleware = [], platform } = config;
	const platformWithDetectOverflow = platform.detectOverflow ? platform : {
		...platform,
		detectOverflow
	};
	const rtl = await (platform.isRTL == null ? void 0 : platform.isRTL(floating));
	let rects = await platform.getElementRects({
		reference,
		floating,
		strategy
	});
	let { x, y } = computeCoordsFromPlacement(rects, placement, rtl);
	let statefulPlacement = placement;
	let resetCount = 0;
	const middlewareData = {};
	for (let i = 0; i < middleware.length; i++) {
		const currentMiddleware = middleware[i];
		if (!currentMiddleware) continue;
		const { name, fn } = currentMiddleware;
		const { x: nextX, y: nextY, data, reset } = await fn({
			x,
			y,
			initialPlacement: placement,
			placement: statefulPlacement,
			strategy,
			middlewareData,
			rects,
			platform: platformWithDetectOverflow,
			elements: {
				reference,
				floating
			}
		});
		x = nextX != null ? nextX : x;
		y = nextY != null ? nextY : y;
		middlewareData[name] = {
			...middlewareData[name],
			...data
		};
		if (reset && resetCount < MAX_RESET_COUNT) {
			resetCount++;
			if (typeof reset === "object") {
				if (reset.placement) statefulPlacement = reset.placement;
				if (reset.rects) rects = reset.rects === true ? await platform.getElementRects({
					reference,
					floating,
					strategy
				}) : reset.rects;
				({x, y} = computeCoordsFromPlacement(rects, statefulPlacement, rtl));
			}
			i = -1;
		}
	}
	return {
		x,
		y,
		placement: statefulPlacement,
		strategy,
		middlewareData
	};
};
/**
* Provides data to position an inner element of the floating element so that it
* appears centered to the reference element.
* @see https://floating-ui.com/docs/arrow
*/
var arrow$1 = (options) => ({
	name: "arrow",
	options,
	async fn(state) {
		const { x, y, placement, rects, platform, elements, middlewareData } = state;
		const { element, padding = 0 } = evaluate(options, state) || {};
		if (element == null) return {};
		const paddingObject = getPaddingObject(padding);
		const coords = {
			x,
			y
		};
		const axis = getAlignmentAxis(placement);
		const length = getAxisLength(axis);
		const arrowDimensions = await platform.getDimensions(element);
		const isYAxis = axis === "y";
		const minProp = isYAxis ? "top" : "left";
		const maxProp = isYAxis ? "bottom" : "right";
		const clientProp = isYAxis ? "clientHeight" : "clientWidth";
		const endDiff = rects.reference[length] + rects.reference[axis] - coords[axis] - rects.floating[length];
		const startDiff = coords[axis] - rects.reference[axis];
		const arrowOffsetParent = await (platform.getOffsetParent == null ? void 0 : platform.getOffsetParent(element));
		let clientSize = arrowOffsetParent ? arrowOffsetParent[clientProp] : 0;
		if (!clientSize || !await (platform.isElement == null ? void 0 : platform.isElement(arrowOffsetParent))) clientSize = elements.floating[clientProp] || rects.floating[length];
		const centerToReference = endDiff / 2 - startDiff / 2;
		const largestPossiblePadding = clientSize / 2 - arrowDimensions[length] / 2 - 1;
		const minPadding = min(paddingObject[minProp], largestPossiblePadding);
		const maxPadding = min(paddingObject[maxProp], largestPossiblePadding);
		const max = clientSize - arrowDimensions[length] - maxPadding;
		const center = clientSize / 2 - arrowDimensions[length] / 2 + centerToReference;
		const offset = clamp(minPadding, center, max);
		const shouldAddOffset = !middlewareData.arrow && getAlignment(placement) != null && center !== offset && rects.reference[length] / 2 - (center < minPadding ? minPadding : maxPadding) - arrowDimensions[length] / 2 < 0;
		const alignmentOffset = shouldAddOffset ? center < minPadding ? center - minPadding : center - max : 0;
		return {
			[axis]: coords[axis] + alignmentOffset,
			data: {
				[axis]: offset,
				centerOffset: center - offset - alignmentOffset,
				...shouldAddOffset && { alignmentOffset }
			},
			reset: shouldAddOffset
		};
	}
});
/**
* Optimizes the visibility of the floating element by flipping the `placement`
* in order to keep it in view when the preferred placement(s) will overflow the
* clipping boundary. Alternative to `autoPlacement`.
* @see https://floating-ui.com/docs/flip
*/
var flip$1 = function(options) {
	if (options === void 0) options = {};
	return {
		name: "flip",
		options,
		async fn(state) {
			var _middlewareData$arrow, _middlewareData$flip;
			const { placement, middlewareData, rects, initialPlacement, platform, elements } = state;
			const { mainAxis: checkMainAxis = true, crossAxis: checkCrossAxis = true, fallbackPlacements: specifiedFallbackPlacements, fallbackStrategy = "bestFit", fallbackAxisSideDirection = "none", flipAlignment = true, ...detectOverflowOptions } = evaluate(options, state);
			if ((_middlewareData$arrow = middlewareData.arrow) != null && _middlewareData$arrow.alignmentOffset) return {};
			const side = getSide(placement);
			const initialSideAxis = getSideAxis$1(initialPlacement);
			const isBasePlacement = getSide(initialPlacement) === initialPlacement;
			const rtl = await (platform.isRTL == null ? void 0 : platform.isRTL(elements.floating));
			const fallbackPlacements = specifiedFallbackPlacements || (isBasePlacement || !flipAlignment ? [getOppositePlacement(initialPlacement)] : getExpandedPlacements(initialPlacement));
			const hasFallbackAxisSideDirection = fallbackAxisSideDirection !== "none";
			if (!specifiedFallbackPlacements && hasFallbackAxisSideDirection) fallbackPlacements.push(...getOppositeAxisPlacements(initialPlacement, flipAlignment, fallbackAxisSideDirection, rtl));
			const placements = [initialPlacement, ...fallbackPlacements];
			const overflow = await platform.detectOverflow(state, detectOverflowOptions);
			const overflows = [];
			let overflowsData = ((_middlewareData$flip = middlewareData.flip) == null ? void 0 : _middlewareData$flip.overflows) || [];
			if (checkMainAxis) overflows.push(overflow[side]);
			if (checkCrossAxis) {
				const sides = getAlignmentSides(placement, rects, rtl);
				overflows.push(overflow[sides[0]], overflow[sides[1]]);
			}
			overflowsData = [...overflowsData, {
				placement,
				overflows
			}];
			if (!overflows.every((side) => side <= 0)) {
				var _middlewareData$flip2, _overflowsData$filter;
				const nextIndex = (((_middlewareData$flip2 = middlewareData.flip) == null ? void 0 : _middlewareData$flip2.index) || 0) + 1;
				const nextPlacement = placements[nextIndex];
				if (nextPlacement) {
					if (!(checkCrossAxis === "alignment" ? initialSideAxis !== getSideAxis$1(nextPlacement) : false) || overflowsData.every((d) => getSideAxis$1(d.placement) === initialSideAxis ? d.overflows[0] > 0 : true)) return {
						data: {
							index: nextIndex,
							overflows: overflowsData
						},
						reset: { placement: nextPlacement }
					};
				}
				let resetPlacement = (_overflowsData$filter = overflowsData.filter((d) => d.overflows[0] <= 0).sort((a, b) => a.overflows[1] - b.overflows[1])[0]) == null ? void 0 : _overflowsData$filter.placement;
				if (!resetPlacement) switch (fallbackStrategy) {
					case "bestFit": {
						var _overflowsData$filter2;
						const placement = (_overflowsData$filter2 = overflowsData.filter((d) => {
							if (hasFallbackAxisSideDirection) {
								const currentSideAxis = getSideAxis$1(d.placement);
								return currentSideAxis === initialSideAxis || currentSideAxis === "y";
							}
							return true;
						}).map((d) => [d.placement, d.overflows.filter((overflow) => overflow > 0).reduce((acc, overflow) => acc + overflow, 0)]).sort((a, b) => a[1] - b[1])[0]) == null ? void 0 : _overflowsData$filter2[0];
						if (placement) resetPlacement = placement;
						break;
					}
					case "initialPlacement": resetPlacement = initialPlacement;
				}
				if (placement !== resetPlacement) return { reset: { placement: resetPlacement } };
			}
			return {};
		}
	};
};
function getSideOffsets(overflow, rect) {
	return {
		top: overflow.top - rect.height,
		right: overflow.right - rect.width,
		bottom: overflow.bottom - rect.height,
		left: overflow.left - rect.width
	};
}
function isAnySideFullyClipped(overflow) {
	return sides.some((side) => overflow[side] >= 0);
}
/**
* Provides data to hide the floating element in applicable situations, such as
* when it is not in the same clipping context as the reference element.
* @see https://floating-ui.com/docs/hide
*/
var hide$1 = function(options) {
	if (options === void 0) options = {};
	return {
		name: "hide",
		options,
		async fn(state) {
			const { rects, platform } = state;
			const { strategy = "referenceHidden", ...detectOverflowOptions } = evaluate(options, state);
			switch (strategy) {
				case "referenceHidden": {
					const offsets = getSideOffsets(await platform.detectOverflow(state, {
						...detectOverflowOptions,
						elementContext: "reference"
					}), rects.reference);
					return { data: {
						referenceHiddenOffsets: offsets,
						referenceHidden: isAnySideFullyClipped(offsets)
					} };
				}
				case "escaped": {
					const offsets = getSideOffsets(await platform.detectOverflow(state, {
						...detectOverflowOptions,
						altBoundary: true
					}), rects.floating);
					return { data: {
						escapedOffsets: offsets,
						escaped: isAnySideFullyClipped(offsets)
					} };
				}
				default: return {};
			}
		}
	};
};
var originSides = /*#__PURE__*/ new Set(["left", "top"]);
async function convertValueToCoords(state, options) {
	const { placement, platform, elements } = state;
	const rtl = await (platform.isRTL == null ? void 0 : platform.isRTL(elements.floating));
	const side = getSide(placement);
	const alignment = getAlignment(placement);
	const isVertical = getSideAxis$1(placement) === "y";
	const mainAxisMulti = originSides.has(side) ? -1 : 1;
	const crossAxisMulti = rtl && isVertical ? -1 : 1;
	const rawValue = evaluate(options, state);
	let { mainAxis, crossAxis, alignmentAxis } = typeof rawValue === "number" ? {
		mainAxis: rawValue,
		crossAxis: 0,
		alignmentAxis: null
	} : {
		mainAxis: rawValue.mainAxis || 0,
		crossAxis: rawValue.crossAxis || 0,
		alignmentAxis: rawValue.alignmentAxis
	};
	if (alignment && typeof alignmentAxis === "number") crossAxis = alignment === "end" ? alignmentAxis * -1 : alignmentAxis;
	return isVertical ? {
		x: crossAxis * crossAxisMulti,
		y: mainAxis * mainAxisMulti
	} : {
		x: mainAxis * mainAxisMulti,
		y: crossAxis * crossAxisMulti
	};
}
/**
* Modifies the placement by translating the floating element along the
* specified axes.
* A number (shorthand for `mainAxis` or distance), or an axes configuration
* object may be passed.
* @see https://floating-ui.com/docs/offset
*/
var offset$1 = function(options) {
	if (options === void 0) options = 0;
	return {
		name: "offset",
		options,
		async fn(state) {
			var _middlewareData$offse, _middlewareData$arrow;
			const { x, y, placement, middlewareData } = state;
			const diffCoords = await convertValueToCoords(state, options);
			if (placement === ((_middlewareData$offse = middlewareData.offset) == null ? void 0 : _middlewareData$offse.placement) && (_middlewareData$arrow = middlewareData.arrow) != null && _middlewareData$arrow.alignmentOffset) return {};
			return {
				x: x + diffCoords.x,
				y: y + diffCoords.y,
				data: {
					...diffCoords,
					placement
				}
			};
		}
	};
};
/**
* Optimizes the visibility of the floating element by shifting it in order to
* keep it in view when it will overflow the clipping boundary.
* @see https://floating-ui.com/docs/shift
*/
var shift$1 = function(options) {
	if (options === void 0) options = {};
	return {
		name: "shift",
		options,
		async fn(state) {
			const { x, y, placement, platform } = state;
			const { mainAxis: checkMainAxis = true, crossAxis: checkCrossAxis = false, limiter = { fn: (_ref) => {
				let { x, y } = _ref;
				return {
					x,
					y
				};
			} }, ...detectOverflowOptions } = evaluate(options, state);
			const coords = {
				x,
				y
			};
			const overflow = await platform.detectOverflow(state, detectOverflowOptions);
			const crossAxis = getSideAxis$1(placement);
			const mainAxis = getOppositeAxis(crossAxis);
			let mainAxisCoord = coords[mainAxis];
			let crossAxisCoord = coords[crossAxis];
			const clampCoord = (axis, coord) => clamp(coord + overflow[axis === "y" ? "top" : "left"], coord, coord - overflow[axis === "y" ? "bottom" : "right"]);
			if (checkMainAxis) mainAxisCoord = clampCoord(mainAxis, mainAxisCoord);
			if (checkCrossAxis) crossAxisCoord = clampCoord(crossAxis, crossAxisCoord);
			const limitedCoords = limiter.fn({
				...state,
				[mainAxis]: mainAxisCoord,
				[crossAxis]: crossAxisCoord
			});
			return {
				...limitedCoords,
				data: {
					x: limitedCoords.x - x,
					y: limitedCoords.y - y,
					enabled: {
						[mainAxis]: checkMainAxis,
						[crossAxis]: checkCrossAxis
					}
				}
			};
		}
	};
};
/**
* Built-in `limiter` that will stop `shift()` at a certain point.
*/
var limitShift$1 = function(options) {
	if (options === void 0) options = {};
	return {
		options,
		fn(state) {
			var _rawOffset$mainAxis, _rawOffset$crossAxis;
			const { x, y, placement, rects, middlewareData } = state;
			const { offset = 0, mainAxis: checkMainAxis = true, crossAxis: checkCrossAxis = true } = evaluate(options, state);
			const coords = {
				x,
				y
			};
			const crossAxis = getSideAxis$1(placement);
			const mainAxis = getOppositeAxis(crossAxis);
			let mainAxisCoord = coords[mainAxis];
			let crossAxisCoord = coords[crossAxis];
			const rawOffset = evaluate(offset, state);
			const computedOffset = typeof rawOffset === "number" ? {
				mainAxis: rawOffset,
				crossAxis: 0
			} : {
				mainAxis: (_rawOffset$mainAxis = rawOffset.mainAxis) != null ? _rawOffset$mainAxis : 0,
				crossAxis: (_rawOffset$crossAxis = rawOffset.crossAxis) != null ? _rawOffset$crossAxis : 0
			};
			if (checkMainAxis) {
				const len = mainAxis === "y" ? "height" : "width";
				const limitMin = rects.reference[mainAxis] - rects.floating[len] + computedOffset.mainAxis;
				const limitMax = rects.reference[mainAxis] + rects.reference[len] - computedOffset.mainAxis;
				if (mainAxisCoord < limitMin) mainAxisCoord = limitMin;
				else if (mainAxisCoord > limitMax) mainAxisCoord = limitMax;
			}
			if (checkCrossAxis) {
				var _middlewareData$offse, _middlewareData$offse2;
				const len = mainAxis === "y" ? "width" : "height";
				const isOriginSide = originSides.has(getSide(placement));
				const limitMin = rects.reference[crossAxis] - rects.floating[len] + (isOriginSide ? ((_middlewareData$offse = middlewareData.offset) == null ? void 0 : _middlewareData$offse[crossAxis]) || 0 : 0) + (isOriginSide ? 0 : computedOffset.crossAxis);
				const limitMax = rects.reference[crossAxis] + rects.reference[len] + (isOriginSide ? 0 : ((_middlewareData$offse2 = middlewareData.offset) == null ? void 0 : _middlewareData$offse2[crossAxis]) || 0) - (isOriginSide ? computedOffset.crossAxis : 0);
				if (crossAxisCoord < limitMin) crossAxisCoord = limitMin;
				else if (crossAxisCoord > limitMax) crossAxisCoord = limitMax;
			}
			return {
				[mainAxis]: mainAxisCoord,
				[crossAxis]: crossAxisCoord
			};
		}
	};
};
/**
* Provides data that allows you to change the size of the floating element —
* for instance, prevent it from overflowing the clipping boundary or match the
* width of the reference element.
* @see https://floating-ui.com/docs/size
*/
var size$1 = function(options) {
	if (options === void 0) options = {};
	return {
		name: "size",
		options,
		async fn(state) {
			const { placement, rects, platform, elements } = state;
			const { apply = () => {}, ...detectOverflowOptions } = evaluate(options, state);
			const overflow = await platform.detectOverflow(state, detectOverflowOptions);
			const side = getSide(placement);
			const alignment = getAlignment(placement);
			const isYAxis = getSideAxis$1(placement) === "y";
			const { width, height } = rects.floating;
			let heightSide;
			let widthSide;
			if (side === "top" || side === "bottom") {
				heightSide = side;
				widthSide = alignment === (await (platform.isRTL == null ? void 0 : platform.isRTL(elements.floating)) ? "start" : "end") ? "left" : "right";
			} else {
				widthSide = side;
				heightSide = alignment === "end" ? "top" : "bottom";
			}
			const maximumClippingHeight = height - overflow.top - overflow.bottom;
			const maximumClippingWidth = width - overflow.left - overflow.right;
			const overflowAvailableHeight = min(height - overflow[heightSide], maximumClippingHeight);
			const overflowAvailableWidth = min(width - overflow[widthSide], maximumClippingWidth);
			const shiftData = state.middlewareData.shift;
			const noShift = !shiftData;
			let availableHeight = overflowAvailableHeight;
			let availableWidth = overflowAvailableWidth;
			if (shiftData != null && shiftData.enabled.x) availableWidth = maximumClippingWidth;
			if (shiftData != null && shiftData.enabled.y) availableHeight = maximumClippingHeight;
			if (noShift && !alignment) {
				if (isYAxis) availableWidth = width - 2 * max(overflow.left, overflow.right);
				else availableHeight = height - 2 * max(overflow.top, overflow.bottom);
			}
			await apply({
				...state,
				availableWidth,
				availableHeight
			});
			const nextDimensions = await platform.getDimensions(elements.floating);
			if (width !== nextDimensions.width || height !== nextDimensions.height) return { reset: { rects: true } };
			return {};
		}
	};
};
// ../../main/node_modules/@floating-ui/utils/dist/floating-ui.utils.dom.mjs
function hasWindow() {
	return typeof window !== "undefined";
}
function getNodeName(node) {
	if (isNode(node)) return (node.nodeName || "").toLowerCase();
	return "#document";
}
function getWindow(node) {
	var _node$ownerDocument;
	return (node == null || (_node$ownerDocument = node.ownerDocument) == null ? void 0 : _node$ownerDocument.defaultView) || window;
}
function getDocumentElement(node) {
	var _ref;
	return (_ref = (isNode(node) ? node.ownerDocument : node.document) || window.document) == null ? void 0 : _ref.documentElement;
}
function isNode(value) {
	if (!hasWindow()) return false;
	return value instanceof Node || value instanceof getWindow(value).Node;
}
function isElement(value) {
	if (!hasWindow()) return false;
	return value instanceof Element || value instanceof getWindow(value).Element;
}
function isHTMLElement(value) {
	if (!hasWindow()) return false;
	return value instanceof HTMLElement || value instanceof getWindow(value).HTMLElement;
}
function isShadowRoot(value) {
	if (!hasWindow() || typeof ShadowRoot === "undefined") return false;
	return value instanceof ShadowRoot || value instanceof getWindow(value).ShadowRoot;
}
function isOverflowElement(element) {
	const { overflow, overflowX, overflowY, display } = getComputedStyle$1(element);
	return /auto|scroll|overlay|hidden|clip/.test(overflow + overflowY + overflowX) && display !== "inline" && display !== "contents";
}
function isTableElement(element) {
	return /^(table|td|th)$/.test(getNodeName(element));
}
function isTopLayer(element) {
	try {
		if (element.matches(":popover-open")) return true;
	} catch (_e) {}
	try {
		return element.matches(":modal");
	} catch (_e) {
		return false;
	}
}
var willChangeRe = /transform|translate|scale|rotate|perspective|filter/;
var containRe = /paint|layout|strict|content/;
var isNotNone = (value) => !!value && value !== "none";
var isWebKitValue;
function isContainingBlock(elementOrCss) {
	const css = isElement(elementOrCss) ? getComputedStyle$1(elementOrCss) : elementOrCss;
	return isNotNone(css.transform) || isNotNone(css.translate) || isNotNone(css.scale) || isNotNone(css.rotate) || isNotNone(css.perspective) || !isWebKit() && (isNotNone(css.backdropFilter) || isNotNone(css.filter)) || willChangeRe.test(css.willChange || "") || containRe.test(css.contain || "");
}
function getContainingBlock(element) {
	let currentNode = getParentNode(element);
	while (isHTMLElement(currentNode) && !isLastTraversableNode(currentNode)) {
		if (isContainingBlock(currentNode)) return currentNode;
		else if (isTopLayer(currentNode)) return null;
		currentNode = getParentNode(currentNode);
	}
	return null;
}
function isWebKit() {
	if (isWebKitValue == null) isWebKitValue = typeof CSS !== "undefined" && CSS.supports && CSS.supports("-webkit-backdrop-filter", "none");
	return isWebKitValue;
}
function isLastTraversableNode(node) {
	return /^(html|body|#document)$/.test(getNodeName(node));
}
function getComputedStyle$1(element) {
	return getWindow(element).getComputedStyle(element);
}
function getNodeScroll(element) {
	if (isElement(element)) return {
		scrollLeft: element.scrollLeft,
		scrollTop: element.scrollTop
	};
	return {
		scrollLeft: element.scrollX,
		scrollTop: element.scrollY
	};
}
function getParentNode(node) {
	if (getNodeName(node) === "html") return node;
	const result = node.assignedSlot || node.parentNode || isShadowRoot(node) && node.host || getDocumentElement(node);
	return isShadowRoot(result) ? result.host : result;
}
function getNearestOverflowAncestor(node) {
	const parentNode = getParentNode(node);
	if (isLastTraversableNode(parentNode)) return (node.ownerDocument || node).body;
	if (isHTMLElement(parentNode) && isOverflowElement(parentNode)) return parentNode;
	return getNearestOverflowAncestor(parentNode);
}
function getOverflowAncestors(node, list, traverseIframes) {
	var _node$ownerDocument2;
	if (list === void 0) list = [];
	if (traverseIframes === void 0) traverseIframes = true;
	const scrollableAncestor = getNearestOverflowAncestor(node);
	const isBody = scrollableAncestor === ((_node$ownerDocument2 = node.ownerDocument) == null ? void 0 : _node$ownerDocument2.body);
	const win = getWindow(scrollableAncestor);
	if (isBody) {
		const frameElement = getFrameElement(win);
		return list.concat(win, win.visualViewport || [], isOverflowElement(scrollableAncestor) ? scrollableAncestor : [], frameElement && traverseIframes ? getOverflowAncestors(frameElement) : []);
	} else return list.concat(scrollableAncestor, getOverflowAncestors(scrollableAncestor, [], traverseIframes));
}
function getFrameElement(win) {
	return win.parent && Object.getPrototypeOf(win.parent) ? win.frameElement : null;
}
// ../../main/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs
function getCssDimensions(element) {
	const css = getComputedStyle$1(element);
	let width = parseFloat(css.width) || 0;
	let height = parseFloat(css.height) || 0;
	const hasOffset = isHTMLElement(element);
	const offsetWidth = hasOffset ? element.offsetWidth : width;
	const offsetHeight = hasOffset ? element.offsetHeight : height;
	const shouldFallback = round(width) !== offsetWidth || round(height) !== offsetHeight;
	if (shouldFallback) {
		width = offsetWidth;
		height = offsetHeight;
	}
	return {
		width,
		height,
		$: shouldFallback
	};
}
function unwrapElement(element) {
	return !isElement(element) ? element.contextElement : element;
}
function getScale(element) {
	const domElement = unwrapElement(element);
	if (!isHTMLElement(domElement)) return createCoords(1);
	const rect = domElement.getBoundingClientRect();
	const { width, height, $ } = getCssDimensions(domElement);
	let x = ($ ? round(rect.width) : rect.width) / width;
	let y = ($ ? round(rect.height) : rect.height) / height;
	if (!x || !Number.isFinite(x)) x = 1;
	if (!y || !Number.isFinite(y)) y = 1;
	return {
		x,
		y
	};
}
var noOffsets = /*#__PURE__*/ createCoords(0);
function getVisualOffsets(element) {
	const win = getWindow(element);
	if (!isWebKit() || !win.visualViewport) return noOffsets;
	return {
		x: win.visualViewport.offsetLeft,
		y: win.visualViewport.offsetTop
	};
}
function shouldAddVisualOffsets(element, isFixed, floatingOffsetParent) {
	if (isFixed === void 0) isFixed = false;
	return !!floatingOffsetParent && isFixed && floatingOffsetParent === getWindow(element);
}
function getBoundingClientRect(element, includeScale, isFixedStrategy, offsetParent) {
	if (includeScale === void 0) includeScale = false;
	if (isFixedStrategy === void 0) isFixedStrategy = false;
	const clientRect = element.getBoundingClientRect();
	const domElement = unwrapElement(element);
	let scale = createCoords(1);
	if (includeScale) {
		if (offsetParent) {
			if (isElement(offsetParent)) scale = getScale(offsetParent);
		} else scale = getScale(element);
	}
	const visualOffsets = shouldAddVisualOffsets(domElement, isFixedStrategy, offsetParent) ? getVisualOffsets(domElement) : createCoords(0);
	let x = (clientRect.left + visualOffsets.x) / scale.x;
	let y = (clientRect.top + visualOffsets.y) / scale.y;
	let width = clientRect.width / scale.x;
	let height = clientRect.height / scale.y;
	if (domElement && offsetParent) {
		const win = getWindow(domElement);
		const offsetWin = isElement(offsetParent) ? getWindow(offsetParent) : offsetParent;
		let currentWin = win;
		let currentIFrame = getFrameElement(currentWin);
		while (currentIFrame && offsetWin !== currentWin) {
			const iframeScale = getScale(currentIFrame);
			const iframeRect = currentIFrame.getBoundingClientRect();
			const css = getComputedStyle$1(currentIFrame);
			const left = iframeRect.left + (currentIFrame.clientLeft + parseFloat(css.paddingLeft)) * iframeScale.x;
			const top = iframeRect.top + (currentIFrame.clientTop + parseFloat(css.paddingTop)) * iframeScale.y;
			x *= iframeScale.x;
			y *= iframeScale.y;
			width *= iframeScale.x;
			height *= iframeScale.y;
			x += left;
			y += top;
			currentWin = getWindow(currentIFrame);
			currentIFrame = getFrameElement(currentWin);
		}
	}
	return rectToClientRect({
		width,
		height,
		x,
		y
	});
}
function getWindowScrollBarX(element, rect) {
	const leftScroll = getNodeScroll(element).scrollLeft;
	if (!rect) return getBoundingClientRect(getDocumentElement(element)).left + leftScroll;
	return rect.left + leftScroll;
}
function getHTMLOffset(documentElement, scroll) {
	const htmlRect = documentElement.getBoundingClientRect();
	return {
		x: htmlRect.left + scroll.scrollLeft - getWindowScrollBarX(documentElement, htmlRect),
		y: htmlRect.top + scroll.scrollTop
	};
}
function convertOffsetParentRelativeRectToViewportRelativeRect(_ref) {
	let { elements, rect, offsetParent, strategy } = _ref;
	const isFixed = strategy === "fixed";
	const documentElement = getDocumentElement(offsetParent);
	const topLayer = elements ? isTopLayer(elements.floating) : false;
	if (offsetParent === documentElement || topLayer && isFixed) return rect;
	let scroll = {
		scrollLeft: 0,
		scrollTop: 0
	};
	let scale = createCoords(1);
	const offsets = createCoords(0);
	const isOffsetParentAnElement = isHTMLElement(offsetParent);
	if (isOffsetParentAnElement || !isFixed) {
		if (getNodeName(offsetParent) !== "body" || isOverflowElement(documentElement)) scroll = getNodeScroll(offsetParent);
		if (isOffsetParentAnElement) {
			const offsetRect = getBoundingClientRect(offsetParent);
			scale = getScale(offsetParent);
			offsets.x = offsetRect.x + offsetParent.clientLeft;
			offsets.y = offsetRect.y + offsetParent.clientTop;
		}
	}
	const htmlOffset = documentElement && !isOffsetParentAnElement && !isFixed ? getHTMLOffset(documentElement, scroll) : createCoords(0);
	return {
		width: rect.width * scale.x,
		height: rect.height * scale.y,
		x: rect.x * scale.x - scroll.scrollLeft * scale.x + offsets.x + htmlOffset.x,
		y: rect.y * scale.y - scroll.scrollTop * scale.y + offsets.y + htmlOffset.y
	};
}
function getClientRects(element) {
	return element.getClientRects ? Array.from(element.getClientRects()) : [];
}
function getDocumentRect(html) {
	const scroll = getNodeScroll(html);
	const body = html.ownerDocument.body;
	const width = max(html.scrollWidth, html.clientWidth, body.scrollWidth, body.clientWidth);
	const height = max(html.scrollHeight, html.clientHeight, body.scrollHeight, body.clientHeight);
	let x = -scroll.scrollLeft + getWindowScrollBarX(html);
	const y = -scroll.scrollTop;
	if (getComputedStyle$1(body).direction === "rtl") x += max(html.clientWidth, body.clientWidth) - width;
	return {
		width,
		height,
		x,
		y
	};
}
var SCROLLBAR_MAX = 25;
function getViewportRect(element, strategy, rootBoundary) {
	if (rootBoundary === void 0) rootBoundary = "viewport";
	const isLayoutViewport = rootBoundary === "layoutViewport";
	const win = getWindow(element);
	const html = getDocumentElement(element);
	const visualViewport = win.visualViewport;
	let width = html.clientWidth;
	let height = html.clientHeight;
	let x = 0;
	let y = 0;
	if (visualViewport) {
		const layoutRelativeClientCoords = !isWebKit() || strategy === "fixed";
		if (isLayoutViewport) {
			if (!layoutRelativeClientCoords) {
				x = -visualViewport.offsetLeft;
				y = -visualViewport.offsetTop;
			}
		} else {
			width = visualViewport.width;
			height = visualViewport.height;
			if (layoutRelativeClientCoords) {
				x = visualViewport.offsetLeft;
				y = visualViewport.offsetTop;
			}
		}
	}
	if (getWindowScrollBarX(html) <= 0) {
		const doc = html.ownerDocument;
		const body = doc.body;
		const bodyStyles = getComputedStyle(body);
		const bodyMarginInline = doc.compatMode === "CSS1Compat" ? parseFloat(bodyStyles.marginLeft) + parseFloat(bodyStyles.marginRight) || 0 : 0;
		const reservedWidth = Math.abs(html.clientWidth - body.clientWidth - bodyMarginInline);
		const gutter = getComputedStyle(html).scrollbarGutter === "stable both-edges" ? reservedWidth / 2 : reservedWidth;
		if (gutter <= SCROLLBAR_MAX) width -= gutter;
	}
	return {
		width,
		height,
		x,
		y
	};
}
function getInnerBoundingClientRect(element, strategy) {
	const clientRect = getBoundingClientRect(element, true, strategy === "fixed");
	const top = clientRect.top + element.clientTop;
	const left = clientRect.left + element.clientLeft;
	const scale = getScale(element);
	return {
		width: element.clientWidth * scale.x,
		height: element.clientHeight * scale.y,
		x: left * scale.x,
		y: top * scale.y
	};
}
function getClientRectFromClippingAncestor(element, clippingAncestor, strategy) {
	let rect;
	if (clippingAncestor === "viewport" || clippingAncestor === "layoutViewport") rect = getViewportRect(element, strategy, clippingAncestor);
	else if (clippingAncestor === "document") rect = getDocumentRect(getDocumentElement(element));
	else if (isElement(clippingAncestor)) rect = getInnerBoundingClientRect(clippingAncestor, strategy);
	else {
		const visualOffsets = getVisualOffsets(element);
		rect = {
			x: clippingAncestor.x - visualOffsets.x,
			y: clippingAncestor.y - visualOffsets.y,
			width: clippingAncestor.width,
			height: clippingAncestor.height
		};
	}
	return rectToClientRect(rect);
}
function getClippingElementAncestors(element, cache) {
	const cachedResult = cache.get(element);
	if (cachedResult) return cachedResult;
	let result = getOverflowAncestors(element, [], false).filter((el) => isElement(el) && getNodeName(el) !== "body");
	let lastKeptComputedStyle = null;
	const elementIsFixed = getComputedStyle$1(element).position === "fixed";
	let currentNode = elementIsFixed ? getParentNode(element) : element;
	while (isElement(currentNode) && !isLastTraversableNode(currentNode)) {
		const computedStyle = getComputedStyle$1(currentNode);
		const currentNodeIsContaining = isContainingBlock(currentNode);
		const lastPosition = lastKeptComputedStyle ? lastKeptComputedStyle.position : elementIsFixed ? "fixed" : "";
		if (!currentNodeIsContaining && (lastPosition === "fixed" || lastPosition === "absolute" && computedStyle.position === "static")) result = result.filter((ancestor) => ancestor !== currentNode);
		else lastKeptComputedStyle = computedStyle;
		currentNode = getParentNode(currentNode);
	}
	cache.set(element, result);
	return result;
}
function getClippingRect(_ref) {
	let { element, boundary, rootBoundary, strategy } = _ref;
	const clippingAncestors = [...boundary === "clippingAncestors" ? isTopLayer(element) ? [] : getClippingElementAncestors(element, this._c) : [].concat(boundary), rootBoundary];
	const firstRect = getClientRectFromClippingAncestor(element, clippingAncestors[0], strategy);
	let top = firstRect.top;
	let right = firstRect.right;
	let bottom = firstRect.bottom;
	let left = firstRect.left;
	for (let i = 1; i < clippingAncestors.length; i++) {
		const rect = getClientRectFromClippingAncestor(element, clippingAncestors[i], strategy);
		top = max(rect.top, top);
		right = min(rect.right, right);
		bottom = min(rect.bottom, bottom);
		left = max(rect.left, left);
	}
	return {
		width: right - left,
		height: bottom - top,
		x: left,
		y: top
	};
}
function getDimensions(element) {
	const { width, height } = getCssDimensions(element);
	return {
		width,
		height
	};
}
function getRectRelativeToOffsetParent(element, offsetParent, strategy) {
	const isOffsetParentAnElement = isHTMLElement(offsetParent);
	const documentElement = getDocumentElement(offsetParent);
	const isFixed = strategy === "fixed";
	const rect = getBoundingClientRect(element, true, isFixed, offsetParent);
	let scroll = {
		scrollLeft: 0,
		scrollTop: 0
	};
	const offsets = createCoords(0);
	if (isOffsetParentAnElement || !isFixed) {
		if (getNodeName(offsetParent) !== "body" || isOverflowElement(documentElement)) scroll = getNodeScroll(offsetParent);
		if (isOffsetParentAnElement) {
			const offsetRect = getBoundingClientRect(offsetParent, true, isFixed, offsetParent);
			offsets.x = offsetRect.x + offsetParent.clientLeft;
			offsets.y = offsetRect.y + offsetParent.clientTop;
		}
	}
	if (!isOffsetParentAnElement && documentElement) offsets.x = getWindowScrollBarX(documentElement);
	const htmlOffset = documentElement && !isOffsetParentAnElement && !isFixed ? getHTMLOffset(documentElement, scroll) : createCoords(0);
	return {
		x: rect.left + scroll.scrollLeft - offsets.x - htmlOffset.x,
		y: rect.top + scroll.scrollTop - offsets.y - htmlOffset.y,
		width: rect.width,
		height: rect.height
	};
}
function isStaticPositioned(element) {
	return getComputedStyle$1(element).position === "static";
}
function getTrueOffsetParent(element, polyfill) {
	if (!isHTMLElement(element) || getComputedStyle$1(element).position === "fixed") return null;
	if (polyfill) return polyfill(element);
	let rawOffsetParent = element.offsetParent;
	if (getDocumentElement(element) === rawOffsetParent) rawOffsetParent = rawOffsetParent.ownerDocument.body;
	return rawOffsetParent;
}
function getOffsetParent(element, polyfill) {
	const win = getWindow(element);
	if (isTopLayer(element)) return win;
	if (!isHTMLElement(element)) {
		let svgOffsetParent = getParentNode(element);
		while (svgOffsetParent && !isLastTraversableNode(svgOffsetParent)) {
			if (isElement(svgOffsetParent) && !isStaticPositioned(svgOffsetParent)) return svgOffsetParent;
			svgOffsetParent = getParentNode(svgOffsetParent);
		}
		return win;
	}
	let offsetParent = getTrueOffsetParent(element, polyfill);
	while (offsetParent && isTableElement(offsetParent) && isStaticPositioned(offsetParent)) offsetParent = getTrueOffsetParent(offsetParent, polyfill);
	if (offsetParent && isLastTraversableNode(offsetParent) && isStaticPositioned(offsetParent) && !isContainingBlock(offsetParent)) return win;
	return offsetParent || getContainingBlock(element) || win;
}
var getElementRects = async function(data) {
	const getOffsetParentFn = this.getOffsetParent || getOffsetParent;
	const getDimensionsFn = this.getDimensions;
	const floatingDimensions = await getDimensionsFn(data.floating);
	return {
		reference: getRectRelativeToOffsetParent(data.reference, await getOffsetParentFn(data.floating), data.strategy),
		floating: {
			x: 0,
			y: 0,
			width: floatingDimensions.width,
			height: floatingDimensions.height
		}
	};
};
function isRTL(element) {
	return getComputedStyle$1(element).direction === "rtl";
}
var platform = {
	convertOffsetParentRelativeRectToViewportRelativeRect,
	getDocumentElement,
	getClippingRect,
	getOffsetParent,
	getElementRects,
	getClientRects,
	getDimensions,
	getScale,
	isElement,
	isRTL
};
function rectsAreEqual(a, b) {
	return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}
function observeMove(element, onMove, ancestorResize) {
	let io = null;
	let timeoutId;
	const root = getDocumentElement(element);
	function cleanup() {
		var _io;
		clearTimeout(timeoutId);
		(_io = io) == null || _io.disconnect();
		io = null;
	}
	function refresh(skip, threshold) {
		if (skip === void 0) skip = false;
		if (threshold === void 0) threshold = 1;
		cleanup();
		const elementRectForRootMargin = element.getBoundingClientRect();
		const { left, top, width, height } = elementRectForRootMargin;
		if (!skip) onMove();
		if (!width || !height) return;
		const insetTop = floor(top);
		const insetRight = floor(root.clientWidth - (left + width));
		const insetBottom = floor(root.clientHeight - (top + height));
		const insetLeft = floor(left);
		const options = {
			rootMargin: -insetTop + "px " + -insetRight + "px " + -insetBottom + "px " + -insetLeft + "px",
			threshold: max(0, min(1, threshold)) || 1
		};
		let isFirstUpdate = true;
		function handleObserve(entries) {
			const ratio = entries[0].intersectionRatio;
			if (!rectsAreEqual(elementRectForRootMargin, element.getBoundingClientRect())) return refresh();
			if (ratio !== threshold) {
				if (!isFirstUpdate) return refresh();
				if (!ratio) timeoutId = setTimeout(() => {
					refresh(false, 1e-7);
				}, 1e3);
				else refresh(false, ratio);
			}
			isFirstUpdate = false;
		}
		try {
			io = new IntersectionObserver(handleObserve, {
				...options,
				root: root.ownerDocument
			});
		} catch (_e) {
			io = new IntersectionObserver(handleObserve, options);
		}
		io.observe(element);
	}
	const win = getWindow(element);
	const handleResize = () => refresh(ancestorResize);
	win.addEventListener("resize", handleResize);
	refresh(true);
	return () => {
		win.removeEventListener("resize", handleResize);
		cleanup();
	};
}
/**
* Automatically updates the position of the floating element when necessary.
* Should only be called when the floating element is mounted on the DOM or
* visible on the screen.
* @returns cleanup function that should be invoked when the floating element is
* removed from the DOM or hidden from the screen.
* @see https://floating-ui.com/docs/autoUpdate
*/
function autoUpdate(reference, floating, update, options) {
	if (options === void 0) options = {};
	const { ancestorScroll = true, ancestorResize = true, elementResize = typeof ResizeObserver === "function", layoutShift = typeof IntersectionObserver === "function", animationFrame = false } = options;
	const referenceEl = unwrapElement(reference);
	const ancestors = ancestorScroll || ancestorResize ? [...referenceEl ? getOverflowAncestors(referenceEl) : [], ...floating ? getOverflowAncestors(floating) : []] : [];
	ancestors.forEach((ancestor) => {
		ancestorScroll && ancestor.addEventListener("scroll", update);
		ancestorResize && ancestor.addEventListener("resize", update);
	});
	const cleanupIo = referenceEl && layoutShift ? observeMove(referenceEl, update, ancestorResize) : null;
	let reobserveFrame = -1;
	let resizeObserver = null;
	if (elementResize) {
		resizeObserver = new ResizeObserver((_ref) => {
			let [firstEntry] = _ref;
			if (firstEntry && firstEntry.target === referenceEl && resizeObserver && floating) {
				resizeObserver.unobserve(floating);
				cancelAnimationFrame(reobserveFrame);
				reobserveFrame = requestAnimationFrame(() => {
					var _resizeObserver;
					(_resizeObserver = resizeObserver) == null || _resizeObserver.observe(floating);
				});
			}
			update();
		});
		if (referenceEl && !animationFrame) resizeObserver.observe(referenceEl);
		if (floating) resizeObserver.observe(floating);
	}
	let frameId;
	let prevRefRect = animationFrame ? getBoundingClientRect(reference) : null;
	if (animationFrame) frameLoop();
	function frameLoop() {
		const nextRefRect = getBoundingClientRect(reference);
		if (prevRefRect && !rectsAreEqual(prevRefRect, nextRefRect)) update();
		prevRefRect = nextRefRect;
		frameId = requestAnimationFrame(frameLoop);
	}
	update();
	return () => {
		var _resizeObserver2;
		ancestors.forEach((ancestor) => {
			ancestorScroll && ancestor.removeEventListener("scroll", update);
			ancestorResize && ancestor.removeEventListener("resize", update);
		});
		cleanupIo?.();
		(_resizeObserver2 = resizeObserver) == null || _resizeObserver2.disconnect();
		resizeObserver = null;
		if (animationFrame) cancelAnimationFrame(frameId);
	};
}
/**
* Modifies the placement by translating the floating element along the
* specified axes.
* A number (shorthand for `mainAxis` or distance), or an axes configuration
* object may be passed.
* @see https://floating-ui.com/docs/offset
*/
var offset = offset$1;
/**
* Optimizes the visibility of the floating element by shifting it in order to
* keep it in view when it will overflow the clipping boundary.
* @see https://floating-ui.com/docs/shift
*/
var shift = shift$1;
/**
* Optimizes the visibility of the floating element by flipping the `placement`
* in order to keep it in view when the preferred placement(s) will overflow the
* clipping boundary. Alternative to `autoPlacement`.
* @see https://floating-ui.com/docs/flip
*/
var flip = flip$1;
/**
* Provides data that allows you to change the size of the floating element —
* for instance, prevent it from overflowing the clipping boundary or match the
* width of the reference element.
* @see https://floating-ui.com/docs/size
*/
var size = size$1;
/**
* Provides data to hide the floating element in applicable situations, such as
* when it is not in the same clipping context as the reference element.
* @see https://floating-ui.com/docs/hide
*/
var hide = hide$1;
/**
* Provides data to position an inner element of the floating element so that it
* appears centered to the reference element.
* @see https://floating-ui.com/docs/arrow
*/
var arrow = arrow$1;
/**
* Built-in `limiter` that will stop `shift()` at a certain point.
*/
var limitShift = limitShift$1;
/**
* Computes the `x` and `y` coordinates that will place the floating element
* next to a given reference element.
*/
var computePosition = (reference, floating, options) => {
	const cache = /* @__PURE__ */ new Map();
	const mergedOptions = options != null ? options : {};
	const platformWithCache = {
		...platform,
		...mergedOptions.platform,
		_c: cache
	};
	return computePosition$1(reference, floating, {
		...mergedOptions,
		platform: platformWithCache
	});
};
// ../../main/node_modules/@zag-js/popper/dist/get-anchor.mjs
function createDOMRect(x = 0, y = 0, width = 0, height = 0) {
	if (typeof DOMRect === "function") return new DOMRect(x, y, width, height);
	const rect = {
		x,
		y,
		width,
		height,
		top: y,
		right: x + width,
		bottom: y + height,
		left: x
	};
	return {
		...rect,
		toJSON: () => rect
	};
}
function getDOMRect(anchorRect) {
	if (!anchorRect) return createDOMRect();
	const { x, y, width, height } = anchorRect;
	return createDOMRect(x, y, width, height);
}
function getAnchorElement(anchorElement, getAnchorRect) {
	return {
		contextElement: isHTMLElement$1(anchorElement) ? anchorElement : anchorElement?.contextElement,
		getBoundingClientRect: () => {
			const anchor = anchorElement;
			const anchorRect = getAnchorRect?.(anchor);
			if (anchorRect || !anchor) return getDOMRect(anchorRect);
			return anchor.getBoundingClientRect();
		}
	};
}
// ../../main/node_modules/@zag-js/popper/dist/middleware.mjs
var toVar = (value) => ({
	variable: value,
	reference: `var(${value})`
});
var cssVars = {
	arrowSize: toVar("--arrow-size"),
	arrowSizeHalf: toVar("--arrow-size-half"),
	arrowBg: toVar("--arrow-background"),
	transformOrigin: toVar("--transform-origin"),
	arrowOffset: toVar("--arrow-offset")
};
var getSideAxis = (side) => side === "top" || side === "bottom" ? "y" : "x";
function createTransformOriginMiddleware(opts, arrowEl) {
	return {
		name: "transformOrigin",
		fn(state) {
			const { elements, middlewareData, placement, rects, y } = state;
			const side = placement.split("-")[0];
			const axis = getSideAxis(side);
			const arrowX = middlewareData.arrow?.x || 0;
			const arrowY = middlewareData.arrow?.y || 0;
			const arrowWidth = arrowEl?.clientWidth || 0;
			const arrowHeight = arrowEl?.clientHeight || 0;
			const transformX = arrowX + arrowWidth / 2;
			const transformY = arrowY + arrowHeight / 2;
			const shiftY = Math.abs(middlewareData.shift?.y || 0);
			const halfAnchorHeight = rects.reference.height / 2;
			const arrowOffset = arrowHeight / 2;
			const gutter = opts.offset?.mainAxis ?? opts.gutter;
			const sideOffsetValue = typeof gutter === "number" ? gutter + arrowOffset : gutter ?? arrowOffset;
			const isOverlappingAnchor = shiftY > sideOffsetValue;
			const adjacentTransformOrigin = {
				top: `${transformX}px calc(100% + ${sideOffsetValue}px)`,
				bottom: `${transformX}px ${-sideOffsetValue}px`,
				left: `calc(100% + ${sideOffsetValue}px) ${transformY}px`,
				right: `${-sideOffsetValue}px ${transformY}px`
			}[side];
			const overlapTransformOrigin = `${transformX}px ${rects.reference.y + halfAnchorHeight - y}px`;
			const useOverlap = Boolean(opts.overlap) && axis === "y" && isOverlappingAnchor;
			elements.floating.style.setProperty(cssVars.transformOrigin.variable, useOverlap ? overlapTransformOrigin : adjacentTransformOrigin);
			return { data: { transformOrigin: useOverlap ? overlapTransformOrigin : adjacentTransformOrigin } };
		}
	};
}
var rectMiddleware = {
	name: "rects",
	fn({ rects }) {
		return { data: rects };
	}
};
var shiftArrowMiddleware = (arrowEl) => {
	if (!arrowEl) return;
	return {
		name: "shiftArrow",
		fn({ placement, middlewareData }) {
			if (!middlewareData.arrow) return {};
			const { x, y } = middlewareData.arrow;
			const dir = placement.split("-")[0];
			Object.assign(arrowEl.style, {
				left: x != null ? `${x}px` : "",
				top: y != null ? `${y}px` : "",
				[dir]: `calc(100% + ${cssVars.arrowOffset.reference})`
			});
			return {};
		}
	};
};
// ../../main/node_modules/@zag-js/popper/dist/placement.mjs
function getPlacementDetails(placement) {
	const [side, align] = placement.split("-");
	return {
		side,
		align,
		hasAlign: align != null
	};
}
function getPlacementSide(placement) {
	return placement.split("-")[0];
}
// ../../main/node_modules/@zag-js/popper/dist/get-placement.mjs
var defaultOptions = {
	strategy: "absolute",
	placement: "bottom",
	listeners: true,
	restoreStyles: false,
	applyStyles: true,
	gutter: 8,
	flip: true,
	slide: true,
	overlap: false,
	sameWidth: false,
	fitViewport: false,
	overflowPadding: 8,
	arrowPadding: 4
};
function roundByDpr(win, value) {
	const dpr = win.devicePixelRatio || 1;
	return Math.round(value * dpr) / dpr;
}
function isApproximatelyEqual(a, b) {
	return a != null && Math.abs(a - b) < .5;
}
function resolveBoundaryOption(boundary) {
	if (typeof boundary === "function") return boundary();
	if (boundary === "clipping-ancestors") return "clippingAncestors";
	return boundary;
}
function getArrowMiddleware(arrowElement, doc, opts) {
	return arrow({
		element: arrowElement || doc.createElement("div"),
		padding: opts.arrowPadding
	});
}
function getOffsetMiddleware(arrowElement, opts) {
	if (isNull(opts.offset ?? opts.gutter)) return;
	return offset(({ placement }) => {
		const arrowOffset = (arrowElement?.clientHeight || 0) / 2;
		const gutter = opts.offset?.mainAxis ?? opts.gutter;
		const mainAxis = typeof gutter === "number" ? gutter + arrowOffset : gutter ?? arrowOffset;
		const { hasAlign } = getPlacementDetails(placement);
		const shift2 = !hasAlign ? opts.shift : void 0;
		const crossAxis = opts.offset?.crossAxis ?? shift2;
		return compact({
			crossAxis,
			mainAxis,
			alignmentAxis: opts.shift
		});
	});
}
function getFlipMiddleware(opts) {
	if (!opts.flip) return;
	return flip(() => {
		const boundary = resolveBoundaryOption(opts.boundary);
		return {
			...boundary ? { boundary } : void 0,
			padding: opts.overflowPadding,
			fallbackPlacements: opts.flip === true ? void 0 : opts.flip
		};
	});
}
function getShiftMiddleware(opts) {
	if (!opts.slide && !opts.overlap) return;
	return shift(() => {
		const boundary = resolveBoundaryOption(opts.boundary);
		return {
			...boundary ? { boundary } : void 0,
			mainAxis: opts.slide,
			crossAxis: opts.overlap,
			padding: opts.overflowPadding,
			limiter: limitShift()
		};
	});
}
function getSizeMiddleware(opts) {
	if (opts.sizeMiddleware === false && !opts.sameWidth && !opts.fitViewport) return;
	let lastReferenceWidth;
	let lastReferenceHeight;
	let lastAvailableWidth;
	let lastAvailableHeight;
	return size(() => {
		const boundary = resolveBoundaryOption(opts.boundary);
		return {
			padding: opts.overflowPadding,
			...boundary ? { boundary } : void 0,
			apply({ elements, rects, availableHeight, availableWidth }) {
				const floating = elements.floating;
				const referenceWidth = Math.round(rects.reference.width);
				const referenceHeight = Math.round(rects.reference.height);
				availableWidth = Math.floor(availableWidth);
				availableHeight = Math.floor(availableHeight);
				if (!isApproximatelyEqual(lastReferenceWidth, referenceWidth)) {
					floating.style.setProperty("--reference-width", `${referenceWidth}px`);
					lastReferenceWidth = referenceWidth;
				}
				if (!isApproximatelyEqual(lastReferenceHeight, referenceHeight)) {
					floating.style.setProperty("--reference-height", `${referenceHeight}px`);
					lastReferenceHeight = referenceHeight;
				}
				if (!isApproximatelyEqual(lastAvailableWidth, availableWidth)) {
					floating.style.setProperty("--available-width", `${availableWidth}px`);
					lastAvailableWidth = availableWidth;
				}
				if (!isApproximatelyEqual(lastAvailableHeight, availableHeight)) {
					floating.style.setProperty("--available-height", `${availableHeight}px`);
					lastAvailableHeight = availableHeight;
				}
			}
		};
	});
}
function hideWhenDetachedMiddleware(opts) {
	if (!opts.hideWhenDetached) return;
	return hide(() => ({
		strategy: "referenceHidden",
		boundary: resolveBoundaryOption(opts.boundary) ?? "clippingAncestors"
	}));
}
function getAutoUpdateOptions(opts) {
	if (!opts) return {};
	if (opts === true) return {
		ancestorResize: true,
		ancestorScroll: true,
		elementResize: true,
		layoutShift: true
	};
	return opts;
}
var floatingStyleProps = [
	"transform",
	"visibility",
	"pointer-events",
	"--x",
	"--y",
	"--z-index",
	"--reference-width",
	"--reference-height",
	"--available-width",
	"--available-height",
	"--transform-origin"
];
var arrowStyleProps = [
	"top",
	"right",
	"bottom",
	"left"
];
function createStyleCleanup(el, props) {
	if (!el) return noop;
	const prev = new Map(props.map((prop) => [prop, el.style.getPropertyValue(prop)]));
	return () => {
		prev.forEach((value, prop) => {
			if (value) el.style.setProperty(prop, value);
			else el.style.removeProperty(prop);
		});
		if (el.style.length === 0) el.removeAttribute("style");
	};
}
function anchorIdentity(anchor) {
	if (anchor == null) return null;
	if (isHTMLElement$1(anchor)) return anchor;
	if (typeof anchor === "object" && anchor && "contextElement" in anchor && anchor.contextElement) return anchor.contextElement;
	return anchor;
}
function getPlacementImpl(referenceOrVirtual, floatingOrVirtual, opts = {}) {
	const resolveFloating = () => {
		return (typeof floatingOrVirtual === "function" ? floatingOrVirtual() : floatingOrVirtual) ?? null;
	};
	const resolveAnchor = () => {
		const raw = typeof referenceOrVirtual === "function" ? referenceOrVirtual() : referenceOrVirtual;
		return opts.getAnchorElement?.() ?? raw;
	};
	const resolveReference = () => {
		const anchor = resolveAnchor();
		if (!anchor && !opts.getAnchorRect) return null;
		return getAnchorElement(anchor, opts.getAnchorRect);
	};
	const options = Object.assign({}, defaultOptions, opts);
	let middleware = [];
	let cachedMiddlewareFloating = null;
	let restoreFloatingStyles;
	let restoreArrowStyles;
	function rebuildMiddlewareForFloating(floating) {
		restoreFloatingStyles?.();
		restoreArrowStyles?.();
		cachedMiddlewareFloating = floating;
		restoreFloatingStyles = options.restoreStyles ? createStyleCleanup(floating, floatingStyleProps) : void 0;
		const arrowEl = floating.querySelector("[data-part=arrow]");
		restoreArrowStyles = options.restoreStyles ? createStyleCleanup(arrowEl, arrowStyleProps) : void 0;
		middleware = [
			getOffsetMiddleware(arrowEl, options),
			getFlipMiddleware(options),
			getShiftMiddleware(options),
			getArrowMiddleware(arrowEl, floating.ownerDocument, options),
			shiftArrowMiddleware(arrowEl),
			createTransformOriginMiddleware({
				gutter: options.gutter,
				offset: options.offset,
				overlap: options.overlap
			}, arrowEl),
			getSizeMiddleware(options),
			hideWhenDetachedMiddleware(options),
			rectMiddleware
		];
	}
	const { placement, strategy, onComplete, onPositioned } = options;
	let lastX;
	let lastY;
	let zIndexComputed = false;
	let lastAnchorForObserve = void 0;
	let lastFloatingForObserve = void 0;
	let cancelAutoUpdate = noop;
	const autoUpdateOptions = getAutoUpdateOptions(options.listeners);
	function syncAutoUpdateObservers() {
		if (!options.listeners) return;
		const anchor = resolveAnchor();
		const reference = resolveReference();
		const floating = resolveFloating();
		if (!reference || !floating) return;
		if (anchorIdentity(anchor) !== anchorIdentity(lastAnchorForObserve) || floating !== lastFloatingForObserve) {
			cancelAutoUpdate();
			lastAnchorForObserve = anchor;
			lastFloatingForObserve = floating;
			cancelAutoUpdate = autoUpdate(reference, floating, runUpdate, autoUpdateOptions);
		}
	}
	async function updatePosition() {
		syncAutoUpdateObservers();
		const floating = resolveFloating();
		if (!floating) return;
		if (floating !== cachedMiddlewareFloating) {
			rebuildMiddlewareForFloating(floating);
			zIndexComputed = false;
		}
		const reference = resolveReference();
		if (!reference) return;
		const pos = await computePosition(reference, floating, {
			placement,
			middleware,
			strategy
		});
		const win = getWindow$1(floating);
		const x = roundByDpr(win, pos.x);
		const y = roundByDpr(win, pos.y);
		onComplete?.({
			...pos,
			x,
			y
		});
		if (options.applyStyles === false) return;
		if (!isApproximatelyEqual(lastX, x)) {
			floating.style.setProperty("--x", `${x}px`);
			lastX = x;
		}
		if (!isApproximatelyEqual(lastY, y)) {
			floating.style.setProperty("--y", `${y}px`);
			lastY = y;
		}
		if (options.hideWhenDetached) {
			if (pos.middlewareData.hide?.referenceHidden) {
				floating.style.setProperty("visibility", "hidden");
				floating.style.setProperty("pointer-events", "none");
			} else {
				floating.style.removeProperty("visibility");
				floating.style.removeProperty("pointer-events");
			}
		}
		if (!zIndexComputed) {
			const contentEl = floating.firstElementChild;
			if (contentEl) {
				floating.style.setProperty("--z-index", getComputedStyle$2(contentEl).zIndex);
				zIndexComputed = true;
			}
		}
	}
	async function runUpdate() {
		if (opts.updatePosition) {
			await opts.updatePosition({
				updatePosition,
				floatingElement: resolveFloating()
			});
			onPositioned?.({ placed: true });
		} else await updatePosition();
	}
	runUpdate();
	return () => {
		cancelAutoUpdate();
		restoreArrowStyles?.();
		restoreFloatingStyles?.();
		onPositioned?.({ placed: false });
	};
}
function getPlacement(referenceOrFn, floatingOrFn, opts = {}) {
	const { defer, ...options } = opts;
	const func = defer ? raf : (v) => v();
	const cleanups = [];
	cleanups.push(func(() => {
		cleanups.push(getPlacementImpl(referenceOrFn, floatingOrFn, options));
	}));
	return () => {
		cleanups.forEach((fn) => fn?.());
	};
}
// ../../main/node_modules/@zag-js/popper/dist/get-styles.mjs
var ARROW_FLOATING_STYLE = {
	bottom: "rotate(45deg)",
	left: "rotate(135deg)",
	top: "rotate(225deg)",
	right: "rotate(315deg)"
};
function getPlacementStyles(options = {}) {
	const { placement, sameWidth, fitViewport, strategy = "absolute" } = options;
	return {
		arrow: {
			position: "absolute",
			width: cssVars.arrowSize.reference,
			height: cssVars.arrowSize.reference,
			[cssVars.arrowSizeHalf.variable]: `calc(${cssVars.arrowSize.reference} / 2)`,
			[cssVars.arrowOffset.variable]: `calc(${cssVars.arrowSizeHalf.reference} * -1)`
		},
		arrowTip: {
			transform: placement ? ARROW_FLOATING_STYLE[placement.split("-")[0]] : void 0,
			background: cssVars.arrowBg.reference,
			top: "0",
			left: "0",
			width: "100%",
			height: "100%",
			position: "absolute",
			zIndex: "inherit"
		},
		floating: {
			position: strategy,
			isolation: "isolate",
			minWidth: sameWidth ? void 0 : "max-content",
			width: sameWidth ? "var(--reference-width)" : void 0,
			maxWidth: fitViewport ? "var(--available-width)" : void 0,
			maxHeight: fitViewport ? "var(--available-height)" : void 0,
			pointerEvents: !placement ? "none" : void 0,
			top: "0px",
			left: "0px",
			transform: placement ? "translate3d(var(--x), var(--y), 0)" : "translate3d(0, -100vh, 0)",
			zIndex: "var(--z-index)"
		}
	};
}
// ../../main/node_modules/@zag-js/menu/dist/menu.dom.mjs
var getTriggerId = (ctx, value) => {
	const customId = ctx.ids?.trigger;
	if (customId != null) return isFunction(customId) ? customId(value) : customId;
	return value ? `menu:${ctx.id}:trigger:${value}` : `menu:${ctx.id}:trigger`;
};
var getContextTriggerId = (ctx, value) => {
	const customId = ctx.ids?.contextTrigger;
	if (customId != null) return isFunction(customId) ? customId(value) : customId;
	return value ? `menu:${ctx.id}:ctx-trigger:${value}` : `menu:${ctx.id}:ctx-trigger`;
};
var getContentId = (ctx) => ctx.ids?.content ?? `menu:${ctx.id}:content`;
var getArrowId = (ctx) => ctx.ids?.arrow ?? `menu:${ctx.id}:arrow`;
var getPositionerId = (ctx) => ctx.ids?.positioner ?? `menu:${ctx.id}:popper`;
var getGroupId = (ctx, id) => ctx.ids?.group?.(id) ?? `menu:${ctx.id}:group:${id}`;
var getItemId = (ctx, id) => `${ctx.id}/${id}`;
var getItemValue = (el) => el?.dataset.value ?? null;
var getGroupLabelId = (ctx, id) => ctx.ids?.groupLabel?.(id) ?? `menu:${ctx.id}:group-label:${id}`;
var getContentEl = (ctx) => ctx.getById(getContentId(ctx));
var getPositionerEl = (ctx) => ctx.getById(getPositionerId(ctx));
var getTriggerEl = (ctx) => ctx.getById(getTriggerId(ctx));
var getItemEl = (ctx, value) => value ? ctx.getById(getItemId(ctx, value)) : null;
var getContextTriggerEl = (ctx) => ctx.getById(getContextTriggerId(ctx));
var getTriggerEls = (ctx) => queryAll(ctx.getRootNode(), `[data-scope="menu"][data-part="trigger"]${getByOwnerId(ctx.id)}`);
var getContextTriggerEls = (ctx) => queryAll(ctx.getRootNode(), `[data-scope="menu"][data-part="context-trigger"]${getByOwnerId(ctx.id)}`);
var getActiveTriggerEl = (ctx, value) => {
	if (value == null) return getTriggerEl(ctx) ?? getTriggerEls(ctx)[0];
	return ctx.getById(getTriggerId(ctx, value));
};
var getElements = (ctx) => {
	const selector = `[role^="menuitem"]${getByOwnerId(getContentId(ctx))}:not([data-disabled])`;
	return queryAll(getContentEl(ctx), selector);
};
var getFirstEl = (ctx) => first(getElements(ctx));
var getLastEl = (ctx) => last(getElements(ctx));
var isMatch = (el, value) => {
	if (!value) return false;
	return el.id === value || el.dataset.value === value;
};
var getNextEl = (ctx, opts) => {
	const items = getElements(ctx);
	const index = items.findIndex((el) => isMatch(el, opts.value));
	return next(items, index, { loop: opts.loop ?? opts.loopFocus });
};
var getPrevEl = (ctx, opts) => {
	const items = getElements(ctx);
	const index = items.findIndex((el) => isMatch(el, opts.value));
	return prev(items, index, { loop: opts.loop ?? opts.loopFocus });
};
var getElemByKey = (ctx, opts) => {
	const items = getElements(ctx);
	const item = items.find((el) => isMatch(el, opts.value));
	return getByTypeahead(items, {
		state: opts.typeaheadState,
		key: opts.key,
		activeId: item?.id ?? null
	});
};
var isTargetDisabled = (v) => {
	return isHTMLElement$1(v) && (v.dataset.disabled === "" || v.hasAttribute("disabled"));
};
var isTriggerItem = (el) => {
	return !!el?.getAttribute("role")?.startsWith("menuitem") && !!el?.hasAttribute("data-controls");
};
var itemSelectEvent = "menu:select";
function dispatchSelectionEvent(el, value) {
	if (!el) return;
	const event = new (getWindow$1(el)).CustomEvent(itemSelectEvent, { detail: { value } });
	el.dispatchEvent(event);
}
function getPortaledContentEl(scope) {
	const contentId = getContentId(scope);
	return getContentEl(scope) ?? scope.getDoc().getElementById(contentId);
}
function isTargetWithinMenuTree(target, children) {
	if (!isHTMLElement$1(target)) return false;
	for (const id in children) {
		const child = children[id];
		const childContent = getPortaledContentEl(child.scope);
		if (childContent && contains(childContent, target)) return true;
		const nested = child.refs.get("children");
		if (Object.keys(nested).length > 0 && isTargetWithinMenuTree(target, nested)) return true;
	}
	return false;
}
// ../../main/node_modules/@zag-js/menu/dist/menu.utils.mjs
function closeRootMenu(ctx) {
	let parent = ctx.parent;
	while (parent && parent.context.get("isSubmenu")) parent = parent.refs.get("parent");
	parent?.send({ type: "CLOSE" });
}
function isWithinPolygon(polygon, point) {
	if (!polygon) return false;
	return isPointInPolygon(polygon, point);
}
function resolveItemId(children, value, scope) {
	const hasChildren = Object.keys(children).length > 0;
	if (!value) return null;
	if (!hasChildren) return getItemId(scope, value);
	for (const id in children) {
		const childMenu = children[id];
		const childTriggerId = getTriggerId(childMenu.scope);
		if (childTriggerId === value) return childTriggerId;
	}
	return getItemId(scope, value);
}
function setParentRoutingLock(parent, locked) {
	if (!parent) return;
	parent.refs.set("pointerRoutingLocked", locked);
	parent.context.set("pointerRoutingMode", locked ? "locked" : "interactive");
}
function isHighlightedItemSubmenuOpen(parent) {
	const highlighted = parent.context.get("highlightedValue");
	if (!highlighted) return false;
	const children = parent.refs.get("children");
	for (const id in children) {
		const child = children[id];
		if (!child.state.hasTag("open")) continue;
		if (getTriggerId(child.scope) === highlighted) return true;
	}
	return false;
}
function unlockParentAfterChildClose(parent, childIsSubmenu) {
	if (!parent) return;
	if (parent.refs.get("pointerRoutingLocked")) return;
	if (childIsSubmenu && isHighlightedItemSubmenuOpen(parent)) return;
	setParentRoutingLock(parent, false);
}
function unlockParentOnSubmenuClose(parent) {
	if (!parent) return;
	if (!isHighlightedItemSubmenuOpen(parent)) setParentRoutingLock(parent, false);
}
// ../../main/node_modules/@zag-js/menu/dist/menu.connect.mjs
function connect(service, normalize) {
	const { context, send, state, computed, prop, scope } = service;
	const open = state.hasTag("open");
	const isSubmenu = context.get("isSubmenu");
	const isTypingAhead = computed("isTypingAhead");
	const composite = prop("composite");
	const currentPlacement = context.get("currentPlacement");
	const currentPlacementSide = currentPlacement ? getPlacementSide(currentPlacement) : void 0;
	const anchorPoint = context.get("anchorPoint");
	const highlightedValue = context.get("highlightedValue");
	const triggerValue = context.get("triggerValue");
	const popperStyles = getPlacementStyles({
		...prop("positioning"),
		placement: currentPlacement
	});
	function getItemState(props) {
		return {
			id: getItemId(scope, props.value),
			disabled: !!props.disabled,
			highlighted: highlightedValue === props.value
		};
	}
	function getOptionItemProps(props) {
		const valueText = props.valueText ?? props.value;
		return {
			...props,
			id: props.value,
			valueText
		};
	}
	function getOptionItemState(props) {
		return {
			...getItemState(getOptionItemProps(props)),
			checked: !!props.checked
		};
	}
	function getItemProps(props) {
		const { closeOnSelect, valueText, value } = props;
		const itemState = getItemState(props);
		const id = getItemId(scope, value);
		return normalize.element({
			...parts.item.attrs,
			id,
			role: "menuitem",
			"aria-disabled": ariaAttr(itemState.disabled),
			"data-disabled": dataAttr(itemState.disabled),
			"data-ownedby": getContentId(scope),
			"data-highlighted": dataAttr(itemState.highlighted),
			"data-value": value,
			"data-valuetext": valueText,
			onDragStart(event) {
				if (event.currentTarget.matches("a[href]")) event.preventDefault();
			},
			onPointerMove(event) {
				if (itemState.disabled) return;
				if (event.pointerType !== "mouse") return;
				if (getInteractionModality() !== "pointer") return;
				const target = event.currentTarget;
				if (itemState.highlighted) return;
				const point = getEventPoint(event);
				send({
					type: "ITEM_POINTERMOVE",
					id,
					target,
					closeOnSelect,
					point
				});
			},
			onPointerLeave(event) {
				if (itemState.disabled) return;
				if (event.pointerType !== "mouse") return;
				if (getInteractionModality() !== "pointer") return;
				const target = event.currentTarget;
				send({
					type: "ITEM_POINTERLEAVE",
					id,
					target,
					closeOnSelect
				});
			},
			onPointerDown(event) {
				if (itemState.disabled) return;
				const target = event.currentTarget;
				send({
					type: "ITEM_POINTERDOWN",
					target,
					id,
					closeOnSelect
				});
			},
			onClick(event) {
				if (isDownloadingEvent(event)) return;
				if (isOpeningInNewTab(event)) return;
				if (itemState.disabled) return;
				const target = event.currentTarget;
				send({
					type: "ITEM_CLICK",
					target,
					id,
					closeOnSelect
				});
			}
		});
	}
	return {
		highlightedValue,
		open,
		setOpen(nextOpen) {
			if (state.hasTag("open") === nextOpen) return;
			send({ type: nextOpen ? "OPEN" : "CLOSE" });
		},
		triggerValue,
		setTriggerValue(value) {
			send({
				type: "TRIGGER_VALUE.SET",
				value
			});
		},
		setHighlightedValue(value) {
			send({
				type: "HIGHLIGHTED.SET",
				value
			});
		},
		setParent(parent) {
			send({
				type: "PARENT.SET",
				value: parent,
				id: parent.prop("id")
			});
		},
		setChild(child) {
			send({
				type: "CHILD.SET",
				value: child,
				id: child.prop("id")
			});
		},
		reposition(options = {}) {
			send({
				type: "POSITIONING.SET",
				options
			});
		},
		addItemListener(props) {
			const node = scope.getById(props.id);
			if (!node) return;
			const listener = () => props.onSelect?.();
			node.addEventListener(itemSelectEvent, listener);
			return () => node.removeEventListener(itemSelectEvent, listener);
		},
		getContextTriggerProps(props = {}) {
			const { value } = props;
			const current = value == null ? false : triggerValue === value;
			const contextTriggerId = getContextTriggerId(scope, value);
			return normalize.element({
				...parts.contextTrigger.attrs,
				dir: prop("dir"),
				id: contextTriggerId,
				"data-ownedby": scope.id,
				"data-value": value,
				"data-current": dataAttr(current),
				"data-state": open ? "open" : "closed",
				onPointerDown(event) {
					if (event.pointerType === "mouse") return;
					const point = getEventPoint(event);
					send({
						type: "CONTEXT_MENU_START",
						point,
						value
					});
				},
				onPointerCancel(event) {
					if (event.pointerType === "mouse") return;
					send({ type: "CONTEXT_MENU_CANCEL" });
				},
				onPointerMove(event) {
					if (event.pointerType === "mouse") return;
					send({ type: "CONTEXT_MENU_CANCEL" });
				},
				onPointerUp(event) {
					if (event.pointerType === "mouse") return;
					send({ type: "CONTEXT_MENU_CANCEL" });
				},
				onContextMenu(event) {
					const point = getEventPoint(event);
					send({
						type: open && value != null && !current ? "TRIGGER_VALUE.SET" : "CONTEXT_MENU",
						point,
						value
					});
					event.preventDefault();
				},
				style: {
					WebkitTouchCallout: "none",
					WebkitUserSelect: "none",
					userSelect: "none"
				}
			});
		},
		getTriggerItemProps(childApi) {
			const triggerProps = childApi.getTriggerProps();
			return mergeProps(getItemProps({ value: triggerProps.id }), triggerProps);
		},
		getTriggerProps(props = {}) {
			const { value } = props;
			const current = value == null ? false : triggerValue === value;
			const triggerId = getTriggerId(scope, value);
			return normalize.button({
				...isSubmenu ? parts.triggerItem.attrs : parts.trigger.attrs,
				"data-placement": currentPlacement,
				"data-side": currentPlacementSide,
				type: "button",
				dir: prop("dir"),
				id: triggerId,
				...value != null && {
					"data-ownedby": scope.id,
					"data-value": value,
					"data-current": dataAttr(current)
				},
				"data-uid": prop("id"),
				"aria-haspopup": composite ? "menu" : "dialog",
				"aria-controls": getContentId(scope),
				"data-controls": getContentId(scope),
				"aria-expanded": value == null ? open : open && current,
				"data-state": open ? "open" : "closed",
				onPointerMove(event) {
					if (event.pointerType !== "mouse") return;
					if (isTargetDisabled(event.currentTarget) || !isSubmenu) return;
					const point = getEventPoint(event);
					send({
						type: "TRIGGER_POINTERMOVE",
						target: event.currentTarget,
						point
					});
				},
				onPointerLeave(event) {
					if (isTargetDisabled(event.currentTarget)) return;
					if (event.pointerType !== "mouse") return;
					if (!isSubmenu) return;
					setParentRoutingLock(service.refs.get("parent"), true);
					const point = getEventPoint(event);
					send({
						type: "TRIGGER_POINTERLEAVE",
						target: event.currentTarget,
						point
					});
				},
				onPointerDown(event) {
					if (isTargetDisabled(event.currentTarget)) return;
					if (isContextMenuEvent(event)) return;
					event.preventDefault();
				},
				onClick(event) {
					if (event.defaultPrevented) return;
					if (isTargetDisabled(event.currentTarget)) return;
					send({
						type: open && value != null && !current ? "TRIGGER_VALUE.SET" : "TRIGGER_CLICK",
						target: event.currentTarget,
						value
					});
				},
				onBlur() {
					send({ type: "TRIGGER_BLUR" });
				},
				onFocus() {
					send({ type: "TRIGGER_FOCUS" });
				},
				onKeyDown(event) {
					if (event.defaultPrevented) return;
					const exec = {
						ArrowDown() {
							send({
								type: "ARROW_DOWN",
								value
							});
						},
						ArrowUp() {
							send({
								type: "ARROW_UP",
								value
							});
						},
						Enter() {
							send({
								type: "ARROW_DOWN",
								src: "enter",
								value
							});
						},
						Space() {
							send({
								type: "ARROW_DOWN",
								src: "space",
								value
							});
						}
					}[getEventKey(event, {
						orientation: "vertical",
						dir: prop("dir")
					})];
					if (exec) {
						event.preventDefault();
						exec(event);
					}
				}
			});
		},
		getIndicatorProps() {
			return normalize.element({
				...parts.indicator.attrs,
				dir: prop("dir"),
				"data-state": open ? "open" : "closed"
			});
		},
		getPositionerProps() {
			return normalize.element({
				...parts.positioner.attrs,
				dir: prop("dir"),
				id: getPositionerId(scope),
				style: popperStyles.floating
			});
		},
		getArrowProps() {
			return normalize.element({
				id: getArrowId(scope),
				...parts.arrow.attrs,
				dir: prop("dir"),
				style: popperStyles.arrow
			});
		},
		getArrowTipProps() {
			return normalize.element({
				...parts.arrowTip.attrs,
				dir: prop("dir"),
				style: popperStyles.arrowTip
			});
		},
		getContentProps() {
			return normalize.element({
				...parts.content.attrs,
				id: getContentId(scope),
				"aria-label": prop("aria-label"),
				hidden: !open,
				"data-state": open ? "open" : "closed",
				role: composite ? "menu" : "dialog",
				tabIndex: 0,
				dir: prop("dir"),
				"aria-activedescendant": computed("highlightedId") || void 0,
				"aria-labelledby": anchorPoint ? getContextTriggerId(scope, triggerValue ?? void 0) : getTriggerId(scope, triggerValue ?? void 0),
				"data-placement": currentPlacement,
				"data-side": currentPlacementSide,
				onPointerEnter(event) {
					if (event.pointerType !== "mouse") return;
					send({ type: "MENU_POINTERENTER" });
				},
				onKeyDown(event) {
					if (event.defaultPrevented) return;
					if (!contains(event.currentTarget, getEventTarget(event))) return;
					const target = getEventTarget(event);
					if (!(target?.closest("[role=menu]") === event.currentTarget || target === event.currentTarget)) return;
					if (event.key === "Tab") {
						if (!isValidTabEvent(event)) {
							event.preventDefault();
							return;
						}
					}
					const keyMap = {
						ArrowDown() {
							send({ type: "ARROW_DOWN" });
						},
						ArrowUp() {
							send({ type: "ARROW_UP" });
						},
						ArrowLeft() {
							send({ type: "ARROW_LEFT" });
						},
						ArrowRight() {
							send({ type: "ARROW_RIGHT" });
						},
						Enter() {
							send({ type: "ENTER" });
						},
						Space(event2) {
							if (isTypingAhead) send({
								type: "TYPEAHEAD",
								key: event2.key
							});
							else keyMap.Enter?.(event2);
						},
						Home() {
							send({ type: "HOME" });
						},
						End() {
							send({ type: "END" });
						}
					};
					const exec = keyMap[getEventKey(event, { dir: prop("dir") })];
					if (exec) {
						exec(event);
						event.stopPropagation();
						event.preventDefault();
						return;
					}
					if (!prop("typeahead")) return;
					if (!isPrintableKey(event)) return;
					if (isModifierKey(event)) return;
					if (isEditableElement(target)) return;
					send({
						type: "TYPEAHEAD",
						key: event.key
					});
					event.preventDefault();
				}
			});
		},
		getSeparatorProps() {
			return normalize.element({
				...parts.separator.attrs,
				role: "separator",
				dir: prop("dir"),
				"aria-orientation": "horizontal"
			});
		},
		getItemState,
		getItemProps,
		getOptionItemState,
		getOptionItemProps(props) {
			const { type, disabled, closeOnSelect } = props;
			const option = getOptionItemProps(props);
			const itemState = getOptionItemState(props);
			return {
				...getItemProps(option),
				...normalize.element({
					"data-type": type,
					...parts.item.attrs,
					dir: prop("dir"),
					"data-value": option.value,
					role: `menuitem${type}`,
					"aria-checked": !!itemState.checked,
					"data-state": itemState.checked ? "checked" : "unchecked",
					onClick(event) {
						if (disabled) return;
						if (isDownloadingEvent(event)) return;
						if (isOpeningInNewTab(event)) return;
						const target = event.currentTarget;
						send({
							type: "ITEM_CLICK",
							target,
							option,
							closeOnSelect
						});
					}
				})
			};
		},
		getItemIndicatorProps(props) {
			const itemState = getOptionItemState(cast(props));
			const dataState = itemState.checked ? "checked" : "unchecked";
			return normalize.element({
				...parts.itemIndicator.attrs,
				dir: prop("dir"),
				"data-disabled": dataAttr(itemState.disabled),
				"data-highlighted": dataAttr(itemState.highlighted),
				"data-state": hasProp(props, "checked") ? dataState : void 0,
				hidden: hasProp(props, "checked") ? !itemState.checked : void 0
			});
		},
		getItemTextProps(props) {
			const itemState = getOptionItemState(cast(props));
			const dataState = itemState.checked ? "checked" : "unchecked";
			return normalize.element({
				...parts.itemText.attrs,
				dir: prop("dir"),
				"data-disabled": dataAttr(itemState.disabled),
				"data-highlighted": dataAttr(itemState.highlighted),
				"data-state": hasProp(props, "checked") ? dataState : void 0
			});
		},
		getItemGroupLabelProps(props) {
			return normalize.element({
				...parts.itemGroupLabel.attrs,
				id: getGroupLabelId(scope, props.htmlFor),
				dir: prop("dir")
			});
		},
		getItemGroupProps(props) {
			return normalize.element({
				id: getGroupId(scope, props.id),
				...parts.itemGroup.attrs,
				dir: prop("dir"),
				"aria-labelledby": getGroupLabelId(scope, props.id),
				role: "group"
			});
		}
	};
}
// ../../main/node_modules/@zag-js/menu/dist/menu.machine.mjs
var { not, and, or } = createGuards();
var machine = createMachine({
	props({ props }) {
		return {
			closeOnSelect: true,
			typeahead: true,
			composite: true,
			loopFocus: false,
			navigate(details) {
				clickIfLink(details.node);
			},
			...props,
			positioning: {
				placement: "bottom-start",
				gutter: 8,
				...props.positioning
			}
		};
	},
	initialState({ prop }) {
		return prop("open") || prop("defaultOpen") ? "open" : "idle";
	},
	context({ bindable, prop, scope }) {
		return {
			highlightedValue: bindable(() => ({
				defaultValue: prop("defaultHighlightedValue") || null,
				value: prop("highlightedValue"),
				onChange(value) {
					prop("onHighlightChange")?.({ highlightedValue: value });
				}
			})),
			lastHighlightedValue: bindable(() => ({ defaultValue: null })),
			currentPlacement: bindable(() => ({ defaultValue: void 0 })),
			intentPolygon: bindable(() => ({ defaultValue: null })),
			anchorPoint: bindable(() => ({
				defaultValue: null,
				hash(value) {
					return `x: ${value?.x}, y: ${value?.y}`;
				}
			})),
			isSubmenu: bindable(() => ({ defaultValue: false })),
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
			})),
			pointerRoutingMode: bindable(() => ({ defaultValue: "interactive" }))
		};
	},
	refs() {
		return {
			parent: null,
			children: {},
			pointerRoutingLocked: false,
			typeaheadState: { ...getByTypeahead.defaultOptions },
			positioningOverride: {}
		};
	},
	computed: {
		isRtl: ({ prop }) => prop("dir") === "rtl",
		isTypingAhead: ({ refs }) => refs.get("typeaheadState").keysSoFar !== "",
		highlightedId: ({ context, scope, refs }) => resolveItemId(refs.get("children"), context.get("highlightedValue"), scope)
	},
	watch({ track, action, context, prop }) {
		track([() => context.get("isSubmenu")], () => {
			action(["setSubmenuPlacement"]);
		});
		track([() => context.hash("anchorPoint")], () => {
			if (!context.get("anchorPoint")) return;
			action(["reposition"]);
		});
		track([() => prop("open")], () => {
			action(["toggleVisibility"]);
		});
	},
	on: {
		"TRIGGER_VALUE.SET": { actions: [
			"setTriggerValue",
			"setAnchorPoint",
			"reposition",
			"focusMenu"
		] },
		"PARENT.SET": { actions: ["setParentMenu"] },
		"CHILD.SET": { actions: ["setChildMenu"] },
		OPEN: [{
			guard: "isOpenControlled",
			actions: ["setTriggerValue", "invokeOnOpen"]
		}, {
			target: "open",
			actions: ["setTriggerValue", "invokeOnOpen"]
		}],
		OPEN_AUTOFOCUS: [{
			guard: "isOpenControlled",
			actions: ["setTriggerValue", "invokeOnOpen"]
		}, {
			target: "open",
			actions: [
				"setTriggerValue",
				"highlightFirstItem",
				"invokeOnOpen"
			]
		}],
		CLOSE: [{
			guard: "isOpenControlled",
			actions: ["invokeOnClose", "releaseParentRoutingLock"]
		}, {
			target: "closed",
			actions: [
				"invokeOnClose",
				"releaseParentRoutingLock",
				"focusTrigger"
			]
		}],
		"HIGHLIGHTED.RESTORE": { actions: ["restoreHighlightedItem"] },
		"HIGHLIGHTED.SET": { actions: ["setHighlightedItem"] },
		"HIGHLIGHTED.SUGGEST": { actions: ["suggestHighlightedItem"] }
	},
	states: {
		idle: {
			tags: ["closed"],
			on: {
				"CONTROLLED.OPEN": { target: "open" },
				"CONTROLLED.CLOSE": { target: "closed" },
				CONTEXT_MENU_START: {
					target: "opening:contextmenu",
					actions: ["setAnchorPoint", "setTriggerValue"]
				},
				CONTEXT_MENU: [{
					guard: "isOpenControlled",
					actions: [
						"setAnchorPoint",
						"setTriggerValue",
						"invokeOnOpen"
					]
				}, {
					target: "open",
					actions: [
						"setAnchorPoint",
						"setTriggerValue",
						"invokeOnOpen"
					]
				}],
				TRIGGER_CLICK: [{
					guard: "isOpenControlled",
					actions: ["invokeOnOpen", "setTriggerValue"]
				}, {
					target: "open",
					actions: ["invokeOnOpen", "setTriggerValue"]
				}],
				TRIGGER_FOCUS: {
					guard: not("isSubmenu"),
					target: "closed"
				},
				TRIGGER_POINTERMOVE: {
					guard: "isSubmenu",
					target: "opening"
				}
			}
		},
		"opening:contextmenu": {
			tags: ["closed"],
			effects: ["waitForLongPress"],
			on: {
				"CONTROLLED.OPEN": {
					target: "open",
					actions: ["reposition"]
				},
				"CONTROLLED.CLOSE": {
					target: "closed",
					actions: ["focusTrigger"]
				},
				CONTEXT_MENU_CANCEL: [{
					guard: "isOpenControlled",
					actions: ["invokeOnClose", "releaseParentRoutingLock"]
				}, {
					target: "closed",
					actions: [
						"invokeOnClose",
						"releaseParentRoutingLock",
						"focusTrigger"
					]
				}],
				"LONG_PRESS.OPEN": [{
					guard: "isOpenControlled",
					actions: ["setTriggerValue", "invokeOnOpen"]
				}, {
					target: "open",
					actions: [
						"setTriggerValue",
						"invokeOnOpen",
						"reposition"
					]
				}]
			}
		},
		opening: {
			tags: ["closed"],
			effects: ["waitForOpenDelay"],
			on: {
				"CONTROLLED.OPEN": { target: "open" },
				"CONTROLLED.CLOSE": {
					target: "closed",
					actions: ["focusTrigger"]
				},
				BLUR: [{
					guard: "isOpenControlled",
					actions: ["invokeOnClose", "releaseParentRoutingLock"]
				}, {
					target: "closed",
					actions: [
						"invokeOnClose",
						"releaseParentRoutingLock",
						"focusTrigger"
					]
				}],
				TRIGGER_POINTERLEAVE: [{
					guard: "isOpenControlled",
					actions: ["invokeOnClose", "releaseParentRoutingLock"]
				}, {
					target: "closed",
					actions: [
						"invokeOnClose",
						"releaseParentRoutingLock",
						"focusTrigger"
					]
				}],
				"DELAY.OPEN": [{
					guard: "isOpenControlled",
					actions: ["invokeOnOpen"]
				}, {
					target: "open",
					actions: ["invokeOnOpen"]
				}]
			}
		},
		closing: {
			tags: ["open"],
			effects: [
				"trackPointerMove",
				"trackInteractOutside",
				"waitForCloseDelay"
			],
			on: {
				"CONTROLLED.OPEN": { target: "open" },
				"CONTROLLED.CLOSE": {
					target: "closed",
					actions: ["focusParentMenu", "restoreParentHighlightedItem"]
				},
				MENU_POINTERENTER: {
					target: "open",
					actions: ["clearIntentPolygon"]
				},
				POINTER_MOVED_AWAY_FROM_SUBMENU: [{
					guard: "isOpenControlled",
					actions: ["invokeOnClose", "releaseParentRoutingLock"]
				}, {
					target: "closed",
					actions: ["focusParentMenu", "restoreParentHighlightedItem"]
				}],
				"DELAY.CLOSE": [{
					guard: "isOpenControlled",
					actions: ["invokeOnClose", "releaseParentRoutingLock"]
				}, {
					target: "closed",
					actions: [
						"focusParentMenu",
						"restoreParentHighlightedItem",
						"invokeOnClose",
						"releaseParentRoutingLock"
					]
				}]
			}
		},
		closed: {
			tags: ["closed"],
			entry: [
				"clearHighlightedItem",
				"unlockParentOnClose",
				"clearAnchorPoint"
			],
			on: {
				"CONTROLLED.OPEN": [
					{
						guard: or("isOpenAutoFocusEvent", "isArrowDownEvent"),
						target: "open",
						actions: ["highlightFirstItem"]
					},
					{
						guard: "isArrowUpEvent",
						target: "open",
						actions: ["highlightLastItem"]
					},
					{ target: "open" }
				],
				CONTEXT_MENU_START: {
					target: "opening:contextmenu",
					actions: ["setAnchorPoint", "setTriggerValue"]
				},
				CONTEXT_MENU: [{
					guard: "isOpenControlled",
					actions: [
						"setAnchorPoint",
						"setTriggerValue",
						"invokeOnOpen"
					]
				}, {
					target: "open",
					actions: [
						"setAnchorPoint",
						"setTriggerValue",
						"invokeOnOpen"
					]
				}],
				TRIGGER_CLICK: [{
					guard: "isOpenControlled",
					actions: ["invokeOnOpen", "setTriggerValue"]
				}, {
					target: "open",
					actions: ["invokeOnOpen", "setTriggerValue"]
				}],
				TRIGGER_POINTERMOVE: {
					guard: "isTriggerItem",
					target: "opening"
				},
				TRIGGER_BLUR: { target: "idle" },
				ARROW_DOWN: [{
					guard: "isOpenControlled",
					actions: ["setTriggerValue", "invokeOnOpen"]
				}, {
					target: "open",
					actions: [
						"setTriggerValue",
						"highlightFirstItem",
						"invokeOnOpen"
					]
				}],
				ARROW_UP: [{
					guard: "isOpenControlled",
					actions: ["setTriggerValue", "invokeOnOpen"]
				}, {
					target: "open",
					actions: [
						"setTriggerValue",
						"highlightLastItem",
						"invokeOnOpen"
					]
				}]
			}
		},
		open: {
			tags: ["open"],
			effects: [
				"trackInteractOutside",
				"trackFocusVisible",
				"trackPositioning",
				"scrollToHighlightedItem"
			],
			entry: ["focusMenu", "unlockParentOnOpen"],
			on: {
				"CONTROLLED.CLOSE": [{
					target: "closed",
					guard: "isArrowLeftEvent",
					actions: ["focusParentMenu"]
				}, {
					target: "closed",
					actions: ["focusTrigger"]
				}],
				TRIGGER_CLICK: [{
					guard: and(not("isTriggerItem"), "isOpenControlled"),
					actions: ["invokeOnClose", "releaseParentRoutingLock"]
				}, {
					guard: not("isTriggerItem"),
					target: "closed",
					actions: [
						"invokeOnClose",
						"releaseParentRoutingLock",
						"focusTrigger"
					]
				}],
				CONTEXT_MENU: { actions: [
					"setAnchorPoint",
					"setTriggerValue",
					"focusMenu"
				] },
				ARROW_UP: { actions: ["highlightPrevItem", "focusMenu"] },
				ARROW_DOWN: { actions: ["highlightNextItem", "focusMenu"] },
				ARROW_LEFT: [{
					guard: and("isSubmenu", "isOpenControlled"),
					actions: ["invokeOnClose", "releaseParentRoutingLock"]
				}, {
					guard: "isSubmenu",
					target: "closed",
					actions: [
						"focusParentMenu",
						"invokeOnClose",
						"releaseParentRoutingLock"
					]
				}],
				HOME: { actions: ["highlightFirstItem", "focusMenu"] },
				END: { actions: ["highlightLastItem", "focusMenu"] },
				ARROW_RIGHT: {
					guard: "isTriggerItemHighlighted",
					actions: ["openSubmenu"]
				},
				ENTER: [{
					guard: "isTriggerItemHighlighted",
					actions: ["openSubmenu"]
				}, { actions: ["clickHighlightedItem"] }],
				ITEM_POINTERMOVE: [{
					guard: not("isPointerRoutingLocked"),
					actions: [
						"setHighlightedItem",
						"focusMenu",
						"closeSiblingMenus"
					]
				}, { actions: ["setLastHighlightedItem", "closeSiblingMenus"] }],
				ITEM_POINTERLEAVE: {
					guard: and(not("isPointerRoutingLocked"), not("isTriggerItem")),
					actions: ["clearHighlightedItem"]
				},
				ITEM_CLICK: [
					{
						guard: and(not("isTriggerItemHighlighted"), not("isHighlightedItemEditable"), "closeOnSelect", "isOpenControlled"),
						actions: [
							"invokeOnSelect",
							"setOptionState",
							"closeRootMenu",
							"invokeOnClose",
							"releaseParentRoutingLock"
						]
					},
					{
						guard: and(not("isTriggerItemHighlighted"), not("isHighlightedItemEditable"), "closeOnSelect"),
						target: "closed",
						actions: [
							"invokeOnSelect",
							"setOptionState",
							"closeRootMenu",
							"invokeOnClose",
							"releaseParentRoutingLock",
							"focusTrigger"
						]
					},
					{
						guard: and(not("isTriggerItemHighlighted"), not("isHighlightedItemEditable")),
						actions: ["invokeOnSelect", "setOptionState"]
					},
					{ actions: ["setHighlightedItem"] }
				],
				TRIGGER_POINTERMOVE: {
					guard: "isTriggerItem",
					actions: ["setIntentPolygon"]
				},
				TRIGGER_POINTERLEAVE: {
					target: "closing",
					actions: ["setIntentPolygon"]
				},
				ITEM_POINTERDOWN: { actions: ["setHighlightedItem"] },
				TYPEAHEAD: { actions: ["highlightMatchedItem"] },
				FOCUS_MENU: { actions: ["focusMenu"] },
				"POSITIONING.SET": { actions: ["reposition"] }
			}
		}
	},
	implementations: {
		guards: {
			closeOnSelect: ({ prop, event }) => !!(event?.closeOnSelect ?? prop("closeOnSelect")),
			isTriggerItem: ({ event }) => isTriggerItem(event.target),
			isTriggerItemHighlighted: ({ event, scope, computed }) => {
				return !!(event.target ?? scope.getById(computed("highlightedId")))?.hasAttribute("data-controls");
			},
			isSubmenu: ({ context }) => context.get("isSubmenu"),
			isPointerRoutingLocked: ({ refs }) => refs.get("pointerRoutingLocked"),
			isHighlightedItemEditable: ({ scope, computed }) => isEditableElement(scope.getById(computed("highlightedId"))),
			isOpenControlled: ({ prop }) => prop("open") !== void 0,
			isArrowLeftEvent: ({ event }) => event.previousEvent?.type === "ARROW_LEFT",
			isArrowUpEvent: ({ event }) => event.previousEvent?.type === "ARROW_UP",
			isArrowDownEvent: ({ event }) => event.previousEvent?.type === "ARROW_DOWN",
			isOpenAutoFocusEvent: ({ event }) => event.previousEvent?.type === "OPEN_AUTOFOCUS"
		},
		effects: {
			waitForOpenDelay({ send }) {
				const timer = setTimeout(() => {
					send({ type: "DELAY.OPEN" });
				}, 200);
				return () => clearTimeout(timer);
			},
			waitForCloseDelay({ send }) {
				const timer = setTimeout(() => {
					send({ type: "DELAY.CLOSE" });
				}, 100);
				return () => clearTimeout(timer);
			},
			waitForLongPress({ send }) {
				const timer = setTimeout(() => {
					send({ type: "LONG_PRESS.OPEN" });
				}, 700);
				return () => clearTimeout(timer);
			},
			trackFocusVisible({ scope }) {
				return trackFocusVisible({ root: scope.getRootNode?.() });
			},
			trackPositioning({ context, prop, scope, refs }) {
				if (getContextTriggerEl(scope) || getContextTriggerEls(scope).length > 0) return;
				const positioning = {
					...prop("positioning"),
					...refs.get("positioningOverride")
				};
				context.set("currentPlacement", positioning.placement);
				const getPositionerEl2 = () => getPositionerEl(scope);
				const getTriggerEl2 = () => getActiveTriggerEl(scope, context.get("triggerValue"));
				return getPlacement(getTriggerEl2, getPositionerEl2, {
					...positioning,
					defer: true,
					onComplete(data) {
						context.set("currentPlacement", data.placement);
					}
				});
			},
			trackInteractOutside({ refs, scope, prop, context, send }) {
				const getContentEl2 = () => getContentEl(scope);
				let restoreFocus = true;
				const isWithinAnyContextTrigger = (target) => {
					return getContextTriggerEls(scope).some((el) => contains(el, target));
				};
				return trackDismissableElement(getContentEl2, {
					type: "menu",
					defer: true,
					exclude: [getTriggerEl(scope), ...getTriggerEls(scope)].filter(Boolean),
					onInteractOutside: prop("onInteractOutside"),
					onRequestDismiss: prop("onRequestDismiss"),
					onFocusOutside(event) {
						prop("onFocusOutside")?.(event);
						const target = getEventTarget(event.detail.originalEvent);
						if (isWithinAnyContextTrigger(target)) {
							event.preventDefault();
							return;
						}
						if (isTargetWithinMenuTree(target, refs.get("children"))) {
							event.preventDefault();
							return;
						}
					},
					onEscapeKeyDown(event) {
						prop("onEscapeKeyDown")?.(event);
						if (context.get("isSubmenu")) event.preventDefault();
						closeRootMenu({ parent: refs.get("parent") });
					},
					onPointerDownOutside(event) {
						prop("onPointerDownOutside")?.(event);
						const target = getEventTarget(event.detail.originalEvent);
						if (isWithinAnyContextTrigger(target) && event.detail.contextmenu) {
							event.preventDefault();
							return;
						}
						restoreFocus = !event.detail.focusable;
					},
					onDismiss() {
						send({
							type: "CLOSE",
							src: "interact-outside",
							restoreFocus
						});
					}
				});
			},
			trackPointerMove({ context, scope, send, refs }) {
				const parent = refs.get("parent");
				if (!parent) return;
				setParentRoutingLock(parent, true);
				const doc = scope.getDoc();
				return addDomEvent(doc, "pointermove", (e) => {
					if (!isWithinPolygon(context.get("intentPolygon"), {
						x: e.clientX,
						y: e.clientY
					})) {
						send({ type: "POINTER_MOVED_AWAY_FROM_SUBMENU" });
						setParentRoutingLock(parent, false);
					}
				});
			},
			scrollToHighlightedItem({ scope, computed }) {
				const exec = () => {
					if (getInteractionModality() === "pointer") return;
					scrollIntoView(scope.getById(computed("highlightedId")), {
						rootEl: getContentEl(scope),
						block: "nearest"
					});
				};
				raf(() => {
					setInteractionModality("virtual");
					exec();
				});
				const contentEl = () => getContentEl(scope);
				return observeAttributes(contentEl, {
					defer: true,
					attributes: ["aria-activedescendant"],
					callback: exec
				});
			}
		},
		actions: {
			setAnchorPoint({ context, event }) {
				context.set("anchorPoint", (prev) => isEqual(prev, event.point) ? prev : event.point);
			},
			setSubmenuPlacement({ context, computed, refs }) {
				if (!context.get("isSubmenu")) return;
				const placement = computed("isRtl") ? "left-start" : "right-start";
				refs.set("positioningOverride", {
					placement,
					gutter: 0
				});
			},
			reposition({ context, scope, prop, event, refs }) {
				const getPositionerEl2 = () => getPositionerEl(scope);
				const anchorPoint = event.point ?? context.get("anchorPoint");
				const getAnchorRect = anchorPoint ? () => ({
					width: 0,
					height: 0,
					...anchorPoint
				}) : void 0;
				const positioning = {
					...prop("positioning"),
					...refs.get("positioningOverride")
				};
				const triggerValue = event.value ?? context.get("triggerValue");
				const getTriggerEl2 = () => getActiveTriggerEl(scope, triggerValue);
				getPlacement(getTriggerEl2, getPositionerEl2, {
					...positioning,
					defer: true,
					getAnchorRect,
					...event.options ?? {},
					listeners: false,
					onComplete(data) {
						context.set("currentPlacement", data.placement);
					}
				});
			},
			setOptionState({ event }) {
				if (!event.option) return;
				const { checked, onCheckedChange, type } = event.option;
				if (type === "radio") onCheckedChange?.(true);
				else if (type === "checkbox") onCheckedChange?.(!checked);
			},
			clickHighlightedItem({ scope, computed, prop, context }) {
				const itemEl = scope.getById(computed("highlightedId"));
				if (!itemEl || itemEl.dataset.disabled) return;
				const highlightedValue = context.get("highlightedValue");
				if (isAnchorElement(itemEl)) prop("navigate")?.({
					value: highlightedValue,
					node: itemEl,
					href: itemEl.href
				});
				else queueMicrotask(() => itemEl.click());
			},
			setIntentPolygon({ context, scope, event }) {
				const menu = getContentEl(scope);
				const placement = context.get("currentPlacement");
				if (!menu || !placement) return;
				const polygon = getElementPolygon(menu.getBoundingClientRect(), placement);
				if (!polygon) return;
				const bleed = getPlacementSide(placement) === "right" ? -5 : 5;
				context.set("intentPolygon", [{
					...event.point,
					x: event.point.x + bleed
				}, ...polygon]);
			},
			clearIntentPolygon({ context }) {
				context.set("intentPolygon", null);
			},
			clearAnchorPoint({ context }) {
				context.set("anchorPoint", null);
			},
			unlockParentOnOpen({ refs, context, scope }) {
				const parent = refs.get("parent");
				if (context.get("isSubmenu")) {
					const value = getTriggerId(scope);
					parent?.send({
						type: "HIGHLIGHTED.SUGGEST",
						value
					});
				}
				setParentRoutingLock(parent, false);
			},
			unlockParentOnClose({ refs, context }) {
				unlockParentAfterChildClose(refs.get("parent"), context.get("isSubmenu"));
			},
			setHighlightedItem({ context, event }) {
				const value = event.value || getItemValue(event.target);
				context.set("highlightedValue", value);
			},
			clearHighlightedItem({ context }) {
				context.set("highlightedValue", null);
			},
			focusMenu({ scope }) {
				raf(() => {
					const contentEl = getContentEl(scope);
					getInitialFocus({
						root: contentEl,
						enabled: !contains(contentEl, scope.getActiveElement()),
						filter(node) {
							return !node.role?.startsWith("menuitem");
						}
					})?.focus({ preventScroll: true });
				});
			},
			highlightFirstItem({ context, scope }) {
				(getContentEl(scope) ? queueMicrotask : raf)(() => {
					const first = getFirstEl(scope);
					if (!first) return;
					context.set("highlightedValue", getItemValue(first));
				});
			},
			highlightLastItem({ context, scope }) {
				(getContentEl(scope) ? queueMicrotask : raf)(() => {
					const last = getLastEl(scope);
					if (!last) return;
					context.set("highlightedValue", getItemValue(last));
				});
			},
			highlightNextItem({ context, scope, event, prop }) {
				const next = getNextEl(scope, {
					loop: event.loop,
					value: context.get("highlightedValue"),
					loopFocus: prop("loopFocus")
				});
				context.set("highlightedValue", getItemValue(next));
			},
			highlightPrevItem({ context, scope, event, prop }) {
				const prev = getPrevEl(scope, {
					loop: event.loop,
					value: context.get("highlightedValue"),
					loopFocus: prop("loopFocus")
				});
				context.set("highlightedValue", getItemValue(prev));
			},
			invokeOnSelect({ context, prop, scope }) {
				const value = context.get("highlightedValue");
				if (value == null) return;
				dispatchSelectionEvent(getItemEl(scope, value), value);
				prop("onSelect")?.({ value });
			},
			focusTrigger({ scope, context, event }) {
				if (context.get("isSubmenu") || context.get("anchorPoint") || event.restoreFocus === false) return;
				queueMicrotask(() => {
					getActiveTriggerEl(scope, context.get("triggerValue"))?.focus({ preventScroll: true });
				});
			},
			highlightMatchedItem({ scope, context, event, refs }) {
				const node = getElemByKey(scope, {
					key: event.key,
					value: context.get("highlightedValue"),
					typeaheadState: refs.get("typeaheadState")
				});
				if (!node) return;
				context.set("highlightedValue", getItemValue(node));
			},
			setParentMenu({ refs, event, context }) {
				refs.set("parent", event.value);
				context.set("isSubmenu", true);
			},
			setChildMenu({ refs, event }) {
				const children = refs.get("children");
				children[event.id] = event.value;
				refs.set("children", children);
			},
			closeSiblingMenus({ refs, event, scope }) {
				const target = event.target;
				if (!isTriggerItem(target)) return;
				const hoveredChildId = target?.getAttribute("data-uid");
				const children = refs.get("children");
				for (const id in children) {
					if (id === hoveredChildId) continue;
					const child = children[id];
					const intentPolygon = child.context.get("intentPolygon");
					if (intentPolygon && event.point && isPointInPolygon(intentPolygon, event.point)) continue;
					getContentEl(scope)?.focus({ preventScroll: true });
					child.send({ type: "CLOSE" });
				}
			},
			closeRootMenu({ refs }) {
				closeRootMenu({ parent: refs.get("parent") });
			},
			openSubmenu({ refs, scope, computed }) {
				const id = scope.getById(computed("highlightedId"))?.getAttribute("data-uid");
				const children = refs.get("children");
				(id ? children[id] : null)?.send({ type: "OPEN_AUTOFOCUS" });
			},
			focusParentMenu({ refs }) {
				refs.get("parent")?.send({ type: "FOCUS_MENU" });
			},
			setLastHighlightedItem({ context, event }) {
				context.set("lastHighlightedValue", getItemValue(event.target));
			},
			suggestHighlightedItem({ context, event }) {
				const value = event.value;
				if (!value) return;
				if (context.get("highlightedValue") != null) {
					context.set("lastHighlightedValue", value);
					return;
				}
				context.set("highlightedValue", value);
			},
			restoreHighlightedItem({ context }) {
				const last = context.get("lastHighlightedValue");
				context.set("lastHighlightedValue", null);
				if (!last) return;
				context.set("highlightedValue", last);
			},
			restoreParentHighlightedItem({ refs }) {
				refs.get("parent")?.send({ type: "HIGHLIGHTED.RESTORE" });
			},
			invokeOnOpen({ prop }) {
				prop("onOpenChange")?.({ open: true });
			},
			invokeOnClose({ prop }) {
				prop("onOpenChange")?.({ open: false });
			},
			releaseParentRoutingLock({ refs, context }) {
				if (!context.get("isSubmenu")) return;
				unlockParentOnSubmenuClose(refs.get("parent"));
			},
			toggleVisibility({ prop, event, send }) {
				send({
					type: prop("open") ? "CONTROLLED.OPEN" : "CONTROLLED.CLOSE",
					previousEvent: event
				});
			},
			setTriggerValue({ context, event }) {
				if (event.value === void 0) return;
				context.set("triggerValue", event.value);
			}
		}
	}
});
// ../../main/node_modules/@ark-ui/react/dist/components/menu/use-menu-context.js
var [MenuProvider, useMenuContext] = createContext$1({
	name: "MenuContext",
	hookName: "useMenuContext",
	providerName: "<MenuProvider />",
	strict: false
});
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-arrow.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var MenuArrow$1 = (0, import_react.forwardRef)((props, ref) => {
	const menu = useMenuContext();
	const mergedProps = mergeProps(menu.getArrowProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
MenuArrow$1.displayName = "MenuArrow";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-arrow-tip.js
var MenuArrowTip$1 = (0, import_react.forwardRef)((props, ref) => {
	const menu = useMenuContext();
	const mergedProps = mergeProps(menu.getArrowTipProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
MenuArrowTip$1.displayName = "MenuArrowTip";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/use-menu-item-context.js
var [MenuItemProvider, useMenuItemContext] = createContext$1({
	name: "MenuItemContext",
	hookName: "useMenuItemContext",
	providerName: "<MenuItemProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/menu/use-menu-option-item-props-context.js
var [MenuItemPropsProvider, useMenuItemPropsContext] = createContext$1({
	name: "MenuItemPropsContext",
	hookName: "useMenuItemPropsContext",
	providerName: "<MenuItemPropsProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-checkbox-item.js
var splitOptionItemProps$1 = createSplitProps();
var MenuCheckboxItem$1 = (0, import_react.forwardRef)((props, ref) => {
	const [partialOptionItemProps, localProps] = splitOptionItemProps$1(props, [
		"checked",
		"closeOnSelect",
		"disabled",
		"onCheckedChange",
		"value",
		"valueText"
	]);
	const optionItemProps = {
		...partialOptionItemProps,
		type: "checkbox"
	};
	const menu = useMenuContext();
	const mergedProps = mergeProps(menu.getOptionItemProps(optionItemProps), localProps);
	const optionItemState = menu.getOptionItemState(optionItemProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItemPropsProvider, {
		value: optionItemProps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItemProvider, {
			value: optionItemState,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
				...mergedProps,
				ref
			})
		})
	});
});
MenuCheckboxItem$1.displayName = "MenuCheckboxItem";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-content.js
var MenuContent$1 = (0, import_react.forwardRef)((props, ref) => {
	const menu = useMenuContext();
	const presence = usePresenceContext();
	const mergedProps = mergeProps(menu.getContentProps(), presence.getPresenceProps(), props);
	const composedRefs = useComposedRefs(presence.ref, ref);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PresenceGate, {
		presence,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref: composedRefs
		})
	});
});
MenuContent$1.displayName = "MenuContent";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-context.js
var MenuContext$1 = (props) => props.children(useMenuContext());
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-context-trigger.js
var MenuContextTrigger$1 = (0, import_react.forwardRef)((props, ref) => {
	const menu = useMenuContext();
	const mergedProps = mergeProps(menu.getContextTriggerProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.button, {
		...mergedProps,
		ref
	});
});
MenuContextTrigger$1.displayName = "MenuContextTrigger";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-indicator.js
var MenuIndicator$1 = (0, import_react.forwardRef)((props, ref) => {
	const menu = useMenuContext();
	const mergedProps = mergeProps(menu.getIndicatorProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
MenuIndicator$1.displayName = "MenuIndicator";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-item.js
var splitItemBaseProps = createSplitProps();
var MenuItem$1 = (0, import_react.forwardRef)((props, ref) => {
	const [itemProps, localProps] = splitItemBaseProps(props, [
		"closeOnSelect",
		"disabled",
		"value",
		"valueText",
		"onSelect"
	]);
	const menu = useMenuContext();
	const mergedProps = mergeProps(menu.getItemProps(itemProps), localProps);
	const itemState = menu.getItemState(itemProps);
	(0, import_react.useEffect)(() => {
		return menu.addItemListener({
			id: itemState.id,
			onSelect: itemProps.onSelect
		});
	}, [itemState.id, itemProps.onSelect]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItemPropsProvider, {
		value: itemProps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItemProvider, {
			value: itemState,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
				...mergedProps,
				ref
			})
		})
	});
});
MenuItem$1.displayName = "MenuItem";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-item-context.js
var MenuItemContext$1 = (props) => props.children(useMenuItemContext());
// ../../main/node_modules/@ark-ui/react/dist/components/menu/use-menu-item-group-context.js
var [MenuItemGroupProvider, useMenuItemGroupContext] = createContext$1({
	name: "MenuItemGroupContext",
	hookName: "useMenuItemGroupContext",
	providerName: "<MenuItemGroupProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-item-group.js
var splitItemGroupProps$1 = createSplitProps();
var MenuItemGroup$1 = (0, import_react.forwardRef)((props, ref) => {
	const [optionalItemGroupProps, localProps] = splitItemGroupProps$1(props, ["id"]);
	const menu = useMenuContext();
	const itemGroupProps = {
		id: (0, import_react.useId)(),
		...optionalItemGroupProps
	};
	const mergedProps = mergeProps(menu.getItemGroupProps(itemGroupProps), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItemGroupProvider, {
		value: itemGroupProps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref
		})
	});
});
MenuItemGroup$1.displayName = "MenuItemGroup";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-item-group-label.js
var MenuItemGroupLabel$1 = (0, import_react.forwardRef)((props, ref) => {
	const menu = useMenuContext();
	const itemGroup = useMenuItemGroupContext();
	const mergedProps = mergeProps(menu.getItemGroupLabelProps({ htmlFor: itemGroup.id }), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
MenuItemGroupLabel$1.displayName = "MenuItemGroupLabel";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-item-indicator.js
var MenuItemIndicator$1 = (0, import_react.forwardRef)((props, ref) => {
	const menu = useMenuContext();
	const itemProps = useMenuItemPropsContext();
	const mergedProps = mergeProps(menu.getItemIndicatorProps(itemProps), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
MenuItemIndicator$1.displayName = "MenuItemIndicator";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-item-text.js
var MenuItemText$1 = (0, import_react.forwardRef)((props, ref) => {
	const menu = useMenuContext();
	const itemProps = useMenuItemPropsContext();
	const mergedProps = mergeProps(menu.getItemTextProps(itemProps), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
MenuItemText$1.displayName = "MenuItemText";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-positioner.js
var MenuPositioner$1 = (0, import_react.forwardRef)((props, ref) => {
	const menu = useMenuContext();
	const mergedProps = mergeProps(menu.getPositionerProps(), props);
	if (usePresenceContext().unmounted) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
MenuPositioner$1.displayName = "MenuPositioner";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-radio-item.js
var splitOptionItemProps = createSplitProps();
var MenuRadioItem$1 = (0, import_react.forwardRef)((props, ref) => {
	const [partialItemProps, localProps] = splitOptionItemProps(props, [
		"closeOnSelect",
		"disabled",
		"value",
		"valueText"
	]);
	const menu = useMenuContext();
	const itemGroup = useMenuItemGroupContext();
	const optionItemProps = {
		...partialItemProps,
		checked: itemGroup.value === partialItemProps.value,
		type: "radio",
		onCheckedChange: () => itemGroup.onValueChange?.({ value: partialItemProps.value })
	};
	const mergedProps = mergeProps(menu.getOptionItemProps(optionItemProps), localProps);
	const optionItemState = menu.getOptionItemState(optionItemProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItemPropsProvider, {
		value: optionItemProps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItemProvider, {
			value: optionItemState,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
				...mergedProps,
				ref
			})
		})
	});
});
MenuRadioItem$1.displayName = "MenuRadioItem";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-radio-item-group.js
var splitItemGroupProps = createSplitProps();
var MenuRadioItemGroup$1 = (0, import_react.forwardRef)((props, ref) => {
	const [optionalItemGroupProps, localProps] = splitItemGroupProps(props, [
		"id",
		"onValueChange",
		"value"
	]);
	const menu = useMenuContext();
	const itemGroupProps = {
		id: (0, import_react.useId)(),
		...optionalItemGroupProps
	};
	const mergedProps = mergeProps(menu.getItemGroupProps({ id: itemGroupProps.id }), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItemGroupProvider, {
		value: itemGroupProps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref
		})
	});
});
MenuRadioItemGroup$1.displayName = "MenuRadioItemGroup";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/use-menu.js
var useMenu = (props) => {
	const id = (0, import_react.useId)();
	const { getRootNode } = useEnvironmentContext();
	const { dir } = useLocaleContext();
	const machineProps = {
		id,
		dir,
		getRootNode,
		...props
	};
	const service = useMachine(machine, machineProps);
	return {
		api: connect(service, normalizeProps),
		service
	};
};
// ../../main/node_modules/@ark-ui/react/dist/utils/use-effect-once.js
var useEffectOnce = (cb) => {
	const savedCallback = (0, import_react.useRef)(cb);
	const effectGuard = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		savedCallback.current = cb;
	});
	(0, import_react.useEffect)(() => {
		if (effectGuard.current !== true) {
			effectGuard.current = true;
			savedCallback.current();
		}
	}, []);
};
// ../../main/node_modules/@ark-ui/react/dist/components/menu/use-menu-machine-context.js
var [MenuMachineProvider, useMenuMachineContext] = createContext$1({
	name: "MenuMachineContext",
	hookName: "useMenuMachineContext",
	providerName: "<MenuMachineProvider />",
	strict: false
});
// ../../main/node_modules/@ark-ui/react/dist/components/menu/use-menu-trigger-item-context.js
var [MenuTriggerItemProvider, useMenuTriggerItemContext] = createContext$1({
	name: "MenuMachineContext",
	hookName: "useMenuMachineContext",
	providerName: "<MenuMachineProvider />",
	strict: false
});
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-root.js
var splitRootProps = createSplitProps();
var MenuRoot$1 = (props) => {
	const [presenceProps, menuProps] = splitPresenceProps(props);
	const [useMenuProps, localProps] = splitRootProps(menuProps, [
		"anchorPoint",
		"aria-label",
		"closeOnSelect",
		"composite",
		"defaultHighlightedValue",
		"defaultOpen",
		"highlightedValue",
		"id",
		"ids",
		"loopFocus",
		"navigate",
		"onEscapeKeyDown",
		"onFocusOutside",
		"onHighlightChange",
		"onInteractOutside",
		"onOpenChange",
		"onPointerDownOutside",
		"onRequestDismiss",
		"onSelect",
		"onTriggerValueChange",
		"open",
		"positioning",
		"triggerValue",
		"defaultTriggerValue",
		"typeahead"
	]);
	const parentApi = useMenuContext();
	const parentMachine = useMenuMachineContext();
	const { api, service } = useMenu(useMenuProps);
	const presence = usePresence(mergeProps({ present: api.open }, presenceProps));
	useEffectOnce(() => {
		if (!parentMachine) return;
		if (!parentApi) return;
		parentApi.setChild(service);
		api.setParent(parentMachine);
	});
	const triggerItemContext = (0, import_react.useCallback)(() => parentApi?.getTriggerItemProps(api), [api, parentApi]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuTriggerItemProvider, {
		value: triggerItemContext,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuMachineProvider, {
			value: service,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuProvider, {
				value: api,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PresenceProvider, {
					value: presence,
					...localProps
				})
			})
		})
	});
};
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-root-provider.js
var MenuRootProvider$1 = (props) => {
	const parentApi = useMenuContext();
	const parentMachine = useMenuMachineContext();
	const [presenceProps, { value: menu, children }] = splitPresenceProps(props);
	const { api, service } = menu;
	const presence = usePresence(mergeProps({ present: api.open }, presenceProps));
	useEffectOnce(() => {
		if (!parentMachine) return;
		if (!parentApi) return;
		parentApi.setChild(service);
		api.setParent(parentMachine);
	});
	const triggerItemContext = (0, import_react.useCallback)(() => parentApi?.getTriggerItemProps(api), [api, parentApi]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuTriggerItemProvider, {
		value: triggerItemContext,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuMachineProvider, {
			value: service,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuProvider, {
				value: api,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PresenceProvider, {
					value: presence,
					children
				})
			})
		})
	});
};
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-separator.js
var MenuSeparator$1 = (0, import_react.forwardRef)((props, ref) => {
	const menu = useMenuContext();
	const mergedProps = mergeProps(menu.getSeparatorProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.hr, {
		...mergedProps,
		ref
	});
});
MenuSeparator$1.displayName = "MenuSeparator";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-trigger.js
var splitTriggerProps = createSplitProps();
var MenuTrigger$1 = (0, import_react.forwardRef)((props, ref) => {
	const [triggerProps, localProps] = splitTriggerProps(props, ["value"]);
	const menu = useMenuContext();
	const presence = usePresenceContext();
	const triggerPropsRaw = menu.getTriggerProps(triggerProps);
	const mergedProps = mergeProps({
		...triggerPropsRaw,
		"aria-controls": presence.unmounted ? void 0 : triggerPropsRaw["aria-controls"]
	}, localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.button, {
		...mergedProps,
		ref
	});
});
MenuTrigger$1.displayName = "MenuTrigger";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu-trigger-item.js
var MenuTriggerItem$1 = (0, import_react.forwardRef)((props, ref) => {
	const getTriggerItemProps = useMenuTriggerItemContext();
	const mergedProps = mergeProps(getTriggerItemProps?.() ?? {}, props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItemPropsProvider, {
		value: { value: mergedProps["data-value"] },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref
		})
	});
});
MenuTriggerItem$1.displayName = "MenuTriggerItem";
// ../../main/node_modules/@ark-ui/react/dist/components/menu/menu.js
var menu_exports = /* @__PURE__ */ __exportAll({
	Arrow: () => MenuArrow$1,
	ArrowTip: () => MenuArrowTip$1,
	CheckboxItem: () => MenuCheckboxItem$1,
	Content: () => MenuContent$1,
	Context: () => MenuContext$1,
	ContextTrigger: () => MenuContextTrigger$1,
	Indicator: () => MenuIndicator$1,
	Item: () => MenuItem$1,
	ItemContext: () => MenuItemContext$1,
	ItemGroup: () => MenuItemGroup$1,
	ItemGroupLabel: () => MenuItemGroupLabel$1,
	ItemIndicator: () => MenuItemIndicator$1,
	ItemText: () => MenuItemText$1,
	Positioner: () => MenuPositioner$1,
	RadioItem: () => MenuRadioItem$1,
	RadioItemGroup: () => MenuRadioItemGroup$1,
	Root: () => MenuRoot$1,
	RootProvider: () => MenuRootProvider$1,
	Separator: () => MenuSeparator$1,
	Trigger: () => MenuTrigger$1,
	TriggerItem: () => MenuTriggerItem$1
});
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/menu/menu.js
var { withRootProvider, withContext, useStyles: useMenuStyles, PropsProvider } = createSlotRecipeContext({ key: "menu" });
withRootProvider(menu_exports.RootProvider);
var MenuRoot = withRootProvider(menu_exports.Root, { defaultProps: {
	lazyMount: true,
	unmountOnExit: true
} });
var MenuTrigger = withContext(menu_exports.Trigger, "trigger", { forwardAsChild: true });
withContext(menu_exports.ContextTrigger, "contextTrigger", { forwardAsChild: true });
var MenuPositioner = withContext(menu_exports.Positioner, "positioner", { forwardAsChild: true });
var MenuSeparator = withContext(menu_exports.Separator, "separator", { forwardAsChild: true });
var MenuContent = withContext(menu_exports.Content, "content", { forwardAsChild: true });
var MenuArrowTip = withContext(menu_exports.ArrowTip, "arrowTip", { forwardAsChild: true });
withContext(menu_exports.Arrow, "arrow", {
	forwardAsChild: true,
	defaultProps: { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuArrowTip, {}) }
});
withContext(menu_exports.Indicator, "indicator", { forwardAsChild: true });
var MenuItemGroup = withContext(menu_exports.ItemGroup, "itemGroup", { forwardAsChild: true });
var MenuItemGroupLabel = withContext(menu_exports.ItemGroupLabel, "itemGroupLabel", { forwardAsChild: true });
var MenuItem = withContext(menu_exports.Item, "item", { forwardAsChild: true });
withContext(menu_exports.TriggerItem, "item", { forwardAsChild: true });
withContext(menu_exports.ItemText, "itemText", { forwardAsChild: true });
withContext("kbd", "itemCommand");
var MenuItemIndicator = withContext(menu_exports.ItemIndicator, "itemIndicator", {
	forwardAsChild: true,
	defaultProps: { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckIcon, { boxSize: "4" }) }
});
withContext(menu_exports.CheckboxItem, "item", { forwardAsChild: true });
var MenuRadioItemGroup = withContext(menu_exports.RadioItemGroup, "itemGroup", { forwardAsChild: true });
var MenuRadioItem = withContext(menu_exports.RadioItem, "item", { forwardAsChild: true });
menu_exports.Context;
menu_exports.ItemContext;
export { MenuItemIndicator as a, MenuRadioItemGroup as c, MenuTrigger as d, MenuItemGroupLabel as i, MenuRoot as l, MenuItem as n, MenuPositioner as o, MenuItemGroup as r, MenuRadioItem as s, MenuContent as t, MenuSeparator as u };

//# sourceMappingURL=menu-giLp58Cd.js.map