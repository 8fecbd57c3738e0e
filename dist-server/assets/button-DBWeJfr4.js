import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { r as dataAttr } from "./shared-DiO5qnp4.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { p as cx, s as chakra, v as mergeProps } from "./useTranslation-wIc4-0c8.js";
import { t as createRecipeContext } from "./create-recipe-context-Cd-MI85O.js";
import { t as Spinner } from "./spinner-DpWqCLdu.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/span/index.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var Span = chakra("span");
Span.displayName = "Span";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/absolute-center/absolute-center.js
var AbsoluteCenter = chakra("div", {
	base: {
		position: "absolute",
		display: "flex",
		alignItems: "center",
		justifyContent: "center"
	},
	variants: { axis: {
		horizontal: {
			insetStart: "50%",
			translate: "-50%",
			_rtl: { translate: "50%" }
		},
		vertical: {
			top: "50%",
			translate: "0 -50%"
		},
		both: {
			insetStart: "50%",
			top: "50%",
			translate: "-50% -50%",
			_rtl: { translate: "50% -50%" }
		}
	} },
	defaultVariants: { axis: "both" }
});
AbsoluteCenter.displayName = "AbsoluteCenter";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/loader/loader.js
var Loader = import_react.forwardRef(function Loader2(props, ref) {
	const { spinner = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
		size: "inherit",
		borderWidth: "0.125em",
		color: "inherit"
	}), spinnerPlacement = "start", children, text, visible = true, ...rest } = props;
	if (!visible) return children;
	if (text) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Span, {
		ref,
		display: "contents",
		...rest,
		children: [
			spinnerPlacement === "start" && spinner,
			text,
			spinnerPlacement === "end" && spinner
		]
	});
	if (spinner) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Span, {
		ref,
		display: "contents",
		...rest,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AbsoluteCenter, {
			display: "inline-flex",
			children: spinner
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Span, {
			visibility: "hidden",
			display: "contents",
			children
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Span, {
		ref,
		display: "contents",
		...rest,
		children
	});
});
Loader.displayName = "Loader";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/button/button.js
var { useRecipeResult, PropsProvider, usePropsContext } = createRecipeContext({ key: "button" });
var Button = (0, import_react.forwardRef)(function Button2(inProps, ref) {
	const propsContext = usePropsContext();
	const props = (0, import_react.useMemo)(() => mergeProps(propsContext, inProps), [propsContext, inProps]);
	const result = useRecipeResult(props);
	const { loading, loadingText, children, spinner, spinnerPlacement, ...rest } = result.props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.button, {
		type: "button",
		ref,
		...rest,
		"data-loading": dataAttr(loading),
		disabled: loading || rest.disabled,
		className: cx(result.className, props.className),
		css: [result.styles, props.css],
		children: !props.asChild && loading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, {
			spinner,
			text: loadingText,
			spinnerPlacement,
			children
		}) : children
	});
});
Button.displayName = "Button";
export { Button as t };

//# sourceMappingURL=button-DBWeJfr4.js.map