import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { a as setDefaults, i as setI18n, o as instance } from "./useTranslation-wIc4-0c8.js";
// ../../main/node_modules/react-i18next/dist/es/initReactI18next.js
var initReactI18next = {
	type: "3rdParty",
	init(instance) {
		setDefaults(instance.options.react);
		setI18n(instance);
	}
};
var app_default = {
	title: "Back-office",
	language: "Language",
	theme: "Theme",
	themes: {
		"light": "Light",
		"dark": "Dark",
		"system": "System"
	},
	scrollToTop: "Back to top",
	footer: "© {{year}} Back-office. All rights reserved.",
	customizer: {
		"open": "Customize the layout",
		"title": "Layout preferences",
		"description": "Kept on this device.",
		"theming": "Theming",
		"primaryColor": "Primary colour",
		"colors": {
			"purple": "Purple",
			"blue": "Blue",
			"cyan": "Cyan",
			"teal": "Teal",
			"green": "Green",
			"orange": "Orange",
			"pink": "Pink"
		},
		"skin": "Skin",
		"skins": {
			"default": "Default",
			"bordered": "Bordered"
		},
		"layout": "Layout",
		"navLayout": "Navigation",
		"navLayouts": {
			"vertical": "Vertical",
			"horizontal": "Horizontal"
		},
		"navCollapsed": "Collapsed navigation",
		"contentWidth": "Content width",
		"contentWidths": {
			"boxed": "Boxed",
			"full": "Full"
		},
		"navbarType": "Navbar",
		"navbarTypes": {
			"sticky": "Sticky",
			"static": "Static",
			"hidden": "Hidden"
		},
		"hiddenNavbarHorizontal": "Horizontal navigation lives in the navbar, so it stays sticky.",
		"navbarBlur": "Blur behind the navbar",
		"reset": "Reset to defaults"
	}
};
var auth_default = {
	signInTitle: "Sign in",
	signInSubtitle: "Use your work email and password.",
	email: "Email",
	password: "Password",
	signIn: "Sign in",
	signOut: "Sign out",
	failed: "Authentication failed",
	signedInAs: "Signed in as {{email}} ({{role}})",
	forgotPasswordLink: "Forgot password?",
	noAccount: "New here?",
	createAccountLink: "Create an account",
	haveAccount: "Already have an account?",
	signInInstead: "Sign in instead",
	backToLogin: "Back to sign in",
	accountCreated: "Your account has been created. Sign in with your new password.",
	passwordHint: "At least {{min}} characters.",
	brand: {
		"tagline": "One back-office for your whole organisation.",
		"organisations": "Companies, establishments, teams and people in one place.",
		"access": "Roles and permissions that decide who sees what.",
		"languages": "Available in English, French, Arabic and Chinese."
	},
	register: {
		"title": "Create an account",
		"subtitle": "Fill in your details to get started.",
		"firstName": "First name",
		"lastName": "Last name",
		"confirmPassword": "Confirm password",
		"submit": "Create account",
		"failed": "The account could not be created"
	},
	steps: {
		"account": "Account",
		"personal": "Personal",
		"confirm": "Confirm",
		"review": "Check your details, then create the account.",
		"next": "Next",
		"back": "Back"
	},
	forgot: {
		"title": "Forgot your password?",
		"subtitle": "Enter your email address and we will send you a link to choose a new password.",
		"submit": "Send reset link",
		"sentTitle": "Check your inbox",
		"sent": "If {{email}} belongs to an account, we have sent it an email with a link to reset the password. The link works once, for one hour.",
		"again": "Use another address"
	},
	reset: {
		"title": "Choose a new password",
		"subtitle": "Your new password replaces the old one and signs you out everywhere.",
		"newPassword": "New password",
		"confirmPassword": "Confirm new password",
		"submit": "Save new password",
		"failed": "The password could not be reset",
		"badLink": "This password reset link is not valid.",
		"requestNew": "Request a new link",
		"missingTitle": "This link is incomplete",
		"missing": "To choose a new password, open the link from the password reset email. The address you used is missing part of that link, so it cannot be used. You can ask for a new email.",
		"doneTitle": "Password changed",
		"done": "Your new password is saved. Sign in with it to continue."
	},
	twoSteps: {
		"title": "Two-step verification",
		"subtitle": "Enter the {{length}}-digit code from your authenticator app.",
		"codeLabel": "Security code",
		"digit": "Digit {{position}} of {{total}}",
		"codeInvalid": "Enter the {{length}} digits of the code.",
		"submit": "Verify",
		"notEnabledTitle": "Two-step verification is not enabled for this account",
		"notEnabled": "This server does not offer two-step verification yet, so no code is sent and none can be checked. Sign in with your email and password.",
		"notCheckedTitle": "The code could not be checked",
		"notChecked": "The code has the right format, but two-step verification is not enabled for this account, so it was not verified. Sign in with your email and password instead."
	},
	verifyEmail: {
		"title": "Check your inbox",
		"subtitle": "We sent you an email with a link.",
		"body": "Open the email and follow its link to continue. The link works only once and expires after a while.",
		"notReceived": "Nothing after a few minutes? Look in your spam folder, or ask for a new link.",
		"newLink": "Send me a new link"
	},
	sessionEnded: {
		"refresh_token_reused": "You were signed out because your sign-in was used from somewhere else. Sign in again, and change your password if that was not you.",
		"session_tampered": "You were signed out because the session saved in this browser was changed outside the app. Sign in again."
	}
};
var validation_default = {
	required: "This field is required.",
	maxLength: "Ensure this field has no more than {{max}} characters.",
	email: "Enter a valid email address.",
	passwordMin: "Password must be at least {{min}} characters.",
	passwordsMismatch: "Passwords do not match.",
	date: "Enter a valid date (YYYY-MM-DD).",
	invalid: "Enter a valid value.",
	unknownField: "Unknown field.",
	idNumber: "Enter a whole number of 1 or more.",
	number: "Enter a number.",
	integer: "Enter a whole number.",
	tooLarge: "This number is too large.",
	blank: "This field may not be blank.",
	nulCharacter: "Null characters are not allowed."
};
// src/lib/storageKeys.ts
/** Local keys are prefixed with the application title, so apps sharing an origin keep apart. */
var APP_STORAGE_PREFIX = "backoffice";
var storageKey = (name) => `${APP_STORAGE_PREFIX}-${name}`;
// src/lib/session/sessionCookies.ts
var SESSION_COOKIES = {
	user: `${APP_STORAGE_PREFIX}-userData`,
	accessToken: `${APP_STORAGE_PREFIX}-accessToken`,
	refreshToken: `${APP_STORAGE_PREFIX}-refreshToken`,
	abilityRules: `${APP_STORAGE_PREFIX}-userAbilityRules`
};
/** The value of cookie `name` in a `document.cookie` string, if present. */
function readCookie(cookies, name) {
	const prefix = `${name}=`;
	const part = cookies.split("; ").find((c) => c.startsWith(prefix));
	return part ? decodeURIComponent(part.slice(prefix.length)) : null;
}
// src/lib/preferenceCookies.ts
var YEAR_SECONDS = 31536e3;
/**
* The local preferences that change what a page draws (its language, the layout's choices, the
* theme control): the server renders a signed-in page with them (src/ssr/), so it must see them;
* they are kept in localStorage (spec §9) and mirrored in cookies of the same names.
*/
var RENDERED_PREFERENCE_KEYS = [
	"language",
	"theme",
	"navigation-layout",
	"skin",
	"primary-color",
	"content-width",
	"navbar-type",
	"navbar-blur",
	"navigation-collapsed"
].map(storageKey);
function writePreferenceCookie(key, value) {
	document.cookie = `${key}=${encodeURIComponent(value)}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`;
}
/** localStorage, each write of a rendered preference also going to its cookie. */
var preferenceStorage = {
	getItem: (key) => localStorage.getItem(key),
	setItem(key, value) {
		localStorage.setItem(key, value);
		if (RENDERED_PREFERENCE_KEYS.includes(key)) writePreferenceCookie(key, value);
	}
};
/** The preferences as the server reads them from a request's `Cookie` header. */
function cookiePreferences(cookieHeader) {
	return { getItem: (key) => RENDERED_PREFERENCE_KEYS.includes(key) ? readCookie(cookieHeader, key) : null };
}
// src/i18nResources.ts
/**
* `locales/<language>/<area>.json` → one translation tree per language, with each file under
* its area's key (`locales/en/auth.json` holds the `auth.*` keys). One file per area, so areas
* add their texts without touching each other's.
*/
function resourcesFromFiles(files) {
	const resources = {};
	for (const [path, messages] of Object.entries(files)) {
		const match = /([^/]+)\/([^/]+)\.json$/.exec(path);
		if (!match) continue;
		const [, language, area] = match;
		(resources[language] ??= { translation: {} }).translation[area] = messages;
	}
	return resources;
}
/**
* The same, per language and on demand: `locales/<language>/<area>.json` loaders (from
* `import.meta.glob` without `eager`) → for each language, one function that loads all its areas
* and resolves to that language's translation tree.
*/
function languageLoaders(files) {
	const byLanguage = {};
	for (const [path, load] of Object.entries(files)) {
		const language = /([^/]+)\/[^/]+\.json$/.exec(path)?.[1];
		if (language) (byLanguage[language] ??= []).push([path, load]);
	}
	return Object.fromEntries(Object.entries(byLanguage).map(([language, entries]) => [language, async () => {
		const loaded = await Promise.all(entries.map(async ([path, load]) => [path, await load()]));
		return resourcesFromFiles(Object.fromEntries(loaded))[language].translation;
	}]));
}
// src/i18n.ts
var LANGUAGES = [
	{
		code: "en",
		label: "English",
		rtl: false
	},
	{
		code: "fr",
		label: "Français",
		rtl: false
	},
	{
		code: "ar",
		label: "العربية",
		rtl: true
	},
	{
		code: "zh",
		label: "中文",
		rtl: false
	}
];
var STORAGE_KEY$1 = storageKey("language");
function applyDirection(lng) {
	if (typeof document === "undefined") return;
	const rtl = LANGUAGES.find((l) => l.code === lng)?.rtl ?? false;
	document.documentElement.lang = lng;
	document.documentElement.dir = rtl ? "rtl" : "ltr";
}
var englishFirst = resourcesFromFiles(/* #__PURE__ */ Object.assign({
	"../locales/en/app.json": app_default,
	"../locales/en/auth.json": auth_default,
	"../locales/en/validation.json": validation_default
})).en.translation;
var englishRest = languageLoaders(/* #__PURE__ */ Object.assign({
	"../locales/en/accessControl.json": () => import("./accessControl-CqkoAwty.js").then((m) => m["default"]),
	"../locales/en/account.json": () => import("./account-28mZq-5Y.js").then((m) => m["default"]),
	"../locales/en/admin.json": () => import("./admin-7Rv6gosh.js").then((m) => m["default"]),
	"../locales/en/catalogue.json": () => import("./catalogue-C41JOWUX.js").then((m) => m["default"]),
	"../locales/en/catalogueConfig.json": () => import("./catalogueConfig-BMYWc7Gt.js").then((m) => m["default"]),
	"../locales/en/catalogueEngagement.json": () => import("./catalogueEngagement-B67v1WYg.js").then((m) => m["default"]),
	"../locales/en/dashboard.json": () => import("./dashboard-vcJgTV3r.js").then((m) => m["default"]),
	"../locales/en/data.json": () => import("./data-BS2Wx7T4.js").then((m) => m["default"]),
	"../locales/en/errors.json": () => import("./errors-DgOVpvjv.js").then((m) => m["default"]),
	"../locales/en/launches.json": () => import("./launches-DyrEHXit.js").then((m) => m["default"]),
	"../locales/en/nav.json": () => import("./nav-rIYpDtjJ.js").then((m) => m["default"]),
	"../locales/en/organizations.json": () => import("./organizations-BeqZDt3W.js").then((m) => m["default"]),
	"../locales/en/pages.json": () => import("./pages-CDo6oxo3.js").then((m) => m["default"]),
	"../locales/en/products.json": () => import("./products-CY7_oSad.js").then((m) => m["default"]),
	"../locales/en/roles.json": () => import("./roles-DJQ8uV5k.js").then((m) => m["default"]),
	"../locales/en/security.json": () => import("./security-C63xTxgC.js").then((m) => m["default"]),
	"../locales/en/users.json": () => import("./users-BH56i7kj.js").then((m) => m["default"]),
	"../locales/en/vocabulary.json": () => import("./vocabulary-g6aBYVui.js").then((m) => m["default"])
})).en;
var otherLanguages = languageLoaders(/* #__PURE__ */ Object.assign({
	"../locales/ar/accessControl.json": () => import("./accessControl-DD26bmKS.js").then((m) => m["default"]),
	"../locales/ar/account.json": () => import("./account-BDX5rS-c.js").then((m) => m["default"]),
	"../locales/ar/admin.json": () => import("./admin-CipWg_VZ.js").then((m) => m["default"]),
	"../locales/ar/app.json": () => import("./app-DqbuAKhy.js").then((m) => m["default"]),
	"../locales/ar/auth.json": () => import("./auth-QIbbXSmF.js").then((m) => m["default"]),
	"../locales/ar/catalogue.json": () => import("./catalogue-CO_CXqdj.js").then((m) => m["default"]),
	"../locales/ar/catalogueConfig.json": () => import("./catalogueConfig-nPd08KSd.js").then((m) => m["default"]),
	"../locales/ar/catalogueEngagement.json": () => import("./catalogueEngagement-DA5x3haY.js").then((m) => m["default"]),
	"../locales/ar/dashboard.json": () => import("./dashboard-DEn_sNHc.js").then((m) => m["default"]),
	"../locales/ar/data.json": () => import("./data-DXdBgRCx.js").then((m) => m["default"]),
	"../locales/ar/errors.json": () => import("./errors-Dh3uxLm7.js").then((m) => m["default"]),
	"../locales/ar/launches.json": () => import("./launches-D2iGY4XL.js").then((m) => m["default"]),
	"../locales/ar/nav.json": () => import("./nav-CYQGpy2A.js").then((m) => m["default"]),
	"../locales/ar/organizations.json": () => import("./organizations-CkTWqk-s.js").then((m) => m["default"]),
	"../locales/ar/pages.json": () => import("./pages-BFdCYh3G.js").then((m) => m["default"]),
	"../locales/ar/products.json": () => import("./products-BnmGEv8Q.js").then((m) => m["default"]),
	"../locales/ar/roles.json": () => import("./roles-BzB77yR1.js").then((m) => m["default"]),
	"../locales/ar/security.json": () => import("./security-Cu3rSipr.js").then((m) => m["default"]),
	"../locales/ar/users.json": () => import("./users-liocYM_2.js").then((m) => m["default"]),
	"../locales/ar/validation.json": () => import("./validation-BN40_qUk.js").then((m) => m["default"]),
	"../locales/ar/vocabulary.json": () => import("./vocabulary-DnKdTBUU.js").then((m) => m["default"]),
	"../locales/fr/accessControl.json": () => import("./accessControl-DllxdjOZ.js").then((m) => m["default"]),
	"../locales/fr/account.json": () => import("./account-CMxoNLYW.js").then((m) => m["default"]),
	"../locales/fr/admin.json": () => import("./admin-Q3PGBvZe.js").then((m) => m["default"]),
	"../locales/fr/app.json": () => import("./app-ZzkaQVvu.js").then((m) => m["default"]),
	"../locales/fr/auth.json": () => import("./auth-DZq2r4u7.js").then((m) => m["default"]),
	"../locales/fr/catalogue.json": () => import("./catalogue-BmhReduy.js").then((m) => m["default"]),
	"../locales/fr/catalogueConfig.json": () => import("./catalogueConfig-TmN1zzpG.js").then((m) => m["default"]),
	"../locales/fr/catalogueEngagement.json": () => import("./catalogueEngagement-BEGr10BJ.js").then((m) => m["default"]),
	"../locales/fr/dashboard.json": () => import("./dashboard-DQ1G2GLW.js").then((m) => m["default"]),
	"../locales/fr/data.json": () => import("./data-Cw34jtzF.js").then((m) => m["default"]),
	"../locales/fr/errors.json": () => import("./errors-CN0DGitR.js").then((m) => m["default"]),
	"../locales/fr/launches.json": () => import("./launches-BKQflOV2.js").then((m) => m["default"]),
	"../locales/fr/nav.json": () => import("./nav-dhcCJ5uW.js").then((m) => m["default"]),
	"../locales/fr/organizations.json": () => import("./organizations-B0N_rwWr.js").then((m) => m["default"]),
	"../locales/fr/pages.json": () => import("./pages-BY0FPBqH.js").then((m) => m["default"]),
	"../locales/fr/products.json": () => import("./products-jA3SLrD9.js").then((m) => m["default"]),
	"../locales/fr/roles.json": () => import("./roles-DIH5x1LO.js").then((m) => m["default"]),
	"../locales/fr/security.json": () => import("./security-ISw6qrFE.js").then((m) => m["default"]),
	"../locales/fr/users.json": () => import("./users-D1j1VP9Z.js").then((m) => m["default"]),
	"../locales/fr/validation.json": () => import("./validation-jkh5UgqP.js").then((m) => m["default"]),
	"../locales/fr/vocabulary.json": () => import("./vocabulary-DzkBswyl.js").then((m) => m["default"]),
	"../locales/zh/accessControl.json": () => import("./accessControl-BumCus7T.js").then((m) => m["default"]),
	"../locales/zh/account.json": () => import("./account-2F_knXdX.js").then((m) => m["default"]),
	"../locales/zh/admin.json": () => import("./admin-j9pyz9uv.js").then((m) => m["default"]),
	"../locales/zh/app.json": () => import("./app-DywAGWU9.js").then((m) => m["default"]),
	"../locales/zh/auth.json": () => import("./auth-aeVct-I3.js").then((m) => m["default"]),
	"../locales/zh/catalogue.json": () => import("./catalogue-C5NUufxb.js").then((m) => m["default"]),
	"../locales/zh/catalogueConfig.json": () => import("./catalogueConfig-CA16N_vC.js").then((m) => m["default"]),
	"../locales/zh/catalogueEngagement.json": () => import("./catalogueEngagement-KMNPqgO9.js").then((m) => m["default"]),
	"../locales/zh/dashboard.json": () => import("./dashboard-Bu8VsCBV.js").then((m) => m["default"]),
	"../locales/zh/data.json": () => import("./data-zsi41XO-.js").then((m) => m["default"]),
	"../locales/zh/errors.json": () => import("./errors-CqAcUEjQ.js").then((m) => m["default"]),
	"../locales/zh/launches.json": () => import("./launches-CT8xJrYT.js").then((m) => m["default"]),
	"../locales/zh/nav.json": () => import("./nav-DJThygM5.js").then((m) => m["default"]),
	"../locales/zh/organizations.json": () => import("./organizations-D7vQB1d9.js").then((m) => m["default"]),
	"../locales/zh/pages.json": () => import("./pages-B-yUATTH.js").then((m) => m["default"]),
	"../locales/zh/products.json": () => import("./products-9_FGu5X8.js").then((m) => m["default"]),
	"../locales/zh/roles.json": () => import("./roles-Bqx0pVZm.js").then((m) => m["default"]),
	"../locales/zh/security.json": () => import("./security-sc3oA0g-.js").then((m) => m["default"]),
	"../locales/zh/users.json": () => import("./users-COttD4rj.js").then((m) => m["default"]),
	"../locales/zh/validation.json": () => import("./validation-d_IXUrIH.js").then((m) => m["default"]),
	"../locales/zh/vocabulary.json": () => import("./vocabulary-BFl194VN.js").then((m) => m["default"])
}));
var bundledLocales = {
	type: "backend",
	callbackApi: false,
	init: () => {},
	read: (language) => language === "en" ? englishFirst : otherLanguages[language]?.() ?? {}
};
var allTexts;
/** English's other areas: every route beyond the sign-in screens waits for them. */
function loadAllTexts() {
	allTexts ??= (englishRest?.() ?? Promise.resolve({})).then((rest) => void instance.addResourceBundle("en", "translation", rest, true, true), (error) => {
		allTexts = void 0;
		throw error;
	});
	return allTexts;
}
/** The stored language as the server reads it (`storage` over the request's cookies). */
var storedLanguageIn = (storage) => storage.getItem(STORAGE_KEY$1) ?? "en";
var initial = typeof window === "undefined" ? "en" : new URLSearchParams(location.search).get("lang") ?? storedLanguageIn(localStorage);
instance.use(bundledLocales).use(initReactI18next).init({
	lng: initial,
	fallbackLng: "en",
	interpolation: { escapeValue: false },
	initAsync: false
}).then(() => {
	if (typeof window === "undefined") return;
	instance.on("languageChanged", (lng) => {
		preferenceStorage.setItem(STORAGE_KEY$1, lng);
		applyDirection(lng);
	});
});
applyDirection(instance.language);
var i18n_default = instance;
// src/app/preferences/store.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* A preference kept outside React (it is applied to <html> and read before the first paint),
* which any number of controls can show and change while staying in step.
*/
function createPreferenceStore(name, read, apply) {
	let value = null;
	const listeners = /* @__PURE__ */ new Set();
	return {
		name,
		get: () => (value ??= { current: read() }).current,
		set(next) {
			value = { current: next };
			apply(next);
			listeners.forEach((listener) => listener());
		},
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
}
var rendered = {};
/**
* The preferences a page is server-rendered with (src/ssr/): the server's render reads these (it
* has no localStorage), and so does the client's hydration of that page, so both draw the same;
* the client's own values, if they differ, are drawn right after.
*/
function renderPreferencesWith(values) {
	rendered = values;
}
function usePreference(store) {
	return (0, import_react.useSyncExternalStore)(store.subscribe, store.get, () => store.name in rendered ? rendered[store.name] : store.get());
}
// src/app/theme.ts
var THEME_PREFERENCES = [
	"light",
	"dark",
	"system"
];
var STORAGE_KEY = storageKey("theme");
var SCHEME_KEY = storageKey("color-scheme");
var darkQuery = () => matchMedia("(prefers-color-scheme: dark)");
var isPreference = (value) => value === "light" || value === "dark" || value === "system";
function storedThemePreference() {
	return themePreferenceIn(new URLSearchParams(location.search).get("theme") ?? localStorage.getItem(STORAGE_KEY));
}
/** A stored value as a preference ("system" when missing or unknown). */
var themePreferenceIn = (stored) => isPreference(stored) ? stored : "system";
/** The stored preference as the server reads it (`storage` over the request's cookies). */
var storedThemeIn = (storage) => themePreferenceIn(storage.getItem(STORAGE_KEY));
/** Chakra v3 reads the mode from the `dark` class on <html>. */
function paint(preference) {
	const dark = preference === "dark" || preference === "system" && darkQuery().matches;
	document.documentElement.classList.toggle("dark", dark);
	document.documentElement.style.colorScheme = dark ? "dark" : "light";
	localStorage.setItem(SCHEME_KEY, dark ? "dark" : "light");
}
var following = null;
/** Applies and keeps the preference; "system" follows the operating system as it changes. */
function applyThemePreference(preference) {
	preferenceStorage.setItem(STORAGE_KEY, preference);
	paint(preference);
	following?.();
	following = null;
	if (preference === "system") {
		const query = darkQuery();
		const onChange = () => paint("system");
		query.addEventListener("change", onChange);
		following = () => query.removeEventListener("change", onChange);
	}
}
/** The preference as the controls see it: every selector showing it stays in step. */
var themePreference = createPreferenceStore("theme", storedThemePreference, applyThemePreference);
export { renderPreferencesWith as a, i18n_default as c, cookiePreferences as d, preferenceStorage as f, storageKey as h, createPreferenceStore as i, loadAllTexts as l, readCookie as m, storedThemeIn as n, usePreference as o, SESSION_COOKIES as p, themePreference as r, LANGUAGES as s, THEME_PREFERENCES as t, storedLanguageIn as u };

//# sourceMappingURL=theme-HNhH1dCV.js.map