import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { p as cx, s as chakra } from "./useTranslation-wIc4-0c8.js";
import { X as mapObject } from "../render.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/stack/get-separator-style.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function getSeparatorStyles(options) {
	const { gap, direction } = options;
	const styles = {
		column: {
			marginY: gap,
			marginX: 0,
			borderInlineStartWidth: 0,
			borderTopWidth: "1px"
		},
		"column-reverse": {
			marginY: gap,
			marginX: 0,
			borderInlineStartWidth: 0,
			borderTopWidth: "1px"
		},
		row: {
			marginX: gap,
			marginY: 0,
			borderInlineStartWidth: "1px",
			borderTopWidth: 0
		},
		"row-reverse": {
			marginX: gap,
			marginY: 0,
			borderInlineStartWidth: "1px",
			borderTopWidth: 0
		}
	};
	return { "&": mapObject(direction, (value) => styles[value]) };
}
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/stack/stack.js
function getValidChildren(children) {
	return import_react.Children.toArray(children).filter((child) => (0, import_react.isValidElement)(child));
}
var Stack = (0, import_react.forwardRef)(function Stack2(props, ref) {
	const { direction = "column", align, justify, gap = "0.5rem", wrap, children, separator, className, ...rest } = props;
	const separatorStyle = (0, import_react.useMemo)(() => getSeparatorStyles({
		gap,
		direction
	}), [gap, direction]);
	const clones = (0, import_react.useMemo)(() => {
		if (!(0, import_react.isValidElement)(separator)) return children;
		return getValidChildren(children).map((child, index, arr) => {
			const key = typeof child.key !== "undefined" ? child.key : index;
			const typedSep = separator;
			const sep = (0, import_react.cloneElement)(typedSep, { css: [separatorStyle, typedSep.props.css] });
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [child, index === arr.length - 1 ? null : sep] }, key);
		});
	}, [
		children,
		separator,
		separatorStyle
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.div, {
		ref,
		display: "flex",
		alignItems: align,
		justifyContent: justify,
		flexDirection: direction,
		flexWrap: wrap,
		gap: separator ? void 0 : gap,
		className: cx("chakra-stack", className),
		...rest,
		children: clones
	});
});
Stack.displayName = "Stack";
export { Stack as t };

//# sourceMappingURL=stack-CXOt7F4e.js.map