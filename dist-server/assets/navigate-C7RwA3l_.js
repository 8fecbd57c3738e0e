import { u as getWindow } from "./create-split-props-D0rL9oRq.js";
import { D as isFirefox, d as queueBeforeEvent } from "./normalize-props-Bwbrh0EN.js";
// ../../main/node_modules/@zag-js/dom-query/dist/navigate.mjs
function clickIfLink(el) {
	const click = () => {
		const win = getWindow(el);
		el.dispatchEvent(new win.MouseEvent("click"));
	};
	if (isFirefox()) queueBeforeEvent(el, "keyup", click);
	else queueMicrotask(click);
}
export { clickIfLink as t };

//# sourceMappingURL=navigate-C7RwA3l_.js.map