import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { R as launchDetailPath, ut as Box } from "../render.js";
import { t as Code } from "./code-BfabJGPC.js";
import { t as Flex } from "./flex-Bw08oIkl.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Link } from "./link-hOxVZrXS.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { t as Spinner } from "./spinner-DpWqCLdu.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as ArrowRight } from "./arrow-right-BiMj5BsU.js";
import { a as TableRoot, i as TableHeader, n as TableCell, o as TableRow, r as TableColumnHeader, s as TableScrollArea, t as TableBody } from "./table-CCDj0owk.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { t as Package } from "./package-xxzjsDMZ.js";
import { t as Link$1 } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as LoadFailed } from "./LoadFailed-mOh-pJsA.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { t as useOrganizationLabel } from "./organizationLabel-CszNSqeZ.js";
import { t as useOrganizations } from "./organizations-DZO6FPIX.js";
import { n as useChosenOrganization, t as OrganizationScope } from "./OrganizationFilter-DmbEKtoc.js";
import { n as barPercent, t as BarList } from "./BarList-CwsegInm.js";
import { n as TimingBadge, t as LaunchStatusBadge } from "./LaunchBadges-ChkW-bYZ.js";
import { t as useLaunchText } from "./useLaunchText-pwT5v4As.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/boxes.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "boxes",
	size: 24,
	node: [
		["path", {
			d: "M2.97 12.92A2 2 0 0 0 2 14.63v3.24a2 2 0 0 0 .97 1.71l3 1.8a2 2 0 0 0 2.06 0L12 19v-5.5l-5-3-4.03 2.42Z",
			key: "lc1i9w"
		}],
		["path", {
			d: "m7 16.5-4.74-2.85",
			key: "1o9zyk"
		}],
		["path", {
			d: "m7 16.5 5-3",
			key: "va8pkn"
		}],
		["path", {
			d: "M7 16.5v5.17",
			key: "jnp8gn"
		}],
		["path", {
			d: "M12 13.5V19l3.97 2.38a2 2 0 0 0 2.06 0l3-1.8a2 2 0 0 0 .97-1.71v-3.24a2 2 0 0 0-.97-1.71L17 10.5l-5 3Z",
			key: "8zsnat"
		}],
		["path", {
			d: "m17 16.5-5-3",
			key: "8arw3v"
		}],
		["path", {
			d: "m17 16.5 4.74-2.85",
			key: "8rfmw"
		}],
		["path", {
			d: "M17 16.5v5.17",
			key: "k6z78m"
		}],
		["path", {
			d: "M7.97 4.42A2 2 0 0 0 7 6.13v4.37l5 3 5-3V6.13a2 2 0 0 0-.97-1.71l-3-1.8a2 2 0 0 0-2.06 0l-3 1.8Z",
			key: "1xygjf"
		}],
		["path", {
			d: "M12 8 7.26 5.15",
			key: "1vbdud"
		}],
		["path", {
			d: "m12 8 4.74-2.85",
			key: "3rx089"
		}],
		["path", {
			d: "M12 13.5V8",
			key: "1io7kd"
		}]
	]
};
__iconData$5.node;
var Boxes = createLucideIcon(__iconData$5);
// ../../main/node_modules/lucide-react/dist/esm/icons/circle-slash.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "circle-slash",
	size: 24,
	node: [["circle", {
		cx: "12",
		cy: "12",
		r: "10",
		key: "1mglay"
	}], ["line", {
		x1: "9",
		x2: "15",
		y1: "15",
		y2: "9",
		key: "1dfufj"
	}]]
};
__iconData$4.node;
var CircleSlash = createLucideIcon(__iconData$4);
// ../../main/node_modules/lucide-react/dist/esm/icons/coins.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "coins",
	size: 24,
	node: [
		["path", {
			d: "M13.744 17.736a6 6 0 1 1-7.48-7.48",
			key: "bq4yh3"
		}],
		["path", {
			d: "M15 6h1v4",
			key: "11y1tn"
		}],
		["path", {
			d: "m6.134 14.768.866-.5 2 3.464",
			key: "17snzx"
		}],
		["circle", {
			cx: "16",
			cy: "8",
			r: "6",
			key: "14bfc9"
		}]
	]
};
__iconData$3.node;
var Coins = createLucideIcon(__iconData$3);
// ../../main/node_modules/lucide-react/dist/esm/icons/package-minus.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "package-minus",
	size: 24,
	node: [
		["path", {
			d: "M12 22V12",
			key: "d0xqtd"
		}],
		["path", {
			d: "M16 17h6",
			key: "1ook5g"
		}],
		["path", {
			d: "M21 13V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.729l7 4a2 2 0 0 0 2 .001l1.675-.955",
			key: "zu9avd"
		}],
		["path", {
			d: "M3.29 7 12 12l8.71-5",
			key: "19ckod"
		}],
		["path", {
			d: "m7.5 4.27 8.997 5.148",
			key: "9yrvtv"
		}]
	]
};
__iconData$2.node;
var PackageMinus = createLucideIcon(__iconData$2);
// ../../main/node_modules/lucide-react/dist/esm/icons/rocket.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "rocket",
	size: 24,
	node: [
		["path", {
			d: "M12 15v5s3.03-.55 4-2c1.08-1.62 0-5 0-5",
			key: "qeys4"
		}],
		["path", {
			d: "M4.5 16.5c-1.5 1.26-2 5-2 5s3.74-.5 5-2c.71-.84.7-2.13-.09-2.91a2.18 2.18 0 0 0-2.91-.09",
			key: "u4xsad"
		}],
		["path", {
			d: "M9 12a22 22 0 0 1 2-3.95A12.88 12.88 0 0 1 22 2c0 2.72-.78 7.5-6 11a22.4 22.4 0 0 1-4 2z",
			key: "676m9"
		}],
		["path", {
			d: "M9 12H4s.55-3.03 2-4c1.62-1.08 5 .05 5 .05",
			key: "92ym6u"
		}]
	]
};
__iconData$1.node;
var Rocket = createLucideIcon(__iconData$1);
// ../../main/node_modules/lucide-react/dist/esm/icons/tags.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "tags",
	size: 24,
	node: [
		["path", {
			d: "M13.172 2a2 2 0 0 1 1.414.586l6.71 6.71a2.4 2.4 0 0 1 0 3.408l-4.592 4.592a2.4 2.4 0 0 1-3.408 0l-6.71-6.71A2 2 0 0 1 6 9.172V3a1 1 0 0 1 1-1z",
			key: "16rjxf"
		}],
		["path", {
			d: "M2 7v6.172a2 2 0 0 0 .586 1.414l6.71 6.71a2.4 2.4 0 0 0 3.191.193",
			key: "178nd4"
		}],
		["circle", {
			cx: "10.5",
			cy: "6.5",
			r: ".5",
			fill: "currentColor",
			key: "12ikhr"
		}]
	]
};
__iconData.node;
var Tags = createLucideIcon(__iconData);
// src/features/catalogue/analytics/transitions.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The status transition flow (spec §4) as rows to read: most frequent first, then by the
* statuses' names, each with its share of all transitions.
*/
function flowRows(transitions) {
	const total = transitions.reduce((sum, t) => sum + t.count, 0);
	return transitions.filter((t) => t.count > 0).map((t) => ({
		key: `${t.from?.id ?? "new"}-${t.to.id}`,
		from: t.from?.name ?? null,
		to: t.to.name,
		organization: t.id_organization,
		count: t.count,
		share: total ? Math.round(t.count / total * 100) : 0
	})).sort((a, b) => b.count - a.count || (a.from ?? "").localeCompare(b.from ?? "") || a.to.localeCompare(b.to));
}
// src/features/catalogue/analytics/AnalyticsPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* /apps/product-management/analytics (read on Analytics): the catalogue in numbers and charts,
* from the API. Whoever reads several organisations sees them combined (each status, type, brand
* and category naming its organisation) or chooses one.
*/
function AnalyticsPage() {
	const { t } = useTranslation();
	const organizations = useOrganizations();
	const { chosen, choose } = useChosenOrganization(organizations);
	const { data, isError, isFetching, refetch } = useApi().useQuery("get", "/api/products/analytics/", { params: { query: chosen === void 0 ? {} : { organization: chosen } } });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		maxW: "7xl",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					as: "h1",
					size: "2xl",
					children: t("launches.analytics.title")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					color: "fg.muted",
					children: t("launches.analytics.subtitle")
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrganizationScope, {
				organizations,
				chosen,
				onChange: choose
			}),
			isError && !data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadFailed, {
				message: t("launches.analytics.loadFailed"),
				onRetry: () => void refetch(),
				retrying: isFetching,
				testId: "analytics-error"
			}) : !data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
				size: "md",
				color: "primary.fg",
				"aria-label": t("data.table.loading")
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AnalyticsContent, {
				data,
				combined: organizations.several && chosen === void 0
			})
		]
	});
}
/** `combined`: the figures of several organisations, whose rows say which they belong to. */
function AnalyticsContent({ data, combined }) {
	const { t } = useTranslation();
	const organizationLabel = useOrganizationLabel();
	const ofOrganization = (id) => combined ? organizationLabel(id) : void 0;
	const text = useLaunchText();
	const { totals } = data;
	const stats = [
		{
			id: "products",
			label: "launches.analytics.products",
			value: text.number(totals.products),
			raw: totals.products,
			icon: Package,
			palette: "blue"
		},
		{
			id: "stock_units",
			label: "launches.analytics.stockUnits",
			value: text.number(totals.stock_units),
			raw: totals.stock_units,
			icon: Boxes,
			palette: "cyan"
		},
		{
			id: "stock_value",
			label: "launches.analytics.stockValue",
			value: text.amounts(totals.values.map((v) => ({
				currency: v.currency,
				amount: v.stock_value
			}))),
			raw: totals.values.map((v) => `${v.currency} ${v.stock_value}`).join("; "),
			icon: Coins,
			palette: "purple"
		},
		{
			id: "retail_value",
			label: "launches.analytics.retailValue",
			value: text.amounts(totals.values.map((v) => ({
				currency: v.currency,
				amount: v.retail_value
			}))),
			raw: totals.values.map((v) => `${v.currency} ${v.retail_value}`).join("; "),
			icon: Tags,
			palette: "teal"
		},
		{
			id: "launches",
			label: "launches.analytics.launches",
			value: text.number(totals.launches),
			raw: totals.launches,
			icon: Rocket,
			palette: "orange"
		},
		{
			id: "not_sellable",
			label: "launches.analytics.notSellable",
			value: text.number(totals.not_sellable),
			raw: totals.not_sellable,
			icon: CircleSlash,
			palette: "red"
		},
		{
			id: "low_stock",
			label: "launches.analytics.lowStock",
			values: { threshold: text.number(totals.low_stock_threshold) },
			value: text.number(totals.low_stock),
			raw: totals.low_stock,
			icon: PackageMinus,
			palette: "yellow"
		}
	];
	const named = (rows) => rows.map((r) => ({
		key: r.id,
		name: r.name,
		value: r.count,
		detail: ofOrganization(r.id_organization)
	}));
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
				"aria-label": t("launches.analytics.totals"),
				children: stats.map(({ id, label, values, value, raw, icon: Icon, palette }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					as: "li",
					borderWidth: "1px",
					rounded: "lg",
					p: "4",
					bg: "bg",
					"data-testid": `total-${id}`,
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
							minW: "0",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								fontSize: "2xl",
								fontWeight: "semibold",
								lineHeight: "short",
								"data-value": raw,
								children: value
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								fontSize: "sm",
								color: "fg.muted",
								children: t(label, values)
							})]
						})]
					})
				}, id))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					lg: 2
				},
				gap: "4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
						title: t("launches.analytics.byStatus"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BarList, {
							label: t("launches.analytics.byStatus"),
							items: named(data.by_status),
							emptyText: t("launches.analytics.none"),
							palette: "primary",
							testId: "chart-status"
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
						title: t("launches.analytics.byType"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BarList, {
							label: t("launches.analytics.byType"),
							items: named(data.by_type),
							emptyText: t("launches.analytics.none"),
							palette: "cyan",
							testId: "chart-type"
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
						title: t("launches.analytics.byBrand"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BarList, {
							label: t("launches.analytics.byBrand"),
							items: named(data.by_brand),
							emptyText: t("launches.analytics.none"),
							palette: "purple",
							testId: "chart-brand"
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
						title: t("launches.analytics.byCategory"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BarList, {
							label: t("launches.analytics.byCategory"),
							items: named(data.by_category),
							emptyText: t("launches.analytics.none"),
							palette: "teal",
							testId: "chart-category"
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
						title: t("launches.analytics.launchesByStatus"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BarList, {
							label: t("launches.analytics.launchesByStatus"),
							items: data.launches_by_status.map((r) => ({
								key: r.status,
								name: text.status(r.status),
								value: r.count
							})),
							emptyText: t("launches.analytics.none"),
							palette: "orange",
							testId: "chart-launch-status"
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
						title: t("launches.analytics.transitions"),
						subtitle: t("launches.analytics.transitionsHint"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransitionFlow, {
							transitions: data.status_transitions,
							organizationOf: ofOrganization
						})
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Panel, {
				title: t("launches.analytics.upcoming"),
				subtitle: t("launches.analytics.upcomingHint"),
				children: data.upcoming_launches.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					color: "fg.muted",
					children: t("launches.analytics.noUpcoming")
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableScrollArea, {
					tabIndex: 0,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRoot, {
						size: "sm",
						"aria-label": t("launches.analytics.upcoming"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
								scope: "col",
								children: t("launches.fields.code")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
								scope: "col",
								children: t("launches.fields.name")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
								scope: "col",
								children: t("launches.fields.product")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
								scope: "col",
								children: t("launches.fields.status")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
								scope: "col",
								children: t("launches.fields.plannedLaunchDate")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
								scope: "col",
								children: t("launches.fields.timing")
							})
						] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: data.upcoming_launches.map((launch) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								asChild: true,
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
							}) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: launch.name }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: launch.product_name }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LaunchStatusBadge, { status: launch.status }) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								whiteSpace: "nowrap",
								children: text.date(launch.planned_launch_date)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TimingBadge, { launch: {
								...launch,
								actual_launch_date: null,
								status: launch.status
							} }) })
						] }, launch.id)) })]
					})
				})
			})
		]
	});
}
/**
* The status transition flow (spec §4): one row per "from → to" with how often products moved
* that way, a bar for its frequency and its share of all moves. A product created in a status
* comes "from" New.
*/
function TransitionFlow({ transitions, organizationOf }) {
	const { t } = useTranslation();
	const text = useLaunchText();
	const rows = (0, import_react.useMemo)(() => flowRows(transitions), [transitions]);
	if (rows.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		color: "fg.muted",
		children: t("launches.analytics.noTransitions")
	});
	const max = Math.max(...rows.map((r) => r.count));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
		as: "ol",
		listStyleType: "none",
		gap: "3",
		"aria-label": t("launches.analytics.transitions"),
		"data-testid": "transition-flow",
		children: rows.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			as: "li",
			"data-testid": "transition",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				gap: "2",
				align: "center",
				wrap: "wrap",
				fontSize: "sm",
				mb: "1",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						variant: row.from ? "subtle" : "outline",
						colorPalette: row.from ? "gray" : "primary",
						children: row.from ?? t("launches.analytics.created")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						as: "span",
						"aria-hidden": true,
						color: "fg.muted",
						display: "inline-flex",
						_rtl: { transform: "scaleX(-1)" },
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowRight, { size: 16 })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						as: "span",
						srOnly: true,
						children: t("launches.analytics.to")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						variant: "subtle",
						colorPalette: "primary",
						children: row.to
					}),
					organizationOf(row.organization) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						as: "span",
						color: "fg.muted",
						children: organizationOf(row.organization)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						as: "span",
						ms: "auto",
						fontWeight: "medium",
						"data-value": row.count,
						children: t("launches.analytics.moves", {
							count: row.count,
							n: text.number(row.count)
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						as: "span",
						color: "fg.muted",
						minW: "3.5rem",
						textAlign: "end",
						children: text.percent(row.share)
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-hidden": true,
				h: "2",
				rounded: "full",
				bg: "bg.muted",
				overflow: "hidden",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					h: "full",
					rounded: "full",
					bg: "primary.solid",
					width: `${barPercent(row.count, max)}%`
				})
			})]
		}, row.key))
	});
}
function Panel({ title, subtitle, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		as: "section",
		gap: "4",
		borderWidth: "1px",
		rounded: "lg",
		p: "5",
		bg: "bg",
		minW: "0",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "1",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				as: "h2",
				size: "md",
				children: title
			}), subtitle && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.muted",
				fontSize: "sm",
				children: subtitle
			})]
		}), children]
	});
}
export { AnalyticsPage };

//# sourceMappingURL=AnalyticsPage-CxK3uTmb.js.map