import { r as PAGE_SIZES } from "./pagination-BhqLAp65.js";
// src/components/data/listQuery.ts
var isPageSize = (n) => PAGE_SIZES.includes(n);
var names = (prefix = "") => ({
	page: `${prefix}page`,
	pageSize: `${prefix}page_size`,
	ordering: `${prefix}ordering`,
	search: `${prefix}search`,
	filter: (f) => `${prefix}${f}`
});
/** The list state a URL holds; anything malformed reads as the default. */
function readListState(params, options = {}) {
	const n = names(options.prefix);
	const page = Number(params.get(n.page));
	const size = Number(params.get(n.pageSize));
	const filters = {};
	for (const f of options.filters ?? []) {
		const value = params.get(n.filter(f));
		if (value) filters[f] = value;
	}
	return {
		page: Number.isInteger(page) && page >= 1 ? page : 1,
		pageSize: isPageSize(size) ? size : options.defaultPageSize ?? 25,
		ordering: params.get(n.ordering) ?? "",
		search: params.get(n.search) ?? "",
		filters
	};
}
/**
* The URL after a change: defaults are left out (a clean URL), other parameters of the page are
* kept, and anything that changes which rows match (search, filters, page size, ordering) goes
* back to page 1.
*/
function writeListState(params, change, options = {}) {
	const n = names(options.prefix);
	const current = readListState(params, options);
	const next = {
		...current,
		...change,
		filters: change.filters ? {
			...current.filters,
			...change.filters
		} : current.filters
	};
	if (change.page === void 0 && (change.search !== void 0 || change.filters !== void 0 || change.pageSize !== void 0 || change.ordering !== void 0)) next.page = 1;
	const out = new URLSearchParams(params);
	const put = (key, value, fallback) => {
		if (value === fallback || value === "") out.delete(key);
		else out.set(key, value);
	};
	put(n.page, String(next.page), "1");
	put(n.pageSize, String(next.pageSize), String(options.defaultPageSize ?? 25));
	put(n.ordering, next.ordering, "");
	put(n.search, next.search.trim(), "");
	for (const f of options.filters ?? []) put(n.filter(f), next.filters[f] ?? "", "");
	return out;
}
/** The API query of a list state: `{page, page_size, ordering?, search?, ...filters}`. */
function toApiQuery(state) {
	return {
		...apiListQuery(state),
		...Object.fromEntries(Object.entries(state.filters).filter(([, v]) => v !== void 0 && v !== ""))
	};
}
/**
* The API's paging, ordering and search parameters (`?page&page_size&ordering&search`) of a list
* state, for lists that type their filters themselves.
*/
function apiListQuery({ page, pageSize, ordering, search }) {
	return {
		page,
		page_size: pageSize,
		...ordering && { ordering },
		...search.trim() && { search: search.trim() }
	};
}
/** How the list is sorted by `field` (the first ordering term decides), as `aria-sort` says it. */
function sortDirection(ordering, field, defaultOrdering = "") {
	const first = (ordering || defaultOrdering).split(",")[0]?.trim() ?? "";
	if (first === field) return "ascending";
	if (first === `-${field}`) return "descending";
	return "none";
}
/** Clicking a column header: ascending first, then it toggles between the two directions. */
function toggleOrdering(ordering, field, defaultOrdering = "") {
	return sortDirection(ordering, field, defaultOrdering) === "ascending" ? `-${field}` : field;
}
var pageCount = (count, pageSize) => Math.max(1, Math.ceil(count / pageSize));
/** The rows shown, 1-based and inclusive ("1–25 of 312"); from 0 when there are none. */
function pageRange(page, pageSize, count) {
	if (count === 0) return {
		from: 0,
		to: 0
	};
	return {
		from: Math.min((page - 1) * pageSize + 1, count),
		to: Math.min(page * pageSize, count)
	};
}
export { sortDirection as a, writeListState as c, readListState as i, pageCount as n, toApiQuery as o, pageRange as r, toggleOrdering as s, apiListQuery as t };

//# sourceMappingURL=listQuery-MBe2Ag4L.js.map