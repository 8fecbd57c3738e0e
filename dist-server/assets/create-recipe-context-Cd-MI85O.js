import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { d as createContext, p as cx, s as chakra, u as useChakraContext, v as mergeProps } from "./useTranslation-wIc4-0c8.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/styled-system/display-name.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function getElementTypeDisplayName(Component) {
	if (typeof Component === "string") return void 0;
	return Component.displayName || Component.name;
}
function upperFirst(str) {
	if (!str) return str;
	return str.charAt(0).toUpperCase() + str.slice(1);
}
function inferSlotRecipeComponentDisplayName(contextName, slot) {
	return contextName + upperFirst(slot);
}
function inferRootProviderDisplayName(contextName, innerDisplayNameOrName) {
	if (!innerDisplayNameOrName) return void 0;
	return contextName + upperFirst(innerDisplayNameOrName);
}
// ../../main/node_modules/@chakra-ui/react/dist/esm/styled-system/empty.js
var EMPTY_STYLES = Object.freeze({});
var EMPTY_SLOT_STYLES = Object.freeze({});
// ../../main/node_modules/@chakra-ui/react/dist/esm/styled-system/use-recipe.js
function useRecipe(options) {
	const { key, recipe: recipeProp } = options;
	const sys = useChakraContext();
	return (0, import_react.useMemo)(() => {
		if (recipeProp) return sys.cva(recipeProp);
		if (key != null) return sys.getRecipeFn(key);
		return sys.cva({});
	}, [
		key,
		recipeProp,
		sys
	]);
}
// ../../main/node_modules/@chakra-ui/react/dist/esm/styled-system/create-recipe-context.js
function createRecipeContext(options) {
	const { key: recipeKey, recipe: recipeConfig } = options;
	const contextName = upperFirst(recipeKey || recipeConfig.className || "Component");
	const [PropsProvider, usePropsContext] = createContext({
		strict: false,
		name: `${contextName}PropsContext`,
		providerName: `${contextName}PropsContext`
	});
	function useRecipeResult(props) {
		const { unstyled, ...restProps } = props;
		const recipe = useRecipe({
			key: recipeKey,
			recipe: restProps.recipe || recipeConfig
		});
		const [variantProps, otherProps] = (0, import_react.useMemo)(() => recipe.splitVariantProps(restProps), [recipe, restProps]);
		return {
			styles: unstyled ? EMPTY_STYLES : recipe(variantProps),
			className: recipe.className,
			props: otherProps
		};
	}
	const withContext = (Component, options2) => {
		const { displayName: displayNameOverride, ...chakraOptions } = options2 ?? {};
		const SuperComponent = chakra(Component, {}, chakraOptions);
		const StyledComponent = (0, import_react.forwardRef)((inProps, ref) => {
			const propsContext = usePropsContext();
			const props = (0, import_react.useMemo)(() => mergeProps(propsContext, inProps), [inProps, propsContext]);
			const { styles, className, props: localProps } = useRecipeResult(props);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SuperComponent, {
				...localProps,
				ref,
				css: [styles, props.css],
				className: cx(className, props.className)
			});
		});
		StyledComponent.displayName = displayNameOverride ?? contextName ?? getElementTypeDisplayName(Component);
		return StyledComponent;
	};
	function withPropsProvider() {
		return PropsProvider;
	}
	return {
		withContext,
		PropsProvider,
		withPropsProvider,
		usePropsContext,
		useRecipeResult
	};
}
export { getElementTypeDisplayName as a, upperFirst as c, EMPTY_STYLES as i, useRecipe as n, inferRootProviderDisplayName as o, EMPTY_SLOT_STYLES as r, inferSlotRecipeComponentDisplayName as s, createRecipeContext as t };

//# sourceMappingURL=create-recipe-context-Cd-MI85O.js.map