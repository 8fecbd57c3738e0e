import { d as keepPreviousData } from "./utils-CmJOKuiF.js";
import { i as listInit, t as LIST_STALE_TIME } from "./resource-Cli98FiI.js";
// ../../main/node_modules/@tanstack/react-query/build/modern/queryOptions.js
function queryOptions(options) {
	return options;
}
// src/components/resource/listQueryOptions.ts
/**
* The query of one page of a resource's list, as the route's loader and the page both ask for it:
* same key, same freshness. While the next page loads the current rows stay (no empty table).
*/
function listQueryOptions(hooks, resource, state) {
	const forList = hooks.queryOptions;
	return queryOptions({
		...forList("get", resource.path, listInit(resource, state)),
		staleTime: LIST_STALE_TIME,
		placeholderData: keepPreviousData
	});
}
export { listQueryOptions as t };

//# sourceMappingURL=listQueryOptions-BhsKHlM0.js.map