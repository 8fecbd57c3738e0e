import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/lib/ApiProvider.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var ApiClientContext = (0, import_react.createContext)(null);
/** Provided by `ServerData` (a lazy route of its own), so the query library stays out of /login. */
var QueryHooksContext = (0, import_react.createContext)(null);
/**
* The one API client for screens. Their server data (the typed query hooks with their cache) comes
* from `ServerData`, which the router puts around every route but /login.
*/
function ApiProvider({ api, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ApiClientContext.Provider, {
		value: api,
		children
	});
}
function useApiClient() {
	const api = (0, import_react.useContext)(ApiClientContext);
	if (!api) throw new Error("useApiClient outside ApiProvider");
	return api;
}
/** `useQuery('get', '/api/...')`, `useMutation(...)`: for screens on routes inside `ServerData`. */
function useApi() {
	const hooks = (0, import_react.useContext)(QueryHooksContext);
	if (!hooks) throw new Error("useApi outside ServerData (see src/app/router.tsx)");
	return hooks;
}
export { useApiClient as i, QueryHooksContext as n, useApi as r, ApiProvider as t };

//# sourceMappingURL=ApiProvider-m6N5mc6R.js.map