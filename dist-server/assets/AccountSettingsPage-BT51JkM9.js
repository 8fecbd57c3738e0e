import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { a as AlertTitle, i as AlertRoot, n as AlertDescription, r as AlertIndicator, t as AlertContent } from "./alert-C01vb24l.js";
import { t as Input } from "./input-BpCokAc_.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { i as DataListRoot, n as DataListItemLabel, r as DataListItemValue, t as DataListItem } from "./data-list-B08ULfHA.js";
import { t as u } from "./zod-B6VY3jP8.js";
import { c as useForm, f as FieldErrorText, g as FieldRoot, m as FieldLabel, p as FieldHelperText } from "./index.esm-Ie3RzZj5.js";
import { n as PasswordChangeSchema } from "./schemas-CL0Myzc7.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { t as translateValidation } from "./validationText-f3QOVcd1.js";
import { t as submitFailure } from "./submitFailure-59KjBMqB.js";
import { W as ACCOUNT_SETTINGS_PATH, ut as Box } from "../render.js";
import { t as SectionHeader } from "./SectionHeader-CNkljqbo.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as Badge } from "./badge-hknY9IHs.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
import { c as s } from "./utils-C7xfzvt1-aSEJkLkZ.js";
import { n as useQueryClient } from "./QueryClientProvider-DpXg9vUq.js";
import { a as UserUpdateSchema } from "./schemas-BDv3OC7r.js";
import { t as useOrganizationLabel } from "./organizationLabel-CszNSqeZ.js";
import { n as useRoleLabel } from "./roleLabel-BoPcF1uS.js";
import { a as useSessionActor, r as useAppAbility } from "./SessionProvider-Bi_teUN2.js";
import { n as useCurrentUser, r as QueryState, t as CURRENT_USER_KEY } from "./useCurrentUser-BBIEZRon.js";
import { t as TabbedPage } from "./TabbedPage-CpSlBlj-.js";
// src/features/account/FormCard.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A titled settings form in a card: the frame both account forms share. */
function FormCard({ title, subtitle, onSubmit, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.form, {
		onSubmit,
		noValidate: true,
		bg: "bg",
		borderWidth: "1px",
		rounded: "lg",
		p: {
			base: "5",
			md: "6"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			mb: "5",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
				title,
				subtitle
			})
		}), children]
	});
}
// src/features/account/PasswordChangeForm.tsx
var FIELDS$1 = [
	{
		name: "old_password",
		label: "account.security.oldPassword",
		autoComplete: "current-password"
	},
	{
		name: "new_password1",
		label: "account.security.newPassword",
		autoComplete: "new-password"
	},
	{
		name: "new_password2",
		label: "account.security.confirmPassword",
		autoComplete: "new-password"
	}
];
var FIELD_NAMES$1 = FIELDS$1.map((f) => f.name);
var EMPTY = {
	old_password: "",
	new_password1: "",
	new_password2: ""
};
/**
* Security tab (spec §5): old password and the new one twice. The server then revokes every
* refresh token of the user; this tab keeps working on its access token until that expires.
*/
function PasswordChangeForm() {
	const { t } = useTranslation();
	const mutation = useApi().useMutation("post", "/api/auth/password/change/");
	const [notice, setNotice] = (0, import_react.useState)(null);
	const { register, handleSubmit, reset, setError, formState } = useForm({
		resolver: u(PasswordChangeSchema),
		defaultValues: EMPTY
	});
	const { errors, isDirty } = formState;
	const onSubmit = handleSubmit((body) => {
		setNotice(null);
		mutation.mutate({ body }, {
			onSuccess: () => {
				reset(EMPTY);
				setNotice({
					status: "success",
					text: t("account.security.changed")
				});
			},
			onError: (error) => {
				const failure = submitFailure(error, FIELD_NAMES$1);
				for (const [field, message] of Object.entries(failure.fields)) setError(field, {
					type: "server",
					message
				});
				if (failure.general || !Object.keys(failure.fields).length) setNotice({
					status: "error",
					text: failure.general ?? t("account.security.changeFailed")
				});
			}
		});
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormCard, {
		title: t("account.security.title"),
		subtitle: t("account.security.subtitle"),
		onSubmit,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "5",
			maxW: "md",
			children: [
				notice && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
					status: notice.status,
					role: notice.status === "error" ? "alert" : "status",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: notice.text }), notice.status === "success" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertDescription, { children: t("account.security.changedDetail") })] })]
				}),
				FIELDS$1.map((field) => {
					const error = errors[field.name]?.message;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRoot, {
						invalid: !!error,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldLabel, { children: t(field.label) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								type: "password",
								autoComplete: field.autoComplete,
								...register(field.name)
							}),
							error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldErrorText, { children: translateValidation(t, error) }) : field.name === "new_password1" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldHelperText, { children: t("account.security.newPasswordHint") })
						]
					}, field.name);
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: "3",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						colorPalette: "primary",
						loading: mutation.isPending,
						children: t("account.security.submit")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "button",
						variant: "outline",
						disabled: !isDirty || mutation.isPending,
						onClick: () => {
							reset(EMPTY);
							setNotice(null);
						},
						children: t("account.security.clear")
					})]
				})
			]
		})
	});
}
// src/features/account/ProfileForm.tsx
var ProfileSchema = UserUpdateSchema.pick({
	first_name: true,
	last_name: true,
	phone_number: true,
	birthday: true,
	department: true
});
var FIELDS = [
	{
		name: "first_name",
		label: "account.profile.firstName",
		type: "text",
		autoComplete: "given-name"
	},
	{
		name: "last_name",
		label: "account.profile.lastName",
		type: "text",
		autoComplete: "family-name"
	},
	{
		name: "phone_number",
		label: "account.profile.phoneNumber",
		type: "tel",
		autoComplete: "tel"
	},
	{
		name: "birthday",
		label: "account.profile.birthday",
		type: "date",
		autoComplete: "bday"
	},
	{
		name: "department",
		label: "account.profile.department",
		type: "text",
		autoComplete: "organization-title"
	}
];
var FIELD_NAMES = FIELDS.map((f) => f.name);
var formValues = (user) => ({
	first_name: user.first_name,
	last_name: user.last_name,
	phone_number: user.phone_number,
	birthday: user.birthday,
	department: user.department
});
/** Account tab: the signed-in user's own profile. */
function AccountTab() {
	const currentUser = useCurrentUser();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryState, {
		query: currentUser,
		children: (user) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileForm, { user })
	});
}
function ProfileForm({ user }) {
	const { t } = useTranslation();
	const roleLabel = useRoleLabel();
	const organizationLabel = useOrganizationLabel();
	const ability = useAppAbility();
	const actor = useSessionActor();
	const queryClient = useQueryClient();
	const mutation = useApi().useMutation("patch", "/api/auth/user/");
	const [notice, setNotice] = (0, import_react.useState)(null);
	const { register, handleSubmit, reset, setError, formState } = useForm({
		resolver: u(ProfileSchema),
		defaultValues: formValues(user)
	});
	const { errors, isDirty, dirtyFields } = formState;
	const editable = (0, import_react.useMemo)(() => {
		const self = s("User", { ...user });
		return Object.fromEntries(FIELD_NAMES.map((field) => [field, !!ability?.can("update", self, field)]));
	}, [ability, user]);
	const onSubmit = handleSubmit((values) => {
		setNotice(null);
		const changes = {};
		for (const field of FIELD_NAMES) if (dirtyFields[field] && editable[field] && values[field] !== user[field]) Object.assign(changes, { [field]: values[field] });
		if (!Object.keys(changes).length) {
			reset(formValues(user));
			return;
		}
		mutation.mutate({ body: changes }, {
			onSuccess: (updated) => {
				if (!updated) {
					setNotice({
						status: "error",
						text: t("account.profile.saveFailed")
					});
					return;
				}
				actor.send({
					type: "USER_UPDATED",
					user: updated
				});
				queryClient.setQueryData(CURRENT_USER_KEY, updated);
				queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
				reset(formValues(updated));
				setNotice({
					status: "success",
					text: t("account.profile.saved")
				});
			},
			onError: (error) => {
				const failure = submitFailure(error, FIELD_NAMES);
				for (const [field, message] of Object.entries(failure.fields)) setError(field, {
					type: "server",
					message
				});
				if (failure.general || !Object.keys(failure.fields).length) setNotice({
					status: "error",
					text: failure.general ?? t("account.profile.saveFailed")
				});
			}
		});
	});
	const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "6",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			bg: "bg",
			borderWidth: "1px",
			rounded: "lg",
			p: {
				base: "5",
				md: "6"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				mb: "5",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionHeader, {
					title: t("account.profile.accountTitle"),
					subtitle: t("account.profile.accountSubtitle")
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListRoot, {
				orientation: "horizontal",
				gap: "3",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, { children: t("account.profile.name") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: name })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, { children: t("account.profile.email") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, {
						"data-testid": "account-email",
						children: user.email
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, { children: t("account.profile.role") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						colorPalette: "primary",
						variant: "subtle",
						"data-testid": "account-role",
						children: roleLabel(user.role)
					}) })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataListItem, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemLabel, { children: t("account.profile.organization") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataListItemValue, {
						"data-testid": "account-organization",
						children: organizationLabel(user.id_organization)
					})] })
				]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormCard, {
			title: t("account.profile.title"),
			subtitle: t("account.profile.subtitle"),
			onSubmit,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "5",
				children: [
					notice && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
						status: notice.status,
						role: notice.status === "error" ? "alert" : "status",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: notice.text })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
						columns: {
							base: 1,
							md: 2
						},
						gap: "5",
						children: FIELDS.map((field) => {
							const canEdit = editable[field.name];
							const error = errors[field.name]?.message;
							return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRoot, {
								invalid: !!error,
								readOnly: !canEdit,
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldLabel, { children: t(field.label) }),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
										type: field.type,
										autoComplete: field.autoComplete,
										variant: canEdit ? "outline" : "subtle",
										...register(field.name, { ...field.name === "birthday" && { setValueAs: (v) => v || null } })
									}),
									error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldErrorText, { children: translateValidation(t, error) }) : !canEdit && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldHelperText, { children: t("account.profile.notEditable") })
								]
							}, field.name);
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
						gap: "3",
						justify: "flex-end",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "button",
							variant: "outline",
							disabled: !isDirty || mutation.isPending,
							onClick: () => {
								reset(formValues(user));
								setNotice(null);
							},
							children: t("account.profile.reset")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							colorPalette: "primary",
							disabled: !isDirty,
							loading: mutation.isPending,
							children: t("account.profile.save")
						})]
					})
				]
			})
		})]
	});
}
// src/features/account/AccountSettingsPage.tsx
/** /pages/account-settings/:tab — account (profile) and security (password). */
function AccountSettingsPage() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabbedPage, {
		base: ACCOUNT_SETTINGS_PATH,
		title: t("account.settingsTitle"),
		subtitle: t("account.settingsSubtitle"),
		tabs: [{
			value: "account",
			label: t("account.tabs.account"),
			content: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountTab, {})
		}, {
			value: "security",
			label: t("account.tabs.security"),
			content: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordChangeForm, {})
		}]
	});
}
export { AccountSettingsPage };

//# sourceMappingURL=AccountSettingsPage-BT51JkM9.js.map