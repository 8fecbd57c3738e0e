import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { ut as Box } from "../render.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { a as AlertTitle, i as AlertRoot, r as AlertIndicator } from "./alert-C01vb24l.js";
import { t as Input } from "./input-BpCokAc_.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as u } from "./zod-B6VY3jP8.js";
import { n as useQueryClient } from "./QueryClientProvider-DpXg9vUq.js";
import { c as useForm } from "./index.esm-Ie3RzZj5.js";
import { n as SecurityPoliciesUpdateSchema, t as POLICY_LIMITS } from "./security-DNq__2E4.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { n as FormField } from "./FormDialog-DPZXcn5B.js";
import { t as submitFailure } from "./submitFailure-59KjBMqB.js";
import { t as useFormats } from "./format-BEahoWuA.js";
import { n as SecurityPage } from "./SecurityPage-tX-Y2ieu.js";
import { t as LoadFailed } from "./LoadFailed-mOh-pJsA.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/security/PoliciesPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var POLICIES = [
	{
		name: "password_min_length",
		unit: "characters"
	},
	{
		name: "session_inactivity_minutes",
		unit: "minutes"
	},
	{
		name: "access_token_lifetime_seconds",
		unit: "seconds"
	},
	{
		name: "refresh_token_lifetime_seconds",
		unit: "seconds"
	},
	{
		name: "login_rate_limit",
		unit: "attempts"
	}
];
var POLICY_FIELDS = POLICIES.map((p) => p.name);
/** /security/policies (manage on security): what the server enforces for the organisation. */
function PoliciesPage() {
	const { t } = useTranslation();
	const query = useApi().useQuery("get", "/api/security/policies/");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SecurityPage, {
		title: t("security.policies.title"),
		subtitle: t("security.policies.subtitle"),
		children: query.isError && !query.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadFailed, {
			message: t("security.errors.loadPolicies"),
			onRetry: () => void query.refetch(),
			retrying: query.isFetching
		}) : !query.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			color: "fg.muted",
			role: "status",
			children: t("security.loading")
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PoliciesForm, { policies: query.data }, query.data.updated_at ?? "defaults")
	});
}
var valuesOf = (p) => Object.fromEntries(POLICY_FIELDS.map((name) => [name, p[name]]));
function PoliciesForm({ policies }) {
	const { t } = useTranslation();
	const f = useFormats();
	const queryClient = useQueryClient();
	const save = useApi().useMutation("put", "/api/security/policies/");
	const [general, setGeneral] = (0, import_react.useState)(null);
	const [saved, setSaved] = (0, import_react.useState)(false);
	const form = useForm({
		resolver: u(SecurityPoliciesUpdateSchema),
		defaultValues: valuesOf(policies)
	});
	const { errors, isSubmitting, isDirty } = form.formState;
	const submit = form.handleSubmit(async (values) => {
		setGeneral(null);
		setSaved(false);
		try {
			const updated = await save.mutateAsync({ body: values });
			queryClient.setQueryData([
				"get",
				"/api/security/policies/",
				{}
			], updated);
			form.reset(valuesOf(updated));
			setSaved(true);
			queryClient.invalidateQueries({ queryKey: ["get", "/api/security/policies/"] });
		} catch (error) {
			const failure = submitFailure(error, POLICY_FIELDS);
			for (const [field, message] of Object.entries(failure.fields)) form.setError(field, {
				type: "server",
				message
			});
			if (failure.general || !Object.keys(failure.fields).length) setGeneral(failure.general ?? t("security.policies.saveFailed"));
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.form, {
		onSubmit: submit,
		noValidate: true,
		maxW: "3xl",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "5",
			borderWidth: "1px",
			rounded: "lg",
			p: "6",
			bg: "bg",
			children: [
				general && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
					status: "error",
					role: "alert",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: general })]
				}),
				saved && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
					status: "success",
					role: "status",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: t("security.policies.saved") })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
					columns: {
						base: 1,
						md: 2
					},
					gap: "5",
					children: POLICIES.map(({ name, unit }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: t(`security.policies.fields.${name}`),
						error: errors[name]?.message,
						helper: t("security.policies.helper", {
							unit: t(`security.policies.units.${unit}`),
							default: f.number(policies.defaults[name]),
							min: f.number(POLICY_LIMITS[name].min),
							max: f.number(POLICY_LIMITS[name].max)
						}),
						required: true,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							type: "number",
							inputMode: "numeric",
							min: POLICY_LIMITS[name].min,
							max: POLICY_LIMITS[name].max,
							...form.register(name, { setValueAs: (v) => v === "" || v === null ? null : Number(v) })
						})
					}, name))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "sm",
					color: "fg.muted",
					children: t("security.policies.window", { seconds: f.number(policies.login_rate_window_seconds) })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					justify: "space-between",
					wrap: "wrap",
					gap: "3",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						fontSize: "sm",
						color: "fg.muted",
						children: policies.updated_at ? t("security.policies.updatedAt", { time: f.dateTime(policies.updated_at) }) : t("security.policies.neverChanged")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
						gap: "2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "outline",
							onClick: () => POLICY_FIELDS.forEach((name) => form.setValue(name, policies.defaults[name], { shouldDirty: true })),
							disabled: isSubmitting,
							children: t("security.policies.useDefaults")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							colorPalette: "primary",
							loading: isSubmitting,
							disabled: !isDirty,
							children: t("security.save")
						})]
					})]
				})
			]
		})
	});
}
export { PoliciesPage };

//# sourceMappingURL=PoliciesPage-C1P1TS62.js.map