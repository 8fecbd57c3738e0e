import { t as Stack } from "./stack-CXOt7F4e.js";
import { f as useLocation } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { a as useSessionActor, c as useSelector, i as useSession, p as selectLoginError, u as selectEndReason } from "./SessionProvider-Bi_teUN2.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as Flex } from "./flex-Bw08oIkl.js";
import { c as useForm, n as FormProvider } from "./index.esm-Ie3RzZj5.js";
import { w as IfSignupOpen } from "../render.js";
import { a as EmailField, c as AuthFooter, i as FormAlert, l as AuthLink, o as PasswordField, r as FormHeader, t as AuthCard } from "./AuthFrame-G2LzkofK.js";
import { t as AUTH_FAILED_KEY } from "./errors-BPLHxkFb.js";
import { i as useServerErrors } from "./serverErrors-VdG0gpH0.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// src/features/auth/LoginForm.tsx
var import_jsx_runtime = require_jsx_runtime();
var FIELDS = ["email", "password"];
var validation;
var loadValidation = () => validation ??= import("./loginValidation-CeMSdXxe.js").then(({ loginResolver }) => loginResolver, (error) => {
	validation = void 0;
	throw error;
});
var resolver = async (...args) => (await loadValidation())(...args);
var preloadValidation = () => void loadValidation().catch(() => void 0);
/** Email and password, validated by the shared schema, sent to the session machine. */
function LoginForm({ defaultEmail = "" }) {
	const { t } = useTranslation();
	const actor = useSessionActor();
	const busy = useSelector(actor, (s) => s.hasTag("busy"));
	const loginError = useSelector(actor, selectLoginError);
	const form = useForm({
		resolver,
		defaultValues: {
			email: defaultEmail,
			password: ""
		}
	});
	const general = useServerErrors(loginError, form.setError, FIELDS, t(AUTH_FAILED_KEY));
	const onSubmit = form.handleSubmit((values) => actor.send({
		type: "LOGIN",
		...values
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormProvider, {
		...form,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
			onSubmit,
			onFocus: preloadValidation,
			noValidate: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "5",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHeader, {
						title: t("auth.signInTitle"),
						subtitle: t("auth.signInSubtitle")
					}),
					general && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
						status: "error",
						title: general
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailField, { autoComplete: "username" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: "1.5",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
							name: "password",
							label: t("auth.password"),
							autoComplete: "current-password"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Flex, {
							justify: "end",
							textStyle: "sm",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthLink, {
								to: "/forgot-password",
								children: t("auth.forgotPasswordLink")
							})
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						colorPalette: "primary",
						loading: busy,
						children: t("auth.signIn")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IfSignupOpen, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthFooter, {
						text: t("auth.noAccount"),
						to: "/register",
						link: t("auth.createAccountLink")
					}) })
				]
			})
		})
	});
}
// src/features/auth/LoginPage.tsx
/** Sign-up sends the new user here with `{ registeredEmail }` as the location state. */
function useRegisteredEmail() {
	const email = useLocation().state?.registeredEmail;
	return typeof email === "string" ? email : void 0;
}
/** Why the last session ended, when the user must be told: someone else had a hand in it. */
function useSecurityEndMessage() {
	const { t } = useTranslation();
	const reason = useSession(selectEndReason);
	if (reason === "refresh_token_reused") return t("auth.sessionEnded.refresh_token_reused");
	if (reason === "session_tampered") return t("auth.sessionEnded.session_tampered");
	return null;
}
/**
* The login form, after "account created" when the visitor arrives from sign-up, or after why
* the last session was ended when that was a security measure.
*/
function LoginPanel() {
	const { t } = useTranslation();
	const registeredEmail = useRegisteredEmail();
	const securityEnd = useSecurityEndMessage();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		children: [
			registeredEmail && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
				status: "success",
				title: t("auth.accountCreated")
			}),
			securityEnd && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, {
				status: "warning",
				title: securityEnd
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoginForm, { defaultEmail: registeredEmail })
		]
	});
}
/** /login. Once signed in, the route guard sends the user on to `?to=` (or home). */
var LoginPage = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthCard, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoginPanel, {}) });
export { LoginPage, LoginPanel };

//# sourceMappingURL=LoginPage-CUXqrD8D.js.map