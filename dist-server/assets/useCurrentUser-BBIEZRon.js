import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as Spinner } from "./spinner-DpWqCLdu.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { t as LoadFailed } from "./LoadFailed-mOh-pJsA.js";
// src/components/feedback/QueryState.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A loading spinner, or the load-failed alert with Retry, until the query's data is there. */
function QueryState({ query, failedText, children }) {
	const { t } = useTranslation();
	if (query.data !== void 0) return children(query.data);
	if (query.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadFailed, {
		message: failedText ?? t("errors.loadFailed"),
		onRetry: () => void query.refetch(),
		retrying: query.isFetching
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
		size: "md",
		color: "primary.fg",
		"aria-label": t("data.table.loading")
	});
}
// src/features/account/useCurrentUser.ts
/** GET /api/auth/user/: the signed-in user as the server has them now. */
var useCurrentUser = () => useApi().useQuery("get", "/api/auth/user/");
/** The query key prefix of GET /api/auth/user/ (openapi-react-query: [method, path, init]). */
var CURRENT_USER_KEY = ["get", "/api/auth/user/"];
export { useCurrentUser as n, QueryState as r, CURRENT_USER_KEY as t };

//# sourceMappingURL=useCurrentUser-BBIEZRon.js.map