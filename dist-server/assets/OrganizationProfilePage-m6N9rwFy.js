import { t as Button } from "./button-DBWeJfr4.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { a as CardRoot, t as CardBody } from "./card-DnHAs3d6.js";
import { t as Pencil } from "./pencil-CvMiUQW_.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { h as selectUser, i as useSession, r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { o as ActiveBadge } from "./FlagSwitch-D8FZhfvO.js";
import { r as useEditor } from "./changedFields-BqrFQatW.js";
import { t as PageHeading } from "./PageHeading-Be-vr0dP.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { n as OrganizationDialog, t as OrganizationLogo } from "./OrganizationLogo-DmLV9jGc.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/admin/OrganizationProfilePage.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* /organization/profile (read on Organization): the organisation one works in (a client
* administrator's own; for a manager of organisations the one chosen in the header), its name
* and logo edited by whoever may update it. Another organisation's profile is never reachable:
* the API answers 404 for it.
*/
function OrganizationProfilePage() {
	const { t, i18n } = useTranslation();
	const user = useSession(selectUser);
	const id = user?.working_organization ?? user?.id_organization ?? 0;
	const { data: organization, isError, refetch } = useApi().useQuery("get", "/api/organizations/{id}/", { params: { path: { id } } }, { enabled: id > 0 });
	const canEdit = useAppAbility()?.can("update", "Organization") ?? false;
	const editor = useEditor();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, {
				title: t("organizations.profile.title"),
				subtitle: t("organizations.profile.subtitle")
			}),
			isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.error",
				children: t("organizations.profile.loadFailed")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "sm",
				variant: "outline",
				onClick: () => void refetch(),
				children: t("organizations.profile.retry")
			})] }) : organization ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardRoot, {
				variant: "outline",
				maxW: "3xl",
				"data-testid": "organization-profile",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardBody, {
					gap: "5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
						gap: "4",
						align: "center",
						justify: "space-between",
						wrap: "wrap",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
							gap: "4",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrganizationLogo, {
								organization,
								size: "16"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
								gap: "1",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									fontSize: "xl",
									fontWeight: "semibold",
									children: organization.name
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									fontFamily: "mono",
									fontSize: "sm",
									color: "fg.muted",
									dir: "ltr",
									textAlign: "start",
									children: organization.code
								})]
							})]
						}), canEdit && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
							size: "sm",
							variant: "outline",
							onClick: () => editor.edit(organization),
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {}), t("organizations.profile.edit")]
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
						gap: "8",
						wrap: "wrap",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
								gap: "1",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									fontSize: "sm",
									color: "fg.muted",
									children: t("organizations.columns.status")
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActiveBadge, { active: organization.is_active })]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
								gap: "1",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									fontSize: "sm",
									color: "fg.muted",
									children: t("organizations.columns.users")
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: new Intl.NumberFormat(i18n.language).format(organization.users_count) })]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
								gap: "1",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									fontSize: "sm",
									color: "fg.muted",
									children: t("organizations.columns.created")
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(organization.created_at)) })]
							})
						]
					})]
				})
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrganizationDialog, {
				organization: editor.row,
				dialog: editor.dialog
			}, editor.key)
		]
	});
}
export { OrganizationProfilePage };

//# sourceMappingURL=OrganizationProfilePage-m6N9rwFy.js.map