import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { ut as Box } from "../render.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Input } from "./input-BpCokAc_.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { a as AlertTitle, i as AlertRoot, r as AlertIndicator } from "./alert-C01vb24l.js";
import { t as Spinner } from "./spinner-DpWqCLdu.js";
import { a as CardRoot, i as CardHeader, n as CardDescription, o as CardTitle, r as CardFooter, t as CardBody } from "./card-DnHAs3d6.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as u } from "./zod-B6VY3jP8.js";
import { n as NativeSelectIndicator, r as NativeSelectRoot, t as NativeSelectField } from "./native-select-BgIksthK.js";
import { n as useQueryClient } from "./QueryClientProvider-DpXg9vUq.js";
import { t as Lock } from "./lock-B0z-Y5UA.js";
import { c as useForm, d as useWatch } from "./index.esm-Ie3RzZj5.js";
import { t as LoadFailed } from "./LoadFailed-mOh-pJsA.js";
import { n as CatalogueSettingsUpdateSchema, t as CURRENCIES } from "./engagement-C8vqvS0J.js";
import { n as PRIORITIES } from "./product-B5-VMoo4.js";
import { t as submitFailure } from "./submitFailure-59KjBMqB.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { n as moneyFormat } from "./money-CCUkH4ca.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { n as FormField } from "./FormDialog-DPZXcn5B.js";
import { n as notify } from "./notify-D1W_bruy.js";
import { t as PageHeading } from "./PageHeading-Be-vr0dP.js";
import { t as useCatalogueMessage } from "./catalogueMessages-BSnCCs2Q.js";
import { n as SETTINGS_KEY } from "./queryKeys-CQ3LVd9x.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/catalogue/engagement/SettingsPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var FIELDS = [
	"currency",
	"low_stock_threshold",
	"default_priority",
	"default_minimum_order_quantity"
];
/**
* /apps/product-management/settings (read on Product): the organisation's catalogue settings,
* changed with PUT by those who may update Settings; a read-only form for the others
* (CLIENT_ADMIN), whom the server would refuse anyway.
*/
function SettingsPage() {
	const { t } = useTranslation();
	const ability = useAppAbility();
	const query = useApi().useQuery("get", "/api/catalogue/settings/");
	const editable = ability?.can("update", "Settings") ?? false;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, {
			title: t("catalogueEngagement.settings.title"),
			subtitle: t("catalogueEngagement.settings.subtitle")
		}), query.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadFailed, {
			message: t("catalogueEngagement.settings.loadFailed"),
			onRetry: () => void query.refetch(),
			retrying: query.isFetching
		}) : !query.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			py: "10",
			textAlign: "center",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
				size: "md",
				color: "primary.fg",
				"aria-label": t("catalogueEngagement.common.loading")
			})
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingsForm, {
			settings: query.data,
			editable
		}, query.data.updated_at ?? "defaults")]
	});
}
function SettingsForm({ settings, editable }) {
	const { t, i18n } = useTranslation();
	const text = useCatalogueMessage();
	const api = useApi();
	const queryClient = useQueryClient();
	const save = api.useMutation("put", "/api/catalogue/settings/");
	const [general, setGeneral] = (0, import_react.useState)(null);
	const form = useForm({
		resolver: u(CatalogueSettingsUpdateSchema),
		defaultValues: {
			currency: settings.currency,
			low_stock_threshold: settings.low_stock_threshold,
			default_priority: settings.default_priority,
			default_minimum_order_quantity: settings.default_minimum_order_quantity
		}
	});
	const { errors, isDirty, isSubmitting } = form.formState;
	const chosenCurrency = useWatch({
		control: form.control,
		name: "currency"
	});
	const currencyNames = (0, import_react.useMemo)(() => {
		try {
			return new Intl.DisplayNames(i18n.language, { type: "currency" });
		} catch {
			return null;
		}
	}, [i18n.language]);
	const updatedAt = settings.updated_at ? new Intl.DateTimeFormat(i18n.language, {
		dateStyle: "medium",
		timeStyle: "short"
	}).format(new Date(settings.updated_at)) : null;
	const submit = form.handleSubmit(async (values) => {
		setGeneral(null);
		try {
			await save.mutateAsync({ body: values });
		} catch (error) {
			const failure = submitFailure(error, FIELDS);
			for (const [field, message] of Object.entries(failure.fields)) form.setError(field, {
				type: "server",
				message
			});
			if (failure.general || !Object.keys(failure.fields).length) setGeneral(failure.general ?? t("catalogueEngagement.settings.saveFailed"));
			notify.failure(t("catalogueEngagement.settings.saveFailed"));
			return;
		}
		notify.success(t("catalogueEngagement.settings.saved"));
		await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardRoot, {
		variant: "outline",
		maxW: "3xl",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.form, {
			onSubmit: submit,
			noValidate: true,
			"aria-labelledby": "catalogue-settings-title",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardTitle, {
						as: "h2",
						id: "catalogue-settings-title",
						children: t("catalogueEngagement.settings.formTitle")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardDescription, { children: updatedAt ? t("catalogueEngagement.settings.updatedAt", { date: updatedAt }) : t("catalogueEngagement.settings.defaults") })]
				}) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardBody, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "5",
					children: [
						!editable && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
							status: "info",
							"data-testid": "settings-read-only",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Lock, {}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, {
								fontWeight: "normal",
								children: t("catalogueEngagement.settings.readOnly")
							})]
						}),
						general && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
							status: "error",
							role: "alert",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: general })]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.fieldset, {
							disabled: !editable || isSubmitting,
							minW: "0",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.legend, {
								srOnly: true,
								children: t("catalogueEngagement.settings.formTitle")
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
								columns: {
									base: 1,
									md: 2
								},
								gap: "5",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
										label: t("catalogueEngagement.settings.fields.currency"),
										error: text(errors.currency?.message),
										helper: t("catalogueEngagement.settings.hints.currency", { example: moneyFormat(i18n.language, chosenCurrency)(1234.5) }),
										required: true,
										children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
											...form.register("currency"),
											children: CURRENCIES.map((code) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
												value: code,
												children: currencyNames ? `${code} · ${currencyNames.of(code)}` : code
											}, code))
										}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
										label: t("catalogueEngagement.settings.fields.lowStockThreshold"),
										error: text(errors.low_stock_threshold?.message),
										helper: t("catalogueEngagement.settings.hints.lowStockThreshold"),
										required: true,
										children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
											type: "number",
											inputMode: "numeric",
											min: 0,
											max: 1e6,
											step: 1,
											...form.register("low_stock_threshold", { valueAsNumber: true })
										})
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
										label: t("catalogueEngagement.settings.fields.defaultPriority"),
										error: text(errors.default_priority?.message),
										helper: t("catalogueEngagement.settings.hints.defaultPriority"),
										required: true,
										children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
											...form.register("default_priority"),
											children: PRIORITIES.map((priority) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
												value: priority,
												children: t(`catalogueEngagement.priority.${priority}`)
											}, priority))
										}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
										label: t("catalogueEngagement.settings.fields.defaultMinimumOrderQuantity"),
										error: text(errors.default_minimum_order_quantity?.message),
										helper: t("catalogueEngagement.settings.hints.defaultMinimumOrderQuantity"),
										required: true,
										children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
											type: "number",
											inputMode: "numeric",
											min: 1,
											max: 1e6,
											step: 1,
											...form.register("default_minimum_order_quantity", { valueAsNumber: true })
										})
									})
								]
							})]
						})
					]
				}) }),
				editable && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardFooter, {
					justifyContent: "flex-end",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
						gap: "3",
						children: [
							isDirty && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								fontSize: "sm",
								color: "fg.muted",
								role: "status",
								children: t("catalogueEngagement.settings.unsaved")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								variant: "outline",
								disabled: !isDirty || isSubmitting,
								onClick: () => form.reset(),
								children: t("catalogueEngagement.settings.discard")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								type: "submit",
								colorPalette: "primary",
								loading: isSubmitting,
								"data-testid": "save-settings",
								children: t("catalogueEngagement.common.save")
							})
						]
					})
				})
			]
		})
	});
}
export { SettingsPage };

//# sourceMappingURL=SettingsPage-BDLlZgdJ.js.map