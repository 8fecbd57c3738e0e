import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { R as launchDetailPath, ut as Box } from "../render.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Code } from "./code-BfabJGPC.js";
import { t as Flex } from "./flex-Bw08oIkl.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { n as SegmentGroupItems, r as SegmentGroupRoot, t as SegmentGroupIndicator } from "./segment-group-KA8MA6N-.js";
import { a as AlertTitle, i as AlertRoot, r as AlertIndicator } from "./alert-C01vb24l.js";
import { t as IconButton } from "./icon-button-B4lNTmt_.js";
import { t as Link } from "./link-hOxVZrXS.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { d as keepPreviousData } from "./utils-CmJOKuiF.js";
import { n as useQueryClient } from "./QueryClientProvider-DpXg9vUq.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { t as Plus } from "./plus-BK_pqN1k.js";
import { t as Trash } from "./trash-BNeb_V7H.js";
import { _ as useSearchParams, f as useLocation, m as useNavigate, t as Link$1 } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as LAUNCH_STATUSES } from "./launch-OaGJoAFL.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { t as ConfirmDialog } from "./ConfirmDialog-CdXh4IeH.js";
import { n as DataTable, t as useListState } from "./useListState-Divt4-HW.js";
import { t as FilterSelect } from "./FilterSelect-BqPgLEhN.js";
import { n as TimingBadge, t as LaunchStatusBadge } from "./LaunchBadges-ChkW-bYZ.js";
import { t as launchNoticeOf } from "./launchNotice-9RHvXVY3.js";
import { n as LAUNCHES_KEY, t as ANALYTICS_KEY } from "./queryKeys-CHsTaP2Y.js";
import { t as useLaunchText } from "./useLaunchText-pwT5v4As.js";
import { t as apiListQuery } from "./listQuery-MBe2Ag4L.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/calendar-clock.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "calendar-clock",
	size: 24,
	node: [
		["path", {
			d: "M16 14v2.2l1.6 1",
			key: "fo4ql5"
		}],
		["path", {
			d: "M16 2v3",
			key: "otl347"
		}],
		["path", {
			d: "M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338",
			key: "7hb8p4"
		}],
		["path", {
			d: "M3 9h5.859",
			key: "numkqi"
		}],
		["path", {
			d: "M8 2v3",
			key: "1ioesn"
		}],
		["circle", {
			cx: "16",
			cy: "16",
			r: "6",
			key: "qoo3c4"
		}]
	]
};
__iconData$1.node;
var CalendarClock = createLucideIcon(__iconData$1);
// ../../main/node_modules/lucide-react/dist/esm/icons/columns-3.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "columns-3",
	size: 24,
	node: [
		["rect", {
			width: "18",
			height: "18",
			x: "3",
			y: "3",
			rx: "2",
			key: "afitv7"
		}],
		["path", {
			d: "M9 3v18",
			key: "fh3hqa"
		}],
		["path", {
			d: "M15 3v18",
			key: "14nvp0"
		}]
	],
	aliases: ["panels-left-right"]
};
__iconData.node;
var Columns3 = createLucideIcon(__iconData);
// src/features/catalogue/launches/LaunchListPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var FILTERS = ["status", "product"];
/** The API's default ordering of GET /product-launches/. */
var DEFAULT_ORDERING = "planned_launch_date";
var VIEWS = [
	"list",
	"timeline",
	"kanban"
];
/** The list filters as the API takes them; malformed values from the URL are left out. */
function apiFilters({ status, product }) {
	return {
		...status && LAUNCH_STATUSES.includes(status) && { status },
		...product && /^\d{1,9}$/.test(product) && { product: Number(product) }
	};
}
/** /apps/product-management/product-launches (read on Product): the launches, as a list; timeline and kanban to come. */
function LaunchListPage() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const location = useLocation();
	const ability = useAppAbility();
	const text = useLaunchText();
	const queryClient = useQueryClient();
	const [params, setParams] = useSearchParams();
	const view = VIEWS.includes(params.get("view") ?? "") ? params.get("view") : "list";
	const list = useListState({
		filters: FILTERS,
		defaultOrdering: DEFAULT_ORDERING
	});
	const query = useApi().useQuery("get", "/api/product-launches/", { params: { query: {
		...apiListQuery(list.state),
		...apiFilters(list.state.filters)
	} } }, {
		placeholderData: keepPreviousData,
		enabled: view === "list"
	});
	const remove = useApi().useMutation("delete", "/api/product-launches/{id}/");
	const [deleting, setDeleting] = (0, import_react.useState)(null);
	const [notice, setNotice] = (0, import_react.useState)(() => launchNoticeOf(location.state));
	(0, import_react.useEffect)(() => {
		if (location.state) navigate(location.pathname + location.search, {
			replace: true,
			state: null
		});
	}, [location, navigate]);
	const canDelete = ability?.can("delete", "Product") ?? false;
	const columns = (0, import_react.useMemo)(() => [
		{
			id: "code",
			header: "launches.fields.code",
			sortField: "code",
			cell: (launch) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				asChild: true,
				fontWeight: "medium",
				focusRing: "outside",
				color: "fg",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
					to: launchDetailPath(launch.id),
					"aria-label": t("launches.list.open", { name: launch.name }),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, {
						size: "sm",
						dir: "ltr",
						children: launch.code
					})
				})
			})
		},
		{
			id: "name",
			header: "launches.fields.name",
			sortField: "name",
			cell: (launch) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				fontWeight: "medium",
				children: launch.name
			})
		},
		{
			id: "product",
			header: "launches.fields.product",
			hideBelow: "md",
			cell: (launch) => launch.product_name
		},
		{
			id: "status",
			header: "launches.fields.status",
			sortField: "status",
			cell: (launch) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LaunchStatusBadge, { status: launch.status })
		},
		{
			id: "planned",
			header: "launches.list.planned",
			sortField: "planned_launch_date",
			cell: (launch) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				whiteSpace: "nowrap",
				children: text.date(launch.planned_launch_date)
			})
		},
		{
			id: "timing",
			header: "launches.fields.timing",
			cell: (launch) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TimingBadge, { launch })
		},
		{
			id: "manager",
			header: "launches.fields.manager",
			hideBelow: "lg",
			cell: (launch) => launch.manager_name ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				color: "fg.muted",
				children: t("launches.none")
			})
		},
		...canDelete ? [{
			id: "actions",
			header: "launches.list.actions",
			textAlign: "end",
			cell: (launch) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				size: "xs",
				variant: "ghost",
				colorPalette: "red",
				"aria-label": t("launches.delete.label", { name: launch.name }),
				title: t("launches.delete.label", { name: launch.name }),
				onClick: () => setDeleting(launch),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {})
			})
		}] : []
	], [
		t,
		text,
		canDelete
	]);
	const setView = (next) => setParams((current) => {
		const out = new URLSearchParams(current);
		if (next === "list") out.delete("view");
		else out.set("view", next);
		return out;
	}, { replace: true });
	const product = apiFilters(list.state.filters).product;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		maxW: "7xl",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				gap: "4",
				wrap: "wrap",
				align: "flex-end",
				justify: "space-between",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
						as: "h1",
						size: "2xl",
						children: t("launches.list.title")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						color: "fg.muted",
						children: t("launches.list.subtitle")
					})]
				}), ability?.can("create", "Product") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					colorPalette: "primary",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
						to: product ? `/apps/product-management/product-launches/create?product=${product}` : "/apps/product-management/product-launches/create",
						"data-testid": "add-launch",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, { "aria-hidden": true }), t("launches.list.add")]
					})
				})]
			}),
			notice && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
				status: "success",
				role: "status",
				"data-testid": "launch-notice",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, {
					flex: "1",
					children: t(`launches.notices.${notice}`)
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SegmentGroupRoot, {
				size: "sm",
				alignSelf: "flex-start",
				value: view,
				onValueChange: (e) => e.value && setView(e.value),
				"aria-label": t("launches.views.label"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentGroupIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentGroupItems, { items: VIEWS.map((v) => ({
					value: v,
					label: t(`launches.views.${v}`)
				})) })]
			}),
			view === "list" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
				label: t("launches.list.tableLabel"),
				columns,
				rowKey: (launch) => launch.id,
				list,
				query,
				onRowClick: (launch) => navigate(launchDetailPath(launch.id)),
				searchLabel: t("launches.list.search"),
				emptyText: t("launches.list.empty"),
				errorText: t("launches.list.loadFailed"),
				filters: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
					label: t("launches.fields.status"),
					allLabel: t("launches.list.allStatuses"),
					value: list.state.filters.status ?? "",
					onChange: (value) => list.setFilter("status", value),
					options: LAUNCH_STATUSES.map((status) => ({
						value: status,
						label: text.status(status)
					}))
				})
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComingSoon, { view }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
				open: !!deleting,
				onOpenChange: (open) => !open && setDeleting(null),
				title: t("launches.delete.title"),
				body: t("launches.delete.body", { name: deleting?.name ?? "" }),
				confirmLabel: t("launches.delete.confirm"),
				destructive: true,
				onConfirm: async () => {
					try {
						await remove.mutateAsync({ params: { path: { id: deleting.id } } });
					} catch {
						throw { detail: t("launches.delete.failed") };
					}
					setNotice("deleted");
					await Promise.all([queryClient.invalidateQueries({ queryKey: LAUNCHES_KEY }), queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY })]);
				}
			})
		]
	});
}
/** The timeline and kanban views: the spec marks them coming soon. */
function ComingSoon({ view }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		as: "section",
		"aria-labelledby": "launch-coming-soon",
		align: "center",
		textAlign: "center",
		gap: "3",
		borderWidth: "1px",
		borderStyle: "dashed",
		rounded: "lg",
		py: "16",
		px: "6",
		bg: "bg",
		"data-testid": "coming-soon",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-hidden": true,
				color: "primary.fg",
				bg: "primary.subtle",
				rounded: "full",
				p: "3",
				display: "inline-flex",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(view === "timeline" ? CalendarClock : Columns3, { size: 28 })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				as: "h2",
				size: "lg",
				id: "launch-coming-soon",
				children: t(`launches.views.${view}Title`)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.muted",
				maxW: "md",
				children: t("launches.views.comingSoon")
			})
		]
	});
}
export { LaunchListPage };

//# sourceMappingURL=LaunchListPage-CGVahaOJ.js.map