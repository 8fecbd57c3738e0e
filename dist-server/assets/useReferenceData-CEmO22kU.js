import { n as useAllPages } from "./allPages-DVI8vi4q.js";
import { i as useApiClient, r as useApi } from "./ApiProvider-m6N5mc6R.js";
// src/features/catalogue/products/useReferenceData.ts
/**
* The choices of the product forms and the list's filters: statuses, types, brands and
* categories in one call (`/api/catalogue/choices/`), and (unless `owners: false`) the people
* who may own a product, at the same time. Kept in the query cache for every screen.
*/
function useReferenceData({ owners = true } = {}) {
	const client = useApiClient();
	const choices = useApi().useQuery("get", "/api/catalogue/choices/");
	const people = useAllPages([
		"get",
		"/api/users/",
		{
			is_active: "true",
			ordering: "email"
		}
	], (page, page_size) => client.GET("/api/users/", { params: { query: {
		page,
		page_size,
		is_active: "true",
		ordering: "email"
	} } }), { enabled: owners });
	const queries = owners ? [choices, people] : [choices];
	return {
		data: choices.data && (people.data || !owners) ? {
			...choices.data,
			owners: people.data ?? []
		} : void 0,
		isError: queries.some((q) => q.isError),
		isFetching: queries.some((q) => q.isFetching),
		/** Reads again only what failed. */
		retry: () => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch()))
	};
}
export { useReferenceData as t };

//# sourceMappingURL=useReferenceData-CEmO22kU.js.map