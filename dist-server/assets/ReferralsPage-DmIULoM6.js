import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Code } from "./code-BfabJGPC.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { a as ReferralCreateSchema, r as REFERRAL_STATUSES, s as ReferralUpdateSchema } from "./engagement-C8vqvS0J.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { t as FilterSelect } from "./FilterSelect-BqPgLEhN.js";
import { t as Nothing } from "./Nothing-oPRqT6SD.js";
import { t as RowActions } from "./RowActions-r3kPJGqD.js";
import { n as NativeSelectIndicator, r as NativeSelectRoot, t as NativeSelectField } from "./native-select-BgIksthK.js";
import { n as useDeleting, r as useEditor, t as changedFields } from "./changedFields-BqrFQatW.js";
import { t as DeleteRowDialog } from "./DeleteRowDialog-DPWcTufc.js";
import { r as ResourceListPage, t as useResourceList } from "./useResourceList-DSf_z7MJ.js";
import { c as productOrNull, o as percentText } from "./engagement-DYIea30m.js";
import { t as Input } from "./input-BpCokAc_.js";
import { n as Search, r as InputGroup, t as DebouncedInput } from "./DebouncedInput-CmKQqb9w.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { t as Controller } from "./index.esm-Ie3RzZj5.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { t as useResourceMutations } from "./useResourceMutations-CzBkrCxw.js";
import { n as FormField, t as FormDialog } from "./FormDialog-DPZXcn5B.js";
import { t as CodeField } from "./CodeField-BAsgnAJy.js";
import { n as notify } from "./notify-D1W_bruy.js";
import { t as useCatalogueMessage } from "./catalogueMessages-BSnCCs2Q.js";
import { referralResource } from "./referralResource-Cwv1ybsG.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as ReferralStatusBadge } from "./ReviewParts-CnG4_P50.js";
// src/features/catalogue/engagement/ReferralDialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var FIELDS = [
	"code",
	"referrer_name",
	"referrer_email",
	"referred_email",
	"product",
	"commission_rate",
	"status"
];
/** Products offered at once; beyond that a search narrows them. */
var PRODUCT_CHOICES = 100;
/**
* Add or edit a referral (mount it anew for each opening: `key`): validated with the API's own
* schemas, the server's messages on the fields ('This code is already in use'), and the question
* before closing with unsaved changes.
*/
function ReferralDialog({ referral, dialog }) {
	const { t } = useTranslation();
	const text = useCatalogueMessage();
	const { create, update } = useResourceMutations(referralResource);
	const editing = referral !== null;
	const defaults = referral ? {
		code: referral.code,
		referrer_name: referral.referrer_name,
		referrer_email: referral.referrer_email,
		referred_email: referral.referred_email,
		product: referral.product,
		commission_rate: referral.commission_rate,
		status: referral.status
	} : {
		code: "",
		referrer_name: "",
		referrer_email: "",
		referred_email: "",
		product: null,
		commission_rate: 5,
		status: "pending"
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormDialog, {
		...dialog,
		title: editing ? t("catalogueEngagement.referrals.editTitle", { code: referral.code }) : t("catalogueEngagement.referrals.addTitle"),
		description: t("catalogueEngagement.referrals.dialogDescription"),
		submitLabel: editing ? t("catalogueEngagement.common.save") : t("catalogueEngagement.referrals.create"),
		schema: editing ? ReferralUpdateSchema : ReferralCreateSchema,
		fields: FIELDS,
		defaultValues: defaults,
		size: "lg",
		onSubmit: async (values) => {
			try {
				if (referral) {
					const changes = changedFields(values, referral);
					if (Object.keys(changes).length) await update.mutateAsync({
						id: referral.id,
						body: changes
					});
				} else await create.mutateAsync(values);
			} catch (error) {
				notify.failure(t(editing ? "catalogueEngagement.referrals.updateFailed" : "catalogueEngagement.referrals.createFailed"));
				throw error;
			}
			notify.success(t(editing ? "catalogueEngagement.referrals.updated" : "catalogueEngagement.referrals.created", { code: values.code ?? referral?.code ?? "" }));
		},
		children: (form) => {
			const { errors } = form.formState;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
						columns: {
							base: 1,
							md: 2
						},
						gap: "4",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeField, {
							form,
							name: "code",
							label: t("catalogueEngagement.referrals.fields.code"),
							error: text(errors.code?.message),
							helper: t("catalogueEngagement.referrals.hints.code"),
							sanitizedNotice: t("catalogue.codeSanitized.referral")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("catalogueEngagement.referrals.fields.status"),
							error: text(errors.status?.message),
							required: true,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
								...form.register("status"),
								children: REFERRAL_STATUSES.map((status) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: status,
									children: t(`catalogueEngagement.referralStatus.${status}`)
								}, status))
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
						columns: {
							base: 1,
							md: 2
						},
						gap: "4",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("catalogueEngagement.referrals.fields.referrerName"),
							error: text(errors.referrer_name?.message),
							required: true,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								autoComplete: "off",
								...form.register("referrer_name")
							})
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("catalogueEngagement.referrals.fields.referrerEmail"),
							error: text(errors.referrer_email?.message),
							required: true,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								type: "email",
								dir: "ltr",
								autoComplete: "off",
								...form.register("referrer_email")
							})
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
						columns: {
							base: 1,
							md: 2
						},
						gap: "4",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("catalogueEngagement.referrals.fields.referredEmail"),
							error: text(errors.referred_email?.message),
							required: true,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								type: "email",
								dir: "ltr",
								autoComplete: "off",
								...form.register("referred_email")
							})
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("catalogueEngagement.referrals.fields.commission"),
							error: text(errors.commission_rate?.message),
							helper: t("catalogueEngagement.referrals.hints.commission"),
							required: true,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputGroup, {
								endElement: "%",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
									type: "number",
									inputMode: "decimal",
									min: 0,
									max: 100,
									step: "0.01",
									dir: "ltr",
									...form.register("commission_rate", { valueAsNumber: true })
								})
							})
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
						control: form.control,
						name: "product",
						render: ({ field }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductChoice, {
							current: referral?.product ? {
								id: referral.product,
								name: referral.product_name ?? ""
							} : null,
							error: text(errors.product?.message),
							value: field.value ?? null,
							onChange: field.onChange,
							onBlur: field.onBlur
						})
					})
				]
			});
		}
	});
}
/**
* The referral's product, optional: a choice among the products the user may read (by name); a
* search appears when there are more than can be offered at once.
*/
function ProductChoice({ current, error, value, onChange, onBlur }) {
	const { t } = useTranslation();
	const api = useApi();
	const [search, setSearch] = (0, import_react.useState)("");
	const products = api.useQuery("get", "/api/products/", { params: { query: {
		page_size: PRODUCT_CHOICES,
		ordering: "name",
		...search && { search }
	} } });
	const rows = products.data?.results ?? [];
	const options = current && !rows.some((p) => p.id === current.id) ? [current, ...rows] : rows;
	const many = (products.data?.count ?? 0) > PRODUCT_CHOICES || search !== "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "2",
		children: [many && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DebouncedInput, {
			value: search,
			onCommit: setSearch,
			label: t("catalogueEngagement.referrals.productSearch"),
			placeholder: t("catalogueEngagement.referrals.productSearch"),
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
				size: 16,
				"aria-hidden": true
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
			label: t("catalogueEngagement.referrals.fields.product"),
			error,
			helper: t("catalogueEngagement.referrals.hints.product"),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
				value: value === null ? "" : String(value),
				onChange: (e) => onChange(productOrNull(e.target.value)),
				onBlur,
				"aria-busy": products.isFetching,
				"data-testid": "referral-product",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: t("catalogueEngagement.referrals.noProduct")
				}), options.map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: p.id,
					children: p.name
				}, p.id))]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
		})]
	});
}
// src/features/catalogue/engagement/ReferralsPage.tsx
/**
* /apps/product-management/referrals (read on Product): who referred whom, for which product and
* at what commission; add and edit in a dialog (create / update on Product), delete after a
* confirmation (delete on Product).
*/
function ReferralsPage() {
	const { t, i18n } = useTranslation();
	const ability = useAppAbility();
	const can = (action) => ability?.can(action, referralResource.subject) ?? false;
	const { list, query } = useResourceList(referralResource);
	const editor = useEditor();
	const deleting = useDeleting();
	const dates = (0, import_react.useMemo)(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }), [i18n.language]);
	const onEdit = can("update") ? (referral) => () => editor.edit(referral) : void 0;
	const onDelete = can("delete") ? (referral) => () => deleting.ask(referral) : void 0;
	const columns = [
		{
			id: "code",
			header: "catalogueEngagement.referrals.fields.code",
			sortField: "code",
			cell: (referral) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, {
				size: "sm",
				dir: "ltr",
				children: referral.code
			})
		},
		{
			id: "referrer",
			header: "catalogueEngagement.referrals.columns.referrer",
			cell: (referral) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "0",
				minW: "8rem",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontWeight: "medium",
					children: referral.referrer_name
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "xs",
					color: "fg.muted",
					dir: "ltr",
					textAlign: "start",
					truncate: true,
					maxW: "14rem",
					children: referral.referrer_email
				})]
			})
		},
		{
			id: "referred",
			header: "catalogueEngagement.referrals.fields.referredEmail",
			hideBelow: "md",
			cell: (referral) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				dir: "ltr",
				children: referral.referred_email
			})
		},
		{
			id: "product",
			header: "catalogueEngagement.referrals.fields.product",
			hideBelow: "md",
			cell: (referral) => referral.product_name ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Nothing, {})
		},
		{
			id: "commission",
			header: "catalogueEngagement.referrals.columns.commission",
			sortField: "commission_rate",
			textAlign: "end",
			cell: (referral) => percentText(referral.commission_rate, i18n.language)
		},
		{
			id: "status",
			header: "catalogueEngagement.referrals.fields.status",
			sortField: "status",
			cell: (referral) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReferralStatusBadge, { status: referral.status })
		},
		{
			id: "created",
			header: "catalogueEngagement.referrals.columns.created",
			sortField: "created_at",
			hideBelow: "lg",
			cell: (referral) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				whiteSpace: "nowrap",
				children: dates.format(new Date(referral.created_at))
			})
		},
		...onEdit || onDelete ? [{
			id: "actions",
			header: "catalogueEngagement.referrals.columns.actions",
			textAlign: "end",
			cell: (referral) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowActions, {
				name: referral.code,
				onEdit: onEdit?.(referral),
				onDelete: onDelete?.(referral)
			})
		}] : []
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ResourceListPage, {
		resource: referralResource,
		create: { onClick: editor.add },
		columns,
		rowKey: (referral) => referral.id,
		list,
		query,
		onRowClick: onEdit ? (referral) => editor.edit(referral) : void 0,
		filters: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
			label: t("catalogueEngagement.referrals.fields.status"),
			allLabel: t("catalogueEngagement.referrals.allStatuses"),
			value: list.state.filters.status ?? "",
			onChange: (value) => list.setFilter("status", value),
			options: REFERRAL_STATUSES.map((status) => ({
				value: status,
				label: t(`catalogueEngagement.referralStatus.${status}`)
			}))
		}),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReferralDialog, {
			referral: editor.row,
			dialog: editor.dialog
		}, editor.key), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteRowDialog, {
			resource: referralResource,
			deleting,
			body: t("catalogueEngagement.referrals.deleteBody", { code: deleting.row?.code ?? "" }),
			confirmLabel: t("catalogueEngagement.common.delete"),
			deletedText: (referral) => t("catalogueEngagement.referrals.deleted", { code: referral.code })
		})]
	});
}
export { ReferralsPage };

//# sourceMappingURL=ReferralsPage-DmIULoM6.js.map