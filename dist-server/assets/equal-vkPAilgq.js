// ../../main/node_modules/@zag-js/utils/dist/equal.mjs
var isArrayLike = (value) => value?.constructor.name === "Array";
var isArrayEqual = (a, b) => {
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) if (!isEqual(a[i], b[i])) return false;
	return true;
};
var isEqual = (a, b) => {
	if (Object.is(a, b)) return true;
	if (a == null && b != null || a != null && b == null) return false;
	if (typeof a?.isEqual === "function" && typeof b?.isEqual === "function") return a.isEqual(b);
	if (typeof a === "function" && typeof b === "function") return a.toString() === b.toString();
	if (isArrayLike(a) && isArrayLike(b)) return isArrayEqual(Array.from(a), Array.from(b));
	if (!(typeof a === "object") || !(typeof b === "object")) return false;
	const keys = Object.keys(b ?? /* @__PURE__ */ Object.create(null));
	const length = keys.length;
	for (let i = 0; i < length; i++) if (!Reflect.has(a, keys[i])) return false;
	for (let i = 0; i < length; i++) {
		const key = keys[i];
		if (!isEqual(a[key], b[key])) return false;
	}
	return true;
};
export { isEqual as t };

//# sourceMappingURL=equal-vkPAilgq.js.map