import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { d as createContext, p as cx, s as chakra, u as useChakraContext, v as mergeProps } from "./useTranslation-wIc4-0c8.js";
import { a as getElementTypeDisplayName, c as upperFirst, o as inferRootProviderDisplayName, r as EMPTY_SLOT_STYLES, s as inferSlotRecipeComponentDisplayName } from "./create-recipe-context-Cd-MI85O.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/styled-system/use-slot-recipe.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useSlotRecipe(options) {
	const { key, recipe: recipeProp } = options;
	const sys = useChakraContext();
	return (0, import_react.useMemo)(() => {
		if (recipeProp) return sys.sva(recipeProp);
		if (key != null) return sys.getSlotRecipeFn(key);
		return sys.sva({ slots: [] });
	}, [
		key,
		recipeProp,
		sys
	]);
}
// ../../main/node_modules/@chakra-ui/react/dist/esm/styled-system/create-slot-recipe-context.js
var createSlotRecipeContext = (options) => {
	const { key: recipeKey, recipe: recipeConfig } = options;
	const contextName = upperFirst(recipeKey || recipeConfig.className || "Component");
	const [StylesProvider, useStyles] = createContext({
		name: `${contextName}StylesContext`,
		errorMessage: `use${contextName}Styles returned is 'undefined'. Seems you forgot to wrap the components in "<${contextName}.Root />" `
	});
	const [ClassNamesProvider, useClassNames] = createContext({
		name: `${contextName}ClassNameContext`,
		errorMessage: `use${contextName}ClassNames returned is 'undefined'. Seems you forgot to wrap the components in "<${contextName}.Root />" `,
		strict: false
	});
	const [PropsProvider, usePropsContext] = createContext({
		strict: false,
		name: `${contextName}PropsContext`,
		providerName: `${contextName}PropsContext`,
		defaultValue: {}
	});
	function useRecipeResult(props) {
		const { unstyled, ...restProps } = props;
		const slotRecipe = useSlotRecipe({
			key: recipeKey,
			recipe: restProps.recipe || recipeConfig
		});
		const [variantProps, otherProps] = (0, import_react.useMemo)(() => slotRecipe.splitVariantProps(restProps), [restProps, slotRecipe]);
		return {
			styles: (0, import_react.useMemo)(() => unstyled ? EMPTY_SLOT_STYLES : slotRecipe(variantProps), [
				unstyled,
				variantProps,
				slotRecipe
			]),
			classNames: slotRecipe.classNameMap,
			props: otherProps
		};
	}
	function withRootProvider(Component, options2 = {}) {
		const { defaultProps, displayName: displayNameOverride } = options2;
		const innerName = getElementTypeDisplayName(Component);
		const inferredDisplayName = inferRootProviderDisplayName(contextName, innerName);
		const StyledComponent = (inProps) => {
			const propsContext = usePropsContext();
			const { styles, classNames, props: rootProps } = useRecipeResult((0, import_react.useMemo)(() => mergeProps(defaultProps, propsContext, inProps), [propsContext, inProps]));
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StylesProvider, {
				value: styles,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ClassNamesProvider, {
					value: classNames,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Component, { ...rootProps })
				})
			});
		};
		StyledComponent.displayName = displayNameOverride ?? inferredDisplayName ?? innerName;
		return StyledComponent;
	}
	const withProvider = (Component, slot, options2) => {
		const { defaultProps, displayName: displayNameOverride, wrapElement, ...restOptions } = options2 ?? {};
		const inferredDisplayName = inferSlotRecipeComponentDisplayName(contextName, String(slot));
		const SuperComponent = chakra(Component, {}, restOptions);
		const StyledComponent = (0, import_react.forwardRef)((inProps, ref) => {
			const propsContext = usePropsContext();
			const props = (0, import_react.useMemo)(() => mergeProps(defaultProps ?? {}, propsContext, inProps), [propsContext, inProps]);
			const { styles, props: rootProps, classNames } = useRecipeResult(props);
			const className = classNames[slot];
			const element = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StylesProvider, {
				value: styles,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ClassNamesProvider, {
					value: classNames,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SuperComponent, {
						ref,
						...rootProps,
						css: [styles[slot], props.css],
						className: cx(props.className, className)
					})
				})
			});
			return wrapElement?.(element, props) ?? element;
		});
		StyledComponent.displayName = displayNameOverride ?? inferredDisplayName ?? getElementTypeDisplayName(Component);
		return StyledComponent;
	};
	const withContext = (Component, slot, options2) => {
		const { displayName: displayNameOverride, ...chakraOptions } = options2 ?? {};
		const inferredDisplayName = slot != null && slot !== "" ? inferSlotRecipeComponentDisplayName(contextName, String(slot)) : contextName;
		const SuperComponent = chakra(Component, {}, chakraOptions);
		const StyledComponent = (0, import_react.forwardRef)((props, ref) => {
			const { unstyled, ...restProps } = props;
			const styles = useStyles();
			const className = useClassNames()?.[slot];
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SuperComponent, {
				...restProps,
				css: [!unstyled && slot ? styles[slot] : void 0, props.css],
				ref,
				className: cx(props.className, className)
			});
		});
		StyledComponent.displayName = displayNameOverride ?? inferredDisplayName ?? getElementTypeDisplayName(Component);
		return StyledComponent;
	};
	return {
		StylesProvider,
		ClassNamesProvider,
		PropsProvider,
		usePropsContext,
		useRecipeResult,
		withProvider,
		withContext,
		withRootProvider,
		useStyles,
		useClassNames
	};
};
export { useSlotRecipe as n, createSlotRecipeContext as t };

//# sourceMappingURL=create-slot-recipe-context-BW_dfmmB.js.map