import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as IconButton } from "./icon-button-B4lNTmt_.js";
import { t as Portal } from "./portal-ChPcd-_9.js";
import { t as useTranslation, u as useChakraContext } from "./useTranslation-wIc4-0c8.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { a as MenuItemIndicator, c as MenuRadioItemGroup, d as MenuTrigger, i as MenuItemGroupLabel, l as MenuRoot, o as MenuPositioner, s as MenuRadioItem, t as MenuContent } from "./menu-giLp58Cd.js";
import { t as createLucideIcon } from "./createLucideIcon-DGwiMsxd.js";
import { n as NativeSelectIndicator, r as NativeSelectRoot, t as NativeSelectField } from "./native-select-BgIksthK.js";
import { o as usePreference, r as themePreference, s as LANGUAGES, t as THEME_PREFERENCES } from "./theme-HNhH1dCV.js";
import { t as require_jsx_runtime } from "./jsx-runtime-FA6SQFrL.js";
// ../../main/node_modules/@chakra-ui/react/dist/esm/hooks/use-callback-ref.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useCallbackRef(callback, deps = []) {
	const callbackRef = (0, import_react.useRef)(() => {
		throw new Error("Cannot call an event handler while rendering.");
	});
	(0, import_react.useInsertionEffect)(() => {
		callbackRef.current = callback;
	});
	return (0, import_react.useCallback)((...args) => callbackRef.current?.(...args), deps);
}
// ../../main/node_modules/@chakra-ui/react/dist/esm/hooks/use-media-query.js
function listen(query, callback) {
	try {
		query.addEventListener("change", callback);
		return () => query.removeEventListener("change", callback);
	} catch (e) {
		query.addListener(callback);
		return () => query.removeListener(callback);
	}
}
function useMediaQuery(query, options = {}) {
	const { fallback: _fallback = [], ssr = true, getWindow } = options;
	const getWin = useCallbackRef(getWindow);
	const queries = Array.isArray(query) ? query : [query];
	const fallback = _fallback?.filter((v) => v != null);
	const [value, setValue] = (0, import_react.useState)(() => {
		return queries.map((query2, index) => {
			if (!ssr) {
				const { media, matches } = (getWindow?.() ?? window).matchMedia(query2);
				return {
					media,
					matches
				};
			}
			return {
				media: query2,
				matches: !!fallback[index]
			};
		});
	});
	(0, import_react.useEffect)(() => {
		const win = getWin() ?? window;
		setValue((prev) => {
			const current = queries.map((query2) => {
				const { media, matches } = win.matchMedia(query2);
				return {
					media,
					matches
				};
			});
			return prev.every((v, i) => v.matches === current[i].matches && v.media === current[i].media) ? prev : current;
		});
		const mql = queries.map((query2) => win.matchMedia(query2));
		const handler = (evt) => {
			setValue((prev) => {
				return prev.slice().map((item) => {
					if (item.media === evt.media) return {
						...item,
						matches: evt.matches
					};
					return item;
				});
			});
		};
		const cleanups = mql.map((v) => listen(v, handler));
		return () => cleanups.forEach((fn) => fn());
	}, [getWin]);
	return value.map((item) => item.matches);
}
// ../../main/node_modules/@chakra-ui/react/dist/esm/hooks/use-breakpoint.js
function useBreakpoint(options = {}) {
	options.fallback || (options.fallback = "base");
	const sys = useChakraContext();
	let fallbackPassed = false;
	const breakpoints = [{
		name: "base",
		min: "0px"
	}, ...sys.breakpoints.values.map((bp) => ({
		name: bp.name,
		min: bp.min
	}))].map(({ min, name: breakpoint }) => {
		const item = {
			breakpoint,
			query: `(min-width: ${min})`,
			fallback: !fallbackPassed
		};
		if (breakpoint === options.fallback) fallbackPassed = true;
		return item;
	}).filter(({ breakpoint }) => !!options.breakpoints?.includes(breakpoint));
	const fallback = breakpoints.map(({ fallback: fallback2 }) => fallback2);
	return breakpoints[useMediaQuery(breakpoints.map((bp) => bp.query), {
		fallback,
		ssr: options.ssr
	}).lastIndexOf(true)]?.breakpoint ?? options.fallback;
}
function useBreakpointValue(value, opts) {
	const normalized = useChakraContext().normalizeValue(value);
	return normalized[useBreakpoint({
		breakpoints: Object.keys(normalized),
		...opts
	})];
}
// ../../main/node_modules/lucide-react/dist/esm/icons/languages.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "languages",
	size: 24,
	node: [
		["path", {
			d: "m5 8 6 6",
			key: "1wu5hv"
		}],
		["path", {
			d: "m4 14 6-6 2-3",
			key: "1k1g8d"
		}],
		["path", {
			d: "M2 5h12",
			key: "or177f"
		}],
		["path", {
			d: "M7 2h1",
			key: "1t2jsx"
		}],
		["path", {
			d: "m22 22-5-10-5 10",
			key: "don7ne"
		}],
		["path", {
			d: "M14 18h6",
			key: "1m8k6r"
		}]
	]
};
__iconData$3.node;
var Languages = createLucideIcon(__iconData$3);
// ../../main/node_modules/lucide-react/dist/esm/icons/monitor.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "monitor",
	size: 24,
	node: [
		["rect", {
			width: "20",
			height: "14",
			x: "2",
			y: "3",
			rx: "2",
			key: "48i651"
		}],
		["line", {
			x1: "8",
			x2: "16",
			y1: "21",
			y2: "21",
			key: "1svkeh"
		}],
		["line", {
			x1: "12",
			x2: "12",
			y1: "17",
			y2: "21",
			key: "vw1qmm"
		}]
	]
};
__iconData$2.node;
var Monitor = createLucideIcon(__iconData$2);
// ../../main/node_modules/lucide-react/dist/esm/icons/moon.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "moon",
	size: 24,
	node: [["path", {
		d: "M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401",
		key: "kfwtm"
	}]]
};
__iconData$1.node;
var Moon = createLucideIcon(__iconData$1);
// ../../main/node_modules/lucide-react/dist/esm/icons/sun.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "sun",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "4",
			key: "4exip2"
		}],
		["path", {
			d: "M12 2v2",
			key: "tus03m"
		}],
		["path", {
			d: "M12 20v2",
			key: "1lh1kg"
		}],
		["path", {
			d: "m4.93 4.93 1.41 1.41",
			key: "149t6j"
		}],
		["path", {
			d: "m17.66 17.66 1.41 1.41",
			key: "ptbguv"
		}],
		["path", {
			d: "M2 12h2",
			key: "1t8f8n"
		}],
		["path", {
			d: "M20 12h2",
			key: "1q8mjw"
		}],
		["path", {
			d: "m6.34 17.66-1.41 1.41",
			key: "1m8zz5"
		}],
		["path", {
			d: "m19.07 4.93-1.41 1.41",
			key: "1shlcs"
		}]
	]
};
__iconData.node;
var Sun = createLucideIcon(__iconData);
// src/ssr/serverDrawn.tsx
var drawing = typeof window === "undefined";
var drawsServerPage = () => drawing;
// src/app/layouts/Preferences.tsx
var import_jsx_runtime = require_jsx_runtime();
function useLanguageChoice() {
	const { t, i18n } = useTranslation();
	return {
		label: t("app.language"),
		value: i18n.language,
		options: LANGUAGES.map((l) => ({
			value: l.code,
			label: l.label
		})),
		onChange: (code) => void i18n.changeLanguage(code),
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Languages, {
			size: 18,
			"aria-hidden": true
		})
	};
}
var THEME_ICONS = {
	light: Sun,
	dark: Moon,
	system: Monitor
};
function useThemeChoice() {
	const { t } = useTranslation();
	const theme = usePreference(themePreference);
	const Icon = THEME_ICONS[theme];
	return {
		label: t("app.theme"),
		value: theme,
		options: THEME_PREFERENCES.map((p) => ({
			value: p,
			label: t(`app.themes.${p}`)
		})),
		onChange: (value) => themePreference.set(value),
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
			size: 18,
			"aria-hidden": true
		})
	};
}
function ChoiceSelect({ label, value, options, onChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, {
		size: "sm",
		width: "auto",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
			"aria-label": label,
			value,
			onChange: (e) => onChange(e.target.value),
			children: options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
				value: option.value,
				children: option.label
			}, option.value))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})]
	});
}
/** The same choice behind an icon button named after it: a menu whose checked item is the current value. */
function ChoiceMenu({ label, value, options, onChange, icon }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuRoot, {
		positioning: { placement: "bottom-end" },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuTrigger, {
			asChild: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				"aria-label": label,
				title: label,
				variant: "ghost",
				size: "sm",
				children: icon
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Portal, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuPositioner, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuContent, {
			minW: "40",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuRadioItemGroup, {
				value,
				onValueChange: (e) => onChange(e.value),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItemGroupLabel, { children: label }), options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuRadioItem, {
					value: option.value,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItemIndicator, {}), option.label]
				}, option.value))]
			})
		}) }) })]
	});
}
function LanguageSelect() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceSelect, { ...useLanguageChoice() });
}
/**
* Language and theme, kept in localStorage; the layout customizer holds the rest. Below the md
* breakpoint a select has no room for its value: each becomes an icon button opening a menu.
*/
function Preferences() {
	const language = useLanguageChoice();
	const theme = useThemeChoice();
	const Control = useBreakpointValue({
		base: true,
		md: false
	}, {
		ssr: drawsServerPage(),
		fallback: "md"
	}) ? ChoiceMenu : ChoiceSelect;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Control, { ...language }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Control, { ...theme })] });
}
export { Preferences as n, LanguageSelect as t };

//# sourceMappingURL=Preferences-h-2bt7rU.js.map