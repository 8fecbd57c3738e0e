import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { t as Circle } from "./circle-BPcQlVfl.js";
import { t as Grid } from "./grid-DoLdSz29.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { a as AlertTitle, i as AlertRoot, n as AlertDescription, r as AlertIndicator, t as AlertContent } from "./alert-C01vb24l.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { f as FieldErrorText, g as FieldRoot, i as get, l as useFormContext, m as FieldLabel, p as FieldHelperText, u as useFormState } from "./index.esm-Ie3RzZj5.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Input } from "./input-BpCokAc_.js";
import { t as Link } from "./link-hOxVZrXS.js";
import { t as Link$1 } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { ut as Box } from "../render.js";
import { n as useValidationText } from "./validationText-f3QOVcd1.js";
// src/features/auth/ui/AuthLink.tsx
var import_jsx_runtime = require_jsx_runtime();
/** An in-app link in the auth forms' colour. */
var AuthLink = ({ to, children }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
	asChild: true,
	colorPalette: "primary",
	color: "colorPalette.fg",
	fontWeight: "medium",
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
		to,
		children
	})
});
/** "New here? Create an account": a sentence and a link, centred under a form. */
var AuthFooter = ({ text, to, link }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
	textAlign: "center",
	textStyle: "sm",
	color: "fg.muted",
	children: [text && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [text, " "] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthLink, {
		to,
		children: link
	})]
});
// src/features/auth/ui/fields.tsx
/** A labelled input registered in the surrounding form, with its (translated) error. */
function TextField({ name, label, helperText, ...input }) {
	const { register } = useFormContext();
	const { errors } = useFormState({ name });
	const error = get(errors, name);
	const message = useValidationText()(error?.message);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRoot, {
		invalid: !!error,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldLabel, { children: label }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
				...input,
				...register(name)
			}),
			helperText && !error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldHelperText, { children: helperText }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldErrorText, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("bdi", { children: message }) })
		]
	});
}
/** The email field of every auth form. Addresses read left to right, even on an Arabic page. */
function EmailField({ autoComplete = "email" }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		name: "email",
		label: t("auth.email"),
		type: "email",
		dir: "ltr",
		autoComplete
	});
}
/** A password input; `new-password` unless told otherwise, so managers offer to generate one. */
var PasswordField = ({ autoComplete = "new-password", ...props }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
	type: "password",
	autoComplete,
	...props
});
// src/features/auth/ui/FormAlert.tsx
/**
* A message for the whole form. Errors are announced at once; the others politely. The title is
* bidi-isolated: a server message in English keeps its punctuation on an Arabic page.
*/
function FormAlert({ status, title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
		status,
		role: status === "error" ? "alert" : "status",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("bdi", { children: title }) }), children && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertDescription, { children })] })]
	});
}
// src/features/auth/ui/FormHeader.tsx
/** The title and one line of explanation at the top of every auth form. */
function FormHeader({ title, subtitle }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "1",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
			as: "h1",
			size: "xl",
			children: title
		}), subtitle && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			color: "fg.muted",
			children: subtitle
		})]
	});
}
// src/features/auth/ui/AuthFrame.tsx
/** v1: the form alone in a centred card, as on /login. */
var AuthCard = ({ children }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
	bg: "bg",
	borderWidth: "1px",
	rounded: "lg",
	shadow: "sm",
	p: {
		base: "6",
		sm: "8"
	},
	w: "full",
	maxW: "md",
	children
});
var Tick = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Circle, {
	size: "6",
	bg: "whiteAlpha.300",
	flexShrink: 0,
	"aria-hidden": true,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		viewBox: "0 0 24 24",
		width: "14",
		height: "14",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "3",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: "M5 12l5 5L19 7",
			strokeLinecap: "round",
			strokeLinejoin: "round"
		})
	})
});
/** The coloured half of a v2 page: the product's name, what it is for, and some shapes. */
function BrandPanel() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		position: "relative",
		overflow: "hidden",
		justify: "center",
		gap: "6",
		p: {
			base: "8",
			md: "10"
		},
		color: "white",
		bgGradient: "to-br",
		gradientFrom: "primary.600",
		gradientTo: "primary.900",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Circle, {
				size: "64",
				bg: "whiteAlpha.100",
				position: "absolute",
				top: "-16",
				insetEnd: "-16",
				"aria-hidden": true
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Circle, {
				size: "40",
				bg: "whiteAlpha.100",
				position: "absolute",
				bottom: "-10",
				insetStart: "-10",
				"aria-hidden": true
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "2",
				position: "relative",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					textStyle: "sm",
					fontWeight: "semibold",
					opacity: "0.85",
					children: t("app.title")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					as: "p",
					size: "2xl",
					lineHeight: "short",
					children: t("auth.brand.tagline")
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				as: "ul",
				gap: "3",
				position: "relative",
				listStyleType: "none",
				children: [
					"organisations",
					"access",
					"languages"
				].map((point) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					as: "li",
					gap: "3",
					align: "start",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tick, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: t(`auth.brand.${point}`) })]
				}, point))
			})
		]
	});
}
/** v2: two columns, the brand panel beside the form (stacked above it on narrow screens). */
var AuthSplit = ({ children }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
	templateColumns: {
		base: "1fr",
		md: "1fr 1fr"
	},
	w: "full",
	maxW: "5xl",
	bg: "bg",
	borderWidth: "1px",
	rounded: "xl",
	shadow: "md",
	overflow: "hidden",
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandPanel, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		p: {
			base: "6",
			md: "12"
		},
		alignSelf: "center",
		children
	})]
});
export { EmailField as a, AuthFooter as c, FormAlert as i, AuthLink as l, AuthSplit as n, PasswordField as o, FormHeader as r, TextField as s, AuthCard as t };

//# sourceMappingURL=AuthFrame-G2LzkofK.js.map