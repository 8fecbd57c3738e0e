import { i as useApiClient } from "./ApiProvider-m6N5mc6R.js";
import { n as useAllPages } from "./allPages-DVI8vi4q.js";
import { t as CATEGORIES_KEY } from "./queryKeys-hsSwaXFl.js";
// src/features/catalogue/config/useAllCategories.ts
/** Every category of the organisation (all pages), ordered by path: the tree and the parent choice. */
function useAllCategories(enabled = true) {
	const client = useApiClient();
	return useAllPages([...CATEGORIES_KEY, { ordering: "path" }], (page, page_size) => client.GET("/api/categories/", { params: { query: {
		page,
		page_size,
		ordering: "path"
	} } }), { enabled });
}
export { useAllCategories as t };

//# sourceMappingURL=useAllCategories-DDNN4und.js.map