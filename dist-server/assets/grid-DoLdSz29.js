import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { s as chakra } from "./useTranslation-wIc4-0c8.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/grid/grid.js
var import_jsx_runtime = require_jsx_runtime();
var Grid = (0, (/* @__PURE__ */ __toESM(require_react(), 1)).forwardRef)(function Grid2(props, ref) {
	const { templateAreas, column, row, autoFlow, autoRows, templateRows, autoColumns, templateColumns, inline, ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.div, {
		...rest,
		ref,
		css: [{
			display: inline ? "inline-grid" : "grid",
			gridTemplateAreas: templateAreas,
			gridAutoColumns: autoColumns,
			gridColumn: column,
			gridRow: row,
			gridAutoFlow: autoFlow,
			gridAutoRows: autoRows,
			gridTemplateRows: templateRows,
			gridTemplateColumns: templateColumns
		}, props.css]
	});
});
Grid.displayName = "Grid";
export { Grid as t };

//# sourceMappingURL=grid-DoLdSz29.js.map