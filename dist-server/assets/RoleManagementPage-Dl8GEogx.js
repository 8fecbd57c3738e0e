import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as RoleList } from "./RoleList-DbHQh3gB.js";
import { n as SecurityPage } from "./SecurityPage-tX-Y2ieu.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/security/RoleManagementPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** /security/role-management (read on security; changes need manage). */
function RoleManagementPage() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SecurityPage, {
		title: t("security.roles.title"),
		subtitle: t("security.roles.subtitle"),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoleList, {})
	});
}
export { RoleManagementPage };

//# sourceMappingURL=RoleManagementPage-Dl8GEogx.js.map