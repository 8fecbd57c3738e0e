import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Flex } from "./flex-Bw08oIkl.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Spinner } from "./spinner-DpWqCLdu.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { i as DataListRoot, n as DataListItemLabel, r as DataListItemValue, t as DataListItem } from "./data-list-B08ULfHA.js";
import { t as Wrap } from "./wrap-Ypz9DG_o.js";
import { c as s } from "./utils-C7xfzvt1-aSEJkLkZ.js";
import { n as useQueryClient } from "./QueryClientProvider-DpXg9vUq.js";
import { t as Pencil } from "./pencil-CvMiUQW_.js";
import { a as TableRoot, i as TableHeader, n as TableCell, o as TableRow, r as TableColumnHeader, s as TableScrollArea, t as TableBody } from "./table-CCDj0owk.js";
import { t as Trash } from "./trash-BNeb_V7H.js";
import { m as useNavigate, t as Link } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { i as useApiClient, r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { t as ConfirmDialog } from "./ConfirmDialog-CdXh4IeH.js";
import { i as Notice, n as PRODUCTS_KEY, r as PRODUCT_KEY } from "./queryKeys-1qc3rbTB.js";
import { t as TabbedPage } from "./TabbedPage-CpSlBlj-.js";
import { B as productEditPath, I as PRODUCT_LIST_PATH, R as launchDetailPath, V as productViewPath } from "../render.js";
import { t as BackLink } from "./BackLink-B74zbL2u.js";
import { n as SaleBadge, t as PriorityBadge } from "./ProductBadges-5xT4Qdf5.js";
import { a as useProductId, i as useProductDetail } from "./productDetail-CvIq9C_R.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { t as SectionHeader } from "./SectionHeader-CNkljqbo.js";
import { a as launchTimingText, i as launchCounts, t as useProductFormat, u as stockValue } from "./productText-DHPUdmiI.js";
import { t as Nothing } from "./Nothing-oPRqT6SD.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as Link$1 } from "./link-hOxVZrXS.js";
import { r as localDate } from "./useMoney-CK3qqOcl.js";
import { t as failureReasons } from "./serverErrors-VdG0gpH0.js";
import { t as useCatalogueMessage } from "./catalogueMessages-BSnCCs2Q.js";
import { n as ImageGallery, t as uploadProductImage } from "./uploadImage-BsxmFLtC.js";
// src/features/catalogue/products/view/Facts.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A product's values as label and value rows; an empty value reads as none. */
function Facts({ rows, testId }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListRoot, {
		orientation: "horizontal",
		gap: "3",
		"data-testid": testId,
		children: rows.map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, {
			minW: "12rem",
			children: t(label)
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: value ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Nothing, {}) })] }, label))
	});
}
/** An empty text is no value. */
var text = (value) => value ? value : null;
// src/features/catalogue/products/view/DetailsTab.tsx
/** The product's general and commercial facts. */
function DetailsTab({ product }) {
	const { t } = useTranslation();
	const format = useProductFormat();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
		columns: {
			base: 1,
			lg: 2
		},
		gap: "8",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "4",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
				title: t("products.view.general"),
				subtitle: t("products.view.generalHint")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Facts, {
				testId: "product-details",
				rows: [
					["products.fields.code", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						dir: "ltr",
						children: product.code
					})],
					["products.fields.sku", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						dir: "ltr",
						children: product.sku
					})],
					["products.fields.name", product.name],
					["products.fields.description", text(product.description)],
					["products.fields.status", product.status_detail.name],
					["products.fields.productType", product.product_type_detail.name],
					["products.fields.brand", product.brand_detail.name],
					["products.fields.categories", text(product.category_details.map((c) => c.name).join(", "))],
					["products.fields.priority", format.priority(product.priority)],
					["products.fields.owner", text(product.owner_name)]
				]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "4",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
				title: t("products.view.commercial"),
				subtitle: t("products.view.commercialHint")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Facts, { rows: [
				["products.fields.startDate", text(product.start_date) && format.day(product.start_date)],
				["products.fields.endDate", text(product.end_date) && format.day(product.end_date)],
				["products.fields.duration", product.duration_days === null ? null : t("products.format.days", { count: product.duration_days })],
				["products.fields.costBasis", format.money(product.cost_basis)],
				["products.fields.price", product.suggested_retail_price === null ? null : format.money(product.suggested_retail_price)],
				["products.fields.margin", product.profit_margin === null ? null : format.percent(product.profit_margin)],
				["products.fields.slug", text(product.slug) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					dir: "ltr",
					children: product.slug
				})],
				["products.fields.metaTitle", text(product.meta_title)],
				["products.fields.metaDescription", text(product.meta_description)],
				["products.fields.internalCode", text(product.internal_code)],
				["products.fields.regulatory", text(product.regulatory_information)],
				["products.fields.updatedAt", format.dateTime(product.updated_at)]
			] })]
		})]
	});
}
// src/features/catalogue/products/view/LaunchesTab.tsx
/** The product's launches, by planned date, each linking to its page. */
function LaunchesTab({ query }) {
	const { t } = useTranslation();
	const format = useProductFormat();
	const today = localDate();
	if (query.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
		status: "error",
		text: t("products.launches.loadFailed"),
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			size: "sm",
			variant: "outline",
			onClick: () => void query.refetch(),
			loading: query.isFetching,
			children: t("products.actions.retry")
		})
	});
	if (!query.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
		size: "md",
		color: "primary.fg",
		"aria-label": t("products.loading")
	});
	const launches = query.data.results;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
			title: t("products.launches.title"),
			subtitle: t("products.launches.subtitle")
		}), launches.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			color: "fg.muted",
			children: t("products.launches.none")
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableScrollArea, {
			borderWidth: "1px",
			rounded: "lg",
			bg: "bg",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRoot, {
				size: "sm",
				"aria-label": t("products.launches.title"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
					bg: "bg.subtle",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
							scope: "col",
							children: t("products.launches.name")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
							scope: "col",
							children: t("products.launches.status")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
							scope: "col",
							children: t("products.launches.planned")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
							scope: "col",
							children: t("products.launches.timing")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
							scope: "col",
							hideBelow: "md",
							children: t("products.launches.manager")
						})
					]
				}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: launches.map((launch) => {
					const timing = launchTimingText(launch, today);
					const palette = timing.timing.kind === "overdue" ? "red" : timing.timing.kind === "today" ? "orange" : timing.timing.kind === "launched" ? "green" : "blue";
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							gap: "0",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
								asChild: true,
								fontWeight: "medium",
								color: "fg",
								focusRing: "outside",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
									to: launchDetailPath(launch.id),
									children: launch.name
								})
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								fontSize: "xs",
								color: "fg.muted",
								fontFamily: "mono",
								dir: "ltr",
								textAlign: "start",
								children: launch.code
							})]
						}) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: t(`products.launchStatus.${launch.status}`) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: format.day(launch.planned_launch_date) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							variant: "subtle",
							colorPalette: palette,
							"data-testid": "launch-timing",
							children: t(timing.key, timing.timing.kind === "launched" ? { date: format.day(timing.timing.date) } : {
								...timing.values,
								days: format.number(Number(timing.values.days ?? 0))
							})
						}) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							hideBelow: "md",
							children: launch.manager_name ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Nothing, {})
						})
					] }, launch.id);
				}) })]
			})
		})]
	});
}
// src/features/catalogue/products/view/ImagesTab.tsx
/** The product's images: the gallery, with upload, order and removal for those who may edit. */
function ImagesTab({ product, canEdit }) {
	const { t } = useTranslation();
	const client = useApiClient();
	const queryClient = useQueryClient();
	const text = useCatalogueMessage();
	const [busy, setBusy] = (0, import_react.useState)(null);
	const [deletingId, setDeletingId] = (0, import_react.useState)(null);
	const [error, setError] = (0, import_react.useState)(null);
	const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: PRODUCT_KEY }), queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY })]);
	const run = async (kind, action) => {
		setBusy(kind);
		setError(null);
		try {
			setError(await action());
			await refresh();
		} finally {
			setBusy(null);
			setDeletingId(null);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
			title: t("products.images.title"),
			subtitle: t("products.images.subtitle")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageGallery, {
			images: product.images,
			canEdit,
			busy,
			deletingId,
			error,
			productName: product.name,
			onUpload: (file) => void run("uploading", async () => {
				try {
					await uploadProductImage(client, product.id, file);
					return null;
				} catch (failure) {
					return failureReasons(failure, text).join(" ") || t("catalogue.messages.uploadImage");
				}
			}),
			onDelete: (imageId) => {
				setDeletingId(imageId);
				run("deleting", async () => {
					try {
						const { response } = await client.DELETE("/api/products/{id}/images/{imageId}/", { params: { path: {
							id: product.id,
							imageId
						} } });
						return response.ok ? null : t("catalogue.messages.deleteImageServer");
					} catch {
						return t("catalogue.messages.deleteImage");
					}
				});
			},
			onReorder: (order) => void run("reordering", async () => {
				try {
					const { response } = await client.PUT("/api/products/{id}/images/order/", {
						params: { path: { id: product.id } },
						body: { order }
					});
					return response.ok ? null : t("catalogue.messages.reorderImages");
				} catch {
					return t("catalogue.messages.reorderImages");
				}
			})
		})]
	});
}
// src/features/catalogue/products/view/Stat.tsx
/** One figure of a tab's summary: a label, the value and an optional hint. */
function Stat({ label, value, hint, testId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "1",
		borderWidth: "1px",
		rounded: "lg",
		p: "4",
		bg: "bg",
		"data-testid": testId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "sm",
				color: "fg.muted",
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "2xl",
				fontWeight: "semibold",
				children: value
			}),
			hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "xs",
				color: "fg.muted",
				children: hint
			})
		]
	});
}
// src/features/catalogue/products/view/InventoryTab.tsx
/** The product's stock: quantities, value and whether it can be sold. */
function InventoryTab({ product }) {
	const { t } = useTranslation();
	const format = useProductFormat();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
				title: t("products.inventory.title"),
				subtitle: t("products.inventory.subtitle")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					sm: 2,
					lg: 4
				},
				gap: "4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						label: t("products.fields.stock"),
						value: format.number(product.stock_quantity),
						testId: "stock"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						label: t("products.fields.minimumOrder"),
						value: format.number(product.minimum_order_quantity)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						label: t("products.inventory.stockValue"),
						value: format.money(stockValue(product.cost_basis, product.stock_quantity)),
						hint: t("products.inventory.stockValueHint"),
						testId: "stock-value"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						label: t("products.inventory.saleStatus"),
						value: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SaleBadge, { blocker: product.sale_blocker })
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Facts, { rows: [["products.inventory.statusAllowsSales", t(product.status_detail.allows_sales ? "products.view.yes" : "products.view.no", { status: product.status_detail.name })], ["products.inventory.inStock", t(product.stock_quantity > 0 ? "products.view.yes" : "products.view.no")]] }),
			product.sale_blocker && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
				status: "warning",
				text: product.sale_blocker === "not_for_sale" ? t("products.inventory.notForSaleHint") : t("products.inventory.outOfStockHint")
			})
		]
	});
}
// src/features/catalogue/products/view/AnalyticsTab.tsx
/** The product's figures: stock and retail value, its launches by timing, its status changes. */
function AnalyticsTab({ product, launches }) {
	const { t } = useTranslation();
	const format = useProductFormat();
	const history = useApi().useQuery("get", "/api/products/{id}/status-history/", { params: { path: { id: product.id } } });
	const counts = launches ? launchCounts(launches, localDate()) : null;
	const retail = product.suggested_retail_price === null ? null : stockValue(product.suggested_retail_price, product.stock_quantity);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
				title: t("products.analytics.title"),
				subtitle: t("products.analytics.subtitle")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					sm: 2,
					lg: 4
				},
				gap: "4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						label: t("products.fields.margin"),
						value: format.percent(product.profit_margin),
						testId: "margin"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						label: t("products.inventory.stockValue"),
						value: format.money(stockValue(product.cost_basis, product.stock_quantity))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						label: t("products.analytics.retailValue"),
						value: format.money(retail)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
						label: t("products.fields.status"),
						value: product.status_detail.name
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
				columns: {
					base: 2,
					md: 5
				},
				gap: "4",
				"data-testid": "launch-counts",
				children: [
					"total",
					"upcoming",
					"today",
					"overdue",
					"launched"
				].map((kind) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stat, {
					label: t(`products.analytics.launches.${kind}`),
					value: counts ? format.number(counts[kind]) : "…"
				}, kind))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
				level: "h3",
				title: t("products.analytics.history.title"),
				subtitle: t("products.analytics.history.subtitle")
			}),
			history.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
				status: "error",
				text: t("products.analytics.history.failed")
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				as: "ol",
				gap: "2",
				listStyleType: "none",
				"data-testid": "status-history",
				children: (history.data ?? []).map((change) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					as: "li",
					gap: "3",
					wrap: "wrap",
					fontSize: "sm",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							color: "fg.muted",
							minW: "40",
							children: format.dateTime(change.changed_at)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: change.from ? t("products.analytics.history.change", {
							from: change.from.name,
							to: change.to.name
						}) : t("products.analytics.history.first", { to: change.to.name }) }),
						change.changed_by_name && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							color: "fg.muted",
							children: t("products.analytics.history.by", { name: change.changed_by_name })
						})
					]
				}, change.id))
			})
		]
	});
}
// src/features/catalogue/products/ProductViewPage.tsx
var isNotFound = (error) => typeof error === "object" && error !== null && error.detail === "Not found.";
/** A product's page with its tabs Details, Launches, Images, Inventory, Analytics. */
function ProductViewPage() {
	const { t } = useTranslation();
	const id = useProductId();
	const query = useProductDetail(id);
	let body;
	if (id === null || isNotFound(query.error)) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
		status: "warning",
		text: t("products.view.notFound")
	});
	else if (query.data?.product) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductDetail, { product: query.data.product });
	else if (query.isError || query.data?.invalid) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
		status: "error",
		text: t(query.isError ? "catalogue.messages.loadProduct" : "catalogue.messages.invalidResponse"),
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			size: "sm",
			variant: "outline",
			onClick: () => void query.refetch(),
			loading: query.isFetching,
			children: t("products.actions.retry")
		})
	});
	else body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
		size: "md",
		color: "primary.fg",
		"aria-label": t("products.loading")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		maxW: "7xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackLink, {
			to: PRODUCT_LIST_PATH,
			label: t("products.view.back")
		}), body]
	});
}
function ProductDetail({ product }) {
	const { t } = useTranslation();
	const ability = useAppAbility();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const remove = useApi().useMutation("delete", "/api/products/{id}/");
	const [deleting, setDeleting] = (0, import_react.useState)(false);
	const self = s("Product", { ...product });
	const canUpdate = !!ability?.can("update", self);
	const canDelete = !!ability?.can("delete", self);
	const launches = useApi().useQuery("get", "/api/product-launches/", { params: { query: {
		product: product.id,
		page_size: 100,
		ordering: "planned_launch_date"
	} } });
	const header = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
		gap: "4",
		wrap: "wrap",
		align: "center",
		justify: "space-between",
		borderWidth: "1px",
		rounded: "lg",
		p: "4",
		bg: "bg",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Wrap, {
			gap: "2",
			align: "center",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					as: "span",
					fontFamily: "mono",
					fontSize: "sm",
					dir: "ltr",
					"data-testid": "product-sku",
					children: product.sku
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
					variant: "subtle",
					colorPalette: "primary",
					children: product.status_detail.name
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriorityBadge, { priority: product.priority }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SaleBadge, {
					blocker: product.sale_blocker,
					testId: "sale-badge"
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
			gap: "3",
			children: [canUpdate && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				variant: "outline",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: productEditPath(product.id),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, { "aria-hidden": true }), t("products.view.edit")]
				})
			}), canDelete && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				variant: "outline",
				colorPalette: "red",
				onClick: () => setDeleting(true),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, { "aria-hidden": true }), t("products.view.delete")]
			})]
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabbedPage, {
		base: productViewPath(product.id),
		title: product.name,
		subtitle: t("products.view.subtitle", {
			brand: product.brand_detail.name,
			type: product.product_type_detail.name
		}),
		header,
		tabs: [
			{
				value: "details",
				label: t("products.tabs.details"),
				content: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailsTab, { product })
			},
			{
				value: "launches",
				label: t("products.tabs.launches"),
				content: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LaunchesTab, { query: launches })
			},
			{
				value: "images",
				label: t("products.tabs.images"),
				content: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagesTab, {
					product,
					canEdit: canUpdate
				})
			},
			{
				value: "inventory",
				label: t("products.tabs.inventory"),
				content: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InventoryTab, { product })
			},
			{
				value: "analytics",
				label: t("products.tabs.analytics"),
				content: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AnalyticsTab, {
					product,
					launches: launches.data?.results
				})
			}
		]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
		open: deleting,
		onOpenChange: setDeleting,
		title: t("products.delete.title", { name: product.name }),
		body: t("products.delete.body", { name: product.name }),
		confirmLabel: t("products.delete.confirm"),
		destructive: true,
		onConfirm: async () => {
			await remove.mutateAsync({ params: { path: { id: product.id } } });
			queryClient.removeQueries({ queryKey: [...PRODUCT_KEY, { params: { path: { id: product.id } } }] });
			await queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
			navigate(PRODUCT_LIST_PATH, { state: { deleted: product.name } });
		}
	})] });
}
export { ProductViewPage };

//# sourceMappingURL=ProductViewPage-BIQDRcqR.js.map