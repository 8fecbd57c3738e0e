import { t as Button } from "./button-DBWeJfr4.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as u } from "./zod-B6VY3jP8.js";
import { c as useForm, n as FormProvider } from "./index.esm-Ie3RzZj5.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { a as SignupSchema, i as PasswordResetSchema, r as PasswordResetConfirmSchema } from "./schemas-CL0Myzc7.js";
import { r as useApi } from "./ApiProvider-m6N5mc6R.js";
import { a as EmailField, c as AuthFooter, i as FormAlert, l as AuthLink, n as AuthSplit, o as PasswordField, r as FormHeader, s as TextField, t as AuthCard } from "./AuthFrame-G2LzkofK.js";
import { n as authErrorDisplay, t as AUTH_FAILED_KEY } from "./errors-BPLHxkFb.js";
import { i as useServerErrors } from "./serverErrors-VdG0gpH0.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { _ as useSearchParams, m as useNavigate, t as Link } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as SimpleGrid } from "./simple-grid-BdYUld-j.js";
// src/features/auth/password/ForgotPasswordForm.tsx
var import_jsx_runtime = require_jsx_runtime();
var FIELDS$1 = ["email"];
/**
* Asks for a reset link. The server answers 200 whether or not the address has an account (so
* the page cannot be used to find out who has one), and the confirmation says exactly that.
*/
function ForgotPasswordForm() {
	const { t } = useTranslation();
	const form = useForm({
		resolver: u(PasswordResetSchema),
		defaultValues: { email: "" }
	});
	const mutation = useApi().useMutation("post", "/api/auth/password/reset/");
	const general = useServerErrors(mutation.error, form.setError, FIELDS$1, t(AUTH_FAILED_KEY));
	const sentTo = mutation.isSuccess ? mutation.variables.body.email : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHeader, {
				title: t("auth.forgot.title"),
				subtitle: t("auth.forgot.subtitle")
			}),
			sentTo ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
				status: "success",
				title: t("auth.forgot.sentTitle"),
				children: t("auth.forgot.sent", { email: sentTo })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outline",
				onClick: () => mutation.reset(),
				children: t("auth.forgot.again")
			})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormProvider, {
				...form,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
					onSubmit: form.handleSubmit((body) => mutation.mutate({ body })),
					noValidate: true,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: "5",
						children: [
							general && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
								status: "error",
								title: general
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailField, {}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								type: "submit",
								colorPalette: "primary",
								loading: mutation.isPending,
								children: t("auth.forgot.submit")
							})
						]
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthFooter, {
				to: "/login",
				link: t("auth.backToLogin")
			})
		]
	});
}
// src/features/auth/register/RegisterFields.tsx
var NameFields = () => {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
		columns: {
			base: 1,
			sm: 2
		},
		gap: "5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			name: "first_name",
			label: t("auth.register.firstName"),
			autoComplete: "given-name"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			name: "last_name",
			label: t("auth.register.lastName"),
			autoComplete: "family-name"
		})]
	});
};
/** A new password and its confirmation; sign-up and reset name them differently. */
function NewPasswordFields({ names, labels }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
		name: names[0],
		label: labels[0],
		helperText: t("auth.passwordHint", { min: 8 })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
		name: names[1],
		label: labels[1]
	})] });
}
// src/features/auth/password/ResetPasswordForm.tsx
var FIELDS = ["new_password1", "new_password2"];
/** Opened without `uid` and `token` (e.g. a link cut in two by the mail client). */
function MissingLink() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
			status: "warning",
			title: t("auth.reset.missingTitle"),
			children: t("auth.reset.missing")
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			asChild: true,
			colorPalette: "primary",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: "/forgot-password",
				children: t("auth.reset.requestNew")
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthFooter, {
			to: "/login",
			link: t("auth.backToLogin")
		})
	] });
}
/** After success: a button to sign in, and no other way on. */
function Done() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
		status: "success",
		title: t("auth.reset.doneTitle"),
		children: t("auth.reset.done")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		asChild: true,
		colorPalette: "primary",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			to: "/login",
			children: t("auth.signIn")
		})
	})] });
}
function NewPasswordForm({ uid, token }) {
	const { t } = useTranslation();
	const form = useForm({
		resolver: u(PasswordResetConfirmSchema),
		defaultValues: {
			new_password1: "",
			new_password2: "",
			uid,
			token
		}
	});
	const mutation = useApi().useMutation("post", "/api/auth/password/reset/confirm/{uid}/{token}/");
	const general = useServerErrors(mutation.error, form.setError, FIELDS, t(AUTH_FAILED_KEY));
	const { errors } = form.formState;
	const linkError = general ?? (errors.uid || errors.token ? t("auth.reset.badLink") : void 0);
	if (mutation.isSuccess) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Done, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormProvider, {
		...form,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
			onSubmit: form.handleSubmit((body) => mutation.mutate({
				params: { path: {
					uid,
					token
				} },
				body
			})),
			noValidate: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "5",
				children: [
					linkError && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormAlert, {
						status: "error",
						title: t("auth.reset.failed"),
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("bdi", { children: linkError }),
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthLink, {
								to: "/forgot-password",
								children: t("auth.reset.requestNew")
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewPasswordFields, {
						names: ["new_password1", "new_password2"],
						labels: [t("auth.reset.newPassword"), t("auth.reset.confirmPassword")]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						colorPalette: "primary",
						loading: mutation.isPending,
						children: t("auth.reset.submit")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthFooter, {
						to: "/login",
						link: t("auth.backToLogin")
					})
				]
			})
		})
	});
}
/** /reset-password?uid=…&token=…, the link of the reset email. */
function ResetPasswordForm() {
	const { t } = useTranslation();
	const [params] = useSearchParams();
	const uid = params.get("uid");
	const token = params.get("token");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHeader, {
			title: t("auth.reset.title"),
			subtitle: t("auth.reset.subtitle")
		}), uid && token ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewPasswordForm, {
			uid,
			token
		}, `${uid}/${token}`) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MissingLink, {})]
	});
}
// src/features/auth/register/useSignupForm.ts
var SIGNUP_FIELDS = [
	"email",
	"first_name",
	"last_name",
	"password1",
	"password2"
];
/**
* The sign-up form and its call. The server has sign-up off unless ALLOW_SIGNUP is set, and then
* answers 403 with a detail: that comes back as `general`. On success the new user signs in on
* /login, with the email filled in.
*/
function useSignupForm({ onFieldErrors } = {}) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const form = useForm({
		resolver: u(SignupSchema),
		defaultValues: {
			email: "",
			first_name: "",
			last_name: "",
			password1: "",
			password2: ""
		}
	});
	const mutation = useApi().useMutation("post", "/api/auth/signup/", {
		onSuccess: (data) => void navigate("/login", { state: { registeredEmail: data.user.email } }),
		onError: (error) => onFieldErrors?.(Object.keys(authErrorDisplay(error).fields))
	});
	const general = useServerErrors(mutation.error, form.setError, SIGNUP_FIELDS, t(AUTH_FAILED_KEY));
	const submit = (values) => mutation.mutate({ body: values });
	return {
		form,
		submit,
		general,
		busy: mutation.isPending
	};
}
// src/features/auth/register/RegisterForm.tsx
/** Alert for a refused sign-up, e.g. "Sign-up is disabled on this server…" (403). */
var SignupError = ({ message }) => {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
		status: "error",
		title: t("auth.register.failed"),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("bdi", { children: message })
	});
};
var HaveAccount = () => {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthFooter, {
		text: t("auth.haveAccount"),
		to: "/login",
		link: t("auth.signInInstead")
	});
};
/** Sign-up on one page: email, names, password twice. */
function RegisterForm() {
	const { t } = useTranslation();
	const { form, submit, general, busy } = useSignupForm();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormProvider, {
		...form,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
			onSubmit: form.handleSubmit(submit),
			noValidate: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "5",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHeader, {
						title: t("auth.register.title"),
						subtitle: t("auth.register.subtitle")
					}),
					general && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignupError, { message: general }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailField, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NameFields, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewPasswordFields, {
						names: ["password1", "password2"],
						labels: [t("auth.password"), t("auth.register.confirmPassword")]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						colorPalette: "primary",
						loading: busy,
						children: t("auth.register.submit")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HaveAccount, {})
				]
			})
		})
	});
}
// src/features/auth/pages.tsx
/** One form, two layouts: v1 is the centred card of /login, v2 sits beside the brand panel. */
var inCard = (Form) => () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthCard, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Form, {}) });
var inSplit = (Form) => () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthSplit, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Form, {}) });
var RegisterPage = inCard(RegisterForm);
var ForgotPasswordPage = inCard(ForgotPasswordForm);
var ResetPasswordPage = inCard(ResetPasswordForm);
export { ForgotPasswordPage, RegisterPage, ResetPasswordPage, ResetPasswordForm as a, ForgotPasswordForm as c, useSignupForm as i, inCard, inSplit, RegisterForm as n, NameFields as o, SignupError as r, NewPasswordFields as s, HaveAccount as t };

//# sourceMappingURL=pages-CY3XviWE.js.map