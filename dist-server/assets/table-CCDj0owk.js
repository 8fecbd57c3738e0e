import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
import { p as cx, s as chakra } from "./useTranslation-wIc4-0c8.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/table/table.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var { StylesProvider, ClassNamesProvider, useRecipeResult, withContext, useStyles: useTableStyles, PropsProvider } = createSlotRecipeContext({ key: "table" });
var TableRoot = (0, import_react.forwardRef)(function TableRoot2({ native, ...props }, ref) {
	const { styles, props: rootProps, classNames } = useRecipeResult(props);
	const rootCss = (0, import_react.useMemo)(() => {
		if (!native) return styles.root;
		return {
			...styles.root,
			"& thead": styles.header,
			"& tbody": styles.body,
			"& tfoot": styles.footer,
			"& thead th": styles.columnHeader,
			"& tr": styles.row,
			"& td": styles.cell,
			"& caption": styles.caption
		};
	}, [styles, native]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ClassNamesProvider, {
		value: classNames,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StylesProvider, {
			value: styles,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.table, {
				ref,
				...rootProps,
				css: [rootCss, props.css],
				className: cx(classNames?.["root"], props.className)
			})
		})
	});
});
var TableRow = withContext("tr", "row");
var TableScrollArea = chakra("div", { base: {
	display: "block",
	whiteSpace: "nowrap",
	WebkitOverflowScrolling: "touch",
	overflow: "auto",
	maxWidth: "100%"
} });
var TableHeader = withContext("thead", "header");
withContext("tfoot", "footer");
var TableColumnHeader = withContext("th", "columnHeader");
var TableCell = withContext("td", "cell");
withContext("caption", "caption", { defaultProps: { captionSide: "bottom" } });
var TableBody = withContext("tbody", "body");
withContext("colgroup");
withContext("col");
export { TableRoot as a, useTableStyles as c, TableHeader as i, TableCell as n, TableRow as o, TableColumnHeader as r, TableScrollArea as s, TableBody as t };

//# sourceMappingURL=table-CCDj0owk.js.map