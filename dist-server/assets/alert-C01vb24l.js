import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { d as createContext, s as chakra } from "./useTranslation-wIc4-0c8.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
import { a as InfoIcon, o as WarningIcon, t as CheckCircleIcon } from "./icons-DBDSKIqj.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/alert/alert.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var [AlertStatusProvider, useAlertStatusContext] = createContext({
	name: "AlertStatusContext",
	hookName: "useAlertStatusContext",
	providerName: "<Alert />"
});
var { withProvider, withContext, useStyles: useAlertStyles, PropsProvider } = createSlotRecipeContext({ key: "alert" });
var AlertRoot = withProvider("div", "root", {
	forwardAsChild: true,
	wrapElement(element, props) {
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertStatusProvider, {
			value: { status: props.status || "info" },
			children: element
		});
	}
});
var AlertTitle = withContext("div", "title");
var AlertDescription = withContext("div", "description");
var AlertContent = withContext("div", "content");
var iconMap = {
	info: InfoIcon,
	warning: WarningIcon,
	success: CheckCircleIcon,
	error: WarningIcon,
	neutral: InfoIcon
};
var AlertIndicator = (0, import_react.forwardRef)(function AlertIndicator2(props, ref) {
	const api = useAlertStatusContext();
	const styles = useAlertStyles();
	const Icon = typeof api.status === "string" ? iconMap[api.status] : import_react.Fragment;
	const { children = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {}), ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
		ref,
		...rest,
		css: [styles.indicator, props.css],
		children
	});
});
export { AlertTitle as a, AlertRoot as i, AlertDescription as n, AlertIndicator as r, AlertContent as t };

//# sourceMappingURL=alert-C01vb24l.js.map