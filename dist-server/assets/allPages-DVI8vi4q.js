import { J as useQuery } from "../render.js";
import { r as PAGE_SIZES } from "./pagination-BhqLAp65.js";
// src/api/allPages.ts
/** The largest page size the API allows: each page read is as big as it may be. */
var ALL_PAGE_SIZE = PAGE_SIZES[PAGE_SIZES.length - 1];
var TooManyRows = class extends Error {
	count;
	constructor(count) {
		super(`The list has ${count} rows, more than ${50 * ALL_PAGE_SIZE} can be read at once.`);
		this.count = count;
	}
};
/**
* Every row of a paginated list: the first page says how many there are, the others are then
* read together. Rows are kept in the server's order, each once (by id) even if a row moved from
* one page to the next meanwhile. A failed page fails the whole read: a list with a silent hole
* is what this is here to prevent.
*/
async function readAllPages(fetchPage, pageSize = ALL_PAGE_SIZE) {
	const read = async (page) => {
		const { data, error } = await fetchPage(page, pageSize);
		if (!data) throw error ?? /* @__PURE__ */ new Error("Empty answer");
		return data;
	};
	const first = await read(1);
	const pages = Math.max(1, Math.ceil(first.count / pageSize));
	if (pages > 50) throw new TooManyRows(first.count);
	const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => read(i + 2)));
	const seen = /* @__PURE__ */ new Set();
	const rows = [];
	for (const row of [first, ...rest].flatMap((p) => p.results)) {
		const id = row.id;
		if (id !== void 0 && seen.has(id)) continue;
		if (id !== void 0) seen.add(id);
		rows.push(row);
	}
	return rows;
}
/**
* A query of every row of a list. `key` starts like the typed hooks' keys (`['get', path, ...]`),
* so invalidating a path's queries refreshes this one too.
*/
function useAllPages(key, fetchPage, options = {}) {
	return useQuery({
		queryKey: [...key, { all_pages: true }],
		queryFn: () => readAllPages(fetchPage),
		enabled: options.enabled
	});
}
export { useAllPages as n, ALL_PAGE_SIZE as t };

//# sourceMappingURL=allPages-DVI8vi4q.js.map