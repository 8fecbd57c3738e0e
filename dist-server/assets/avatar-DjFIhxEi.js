import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { p as cx, s as chakra } from "./useTranslation-wIc4-0c8.js";
import { N as createMachine, n as useMachine, t as normalizeProps } from "./normalize-props-Bwbrh0EN.js";
import { n as createContext$1 } from "./create-anatomy-Ca-Auh_-.js";
import { S as useEnvironmentContext, b as mergeProps, n as __exportAll, r as ark, t as createSplitProps } from "./create-split-props-D0rL9oRq.js";
import { n as observeChildren, t as observeAttributes } from "./mutation-observer-C191kA_A.js";
import { n as useSlotRecipe, t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
import { t as Group } from "./group-DuuqgIrn.js";
import { lt as useLocaleContext, st as parts } from "../render.js";
// ../../main/node_modules/@zag-js/avatar/dist/avatar.dom.mjs
var getRootId = (ctx) => ctx.ids?.root ?? `avatar:${ctx.id}`;
var getImageId = (ctx) => ctx.ids?.image ?? `avatar:${ctx.id}:image`;
var getFallbackId = (ctx) => ctx.ids?.fallback ?? `avatar:${ctx.id}:fallback`;
var getRootEl = (ctx) => ctx.getById(getRootId(ctx));
var getImageEl = (ctx) => ctx.getById(getImageId(ctx));
// ../../main/node_modules/@zag-js/avatar/dist/avatar.connect.mjs
function connect(service, normalize) {
	const { state, send, prop, scope } = service;
	const loaded = state.matches("loaded");
	return {
		loaded,
		setSrc(src) {
			getImageEl(scope)?.setAttribute("src", src);
		},
		setLoaded() {
			send({
				type: "img.loaded",
				src: "api"
			});
		},
		setError() {
			send({
				type: "img.error",
				src: "api"
			});
		},
		getRootProps() {
			return normalize.element({
				...parts.root.attrs,
				dir: prop("dir"),
				id: getRootId(scope)
			});
		},
		getImageProps() {
			return normalize.img({
				...parts.image.attrs,
				hidden: !loaded,
				dir: prop("dir"),
				id: getImageId(scope),
				"data-state": loaded ? "visible" : "hidden",
				onLoad() {
					send({
						type: "img.loaded",
						src: "element"
					});
				},
				onError() {
					send({
						type: "img.error",
						src: "element"
					});
				}
			});
		},
		getFallbackProps() {
			return normalize.element({
				...parts.fallback.attrs,
				dir: prop("dir"),
				id: getFallbackId(scope),
				hidden: loaded,
				"data-state": loaded ? "hidden" : "visible"
			});
		}
	};
}
// ../../main/node_modules/@zag-js/avatar/dist/avatar.machine.mjs
var machine = createMachine({
	initialState() {
		return "loading";
	},
	effects: ["trackImageRemoval", "trackSrcChange"],
	on: {
		"src.change": { target: "loading" },
		"img.unmount": { target: "error" }
	},
	states: {
		loading: {
			entry: ["checkImageStatus"],
			on: {
				"img.loaded": {
					target: "loaded",
					actions: ["invokeOnLoad"]
				},
				"img.error": {
					target: "error",
					actions: ["invokeOnError"]
				}
			}
		},
		error: { on: { "img.loaded": {
			target: "loaded",
			actions: ["invokeOnLoad"]
		} } },
		loaded: { on: { "img.error": {
			target: "error",
			actions: ["invokeOnError"]
		} } }
	},
	implementations: {
		actions: {
			invokeOnLoad({ prop }) {
				prop("onStatusChange")?.({ status: "loaded" });
			},
			invokeOnError({ prop }) {
				prop("onStatusChange")?.({ status: "error" });
			},
			checkImageStatus({ send, scope }) {
				const imageEl = getImageEl(scope);
				if (!imageEl?.complete) return;
				send({
					type: hasLoaded(imageEl) ? "img.loaded" : "img.error",
					src: "ssr"
				});
			}
		},
		effects: {
			trackImageRemoval({ send, scope }) {
				const rootEl = getRootEl(scope);
				return observeChildren(rootEl, { callback(records) {
					if (Array.from(records[0].removedNodes).find((node) => node.nodeType === Node.ELEMENT_NODE && node.matches("[data-scope=avatar][data-part=image]"))) send({ type: "img.unmount" });
				} });
			},
			trackSrcChange({ send, scope }) {
				const imageEl = getImageEl(scope);
				return observeAttributes(imageEl, {
					attributes: ["src", "srcset"],
					callback() {
						send({ type: "src.change" });
					}
				});
			}
		}
	}
});
function hasLoaded(image) {
	return image.complete && image.naturalWidth !== 0 && image.naturalHeight !== 0;
}
// ../../main/node_modules/@ark-ui/react/dist/components/avatar/use-avatar-context.js
var [AvatarProvider, useAvatarContext] = createContext$1({
	name: "AvatarContext",
	hookName: "useAvatarContext",
	providerName: "<AvatarProvider />"
});
// ../../main/node_modules/@ark-ui/react/dist/components/avatar/avatar-context.js
var AvatarContext$1 = (props) => props.children(useAvatarContext());
// ../../main/node_modules/@ark-ui/react/dist/components/avatar/avatar-fallback.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var AvatarFallback$1 = (0, import_react.forwardRef)((props, ref) => {
	const avatar = useAvatarContext();
	const mergedProps = mergeProps(avatar.getFallbackProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.span, {
		...mergedProps,
		ref
	});
});
AvatarFallback$1.displayName = "AvatarFallback";
// ../../main/node_modules/@ark-ui/react/dist/components/avatar/avatar-image.js
var AvatarImage$1 = (0, import_react.forwardRef)((props, ref) => {
	const avatar = useAvatarContext();
	const mergedProps = mergeProps(avatar.getImageProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.img, {
		...mergedProps,
		ref
	});
});
AvatarImage$1.displayName = "AvatarImage";
// ../../main/node_modules/@ark-ui/react/dist/components/avatar/use-avatar.js
var useAvatar = (props) => {
	const id = (0, import_react.useId)();
	const { getRootNode } = useEnvironmentContext();
	const { dir } = useLocaleContext();
	const context = {
		id,
		dir,
		getRootNode,
		...props
	};
	return connect(useMachine(machine, context), normalizeProps);
};
// ../../main/node_modules/@ark-ui/react/dist/components/avatar/avatar-root.js
var splitRootProps = createSplitProps();
var AvatarRoot$1 = (0, import_react.forwardRef)((props, ref) => {
	const [useAvatarProps, localProps] = splitRootProps(props, [
		"id",
		"ids",
		"onStatusChange"
	]);
	const avatar = useAvatar(useAvatarProps);
	const mergedProps = mergeProps(avatar.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarProvider, {
		value: avatar,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref
		})
	});
});
AvatarRoot$1.displayName = "AvatarRoot";
// ../../main/node_modules/@ark-ui/react/dist/components/avatar/avatar-root-provider.js
var splitRootProviderProps = createSplitProps();
var AvatarRootProvider$1 = (0, import_react.forwardRef)((props, ref) => {
	const [{ value: avatar }, localProps] = splitRootProviderProps(props, ["value"]);
	const mergedProps = mergeProps(avatar.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarProvider, {
		value: avatar,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref
		})
	});
});
AvatarRootProvider$1.displayName = "AvatarRootProvider";
// ../../main/node_modules/@ark-ui/react/dist/components/avatar/avatar.js
var avatar_exports = /* @__PURE__ */ __exportAll({
	Context: () => AvatarContext$1,
	Fallback: () => AvatarFallback$1,
	Image: () => AvatarImage$1,
	Root: () => AvatarRoot$1,
	RootProvider: () => AvatarRootProvider$1
});
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/avatar/avatar.js
var { withProvider, withContext, useStyles: useAvatarStyles, useClassNames, PropsProvider } = createSlotRecipeContext({ key: "avatar" });
withProvider(avatar_exports.RootProvider, "root", { forwardAsChild: true });
var AvatarRoot = withProvider(avatar_exports.Root, "root", { forwardAsChild: true });
var StyledFallback = chakra(avatar_exports.Fallback, {}, { forwardAsChild: true });
function getFallbackChildren(props) {
	if (props.children || props.asChild) return props.children;
	if (props.name) return getInitials(props.name);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarIcon, {});
}
function getInitials(name) {
	const names = name.trim().split(" ");
	const firstName = names[0] != null ? names[0] : "";
	const lastName = names.length > 1 ? names[names.length - 1] : "";
	return firstName && lastName ? `${firstName.charAt(0)}${lastName.charAt(0)}` : firstName.charAt(0);
}
var AvatarFallback = (0, import_react.forwardRef)(function AvatarFallback2(props, ref) {
	const styles = useAvatarStyles();
	const classNames = useClassNames();
	const { name: _, ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StyledFallback, {
		ref,
		...rest,
		className: cx(props.className, classNames.fallback),
		css: [styles.fallback, props.css],
		children: getFallbackChildren(props)
	});
});
withContext(avatar_exports.Image, "image", {
	forwardAsChild: true,
	defaultProps: {
		draggable: "false",
		referrerPolicy: "no-referrer"
	}
});
var AvatarIcon = (0, import_react.forwardRef)(function AvatarIcon2(props, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
		stroke: "currentColor",
		fill: "currentColor",
		strokeWidth: "0",
		viewBox: "0 0 24 24",
		height: "1.2em",
		width: "1.2em",
		ref,
		...props,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M20 22H18V20C18 18.3431 16.6569 17 15 17H9C7.34315 17 6 18.3431 6 20V22H4V20C4 17.2386 6.23858 15 9 15H15C17.7614 15 20 17.2386 20 20V22ZM12 13C8.68629 13 6 10.3137 6 7C6 3.68629 8.68629 1 12 1C15.3137 1 18 3.68629 18 7C18 10.3137 15.3137 13 12 13ZM12 11C14.2091 11 16 9.20914 16 7C16 4.79086 14.2091 3 12 3C9.79086 3 8 4.79086 8 7C8 9.20914 9.79086 11 12 11Z" })
	});
});
avatar_exports.Context;
(0, import_react.forwardRef)(function AvatarGroup2(props, ref) {
	const recipe = useSlotRecipe({ key: "avatar" });
	const [variantProps, localProps] = (0, import_react.useMemo)(() => recipe.splitVariantProps(props), [props, recipe]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PropsProvider, {
		value: variantProps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
			gap: "0",
			spaceX: "-3",
			ref,
			...localProps
		})
	});
});
export { AvatarRoot as n, AvatarFallback as t };

//# sourceMappingURL=avatar-DjFIhxEi.js.map