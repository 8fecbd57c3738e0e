// ../../main/node_modules/@casl/ability/dist/esm/utils-C7xfzvt1.mjs
var t = Object.hasOwn || ((t, n) => Object.prototype.hasOwnProperty.call(t, n));
function n(t) {
	return Array.isArray(t) ? t : [t];
}
var o = "__caslSubjectType__";
function s(n, r) {
	if (r) if (t(r, o)) {
		if (n !== r[o]) throw new Error(`Trying to cast object to subject type ${n} but previously it was casted to ${r[o]}`);
	} else Object.defineProperty(r, o, { value: n });
	return r;
}
var c = (t) => {
	const n = typeof t;
	return "string" === n || "function" === n;
};
var i = (t) => t.modelName || t.name;
function u(t) {
	return "string" == typeof t ? t : i(t);
}
function f(n) {
	return t(n, o) ? n[o] : i(n.constructor);
}
var a = {
	function: (t) => t.constructor,
	string: f
};
function b(t, n, r) {
	for (let e = r; e < n.length; e++) t.push(n[e]);
}
function w(t, n) {
	if (!t || !t.length) return n || [];
	if (!n || !n.length) return t || [];
	let r = 0, e = 0;
	const o = [];
	for (; r < t.length && e < n.length;) t[r].priority < n[e].priority ? (o.push(t[r]), r++) : t[r].priority > n[e].priority ? (o.push(n[e]), e++) : (o.push(t[r]), r++, e++);
	return b(o, t, r), b(o, n, e), o;
}
function _(t, n, r) {
	let e = t.get(n);
	return e || (e = r(), t.set(n, e)), e;
}
var g = (t) => t;
function j(t, n) {
	let r;
	for (let e = 0; e < t.length; e++) {
		const o = n(t[e]);
		r && o && r.push(t[e]), o || (r ?? (r = t.slice(0, e)));
	}
	return r || t;
}
export { g as a, s as c, f as i, u as l, a as n, j as o, c as r, n as s, _ as t, w as u };

//# sourceMappingURL=utils-C7xfzvt1-aSEJkLkZ.js.map