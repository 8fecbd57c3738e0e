import { _ as _isoDate, c as email$1, g as _coercedNumber, i as _enum, l as number$1, n as ZodISODateTime, p as string, r as ZodNumber, t as ZodISODate, u as object, v as _isoDateTime } from "./schemas-DsdQ_yki.js";
import { n as messages, t as fieldMessages } from "./messages-CVJXF2Mj.js";
// ../../main/node_modules/zod/v4/classic/iso.js
function datetime(params) {
	return _isoDateTime(ZodISODateTime, params);
}
function date(params) {
	return _isoDate(ZodISODate, params);
}
// ../../main/node_modules/zod/v4/classic/coerce.js
function number(params) {
	return _coercedNumber(ZodNumber, params);
}
// domain/common/fields.ts
/** A missing key reads "required"; a wrong type names what was expected. */
var requiredError = (expected) => (issue) => issue.input === void 0 || issue.input === null ? messages.required : `Expected ${expected}.`;
var requiredString = (max) => string({ error: requiredError("a string") }).trim().min(1, messages.required).max(max, messages.maxLength(max));
var optionalString = (max) => string({ error: "Expected a string." }).trim().max(max, messages.maxLength(max));
var email = () => string({ error: requiredError("a string") }).trim().min(1, messages.required).max(254, messages.maxLength(254)).toLowerCase().pipe(email$1({ error: messages.email })).meta({ format: "email" });
var password = () => string({ error: requiredError("a string") }).min(1, messages.required).min(8, messages.passwordMin(8)).max(128, messages.maxLength(128));
/** Any non-empty password: used where the server compares, not where it sets one. */
var existingPassword = () => string({ error: requiredError("a string") }).min(1, messages.required).max(128, messages.maxLength(128));
var isoDate = () => date({ error: messages.date });
var optionalDate = () => isoDate().nullable();
/** Ids are PostgreSQL `integer` columns: a larger number names no row and would make the query fail. */
var MAX_ID = 2147483647;
var id = () => number$1({ error: requiredError("an integer") }).int(messages.idNumber).positive(messages.idNumber).max(MAX_ID);
/** Adds the "passwords do not match" rule on the second field of a pair. */
function passwordsMatch(first, second) {
	return (value, ctx) => {
		if (value[first] !== value[second]) ctx.addIssue({
			code: "custom",
			path: [second],
			message: messages.passwordsMismatch
		});
	};
}
object({ id: number().int().positive().max(MAX_ID) });
/** Letters of any script, digits, spaces and the punctuation names really use. */
var NAME_PATTERN = /^[\p{L}\p{M}\p{N} &'’().,/+\-_]+$/u;
var CODE_PATTERN = /^[A-Z0-9_]+$/;
var present = (issue) => issue.input === void 0 || issue.input === null ? messages.required : messages.invalid;
var resourceName = () => string({ error: present }).trim().min(1, messages.required).min(2, fieldMessages.nameMin).max(99, fieldMessages.nameMax).regex(NAME_PATTERN, fieldMessages.nameInvalid);
var resourceCode = () => string({ error: present }).trim().min(1, messages.required).min(2, fieldMessages.codeMin).max(49, fieldMessages.codeMax).regex(CODE_PATTERN, fieldMessages.codeFormat);
var description = () => string({ error: "Expected a string." }).trim().max(499, fieldMessages.descriptionMax);
var website = () => string({ error: "Expected a string." }).trim().max(200, messages.maxLength(200)).refine((v) => v === "" || isHttpUrl(v), fieldMessages.website);
function isHttpUrl(value) {
	try {
		const url = new URL(value);
		return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
	} catch {
		return false;
	}
}
/** Adds "end date after start date" on `end_date` when both are set. */
function endAfterStart(value, ctx) {
	if (value.start_date && value.end_date && value.end_date <= value.start_date) ctx.addIssue({
		code: "custom",
		path: ["end_date"],
		message: fieldMessages.endBeforeStart
	});
}
/**
* A code typed or derived from a name, made valid: upper case, accents dropped, anything else
* an underscore, runs collapsed, trimmed to the maximum. `changed` says whether the text had to
* be altered (the form then says the code has been sanitized).
*/
function sanitizeCode(input) {
	const code = input.normalize("NFKD").replace(/\p{M}/gu, "").toUpperCase().replace(/[^A-Z0-9_]+/g, "_").replace(/_+/g, "_").replace(/^_|_$/g, "").slice(0, 49);
	return {
		code,
		changed: code !== input
	};
}
/** The code proposed for a name ("Acme Sports" → "ACME_SPORTS"). */
var codeFromName = (name) => sanitizeCode(name.trim()).code;
/** Query-string booleans (`?is_active=true`). */
var queryBoolean = _enum(["true", "false"]).transform((v) => v === "true");
var queryId = number({ error: "Expected an integer." }).int().positive().max(MAX_ID);
export { datetime as S, resourceName as _, endAfterStart as a, number as b, isoDate as c, password as d, passwordsMatch as f, resourceCode as g, requiredString as h, email as i, optionalDate as l, queryId as m, codeFromName as n, existingPassword as o, queryBoolean as p, description as r, id as s, MAX_ID as t, optionalString as u, sanitizeCode as v, date as x, website as y };

//# sourceMappingURL=fields-De-4O6oE.js.map