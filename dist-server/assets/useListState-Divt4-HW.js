import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as Spinner } from "./spinner-DpWqCLdu.js";
import { t as IconButton } from "./icon-button-B4lNTmt_.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Flex } from "./flex-Bw08oIkl.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { n as Search, t as DebouncedInput } from "./DebouncedInput-CmKQqb9w.js";
import { n as NativeSelectIndicator, r as NativeSelectRoot, t as NativeSelectField } from "./native-select-BgIksthK.js";
import { a as TableRoot, c as useTableStyles, i as TableHeader, n as TableCell, o as TableRow, r as TableColumnHeader, s as TableScrollArea, t as TableBody } from "./table-CCDj0owk.js";
import { _ as useSearchParams } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { o as useStyleClasses, ut as Box } from "../render.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { r as PAGE_SIZES } from "./pagination-BhqLAp65.js";
import { a as sortDirection, c as writeListState, i as readListState, n as pageCount, o as toApiQuery, r as pageRange, s as toggleOrdering } from "./listQuery-MBe2Ag4L.js";
import { t as LoadFailed } from "./LoadFailed-mOh-pJsA.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/arrow-down.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "arrow-down",
	size: 24,
	node: [["path", {
		d: "M12 5v14",
		key: "s699le"
	}], ["path", {
		d: "m19 12-7 7-7-7",
		key: "1idqje"
	}]]
};
__iconData$6.node;
var ArrowDown = createLucideIcon(__iconData$6);
// ../../main/node_modules/lucide-react/dist/esm/icons/arrow-up-down.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "arrow-up-down",
	size: 24,
	node: [
		["path", {
			d: "m21 16-4 4-4-4",
			key: "f6ql7i"
		}],
		["path", {
			d: "M17 20V4",
			key: "1ejh1v"
		}],
		["path", {
			d: "m3 8 4-4 4 4",
			key: "11wl7u"
		}],
		["path", {
			d: "M7 4v16",
			key: "1glfcx"
		}]
	]
};
__iconData$5.node;
var ArrowUpDown = createLucideIcon(__iconData$5);
// ../../main/node_modules/lucide-react/dist/esm/icons/arrow-up.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "arrow-up",
	size: 24,
	node: [["path", {
		d: "m5 12 7-7 7 7",
		key: "hav0vg"
	}], ["path", {
		d: "M12 19V5",
		key: "x0mq9r"
	}]]
};
__iconData$4.node;
var ArrowUp = createLucideIcon(__iconData$4);
// ../../main/node_modules/lucide-react/dist/esm/icons/chevron-left.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "chevron-left",
	size: 24,
	node: [["path", {
		d: "m15 18-6-6 6-6",
		key: "1wnfg3"
	}]]
};
__iconData$3.node;
var ChevronLeft = createLucideIcon(__iconData$3);
// ../../main/node_modules/lucide-react/dist/esm/icons/chevron-right.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "chevron-right",
	size: 24,
	node: [["path", {
		d: "m9 18 6-6-6-6",
		key: "mthhwq"
	}]]
};
__iconData$2.node;
var ChevronRight = createLucideIcon(__iconData$2);
// ../../main/node_modules/lucide-react/dist/esm/icons/chevrons-left.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "chevrons-left",
	size: 24,
	node: [["path", {
		d: "m11 17-5-5 5-5",
		key: "13zhaf"
	}], ["path", {
		d: "m18 17-5-5 5-5",
		key: "h8a8et"
	}]]
};
__iconData$1.node;
var ChevronsLeft = createLucideIcon(__iconData$1);
// ../../main/node_modules/lucide-react/dist/esm/icons/chevrons-right.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "chevrons-right",
	size: 24,
	node: [["path", {
		d: "m6 17 5-5-5-5",
		key: "xnjwq"
	}], ["path", {
		d: "m13 17 5-5-5-5",
		key: "17xmmf"
	}]]
};
__iconData.node;
var ChevronsRight = createLucideIcon(__iconData);
// src/components/data/Pagination.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* Below a list: the page size, the range shown ("1–25 of 312") and the buttons to the first,
* previous, next and last pages, with "Page 2 of 13" between them.
*/
function Pagination({ list, pages, rangeText, estimated, disabled, format }) {
	const { t } = useTranslation();
	const sizeId = (0, import_react.useId)();
	const { page, pageSize } = list.state;
	const go = (to) => list.setPage(Math.min(Math.max(1, to), pages));
	const buttons = [
		{
			label: t("data.table.firstPage"),
			icon: ChevronsLeft,
			to: 1,
			off: page <= 1
		},
		{
			label: t("data.table.previousPage"),
			icon: ChevronLeft,
			to: page - 1,
			off: page <= 1
		},
		{
			label: t("data.table.nextPage"),
			icon: ChevronRight,
			to: page + 1,
			off: page >= pages
		},
		{
			label: t("data.table.lastPage"),
			icon: ChevronsRight,
			to: pages,
			off: page >= pages
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
		as: "nav",
		"aria-label": t("data.table.pagination"),
		gap: "4",
		wrap: "wrap",
		align: "center",
		justify: "space-between",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
			gap: "2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.label, {
				htmlFor: sizeId,
				fontSize: "sm",
				color: "fg.muted",
				whiteSpace: "nowrap",
				children: t("data.table.rowsPerPage")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, {
				size: "sm",
				width: "auto",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
					id: sizeId,
					value: pageSize,
					onChange: (e) => list.setPageSize(Number(e.target.value)),
					children: PAGE_SIZES.map((size) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: size,
						children: format(size)
					}, size))
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
			gap: "3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "sm",
				color: "fg.muted",
				"data-testid": "list-range",
				whiteSpace: "nowrap",
				children: rangeText
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "1",
				children: [
					buttons.slice(0, 2).map((b) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageButton, {
						...b,
						disabled: disabled || b.off,
						onClick: () => go(b.to)
					}, b.label)),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontSize: "sm",
						px: "2",
						whiteSpace: "nowrap",
						children: t(estimated ? "data.table.pageEstimate" : "data.table.page", {
							page: format(page),
							pages: format(pages)
						})
					}),
					buttons.slice(2).map((b) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageButton, {
						...b,
						disabled: disabled || b.off,
						onClick: () => go(b.to)
					}, b.label))
				]
			})]
		})]
	});
}
function PageButton({ label, icon: Icon, disabled, onClick }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		"aria-label": label,
		title: label,
		size: "sm",
		variant: "outline",
		disabled,
		onClick,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			as: "span",
			_rtl: { transform: "scaleX(-1)" },
			display: "inline-flex",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {})
		})
	});
}
// src/components/data/DataTable.tsx
/**
* A server-side list: one declaration of columns (header, cell, sort field), the page, page size,
* ordering, search and filters in the URL (`useListState`), the count as "1–25 of 312", and the
* loading, empty and error (with Retry) states. Sorting is a button in each sortable header with
* `aria-sort` on it; the result count is announced politely; the layout follows the reading
* direction (chevrons turn in right-to-left languages).
*/
function DataTable({ label, columns, rowKey, list, query, onRowClick, searchLabel, filters, emptyText, errorText, grid }) {
	const { t, i18n } = useTranslation();
	const number = (0, import_react.useMemo)(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
	const { data, isError, isFetching, refetch } = query;
	const { page, pageSize } = list.state;
	const count = data?.count ?? 0;
	const estimated = !!data?.count_is_estimate;
	const pages = pageCount(count, pageSize);
	const setPage = list.setPage;
	(0, import_react.useEffect)(() => {
		if (data && !isFetching && data.results.length === 0 && count > 0 && page > pages) setPage(pages, true);
	}, [
		data,
		isFetching,
		count,
		page,
		pages,
		setPage
	]);
	const onRowClickRef = (0, import_react.useRef)(onRowClick);
	(0, import_react.useLayoutEffect)(() => {
		onRowClickRef.current = onRowClick;
	});
	const rowClicked = (0, import_react.useCallback)((row) => onRowClickRef.current?.(row), []);
	const loading = !data && !isError;
	const { from, to } = pageRange(page, pageSize, count);
	const rangeText = t(estimated ? "data.table.rangeEstimate" : "data.table.range", {
		from: number.format(from),
		to: number.format(to),
		count: number.format(count)
	});
	const empty = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "3",
		align: "center",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			color: "fg.muted",
			children: list.narrowed ? t("data.table.emptyFiltered") : emptyText ?? t("data.table.empty")
		}), list.narrowed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			size: "sm",
			variant: "outline",
			onClick: list.clear,
			children: t("data.table.clearFilters")
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "4",
		children: [
			(searchLabel || filters) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				gap: "3",
				wrap: "wrap",
				align: "flex-end",
				children: [searchLabel && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DebouncedInput, {
					value: list.state.search,
					onCommit: list.setSearch,
					label: searchLabel,
					placeholder: searchLabel,
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
						size: 16,
						"aria-hidden": true
					})
				}), filters]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				srOnly: true,
				"aria-live": "polite",
				"aria-atomic": true,
				children: data && !isFetching && !isError ? t("data.table.results", { count: number.format(count) }) : ""
			}),
			isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadFailed, {
				message: errorText ?? t("data.table.loadFailed"),
				onRetry: () => void refetch(),
				retrying: isFetching
			}) : grid ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-label": label,
				role: "region",
				"aria-busy": isFetching,
				opacity: isFetching && data ? .6 : 1,
				children: loading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					py: "10",
					textAlign: "center",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
						size: "md",
						color: "primary.fg",
						"aria-label": t("data.table.loading")
					})
				}) : data.results.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					py: "10",
					borderWidth: "1px",
					rounded: "lg",
					bg: "bg",
					children: empty
				}) : grid(data.results)
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableScrollArea, {
				borderWidth: "1px",
				rounded: "lg",
				bg: "bg",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRoot, {
					size: "sm",
					"aria-label": label,
					"aria-busy": isFetching,
					interactive: !!onRowClick && !loading,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, {
						bg: "bg.subtle",
						children: columns.map((column) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeaderCell, {
							column,
							list
						}, column.id))
					}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, {
						opacity: isFetching && data ? .6 : 1,
						transition: "opacity 0.15s",
						children: loading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							colSpan: columns.length,
							py: "10",
							textAlign: "center",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
								size: "md",
								color: "primary.fg",
								"aria-label": t("data.table.loading")
							})
						}) }) : data.results.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							colSpan: columns.length,
							py: "10",
							textAlign: "center",
							children: empty
						}) }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRows, {
							rows: data.results,
							columns,
							rowKey,
							onRowClick: onRowClick ? rowClicked : void 0
						})
					})]
				})
			}),
			!isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pagination, {
				list,
				pages,
				rangeText: data ? rangeText : "",
				estimated,
				disabled: loading,
				format: (n) => number.format(n)
			})
		]
	});
}
/**
* The page's rows. They are most of the table's elements, so they are plain `<tr>`/`<td>` with
* the classes the table's `Row` and `Cell` would have (the table's recipe, each column's
* alignment, breakpoint and width), resolved once per table instead of once per cell; and they
* render again only when the rows or the columns change, not with the filters or the loading
* state around them.
*/
var TableRows = (0, import_react.memo)(function TableRows({ rows, columns, rowKey, onRowClick }) {
	const tableStyles = useTableStyles();
	const clickable = !!onRowClick;
	const styles = (0, import_react.useMemo)(() => {
		const record = { row: [tableStyles.row, clickable ? { cursor: "pointer" } : void 0] };
		for (const column of columns) {
			const { textAlign, hideBelow, width } = column;
			record[`cell:${column.id}`] = [tableStyles.cell, {
				textAlign,
				hideBelow,
				width
			}];
		}
		return record;
	}, [
		tableStyles,
		columns,
		clickable
	]);
	const classes = useStyleClasses(styles);
	const rowClass = `chakra-table__row ${classes.row}`;
	return rows.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("tr", {
		className: rowClass,
		onClick: onRowClick ? (event) => rowClick(event, () => onRowClick(row)) : void 0,
		children: columns.map((column) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
			className: `chakra-table__cell ${classes[`cell:${column.id}`]}`,
			children: column.cell(row)
		}, column.id))
	}, rowKey(row)));
});
/** A click on the row, unless it was on something interactive inside it (a link, a button). */
function rowClick(event, go) {
	if (event.target.closest("a, button, input, select, textarea, label, [role=\"button\"]")) return;
	if (window.getSelection()?.toString()) return;
	go();
}
function HeaderCell({ column, list }) {
	const { t } = useTranslation();
	const text = t(column.header);
	const common = {
		textAlign: column.textAlign,
		hideBelow: column.hideBelow,
		width: column.width
	};
	if (!column.sortField) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
		...common,
		scope: "col",
		children: text
	});
	const direction = sortDirection(list.state.ordering, column.sortField, list.defaultOrdering);
	const Icon = direction === "ascending" ? ArrowUp : direction === "descending" ? ArrowDown : ArrowUpDown;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
		...common,
		scope: "col",
		"aria-sort": direction === "none" ? void 0 : direction,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.button, {
			type: "button",
			display: "inline-flex",
			alignItems: "center",
			gap: "1.5",
			fontWeight: "inherit",
			rounded: "sm",
			focusVisibleRing: "outside",
			_hover: { color: "fg" },
			onClick: () => list.toggleSort(column.sortField),
			children: [text, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				as: "span",
				"aria-hidden": true,
				color: direction === "none" ? "fg.subtle" : "primary.fg",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { size: 14 })
			})]
		})
	});
}
// src/components/data/useListState.ts
/**
* A list's page, page size, ordering, search and filters, kept in the URL's query string: the
* back and forward buttons walk through them, a reload or a shared link shows the same rows.
* Every change is a history entry; the search box commits after a pause in typing (debounced
* in `DataTable`), so a search is one entry, not one per keystroke.
*/
function useListState(options = {}) {
	const [params, setParams] = useSearchParams();
	const { prefix, defaultPageSize, defaultOrdering = "" } = options;
	const filterKey = (options.filters ?? []).join(",");
	const opts = (0, import_react.useMemo)(() => ({
		prefix,
		defaultPageSize,
		defaultOrdering,
		filters: filterKey ? filterKey.split(",") : []
	}), [
		prefix,
		defaultPageSize,
		defaultOrdering,
		filterKey
	]);
	const state = (0, import_react.useMemo)(() => readListState(params, opts), [params, opts]);
	const latest = (0, import_react.useRef)(params);
	(0, import_react.useLayoutEffect)(() => {
		latest.current = params;
	}, [params]);
	const change = (0, import_react.useCallback)((patch, replace = false) => {
		latest.current = writeListState(latest.current, patch, opts);
		setParams(latest.current, { replace });
	}, [setParams, opts]);
	return (0, import_react.useMemo)(() => ({
		state,
		query: toApiQuery(state),
		defaultOrdering,
		setPage: (page, replace) => change({ page }, replace),
		setPageSize: (pageSize) => change({ pageSize }),
		toggleSort: (field) => change({ ordering: toggleOrdering(state.ordering, field, defaultOrdering) }),
		setSearch: (search) => change({ search }),
		setFilter: (name, value) => change({ filters: { [name]: value } }),
		clear: () => change({
			search: "",
			filters: Object.fromEntries(opts.filters.map((f) => [f, ""]))
		}),
		narrowed: !!state.search || Object.keys(state.filters).length > 0
	}), [
		state,
		change,
		defaultOrdering,
		opts
	]);
}
export { DataTable as n, useListState as t };

//# sourceMappingURL=useListState-Divt4-HW.js.map