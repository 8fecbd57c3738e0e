import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { V as productViewPath, ut as Box } from "../render.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as IconButton } from "./icon-button-B4lNTmt_.js";
import { t as Link } from "./link-hOxVZrXS.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { t as Spinner } from "./spinner-DpWqCLdu.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { d as keepPreviousData } from "./utils-CmJOKuiF.js";
import { n as useQueryClient } from "./QueryClientProvider-DpXg9vUq.js";
import { t as Check } from "./check-Bkw84dUP.js";
import { t as Trash } from "./trash-BNeb_V7H.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { t as Link$1 } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { i as REVIEW_STATUSES } from "./engagement-C8vqvS0J.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { t as ConfirmDialog } from "./ConfirmDialog-CdXh4IeH.js";
import { n as DataTable, t as useListState } from "./useListState-Divt4-HW.js";
import { t as FilterSelect } from "./FilterSelect-BqPgLEhN.js";
import { n as notify } from "./notify-D1W_bruy.js";
import { t as PageHeading } from "./PageHeading-Be-vr0dP.js";
import { a as moderationActions, d as statusSummary, i as excerpt, l as reviewFilters, n as REVIEW_FILTERS, t as RATINGS } from "./engagement-DYIea30m.js";
import { t as REVIEWS_KEY } from "./queryKeys-CQ3LVd9x.js";
import { n as ReviewStatusBadge, r as StarRating } from "./ReviewParts-CnG4_P50.js";
import { t as apiListQuery } from "./listQuery-MBe2Ag4L.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/x.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "x",
	size: 24,
	node: [["path", {
		d: "M18 6 6 18",
		key: "1bl5f8"
	}], ["path", {
		d: "m6 6 12 12",
		key: "d8bk6v"
	}]]
};
__iconData.node;
var X = createLucideIcon(__iconData);
// src/features/catalogue/engagement/ManageReviewPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var DEFAULT_ORDERING = "-created_at";
/**
* /apps/product-management/manage-review (read on Product): customer reviews to moderate, with
* counts per status, filters by status and rating, search, and Approve / Reject (update on
* Product) and Delete (delete on Product) where the ability allows them. A moderation shows at
* once and is undone, with a notice, if the server refuses it.
*/
function ManageReviewPage() {
	const { t, i18n } = useTranslation();
	const api = useApi();
	const ability = useAppAbility();
	const queryClient = useQueryClient();
	const list = useListState({
		filters: REVIEW_FILTERS,
		defaultOrdering: DEFAULT_ORDERING
	});
	const filters = reviewFilters(list.state.filters);
	const query = api.useQuery("get", "/api/product-reviews/", { params: { query: {
		...apiListQuery(list.state),
		...filters
	} } }, { placeholderData: keepPreviousData });
	const patch = api.useMutation("patch", "/api/product-reviews/{id}/");
	const remove = api.useMutation("delete", "/api/product-reviews/{id}/");
	const [deleting, setDeleting] = (0, import_react.useState)({
		review: null,
		open: false
	});
	const [moderating, setModerating] = (0, import_react.useState)(/* @__PURE__ */ new Set());
	const canModerate = ability?.can("update", "Product") ?? false;
	const canDelete = ability?.can("delete", "Product") ?? false;
	const dates = (0, import_react.useMemo)(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }), [i18n.language]);
	/** Approve or reject: shown at once in every list on screen, undone if the server refuses. */
	const moderate = async (review, status) => {
		await queryClient.cancelQueries({ queryKey: REVIEWS_KEY });
		const before = queryClient.getQueriesData({ queryKey: REVIEWS_KEY });
		queryClient.setQueriesData({ queryKey: REVIEWS_KEY }, (data) => data?.results ? {
			...data,
			results: data.results.map((r) => r.id === review.id ? {
				...r,
				status
			} : r)
		} : data);
		setModerating((current) => new Set(current).add(review.id));
		try {
			await patch.mutateAsync({
				params: { path: { id: review.id } },
				body: { status }
			});
			notify.success(t(status === "approved" ? "catalogueEngagement.reviews.approved" : "catalogueEngagement.reviews.rejected", { author: review.author_name }));
		} catch {
			for (const [key, data] of before) queryClient.setQueryData(key, data);
			notify.failure(t("catalogueEngagement.reviews.moderateFailed", { author: review.author_name }));
		} finally {
			setModerating((current) => {
				const next = new Set(current);
				next.delete(review.id);
				return next;
			});
			queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
		}
	};
	const columns = [
		{
			id: "product",
			header: "catalogueEngagement.reviews.columns.product",
			cell: (review) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				asChild: true,
				color: "primary.fg",
				fontWeight: "medium",
				focusRing: "outside",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
					to: productViewPath(review.product),
					children: review.product_name
				})
			})
		},
		{
			id: "author",
			header: "catalogueEngagement.reviews.columns.author",
			cell: (review) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "0",
				minW: "8rem",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontWeight: "medium",
					children: review.author_name
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "xs",
					color: "fg.muted",
					dir: "ltr",
					textAlign: "start",
					truncate: true,
					maxW: "14rem",
					children: review.author_email
				})]
			})
		},
		{
			id: "rating",
			header: "catalogueEngagement.reviews.columns.rating",
			sortField: "rating",
			cell: (review) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StarRating, { rating: review.rating })
		},
		{
			id: "review",
			header: "catalogueEngagement.reviews.columns.review",
			hideBelow: "md",
			cell: (review) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "0",
				minW: "12rem",
				maxW: "22rem",
				children: [review.title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontWeight: "medium",
					children: review.title
				}), review.comment && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "sm",
					color: "fg.muted",
					title: review.comment,
					children: excerpt(review.comment)
				})]
			})
		},
		{
			id: "status",
			header: "catalogueEngagement.reviews.columns.status",
			sortField: "status",
			cell: (review) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReviewStatusBadge, { status: review.status })
		},
		{
			id: "date",
			header: "catalogueEngagement.reviews.columns.date",
			sortField: "created_at",
			hideBelow: "lg",
			cell: (review) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				whiteSpace: "nowrap",
				children: dates.format(new Date(review.created_at))
			})
		},
		...canModerate || canDelete ? [{
			id: "actions",
			header: "catalogueEngagement.reviews.columns.actions",
			textAlign: "end",
			cell: (review) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "1",
				justify: "flex-end",
				children: [canModerate && moderationActions(review.status).map((next) => {
					const label = t(next === "approved" ? "catalogueEngagement.reviews.approve" : "catalogueEngagement.reviews.reject", { author: review.author_name });
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						"aria-label": label,
						title: label,
						size: "xs",
						variant: "ghost",
						colorPalette: next === "approved" ? "green" : "orange",
						disabled: moderating.has(review.id),
						onClick: () => void moderate(review, next),
						children: next === "approved" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {})
					}, next);
				}), canDelete && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					"aria-label": t("catalogueEngagement.reviews.delete", { author: review.author_name }),
					title: t("catalogueEngagement.reviews.delete", { author: review.author_name }),
					size: "xs",
					variant: "ghost",
					colorPalette: "red",
					onClick: () => setDeleting({
						review,
						open: true
					}),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {})
				})]
			})
		}] : []
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, {
				title: t("catalogueEngagement.reviews.title"),
				subtitle: t("catalogueEngagement.reviews.subtitle")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusSummary, {
				search: list.state.search,
				rating: filters.rating,
				current: filters.status,
				onChoose: (status) => list.setFilter("status", status ?? "")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
				label: t("catalogueEngagement.reviews.tableLabel"),
				columns,
				rowKey: (review) => review.id,
				list,
				query,
				searchLabel: t("catalogueEngagement.reviews.search"),
				emptyText: t("catalogueEngagement.reviews.empty"),
				errorText: t("catalogueEngagement.reviews.loadFailed"),
				filters: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: "3",
					align: "flex-end",
					wrap: "wrap",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
						label: t("catalogueEngagement.reviews.columns.status"),
						allLabel: t("catalogueEngagement.reviews.allStatuses"),
						value: list.state.filters.status ?? "",
						onChange: (value) => list.setFilter("status", value),
						options: REVIEW_STATUSES.map((status) => ({
							value: status,
							label: t(`catalogueEngagement.reviewStatus.${status}`)
						}))
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
						label: t("catalogueEngagement.reviews.columns.rating"),
						allLabel: t("catalogueEngagement.reviews.allRatings"),
						value: list.state.filters.rating ?? "",
						onChange: (value) => list.setFilter("rating", value),
						options: RATINGS.map((rating) => ({
							value: String(rating),
							label: t("catalogueEngagement.reviews.stars", { rating })
						}))
					})]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
				open: deleting.open,
				onOpenChange: (open) => setDeleting((current) => ({
					...current,
					open
				})),
				title: t("catalogueEngagement.reviews.deleteTitle"),
				body: t("catalogueEngagement.reviews.deleteBody", { author: deleting.review?.author_name ?? "" }),
				confirmLabel: t("catalogueEngagement.common.delete"),
				destructive: true,
				onConfirm: async () => {
					const review = deleting.review;
					try {
						await remove.mutateAsync({ params: { path: { id: review.id } } });
					} catch (error) {
						notify.failure(t("catalogueEngagement.reviews.deleteFailed"));
						throw error;
					}
					await queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
					notify.success(t("catalogueEngagement.reviews.deleted", { author: review.author_name }));
				}
			})
		]
	});
}
/**
* How many reviews are in each status (within the search and rating chosen): one count query per
* status. Each count is a button that shows only that status; pressed when it is the filter.
*/
function StatusSummary({ search, rating, current, onChoose }) {
	const { t, i18n } = useTranslation();
	const api = useApi();
	const number = new Intl.NumberFormat(i18n.language);
	const counts = {
		pending: useCount(api, "pending", search, rating),
		approved: useCount(api, "approved", search, rating),
		rejected: useCount(api, "rejected", search, rating)
	};
	const summary = statusSummary(REVIEW_STATUSES, counts);
	const items = [{
		status: void 0,
		label: t("catalogueEngagement.reviews.allStatuses"),
		count: summary.total
	}, ...summary.statuses.map((s) => ({
		status: s.status,
		label: t(`catalogueEngagement.reviewStatus.${s.status}`),
		count: s.count
	}))];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		as: "section",
		"aria-label": t("catalogueEngagement.reviews.summary"),
		"data-testid": "review-summary",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			as: "ul",
			listStyleType: "none",
			columns: {
				base: 2,
				md: 4
			},
			gap: "3",
			children: items.map((item) => {
				const pressed = item.status === current;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.button, {
					type: "button",
					width: "100%",
					textAlign: "start",
					borderWidth: "1px",
					rounded: "lg",
					px: "4",
					py: "3",
					bg: pressed ? "primary.subtle" : "bg",
					borderColor: pressed ? "primary.solid" : "border",
					focusVisibleRing: "outside",
					_hover: { bg: pressed ? "primary.subtle" : "bg.muted" },
					"aria-pressed": pressed,
					"data-status": item.status ?? "all",
					onClick: () => onChoose(item.status),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontSize: "sm",
						color: pressed ? "primary.fg" : "fg.muted",
						children: item.label
					}), item.count === void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						height: "9",
						display: "flex",
						alignItems: "center",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
							size: "sm",
							color: "fg.muted",
							"aria-label": t("catalogueEngagement.common.loading")
						})
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontSize: "2xl",
						fontWeight: "semibold",
						"data-testid": "summary-count",
						children: number.format(item.count)
					})]
				}) }, item.status ?? "all");
			})
		})
	});
}
function useCount(api, status, search, rating) {
	return api.useQuery("get", "/api/product-reviews/", { params: { query: {
		page: 1,
		page_size: 5,
		status,
		...search && { search },
		...rating !== void 0 && { rating }
	} } }).data?.count;
}
export { ManageReviewPage };

//# sourceMappingURL=ManageReviewPage-C7l-O_5v.js.map