import { ut as Box } from "../render.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as Spinner } from "./spinner-DpWqCLdu.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { n as useRoleLabel } from "./roleLabel-BoPcF1uS.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/dashboards/DashboardPlaceholder.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Until the dashboards' own issue: who is signed in, with which role and organisation (from the API). */
function DashboardPlaceholder({ title }) {
	const { t } = useTranslation();
	const roleLabel = useRoleLabel();
	const { data: user, isError } = useApi().useQuery("get", "/api/auth/user/");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		bg: "bg",
		borderWidth: "1px",
		rounded: "lg",
		p: "6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				size: "lg",
				mb: "3",
				children: t(title)
			}),
			isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.error",
				children: t("errors.loadFailed")
			}),
			!user && !isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, { size: "sm" }),
			user && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				"data-testid": "signed-in-as",
				children: t("auth.signedInAs", {
					email: user.email,
					role: roleLabel(user.role)
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.muted",
				"data-testid": "organization",
				children: user.organization_name === null ? t("dashboard.organizationNumber", { id: user.id_organization }) : t("dashboard.organization", { name: user.organization_name })
			})] })
		]
	});
}
var EcommerceDashboard = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardPlaceholder, { title: "nav.ecommerce" });
var CrmDashboard = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardPlaceholder, { title: "nav.crm" });
export { CrmDashboard, EcommerceDashboard };

//# sourceMappingURL=DashboardPlaceholder-DguGTvBv.js.map