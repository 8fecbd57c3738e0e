// ../../main/node_modules/@zag-js/utils/dist/number.mjs
var { floor, abs, round, min, max, pow, sign } = Math;
var isNaN = (v) => Number.isNaN(v);
var nan = (v) => isNaN(v) ? 0 : v;
var isValueWithinRange = (v, vmin, vmax) => {
	const value = nan(v);
	return (vmin == null || value >= vmin) && (vmax == null || value <= vmax);
};
var setValueAtIndex = (vs, i, v) => {
	if (vs[i] === v) return vs;
	return [
		...vs.slice(0, i),
		v,
		...vs.slice(i + 1)
	];
};
var toPx = (v) => typeof v === "number" ? `${v}px` : v;
export { setValueAtIndex as n, toPx as r, isValueWithinRange as t };

//# sourceMappingURL=number-2dgIwefl.js.map