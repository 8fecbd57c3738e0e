import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Spinner } from "./spinner-DpWqCLdu.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { i as Notice, n as PRODUCTS_KEY, r as PRODUCT_KEY } from "./queryKeys-1qc3rbTB.js";
import { I as PRODUCT_LIST_PATH, K as ToNotAuthorized, V as productViewPath } from "../render.js";
import { t as BackLink } from "./BackLink-B74zbL2u.js";
import { a as AlertTitle, i as AlertRoot, n as AlertDescription, r as AlertIndicator, t as AlertContent } from "./alert-C01vb24l.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Flex } from "./flex-Bw08oIkl.js";
import { a as DialogContent, c as DialogHeader, d as DialogTitle, l as DialogPositioner, n as DialogBackdrop, o as DialogDescription, r as DialogBody, s as DialogFooter, u as DialogRoot } from "./dialog-Cf02MJtP.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Input } from "./input-BpCokAc_.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { n as NativeSelectIndicator, r as NativeSelectRoot, t as NativeSelectField } from "./native-select-BgIksthK.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as Textarea } from "./textarea-c7Kx5KOZ.js";
import { c as s } from "./utils-C7xfzvt1-aSEJkLkZ.js";
import { t as u } from "./zod-B6VY3jP8.js";
import { n as useQueryClient } from "./QueryClientProvider-DpXg9vUq.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { c as useForm, d as useWatch } from "./index.esm-Ie3RzZj5.js";
import { d as useBlocker, m as useNavigate } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { a as ProductEditFormSchema, f as skuFromCode, l as durationDays, n as PRIORITIES } from "./product-B5-VMoo4.js";
import { i as useApiClient, r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { c as useSelector, o as useActorRef, r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { n as FormField } from "./FormDialog-DPZXcn5B.js";
import { n as otherMessages, r as putServerErrors } from "./serverErrors-VdG0gpH0.js";
import { t as SectionHeader } from "./SectionHeader-CNkljqbo.js";
import { t as useCatalogueMessage } from "./catalogueMessages-BSnCCs2Q.js";
import { a as useProductId, i as useProductDetail, n as productInit, r as reloadProduct, t as InvalidProductResponse } from "./productDetail-CvIq9C_R.js";
import { c as personName, n as idOf, s as parseNumberInput, t as useProductFormat } from "./productText-DHPUdmiI.js";
import { t as Portal } from "./portal-ChPcd-_9.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as dirtyFormMachine } from "./dirtyForm-B9udOvjE.js";
import { t as useReferenceData } from "./useReferenceData-CEmO22kU.js";
// ../../main/node_modules/lucide-react/dist/esm/icons/rotate-ccw.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "rotate-ccw",
	size: 24,
	node: [["path", {
		d: "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8",
		key: "1357e3"
	}], ["path", {
		d: "M3 3v5h5",
		key: "1xhq8a"
	}]]
};
__iconData.node;
var RotateCcw = createLucideIcon(__iconData);
// src/features/catalogue/products/edit/UnsavedChangesDialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** 'You have unsaved changes. Are you sure you want to close?': stay, or leave without saving. */
function UnsavedChangesDialog({ open, onStay, onLeave }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogRoot, {
		role: "alertdialog",
		open,
		onOpenChange: (e) => {
			if (!e.open) onStay();
		},
		placement: "center",
		lazyMount: true,
		unmountOnExit: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Portal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBackdrop, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogPositioner, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: t("products.unsaved.title") }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBody, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, { children: t("catalogue.messages.unsavedChanges") }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogFooter, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: "3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					onClick: onStay,
					children: t("products.unsaved.stay")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					colorPalette: "red",
					onClick: onLeave,
					children: t("products.unsaved.leave")
				})]
			}) })
		] }) })] })
	});
}
// src/features/catalogue/products/edit/useLeaveGuard.ts
var isGuarded = (state) => state === "dirty" || state === "confirming";
/**
* Leaving a form with unsaved changes asks first: the dirtyForm machine says when; a navigation in
* the app waits for the answer, and closing or reloading the tab gets the browser's own question.
*/
function useLeaveGuard(isDirty) {
	const dirtyForm = useActorRef(dirtyFormMachine);
	const dirtyState = useSelector(dirtyForm, (snapshot) => snapshot.value);
	const send = dirtyForm.send;
	(0, import_react.useEffect)(() => {
		send({ type: "OPEN" });
	}, [send]);
	(0, import_react.useEffect)(() => {
		send({
			type: "CHANGE",
			dirty: isDirty
		});
	}, [send, isDirty]);
	const guarded = isGuarded(dirtyState);
	const blocker = useBlocker(({ currentLocation, nextLocation }) => isGuarded(dirtyForm.getSnapshot().value) && currentLocation.pathname !== nextLocation.pathname);
	(0, import_react.useEffect)(() => {
		if (blocker.state === "blocked") send({ type: "CLOSE" });
	}, [blocker.state, send]);
	(0, import_react.useEffect)(() => {
		if (!guarded) return;
		const warn = (event) => event.preventDefault();
		window.addEventListener("beforeunload", warn);
		return () => window.removeEventListener("beforeunload", warn);
	}, [guarded]);
	return {
		/** The question is open. */
		asking: dirtyState === "confirming",
		/** The changes are saved: leaving no longer asks. */
		saved: () => send({ type: "SUBMITTED" }),
		stay: () => {
			send({ type: "CANCEL" });
			if (blocker.state === "blocked") blocker.reset();
		},
		leave: () => {
			send({ type: "CONFIRM" });
			if (blocker.state === "blocked") blocker.proceed();
		}
	};
}
// src/features/catalogue/products/edit/EditProductForm.tsx
var FIELDS = [
	"name",
	"cost_basis",
	"suggested_retail_price",
	"start_date",
	"end_date",
	"stock_quantity",
	"status",
	"owner",
	"priority",
	"description"
];
function defaults(product) {
	return {
		name: product.name,
		cost_basis: product.cost_basis,
		suggested_retail_price: product.suggested_retail_price,
		start_date: product.start_date ?? "",
		end_date: product.end_date ?? "",
		stock_quantity: product.stock_quantity,
		status: product.status,
		owner: product.owner,
		priority: product.priority,
		description: product.description
	};
}
/** The product's editable fields, saved with PATCH; Reset reads the product again. */
function EditProductForm({ product, reference }) {
	const { t } = useTranslation();
	const text = useCatalogueMessage();
	const format = useProductFormat();
	const ability = useAppAbility();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const client = useApiClient();
	const patch = useApi().useMutation("patch", "/api/products/{id}/");
	const [general, setGeneral] = (0, import_react.useState)(null);
	const [resetting, setResetting] = (0, import_react.useState)("idle");
	const form = useForm({
		resolver: u(ProductEditFormSchema),
		defaultValues: defaults(product)
	});
	const { register, control, formState } = form;
	const { errors, isDirty, isSubmitting } = formState;
	const [start, end] = useWatch({
		control,
		name: ["start_date", "end_date"]
	});
	const leaving = useLeaveGuard(isDirty);
	if (!ability?.can("update", s("Product", { ...product }))) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToNotAuthorized, {});
	const submit = form.handleSubmit(async (values) => {
		setGeneral(null);
		try {
			await patch.mutateAsync({
				params: { path: { id: product.id } },
				body: values
			});
		} catch (error) {
			const rest = putServerErrors(error, form.setError, FIELDS);
			const said = otherMessages(rest, (message) => text(message)).join(" ");
			setGeneral(said || (rest.onFields ? "" : t("catalogue.messages.updateProductError")));
			return;
		}
		leaving.saved();
		await Promise.all([queryClient.invalidateQueries({ queryKey: PRODUCT_KEY }), queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY })]);
		navigate(productViewPath(product.id), { state: { notice: "updated" } });
	});
	const reset = async () => {
		setResetting("busy");
		try {
			const fresh = await reloadProduct(client, product.id);
			queryClient.setQueryData([...PRODUCT_KEY, productInit(product.id)], fresh);
			form.reset(defaults(fresh));
			setGeneral(null);
			setResetting("done");
		} catch (error) {
			setResetting(error instanceof InvalidProductResponse ? "invalid" : "failed");
		}
	};
	const err = (name) => text(errors[name]?.message);
	const number = (name) => register(name, { setValueAs: (v) => typeof v === "string" ? parseNumberInput(v) : v });
	const select = (name) => register(name, { setValueAs: (v) => typeof v === "string" ? idOf(v) : v });
	const duration = durationDays(start || null, end || null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.form, {
		onSubmit: submit,
		noValidate: true,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "6",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
						as: "h1",
						size: "2xl",
						children: t("products.edit.title", { name: product.name })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						color: "fg.muted",
						children: t("products.edit.subtitle")
					})]
				}),
				general !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
					status: "error",
					role: "alert",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: t("catalogue.messages.updatingProduct") }), general && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertDescription, { children: general })] })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "4",
					borderWidth: "1px",
					rounded: "lg",
					p: {
						base: "4",
						md: "6"
					},
					bg: "bg",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
							title: t("products.edit.identity"),
							subtitle: t("products.edit.identityHint")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
							columns: {
								base: 1,
								md: 2
							},
							gap: "4",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
									label: t("products.fields.name"),
									required: true,
									error: err("name"),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
										...register("name"),
										autoComplete: "off"
									})
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
									label: t("products.fields.sku"),
									helper: t("products.edit.skuHint"),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
										value: skuFromCode(product.code),
										readOnly: true,
										dir: "ltr",
										bg: "bg.muted",
										"data-testid": "edit-sku"
									})
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
									label: t("products.fields.status"),
									required: true,
									error: err("status"),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
										...select("status"),
										children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
											value: "",
											children: t("products.wizard.choose")
										}), reference.statuses.map((s) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
											value: s.id,
											children: s.name
										}, s.id))]
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
									label: t("products.fields.owner"),
									required: true,
									error: err("owner"),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
										...select("owner"),
										children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
											value: "",
											children: t("products.wizard.choose")
										}), reference.owners.map((u) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
											value: u.id,
											children: personName(u)
										}, u.id))]
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
									label: t("products.fields.priority"),
									required: true,
									error: err("priority"),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
										...register("priority"),
										children: PRIORITIES.map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
											value: p,
											children: format.priority(p)
										}, p))
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
								})
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("products.fields.description"),
							error: err("description"),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
								...register("description"),
								rows: 3
							})
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "4",
					borderWidth: "1px",
					rounded: "lg",
					p: {
						base: "4",
						md: "6"
					},
					bg: "bg",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
						title: t("products.edit.commercial"),
						subtitle: t("products.edit.commercialHint")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
						columns: {
							base: 1,
							md: 3
						},
						gap: "4",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("products.fields.costBasis"),
								required: true,
								error: err("cost_basis"),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
									...number("cost_basis"),
									inputMode: "decimal"
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("products.fields.price"),
								error: err("suggested_retail_price"),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
									...number("suggested_retail_price"),
									inputMode: "decimal"
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("products.fields.stock"),
								required: true,
								error: err("stock_quantity"),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
									...number("stock_quantity"),
									inputMode: "numeric"
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("products.fields.startDate"),
								required: true,
								error: err("start_date"),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
									type: "date",
									...register("start_date")
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("products.fields.endDate"),
								required: true,
								error: err("end_date"),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
									type: "date",
									...register("end_date")
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("products.fields.duration"),
								helper: t("products.edit.durationHint"),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
									readOnly: true,
									bg: "bg.muted",
									"data-testid": "edit-duration",
									value: duration === null ? "" : t("products.format.days", { count: duration })
								})
							})
						]
					})]
				}),
				(resetting === "failed" || resetting === "invalid") && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
					status: "error",
					role: "alert",
					"data-testid": "reset-failed",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: t("catalogue.messages.resetForm") }), resetting === "invalid" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertDescription, { children: t("catalogue.messages.invalidResponse") })] })]
				}),
				resetting === "done" && !isDirty && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
					status: "info",
					role: "status",
					"data-testid": "reset-done",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, {
						fontWeight: "normal",
						children: t("catalogue.productEdit.resetDone")
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
					gap: "3",
					justify: "space-between",
					wrap: "wrap",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						variant: "ghost",
						onClick: () => void reset(),
						loading: resetting === "busy",
						disabled: isSubmitting,
						"data-testid": "reset-form",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCcw, { "aria-hidden": true }), t("catalogue.productEdit.reset")]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
						gap: "3",
						ms: "auto",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "outline",
							onClick: () => void navigate(productViewPath(product.id)),
							disabled: isSubmitting,
							children: t("products.actions.cancel")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							colorPalette: "primary",
							loading: isSubmitting,
							disabled: resetting === "busy",
							children: t("products.edit.save")
						})]
					})]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnsavedChangesDialog, {
			open: leaving.asking,
			onStay: leaving.stay,
			onLeave: leaving.leave
		})]
	});
}
// src/features/catalogue/products/ProductEditPage.tsx
/** /product/edit/:id (update on the product): its fields, SKU and duration computed. */
function ProductEditPage() {
	const { t } = useTranslation();
	const id = useProductId();
	const query = useProductDetail(id);
	const reference = useReferenceData();
	const invalid = !!query.data?.invalid;
	let body;
	if (id === null) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
		status: "warning",
		text: t("products.view.notFound")
	});
	else if (query.data?.product && reference.data) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditProductForm, {
		product: query.data.product,
		reference: reference.data
	}, query.data.product.id);
	else if (query.isError || invalid || reference.isError) {
		const productFailed = query.isError || invalid;
		const retry = () => void (productFailed ? query.refetch() : reference.retry());
		body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
			status: "error",
			text: t(query.isError ? "catalogue.messages.loadProduct" : invalid ? "catalogue.messages.invalidResponse" : "catalogue.messages.loadReferenceData"),
			action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "sm",
				variant: "outline",
				onClick: retry,
				loading: query.isFetching || reference.isFetching,
				children: t("products.actions.retry")
			})
		});
	} else body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
		size: "md",
		color: "primary.fg",
		"aria-label": t("products.loading")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		maxW: "5xl",
		children: [id === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackLink, {
			to: PRODUCT_LIST_PATH,
			label: t("products.view.back")
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackLink, {
			to: productViewPath(id),
			label: t("products.edit.back")
		}), body]
	});
}
export { ProductEditPage };

//# sourceMappingURL=ProductEditPage-MFPcTAD2.js.map