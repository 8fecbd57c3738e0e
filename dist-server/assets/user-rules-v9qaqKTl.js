import { a as isRole, n as ACTIONS } from "../render.js";
import { a as g$3, c as s$1, i as f$4, l as u$4, n as a$2, o as j$2, r as c$4, s as n$2, t as _$1, u as w$2 } from "./utils-C7xfzvt1-aSEJkLkZ.js";
import { i as subjectsOf, r as isRecordSubject } from "./areas-KDuSs7ot.js";
// ../../main/node_modules/@ucast/core/dist/esm/index.mjs
var e = class {
	constructor(e, t) {
		this.operator = e, this.value = t, Object.defineProperty(this, `_notes`, { writable: !0 });
	}
	get notes() {
		return this._notes;
	}
	addNote(e) {
		this._notes = this._notes || [], this._notes.push(e);
	}
};
var t = class extends e {};
var n$1 = class extends t {
	constructor(e, t) {
		if (!Array.isArray(t)) throw Error(`"${e}" operator expects to receive an array of conditions`);
		super(e, t);
	}
};
var r$1 = `__itself__`;
var i$1 = class extends e {
	constructor(e, t, n) {
		super(e, n), this.field = t;
	}
};
var a$1 = new t(`__null__`, null);
var o$1 = Object.hasOwn || ((e, t) => Object.prototype.hasOwnProperty.call(e, t));
function c$3(e, t) {
	let r;
	for (let i = 0, a = t.length; i < a; i++) {
		let a = t[i];
		if (a instanceof n$1) {
			if (a.operator !== e) {
				r && r.push(a);
				continue;
			}
			if (a.value.length === 0) continue;
			r || (r = t.slice(0, i));
			let n = a.value;
			for (let e = 0, t = n.length; e < t; e++) r.push(n[e]);
		} else r && r.push(a);
	}
	return r || t;
}
function l$3(e, t) {
	if (t.length === 1) return t[0];
	if (t.length === 0) return new n$1(e, t);
	let r = c$3(e, t);
	return r.length === 1 ? r[0] : (r.length, new n$1(e, r));
}
var u$3 = (e) => e;
var d$3 = () => Object.create(null);
var f$3 = Object.defineProperty(d$3(), `__@type@__`, { value: `ignore value` });
function p$2(e, t, n = !1) {
	if (!e || e && e.constructor !== Object) return !1;
	for (let r in e) if (o$1(e, r) && o$1(t, r) && (!n || e[r] !== f$3)) return !0;
	return !1;
}
function m$2(e) {
	let t = [];
	for (let n in e) o$1(e, n) && e[n] !== f$3 && t.push(n);
	return t;
}
function h$2(e, t) {
	t !== a$1 && e.push(t);
}
var g$2 = (e) => l$3(`and`, e);
function v$2(e, t) {
	let n = e[t];
	if (typeof n != `function`) throw Error(`Unable to interpret "${String(t)}" condition. Did you forget to register interpreter for it?`);
	return n;
}
function y$2(e) {
	return e.operator;
}
function b$2(e, t) {
	let n = t, r = n && n.getInterpreterName || y$2, i;
	switch (n ? n.numberOfArguments : 0) {
		case 1:
			i = ((t) => v$2(e, r(t, n))(t, a));
			break;
		case 3:
			i = ((t, i, o) => v$2(e, r(t, n))(t, i, o, a));
			break;
		default: i = ((t, i) => v$2(e, r(t, n))(t, i, a));
	}
	let a = {
		...n,
		interpret: i
	};
	return a.interpret;
}
var x$2 = {
	compound(e, t, r) {
		let i = (Array.isArray(t) ? t : [t]).map((e) => r.parse(e));
		return new n$1(e.name, i);
	},
	field(e, t, n) {
		return new i$1(e.name, n.field, t);
	},
	document(e, n) {
		return new t(e.name, n);
	}
};
var S$2 = class {
	constructor(e, t = d$3()) {
		this.parse = this.parse.bind(this), this._options = {
			operatorToConditionName: t.operatorToConditionName || u$3,
			defaultOperatorName: t.defaultOperatorName || `eq`,
			mergeFinalConditions: t.mergeFinalConditions || g$2
		}, this._instructions = Object.keys(e).reduce((t, n) => (t[n] = {
			name: this._options.operatorToConditionName(n),
			...e[n]
		}, t), {}), this._fieldInstructionContext = {
			...t.fieldContext,
			field: ``,
			query: {},
			parse: this.parse,
			hasOperators: (e) => p$2(e, this._instructions, t.useIgnoreValue)
		}, this._documentInstructionContext = {
			...t.documentContext,
			parse: this.parse,
			query: {}
		}, this._objectKeys = t.useIgnoreValue ? m$2 : Object.keys;
	}
	setParse(e) {
		this.parse = e, this._fieldInstructionContext.parse = e, this._documentInstructionContext.parse = e;
	}
	parseField(e, t, n, r) {
		let i = this._instructions[t];
		if (!i) throw Error(`Unsupported operator "${t}"`);
		if (i.type !== `field`) throw Error(`Unexpected ${i.type} operator "${t}" at field level`);
		return this._fieldInstructionContext.field = e, this._fieldInstructionContext.query = r, this.parseInstruction(i, n, this._fieldInstructionContext);
	}
	parseInstruction(e, t, n) {
		return typeof e.validate == `function` && e.validate(e, t), (e.parse || x$2[e.type])(e, t, n);
	}
	parseFieldOperators(e, t) {
		let n = [], r = this._objectKeys(t);
		for (let i = 0, a = r.length; i < a; i++) {
			let a = r[i];
			if (!this._instructions[a]) throw Error(`Field query for "${e}" may contain only operators or a plain object as a value`);
			h$2(n, this.parseField(e, a, t[a], t));
		}
		return n;
	}
	parse(e) {
		let t = [], n = this._objectKeys(e);
		this._documentInstructionContext.query = e;
		for (let r = 0, i = n.length; r < i; r++) {
			let i = n[r], a = e[i], o = this._instructions[i];
			if (o) {
				if (o.type !== `document` && o.type !== `compound`) throw Error(`Cannot use parsing instruction for operator "${i}" in "document" context as it is supposed to be used in  "${o.type}" context`);
				h$2(t, this.parseInstruction(o, a, this._documentInstructionContext));
			} else this._fieldInstructionContext.hasOperators(a) ? t.push(...this.parseFieldOperators(i, a)) : h$2(t, this.parseField(i, this._options.defaultOperatorName, a, e));
		}
		return this._options.mergeFinalConditions(t);
	}
};
function C$2(e, t) {
	return (n, ...r) => {
		let i = e(n, ...r), a = t.bind(null, i);
		return Object.defineProperty(a, `ast`, { value: i }), a;
	};
}
// ../../main/node_modules/@ucast/mongo/dist/esm/index.mjs
var c$2 = Object.defineProperty;
var l$2 = ((e, t) => {
	let n = {};
	for (var r in e) c$2(n, r, {
		get: e[r],
		enumerable: !0
	});
	return t || c$2(n, Symbol.toStringTag, { value: `Module` }), n;
})({
	$all: () => y$1,
	$and: () => u$2,
	$elemMatch: () => h$1,
	$eq: () => E$1,
	$exists: () => x$1,
	$gt: () => C$1,
	$gte: () => S$1,
	$in: () => _,
	$lt: () => w$1,
	$lte: () => T$1,
	$mod: () => b$1,
	$ne: () => D$1,
	$nin: () => v$1,
	$nor: () => f$2,
	$not: () => m$1,
	$options: () => k$2,
	$or: () => d$2,
	$regex: () => O$1,
	$size: () => g$1,
	$where: () => A$1
});
var u$2 = {
	type: `compound`,
	validate: M$1,
	parse(e, t, n) {
		let r = p$1(e, t, n);
		return l$3(e.name, r);
	}
};
var d$2 = u$2;
var f$2 = {
	type: `compound`,
	validate: M$1,
	parse(t, n, r) {
		let i = p$1(t, n, r);
		return new n$1(t.name, i);
	}
};
function p$1(e, t, n) {
	let r = Array(t.length);
	for (let i = 0; i < t.length; i++) {
		let a = t[i];
		F$1(e, a, i), r[i] = n.parse(a);
	}
	return r;
}
var m$1 = {
	type: `field`,
	validate(e, t) {
		if (!(t && (t instanceof RegExp || t.constructor === Object))) throw Error(`"${e.name}" expects to receive either regular expression or object of field operators`);
	},
	parse(n, r, i) {
		let a = r instanceof RegExp ? new i$1(`regex`, i.field, r) : i.parse(r, i);
		return new n$1(n.name, [a]);
	}
};
var h$1 = {
	type: `field`,
	validate(e, t) {
		if (!t || t.constructor !== Object) throw Error(`"${e.name}" expects to receive an object with nested query or field level operators`);
	},
	parse(e, r, { parse: i, field: a, hasOperators: o }) {
		let s = o(r) ? i(r, { field: r$1 }) : i(r);
		return new i$1(e.name, a, s);
	}
};
var g$1 = {
	type: `field`,
	validate: P$1(`number`)
};
var _ = {
	type: `field`,
	validate: j$1
};
var v$1 = _;
var y$1 = _;
var b$1 = {
	type: `field`,
	validate(e, t) {
		if (!Array.isArray(t) || t.length !== 2) throw Error(`"${e.name}" expects an array with 2 numeric elements`);
	}
};
var x$1 = {
	type: `field`,
	validate: P$1(`boolean`)
};
var S$1 = {
	type: `field`,
	validate: N$1
};
var C$1 = S$1;
var w$1 = C$1;
var T$1 = C$1;
var E$1 = { type: `field` };
var D$1 = E$1;
var O$1 = {
	type: `field`,
	validate(e, t) {
		if (!(t instanceof RegExp) && typeof t != `string`) throw Error(`"${e.name}" expects value to be a regular expression or a string that represents regular expression`);
	},
	parse(e, n, r) {
		let i = typeof n == `string` ? new RegExp(n, r.query.$options || ``) : n;
		return new i$1(e.name, r.field, i);
	}
};
var k$2 = {
	type: `field`,
	parse: () => a$1
};
var A$1 = {
	type: `document`,
	validate: P$1(`function`)
};
function j$1(e, t) {
	if (!Array.isArray(t)) throw Error(`"${e.name}" expects value to be an array`);
}
function M$1(e, t) {
	if (j$1(e, t), !t.length) throw Error(`"${e.name}" expects to have at least one element in array`);
}
function N$1(e, t) {
	if (!(typeof t == `string` || typeof t == `number` || t instanceof Date)) throw Error(`"${e.name}" expects value to be comparable (i.e., string, number or date)`);
}
function P$1(e) {
	return (t, n) => {
		if (typeof n !== e) throw Error(`"${t.name}" expects value to be a "${e}"`);
	};
}
function F$1(e, t, n) {
	let r = t;
	if (!r || r.constructor !== Object) throw Error(`"${e.name}" expects item at index ${n} to be an object`);
}
var I$2 = class extends S$2 {
	constructor(e) {
		super(e, {
			defaultOperatorName: `$eq`,
			operatorToConditionName: (e) => e.slice(1)
		});
	}
	parse(e, t) {
		return t && t.field ? g$2(this.parseFieldOperators(t.field, e)) : super.parse(e);
	}
};
var L$1 = l$2;
// ../../main/node_modules/@ucast/js/dist/esm/index.mjs
var n = Object.defineProperty;
var r = (e, t) => {
	let r = {};
	for (var i in e) n(r, i, {
		get: e[i],
		enumerable: !0
	});
	return t || n(r, Symbol.toStringTag, { value: `Module` }), r;
};
function i(e, t) {
	if (typeof t != `string`) return !1;
	e.lastIndex = 0;
	let n = e.test(t);
	return e.lastIndex = 0, n;
}
function a(t, n, r) {
	if (!(n !== "__itself__" && (typeof t != `object` || !t))) return r(t, n);
}
function o(e, t, n) {
	return e instanceof RegExp ? i(e, t) : t instanceof RegExp ? i(t, e) : n(e, t) === 0;
}
function s(e, t, n) {
	for (let r = 0, i = e.length; r < i; r++) if (o(e[r], t, n)) return !0;
	return !1;
}
function c$1(e, t, n) {
	return n(e) && Number.isNaN(Number(t));
}
function l$1(e, t, n, r) {
	if (!c$1(e, t, r)) return n(e, t);
	let i = [];
	for (let r = 0; r < e.length; r++) {
		let a = n(e[r], t);
		a !== void 0 && (i = i.concat(a));
	}
	return i;
}
function u$1(e, t, n, r) {
	if (t.indexOf(`.`) === -1) return l$1(e, t, n, r);
	let i = t.split(`.`), a = e;
	for (let e = 0, t = i.length; e < t; e++) if (a = l$1(a, i[e], n, r), !a || typeof a != `object`) return e < t - 1 ? void 0 : a;
	return a;
}
function d$1(e) {
	return ((t, n, r) => {
		let i = r.get(n, t.field);
		return r.isArray(i) ? i.some((n) => e(t, n, r)) : e(t, i, r);
	});
}
var f$1 = Object.hasOwn || ((e, t) => Object.prototype.hasOwnProperty.call(e, t));
var p = (e, t) => e[t];
var m = Array.isArray;
function h(e, t, n) {
	let r = t.lastIndexOf(`.`);
	return r === -1 ? [e, t] : [n(e, t.slice(0, r)), t.slice(r + 1)];
}
function g(t, n, r = p, i = m) {
	if (n === "__itself__") return t;
	if (!t) throw Error(`Unable to get field "${n}" out of ${String(t)}.`);
	return u$1(t, n, r, i);
}
function v(e, t) {
	return e === t ? 0 : e > t ? 1 : -1;
}
function y(e, n = {}) {
	let r = n.isArray || m;
	return b$2(e, {
		get: (e, t) => g(e, t, n.get || p, r),
		compare: n.compare || v,
		isArray: r
	});
}
var b = r({
	all: () => L,
	and: () => C,
	elemMatch: () => R,
	eq: () => T,
	exists: () => j,
	gt: () => k$1,
	gte: () => A,
	lt: () => O,
	lte: () => D,
	mod: () => M,
	ne: () => E,
	nin: () => I$1,
	nor: () => S,
	not: () => w,
	or: () => x,
	regex: () => P,
	size: () => N,
	where: () => z,
	within: () => F
});
var x = (e, t, { interpret: n }) => e.value.some((e) => n(e, t));
var S = (e, t, n) => !x(e, t, n);
var C = (e, t, { interpret: n }) => e.value.every((e) => n(e, t));
var w = (e, t, { interpret: n }) => !n(e.value[0], t);
var T = (e, t, { compare: n, get: r, isArray: i }) => {
	let [l, u] = h(t, e.field, r);
	if (e.value === null) {
		let e = (e) => {
			if (typeof e != `object` || !e) return !1;
			if (!f$1(e, u)) return !0;
			let t = r(e, u);
			return t === null || i(t) && s(t, null, n);
		};
		return c$1(l, u, i) ? l.some(e) : e(l);
	}
	let d = a(l, u, r);
	return i(d) ? n(d, e.value) === 0 || s(d, e.value, n) : o(d, e.value, n);
};
var E = (e, t, n) => !T(e, t, n);
var D = d$1((e, t, n) => {
	let r = n.compare(t, e.value);
	return r === 0 || r === -1;
});
var O = d$1((e, t, n) => n.compare(t, e.value) === -1);
var k$1 = d$1((e, t, n) => n.compare(t, e.value) === 1);
var A = d$1((e, t, n) => {
	let r = n.compare(t, e.value);
	return r === 0 || r === 1;
});
var j = (t, n, { get: r, isArray: i }) => {
	if (t.field === "__itself__") return n !== void 0;
	let [a, o] = h(n, t.field, r), s = (e) => e == null ? t.value === !1 : f$1(e, o) === t.value;
	return c$1(a, o, i) ? a.some(s) : s(a);
};
var M = d$1((e, t) => typeof t == `number` && t % e.value[0] === e.value[1]);
var N = (t, n, { get: r, isArray: i }) => {
	let [o, s] = h(n, t.field, r), l = (e) => {
		let n = a(e, s, r);
		return i(n) && n.length === t.value;
	};
	return t.field !== "__itself__" && c$1(o, s, i) ? o.some(l) : l(o);
};
var P = d$1((e, t) => i(e.value, t));
var F = d$1((e, t, { compare: n }) => s(e.value, t, n));
var I$1 = (e, t, n) => !F(e, t, n);
var L = (e, t, { compare: n, get: r, isArray: i }) => {
	let a = r(t, e.field);
	return i(a) && e.value.every((e) => s(a, e, n));
};
var R = (e, t, { interpret: n, get: r, isArray: i }) => {
	let a = r(t, e.field);
	return i(a) && a.some((t) => n(e.value, t));
};
var z = (e, t) => e.value.call(t);
var B$1 = {
	...b,
	in: F
};
y(B$1);
// ../../main/node_modules/@ucast/mongo2js/dist/esm/index.mjs
function c(e) {
	return typeof e != `object` || !e ? e : e instanceof Date ? e.getTime() : e && typeof e.toJSON == `function` ? e.toJSON() : e;
}
var l = (e, t) => v(c(e), c(t));
function u(r, i, a) {
	let o = new I$2(r), c = y(i, {
		compare: l,
		...a
	});
	if (a && a.forPrimitives) {
		let t = { field: r$1 }, n = o.parse;
		o.setParse((e) => n(e, t));
	}
	return C$2(o.parse, c);
}
u(L$1, B$1);
u([`$and`, `$or`].reduce((e, t) => (e[t] = {
	...e[t],
	type: `field`
}, e), {
	...L$1,
	$nor: {
		...L$1.$nor,
		type: `field`,
		parse: x$2.compound
	}
}), B$1, { forPrimitives: !0 });
// ../../main/node_modules/@casl/ability/dist/esm/index.mjs
var U = class {
	constructor(t, s, i = 0) {
		(function(t, s) {
			if (Array.isArray(t.fields) && !t.fields.length) throw new Error("The `rawRule.fields` array cannot be empty. https://bit.ly/390miLa");
			if (t.fields && !s.fieldMatcher) throw new Error("Cannot restrict access by fields without a \"fieldMatcher\" option");
			if (t.conditions && !s.conditionsMatcher) throw new Error("Cannot restrict access by conditions without a \"conditionsMatcher\" option. Please, provide a \"conditionsMatcher\" function to your Ability class or use \"createMongoAbility\" instead.");
		})(t, s), this.action = s.resolveAction(t.action), this.subject = t.subject, this.inverted = !!t.inverted, this.conditions = t.conditions, this.reason = t.reason, this.origin = t, this.fields = t.fields ? n$2(t.fields) : void 0, this.priority = i, this.t = s;
	}
	i() {
		return this.conditions && !this.o && (this.o = this.t.conditionsMatcher(this.conditions)), this.o;
	}
	get ast() {
		const t = this.i();
		return t ? t.ast : void 0;
	}
	matchesConditions(t) {
		if (!this.conditions) return !0;
		if (!t || c$4(t)) {
			if (!this.inverted) return !0;
			const t = this.i();
			return !!t && (!0 === t.matchesAll || !!t.ast && ("and" === (i = t.ast).operator || "AND" === i.operator) && Array.isArray(i.value) && 0 === i.value.length);
		}
		var i;
		const e = this.i();
		return !!e && e(t);
	}
	matchesField(t) {
		return !this.fields || (t ? (this.h || (this.h = this.t.fieldMatcher(this.fields)), !!this.h && this.h(t)) : !this.inverted);
	}
};
var k = () => ({
	rules: [],
	merged: !1
});
var B = () => /* @__PURE__ */ new Map();
var G = class {
	constructor(t = [], s = {}) {
		this.u = !1, this.l = /* @__PURE__ */ new Map(), this.p = {
			conditionsMatcher: s.conditionsMatcher,
			fieldMatcher: s.fieldMatcher,
			resolveAction: s.resolveAction || g$3
		}, this.$ = s.anyAction || "manage", this.m = s.anySubjectType || "all", this.v = t, this.M = !!s.detectSubjectType, this.A = s.detectSubjectType || f$4, this.j(t);
	}
	get rules() {
		return this.v;
	}
	detectSubjectType(t) {
		return c$4(t) ? t : t ? this.A(t) : this.m;
	}
	update(t) {
		const s = {
			rules: t,
			ability: this,
			target: this
		};
		return this.F("update", s), this.u = !1, this.v = t, this.j(t), this.F("updated", s), this;
	}
	j(s) {
		const i = /* @__PURE__ */ new Map();
		let r;
		for (let n = s.length - 1; n >= 0; n--) {
			const o = s.length - n - 1, h = new U(s[n], this.p, o), a = n$2(h.action), c = n$2(h.subject || this.m);
			!this.u && h.fields && (this.u = !0);
			for (let s = 0; s < c.length; s++) {
				const e = _$1(i, c[s], B);
				void 0 === r && (r = typeof c[s]), typeof c[s] !== r && "mixed" !== r && (r = "mixed");
				for (let s = 0; s < a.length; s++) _$1(e, a[s], k).rules.push(h);
			}
		}
		if (this.l = i, "mixed" !== r && !this.M) {
			const t = a$2[r] || a$2.string;
			this.A = t;
		}
	}
	possibleRulesFor(t, i = this.m) {
		if (!c$4(i)) throw new Error("\"possibleRulesFor\" accepts only subject types (i.e., string or class) as the 2nd parameter");
		const e = this.l.get(i), r = e?.get(t);
		if (r?.merged) return r.rules;
		const o = t !== this.$ && e?.has(this.$) ? Object.freeze(e.get(this.$).rules) : void 0;
		let h = w$2(r?.rules, o);
		return i !== this.m && (h = w$2(h, this.possibleRulesFor(t, this.m))), r && (r.rules = Object.freeze(h), r.merged = !0), h;
	}
	rulesFor(t, s, i) {
		const e = this.possibleRulesFor(t, s);
		if (i && "string" != typeof i) throw new Error("The 3rd, `field` parameter is expected to be a string. See https://casl.js.org/v6/en/api/casl-ability#can-of-ability for details");
		return this.u ? j$2(e, (t) => t.matchesField(i)) : e;
	}
	actionsFor(t) {
		if (!c$4(t)) throw new Error("\"actionsFor\" accepts only subject types (i.e., string or class) as a parameter");
		const i = /* @__PURE__ */ new Set(), e = this.l.get(t);
		e && Array.from(e.keys()).forEach((t) => i.add(t));
		const r = t !== this.m ? this.l.get(this.m) : void 0;
		return r && Array.from(r.keys()).forEach((t) => i.add(t)), Array.from(i);
	}
	on(t, s) {
		this.R = this.R || /* @__PURE__ */ new Map();
		const i = this.R, e = function(t, s) {
			const i = {
				value: t,
				prev: s,
				next: null
			};
			return s && (s.next = i), i;
		}(s, i.get(t) || null);
		return i.set(t, e), () => {
			const s = i.get(t);
			e.next || e.prev || s !== e ? e === s && i.set(t, e.prev) : i.delete(t), function(t) {
				t.next && (t.next.prev = t.prev), t.prev && (t.prev.next = t.next), t.next = t.prev = null;
			}(e);
		};
	}
	F(t, s) {
		if (!this.R) return;
		let i = this.R.get(t) || null;
		const e = [];
		for (; null !== i;) e.push(i.value), i = i.prev;
		for (let t = 0; t < e.length; t++) e[t](s);
	}
};
var H = class extends G {
	can(t, s, i) {
		const e = this.relevantRuleFor(t, s, i);
		return !!e && !e.inverted;
	}
	relevantRuleFor(t, s, i) {
		const e = this.detectSubjectType(s), r = this.rulesFor(t, e, i);
		for (let t = 0, i = r.length; t < i; t++) if (r[t].matchesConditions(s)) return r[t];
		return null;
	}
	cannot(t, s, i) {
		return !this.can(t, s, i);
	}
};
var Q = u({
	$eq: E$1,
	$ne: D$1,
	$lt: w$1,
	$lte: T$1,
	$gt: C$1,
	$gte: S$1,
	$in: _,
	$nin: v$1,
	$all: y$1,
	$size: g$1,
	$regex: O$1,
	$options: k$2,
	$elemMatch: h$1,
	$exists: x$1
}, {
	eq: T,
	ne: E,
	lt: O,
	lte: D,
	gt: k$1,
	gte: A,
	in: F,
	nin: I$1,
	all: L,
	size: N,
	regex: P,
	elemMatch: R,
	exists: j,
	and: C
});
var V = /[-/\\^$+?.()|[\]{}]/g;
var W = /\.?\*+\.?/g;
var X = /\*+/;
var Y = /\./g;
function Z(t, s, i) {
	const e = "*" === i[0] || "." === t[0] && "." === t[t.length - 1] ? "+" : "*", r = -1 === t.indexOf("**") ? "[^.]" : ".", n = t.replace(Y, "\\$&").replace(X, r + e);
	return s + t.length === i.length ? `(?:${n})?` : n;
}
function tt(t, s, i) {
	return "." !== t || "*" !== i[s - 1] && "*" !== i[s + 1] ? `\\${t}` : t;
}
var st = (t) => {
	let s;
	return (i) => (void 0 === s && (s = t.every((t) => -1 === t.indexOf("*")) ? null : function(t) {
		const s = t.map((t) => t.replace(V, tt).replace(W, Z)), i = s.length > 1 ? `(?:${s.join("|")})` : s[0];
		return new RegExp(`^${i}$`);
	}(t)), null === s ? -1 !== t.indexOf(i) : s.test(i));
};
function it(t = [], s = {}) {
	return new H(t, {
		conditionsMatcher: Q,
		fieldMatcher: st,
		...s
	});
}
var ot = function(t) {
	this.message = t;
};
ot.prototype = Object.create(Error.prototype);
var ht = class extends ot {
	static setDefaultMessage(t) {
		this.S = "string" == typeof t ? () => t : t;
	}
	static from(t) {
		return new this(t);
	}
	constructor(t) {
		super(""), this.ability = t, "function" == typeof Error.captureStackTrace && (this.name = "ForbiddenError", Error.captureStackTrace(this, this.constructor));
	}
	setMessage(t) {
		return this.message = t, this;
	}
	throwUnlessCan(t, s, i) {
		const e = this.unlessCan(t, s, i);
		if (e) throw e;
	}
	unlessCan(t, s, i) {
		const e = this.ability.relevantRuleFor(t, s, i);
		if (e && !e.inverted) return;
		this.action = t, this.subject = s, this.subjectType = u$4(this.ability.detectSubjectType(s)), this.field = i;
		const r = e ? e.reason : "";
		return this.message = this.message || r || this.constructor.S(this), this;
	}
};
ht.S = (t) => `Cannot execute "${t.action}" on "${t.subjectType}"`;
// domain/access/app-ability.ts
/** The one way both the server (per request) and the SPA (from the session) build an ability. */
function createAppAbility(rules) {
	return it(rules);
}
// domain/access/role-rules.ts
function allow(action, subject, conditions, fields) {
	return {
		action,
		subject,
		...conditions && { conditions },
		...fields && { fields }
	};
}
function inOwnOrganization(user) {
	return { id_organization: user.id_organization };
}
function whenAssigned(id, rules) {
	return id === null ? [] : rules(id);
}
/** What anyone may change on their own account (spec §6, role `user`). */
var OWN_PROFILE_FIELDS = [
	"first_name",
	"last_name",
	"phone_number",
	"birthday"
];
function ownAccountRules(user, roleSpecific) {
	const covered = createAppAbility(roleSpecific);
	const self = s$1("User", { ...user });
	return [...covered.can("read", self) ? [] : [allow("read", "User", { id: user.id })], ...OWN_PROFILE_FIELDS.every((field) => covered.can("update", self, field)) ? [] : [allow("update", "User", { id: user.id }, OWN_PROFILE_FIELDS)]];
}
/** Used when the server cannot produce abilities, and for roles the table does not know. */
function fallbackRules(user) {
	return [allow(["read", "update"], "User", { id: user.id })];
}
var CATALOGUE_REFERENCE = subjectsOf("catalogue").filter((subject) => subject !== "Product");
var CLIENT_ADMIN_MANAGED = subjectsOf("catalogue", "sales", "tracking", "logistics", "hr", "workspace").filter((subject) => isRecordSubject(subject) && !CATALOGUE_REFERENCE.includes(subject) && subject !== "Support");
function productReader(user) {
	const org = inOwnOrganization(user);
	return [allow("read", "Product", org), allow("read", CATALOGUE_REFERENCE, org)];
}
function salesRules(user) {
	const org = inOwnOrganization(user);
	return [
		allow("manage", ["Sale", "Order"], {
			...org,
			created_by: user.id
		}),
		allow("manage", "Customer", org),
		...productReader(user)
	];
}
function customerSupportRules(user) {
	const org = inOwnOrganization(user);
	return [
		allow("read", ["Customer", "Order"], org),
		allow("update", "Customer", org, ["notes", "status"]),
		allow("manage", "Support", org)
	];
}
function ownStructure(user, actions) {
	return [allow(actions, "Organization", { id: user.id_organization }), allow(actions, "Team", inOwnOrganization(user))];
}
function hrRules(user) {
	const org = inOwnOrganization(user);
	return [
		allow("read", "User", org),
		allow("update", "User", org, [
			"role",
			"team",
			"department"
		]),
		allow("manage", "HR", org),
		...ownStructure(user, ["read"])
	];
}
var ROLE_TABLE = {
	superuser: () => [allow("manage", "all")],
	super_admin: () => [allow("manage", "all"), allow("manage", [
		"AdminPanel",
		"User",
		"Organization"
	])],
	admin: (user) => [
		allow("read", "AdminPanel"),
		allow("manage", [
			"User",
			"Team",
			"Product",
			"Order",
			"Sale",
			"Settings"
		], inOwnOrganization(user)),
		allow(["read", "update"], "Organization", { id: user.id_organization }),
		allow("manage", CATALOGUE_REFERENCE, inOwnOrganization(user)),
		allow("read", subjectsOf("analytics"), inOwnOrganization(user)),
		allow("manage", "security")
	],
	brand_manager: (user) => [
		allow("read", "User", inOwnOrganization(user)),
		allow("read", CATALOGUE_REFERENCE, inOwnOrganization(user)),
		...whenAssigned(user.brand, (brand) => [allow("manage", [
			"Product",
			"Order",
			"Team"
		], {
			...inOwnOrganization(user),
			brand
		}), allow("read", "Analytics", {
			...inOwnOrganization(user),
			brand
		})])
	],
	CLIENT_ADMIN: (user) => [
		allow([
			"read",
			"create",
			"update"
		], "User", inOwnOrganization(user)),
		allow(["read", "update"], "Organization", { id: user.id_organization }),
		allow("manage", "Team", inOwnOrganization(user)),
		allow("manage", CLIENT_ADMIN_MANAGED, inOwnOrganization(user)),
		allow("read", [...subjectsOf("analytics"), ...CATALOGUE_REFERENCE], inOwnOrganization(user)),
		allow("read", "security")
	],
	team_manager: (user) => whenAssigned(user.team, (team) => {
		const ownTeam = {
			...inOwnOrganization(user),
			team
		};
		return [
			allow("read", "User", ownTeam),
			allow("update", "User", ownTeam, ["role", "is_active"]),
			allow(["read", "update"], "Team", {
				...inOwnOrganization(user),
				id: team
			}),
			allow("read", "Analytics", ownTeam),
			allow("manage", "Kanban", ownTeam)
		];
	}),
	manager: (user) => [
		allow("read", "User", inOwnOrganization(user)),
		allow("manage", subjectsOf("sales"), inOwnOrganization(user)),
		allow("read", subjectsOf("analytics"), inOwnOrganization(user)),
		allow("read", "security")
	],
	sales: (user) => [...salesRules(user), allow("read", "Analytics", {
		...inOwnOrganization(user),
		created_by: user.id
	})],
	sales_rep: salesRules,
	support: (user) => [
		...customerSupportRules(user),
		allow("update", "Order", inOwnOrganization(user), ["status", "notes"]),
		...productReader(user)
	],
	customer_support: customerSupportRules,
	hr: (user) => [...hrRules(user), allow("read", "Analytics", inOwnOrganization(user))],
	human_resources: hrRules,
	user: (user) => [...productReader(user), allow("read", "Order", {
		...inOwnOrganization(user),
		created_by: user.id
	})],
	client: () => [allow("read", "AclDemo")]
};
/** The starting rules of the user's role (spec §6), before flags and custom rules. */
function roleRules(user) {
	if (!isRole(user.role)) return [allow("read", "Dashboard"), ...fallbackRules(user)];
	const roleSpecific = ROLE_TABLE[user.role](user);
	return [
		...user.role === "client" ? [] : [allow("read", "Dashboard")],
		...ownAccountRules(user, roleSpecific),
		...roleSpecific
	];
}
// domain/access/flag-rules.ts
/** Rights that come from the user's is_staff / is_superuser flags, whatever the role. */
function flagRules(user) {
	const rules = [];
	if (user.is_staff) rules.push({
		action: "read",
		subject: [
			"AdminPanel",
			"Analytics",
			"Report"
		]
	});
	if (user.is_superuser) rules.push({
		action: "manage",
		subject: "all"
	});
	return rules;
}
// domain/access/client-admin-restrictions.ts
var toArray = (value) => Array.isArray(value) ? value : [value];
var FORBIDDEN = "Settings";
var READ_ONLY = ["Category", "Brand"];
var WRITE_ACTIONS = [
	"manage",
	"create",
	"update",
	"delete"
];
var NON_WRITE_ACTIONS = ACTIONS.filter((action) => !WRITE_ACTIONS.includes(action));
var touchesRestrictedSubject = (rule) => toArray(rule.subject).some((subject) => subject === FORBIDDEN || READ_ONLY.includes(subject));
/** Custom rules (security tables) may not grant anything on Settings, Category or Brand. */
function withoutRestrictedCustomRules(customRules) {
	return customRules.filter((rule) => !touchesRestrictedSubject(rule));
}
function nonWriteCatalogueRules(rules) {
	return rules.flatMap((rule) => {
		const subjects = toArray(rule.subject).flatMap((s) => s === "all" ? READ_ONLY : READ_ONLY.includes(s) ? [s] : []);
		const actions = toArray(rule.action).flatMap((a) => a === "manage" ? NON_WRITE_ACTIONS : WRITE_ACTIONS.includes(a) ? [] : [a]);
		if (!subjects.length || !actions.length) return [];
		return [{
			...rule,
			action: [...new Set(actions)],
			subject: subjects
		}];
	});
}
/**
* Appends the CLIENT_ADMIN denials after `rules` (CASL: a later rule wins).
*
* Why not simply `cannot(['create','update','delete'], Category)`: CASL indexes rules by
* action, and a check of `can('manage', X)` only consults rules whose action is 'manage',
* so a manage granted by a flag or a custom `manage all` would still answer true.
* Why not simply `cannot('manage', Category)`: an inverted 'manage' matches every action,
* read included, and would take away the read the role table grants.
* So: deny 'manage' (every action), then replay, in their original order, the rules that
* decide the non-write actions on Category/Brand. A read check then finds the replayed
* rules first and gets exactly the answer it had before; a manage/create/update/delete
* check only finds the denial. The replayed rules keep their conditions, so the server's
* query scoping (rulesToAST) still sees e.g. `id_organization`.
* Limit: an action outside ACTIONS granted only through 'manage' is denied on Category/Brand.
*/
function applyClientAdminRestrictions(rules) {
	return [
		...rules,
		{
			action: "manage",
			subject: READ_ONLY,
			inverted: true
		},
		...nonWriteCatalogueRules(rules),
		{
			action: [
				"create",
				"update",
				"delete"
			],
			subject: READ_ONLY,
			inverted: true
		},
		{
			action: "manage",
			subject: FORBIDDEN,
			inverted: true
		}
	];
}
// domain/access/user-rules.ts
/**
* The user's full rule list, the one the server enforces and sends as `userAbilityRules`:
* role table, then flags, then custom rules from the security tables (later rules win in
* CASL, so custom inverted rules can narrow the role's rights).
*/
function buildUserRules(user, customRules = []) {
	if (user.role !== "CLIENT_ADMIN") return [
		...roleRules(user),
		...flagRules(user),
		...customRules
	];
	return applyClientAdminRestrictions([
		...roleRules(user),
		...flagRules(user),
		...withoutRestrictedCustomRules(customRules)
	]);
}
export { createAppAbility as n, buildUserRules as t };

//# sourceMappingURL=user-rules-v9qaqKTl.js.map