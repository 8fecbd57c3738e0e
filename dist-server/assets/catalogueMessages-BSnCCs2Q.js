import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-TVdLsqxs.js";
import { t as useTranslation } from "./useTranslation-wIc4-0c8.js";
import { n as catalogueMessages, t as IN_USE_SUBJECTS } from "./messages-RhImmaX2.js";
import { n as messages, t as fieldMessages } from "./messages-CVJXF2Mj.js";
import { t as generalMessages } from "../render.js";
import { t as translateValidation } from "./validationText-f3QOVcd1.js";
// src/features/catalogue/catalogueMessages.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The catalogue's messages beyond `catalogueMessages`, under the names of their texts: the
* engagement schemas' own (domain/catalogue/engagement) and zod's number types there, the launch
* schema's team rule (domain/catalogue/launch) and the API's product type and status names.
*/
var OTHER_MESSAGES = {
	typeNameTaken: "A product type with this name already exists",
	statusNameTaken: "A product status with this name already exists",
	teamOnce: "Each person once.",
	commissionRange: "A commission is from 0 to 100 %.",
	twoDecimals: "At most two decimal places.",
	ratingRange: "A rating is from 1 to 5.",
	wholeNumber: messages.integer,
	number: messages.number
};
/**
* English message → its name under `catalogue.messages`, which also holds the texts of the
* shared field rules (names, codes, dates, files) the catalogue's forms show.
*/
var NAMES = new Map(Object.entries({
	...fieldMessages,
	...catalogueMessages,
	...OTHER_MESSAGES
}).flatMap(([name, message]) => typeof message === "string" ? [[message, name]] : []));
var escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A limit's message (domain/common/zodMessages) as a pattern that captures the limit. */
function limitPattern(message) {
	const MARK = 7654321;
	const [before, after] = message(MARK).split(String(MARK));
	return new RegExp(`^${escapeRegExp(before)}(-?\\d+(?:\\.\\d+)?)${escapeRegExp(after)}$`);
}
/** A number's limits ("Ensure this value is … 1."), with the limit as a value. */
var LIMITS = [[limitPattern(generalMessages.minValue), "min"], [limitPattern(generalMessages.maxValue), "max"]];
/** `inUse`'s row names (as the API writes them) → their key, also their name under `catalogue.subjects`. */
var SUBJECT_OF = new Map(Object.entries(IN_USE_SUBJECTS).map(([key, name]) => [name, key]));
/** The catalogue's messages built from values: a count, and the row named (`what`) for some. */
var TEMPLATES = {
	inUse: (what, n) => catalogueMessages.inUse(what, n),
	hasChildren: (_what, n) => catalogueMessages.hasChildren(n)
};
/** Stands for `what` when a template is written out to find where its values go. */
var WHAT_MARK = "";
/**
* The counts each template is written out with: the English words around a count may change with
* it ('1 product', '2 products'); a large one stands for "many". Each way of writing gives a pattern.
*/
var SAMPLE_COUNTS = [
	0,
	1,
	2,
	7654321
];
/**
* Patterns of the templates, found by calling them with marker values rather than copying their
* English: the `what` marker becomes a group, the count's digits another.
*/
var TEMPLATE_PATTERNS = Object.entries(TEMPLATES).flatMap(([name, render]) => {
	return [...new Set(SAMPLE_COUNTS.map((n) => escapeRegExp(render(WHAT_MARK, n)).replace(WHAT_MARK, "(?<what>.+?)").replace(String(n), "(?<count>\\d+)")))].map((source) => ({
		name,
		render,
		pattern: new RegExp(`^${source}$`)
	}));
});
/** A message built by one of TEMPLATES: its name, count and `what`, or undefined. */
function templateKey(message) {
	for (const { name, render, pattern } of TEMPLATE_PATTERNS) {
		const match = pattern.exec(message);
		if (!match?.groups) continue;
		const what = match.groups.what ?? "";
		const count = Number(match.groups.count);
		if (!Number.isSafeInteger(count) || render(what, count) !== message) continue;
		if (name === "hasChildren") return {
			key: "catalogue.messages.hasChildren",
			count
		};
		const subject = SUBJECT_OF.get(what);
		return subject ? {
			key: `catalogue.messages.${name}`,
			count,
			what: subject
		} : void 0;
	}
}
/**
* The i18n key (and its values) of a catalogue message from a schema or the API (they speak
* English), or undefined when it is not one of the catalogue's.
*/
function catalogueMessageKey(message) {
	const name = NAMES.get(message);
	if (name) return { key: `catalogue.messages.${name}` };
	for (const [pattern, limit] of LIMITS) {
		const match = pattern.exec(message);
		if (match) return {
			key: `catalogue.messages.${limit}`,
			values: { [limit]: Number(match[1]) }
		};
	}
	return templateKey(message);
}
/**
* A message from a schema or the API in `t`'s language: the catalogue's (with their numbers
* written the reader's way, the plural form their count calls for, and the row they name), then
* the shared validation texts; anything else (a server message of its own) as it is written.
*/
function translateCatalogueMessage(t, language, message) {
	if (!message) return void 0;
	const known = catalogueMessageKey(message);
	if (!known) return translateValidation(t, message);
	const number = new Intl.NumberFormat(language);
	const values = Object.fromEntries(Object.entries(known.values ?? {}).map(([name, value]) => [name, number.format(value)]));
	if (known.count !== void 0) Object.assign(values, {
		count: known.count,
		n: number.format(known.count)
	});
	if (known.what) values.what = t(`catalogue.subjects.${known.what}`);
	return t(known.key, {
		...values,
		defaultValue: message
	});
}
/** `translateCatalogueMessage` in the reader's language. */
function useCatalogueMessage() {
	const { t, i18n } = useTranslation();
	return (0, import_react.useCallback)((message) => translateCatalogueMessage(t, i18n.language, message), [t, i18n.language]);
}
export { useCatalogueMessage as t };

//# sourceMappingURL=catalogueMessages-BSnCCs2Q.js.map