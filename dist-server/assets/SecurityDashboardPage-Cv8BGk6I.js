import { t as Badge } from "./badge-hknY9IHs.js";
import { ut as Box } from "../render.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { a as TableRoot, i as TableHeader, n as TableCell, o as TableRow, r as TableColumnHeader, s as TableScrollArea, t as TableBody } from "./table-CCDj0owk.js";
import { n as ShieldCheck, t as Users } from "./users-dNC3nORh.js";
import { t as UserCheck } from "./user-check-Bther4sg.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { t as useOrganizationLabel } from "./organizationLabel-CszNSqeZ.js";
import { t as useOrganizations } from "./organizations-DZO6FPIX.js";
import { n as useChosenOrganization, t as OrganizationScope } from "./OrganizationFilter-DmbEKtoc.js";
import { t as useVocabulary } from "./vocabularyText-BwJiDHc1.js";
import { t as BarList } from "./BarList-CwsegInm.js";
import { t as useFormats } from "./format-BEahoWuA.js";
import { n as SecurityPage } from "./SecurityPage-tX-Y2ieu.js";
import { t as LoadFailed } from "./LoadFailed-mOh-pJsA.js";
import { n as useRoleLabel } from "./roleLabel-BoPcF1uS.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/activity.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "activity",
	size: 24,
	node: [["path", {
		d: "M22 12h-2.48a2 2 0 0 0-1.93 1.46l-2.35 8.36a.25.25 0 0 1-.48 0L9.24 2.18a.25.25 0 0 0-.48 0l-2.35 8.36A2 2 0 0 1 4.49 12H2",
		key: "169zse"
	}]]
};
__iconData$2.node;
var Activity = createLucideIcon(__iconData$2);
// ../../main/node_modules/lucide-react/dist/esm/icons/key-round.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "key-round",
	size: 24,
	node: [["path", {
		d: "M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z",
		key: "1s6t7t"
	}], ["circle", {
		cx: "16.5",
		cy: "7.5",
		r: ".5",
		fill: "currentColor",
		key: "w0ekpg"
	}]]
};
__iconData$1.node;
var KeyRound = createLucideIcon(__iconData$1);
// ../../main/node_modules/lucide-react/dist/esm/icons/shield-exclamation-point.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "shield-exclamation-point",
	size: 24,
	node: [
		["path", {
			d: "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
			key: "oel41y"
		}],
		["path", {
			d: "M12 8v4",
			key: "1got3b"
		}],
		["path", {
			d: "M12 16h.01",
			key: "1drbdi"
		}]
	],
	aliases: ["shield-alert"]
};
__iconData.node;
var ShieldExclamationPoint = createLucideIcon(__iconData);
// src/features/security/SecurityDashboardPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var SEVERITY_PALETTE = {
	low: "gray",
	medium: "yellow",
	high: "orange",
	critical: "red"
};
/**
* /security/dashboard (read on security): the organisation's security at a glance, all from real
* data. Whoever reads several organisations sees them combined (each role naming its own) or
* chooses one.
*/
function SecurityDashboardPage() {
	const { t } = useTranslation();
	const organizations = useOrganizations();
	const { chosen, choose } = useChosenOrganization(organizations);
	const { data, isError, isFetching, refetch } = useApi().useQuery("get", "/api/security/dashboard/", { params: { query: chosen === void 0 ? {} : { id_organization: chosen } } });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SecurityPage, {
		title: t("security.dashboard.title"),
		subtitle: t("security.dashboard.subtitle"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrganizationScope, {
			organizations,
			chosen,
			onChange: choose
		}), isError && !data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadFailed, {
			message: t("security.errors.initialize"),
			onRetry: () => void refetch(),
			retrying: isFetching
		}) : !data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			color: "fg.muted",
			role: "status",
			children: t("security.loading")
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardContent, {
			data,
			combined: organizations.several && chosen === void 0
		})]
	});
}
/** `combined`: the figures of several organisations, whose roles say which they belong to. */
function DashboardContent({ data, combined }) {
	const { t } = useTranslation();
	const organizationLabel = useOrganizationLabel();
	const f = useFormats();
	const words = useVocabulary();
	const roleLabel = useRoleLabel();
	const stats = [
		{
			label: "security.dashboard.totalUsers",
			value: data.total_users,
			icon: Users,
			palette: "blue"
		},
		{
			label: "security.dashboard.activeUsers",
			value: data.active_users,
			icon: UserCheck,
			palette: "green"
		},
		{
			label: "security.dashboard.totalRoles",
			value: data.total_roles,
			icon: ShieldCheck,
			palette: "purple"
		},
		{
			label: "security.dashboard.totalPermissions",
			value: data.total_permissions,
			icon: KeyRound,
			palette: "cyan"
		},
		{
			label: "security.dashboard.recentChanges",
			value: data.recent_permission_changes,
			icon: Activity,
			palette: "orange"
		},
		{
			label: "security.dashboard.incidents",
			value: data.security_incidents,
			icon: ShieldExclamationPoint,
			palette: "red"
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
				as: "ul",
				listStyleType: "none",
				columns: {
					base: 1,
					sm: 2,
					lg: 3
				},
				gap: "4",
				children: stats.map(({ label, value, icon: Icon, palette }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					as: "li",
					borderWidth: "1px",
					rounded: "lg",
					p: "4",
					bg: "bg",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
						gap: "3",
						align: "center",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							"aria-hidden": true,
							colorPalette: palette,
							bg: "colorPalette.subtle",
							color: "colorPalette.fg",
							rounded: "md",
							p: "2",
							display: "inline-flex",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { size: 20 })
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							gap: "0",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								fontSize: "2xl",
								fontWeight: "semibold",
								lineHeight: "short",
								children: f.number(value)
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								fontSize: "sm",
								color: "fg.muted",
								children: t(label)
							})]
						})]
					})
				}, label))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					lg: 2
				},
				gap: "4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
					title: t("security.dashboard.permissionDistribution"),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BarList, {
						label: t("security.dashboard.permissionDistribution"),
						items: data.permission_distribution.map((d) => ({
							key: d.module,
							name: words.module(d),
							value: d.count
						})),
						emptyText: t("security.dashboard.noPermissions"),
						palette: "primary"
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
					title: t("security.dashboard.roleDistribution"),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BarList, {
						label: t("security.dashboard.roleDistribution"),
						items: data.role_distribution.map((d) => ({
							key: d.role,
							name: roleLabel(d.code, d.name),
							value: d.users_count,
							...combined && { detail: organizationLabel(d.id_organization) }
						})),
						emptyText: t("security.dashboard.noRoles"),
						palette: "teal"
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecentPanel, {
					title: t("security.dashboard.recentLogs"),
					emptyText: t("security.dashboard.noLogs"),
					rows: data.recent_logs,
					columns: [
						{
							header: t("security.audit.columns.time"),
							cell: (log) => f.dateTime(log.created_at),
							nowrap: true
						},
						{
							header: t("security.audit.columns.actor"),
							cell: (log) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								as: "span",
								dir: "ltr",
								children: log.actor_email ?? t("security.audit.system")
							})
						},
						...combined ? [{
							header: t("data.organization.column"),
							cell: (log) => log.id_organization === null ? "" : organizationLabel(log.id_organization)
						}] : [],
						{
							header: t("security.audit.columns.action"),
							cell: (log) => words.auditAction(log.action)
						}
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecentPanel, {
					title: t("security.dashboard.recentIncidents"),
					emptyText: t("security.dashboard.noIncidents"),
					rows: data.recent_incidents,
					columns: [
						{
							header: t("security.audit.columns.time"),
							cell: (incident) => f.dateTime(incident.timestamp),
							nowrap: true
						},
						{
							header: t("security.dashboard.incidentType"),
							cell: (incident) => words.securityEvent(incident.type)
						},
						{
							header: t("security.dashboard.incidentDetail"),
							cell: (incident) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IncidentDetail, { incident })
						},
						{
							header: t("security.dashboard.incidentUser"),
							cell: (incident) => incident.user_email === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								as: "span",
								color: "fg.muted",
								children: t("security.dashboard.incidentNoUser")
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								as: "span",
								dir: "ltr",
								children: incident.user_email
							})
						},
						...combined ? [{
							header: t("data.organization.column"),
							cell: (incident) => incident.id_organization === null ? "" : organizationLabel(incident.id_organization)
						}] : [],
						{
							header: t("security.dashboard.severity"),
							cell: (incident) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
								colorPalette: SEVERITY_PALETTE[incident.severity],
								variant: "subtle",
								children: t(`security.severity.${incident.severity}`)
							})
						}
					]
				})]
			})
		]
	});
}
/**
* What an incident was about: the field script-like input was typed into, or why it was raised.
* The client wrote these words itself; React shows them as text, never as markup.
*/
function IncidentDetail({ incident }) {
	const { t } = useTranslation();
	const words = useVocabulary();
	if (incident.reason !== null) return words.securityEventReason(incident.reason);
	if (incident.field === null) return null;
	return t("security.dashboard.incidentField", { field: `\u2068${incident.field}\u2069` });
}
/** A dashboard panel listing the latest rows of something, or saying there are none. */
function RecentPanel({ title, emptyText, rows, columns }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
		title,
		children: rows.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			color: "fg.muted",
			children: emptyText
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableScrollArea, {
			tabIndex: 0,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRoot, {
				size: "sm",
				"aria-label": title,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, { children: columns.map((column) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
					scope: "col",
					children: column.header
				}, column.header)) }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: rows.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, { children: columns.map((column) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					whiteSpace: column.nowrap ? "nowrap" : void 0,
					children: column.cell(row)
				}, column.header)) }, row.id)) })]
			})
		})
	});
}
function Panel({ title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		as: "section",
		gap: "4",
		borderWidth: "1px",
		rounded: "lg",
		p: "5",
		bg: "bg",
		minW: "0",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
			as: "h2",
			size: "md",
			children: title
		}), children]
	});
}
export { SecurityDashboardPage };

//# sourceMappingURL=SecurityDashboardPage-Cv8BGk6I.js.map