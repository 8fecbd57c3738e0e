import { n as OrganizationFilterFields } from "./pagination-BhqLAp65.js";
import { t as apiListQuery } from "./listQuery-MBe2Ag4L.js";
// src/components/resource/resource.ts
/** A resource, checked against the API's contract (its filters are parameters of its list). */
var defineResource = (resource) => resource;
/**
* The filter every organisation-owned list takes besides its own (`?organization=<id>`): the
* list screens offer it to whoever may read more than one organisation.
*/
var ORGANIZATION_FILTER = "organization";
/** The URL options (`useListState`, `readListState`) of a resource's list: its filters and the organisation's. */
var listOptions = (resource) => ({
	filters: [...resource.filters, ORGANIZATION_FILTER],
	defaultOrdering: resource.defaultOrdering
});
/**
* The filters of a URL as the API takes them: each is parsed with the domain's schema of its
* parameter, and one that does not parse (a hand-edited URL) is left out rather than sent to be
* refused. A yes/no parameter travels as 'true' or 'false'.
*/
function parseFilters(resource, values) {
	const query = {};
	const shape = {
		...resource.listQuery.shape,
		...OrganizationFilterFields
	};
	for (const name of [...resource.filters, ORGANIZATION_FILTER]) {
		const raw = values[name];
		if (!raw) continue;
		const parsed = shape[name].safeParse(raw);
		if (!parsed.success) continue;
		const value = parsed.data;
		if (typeof value === "boolean") query[name] = String(value);
		else if (typeof value === "number" || typeof value === "string") query[name] = value;
	}
	return query;
}
/** The GET request of a list state: the loader and the page build it alike, so they share its cache. */
function listInit(resource, state) {
	return { params: { query: {
		...apiListQuery(state),
		...parseFilters(resource, state.filters)
	} } };
}
/**
* How long a list's rows count as fresh: the page that mounts right after its route's loader
* asked for them reads them rather than asking again (the same rows, dimmed while they come).
* Older rows are shown and asked for again at once; a write invalidates them whatever their age.
*/
var LIST_STALE_TIME = 5e3;
/** Query-key prefixes (openapi-react-query: `[method, path, init]`) of a resource's list and rows. */
var resourceKeys = (resource) => ({
	list: ["get", resource.path],
	item: ["get", `${resource.path}{id}/`]
});
export { listOptions as a, listInit as i, ORGANIZATION_FILTER as n, parseFilters as o, defineResource as r, resourceKeys as s, LIST_STALE_TIME as t };

//# sourceMappingURL=resource-Cli98FiI.js.map