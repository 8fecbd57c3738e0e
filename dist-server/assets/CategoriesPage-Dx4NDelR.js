import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { a as AlertTitle, i as AlertRoot, r as AlertIndicator } from "./alert-C01vb24l.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { i as Table2, n as useView, r as useLogoFailure, t as ViewToggle } from "./ListViews-UhTMBpF3.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { t as AuthImage } from "./AuthImage-xoywtXIz.js";
import { n as NativeSelectIndicator, r as NativeSelectRoot, t as NativeSelectField } from "./native-select-BgIksthK.js";
import { t as DeleteRowDialog } from "./DeleteRowDialog-DPWcTufc.js";
import { i as ResourceTable, n as ResourceCreateButton, t as useResourceList } from "./useResourceList-DSf_z7MJ.js";
import { t as Input } from "./input-BpCokAc_.js";
import { t as Textarea } from "./textarea-c7Kx5KOZ.js";
import { a as levelUnder, r as CategoryUpdateSchema, t as CategoryCreateSchema } from "./category-Cv50CC1x.js";
import { i as metaLengthHint, n as META_TITLE_HINT, t as META_DESCRIPTION_HINT } from "./metaTexts-DTiODt4I.js";
import { n as catalogueMessages } from "./messages-RhImmaX2.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { n as FormField, t as FormDialog } from "./FormDialog-DPZXcn5B.js";
import { t as useCatalogueMessage } from "./catalogueMessages-BSnCCs2Q.js";
import { i as parentsOf, r as parentOptions, t as buildTree } from "./categoryTree-BH0NANfZ.js";
import { a as common, i as NameCodeFields, n as DateFields, o as ActiveBadge, r as DescriptionField, s as ActiveFilter, t as FlagSwitch } from "./FlagSwitch-D8FZhfvO.js";
import { r as LogoField, t as useSaveWithLogo } from "./saveWithLogo-0FyfdJw7.js";
import { t as CATEGORIES_KEY } from "./queryKeys-hsSwaXFl.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { CATEGORY_VIEWS, categoryResource } from "./categoryResource-BxTMdg36.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { ut as Box } from "../render.js";
import { t as Spinner } from "./spinner-DpWqCLdu.js";
import { t as LoadFailed } from "./LoadFailed-mOh-pJsA.js";
import { t as RowActions } from "./RowActions-r3kPJGqD.js";
import { t as PageHeading } from "./PageHeading-Be-vr0dP.js";
import { t as Nothing } from "./Nothing-oPRqT6SD.js";
import { t as useAllCategories } from "./useAllCategories-DDNN4und.js";
import { n as useDeleting, r as useEditor } from "./changedFields-BqrFQatW.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/list-tree.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "list-tree",
	size: 24,
	node: [
		["path", {
			d: "M8 5h13",
			key: "1pao27"
		}],
		["path", {
			d: "M13 12h8",
			key: "h98zly"
		}],
		["path", {
			d: "M13 19h8",
			key: "c3s6r1"
		}],
		["path", {
			d: "M3 10a2 2 0 0 0 2 2h3",
			key: "1npucw"
		}],
		["path", {
			d: "M3 5v12a2 2 0 0 0 2 2h3",
			key: "x1gjn2"
		}]
	]
};
__iconData.node;
var ListTree = createLucideIcon(__iconData);
// src/features/catalogue/config/CategoryDialog.tsx
var import_jsx_runtime = require_jsx_runtime();
var FIELDS = [
	"name",
	"code",
	"description",
	"parent",
	"meta_title",
	"meta_description",
	"start_date",
	"end_date",
	"is_active"
];
var parentOrNull = (value) => value === "" || value === null || value === void 0 ? null : Number(value);
/**
* Add or edit a category (mount it anew for each opening: `key`): the parent among the
* categories it may go under (never itself nor one of its descendants; the server refuses a
* circular move anyway), a warning when nested deeply, the meta texts with their recommended
* lengths, the logo uploaded once saved, and the unsaved-changes question.
*/
function CategoryDialog({ category, categories, dialog }) {
	const { t, i18n } = useTranslation();
	const text = useCatalogueMessage();
	const api = useApi();
	const create = api.useMutation("post", "/api/categories/");
	const patch = api.useMutation("patch", "/api/categories/{id}/");
	const editing = category !== null;
	const save = useSaveWithLogo({
		owner: "categories",
		texts: "catalogueConfig.categories",
		saveLabel: t("catalogueConfig.common.save"),
		logoFailed: useLogoFailure(),
		row: category,
		queryKey: CATEGORIES_KEY,
		create: (body) => create.mutateAsync({ body }),
		update: (id, body) => patch.mutateAsync({
			params: { path: { id } },
			body
		})
	});
	const options = parentOptions(categories, category?.id ?? null);
	const parents = parentsOf(categories);
	const number = new Intl.NumberFormat(i18n.language);
	const defaults = category ? {
		name: category.name,
		code: category.code,
		description: category.description,
		parent: category.parent,
		meta_title: category.meta_title,
		meta_description: category.meta_description,
		start_date: category.start_date,
		end_date: category.end_date,
		is_active: category.is_active
	} : {
		name: "",
		code: "",
		description: "",
		parent: null,
		meta_title: "",
		meta_description: "",
		start_date: null,
		end_date: null,
		is_active: true
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormDialog, {
		...dialog,
		...save.dialog,
		schema: editing ? CategoryUpdateSchema : CategoryCreateSchema,
		fields: FIELDS,
		defaultValues: defaults,
		size: "lg",
		children: (form) => {
			const f = common(form);
			const { errors } = form.formState;
			const parent = form.watch("parent") ?? null;
			const deep = levelUnder(parent, parents) >= 4;
			const metaTitle = form.watch("meta_title") ?? "";
			const metaDescription = form.watch("meta_description") ?? "";
			const length = (value, hint) => [t("catalogueConfig.hints.length", { n: number.format(value.trim().length) }), hint].filter(Boolean).join(" ");
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NameCodeFields, {
						errorText: text,
						form: f,
						generate: !editing,
						sanitizedNotice: t("catalogue.codeSanitized.category")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: t("catalogueConfig.fields.parent"),
						error: text(errors.parent?.message),
						helper: t("catalogueConfig.hints.parent"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
							...form.register("parent", { setValueAs: parentOrNull }),
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: "",
								children: t("catalogueConfig.hints.noParent")
							}), options.map(({ category: c, level }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: c.id,
								children: `${"\xA0\xA0\xA0".repeat(level)}${level ? "└ " : ""}${c.name}`
							}, c.id))]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
					}),
					deep && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
						status: "warning",
						size: "sm",
						"data-testid": "deep-nesting",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, {
							fontWeight: "normal",
							children: t("catalogue.messages.deepNesting")
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DescriptionField, {
						form: f,
						errorText: text
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: t("catalogueConfig.fields.metaTitle"),
						error: text(errors.meta_title?.message),
						helper: length(metaTitle, metaLengthHint(metaTitle, META_TITLE_HINT, catalogueMessages.metaTitleHint) && t("catalogue.messages.metaTitleHint")),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							autoComplete: "off",
							...form.register("meta_title")
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: t("catalogueConfig.fields.metaDescription"),
						error: text(errors.meta_description?.message),
						helper: length(metaDescription, metaLengthHint(metaDescription, META_DESCRIPTION_HINT, catalogueMessages.metaDescriptionHint) && t("catalogue.messages.metaDescriptionHint")),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
							rows: 3,
							...form.register("meta_description")
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateFields, {
						form: f,
						errorText: text
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoField, {
						current: category?.logo ?? null,
						...save.logo,
						alt: t("catalogueConfig.logo.alt", { name: form.watch("name") || category?.name || "" })
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
// src/features/catalogue/config/CategoryTree.tsx
/**
* Every category as nested lists under their parents (a screen reader says "list, 3 items" at
* each level), with each one's code, status and actions.
*/
function CategoryTree({ query, ...actions }) {
	const { t } = useTranslation();
	if (query.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadFailed, {
		message: t("catalogueConfig.categories.loadFailed"),
		onRetry: () => void query.refetch(),
		retrying: query.isFetching
	});
	if (!query.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		py: "10",
		textAlign: "center",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
			size: "md",
			color: "primary.fg",
			"aria-label": t("catalogueConfig.common.loading")
		})
	});
	if (!query.data.length) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		color: "fg.muted",
		py: "10",
		textAlign: "center",
		borderWidth: "1px",
		rounded: "lg",
		children: t("catalogueConfig.categories.empty")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		borderWidth: "1px",
		rounded: "lg",
		bg: "bg",
		p: "3",
		role: "region",
		"aria-label": t("catalogueConfig.categories.treeLabel"),
		"data-testid": "category-tree",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Branch, {
			nodes: buildTree(query.data),
			level: 0,
			...actions
		})
	});
}
function Branch({ nodes, level, ...actions }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.ul, {
		listStyleType: "none",
		ps: level ? "6" : "0",
		borderStartWidth: level ? "1px" : void 0,
		ms: level ? "4" : void 0,
		children: nodes.map(({ category, children }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.li, {
			"data-testid": "tree-item",
			"data-path": category.path,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Node, {
				category,
				...actions
			}), children.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Branch, {
				nodes: children,
				level: level + 1,
				...actions
			})]
		}, category.id))
	});
}
function Node({ category, onEdit, onDelete }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
		gap: "3",
		py: "1.5",
		px: "2",
		rounded: "md",
		_hover: { bg: "bg.muted" },
		children: [
			category.logo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthImage, {
				src: category.logo,
				alt: t("catalogueConfig.logo.alt", { name: category.name }),
				boxSize: "6",
				rounded: "sm",
				objectFit: "contain"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				gap: "0",
				flex: "1",
				minW: "0",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: "2",
					wrap: "wrap",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontWeight: "medium",
						children: category.name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						as: "span",
						fontFamily: "mono",
						fontSize: "xs",
						color: "fg.muted",
						dir: "ltr",
						children: category.code
					})]
				})
			}),
			category.products_count > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
				variant: "outline",
				hideBelow: "sm",
				children: t("catalogueConfig.common.productsCount", { n: category.products_count })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActiveBadge, { active: category.is_active }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowActions, {
				name: category.name,
				onEdit: onEdit?.(category),
				onDelete: onDelete?.(category)
			})
		]
	});
}
// src/features/catalogue/config/CategoriesPage.tsx
/** /apps/product-management/config/categories (read on Category): as a table or as a tree. */
function CategoriesPage() {
	const { t, i18n } = useTranslation();
	const reason = useCatalogueMessage();
	const ability = useAppAbility();
	const can = (action) => !!ability?.can(action, categoryResource.subject);
	const [view, setView] = useView(CATEGORY_VIEWS);
	const { list, query } = useResourceList(categoryResource, { enabled: view === "table" });
	const editor = useEditor();
	const deleting = useDeleting();
	const all = useAllCategories();
	const number = new Intl.NumberFormat(i18n.language);
	const nameOf = new Map((all.data ?? []).map((c) => [c.id, c.name]));
	const onEdit = can("update") ? (category) => () => editor.edit(category) : void 0;
	const onDelete = can("delete") ? (category) => () => deleting.ask(category) : void 0;
	const columns = [
		{
			id: "name",
			header: "catalogueConfig.columns.category",
			sortField: "name",
			cell: (category) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "3",
				minW: "10rem",
				children: [category.logo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthImage, {
					src: category.logo,
					alt: t("catalogueConfig.logo.alt", { name: category.name }),
					boxSize: "8",
					rounded: "md",
					objectFit: "contain"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontWeight: "medium",
					children: category.name
				})]
			})
		},
		{
			id: "code",
			header: "catalogueConfig.columns.code",
			sortField: "code",
			cell: (category) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				fontFamily: "mono",
				fontSize: "xs",
				dir: "ltr",
				children: category.code
			})
		},
		{
			id: "path",
			header: "catalogueConfig.columns.path",
			sortField: "path",
			hideBelow: "md",
			cell: (category) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				fontFamily: "mono",
				fontSize: "xs",
				color: "fg.muted",
				dir: "ltr",
				children: category.path
			})
		},
		{
			id: "parent",
			header: "catalogueConfig.columns.parent",
			hideBelow: "lg",
			cell: (category) => category.parent === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Nothing, {}) : nameOf.get(category.parent) ?? category.path.split("/").slice(-2, -1)[0]
		},
		{
			id: "level",
			header: "catalogueConfig.columns.level",
			sortField: "level",
			textAlign: "end",
			hideBelow: "lg",
			cell: (category) => number.format(category.level)
		},
		{
			id: "products",
			header: "catalogueConfig.columns.products",
			textAlign: "end",
			hideBelow: "md",
			cell: (category) => number.format(category.products_count)
		},
		{
			id: "status",
			header: "catalogueConfig.columns.status",
			cell: (category) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActiveBadge, { active: category.is_active })
		},
		...onEdit || onDelete ? [{
			id: "actions",
			header: "catalogueConfig.columns.actions",
			textAlign: "end",
			cell: (category) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowActions, {
				name: category.name,
				onEdit: onEdit?.(category),
				onDelete: onDelete?.(category)
			})
		}] : []
	];
	const toggle = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ViewToggle, {
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
			value: "tree",
			label: t("catalogueConfig.common.tree"),
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListTree, {
				size: 14,
				"aria-hidden": true
			})
		}]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		maxW: "7xl",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, {
				title: t("catalogueConfig.categories.title"),
				subtitle: t("catalogueConfig.categories.subtitle"),
				actions: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceCreateButton, {
					resource: categoryResource,
					create: { onClick: editor.add }
				})
			}),
			view === "table" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceTable, {
				resource: categoryResource,
				columns,
				rowKey: (category) => category.id,
				list,
				query,
				onRowClick: onEdit ? (category) => editor.edit(category) : void 0,
				filters: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: "3",
					align: "flex-end",
					wrap: "wrap",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActiveFilter, {
						value: list.state.filters.is_active,
						onChange: (value) => list.setFilter("is_active", value)
					}), toggle]
				})
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
					justify: "flex-end",
					children: toggle
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CategoryTree, {
					query: all,
					onEdit,
					onDelete
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CategoryDialog, {
				category: editor.row,
				categories: all.data ?? [],
				dialog: editor.dialog
			}, editor.key),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteRowDialog, {
				resource: categoryResource,
				deleting,
				body: t("catalogueConfig.common.deleteBody", { name: deleting.row?.name ?? "" }),
				confirmLabel: t("catalogueConfig.common.delete"),
				deletedText: () => t("catalogueConfig.categories.deleted"),
				errorText: reason
			})
		]
	});
}
export { CategoriesPage };

//# sourceMappingURL=CategoriesPage-Dx4NDelR.js.map