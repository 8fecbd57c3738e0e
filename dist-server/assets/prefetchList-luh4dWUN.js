import { i as readListState } from "./listQuery-MBe2Ag4L.js";
import { t as listQueryOptions } from "./listQueryOptions-BhsKHlM0.js";
import { a as listOptions } from "./resource-Cli98FiI.js";
// src/components/resource/prefetchList.ts
/**
* Starts the request of the list a URL shows, into the app's query cache: the page then finds it
* there or in flight. Rows already cached and fresh are left as they are; older ones are asked
* for again at once. A failure is left for the page to show (with its Retry).
*/
async function prefetchList({ queryClient, hooks }, resource, params) {
	const options = listQueryOptions(hooks, resource, readListState(params, listOptions(resource)));
	await queryClient.ensureQueryData({
		...options,
		revalidateIfStale: true
	}).catch(() => void 0);
}
export { prefetchList };

//# sourceMappingURL=prefetchList-luh4dWUN.js.map