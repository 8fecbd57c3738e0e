// ../../main/node_modules/@zag-js/dom-query/dist/shared.mjs
var wrap = (v, idx) => {
	return v.map((_, index) => v[(Math.max(idx, 0) + index) % v.length]);
};
var pipe = (...fns) => (arg) => fns.reduce((acc, fn) => fn(acc), arg);
var noop = () => void 0;
var isObject = (v) => typeof v === "object" && v !== null;
var MAX_Z_INDEX = 2147483647;
var dataAttr = (guard) => guard ? "" : void 0;
var ariaAttr = (guard) => guard ? "true" : void 0;
var BACKSLASH_RE = /\\/g;
var DOUBLE_QUOTE_RE = /"/g;
var cssesc = (value) => globalThis.CSS?.escape?.(value) ?? value.replace(BACKSLASH_RE, "\\\\").replace(DOUBLE_QUOTE_RE, "\\\"");
var getByOwnerId = (id) => `[data-ownedby~="${cssesc(String(id))}"]`;
var isOwnedBy = (el, id) => !!el?.matches(getByOwnerId(id));
export { isObject as a, pipe as c, getByOwnerId as i, wrap as l, ariaAttr as n, isOwnedBy as o, dataAttr as r, noop as s, MAX_Z_INDEX as t };

//# sourceMappingURL=shared-DiO5qnp4.js.map