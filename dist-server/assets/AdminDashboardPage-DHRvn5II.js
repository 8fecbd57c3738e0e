import { t as Link } from "./link-hOxVZrXS.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { a as CardRoot, t as CardBody } from "./card-DnHAs3d6.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as Link$1 } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as PageHeading } from "./PageHeading-Be-vr0dP.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import "../render.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/admin/AdminDashboardPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Counts from a list's first page: `count` is the total. */
var COUNT_ONLY = { page_size: 5 };
function Figure({ label, value, total, to, linkText }) {
	const { t, i18n } = useTranslation();
	const format = (n) => n === void 0 ? "…" : new Intl.NumberFormat(i18n.language).format(n);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardRoot, {
		variant: "outline",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardBody, {
			gap: "2",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "sm",
					color: "fg.muted",
					children: label
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "3xl",
					fontWeight: "semibold",
					children: format(value)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "sm",
					color: "fg.muted",
					children: t("admin.dashboard.ofTotal", { total: format(total) })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					asChild: true,
					color: "primary.fg",
					fontSize: "sm",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
						to,
						children: linkText
					})
				})
			]
		})
	});
}
/**
* /admin/dashboard (read on AdminPanel): the administration at a glance, active users and (for
* those who read organisations) active organisations, each leading to its list. The users are
* those of the organisation one works in.
*/
function AdminDashboardPage() {
	const { t } = useTranslation();
	const api = useApi();
	const ability = useAppAbility();
	const readsUsers = ability?.can("read", "User") ?? false;
	const readsOrganizations = ability?.can("read", "Organization") ?? false;
	const users = api.useQuery("get", "/api/users/", { params: { query: COUNT_ONLY } }, { enabled: readsUsers });
	const activeUsers = api.useQuery("get", "/api/users/", { params: { query: {
		...COUNT_ONLY,
		is_active: "true"
	} } }, { enabled: readsUsers });
	const organizations = api.useQuery("get", "/api/organizations/", { params: { query: COUNT_ONLY } }, { enabled: readsOrganizations });
	const activeOrganizations = api.useQuery("get", "/api/organizations/", { params: { query: {
		...COUNT_ONLY,
		is_active: "true"
	} } }, { enabled: readsOrganizations });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, {
			title: t("admin.dashboard.title"),
			subtitle: t("admin.dashboard.subtitle")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
			columns: {
				base: 1,
				md: 2
			},
			gap: "4",
			maxW: "4xl",
			children: [readsUsers && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Figure, {
				label: t("admin.dashboard.activeUsers"),
				value: activeUsers.data?.count,
				total: users.data?.count,
				to: "/admin/users",
				linkText: t("admin.dashboard.toUsers")
			}), readsOrganizations && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Figure, {
				label: t("admin.dashboard.activeOrganizations"),
				value: activeOrganizations.data?.count,
				total: organizations.data?.count,
				to: "/admin/organizations",
				linkText: t("admin.dashboard.toOrganizations")
			})]
		})]
	});
}
export { AdminDashboardPage };

//# sourceMappingURL=AdminDashboardPage-DHRvn5II.js.map