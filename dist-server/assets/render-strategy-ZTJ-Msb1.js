import { n as createContext$1 } from "./create-anatomy-Ca-Auh_-.js";
import { t as createSplitProps } from "./create-split-props-D0rL9oRq.js";
// ../../main/node_modules/@ark-ui/react/dist/utils/render-strategy.js
var [RenderStrategyPropsProvider, useRenderStrategyPropsContext] = createContext$1({
	name: "RenderStrategyContext",
	hookName: "useRenderStrategyContext",
	providerName: "<RenderStrategyPropsProvider />"
});
var splitRenderStrategyProps = (props) => createSplitProps()(props, [
	"lazyMount",
	"unmountOnExit",
	"hideMode"
]);
export { splitRenderStrategyProps as n, useRenderStrategyPropsContext as r, RenderStrategyPropsProvider as t };

//# sourceMappingURL=render-strategy-ZTJ-Msb1.js.map