import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { r as dataAttr } from "./shared-DiO5qnp4.js";
import { n as useFieldContext, t as field_exports } from "./field-2YzigrTE.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { d as createContext, p as cx, s as chakra } from "./useTranslation-wIc4-0c8.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
import { r as ChevronDownIcon } from "./icons-DBDSKIqj.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/native-select/native-select.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var [NativeSelectBasePropsProvider, useNativeSelectBaseProps] = createContext({
	name: "NativeSelectBasePropsContext",
	hookName: "useNativeSelectBaseProps",
	providerName: "<NativeSelectRoot />",
	strict: false
});
var { withProvider, useClassNames, useStyles: useNativeSelectStyles, PropsProvider } = createSlotRecipeContext({ key: "nativeSelect" });
var NativeSelectRoot = withProvider("div", "root", { wrapElement(element, props) {
	const field = useFieldContext();
	const disabled = Boolean(field?.disabled ?? props.disabled);
	const invalid = Boolean(field?.invalid ?? props.invalid);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectBasePropsProvider, {
		value: {
			disabled,
			invalid
		},
		children: element
	});
} });
var StyledSelect = chakra(field_exports.Select, {}, { forwardAsChild: true });
var NativeSelectField = (0, import_react.forwardRef)(function NativeSelectField2(props, ref) {
	const { children, placeholder, unstyled, ...restProps } = props;
	const { disabled, invalid } = useNativeSelectBaseProps();
	const styles = useNativeSelectStyles();
	const classNames = useClassNames();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(StyledSelect, {
		disabled,
		"data-invalid": dataAttr(invalid),
		...restProps,
		ref,
		className: cx(classNames.field, props.className),
		css: [!unstyled ? styles.field : void 0, props.css],
		children: [placeholder && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: "",
			children: placeholder
		}), children]
	});
});
function NativeSelectIndicator(props) {
	const { unstyled, ...restProps } = props;
	const styles = useNativeSelectStyles();
	const { disabled, invalid } = useNativeSelectBaseProps();
	const classNames = useClassNames();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.div, {
		...restProps,
		"data-disabled": dataAttr(disabled),
		"data-invalid": dataAttr(invalid),
		className: cx(classNames.indicator, props.className),
		css: [!unstyled ? styles.indicator : void 0, props.css],
		children: props.children ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDownIcon, {})
	});
}
export { NativeSelectIndicator as n, NativeSelectRoot as r, NativeSelectField as t };

//# sourceMappingURL=native-select-BgIksthK.js.map