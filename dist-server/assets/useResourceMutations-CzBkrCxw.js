import { q as useMutation } from "../render.js";
import { n as useQueryClient } from "./QueryClientProvider-DpXg9vUq.js";
import { i as useApiClient } from "./ApiProvider-m6N5mc6R.js";
import { s as resourceKeys } from "./resource-Cli98FiI.js";
// src/components/resource/useResourceMutations.ts
/**
* Create, update (PATCH) and delete on a resource, each followed by the invalidation of its lists
* and rows (their query keys derive from its path), so every screen showing them asks again.
* Rejects with the API's error body (`{field: [...]}` or `{detail}`), as the forms expect.
*/
function useResourceMutations(resource) {
	const client = useApiClient();
	const queryClient = useQueryClient();
	const keys = resourceKeys(resource);
	const itemPath = keys.item[1];
	const invalidate = () => Promise.all([queryClient.invalidateQueries({ queryKey: keys.list }), queryClient.invalidateQueries({ queryKey: keys.item })]).then(() => void 0);
	const call = async (send, path, init) => {
		const { data, error } = await send(path, init);
		if (error !== void 0) throw error;
		return data;
	};
	const post = client.POST;
	const patch = client.PATCH;
	const remove = client.DELETE;
	return {
		create: useMutation({
			mutationFn: (body) => call(post, resource.path, { body }),
			onSuccess: invalidate
		}),
		update: useMutation({
			mutationFn: ({ id, body }) => call(patch, itemPath, {
				params: { path: { id } },
				body
			}),
			onSuccess: invalidate
		}),
		remove: useMutation({
			mutationFn: (id) => call(remove, itemPath, { params: { path: { id } } }).then(() => void 0),
			onSuccess: invalidate
		}),
		/** For changes made otherwise (a logo uploaded after the row was saved). */
		invalidate
	};
}
export { useResourceMutations as t };

//# sourceMappingURL=useResourceMutations-CzBkrCxw.js.map