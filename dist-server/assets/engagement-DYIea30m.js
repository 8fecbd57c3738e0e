import { i as REVIEW_STATUSES } from "./engagement-C8vqvS0J.js";
import { I as PRODUCT_LIST_PATH } from "../render.js";
// src/features/catalogue/engagement/engagement.ts
var REVIEW_FILTERS = ["status", "rating"];
var RATINGS = [
	5,
	4,
	3,
	2,
	1
];
var isOneOf = (list, value) => value !== void 0 && list.includes(value);
/** The review list's filters as the API takes them; malformed values from the URL are left out. */
function reviewFilters(filters) {
	const rating = Number(filters.rating);
	return {
		...isOneOf(REVIEW_STATUSES, filters.status) && { status: filters.status },
		...Number.isInteger(rating) && rating >= 1 && rating <= 5 && { rating }
	};
}
/** At most `max` characters of a text, cut at a word where possible, with an ellipsis when cut. */
function excerpt(text, max = 80) {
	const clean = text.replace(/\s+/g, " ").trim();
	if (clean.length <= max) return clean;
	const cut = clean.slice(0, max);
	const space = cut.lastIndexOf(" ");
	return `${(space > max * .6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}
/** Filled and empty stars of a 1–5 rating (out-of-range ratings are clamped). */
function starsOf(rating, out = 5) {
	const filled = Math.min(out, Math.max(0, Math.round(rating)));
	return {
		filled,
		empty: out - filled
	};
}
/** What moderation may do with a review in a status: approve unless approved, reject unless rejected. */
function moderationActions(status) {
	return ["approved", "rejected"].filter((next) => next !== status);
}
/** The summary row: the count of each review status, and all of them, from per-status counts. */
function statusSummary(statuses, counts) {
	const rows = statuses.map((status) => ({
		status,
		count: counts[status]
	}));
	return {
		statuses: rows,
		total: rows.every((r) => r.count !== void 0) ? rows.reduce((sum, r) => sum + (r.count ?? 0), 0) : void 0
	};
}
/** The product list filtered by one category (the product list reads `?category=` through useListState). */
var productListByCategory = (categoryId) => `${PRODUCT_LIST_PATH}?${new URLSearchParams({ category: String(categoryId) })}`;
/** A commission rate as a percentage in the reader's language ("7.5 %"). */
var percentText = (rate, language) => new Intl.NumberFormat(language, {
	style: "percent",
	maximumFractionDigits: 2
}).format(rate / 100);
/** A referral's fields from a form's values: an empty product is none. */
var productOrNull = (value) => value === "" || value === null || value === void 0 || Number.isNaN(Number(value)) ? null : Number(value);
/** Categories in tree order (parents before their children, siblings by path), each with its depth. */
function categoryRows(categories) {
	const byParent = /* @__PURE__ */ new Map();
	const ids = new Set(categories.map((c) => c.id));
	for (const c of categories) {
		const parent = c.parent !== null && ids.has(c.parent) && c.parent !== c.id ? c.parent : null;
		byParent.set(parent, [...byParent.get(parent) ?? [], c]);
	}
	for (const list of byParent.values()) list.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : a.id - b.id);
	const out = [];
	const seen = /* @__PURE__ */ new Set();
	const walk = (parent, depth) => {
		for (const c of byParent.get(parent) ?? []) {
			if (seen.has(c.id)) continue;
			seen.add(c.id);
			out.push({
				category: c,
				depth
			});
			walk(c.id, depth + 1);
		}
	};
	walk(null, 0);
	for (const c of categories) if (!seen.has(c.id)) out.push({
		category: c,
		depth: 0
	});
	return out;
}
export { moderationActions as a, productOrNull as c, statusSummary as d, excerpt as i, reviewFilters as l, REVIEW_FILTERS as n, percentText as o, categoryRows as r, productListByCategory as s, RATINGS as t, starsOf as u };

//# sourceMappingURL=engagement-DYIea30m.js.map