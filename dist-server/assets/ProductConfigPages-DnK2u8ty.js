import { d as keepPreviousData } from "./utils-CmJOKuiF.js";
import { t as ListQuerySchema } from "./pagination-BhqLAp65.js";
import { _ as resourceName, g as resourceCode, p as queryBoolean, r as description } from "./fields-De-4O6oE.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { n as DataTable, t as useListState } from "./useListState-Divt4-HW.js";
import { a as common$1, c as activeFilter, i as NameCodeFields, o as ActiveBadge, r as DescriptionField, s as ActiveFilter, t as FlagSwitch } from "./FlagSwitch-D8FZhfvO.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as Wrap } from "./wrap-Ypz9DG_o.js";
import { n as useQueryClient } from "./QueryClientProvider-DpXg9vUq.js";
import { f as strictObject, l as number, o as array, p as string, s as boolean, u as object } from "./schemas-DsdQ_yki.js";
import { t as Plus } from "./plus-BK_pqN1k.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { H as CATALOGUE_SUBJECT } from "../render.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { t as ConfirmDialog } from "./ConfirmDialog-CdXh4IeH.js";
import { t as FormDialog } from "./FormDialog-DPZXcn5B.js";
import { t as PageHeading } from "./PageHeading-Be-vr0dP.js";
import { t as useCatalogueMessage } from "./catalogueMessages-BSnCCs2Q.js";
import { n as useDeleting, r as useEditor, t as changedFields } from "./changedFields-BqrFQatW.js";
import { r as withNotice, t as changeId } from "./notify-D1W_bruy.js";
import { t as RowActions } from "./RowActions-r3kPJGqD.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { n as PRODUCT_STATUSES_KEY, r as PRODUCT_TYPES_KEY } from "./queryKeys-hsSwaXFl.js";
import { t as apiListQuery } from "./listQuery-MBe2Ag4L.js";
// domain/catalogue/productConfig.ts
var common = {
	id: number().int(),
	id_organization: number().int(),
	name: string(),
	code: string(),
	description: string(),
	is_active: boolean(),
	products_count: number().int(),
	created_at: string(),
	updated_at: string()
};
var typeFlags = {
	is_physical: boolean(),
	tracks_inventory: boolean(),
	allows_preorders: boolean(),
	allows_backorders: boolean(),
	requires_serial_numbers: boolean()
};
var statusFlags = {
	allows_sales: boolean(),
	allows_launch: boolean(),
	is_editable: boolean()
};
object({
	...common,
	...typeFlags
}).meta({ id: "ProductType" });
object({
	...common,
	...statusFlags
}).meta({ id: "ProductStatus" });
var writable = {
	name: resourceName(),
	code: resourceCode(),
	description: description(),
	is_active: boolean()
};
/** Create: name and code required, the rest defaulted; update: any subset. */
function writeSchemas(flags, id) {
	const defaulted = Object.fromEntries(Object.keys(flags).map((k) => [k, boolean().default(false)]));
	return {
		create: strictObject({
			...writable,
			description: writable.description.default(""),
			is_active: writable.is_active.default(true),
			...defaulted
		}).meta({ id: `${id}Create` }),
		update: strictObject({
			...writable,
			...flags
		}).partial().meta({ id: `${id}Update` })
	};
}
var typeWrite = writeSchemas(typeFlags, "ProductType");
var ProductTypeCreateSchema = typeWrite.create;
var ProductTypeUpdateSchema = typeWrite.update;
var statusWrite = writeSchemas(statusFlags, "ProductStatus");
var ProductStatusCreateSchema = statusWrite.create;
var ProductStatusUpdateSchema = statusWrite.update;
ListQuerySchema.extend({ is_active: queryBoolean.optional() });
var choice = {
	id: number().int(),
	name: string(),
	code: string(),
	is_active: boolean()
};
object({
	statuses: array(object({
		...choice,
		allows_sales: boolean(),
		allows_launch: boolean(),
		is_editable: boolean()
	})),
	types: array(object(choice)),
	brands: array(object(choice)),
	categories: array(object({
		...choice,
		parent: number().int().nullable(),
		path: string(),
		level: number().int()
	}))
}).meta({ id: "CatalogueChoices" });
// src/features/catalogue/config/ProductConfigScreen.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The screen of product statuses or product types (both governed by the Category right): a table
* with each row's flags, an add/edit dialog with the unsaved-changes question, and delete with a
* confirmation. Each resource's page gives its typed calls.
*/
function ProductConfigScreen({ section, flags, list, query, schemas, queryKey, calls }) {
	const { t } = useTranslation();
	const reason = useCatalogueMessage();
	const ability = useAppAbility();
	const queryClient = useQueryClient();
	const subject = section === "types" ? CATALOGUE_SUBJECT.productType : CATALOGUE_SUBJECT.productStatus;
	const can = (action) => !!ability?.can(action, subject);
	const editor = useEditor();
	const deleting = useDeleting();
	const text = (key, options) => t(`catalogueConfig.${section}.${key}`, options);
	const onEdit = can("update") ? (row) => () => editor.edit(row) : void 0;
	const onDelete = can("delete") ? (row) => () => deleting.ask(row) : void 0;
	const columns = [
		{
			id: "name",
			header: "catalogueConfig.columns.name",
			sortField: "name",
			cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "0",
				minW: "10rem",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontWeight: "medium",
					children: row.name
				}), row.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "xs",
					color: "fg.muted",
					truncate: true,
					maxW: "22rem",
					children: row.description
				})]
			})
		},
		{
			id: "code",
			header: "catalogueConfig.columns.code",
			sortField: "code",
			cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				fontFamily: "mono",
				fontSize: "xs",
				dir: "ltr",
				children: row.code
			})
		},
		{
			id: "flags",
			header: "catalogueConfig.columns.properties",
			hideBelow: "md",
			cell: (row) => {
				const on = flags.filter((f) => row[f.field]);
				return on.length ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Wrap, {
					gap: "1",
					as: "ul",
					listStyleType: "none",
					children: on.map((f) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						as: "li",
						variant: "outline",
						colorPalette: "primary",
						children: t(f.label)
					}, f.field))
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					as: "span",
					fontSize: "sm",
					color: "fg.muted",
					children: t("catalogueConfig.common.noProperties")
				});
			}
		},
		{
			id: "products",
			header: "catalogueConfig.columns.products",
			textAlign: "end",
			hideBelow: "md",
			cell: (row) => row.products_count
		},
		{
			id: "status",
			header: "catalogueConfig.columns.status",
			sortField: "is_active",
			cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActiveBadge, { active: row.is_active })
		},
		...onEdit || onDelete ? [{
			id: "actions",
			header: "catalogueConfig.columns.actions",
			textAlign: "end",
			cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowActions, {
				name: row.name,
				onEdit: onEdit?.(row),
				onDelete: onDelete?.(row)
			})
		}] : []
	];
	const row = editor.row;
	const defaults = {
		name: row?.name ?? "",
		code: row?.code ?? "",
		description: row?.description ?? "",
		is_active: row?.is_active ?? true,
		...Object.fromEntries(flags.map((f) => [f.field, row ? row[f.field] : false]))
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, {
				title: text("title"),
				subtitle: text("subtitle"),
				actions: can("create") && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					colorPalette: "primary",
					onClick: editor.add,
					"data-testid": `add-${section}`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, { "aria-hidden": true }), text("add")]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
				label: text("tableLabel"),
				columns,
				rowKey: (r) => r.id,
				list,
				query,
				onRowClick: onEdit ? (r) => editor.edit(r) : void 0,
				searchLabel: text("search"),
				emptyText: text("empty"),
				errorText: text("loadFailed"),
				filters: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActiveFilter, {
					value: list.state.filters.is_active,
					onChange: (value) => list.setFilter("is_active", value)
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormDialog, {
				...editor.dialog,
				title: row ? text("editTitle", { name: row.name }) : text("addTitle"),
				description: text("dialogDescription"),
				submitLabel: row ? t("catalogueConfig.common.save") : text("create"),
				schema: row ? schemas.update : schemas.create,
				fields: [
					"name",
					"code",
					"description",
					"is_active",
					...flags.map((f) => f.field)
				],
				defaultValues: defaults,
				size: "lg",
				onSubmit: (values) => withNotice(changeId(section, row ? "update" : "create", row?.id), {
					success: text(row ? "updated" : "created"),
					failure: text(row ? "updateFailed" : "createFailed")
				}, async () => {
					if (row) {
						const changes = changedFields(values, row);
						if (Object.keys(changes).length) await calls.update(row.id, changes);
					} else await calls.create(values);
				}).then(() => queryClient.invalidateQueries({ queryKey })),
				children: (form) => {
					const f = common$1(form);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: "4",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NameCodeFields, {
								errorText: reason,
								form: f,
								generate: !row,
								sanitizedNotice: t(section === "types" ? "catalogue.codeSanitized.productType" : "catalogue.codeSanitized.productStatus")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DescriptionField, {
								form: f,
								errorText: reason
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
								as: "fieldset",
								gap: "3",
								borderWidth: "1px",
								rounded: "md",
								p: "4",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									as: "legend",
									px: "1",
									fontSize: "sm",
									fontWeight: "medium",
									children: t("catalogueConfig.columns.properties")
								}), flags.map((flag) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FlagSwitch, {
									form,
									name: flag.field,
									label: t(flag.label)
								}, flag.field))]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FlagSwitch, {
								form: f,
								name: "is_active",
								label: t("catalogueConfig.fields.isActive")
							}) })
						]
					});
				}
			}, editor.key),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmDialog, {
				...deleting.dialog,
				title: text("deleteTitle"),
				body: t("catalogueConfig.common.deleteBody", { name: deleting.row?.name ?? "" }),
				confirmLabel: t("catalogueConfig.common.delete"),
				destructive: true,
				errorText: reason,
				onConfirm: () => withNotice(changeId(section, "delete", deleting.row.id), {
					success: text("deleted"),
					failure: text("deleteFailed")
				}, () => calls.remove(deleting.row.id)).then(() => queryClient.invalidateQueries({ queryKey }))
			})
		]
	});
}
// src/features/catalogue/config/ProductConfigPages.tsx
var FILTERS = ["is_active"];
var STATUS_FLAGS = [
	{
		field: "allows_sales",
		label: "catalogueConfig.fields.allowsSales"
	},
	{
		field: "allows_launch",
		label: "catalogueConfig.fields.allowsLaunch"
	},
	{
		field: "is_editable",
		label: "catalogueConfig.fields.isEditable"
	}
];
var TYPE_FLAGS = [
	{
		field: "is_physical",
		label: "catalogueConfig.fields.isPhysical"
	},
	{
		field: "tracks_inventory",
		label: "catalogueConfig.fields.tracksInventory"
	},
	{
		field: "allows_preorders",
		label: "catalogueConfig.fields.allowsPreorders"
	},
	{
		field: "allows_backorders",
		label: "catalogueConfig.fields.allowsBackorders"
	},
	{
		field: "requires_serial_numbers",
		label: "catalogueConfig.fields.requiresSerialNumbers"
	}
];
function useConfigList() {
	const list = useListState({
		filters: FILTERS,
		defaultOrdering: "name"
	});
	return {
		list,
		query: {
			...apiListQuery(list.state),
			...activeFilter(list.state.filters.is_active)
		}
	};
}
/** /apps/product-management/config/statuses (read on Category): the product statuses. */
function ProductStatusesPage() {
	const api = useApi();
	const { list, query } = useConfigList();
	const rows = api.useQuery("get", "/api/product-statuses/", { params: { query } }, { placeholderData: keepPreviousData });
	const create = api.useMutation("post", "/api/product-statuses/");
	const update = api.useMutation("patch", "/api/product-statuses/{id}/");
	const remove = api.useMutation("delete", "/api/product-statuses/{id}/");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductConfigScreen, {
		section: "statuses",
		flags: STATUS_FLAGS,
		list,
		query: rows,
		schemas: {
			create: ProductStatusCreateSchema,
			update: ProductStatusUpdateSchema
		},
		queryKey: PRODUCT_STATUSES_KEY,
		calls: {
			create: (body) => create.mutateAsync({ body }),
			update: (id, body) => update.mutateAsync({
				params: { path: { id } },
				body
			}),
			remove: (id) => remove.mutateAsync({ params: { path: { id } } })
		}
	});
}
/**
* /apps/product-management/config/types (read on Category): the product types; a failed read
* shows 'Unable to load product types' with Retry (spec §8).
*/
function ProductTypesPage() {
	const api = useApi();
	const { list, query } = useConfigList();
	const rows = api.useQuery("get", "/api/product-types/", { params: { query } }, { placeholderData: keepPreviousData });
	const create = api.useMutation("post", "/api/product-types/");
	const update = api.useMutation("patch", "/api/product-types/{id}/");
	const remove = api.useMutation("delete", "/api/product-types/{id}/");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductConfigScreen, {
		section: "types",
		flags: TYPE_FLAGS,
		list,
		query: rows,
		schemas: {
			create: ProductTypeCreateSchema,
			update: ProductTypeUpdateSchema
		},
		queryKey: PRODUCT_TYPES_KEY,
		calls: {
			create: (body) => create.mutateAsync({ body }),
			update: (id, body) => update.mutateAsync({
				params: { path: { id } },
				body
			}),
			remove: (id) => remove.mutateAsync({ params: { path: { id } } })
		}
	});
}
export { ProductStatusesPage, ProductTypesPage };

//# sourceMappingURL=ProductConfigPages-DnK2u8ty.js.map