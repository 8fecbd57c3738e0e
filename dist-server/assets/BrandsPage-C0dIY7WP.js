import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { ut as Box } from "../render.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Link } from "./link-hOxVZrXS.js";
import { a as CardRoot, t as CardBody } from "./card-DnHAs3d6.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { i as Table2, n as useView, r as useLogoFailure, t as ViewToggle } from "./ListViews-UhTMBpF3.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { t as AuthImage } from "./AuthImage-xoywtXIz.js";
import { t as DeleteRowDialog } from "./DeleteRowDialog-DPWcTufc.js";
import { r as ResourceListPage, t as useResourceList } from "./useResourceList-DSf_z7MJ.js";
import { t as Input } from "./input-BpCokAc_.js";
import { brandResource, n as BrandUpdateSchema, t as BrandCreateSchema } from "./brandResource-B16gU4Jm.js";
import { s as resourceKeys } from "./resource-Cli98FiI.js";
import { t as useResourceMutations } from "./useResourceMutations-CzBkrCxw.js";
import { n as FormField, t as FormDialog } from "./FormDialog-DPZXcn5B.js";
import { t as useCatalogueMessage } from "./catalogueMessages-BSnCCs2Q.js";
import { a as common, i as NameCodeFields, n as DateFields, o as ActiveBadge, r as DescriptionField, s as ActiveFilter, t as FlagSwitch } from "./FlagSwitch-D8FZhfvO.js";
import { r as LogoField, t as useSaveWithLogo } from "./saveWithLogo-0FyfdJw7.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as Nothing } from "./Nothing-oPRqT6SD.js";
import { t as RowActions } from "./RowActions-r3kPJGqD.js";
import { n as useDeleting, r as useEditor } from "./changedFields-BqrFQatW.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/layout-grid.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "layout-grid",
	size: 24,
	node: [
		["rect", {
			width: "7",
			height: "7",
			x: "3",
			y: "3",
			rx: "1",
			key: "1g98yp"
		}],
		["rect", {
			width: "7",
			height: "7",
			x: "14",
			y: "3",
			rx: "1",
			key: "6d4xhi"
		}],
		["rect", {
			width: "7",
			height: "7",
			x: "14",
			y: "14",
			rx: "1",
			key: "nxv5o0"
		}],
		["rect", {
			width: "7",
			height: "7",
			x: "3",
			y: "14",
			rx: "1",
			key: "1bb6yr"
		}]
	]
};
__iconData.node;
var LayoutGrid = createLucideIcon(__iconData);
// src/features/catalogue/config/BrandDialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var FIELDS = [
	"name",
	"code",
	"description",
	"website",
	"start_date",
	"end_date",
	"is_active"
];
/**
* Add or edit a brand (mount it anew for each opening: `key`) (spec §5): validated with the API's own schemas, the server's messages on
* the fields ('A brand with this name already exists'), the logo uploaded once the brand is
* saved, and the question before closing with unsaved changes.
*/
function BrandDialog({ brand, dialog }) {
	const { t } = useTranslation();
	const text = useCatalogueMessage();
	const { create, update } = useResourceMutations(brandResource);
	const editing = brand !== null;
	const save = useSaveWithLogo({
		owner: "brands",
		texts: "catalogueConfig.brands",
		saveLabel: t("catalogueConfig.common.save"),
		logoFailed: useLogoFailure(),
		row: brand,
		queryKey: resourceKeys(brandResource).list,
		create: (body) => create.mutateAsync(body),
		update: (id, body) => update.mutateAsync({
			id,
			body
		})
	});
	const defaults = brand ? {
		name: brand.name,
		code: brand.code,
		description: brand.description,
		website: brand.website,
		start_date: brand.start_date,
		end_date: brand.end_date,
		is_active: brand.is_active
	} : {
		name: "",
		code: "",
		description: "",
		website: "",
		start_date: null,
		end_date: null,
		is_active: true
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormDialog, {
		...dialog,
		...save.dialog,
		schema: editing ? BrandUpdateSchema : BrandCreateSchema,
		fields: FIELDS,
		defaultValues: defaults,
		size: "lg",
		children: (form) => {
			const f = common(form);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NameCodeFields, {
						errorText: text,
						form: f,
						generate: !editing,
						sanitizedNotice: t("catalogue.messages.codeSanitized")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DescriptionField, {
						form: f,
						errorText: text
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: t("catalogueConfig.fields.website"),
						error: text(form.formState.errors.website?.message),
						helper: t("catalogueConfig.hints.website"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							type: "url",
							dir: "ltr",
							placeholder: "https://",
							...form.register("website")
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateFields, {
						form: f,
						errorText: text
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoField, {
						current: brand?.logo ?? null,
						...save.logo,
						alt: t("catalogueConfig.logo.alt", { name: form.watch("name") || brand?.name || "" })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FlagSwitch, {
						form: f,
						name: "is_active",
						label: t("catalogueConfig.fields.isActive")
					})
				]
			});
		}
	});
}
// src/features/catalogue/config/BrandsPage.tsx
/** The logo, or the brand's initials when it has none. */
function BrandLogo({ brand, size }) {
	const { t } = useTranslation();
	return brand.logo ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthImage, {
		src: brand.logo,
		alt: t("catalogueConfig.logo.alt", { name: brand.name }),
		boxSize: size,
		rounded: "md",
		objectFit: "contain"
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		boxSize: size,
		rounded: "md",
		bg: "primary.subtle",
		color: "primary.fg",
		display: "flex",
		alignItems: "center",
		justifyContent: "center",
		fontWeight: "semibold",
		fontSize: "sm",
		flexShrink: 0,
		"aria-hidden": true,
		children: brand.code.slice(0, 2)
	});
}
/** /apps/product-management/config/brands (read on Brand): the brands, as a table or a grid. */
function BrandsPage() {
	const { t, i18n } = useTranslation();
	const reason = useCatalogueMessage();
	const ability = useAppAbility();
	const can = (action) => !!ability?.can(action, brandResource.subject);
	const [view, setView] = useView(["table", "grid"]);
	const { list, query } = useResourceList(brandResource);
	const editor = useEditor();
	const deleting = useDeleting();
	const dates = (0, import_react.useMemo)(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }), [i18n.language]);
	const day = (iso) => iso ? dates.format(/* @__PURE__ */ new Date(`${iso}T00:00:00`)) : null;
	const onEdit = can("update") ? (brand) => () => editor.edit(brand) : void 0;
	const onDelete = can("delete") ? (brand) => () => deleting.ask(brand) : void 0;
	const columns = [
		{
			id: "name",
			header: "catalogueConfig.columns.brand",
			sortField: "name",
			cell: (brand) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "3",
				minW: "12rem",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandLogo, {
					brand,
					size: "9"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "0",
					minW: "0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontWeight: "medium",
						children: brand.name
					}), brand.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontSize: "xs",
						color: "fg.muted",
						truncate: true,
						maxW: "20rem",
						children: brand.description
					})]
				})]
			})
		},
		{
			id: "code",
			header: "catalogueConfig.columns.code",
			sortField: "code",
			cell: (brand) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				fontFamily: "mono",
				fontSize: "xs",
				dir: "ltr",
				children: brand.code
			})
		},
		{
			id: "website",
			header: "catalogueConfig.columns.website",
			hideBelow: "lg",
			cell: (brand) => brand.website ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				href: brand.website,
				target: "_blank",
				rel: "noreferrer",
				color: "primary.fg",
				dir: "ltr",
				children: brand.website.replace(/^https?:\/\//, "")
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Nothing, {})
		},
		{
			id: "dates",
			header: "catalogueConfig.columns.dates",
			sortField: "start_date",
			hideBelow: "md",
			cell: (brand) => brand.start_date || brand.end_date ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				as: "span",
				fontSize: "sm",
				whiteSpace: "nowrap",
				children: [
					day(brand.start_date) ?? "…",
					" – ",
					day(brand.end_date) ?? "…"
				]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Nothing, {})
		},
		{
			id: "products",
			header: "catalogueConfig.columns.products",
			textAlign: "end",
			hideBelow: "md",
			cell: (brand) => new Intl.NumberFormat(i18n.language).format(brand.products_count)
		},
		{
			id: "status",
			header: "catalogueConfig.columns.status",
			sortField: "is_active",
			cell: (brand) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActiveBadge, { active: brand.is_active })
		},
		...onEdit || onDelete ? [{
			id: "actions",
			header: "catalogueConfig.columns.actions",
			textAlign: "end",
			cell: (brand) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowActions, {
				name: brand.name,
				onEdit: onEdit?.(brand),
				onDelete: onDelete?.(brand)
			})
		}] : []
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ResourceListPage, {
		resource: brandResource,
		create: { onClick: editor.add },
		columns,
		rowKey: (brand) => brand.id,
		list,
		query,
		onRowClick: onEdit ? (brand) => editor.edit(brand) : void 0,
		filters: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
			gap: "3",
			align: "flex-end",
			wrap: "wrap",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActiveFilter, {
				value: list.state.filters.is_active,
				onChange: (value) => list.setFilter("is_active", value)
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ViewToggle, {
				value: view,
				onChange: setView,
				options: [{
					value: "table",
					label: t("catalogueConfig.common.table"),
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table2, {
						size: 14,
						"aria-hidden": true
					})
				}, {
					value: "grid",
					label: t("catalogueConfig.common.grid"),
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LayoutGrid, {
						size: 14,
						"aria-hidden": true
					})
				}]
			})]
		}),
		grid: view === "grid" ? (brands) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			as: "ul",
			listStyleType: "none",
			columns: {
				base: 1,
				sm: 2,
				lg: 3,
				xl: 4
			},
			gap: "4",
			children: brands.map((brand) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardRoot, {
				as: "li",
				size: "sm",
				variant: "outline",
				"data-testid": "brand-card",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardBody, {
					gap: "3",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
							gap: "3",
							align: "flex-start",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandLogo, {
									brand,
									size: "12"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
									gap: "0.5",
									minW: "0",
									flex: "1",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
										fontWeight: "semibold",
										truncate: true,
										children: brand.name
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
										fontFamily: "mono",
										fontSize: "xs",
										color: "fg.muted",
										dir: "ltr",
										textAlign: "start",
										children: brand.code
									})]
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowActions, {
									name: brand.name,
									onEdit: onEdit?.(brand),
									onDelete: onDelete?.(brand)
								})
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fontSize: "sm",
							color: "fg.muted",
							lineClamp: 2,
							minH: "2lh",
							children: brand.description || t("catalogueConfig.brands.noDescription")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
							justify: "space-between",
							gap: "2",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActiveBadge, { active: brand.is_active }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								fontSize: "xs",
								color: "fg.muted",
								children: t("catalogueConfig.common.productsCount", { n: new Intl.NumberFormat(i18n.language).format(brand.products_count) })
							})]
						})
					]
				})
			}, brand.id))
		}) : void 0,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandDialog, {
			brand: editor.row,
			dialog: editor.dialog
		}, editor.key), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteRowDialog, {
			resource: brandResource,
			deleting,
			body: t("catalogueConfig.common.deleteBody", { name: deleting.row?.name ?? "" }),
			confirmLabel: t("catalogueConfig.common.delete"),
			deletedText: () => t("catalogueConfig.brands.deleted"),
			errorText: reason
		})]
	});
}
export { BrandsPage };

//# sourceMappingURL=BrandsPage-C0dIY7WP.js.map