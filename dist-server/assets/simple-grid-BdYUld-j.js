import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { u as useChakraContext } from "./useTranslation-wIc4-0c8.js";
import { X as mapObject } from "../render.js";
import { t as Grid } from "./grid-DoLdSz29.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/simple-grid/simple-grid.js
var import_jsx_runtime = require_jsx_runtime();
var SimpleGrid = (0, (/* @__PURE__ */ __toESM(require_react(), 1)).forwardRef)(function SimpleGrid2(props, ref) {
	const { columns, minChildWidth, ...rest } = props;
	const sys = useChakraContext();
	const templateColumns = minChildWidth ? widthToColumns(minChildWidth, sys) : countToColumns(columns);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
		ref,
		templateColumns,
		...rest
	});
});
SimpleGrid.displayName = "SimpleGrid";
function toPx(n) {
	return typeof n === "number" ? `${n}px` : n;
}
function widthToColumns(width, sys) {
	return mapObject(width, (value) => {
		const _value = sys.tokens.getVar(`sizes.${value}`, toPx(value));
		return value === null ? null : `repeat(auto-fit, minmax(${_value}, 1fr))`;
	});
}
function countToColumns(count) {
	return mapObject(count, (value) => value === null ? null : `repeat(${value}, minmax(0, 1fr))`);
}
export { SimpleGrid as t };

//# sourceMappingURL=simple-grid-BdYUld-j.js.map