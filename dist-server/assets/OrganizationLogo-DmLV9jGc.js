import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { n as notify } from "./notify-D1W_bruy.js";
import { i as CheckboxRoot, n as CheckboxHiddenInput, r as CheckboxLabel, t as CheckboxControl } from "./checkbox-DJi1xEEd.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Input } from "./input-BpCokAc_.js";
import { n as NativeSelectIndicator, r as NativeSelectRoot, t as NativeSelectField } from "./native-select-BgIksthK.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { t as fieldMessages } from "./messages-CVJXF2Mj.js";
import { ut as Box } from "../render.js";
import { t as AuthImage } from "./AuthImage-xoywtXIz.js";
import { n as LogoRefused, r as LogoField, t as useSaveWithLogo } from "./saveWithLogo-0FyfdJw7.js";
import { s as resourceKeys } from "./resource-Cli98FiI.js";
import { t as translateValidation } from "./validationText-f3QOVcd1.js";
import { a as common, i as NameCodeFields, t as FlagSwitch } from "./FlagSwitch-D8FZhfvO.js";
import { a as OrganizationUpdateSchema, i as OrganizationCreateSchema, o as organizationMessages, r as FIRST_ADMIN_ROLES, t as organizationResource } from "./organizationResource-19xV-k1w.js";
import { n as FormField, t as FormDialog } from "./FormDialog-DPZXcn5B.js";
import { t as useResourceMutations } from "./useResourceMutations-CzBkrCxw.js";
// src/features/admin/organizationMessages.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** English message (the API's and the forms' rules) → its name under `organizations.messages`. */
var NAMES = new Map(Object.entries({
	...fieldMessages,
	...organizationMessages
}).map(([name, message]) => [message, name]));
/** The organisations' messages in the reader's language; shared validation texts as everywhere. */
function useOrganizationMessage() {
	const { t } = useTranslation();
	return (0, import_react.useCallback)((message) => {
		if (!message) return void 0;
		const name = NAMES.get(message);
		return name ? t(`organizations.messages.${name}`) : translateValidation(t, message);
	}, [t]);
}
// src/features/admin/OrganizationDialog.tsx
var import_jsx_runtime = require_jsx_runtime();
var FIELDS = [
	"name",
	"code",
	"is_active",
	"admin.email",
	"admin.first_name",
	"admin.last_name",
	"admin.role"
];
/**
* Add or edit an organisation (mount it anew for each opening: `key`): its name, and for those
* who manage organisations its code and active flag; its logo uploaded once it is saved; when
* adding, optionally its first administrator, who is emailed a link to choose a password.
*/
function OrganizationDialog({ organization, dialog }) {
	const { t } = useTranslation();
	const text = useOrganizationMessage();
	const manages = useAppAbility()?.can("manage", "Organization") ?? false;
	const { create, update } = useResourceMutations(organizationResource);
	const [invite, setInvite] = (0, import_react.useState)(false);
	const editing = organization !== null;
	const save = useSaveWithLogo({
		owner: "organizations",
		texts: "organizations.dialog",
		saveLabel: t("organizations.dialog.save"),
		logoFailed: (error) => notify.failure(t("organizations.dialog.logoFailed"), error instanceof LogoRefused ? text(error.reason) : void 0),
		row: organization,
		queryKey: resourceKeys(organizationResource).list,
		create: (body) => create.mutateAsync(body),
		update: (id, body) => update.mutateAsync({
			id,
			body
		})
	});
	const defaults = organization ? {
		name: organization.name,
		code: organization.code,
		is_active: organization.is_active
	} : {
		name: "",
		code: "",
		is_active: true
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormDialog, {
		...dialog,
		...save.dialog,
		schema: editing ? OrganizationUpdateSchema : OrganizationCreateSchema,
		fields: FIELDS,
		defaultValues: defaults,
		size: "lg",
		children: (form) => {
			const f = common(form);
			const errors = form.formState.errors;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "4",
				children: [
					manages ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NameCodeFields, {
						errorText: text,
						form: f,
						generate: !editing,
						sanitizedNotice: t("organizations.dialog.codeSanitized")
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						label: t("organizations.fields.name"),
						error: text(errors.name?.message),
						required: true,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
							autoComplete: "organization",
							...f.register("name")
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoField, {
						current: organization?.logo ?? null,
						...save.logo,
						alt: t("organizations.logoAlt", { name: form.watch("name") || organization?.name || "" })
					}),
					manages && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FlagSwitch, {
						form: f,
						name: "is_active",
						label: t("organizations.fields.isActive")
					}),
					!editing && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: "3",
						borderWidth: "1px",
						rounded: "md",
						p: "4",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CheckboxRoot, {
							checked: invite,
							onCheckedChange: (e) => setInvite(!!e.checked),
							"data-testid": "invite-first-admin",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxHiddenInput, {}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxControl, {}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxLabel, { children: t("organizations.dialog.inviteAdmin") })
							]
						}), invite && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("organizations.fields.adminEmail"),
								error: text(errors.admin?.email?.message),
								helper: t("organizations.dialog.inviteHint"),
								required: true,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
									type: "email",
									dir: "ltr",
									autoComplete: "off",
									...form.register("admin.email")
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
								columns: {
									base: 1,
									md: 2
								},
								gap: "4",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
									label: t("organizations.fields.adminFirstName"),
									error: text(errors.admin?.first_name?.message),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
										autoComplete: "off",
										...form.register("admin.first_name")
									})
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
									label: t("organizations.fields.adminLastName"),
									error: text(errors.admin?.last_name?.message),
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
										autoComplete: "off",
										...form.register("admin.last_name")
									})
								})]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
								label: t("organizations.fields.adminRole"),
								error: text(errors.admin?.role?.message),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
									...form.register("admin.role"),
									defaultValue: "admin",
									children: FIRST_ADMIN_ROLES.map((role) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
										value: role,
										children: t(`roles.${role}`)
									}, role))
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
							})
						] })]
					})
				]
			});
		}
	});
}
// src/features/admin/OrganizationLogo.tsx
/** An organisation's logo, or its code's first letters when it has none. */
function OrganizationLogo({ organization, size }) {
	const { t } = useTranslation();
	return organization.logo ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthImage, {
		src: organization.logo,
		alt: t("organizations.logoAlt", { name: organization.name }),
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
		children: organization.code.slice(0, 2)
	});
}
export { OrganizationDialog as n, useOrganizationMessage as r, OrganizationLogo as t };

//# sourceMappingURL=OrganizationLogo-DmLV9jGc.js.map