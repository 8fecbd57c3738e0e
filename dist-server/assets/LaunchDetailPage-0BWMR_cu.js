import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Code } from "./code-BfabJGPC.js";
import { t as Flex } from "./flex-Bw08oIkl.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { a as AlertTitle, i as AlertRoot, r as AlertIndicator } from "./alert-C01vb24l.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Link } from "./link-hOxVZrXS.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { t as Spinner } from "./spinner-DpWqCLdu.js";
import { i as DataListRoot, n as DataListItemLabel, r as DataListItemValue, t as DataListItem } from "./data-list-B08ULfHA.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as Wrap } from "./wrap-Ypz9DG_o.js";
import { n as useQueryClient } from "./QueryClientProvider-DpXg9vUq.js";
import { a as TableRoot, i as TableHeader, n as TableCell, o as TableRow, r as TableColumnHeader, t as TableBody } from "./table-CCDj0owk.js";
import { t as Pencil } from "./pencil-CvMiUQW_.js";
import { t as Trash } from "./trash-BNeb_V7H.js";
import { f as useLocation, g as useParams, m as useNavigate, t as Link$1 } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as LoadFailed } from "./LoadFailed-mOh-pJsA.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { t as ConfirmDialog } from "./ConfirmDialog-CdXh4IeH.js";
import { t as SectionHeader } from "./SectionHeader-CNkljqbo.js";
import { N as LAUNCH_LIST_PATH, V as productViewPath, z as launchEditPath } from "../render.js";
import { n as TimingBadge, t as LaunchStatusBadge } from "./LaunchBadges-ChkW-bYZ.js";
import { t as launchNoticeOf } from "./launchNotice-9RHvXVY3.js";
import { n as isNotFound, t as LaunchNotFound } from "./LaunchNotFound-BOH6vrN2.js";
import { n as LAUNCHES_KEY, r as LAUNCH_KEY, t as ANALYTICS_KEY } from "./queryKeys-CHsTaP2Y.js";
import { t as useLaunchText } from "./useLaunchText-pwT5v4As.js";
import { t as BackLink } from "./BackLink-B74zbL2u.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/catalogue/launches/LaunchDetailPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** /apps/product-management/product-launches/:id (read on Product): a launch, its timing and team. */
function LaunchDetailPage() {
	const { t } = useTranslation();
	const id = Number(useParams().id);
	const valid = Number.isInteger(id) && id > 0 && id <= 2147483647;
	const query = useApi().useQuery("get", "/api/product-launches/{id}/", { params: { path: { id } } }, { enabled: valid });
	if (!valid || isNotFound(query.error)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LaunchNotFound, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		maxW: "7xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackLink, {
			to: LAUNCH_LIST_PATH,
			label: t("launches.view.back")
		}), query.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LaunchDetail, { launch: query.data }) : query.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadFailed, {
			message: t("launches.view.loadFailed"),
			onRetry: () => void query.refetch(),
			retrying: query.isFetching
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
			size: "md",
			color: "primary.fg",
			"aria-label": t("data.table.loading")
		})]
	});
}
function LaunchDetail({ launch }) {
	const { t } = useTranslation();
	const text = useLaunchText();
	const ability = useAppAbility();
	const navigate = useNavigate();
	const location = useLocation();
	const queryClient = useQueryClient();
	const remove = useApi().useMutation("delete", "/api/product-launches/{id}/");
	const [confirming, setConfirming] = (0, import_react.useState)(false);
	const [notice] = (0, import_react.useState)(() => launchNoticeOf(location.state));
	(0, import_react.useEffect)(() => {
		if (location.state) navigate(location.pathname + location.search, {
			replace: true,
			state: null
		});
	}, [location, navigate]);
	const none = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		as: "span",
		color: "fg.muted",
		children: t("launches.none")
	});
	const rows = [
		["launches.fields.code", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, {
			dir: "ltr",
			children: launch.code
		})],
		["launches.fields.product", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			asChild: true,
			colorPalette: "primary",
			focusRing: "outside",
			"data-testid": "launch-product-link",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
				to: productViewPath(launch.product),
				children: launch.product_name
			})
		})],
		["launches.fields.type", text.type(launch.launch_type)],
		["launches.fields.status", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LaunchStatusBadge, { status: launch.status })],
		["launches.fields.marketScope", text.scope(launch.market_scope)],
		["launches.fields.manager", launch.manager_name ?? none],
		["launches.fields.plannedLaunchDate", text.date(launch.planned_launch_date)],
		["launches.fields.actualLaunchDate", launch.actual_launch_date ? text.date(launch.actual_launch_date) : none],
		["launches.fields.timing", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TimingBadge, { launch })],
		["launches.fields.targetRevenue", launch.target_revenue === null ? none : text.money(launch.target_revenue)],
		["launches.fields.targetUnits", launch.target_units === null ? none : text.number(launch.target_units)]
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		children: [
			notice && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
				status: "success",
				role: "status",
				"data-testid": "launch-notice",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: t(`launches.notices.${notice}`) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				gap: "4",
				wrap: "wrap",
				align: "flex-start",
				justify: "space-between",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
						as: "h1",
						size: "2xl",
						children: launch.name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Wrap, {
						gap: "2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LaunchStatusBadge, { status: launch.status }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TimingBadge, { launch })]
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: "2",
					children: [ability?.can("update", "Product") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						variant: "outline",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
							to: launchEditPath(launch.id),
							"data-testid": "edit-launch",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, { "aria-hidden": true }), t("launches.view.edit")]
						})
					}), ability?.can("delete", "Product") && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						variant: "outline",
						colorPalette: "red",
						onClick: () => setConfirming(true),
						"data-testid": "delete-launch",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, { "aria-hidden": true }), t("launches.view.delete")]
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					lg: 3
				},
				gap: "4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					as: "section",
					gap: "4",
					borderWidth: "1px",
					rounded: "lg",
					p: "5",
					bg: "bg",
					gridColumn: { lg: "span 2" },
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
							title: t("launches.view.details"),
							subtitle: t("launches.view.detailsHint")
						}),
						launch.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							whiteSpace: "pre-line",
							children: launch.description
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListRoot, {
							orientation: "horizontal",
							size: "md",
							"data-testid": "launch-details",
							children: rows.map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, {
								minW: "11rem",
								children: t(label)
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: value })] }, label))
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					as: "section",
					gap: "4",
					borderWidth: "1px",
					rounded: "lg",
					p: "5",
					bg: "bg",
					alignSelf: "flex-start",
					w: "full",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
						title: t("launches.view.team"),
						subtitle: t("launches.view.teamHint")
					}), launch.team.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						color: "fg.muted",
						children: t("launches.view.noTeam")
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRoot, {
						size: "sm",
						"aria-label": t("launches.view.team"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
							scope: "col",
							children: t("launches.view.person")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
							scope: "col",
							children: t("launches.view.role")
						})] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: launch.team.map((member) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: member.name }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							variant: "subtle",
							children: text.role(member.role)
						}) })] }, member.user)) })]
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
				open: confirming,
				onOpenChange: setConfirming,
				title: t("launches.delete.title"),
				body: t("launches.delete.body", { name: launch.name }),
				confirmLabel: t("launches.delete.confirm"),
				destructive: true,
				onConfirm: async () => {
					try {
						await remove.mutateAsync({ params: { path: { id: launch.id } } });
					} catch {
						throw { detail: t("launches.delete.failed") };
					}
					await navigate(LAUNCH_LIST_PATH, { state: { notice: "deleted" } });
					await Promise.all([
						queryClient.invalidateQueries({ queryKey: LAUNCH_KEY }),
						queryClient.invalidateQueries({ queryKey: LAUNCHES_KEY }),
						queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY })
					]);
				}
			})
		]
	});
}
export { LaunchDetailPage };

//# sourceMappingURL=LaunchDetailPage-0BWMR_cu.js.map