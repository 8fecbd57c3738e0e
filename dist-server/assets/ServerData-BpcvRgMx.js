import { t as QueryClientProvider } from "./QueryClientProvider-DpXg9vUq.js";
import { r as Outlet } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { n as QueryHooksContext } from "./ApiProvider-m6N5mc6R.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/lib/ServerData.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Layout route giving its child routes server data: the app's query client and the typed hooks
* of `useApi()`. A lazy route, so TanStack Query loads with the first screen that uses it, not
* with /login.
*/
function ServerData({ layer }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryClientProvider, {
		client: layer.queryClient,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryHooksContext.Provider, {
			value: layer.hooks,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})
		})
	});
}
export { ServerData };

//# sourceMappingURL=ServerData-BpcvRgMx.js.map