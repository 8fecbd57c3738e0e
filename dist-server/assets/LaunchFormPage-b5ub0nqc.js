import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Spinner } from "./spinner-DpWqCLdu.js";
import { _ as useSearchParams, g as useParams, m as useNavigate, t as Link } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as LoadFailed } from "./LoadFailed-mOh-pJsA.js";
import { i as useApiClient, r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { n as isNotFound, t as LaunchNotFound } from "./LaunchNotFound-BOH6vrN2.js";
import { a as AlertTitle, i as AlertRoot, n as AlertDescription, r as AlertIndicator, t as AlertContent } from "./alert-C01vb24l.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { N as LAUNCH_LIST_PATH, R as launchDetailPath, ut as Box } from "../render.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Flex } from "./flex-Bw08oIkl.js";
import { t as Input } from "./input-BpCokAc_.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Textarea } from "./textarea-c7Kx5KOZ.js";
import { t as u } from "./zod-B6VY3jP8.js";
import { n as NativeSelectIndicator, r as NativeSelectRoot, t as NativeSelectField } from "./native-select-BgIksthK.js";
import { n as useQueryClient } from "./QueryClientProvider-DpXg9vUq.js";
import { t as Sparkles } from "./sparkles-9gvoloMW.js";
import { c as useForm, s as useFieldArray, t as Controller } from "./index.esm-Ie3RzZj5.js";
import { a as LaunchUpdateSchema, i as LaunchCreateSchema, n as LAUNCH_TEAM_ROLES, o as MARKET_SCOPES, r as LAUNCH_TYPES, s as generateLaunchCode, t as LAUNCH_STATUSES } from "./launch-OaGJoAFL.js";
import { t as submitFailure } from "./submitFailure-59KjBMqB.js";
import { n as FormField } from "./FormDialog-DPZXcn5B.js";
import { t as CodeField } from "./CodeField-BAsgnAJy.js";
import { t as useCatalogueMessage } from "./catalogueMessages-BSnCCs2Q.js";
import { a as idOrNull, c as numberOrNull, i as dateOrNull, n as LAUNCH_FORM_FIELDS, o as launchChanges, s as launchFormValues, t as useLaunchText } from "./useLaunchText-pwT5v4As.js";
import { n as Search, t as DebouncedInput } from "./DebouncedInput-CmKQqb9w.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { n as LAUNCHES_KEY, r as LAUNCH_KEY, t as ANALYTICS_KEY } from "./queryKeys-CHsTaP2Y.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { t as SectionHeader } from "./SectionHeader-CNkljqbo.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as BackLink } from "./BackLink-B74zbL2u.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as IconButton } from "./icon-button-B4lNTmt_.js";
import { t as Plus } from "./plus-BK_pqN1k.js";
import { t as Trash } from "./trash-BNeb_V7H.js";
import { n as useAllPages } from "./allPages-DVI8vi4q.js";
// src/features/catalogue/launches/ProductPicker.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* The launch's product: a search over the products the user may read, and a choice among the
* matches. Products whose status does not allow a launch (spec §3) are listed but cannot be
* chosen; the server refuses them anyway. A product given in the URL (from the product's page)
* is chosen from the start.
*/
function ProductPicker({ value, onChange, onBlur, error }) {
	const { t } = useTranslation();
	const api = useApi();
	const [search, setSearch] = (0, import_react.useState)("");
	const statuses = api.useQuery("get", "/api/product-statuses/", { params: { query: { page_size: 100 } } });
	const products = api.useQuery("get", "/api/products/", { params: { query: {
		page_size: 50,
		ordering: "name",
		...search && { search }
	} } });
	const chosen = api.useQuery("get", "/api/products/{id}/", { params: { path: { id: value ?? 0 } } }, { enabled: value !== null && !products.data?.results.some((p) => p.id === value) });
	const options = (0, import_react.useMemo)(() => {
		const allows = new Map(statuses.data?.results.map((s) => [s.id, s.allows_launch]));
		const rows = [...products.data?.results ?? []];
		if (chosen.data && !rows.some((p) => p.id === chosen.data.id)) rows.unshift(chosen.data);
		return rows.map((p) => ({
			id: p.id,
			name: p.name,
			code: p.code,
			allowsLaunch: allows.get(p.status)
		}));
	}, [
		statuses.data,
		products.data,
		chosen.data
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DebouncedInput, {
			value: search,
			onCommit: setSearch,
			label: t("launches.form.productSearch"),
			placeholder: t("launches.form.productSearch"),
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
				size: 16,
				"aria-hidden": true
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
			label: t("launches.fields.product"),
			error,
			required: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
				value: value === null ? "" : String(value),
				"aria-busy": products.isFetching,
				onBlur,
				onChange: (e) => onChange(e.target.value === "" ? null : Number(e.target.value)),
				"data-testid": "launch-product",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: t("launches.form.chooseProduct")
				}), options.map((o) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: o.id,
					disabled: o.allowsLaunch === false && o.id !== value,
					children: o.allowsLaunch === false ? t("launches.form.productNoLaunch", { name: o.name }) : o.name
				}, o.id))]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
		})]
	});
}
// src/features/catalogue/launches/FormSection.tsx
/** A titled part of the form, its fields in two columns from medium screens up. */
function FormSection({ title, subtitle, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		as: "section",
		gap: "4",
		borderWidth: "1px",
		rounded: "lg",
		p: {
			base: "4",
			md: "6"
		},
		bg: "bg",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
			title,
			subtitle
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			columns: {
				base: 1,
				md: 2
			},
			gap: "4",
			children
		})]
	});
}
/** The `<option>`s of one of the domain's value lists, each named in the reader's language. */
function EnumOptions({ values, label }) {
	return values.map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
		value,
		children: label(value)
	}, value));
}
// src/features/catalogue/launches/LaunchPageFrame.tsx
/** A launch form page: the link back to the launches, the title and the subtitle above its content. */
function PageFrame({ title, subtitle, children }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		maxW: "5xl",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackLink, {
				to: LAUNCH_LIST_PATH,
				label: t("launches.view.back")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					as: "h1",
					size: "2xl",
					children: title
				}), subtitle && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					color: "fg.muted",
					children: subtitle
				})]
			}),
			children
		]
	});
}
// src/features/catalogue/launches/LaunchTeamFields.tsx
/** The launch team: each member once, with a role; members are added from the people offered. */
function LaunchTeamFields({ form, people }) {
	const { t } = useTranslation();
	const text = useLaunchText();
	const message = useCatalogueMessage();
	const { register, control, formState } = form;
	const { errors } = formState;
	const team = useFieldArray({
		control,
		name: "team"
	});
	const teamError = errors.team?.message ?? errors.team?.root?.message;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		as: "section",
		gap: "4",
		borderWidth: "1px",
		rounded: "lg",
		p: {
			base: "4",
			md: "6"
		},
		bg: "bg",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				justify: "space-between",
				align: "flex-end",
				gap: "3",
				wrap: "wrap",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
					title: t("launches.form.sections.team"),
					subtitle: t("launches.form.sections.teamHint")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					size: "sm",
					variant: "outline",
					onClick: () => team.append({
						user: people[0]?.id ?? 0,
						role: "marketing"
					}),
					disabled: people.length === 0,
					"data-testid": "add-member",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, { "aria-hidden": true }), t("launches.form.addMember")]
				})]
			}),
			teamError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.error",
				fontSize: "sm",
				role: "alert",
				children: message(teamError)
			}),
			team.fields.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "fg.muted",
				fontSize: "sm",
				children: t("launches.form.noMembers")
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				as: "ul",
				listStyleType: "none",
				gap: "3",
				"aria-label": t("launches.form.sections.team"),
				children: team.fields.map((member, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					as: "li",
					gap: "3",
					align: "flex-end",
					"data-testid": "team-member",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							flex: "2",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("launches.form.member", { n: index + 1 }),
								error: message(errors.team?.[index]?.user?.message),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
									...register(`team.${index}.user`, { valueAsNumber: true }),
									children: people.map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
										value: p.id,
										children: p.name
									}, p.id))
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							flex: "1",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("launches.form.memberRole", { n: index + 1 }),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
									...register(`team.${index}.role`),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EnumOptions, {
										values: LAUNCH_TEAM_ROLES,
										label: text.role
									})
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
							variant: "ghost",
							colorPalette: "red",
							"aria-label": t("launches.form.removeMember", { n: index + 1 }),
							title: t("launches.form.removeMember", { n: index + 1 }),
							onClick: () => team.remove(index),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {})
						})
					]
				}, member.id))
			})
		]
	});
}
// src/features/catalogue/launches/usePeople.ts
var userName = (u) => `${u.first_name} ${u.last_name}`.trim() || u.email;
/** The people a manager or a team member can be: every user the signed-in user may list. */
function usePeople(launch) {
	const client = useApiClient();
	const users = useAllPages(["get", "/api/users/"], (page, page_size) => client.GET("/api/users/", { params: { query: {
		page,
		page_size,
		ordering: "first_name"
	} } }));
	return (0, import_react.useMemo)(() => {
		const people = new Map((users.data ?? []).map((u) => [u.id, userName(u)]));
		if (launch?.manager && launch.manager_name && !people.has(launch.manager)) people.set(launch.manager, launch.manager_name);
		for (const member of launch?.team ?? []) if (!people.has(member.user)) people.set(member.user, member.name);
		return [...people].map(([id, name]) => ({
			id,
			name
		}));
	}, [users.data, launch]);
}
// src/features/catalogue/launches/LaunchForm.tsx
/**
* The launch form of the create and edit pages: identity, plan, targets and team, validated with
* the domain's schemas; a refused save puts the server's messages on their fields.
*/
function LaunchForm({ mode, launch, product }) {
	const { t } = useTranslation();
	const text = useLaunchText();
	const message = useCatalogueMessage();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const api = useApi();
	const create = api.useMutation("post", "/api/product-launches/");
	const update = api.useMutation("patch", "/api/product-launches/{id}/");
	const people = usePeople(launch);
	const [general, setGeneral] = (0, import_react.useState)(null);
	const defaults = (0, import_react.useMemo)(() => {
		const values = launchFormValues(launch, product);
		if (mode === "edit") {
			const { product: _product, ...rest } = values;
			return rest;
		}
		return values;
	}, [
		launch,
		product,
		mode
	]);
	const form = useForm({
		resolver: u(mode === "create" ? LaunchCreateSchema : LaunchUpdateSchema),
		defaultValues: defaults
	});
	const { register, control, formState, handleSubmit, setValue, setError } = form;
	const { errors, isSubmitting } = formState;
	/** A field's error in the reader's language (numbers: one message whatever zod said). */
	const errorOf = (field, error) => {
		if (!error?.message) return void 0;
		if ((field === "target_revenue" || field === "target_units") && error.type !== "server") return t("launches.validation.number");
		return message(error.message);
	};
	const submit = handleSubmit(async (values) => {
		setGeneral(null);
		try {
			let saved;
			if (mode === "create") saved = await create.mutateAsync({ body: values });
			else {
				const changes = launchChanges(launch, values);
				saved = Object.keys(changes).length ? await update.mutateAsync({
					params: { path: { id: launch.id } },
					body: changes
				}) : launch;
			}
			await Promise.all([
				queryClient.invalidateQueries({ queryKey: LAUNCHES_KEY }),
				queryClient.invalidateQueries({ queryKey: LAUNCH_KEY }),
				queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY })
			]);
			navigate(launchDetailPath(saved.id), { state: { notice: mode === "create" ? "created" : "updated" } });
		} catch (error) {
			const failure = submitFailure(error, LAUNCH_FORM_FIELDS);
			for (const [field, text] of Object.entries(failure.fields)) setError(field, {
				type: "server",
				message: text
			});
			setGeneral({
				title: t(mode === "create" ? "catalogue.messages.createLaunch" : "launches.form.updateFailed"),
				detail: failure.general
			});
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageFrame, {
		title: mode === "create" ? t("launches.form.createTitle") : t("launches.form.editTitle"),
		subtitle: mode === "create" ? t("launches.form.createSubtitle") : launch.name,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.form, {
			onSubmit: submit,
			noValidate: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "6",
				children: [
					general && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
						status: "error",
						role: "alert",
						"data-testid": "launch-form-error",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: general.title }), general.detail && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertDescription, { children: message(general.detail) })] })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormSection, {
						title: t("launches.form.sections.identity"),
						subtitle: t("launches.form.sections.identityHint"),
						children: [
							mode === "create" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								gridColumn: { md: "span 2" },
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
									control,
									name: "product",
									render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductPicker, {
										value: field.value,
										onChange: field.onChange,
										onBlur: field.onBlur,
										error: errorOf("product", fieldState.error)
									})
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeField, {
								form,
								name: "code",
								label: t("launches.fields.code"),
								error: errorOf("code", errors.code),
								sanitizedNotice: t("catalogue.codeSanitized.launch"),
								addon: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
									variant: "outline",
									onClick: () => setValue("code", generateLaunchCode(/* @__PURE__ */ new Date()), {
										shouldDirty: true,
										shouldValidate: true
									}),
									"data-testid": "generate-code",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sparkles, { "aria-hidden": true }), t("launches.form.generate")]
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("launches.fields.name"),
								error: errorOf("name", errors.name),
								required: true,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
									...register("name"),
									autoComplete: "off"
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								gridColumn: { md: "span 2" },
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
									label: t("launches.fields.description"),
									error: errorOf("description", errors.description),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
										...register("description"),
										rows: 3
									})
								})
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormSection, {
						title: t("launches.form.sections.plan"),
						subtitle: t("launches.form.sections.planHint"),
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("launches.fields.type"),
								error: errorOf("launch_type", errors.launch_type),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
									...register("launch_type"),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EnumOptions, {
										values: LAUNCH_TYPES,
										label: text.type
									})
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("launches.fields.status"),
								error: errorOf("status", errors.status),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
									...register("status"),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EnumOptions, {
										values: LAUNCH_STATUSES,
										label: text.status
									})
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("launches.fields.marketScope"),
								error: errorOf("market_scope", errors.market_scope),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
									...register("market_scope"),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EnumOptions, {
										values: MARKET_SCOPES,
										label: text.scope
									})
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("launches.fields.manager"),
								error: errorOf("manager", errors.manager),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
									...register("manager", { setValueAs: idOrNull }),
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
										value: "",
										children: t("launches.form.noManager")
									}), people.map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
										value: p.id,
										children: p.name
									}, p.id))]
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("launches.fields.plannedLaunchDate"),
								error: errorOf("planned_launch_date", errors.planned_launch_date),
								required: true,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
									type: "date",
									...register("planned_launch_date", { setValueAs: dateOrNull })
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("launches.fields.actualLaunchDate"),
								error: errorOf("actual_launch_date", errors.actual_launch_date),
								helper: t("launches.form.actualHint"),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
									type: "date",
									...register("actual_launch_date", { setValueAs: dateOrNull })
								})
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormSection, {
						title: t("launches.form.sections.targets"),
						subtitle: t("launches.form.sections.targetsHint"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("launches.fields.targetRevenue"),
							error: errorOf("target_revenue", errors.target_revenue),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								type: "number",
								inputMode: "decimal",
								min: 0,
								step: "0.01",
								...register("target_revenue", { setValueAs: numberOrNull })
							})
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							label: t("launches.fields.targetUnits"),
							error: errorOf("target_units", errors.target_units),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								type: "number",
								inputMode: "numeric",
								min: 0,
								step: "1",
								...register("target_units", { setValueAs: numberOrNull })
							})
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LaunchTeamFields, {
						form,
						people
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
						gap: "3",
						justify: "flex-end",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							asChild: true,
							variant: "outline",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								to: launch ? launchDetailPath(launch.id) : LAUNCH_LIST_PATH,
								children: t("data.form.cancel")
							})
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							colorPalette: "primary",
							loading: isSubmitting,
							"data-testid": "save-launch",
							children: mode === "create" ? t("launches.form.create") : t("launches.form.save")
						})]
					})
				]
			})
		})
	});
}
// src/features/catalogue/launches/LaunchFormPage.tsx
var validId = (id) => Number.isInteger(id) && id > 0 && id <= 2147483647;
/** /apps/product-management/product-launches/create (create on Product). */
function LaunchCreatePage() {
	const [params] = useSearchParams();
	const product = params.get("product");
	const preselected = product && /^\d{1,9}$/.test(product) ? Number(product) : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LaunchForm, {
		mode: "create",
		launch: void 0,
		product: preselected
	});
}
/** /apps/product-management/product-launches/edit/:id (update on Product). */
function LaunchEditPage() {
	const { t } = useTranslation();
	const id = Number(useParams().id);
	const valid = validId(id);
	const query = useApi().useQuery("get", "/api/product-launches/{id}/", { params: { path: { id } } }, { enabled: valid });
	if (!valid || isNotFound(query.error)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LaunchNotFound, {});
	if (query.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LaunchForm, {
		mode: "edit",
		launch: query.data,
		product: null
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageFrame, {
		title: t("launches.form.editTitle"),
		children: query.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadFailed, {
			message: t("launches.view.loadFailed"),
			onRetry: () => void query.refetch(),
			retrying: query.isFetching
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
			size: "md",
			color: "primary.fg",
			"aria-label": t("data.table.loading")
		})
	});
}
export { LaunchCreatePage, LaunchEditPage };

//# sourceMappingURL=LaunchFormPage-b5ub0nqc.js.map