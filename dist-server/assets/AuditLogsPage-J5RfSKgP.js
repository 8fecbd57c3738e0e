import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { ut as Box } from "../render.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as CloseButton } from "./close-button-DSH_3U-2.js";
import { t as Code } from "./code-BfabJGPC.js";
import { t as Portal } from "./portal-ChPcd-_9.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { d as keepPreviousData } from "./utils-CmJOKuiF.js";
import { a as DialogContent, c as DialogHeader, d as DialogTitle, i as DialogCloseTrigger, l as DialogPositioner, n as DialogBackdrop, o as DialogDescription, r as DialogBody, s as DialogFooter, t as DialogActionTrigger, u as DialogRoot } from "./dialog-Cf02MJtP.js";
import { a as TableRoot, i as TableHeader, n as TableCell, o as TableRow, r as TableColumnHeader, s as TableScrollArea, t as TableBody } from "./table-CCDj0owk.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { t as useVocabulary } from "./vocabularyText-BwJiDHc1.js";
import { n as DataTable, t as useListState } from "./useListState-Divt4-HW.js";
import { t as FilterSelect } from "./FilterSelect-BqPgLEhN.js";
import { r as useOrganizationListing } from "./OrganizationFilter-DmbEKtoc.js";
import { t as useFormats } from "./format-BEahoWuA.js";
import { n as SecurityPage } from "./SecurityPage-tX-Y2ieu.js";
import { t as apiListQuery } from "./listQuery-MBe2Ag4L.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/security/auditChoices.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* A filter's options from the values the audit log holds, each shown by its label in the
* reader's language and sorted by it. The value chosen stays offered (a link may name one the
* caller's log no longer holds), so the filter always shows what the list is filtered by.
*/
function choiceOptions(values, label, chosen, language) {
	const all = chosen && !values.includes(chosen) ? [...values, chosen] : values;
	const collator = new Intl.Collator(language);
	return all.map((value) => ({
		value,
		label: label(value)
	})).sort((a, b) => collator.compare(a.label, b.label) || collator.compare(a.value, b.value));
}
// src/features/security/auditDiff.ts
var isPlainObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/**
* The values of an audit entry's `before` and `after`, side by side: objects are walked down to
* their leaves (arrays and other values compared whole), a missing side is `undefined`. A
* creation has only `after` (every row added), a deletion only `before`.
*/
function diffEntries(before, after, path = "") {
	if (isPlainObject(before) || isPlainObject(after)) {
		const b = isPlainObject(before) ? before : void 0;
		const a = isPlainObject(after) ? after : void 0;
		if (before != null && !b || after != null && !a) return [leaf(path, before, after)];
		return [.../* @__PURE__ */ new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].sort().flatMap((key) => diffEntries(b?.[key], a?.[key], path ? `${path}.${key}` : key));
	}
	return before === void 0 && after === void 0 && path === "" ? [] : [leaf(path, before, after)];
}
function leaf(path, before, after) {
	return {
		path,
		before,
		after,
		change: before === void 0 || before === null ? after === void 0 || after === null ? "unchanged" : "added" : after === void 0 || after === null ? "removed" : same(before, after) ? "unchanged" : "changed"
	};
}
/** A value as the diff shows it: text as is, anything else as JSON, nothing as an em dash. */
function formatValue(value) {
	if (value === void 0 || value === null) return "—";
	if (typeof value === "string") return value;
	return JSON.stringify(value);
}
// src/features/security/datePresets.ts
/** Spec §9 "Date range presets": 7, 30, 90 days and 1 year, by their number of days. */
var DATE_PRESETS = [
	"7",
	"30",
	"90",
	"365"
];
var isDatePreset = (value) => DATE_PRESETS.includes(value ?? "");
/**
* The audit logs' `date_from` for a preset: the day `days - 1` days before today (UTC), so "7
* days" is today and the 6 days before it, each whole (the API counts a bare date from the start of that day).
*/
function dateFrom(preset, now = /* @__PURE__ */ new Date()) {
	const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
	day.setUTCDate(day.getUTCDate() - (Number(preset) - 1));
	return day.toISOString().slice(0, 10);
}
// src/features/security/AuditLogsPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var FILTERS = [
	"actor",
	"action",
	"object_type",
	"period",
	"organization"
];
var CHANGE_PALETTE = {
	added: "green",
	removed: "red",
	changed: "orange",
	unchanged: "gray"
};
/** /security/audit-logs (read on security): who changed what, filtered, paged, each with its before and after. */
function AuditLogsPage() {
	const { t, i18n } = useTranslation();
	const f = useFormats();
	const words = useVocabulary();
	const api = useApi();
	const [shown, setShown] = (0, import_react.useState)(null);
	const list = useListState({
		filters: FILTERS,
		defaultOrdering: "-created_at"
	});
	const { filters } = list.state;
	const actor = /^\d{1,9}$/.test(filters.actor ?? "") ? Number(filters.actor) : void 0;
	const period = isDatePreset(filters.period) ? filters.period : void 0;
	const organizationId = /^\d{1,9}$/.test(filters.organization ?? "") ? Number(filters.organization) : void 0;
	const users = api.useQuery("get", "/api/users/", { params: { query: {
		page_size: 100,
		ordering: "email"
	} } });
	const choices = api.useQuery("get", "/api/security/audit-logs/choices/", { params: { query: { ...organizationId && { id_organization: organizationId } } } });
	const query = api.useQuery("get", "/api/security/audit-logs/", { params: { query: {
		...apiListQuery(list.state),
		...actor && { actor },
		...filters.action && { action: filters.action },
		...filters.object_type && { object_type: filters.object_type },
		...period && { date_from: dateFrom(period) },
		...organizationId && { id_organization: organizationId }
	} } }, { placeholderData: keepPreviousData });
	const columns = (0, import_react.useMemo)(() => [
		{
			id: "time",
			header: "security.audit.columns.time",
			sortField: "created_at",
			cell: (log) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				whiteSpace: "nowrap",
				children: f.dateTime(log.created_at)
			})
		},
		{
			id: "actor",
			header: "security.audit.columns.actor",
			sortField: "actor",
			cell: (log) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				dir: "ltr",
				children: log.actor_email ?? t("security.audit.system")
			})
		},
		{
			id: "action",
			header: "security.audit.columns.action",
			sortField: "action",
			cell: (log) => words.auditAction(log.action)
		},
		{
			id: "object",
			header: "security.audit.columns.object",
			sortField: "object_type",
			hideBelow: "md",
			cell: (log) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuditObject, { log })
		},
		{
			id: "ip",
			header: "security.audit.columns.ip",
			hideBelow: "lg",
			cell: (log) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				dir: "ltr",
				color: "fg.muted",
				children: log.ip ?? "—"
			})
		},
		{
			id: "changes",
			header: "security.audit.columns.changes",
			textAlign: "end",
			cell: (log) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "xs",
				variant: "outline",
				onClick: () => setShown(log),
				"aria-label": t("security.audit.viewChangesOf", {
					action: words.auditAction(log.action),
					time: f.dateTime(log.created_at)
				}),
				children: t("security.audit.viewChanges")
			})
		}
	], [
		t,
		f,
		words
	]);
	const organization = useOrganizationListing(columns, filters.organization ?? "", (value) => list.setFilter("organization", value));
	const actionFilter = filters.action ?? "";
	const typeFilter = filters.object_type ?? "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SecurityPage, {
		title: t("security.audit.title"),
		subtitle: t("security.audit.subtitle"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
			label: t("security.audit.tableLabel"),
			columns: organization.columns,
			rowKey: (log) => log.id,
			list,
			query,
			searchLabel: t("security.audit.search"),
			errorText: t("security.errors.loadAuditLogs"),
			emptyText: t("security.audit.empty"),
			filters: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				organization.filter,
				users.data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
					label: t("security.audit.columns.actor"),
					allLabel: t("security.audit.allActors"),
					value: actor ? String(actor) : "",
					options: users.data.results.map((u) => ({
						value: String(u.id),
						label: u.email
					})),
					onChange: (value) => list.setFilter("actor", value)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
					label: t("security.audit.columns.action"),
					allLabel: t("security.audit.allActions"),
					value: actionFilter,
					options: choiceOptions(choices.data?.actions ?? [], words.auditAction, actionFilter, i18n.language),
					onChange: (value) => list.setFilter("action", value)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
					label: t("security.audit.objectType"),
					allLabel: t("security.audit.allObjectTypes"),
					value: typeFilter,
					options: choiceOptions(choices.data?.object_types ?? [], words.objectType, typeFilter, i18n.language),
					onChange: (value) => list.setFilter("object_type", value)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
					label: t("security.audit.period"),
					allLabel: t("security.audit.allTime"),
					value: period ?? "",
					options: DATE_PRESETS.map((p) => ({
						value: p,
						label: t(`security.audit.presets.${p}`)
					})),
					onChange: (value) => list.setFilter("period", value)
				})
			] })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DiffDialog, {
			log: shown,
			onClose: () => setShown(null)
		})]
	});
}
/** An audit entry's before and after, value by value. */
function DiffDialog({ log, onClose }) {
	const { t } = useTranslation();
	const f = useFormats();
	const words = useVocabulary();
	const rows = log ? diffEntries(log.before, log.after) : [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogRoot, {
		open: !!log,
		onOpenChange: (e) => !e.open && onClose(),
		size: "lg",
		placement: "center",
		scrollBehavior: "inside",
		lazyMount: true,
		unmountOnExit: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Portal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBackdrop, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogPositioner, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogHeader, {
				flexDirection: "column",
				alignItems: "stretch",
				gap: "1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: t("security.audit.diffTitle") }), log && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, {
					color: "fg.muted",
					fontSize: "sm",
					children: [
						words.auditAction(log.action),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuditObject, {
							log,
							inline: true
						}, "object"),
						log.actor_email ?? t("security.audit.system"),
						f.dateTime(log.created_at)
					].map((part, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [index > 0 && " · ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("bdi", { children: part })] }, index))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBody, { children: rows.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.muted",
				children: t("security.audit.noChanges")
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableScrollArea, {
				borderWidth: "1px",
				rounded: "md",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRoot, {
					size: "sm",
					"aria-label": t("security.audit.diffTitle"),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
						bg: "bg.subtle",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
								scope: "col",
								children: t("security.audit.field")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
								scope: "col",
								children: t("security.audit.before")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
								scope: "col",
								children: t("security.audit.after")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
								scope: "col",
								children: t("security.audit.change")
							})
						]
					}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: rows.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, {
							size: "sm",
							dir: "ltr",
							children: row.path || "—"
						}) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Value, {
							value: row.before,
							struck: row.change === "changed" || row.change === "removed"
						}) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Value, { value: row.after }) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							colorPalette: CHANGE_PALETTE[row.change],
							variant: "subtle",
							children: t(`security.audit.changes.${row.change}`)
						}) })
					] }, row.path)) })]
				})
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogFooter, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogActionTrigger, {
				asChild: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					children: t("security.close")
				})
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogCloseTrigger, {
				asChild: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
					size: "sm",
					"aria-label": t("security.close")
				})
			})
		] }) })] })
	});
}
/**
* The object of an entry: by the name it had when the action was done, under its type; an
* entry older than the names by its type and id.
*/
function AuditObject({ log, inline = false }) {
	const { t } = useTranslation();
	const type = useVocabulary().objectType(log.object_type);
	if (!log.object_name) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		as: "span",
		children: log.object_id ? t("security.audit.objectWithId", {
			type,
			id: log.object_id
		}) : type
	});
	if (inline) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		as: "span",
		children: t("security.audit.objectNamed", {
			type,
			name: log.object_name
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "0",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			as: "span",
			fontWeight: "medium",
			children: log.object_name
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			as: "span",
			fontSize: "xs",
			color: "fg.muted",
			children: type
		})]
	});
}
function Value({ value, struck = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		as: "span",
		dir: "ltr",
		fontFamily: "mono",
		fontSize: "xs",
		wordBreak: "break-all",
		color: value === void 0 || value === null ? "fg.subtle" : void 0,
		textDecoration: struck ? "line-through" : void 0,
		children: formatValue(value)
	});
}
export { AuditLogsPage };

//# sourceMappingURL=AuditLogsPage-J5RfSKgP.js.map