import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { n as useRecipe, r as EMPTY_SLOT_STYLES } from "./create-recipe-context-Cd-MI85O.js";
import { t as Group } from "./group-DuuqgIrn.js";
import { t as CloseButton } from "./close-button-DSH_3U-2.js";
import { t as Input } from "./input-BpCokAc_.js";
import { ut as Box } from "../render.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/input-addon/input-addon.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var InputAddon = (0, import_react.forwardRef)(function InputAddon2({ unstyled, ...props }, ref) {
	const recipe = useRecipe({
		key: "inputAddon",
		recipe: props.recipe
	});
	const [variantProps, localProps] = recipe.splitVariantProps(props);
	const styles = unstyled ? EMPTY_SLOT_STYLES : recipe(variantProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.div, {
		ref,
		...localProps,
		css: [styles, props.css]
	});
});
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/input-element/input-element.js
var InputElement = chakra("div", {
	base: {
		display: "flex",
		alignItems: "center",
		justifyContent: "center",
		position: "absolute",
		zIndex: 2,
		color: "fg.muted",
		height: "full",
		fontSize: "sm",
		px: "3"
	},
	variants: { placement: {
		start: { insetInlineStart: "0" },
		end: { insetInlineEnd: "0" }
	} }
});
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/input-group/input-group.js
var InputGroup = (0, import_react.forwardRef)(function InputGroup2(props, ref) {
	const { startElement, startElementProps, endElement, endElementProps, startAddon, startAddonProps, endAddon, endAddonProps, children, startOffset = "0px", endOffset = "0px", ...rest } = props;
	const child = import_react.Children.only(children);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		width: "full",
		ref,
		attached: Boolean(startAddon || endAddon),
		skip: (el) => el.type === InputElement,
		...rest,
		children: [
			startAddon && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAddon, {
				...startAddonProps,
				children: startAddon
			}),
			startElement && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputElement, {
				pointerEvents: "none",
				...startElementProps,
				children: startElement
			}),
			(0, import_react.cloneElement)(child, {
				...startElement && { ps: `calc(var(--input-height) - ${startOffset})` },
				...endElement && { pe: `calc(var(--input-height) - ${endOffset})` },
				...children.props
			}),
			endElement && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputElement, {
				placement: "end",
				...endElementProps,
				children: endElement
			}),
			endAddon && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAddon, {
				...endAddonProps,
				children: endAddon
			})
		]
	});
});
// ../../main/node_modules/lucide-react/dist/esm/icons/search.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "search",
	size: 24,
	node: [["path", {
		d: "m21 21-4.34-4.34",
		key: "14j7rj"
	}], ["circle", {
		cx: "11",
		cy: "11",
		r: "8",
		key: "4ej97u"
	}]]
};
__iconData.node;
var Search = createLucideIcon(__iconData);
/**
* A text box whose value applies after a pause in typing (at once on Enter), e.g. a list's
* search. It follows `value` when that changes elsewhere (the back button, "clear filters").
*/
function DebouncedInput({ value, onCommit, label, placeholder, type = "search", icon, visibleLabel = false, width, inputMode }) {
	const { t } = useTranslation();
	const id = (0, import_react.useId)();
	const [text, setText] = (0, import_react.useState)(value);
	const [shown, setShown] = (0, import_react.useState)(value);
	if (value !== shown) {
		setShown(value);
		setText(value);
	}
	(0, import_react.useEffect)(() => {
		if (text.trim() === value.trim()) return;
		const timer = setTimeout(() => onCommit(text.trim()), 350);
		return () => clearTimeout(timer);
	}, [
		text,
		value,
		onCommit
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		flex: width ? void 0 : "1",
		minW: width ? void 0 : "14rem",
		maxW: width ? void 0 : "sm",
		w: width,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.label, {
			htmlFor: id,
			srOnly: !visibleLabel,
			display: "block",
			fontSize: "sm",
			fontWeight: "medium",
			mb: "1.5",
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputGroup, {
			startElement: icon,
			endElement: text ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
				size: "2xs",
				me: "-2",
				"aria-label": t("data.table.clearInput", { label }),
				onClick: () => {
					setText("");
					onCommit("");
				}
			}) : void 0,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
				id,
				type,
				inputMode,
				placeholder,
				value: text,
				onChange: (e) => setText(e.target.value),
				onKeyDown: (e) => {
					if (e.key === "Enter") {
						e.preventDefault();
						onCommit(text.trim());
					}
				},
				autoComplete: "off"
			})
		})]
	});
}
export { Search as n, InputGroup as r, DebouncedInput as t };

//# sourceMappingURL=DebouncedInput-CmKQqb9w.js.map