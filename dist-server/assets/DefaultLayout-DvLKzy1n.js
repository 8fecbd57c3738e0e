import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { c as DEFAULT_LAYOUT, d as SKINS, f as effectiveLayout, h as PRIMARY_COLORS, l as NAVBAR_TYPES, m as updateLayoutPreferences, p as layoutPreferences, s as CONTENT_WIDTHS, u as NAV_LAYOUTS, ut as Box, v as canListUsers } from "../render.js";
import { t as CloseButton } from "./close-button-DSH_3U-2.js";
import { t as Flex } from "./flex-Bw08oIkl.js";
import { t as Heading } from "./heading-D1a6ZASm.js";
import { d as MenuTrigger, i as MenuItemGroupLabel, l as MenuRoot, n as MenuItem, o as MenuPositioner, r as MenuItemGroup, t as MenuContent, u as MenuSeparator } from "./menu-giLp58Cd.js";
import { t as IconButton } from "./icon-button-B4lNTmt_.js";
import { t as Portal } from "./portal-ChPcd-_9.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { f as useLocation, m as useNavigate, p as useMatches, r as Outlet, t as Link } from "./chunk-6KYCQHYJ-DArHuIFr.js";
import { s as chakra, t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { n as AvatarRoot, t as AvatarFallback } from "./avatar-DjFIhxEi.js";
import { o as usePreference, r as themePreference, t as THEME_PREFERENCES } from "./theme-HNhH1dCV.js";
import { n as SegmentGroupItems, r as SegmentGroupRoot, t as SegmentGroupIndicator } from "./segment-group-KA8MA6N-.js";
import { i as SwitchRoot, n as SwitchHiddenInput, r as SwitchLabel, t as SwitchControl } from "./switch-BTsOt05C.js";
import { t as Button } from "./button-DBWeJfr4.js";
import { t as HStack } from "./h-stack-BhMq6L6f.js";
import { t as Stack } from "./stack-CXOt7F4e.js";
import { t as Text } from "./text-C4KyAfVA.js";
import { t as Check } from "./check-Bkw84dUP.js";
import { n as NativeSelectIndicator, r as NativeSelectRoot, t as NativeSelectField } from "./native-select-BgIksthK.js";
import { n as Preferences, t as LanguageSelect } from "./Preferences-h-2bt7rU.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
import { a as useSessionActor, d as selectIsAuthenticated, h as selectUser, i as useSession, r as useAppAbility, w as waitFor } from "./SessionProvider-Bi_teUN2.js";
import { t as Package } from "./package-xxzjsDMZ.js";
import { n as ShieldCheck, t as Users } from "./users-dNC3nORh.js";
import { n as MENU_ENTRIES } from "./areas-KDuSs7ot.js";
import { n as currentSection, t as ariaCurrent } from "./currentSection-BbZWFwCx.js";
import { i as Toaster, n as notify } from "./notify-D1W_bruy.js";
import { t as useOrganizations } from "./organizations-DZO6FPIX.js";
import { r as toApiError } from "./errors-BPLHxkFb.js";
import { i as useApiClient } from "./ApiProvider-m6N5mc6R.js";
import { n as useDialogContext, t as dialog_exports } from "./dialog-B2AYDHhP.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-BW_dfmmB.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/components/drawer/drawer.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var { withRootProvider, withContext, useStyles: useDrawerStyles, PropsProvider } = createSlotRecipeContext({ key: "drawer" });
withRootProvider(dialog_exports.RootProvider, { defaultProps: {
	unmountOnExit: true,
	lazyMount: true
} });
var DrawerRoot = withRootProvider(dialog_exports.Root, { defaultProps: {
	unmountOnExit: true,
	lazyMount: true
} });
var DrawerTrigger = withContext(dialog_exports.Trigger, "trigger", { forwardAsChild: true });
var DrawerPositioner = withContext(dialog_exports.Positioner, "positioner", { forwardAsChild: true });
var DrawerContent = withContext(dialog_exports.Content, "content", { forwardAsChild: true });
withContext(dialog_exports.Description, "description", { forwardAsChild: true });
var DrawerTitle = withContext(dialog_exports.Title, "title", { forwardAsChild: true });
var DrawerCloseTrigger = withContext(dialog_exports.CloseTrigger, "closeTrigger", { forwardAsChild: true });
(0, import_react.forwardRef)(function DrawerActionTrigger2(props, ref) {
	const drawer = useDialogContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.button, {
		type: "button",
		...props,
		ref,
		onClick: (event) => {
			props.onClick?.(event);
			drawer.setOpen(false);
		}
	});
});
var DrawerBackdrop = withContext(dialog_exports.Backdrop, "backdrop", { forwardAsChild: true });
var DrawerBody = withContext("div", "body");
var DrawerFooter = withContext("div", "footer");
var DrawerHeader = withContext("div", "header");
dialog_exports.Context;
// ../../main/node_modules/lucide-react/dist/esm/icons/building-complex.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$13 = {
	name: "building-complex",
	size: 24,
	node: [
		["path", {
			d: "M10 12h4",
			key: "a56b0p"
		}],
		["path", {
			d: "M10 8h4",
			key: "1sr2af"
		}],
		["path", {
			d: "M14 21v-3a2 2 0 0 0-4 0v3",
			key: "1rgiei"
		}],
		["path", {
			d: "M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2",
			key: "secmi2"
		}],
		["path", {
			d: "M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16",
			key: "16ra0t"
		}]
	],
	aliases: ["building-2"]
};
__iconData$13.node;
var BuildingComplex = createLucideIcon(__iconData$13);
// ../../main/node_modules/lucide-react/dist/esm/icons/building.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$12 = {
	name: "building",
	size: 24,
	node: [
		["path", {
			d: "M12 10h.01",
			key: "1nrarc"
		}],
		["path", {
			d: "M12 14h.01",
			key: "1etili"
		}],
		["path", {
			d: "M12 6h.01",
			key: "1vi96p"
		}],
		["path", {
			d: "M16 10h.01",
			key: "1m94wz"
		}],
		["path", {
			d: "M16 14h.01",
			key: "1gbofw"
		}],
		["path", {
			d: "M16 6h.01",
			key: "1x0f13"
		}],
		["path", {
			d: "M8 10h.01",
			key: "19clt8"
		}],
		["path", {
			d: "M8 14h.01",
			key: "6423bh"
		}],
		["path", {
			d: "M8 6h.01",
			key: "1dz90k"
		}],
		["path", {
			d: "M9 22v-3a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3",
			key: "cabbwy"
		}],
		["rect", {
			x: "4",
			y: "2",
			width: "16",
			height: "20",
			rx: "2",
			key: "1uxh74"
		}]
	]
};
__iconData$12.node;
var Building = createLucideIcon(__iconData$12);
// ../../main/node_modules/lucide-react/dist/esm/icons/gauge.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$11 = {
	name: "gauge",
	size: 24,
	node: [["path", {
		d: "m12 14 4-4",
		key: "9kzdfg"
	}], ["path", {
		d: "M3.34 19a10 10 0 1 1 17.32 0",
		key: "19p75a"
	}]]
};
__iconData$11.node;
var Gauge = createLucideIcon(__iconData$11);
// ../../main/node_modules/lucide-react/dist/esm/icons/layout-dashboard.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$10 = {
	name: "layout-dashboard",
	size: 24,
	node: [
		["rect", {
			width: "7",
			height: "9",
			x: "3",
			y: "3",
			rx: "1",
			key: "10lvy0"
		}],
		["rect", {
			width: "7",
			height: "5",
			x: "14",
			y: "3",
			rx: "1",
			key: "16une8"
		}],
		["rect", {
			width: "7",
			height: "9",
			x: "14",
			y: "12",
			rx: "1",
			key: "1hutg5"
		}],
		["rect", {
			width: "7",
			height: "5",
			x: "3",
			y: "16",
			rx: "1",
			key: "ldoo1y"
		}]
	]
};
__iconData$10.node;
var LayoutDashboard = createLucideIcon(__iconData$10);
// ../../main/node_modules/lucide-react/dist/esm/icons/log-out.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$9 = {
	name: "log-out",
	size: 24,
	node: [
		["path", {
			d: "m16 17 5-5-5-5",
			key: "1bji2h"
		}],
		["path", {
			d: "M21 12H9",
			key: "dn1m92"
		}],
		["path", {
			d: "M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4",
			key: "1uf3rs"
		}]
	]
};
__iconData$9.node;
var LogOut = createLucideIcon(__iconData$9);
// ../../main/node_modules/lucide-react/dist/esm/icons/menu.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$8 = {
	name: "menu",
	size: 24,
	node: [
		["path", {
			d: "M4 5h16",
			key: "1tepv9"
		}],
		["path", {
			d: "M4 12h16",
			key: "1lakjw"
		}],
		["path", {
			d: "M4 19h16",
			key: "1djgab"
		}]
	]
};
__iconData$8.node;
var Menu = createLucideIcon(__iconData$8);
// ../../main/node_modules/lucide-react/dist/esm/icons/panel-left-close.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$7 = {
	name: "panel-left-close",
	size: 24,
	node: [
		["rect", {
			width: "18",
			height: "18",
			x: "3",
			y: "3",
			rx: "2",
			key: "afitv7"
		}],
		["path", {
			d: "M9 3v18",
			key: "fh3hqa"
		}],
		["path", {
			d: "m16 15-3-3 3-3",
			key: "14y99z"
		}]
	],
	aliases: ["sidebar-close"]
};
__iconData$7.node;
var PanelLeftClose = createLucideIcon(__iconData$7);
// ../../main/node_modules/lucide-react/dist/esm/icons/panel-left-open.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "panel-left-open",
	size: 24,
	node: [
		["rect", {
			width: "18",
			height: "18",
			x: "3",
			y: "3",
			rx: "2",
			key: "afitv7"
		}],
		["path", {
			d: "M9 3v18",
			key: "fh3hqa"
		}],
		["path", {
			d: "m14 9 3 3-3 3",
			key: "8010ee"
		}]
	],
	aliases: ["sidebar-open"]
};
__iconData$6.node;
var PanelLeftOpen = createLucideIcon(__iconData$6);
// ../../main/node_modules/lucide-react/dist/esm/icons/settings.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "settings",
	size: 24,
	node: [["path", {
		d: "M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915",
		key: "1i5ecw"
	}], ["circle", {
		cx: "12",
		cy: "12",
		r: "3",
		key: "1v7zrd"
	}]]
};
__iconData$5.node;
var Settings = createLucideIcon(__iconData$5);
// ../../main/node_modules/lucide-react/dist/esm/icons/shield.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "shield",
	size: 24,
	node: [["path", {
		d: "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
		key: "oel41y"
	}]]
};
__iconData$4.node;
var Shield = createLucideIcon(__iconData$4);
// ../../main/node_modules/lucide-react/dist/esm/icons/shopping-cart.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "shopping-cart",
	size: 24,
	node: [
		["path", {
			d: "m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18",
			key: "uebgi3"
		}],
		["path", {
			d: "M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25",
			key: "1j7c9p"
		}],
		["circle", {
			cx: "18",
			cy: "20",
			r: "2",
			key: "t9985n"
		}],
		["circle", {
			cx: "8",
			cy: "20",
			r: "2",
			key: "ckkr5m"
		}]
	]
};
__iconData$3.node;
var ShoppingCart = createLucideIcon(__iconData$3);
// ../../main/node_modules/lucide-react/dist/esm/icons/sliders-horizontal.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "sliders-horizontal",
	size: 24,
	node: [
		["path", {
			d: "M10 5H3",
			key: "1qgfaw"
		}],
		["path", {
			d: "M12 19H3",
			key: "yhmn1j"
		}],
		["path", {
			d: "M14 3v4",
			key: "1sua03"
		}],
		["path", {
			d: "M16 17v4",
			key: "1q0r14"
		}],
		["path", {
			d: "M21 12h-9",
			key: "1o4lsq"
		}],
		["path", {
			d: "M21 19h-5",
			key: "1rlt1p"
		}],
		["path", {
			d: "M21 5h-7",
			key: "1oszz2"
		}],
		["path", {
			d: "M8 10v4",
			key: "tgpxqk"
		}],
		["path", {
			d: "M8 12H3",
			key: "a7s4jb"
		}]
	]
};
__iconData$2.node;
var SlidersHorizontal = createLucideIcon(__iconData$2);
// ../../main/node_modules/lucide-react/dist/esm/icons/user-cog.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "user-cog",
	size: 24,
	node: [
		["path", {
			d: "M10 15H6a4 4 0 0 0-4 4v2",
			key: "1nfge6"
		}],
		["path", {
			d: "m14.305 16.53.923-.382",
			key: "1itpsq"
		}],
		["path", {
			d: "m15.228 13.852-.923-.383",
			key: "eplpkm"
		}],
		["path", {
			d: "m16.852 12.228-.383-.923",
			key: "13v3q0"
		}],
		["path", {
			d: "m16.852 17.772-.383.924",
			key: "1i8mnm"
		}],
		["path", {
			d: "m19.148 12.228.383-.923",
			key: "1q8j1v"
		}],
		["path", {
			d: "m19.53 18.696-.382-.924",
			key: "vk1qj3"
		}],
		["path", {
			d: "m20.772 13.852.924-.383",
			key: "n880s0"
		}],
		["path", {
			d: "m20.772 16.148.924.383",
			key: "1g6xey"
		}],
		["circle", {
			cx: "18",
			cy: "15",
			r: "3",
			key: "gjjjvw"
		}],
		["circle", {
			cx: "9",
			cy: "7",
			r: "4",
			key: "nufk8"
		}]
	]
};
__iconData$1.node;
var UserCog = createLucideIcon(__iconData$1);
// ../../main/node_modules/lucide-react/dist/esm/icons/user.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "user",
	size: 24,
	node: [["path", {
		d: "M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2",
		key: "975kel"
	}], ["circle", {
		cx: "12",
		cy: "7",
		r: "4",
		key: "17ys0d"
	}]]
};
__iconData.node;
var User = createLucideIcon(__iconData);
// src/app/preferences/contentLayout.ts
/** Any matched route asking for it (a parent route can ask for all of its children). */
function wantsFixedHeight(matches) {
	return matches.some((m) => m.handle?.layout === "fixed-height");
}
// src/app/layouts/Customizer.tsx
/** One preference picked among a few values: a radio group drawn as a segmented control. */
function Choice({ label, values, value, onChange, text }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fontSize: "sm",
			fontWeight: "medium",
			id: `customizer-${label}`,
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SegmentGroupRoot, {
			size: "sm",
			value,
			onValueChange: (e) => e.value && onChange(e.value),
			"aria-labelledby": `customizer-${label}`,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentGroupIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentGroupItems, { items: values.map((v) => ({
				value: v,
				label: text(v)
			})) })]
		})]
	});
}
function Toggle({ label, checked, disabled, onChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SwitchRoot, {
		checked,
		disabled,
		onCheckedChange: (e) => onChange(e.checked),
		colorPalette: "primary",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchHiddenInput, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchControl, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SwitchLabel, { children: label })
		]
	});
}
function Section({ title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		as: "section",
		gap: "4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fontSize: "xs",
			fontWeight: "semibold",
			textTransform: "uppercase",
			color: "fg.muted",
			letterSpacing: "wider",
			children: title
		}), children]
	});
}
function PrimaryColorPicker({ value }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fontSize: "sm",
			fontWeight: "medium",
			id: "customizer-primary",
			children: t("app.customizer.primaryColor")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
			role: "radiogroup",
			"aria-labelledby": "customizer-primary",
			gap: "2",
			wrap: "wrap",
			children: PRIMARY_COLORS.map((color) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				role: "radio",
				"aria-checked": color === value,
				"aria-label": t(`app.customizer.colors.${color}`),
				title: t(`app.customizer.colors.${color}`),
				size: "sm",
				rounded: "full",
				bg: `${color}.solid`,
				color: `${color}.contrast`,
				outlineOffset: "2px",
				outline: color === value ? "2px solid" : void 0,
				outlineColor: `${color}.solid`,
				onClick: () => updateLayoutPreferences({ primaryColor: color }),
				children: color === value ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, {
					size: 16,
					"aria-hidden": true
				}) : null
			}, color))
		})]
	});
}
/**
* Every layout preference in one drawer (spec §4): theme, primary colour, skin, navigation
* layout and collapse, content width, navbar type and blur, language.
*/
function Customizer() {
	const { t } = useTranslation();
	const layout = usePreference(layoutPreferences);
	const theme = usePreference(themePreference);
	const horizontal = layout.navLayout === "horizontal";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DrawerRoot, {
		placement: "end",
		size: "sm",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerTrigger, {
			asChild: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				"aria-label": t("app.customizer.open"),
				title: t("app.customizer.open"),
				variant: "ghost",
				size: "sm",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SlidersHorizontal, {
					size: 18,
					"aria-hidden": true
				})
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Portal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerBackdrop, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerPositioner, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DrawerContent, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DrawerHeader, {
				flexDirection: "column",
				alignItems: "start",
				gap: "1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerTitle, { children: t("app.customizer.title") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "sm",
					color: "fg.muted",
					children: t("app.customizer.description")
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerBody, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "8",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
						title: t("app.customizer.theming"),
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Choice, {
								label: t("app.theme"),
								values: THEME_PREFERENCES,
								value: theme,
								onChange: (next) => themePreference.set(next),
								text: (v) => t(`app.themes.${v}`)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrimaryColorPicker, { value: layout.primaryColor }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Choice, {
								label: t("app.customizer.skin"),
								values: SKINS,
								value: layout.skin,
								onChange: (skin) => updateLayoutPreferences({ skin }),
								text: (v) => t(`app.customizer.skins.${v}`)
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
						title: t("app.customizer.layout"),
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Choice, {
								label: t("app.customizer.navLayout"),
								values: NAV_LAYOUTS,
								value: layout.navLayout,
								onChange: (navLayout) => updateLayoutPreferences({ navLayout }),
								text: (v) => t(`app.customizer.navLayouts.${v}`)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toggle, {
								label: t("app.customizer.navCollapsed"),
								checked: layout.navCollapsed && !horizontal,
								disabled: horizontal,
								onChange: (navCollapsed) => updateLayoutPreferences({ navCollapsed })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Choice, {
								label: t("app.customizer.contentWidth"),
								values: CONTENT_WIDTHS,
								value: layout.contentWidth,
								onChange: (contentWidth) => updateLayoutPreferences({ contentWidth }),
								text: (v) => t(`app.customizer.contentWidths.${v}`)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Choice, {
								label: t("app.customizer.navbarType"),
								values: NAVBAR_TYPES,
								value: layout.navbarType,
								onChange: (navbarType) => updateLayoutPreferences({ navbarType }),
								text: (v) => t(`app.customizer.navbarTypes.${v}`)
							}),
							horizontal && layout.navbarType === "hidden" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								fontSize: "xs",
								color: "fg.muted",
								children: t("app.customizer.hiddenNavbarHorizontal")
							}) : null,
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toggle, {
								label: t("app.customizer.navbarBlur"),
								checked: layout.navbarBlur,
								onChange: (navbarBlur) => updateLayoutPreferences({ navbarBlur })
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
						title: t("app.language"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LanguageSelect, {})
					})
				]
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DrawerFooter, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { flex: "1" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outline",
				size: "sm",
				onClick: () => {
					layoutPreferences.set(DEFAULT_LAYOUT);
					themePreference.set("system");
				},
				children: t("app.customizer.reset")
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerCloseTrigger, {
				asChild: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, { size: "sm" })
			})
		] }) })] })]
	});
}
// src/app/routing/menu.ts
var ICONS = {
	ecommerce: ShoppingCart,
	crm: LayoutDashboard,
	adminDashboard: Gauge,
	users: Users,
	organizations: BuildingComplex,
	organizationProfile: Building,
	products: Package,
	account: UserCog,
	accessControl: ShieldCheck,
	security: Shield
};
var FINER_CHECKS = {
	users: canListUsers,
	organizations: (ability) => ability.can("read", "Organization")
};
/** The menu: the areas' entries (domain/access/areas.ts) with their icons. */
var MENU = MENU_ENTRIES.map((entry) => ({
	...entry,
	icon: ICONS[entry.id],
	allowed: FINER_CHECKS[entry.id]
}));
function visibleMenu(ability) {
	return MENU.filter((item) => (!item.action || !item.subject || ability?.can(item.action, item.subject)) && (!item.allowed || ability !== null && item.allowed(ability)));
}
// src/app/layouts/NavigationMenu.tsx
/** The entries the signed-in user may read (spec §2 "Menu routes by right"). */
function NavigationMenu({ orientation = "vertical", collapsed = false, onNavigate }) {
	const { t } = useTranslation();
	const ability = useAppAbility();
	const horizontal = orientation === "horizontal";
	const { pathname } = useLocation();
	const menu = visibleMenu(ability);
	const current = currentSection(menu, pathname);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Flex, {
		as: "ul",
		direction: horizontal ? "row" : "column",
		gap: "1",
		listStyleType: "none",
		overflowX: horizontal ? "auto" : void 0,
		children: menu.map((item) => {
			const { path, label, icon: Icon } = item;
			const isActive = item === current;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: path,
				onClick: onNavigate,
				title: collapsed ? t(label) : void 0,
				"aria-current": ariaCurrent(item, current, pathname),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
					align: "center",
					justify: collapsed ? "center" : void 0,
					gap: "3",
					px: "3",
					py: "2",
					rounded: "md",
					whiteSpace: "nowrap",
					bg: isActive ? "primary.subtle" : void 0,
					color: isActive ? "primary.fg" : void 0,
					_hover: isActive ? void 0 : { bg: "bg.muted" },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						as: "span",
						flexShrink: "0",
						"aria-hidden": true,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { size: 18 })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						as: "span",
						srOnly: collapsed,
						children: t(label)
					})]
				})
			}) }, path);
		})
	});
}
// src/lib/session/workingOrganization.ts
/**
* The organisation the signed-in user works in, for those who manage organisations (nobody
* else may choose). The choice is the server's (PUT /auth/working-organization/): lists there
* show its rows and creates land in it, whatever screen or client asks. Its answer goes through
* the session's organisation change, which stores the new user and rules and tells the caches
* (server data, permissions) to drop the old organisation's.
*/
function useWorkingOrganization() {
	const client = useApiClient();
	const actor = useSessionActor();
	const user = useSession(selectUser);
	const allowed = useAppAbility()?.can("manage", "Organization") ?? false;
	const choose = (0, import_react.useCallback)(async (organization) => {
		const { data, error, response } = await client.PUT("/api/auth/working-organization/", { body: { organization } });
		if (!data) throw toApiError(response, error);
		actor.send({
			type: "ORGANIZATION_CHANGED",
			rules: data.userAbilityRules,
			user: data.user
		});
	}, [client, actor]);
	return {
		allowed,
		current: user?.working_organization ?? null,
		choose
	};
}
// src/app/layouts/OrganizationSwitcher.tsx
var ALL = "";
/**
* The header's choice of the organisation to work in (every organisation, or one), shown only to
* those who manage organisations. Every list follows it: the server narrows them.
*/
function OrganizationSwitcher() {
	const { t } = useTranslation();
	const id = (0, import_react.useId)();
	const working = useWorkingOrganization();
	const organizations = useOrganizations();
	const [busy, setBusy] = (0, import_react.useState)(false);
	if (!working.allowed) return null;
	const onChange = async (value) => {
		setBusy(true);
		try {
			await working.choose(value === ALL ? null : Number(value));
		} catch {
			notify.failure(t("organizations.switcher.failed"));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		display: "flex",
		alignItems: "center",
		gap: "2",
		hideBelow: "md",
		"data-testid": "organization-switcher",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.label, {
			htmlFor: id,
			display: "flex",
			alignItems: "center",
			color: "fg.muted",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BuildingComplex, {
				size: 16,
				"aria-hidden": true
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
				srOnly: true,
				children: t("organizations.switcher.label")
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, {
			size: "sm",
			width: "auto",
			minW: "10rem",
			disabled: busy,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
				id,
				value: working.current === null ? ALL : String(working.current),
				onChange: (e) => void onChange(e.target.value),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: ALL,
					children: t("organizations.switcher.all")
				}), organizations.list.map((o) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: String(o.id),
					children: o.name
				}, o.id))]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})]
		})]
	});
}
// src/app/layouts/ScrollToTop.tsx
var SHOW_AFTER_PX = 200;
/** Appears once the page has scrolled 200 px (spec §9). */
function ScrollToTop() {
	const { t } = useTranslation();
	const [visible, setVisible] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
		window.addEventListener("scroll", onScroll, { passive: true });
		return () => window.removeEventListener("scroll", onScroll);
	}, []);
	if (!visible) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		"aria-label": t("app.scrollToTop"),
		position: "fixed",
		bottom: "6",
		insetEnd: "6",
		rounded: "full",
		colorPalette: "primary",
		onClick: () => window.scrollTo({
			top: 0,
			behavior: "smooth"
		}),
		children: "↑"
	});
}
// src/app/layouts/UserMenu.tsx
var SIGN_OUT = "sign-out";
/** Profile, settings and sign out (spec §4), from the header or, with the navbar hidden, the side bar. */
function UserMenu({ compact = false }) {
	const { t } = useTranslation();
	const actor = useSessionActor();
	const user = useSession(selectUser);
	const navigate = useNavigate();
	const displayName = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : "";
	const signOut = async () => {
		actor.send({ type: "LOGOUT" });
		await waitFor(actor, (s) => !selectIsAuthenticated(s) && !s.hasTag("busy"));
		navigate("/login", { replace: true });
	};
	const onSelect = ({ value }) => {
		if (value === SIGN_OUT) signOut();
		else navigate(value);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuRoot, {
		positioning: { placement: compact ? "right-end" : "bottom-end" },
		onSelect,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuTrigger, {
			asChild: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				size: "sm",
				variant: "ghost",
				px: "2",
				"aria-label": compact ? displayName : void 0,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarRoot, {
					size: "2xs",
					colorPalette: "primary",
					"aria-hidden": true,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarFallback, { name: displayName })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					as: "span",
					fontSize: "sm",
					"data-testid": "current-user",
					srOnly: compact,
					children: displayName
				})]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Portal, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuPositioner, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuContent, {
			minW: "48",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItemGroup, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItemGroupLabel, {
						fontWeight: "normal",
						color: "fg.muted",
						children: user?.email
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
						value: "/pages/user-profile/profile",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(User, {
							size: 16,
							"aria-hidden": true
						}), t("account.userMenu.profile")]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
						value: "/pages/account-settings/account",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Settings, {
							size: 16,
							"aria-hidden": true
						}), t("account.userMenu.settings")]
					})
				] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuSeparator, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
					value: SIGN_OUT,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogOut, {
						size: 16,
						"aria-hidden": true
					}), t("auth.signOut")]
				})
			]
		}) }) })]
	});
}
// src/app/layouts/DefaultLayout.tsx
var BOXED_WIDTH = "1440px";
/** Keeps a row's content within the boxed width when that is the preference. */
function Boxed({ boxed, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		maxW: boxed ? BOXED_WIDTH : void 0,
		mx: "auto",
		w: "full",
		h: "full",
		children
	});
}
function OverlayNavigation() {
	const { t } = useTranslation();
	const [open, setOpen] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DrawerRoot, {
		open,
		onOpenChange: (e) => setOpen(e.open),
		placement: "start",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerTrigger, {
			asChild: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				"aria-label": t("nav.open"),
				variant: "ghost",
				size: "sm",
				hideFrom: "lg",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu, {
					size: 18,
					"aria-hidden": true
				})
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Portal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerBackdrop, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerPositioner, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DrawerContent, {
			"aria-label": t("nav.label"),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerTitle, { children: t("app.title") }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerBody, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavigationMenu, { onNavigate: () => setOpen(false) }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerCloseTrigger, {
					asChild: true,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, { size: "sm" })
				})
			]
		}) })] })]
	});
}
/** The vertical navigation from the lg breakpoint; with the navbar hidden it also holds the user menu. */
function SideNavigation({ collapsed, withUserMenu }) {
	const { t } = useTranslation();
	const toggleLabel = t(collapsed ? "nav.expand" : "nav.collapse");
	const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
		as: "nav",
		"aria-label": t("nav.label"),
		direction: "column",
		w: collapsed ? "16" : "64",
		flexShrink: "0",
		borderEndWidth: "1px",
		bg: "bg",
		p: collapsed ? "2" : "4",
		gap: "6",
		hideBelow: "lg",
		position: "sticky",
		top: "0",
		h: "100dvh",
		transition: "width 0.2s",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				align: "center",
				justify: collapsed ? "center" : "space-between",
				minH: "8",
				children: [collapsed ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					size: "md",
					truncate: true,
					children: t("app.title")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					"aria-label": toggleLabel,
					title: toggleLabel,
					"aria-pressed": collapsed,
					variant: "ghost",
					size: "xs",
					onClick: () => updateLayoutPreferences({ navCollapsed: !collapsed }),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						as: "span",
						css: { "[dir=rtl] &": { transform: "scaleX(-1)" } },
						"aria-hidden": true,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToggleIcon, { size: 16 })
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				flex: "1",
				overflowY: "auto",
				overflowX: "hidden",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavigationMenu, { collapsed })
			}),
			withUserMenu ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
				direction: collapsed ? "column" : "row",
				align: "center",
				gap: "2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserMenu, { compact: collapsed }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Customizer, {})]
			}) : null
		]
	});
}
/**
* Signed-in pages, drawn from the layout preferences: vertical (a side bar from the lg
* breakpoint, optionally collapsed to icons) or horizontal navigation (a row in the navbar),
* a sticky, static or hidden navbar with optional blur, boxed or full content width, a static
* footer. Below lg the navigation is always an overlay drawer opened from the navbar.
*/
function DefaultLayout() {
	const { t } = useTranslation();
	const layout = effectiveLayout(usePreference(layoutPreferences));
	const fixedHeight = wantsFixedHeight(useMatches());
	const vertical = layout.navLayout === "vertical";
	const boxed = layout.contentWidth === "boxed";
	const navbarHidden = layout.navbarType === "hidden";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
		minH: "100dvh",
		h: fixedHeight ? "100dvh" : void 0,
		bg: "bg.subtle",
		"data-layout": layout.navLayout,
		children: [vertical ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SideNavigation, {
			collapsed: layout.navCollapsed,
			withUserMenu: navbarHidden
		}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
			direction: "column",
			flex: "1",
			minW: "0",
			minH: "0",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					as: "header",
					position: layout.navbarType === "static" ? "relative" : "sticky",
					top: "0",
					zIndex: "docked",
					borderBottomWidth: "1px",
					bg: layout.navbarBlur ? "bg/80" : "bg",
					backdropFilter: layout.navbarBlur ? "blur(6px)" : void 0,
					hideFrom: navbarHidden ? "lg" : void 0,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Boxed, {
						boxed,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
							px: "6",
							py: "3",
							gap: "3",
							align: "center",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OverlayNavigation, {}),
								vertical ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
									size: "md",
									hideBelow: "lg",
									children: t("app.title")
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { flex: "1" }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrganizationSwitcher, {}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Preferences, {}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Customizer, {}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserMenu, {})
							]
						}), vertical ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							as: "nav",
							"aria-label": t("nav.label"),
							px: "6",
							pb: "2",
							hideBelow: "lg",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavigationMenu, { orientation: "horizontal" })
						})]
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					as: "main",
					flex: "1",
					minH: "0",
					overflow: fixedHeight ? "auto" : void 0,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Boxed, {
						boxed,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							p: "6",
							h: "full",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})
						})
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					as: "footer",
					borderTopWidth: "1px",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Boxed, {
						boxed,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							px: "6",
							py: "4",
							fontSize: "sm",
							color: "fg.muted",
							children: t("app.footer", { year: (/* @__PURE__ */ new Date()).getFullYear() })
						})
					})
				}),
				fixedHeight ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollToTop, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toaster, {})
			]
		})]
	});
}
export { DefaultLayout };

//# sourceMappingURL=DefaultLayout-DvLKzy1n.js.map