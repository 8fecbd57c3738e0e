import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { r as dataAttr } from "./shared-DiO5qnp4.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { p as cx, s as chakra } from "./useTranslation-wIc4-0c8.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/group/group.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var StyledGroup = chakra("div", {
	base: {
		display: "inline-flex",
		gap: "var(--group-gap, 0.5rem)",
		isolation: "isolate",
		position: "relative",
		"& [data-group-item]": { _focusVisible: { zIndex: 1 } }
	},
	variants: {
		orientation: {
			horizontal: { flexDirection: "row" },
			vertical: { flexDirection: "column" }
		},
		attached: { true: { gap: "0!" } },
		grow: { true: {
			display: "flex",
			"& > *": { flex: 1 }
		} },
		stacking: {
			"first-on-top": { "& > [data-group-item]": { zIndex: "calc(var(--group-count) - var(--group-index))" } },
			"last-on-top": { "& > [data-group-item]": { zIndex: "var(--group-index)" } }
		}
	},
	compoundVariants: [{
		orientation: "horizontal",
		attached: true,
		css: {
			"& > *[data-first]": {
				borderEndRadius: "0!",
				marginEnd: "-1px"
			},
			"& > *[data-between]": {
				borderRadius: "0!",
				marginEnd: "-1px"
			},
			"& > *[data-last]": { borderStartRadius: "0!" }
		}
	}, {
		orientation: "vertical",
		attached: true,
		css: {
			"& > *[data-first]": {
				borderBottomRadius: "0!",
				marginBottom: "-1px"
			},
			"& > *[data-between]": {
				borderRadius: "0!",
				marginBottom: "-1px"
			},
			"& > *[data-last]": { borderTopRadius: "0!" }
		}
	}],
	defaultVariants: { orientation: "horizontal" }
});
var Group = (0, import_react.memo)((0, import_react.forwardRef)(function Group2(props, ref) {
	const { align = "center", justify = "flex-start", children, wrap, skip, ...rest } = props;
	const _children = (0, import_react.useMemo)(() => {
		let childArray = import_react.Children.toArray(children).filter(import_react.isValidElement);
		if (childArray.length === 1) return childArray;
		const validChildArray = childArray.filter((child) => !skip?.(child));
		const validChildCount = validChildArray.length;
		if (validChildArray.length === 1) return childArray;
		return childArray.map((child) => {
			const childProps = child.props;
			if (skip?.(child)) return child;
			const index = validChildArray.indexOf(child);
			return (0, import_react.cloneElement)(child, {
				...childProps,
				"data-group-item": "",
				"data-first": dataAttr(index === 0),
				"data-last": dataAttr(index === validChildCount - 1),
				"data-between": dataAttr(index > 0 && index < validChildCount - 1),
				style: {
					"--group-count": validChildCount,
					"--group-index": index,
					...childProps?.style ?? {}
				}
			});
		});
	}, [children, skip]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StyledGroup, {
		ref,
		alignItems: align,
		justifyContent: justify,
		flexWrap: wrap,
		...rest,
		className: cx("chakra-group", props.className),
		children: _children
	});
}));
Group.displayName = "Group";
export { Group as t };

//# sourceMappingURL=group-DuuqgIrn.js.map